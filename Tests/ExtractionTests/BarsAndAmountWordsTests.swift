import Recipes
import Testing

@testable import Extraction

/// One-line captions parted by bars, and a Russian list's words in place of an amount (none from
/// the corpus): the method had been glued to the last ingredient, and "по вкусу" stayed Russian.
@Suite("Bars in a caption; amount words in Russian")
struct BarsAndAmountWordsTests {
    @Test(
        "a bar before the method ends the list, with or without a method heading; bars between items part them",
        arguments: [
            "BEST banana bread | Ingredients: 3 ripe bananas • 1/3 cup melted butter • 1 egg • 1 1/2 cups flour | Mash bananas, stir in butter and egg. Mix in the flour. Bake at 350°F for 60 minutes.",
            "Ingredients: 3 ripe bananas • 1/3 cup melted butter • 1 egg • 1 1/2 cups flour | Method: Mash bananas, stir in butter and egg. Mix in the flour. Bake at 350°F for 60 minutes.",
            "Ingredients | 3 ripe bananas | 1/3 cup melted butter | 1 egg | 1 1/2 cups flour | Directions | Mash bananas, stir in butter and egg. | Mix in the flour. | Bake at 350°F for 60 minutes.",
        ])
    func bars(description: String) throws {
        let bread = try #require(Offline.recipe(title: "Banana bread", description: description))
        #expect(bread.ingredients.map(\.item) == ["ripe bananas", "butter", "egg", "flour"])
        #expect(bread.ingredients.last?.notes == nil, "\(bread.ingredients.last?.notes ?? "")")
        #expect(bread.steps.first?.text == "Mash bananas, stir in butter and egg.")
        #expect(bread.steps.count == 3)
    }

    @Test("'по вкусу', 'для жарки' and 'щепотка' after a dash are notes in English")
    func russianAmountWords() throws {
        let syrniki = try #require(
            Offline.recipe(
                title: "Сырники",
                description:
                    "Ингредиенты:\nТворог — 500 г\nЯйца — 2 шт.\nСоль — щепотка\nСахар — по вкусу\nМасло — для жарки\n\nПриготовление:\nСмешайте творог с яйцами. Обжарьте с двух сторон."
            ))
        #expect(syrniki.ingredients.map(\.item) == ["cottage cheese", "eggs", "salt", "sugar", "oil"])
        #expect(syrniki.ingredients.map { $0.notes ?? "-" } == ["-", "-", "a pinch", "to taste", "for frying"])
        #expect(syrniki.ingredients.allSatisfy { $0.originalLanguage == nil })
        #expect(HeuristicExtractor.measureNote("щепотка") == "a pinch")
        #expect(HeuristicExtractor.measureNote("35%") == "35%")
    }
}
