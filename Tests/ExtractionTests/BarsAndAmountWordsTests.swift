import Recipes
import Testing

@testable import Extraction

/// One-line captions parted by bars, variations on labelled lines, figures after a list, and a
/// Russian list's words in place of an amount (none from the corpus): the method had been glued
/// to the last ingredient, toppings were lost, "Serves" was an ingredient, "по вкусу" stayed Russian.
@Suite("Caption layouts: bars, labelled variations, figures after a list, plain headings; Russian amount words")
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

    @Test("variations on labelled lines, numbered by keycaps or not, are list parts; 'Bake: 20 minutes' is not one")
    func labelledVariations() throws {
        for numbered in [false, true] {
            let (one, two) = numbered ? ("1️⃣ ", "2️⃣ ") : ("", "")
            let oats = try #require(
                Offline.recipe(
                    title: "Overnight oats 3 ways",
                    description:
                        "OVERNIGHT OATS\n\nIngredients:\n1/2 cup rolled oats\n1/2 cup milk\n\n\(one)PB & banana: 1 tbsp peanut butter + 1/2 banana\n\(two)Berry: 1/3 cup mixed berries\n\nMix the base, add toppings, refrigerate overnight."
                ))
            #expect(oats.ingredients.map(\.item) == ["rolled oats", "milk", "peanut butter", "banana", "mixed berries"], "\(numbered)")
            #expect(oats.steps.map(\.text) == ["Mix the base, add toppings, refrigerate overnight."])
        }
        #expect(DescriptionParser.labelledEntries("Berry: 1/3 cup mixed berries") == ["Berry:", "1/3 cup mixed berries"])
        #expect(DescriptionParser.labelledEntries("Bake: 20 minutes at 180C") == nil)
        #expect(DescriptionParser.labelledEntries("Ingredients: 2 eggs") == nil)
        #expect(DescriptionParser.labelledEntries("Step 2: 1 cup water") == nil)
    }

    @Test("'Serves: 8', 'Prep time: 10 minutes' and 'Bake: 35 minutes' after a list are figures, not ingredients")
    func figuresAfterAList() throws {
        let cake = try #require(
            Offline.recipe(
                title: "Lemon cake",
                description:
                    "Ingredients:\n200 g flour\n2 eggs\n\nBake: 35 minutes at 180C\nServes: 8\nPrep time: 10 minutes\n\nMethod:\nMix the flour and eggs. Bake."
            ))
        #expect(cake.ingredients.map(\.item) == ["flour", "eggs"])
        #expect(DescriptionParser.isFigureLine("Serves: 8"))
        #expect(DescriptionParser.isFigureLine("Sugar: 200 g") == false)
    }

    @Test("'WHAT YOU NEED' … 'WHAT TO DO': the method heading is no ingredient, and ends the list")
    func plainSpokenHeadings() throws {
        let pasta = try #require(
            Offline.recipe(
                title: "Pasta e ceci",
                description:
                    "Pasta e ceci\n\nWHAT YOU'LL NEED\n• olive oil – 3 tbsp\n• garlic – 2 cloves\n• chickpeas – 1 can (400g)\n• salt & pepper\n\nWHAT TO DO\n• Fry the garlic in the oil.\n• Add chickpeas and 500ml water, simmer 10 min."
            ))
        #expect(pasta.ingredients.map(\.item) == ["olive oil", "garlic", "chickpeas", "salt & pepper"])
        #expect(pasta.steps.count == 2)
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
