import Recipes
import Testing

@testable import Evaluate

/// The reach of the nutrition estimate: recipes that state no nutrition, by where their list
/// came from; stated nutrition and lists of fewer than three English names are not counted.
@Suite("Evaluation: nutrition reach")
struct NutritionReachTests {
    func document(_ items: [String], source: String, nutrition: RecipeDocument.Nutrition = .init(), estimated: Bool = false)
        -> RecipeDocument
    {
        RecipeDocument(
            title: "A dish", sourceLanguage: "en", ingredients: items.map { RecipeDocument.Ingredient(item: $0) }, steps: [],
            nutrition: nutrition,
            meta: .init(source: [source]), flags: .init(isEstimated: estimated, translation: "not_needed"))
    }

    @Test("counts recipes stating none, by source; the table's known names; per-serving figures")
    func counts() {
        var reach = NutritionReach()
        let estimate = RecipeDocument.Nutrition(calories: 450, protein: "20 g", note: "Estimated per serving (2 servings) from 3 of 3")
        reach.add(
            id: "a", document: document(["rice", "eggs", "dragon fruit"], source: "description", nutrition: estimate, estimated: true),
            verbose: true)
        reach.add(id: "b", document: document(["oil", "onion", "turkey"], source: "transcript"), verbose: true)
        // Stated nutrition, or too short a list: not counted.
        reach.add(
            id: "c",
            document: document(
                ["oil", "onion", "rice"], source: "description", nutrition: .init(calories: 300, note: "As stated in the video description")
            ),
            verbose: false)
        reach.add(id: "d", document: document(["oil", "onion"], source: "description"), verbose: false)
        #expect(
            reach.report.split(separator: "\n") == [
                "  nutrition estimated, recipes stating none (description lists)  1.000 (1/1); their ingredients the table knows  0.667 (2/3)",
                "  nutrition estimated, recipes stating none (transcript names)  0.000 (0/1); their ingredients the table knows  1.000 (3/3)",
                "  estimates per serving: 1, median 450 kcal, above 1,500 kcal 0",
            ])
        #expect(reach.details.contains("  FOOD NOT IN THE NUTRITION TABLE a: dragon fruit"))
        #expect(reach.details.contains("  NOT ESTIMATED b: 2 of 3 unweighed: oil | turkey"))
    }
}
