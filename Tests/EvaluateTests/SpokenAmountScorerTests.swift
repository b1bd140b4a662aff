import Recipes
import Testing

@testable import Evaluate
@testable import Extraction

/// The check of amounts heard in a transcript against a channel's list: one amount written two
/// ways agrees, a different amount or an ingredient the list gives without one does not count
/// as agreeing.
@Suite("Evaluation: spoken amounts")
struct SpokenAmountScorerTests {
    @Test("quantities: the same value, inside a range either way; units: the same, a spoon for tsp or tbsp, metric conversions")
    func agreement() {
        #expect(SpokenAmountEvaluation.quantityAgrees("1/2", "0.5"))
        #expect(SpokenAmountEvaluation.quantityAgrees("2", "2-3") && SpokenAmountEvaluation.quantityAgrees("4-5", "5"))
        #expect(!SpokenAmountEvaluation.quantityAgrees("2", "3") && !SpokenAmountEvaluation.quantityAgrees("4", "5-6"))
        #expect(SpokenAmountEvaluation.unitAgrees("spoon", "tsp") && SpokenAmountEvaluation.unitAgrees("spoon", "tbsps"))
        #expect(!SpokenAmountEvaluation.unitAgrees("tsp", "tbsp") && !SpokenAmountEvaluation.unitAgrees("cup", nil))
        #expect(SpokenAmountEvaluation.sameMetricAmount(("1/2", "l"), ("500", "ml")))
        #expect(SpokenAmountEvaluation.sameMetricAmount(("1/4", "kg"), ("250", "g")))
        #expect(!SpokenAmountEvaluation.sameMetricAmount(("1/2", "l"), ("500", "g")))
    }

    @Test("counts: agreeing, disagreeing, listed without an amount, and not heard")
    func counts() {
        var evaluation = SpokenAmountEvaluation()
        let ingredients: [RecipeDocument.Ingredient] = [
            .init(item: "toor dal", quantity: "1", unit: "cup"),
            .init(item: "ghee", quantity: "2", unit: "tbsp"),
            .init(item: "coriander", quantity: "1", unit: "cup"),
            .init(item: "turmeric"),
        ]
        let listed = ["1 Cup Toor Dal (Kandipappu)", "3 tbsps Ghee", "Coriander leaves (for garnish)", "1/2 tsp Turmeric powder"]
        evaluation.add(id: "r", ingredients: ingredients, listed: listed, verbose: true)
        #expect(evaluation.given == 3 && evaluation.listedWithAmount == 2 && evaluation.amountAgrees == 1)
        #expect(evaluation.listedAmounts == 3 && evaluation.listedAmountsGiven == 2)
        #expect(evaluation.details.count == 2)
    }
}
