import Recipes
import Testing

@testable import Extraction

/// A description with no ingredient list whose method gives its amounts as it goes still answers
/// with ingredients; times, heats, cuts and servings in the same sentences are not ingredients.
@Suite("Ingredients named in the method")
struct StepIngredientTests {
    @Test("amounts in a sentence, joined by '+', commas and 'and', each to the end of its phrase")
    func phrasesWithAmounts() {
        #expect(
            StepIngredients.lines(in: [
                "Faites revenir avec 1 verre de vin rouge + 5 cl de sauce soja + 2 gousses d'ail . 15 minutes",
                "Coupez en petits morceaux 2 carottes + 3 gros champignons et ajoutez les dans la casserole.",
                "Ajoutez 800 g de pulpe de tomate + 1 c.a.s. de sucre de canne",
            ]) == [
                "1 verre de vin rouge", "5 cl de sauce soja", "2 gousses d'ail", "2 carottes", "3 gros champignons",
                "800 g de pulpe de tomate",
                "1 c.a.s. de sucre de canne",
            ])
        #expect(
            StepIngredients.lines(in: ["Whisk 2 cups flour, 1 tsp salt and 3 eggs, then bake for 20 minutes at 180°C."])
                == ["2 cups flour", "1 tsp salt", "3 eggs"])
    }

    @Test(
        "times, heats, sizes of cut, repetitions and servings are not ingredients",
        arguments: [
            "Bake for 25 minutes.", "Preheat the oven to 350 degrees.", "Heat to 180°C.", "Cut into 2 cm pieces.", "Fold 3 times.",
            "Serves 4 people.", "Laisser cuire 10 minutes", "Rest for 2 hours, then slice into 8 slices.",
        ])
    func notIngredients(_ step: String) {
        #expect(StepIngredients.lines(in: [step]).isEmpty)
    }

    @Test("bounded: at most 30 ingredients, from the first 60 steps")
    func bounded() {
        let steps = (1...100).map { "Add \($0) g of spice number \($0)." }
        let lines = StepIngredients.lines(in: steps)
        #expect(lines.count == 30)
        #expect(lines.first == "1 g of spice number 1" && lines.last == "30 g of spice number 30")
        #expect(StepIngredients.lines(in: Array(repeating: "Bake for 5 minutes.", count: 59) + ["Add 2 eggs."]) == ["2 eggs"])
        #expect(StepIngredients.lines(in: Array(repeating: "Bake for 5 minutes.", count: 60) + ["Add 2 eggs."]).isEmpty)
    }

    @Test("the extractor answers a list-less recipe with the method's ingredients, and a listed recipe with its list only")
    func extractor() throws {
        let extractor = HeuristicExtractor(translator: OfflineTranslator(apertiumPath: nil))
        let methodOnly = """
            My quick tomato soup!

            - Fry 2 onions in 2 tbsp olive oil for 5 minutes.
            - Add 800 g chopped tomatoes and 500 ml vegetable stock, simmer for 20 minutes.
            - Blend and serve.
            """
        let output = extractor.extractSync(.init(videoID: "v", title: "Tomato soup recipe", description: methodOnly, transcript: nil))
        guard case .recipe(let document) = output.result else {
            Issue.record("expected a recipe, got \(output.result)")
            return
        }
        #expect(document.ingredients.map(\.item) == ["onions", "olive oil", "tomatoes", "vegetable stock"])
        #expect(document.ingredients.map(\.quantity) == ["2", "2", "800", "500"])

        let listed = "Ingredients:\n- 2 onions\n- 1 tin tomatoes\n\nMethod:\n- Fry the onions with 1 tbsp butter.\n- Add the tomatoes."
        let withList = extractor.extractSync(.init(videoID: "v", title: "Tomato soup recipe", description: listed, transcript: nil))
        guard case .recipe(let listedDocument) = withList.result else {
            Issue.record("expected a recipe, got \(withList.result)")
            return
        }
        #expect(listedDocument.ingredients.map(\.item) == ["onions", "tomatoes"])
    }
}
