import Recipes
import Testing

@testable import Extraction

/// More list forms of captions and copied recipe cards, none from the corpus: counts written
/// as multiplications, fraction slashes, a list parted by bars, a method numbered on the list's
/// line, romanised Hindi, unit spellings.
@Suite("Social captions: counts with ×, fraction slashes, bar lists, inline numbered methods, romanised Hindi")
struct SocialListFormTests {
    static func amounts(_ document: RecipeDocument) -> [String] {
        document.ingredients.map { [$0.quantity ?? "-", $0.unit ?? "-", $0.item].joined(separator: " ") }
    }

    @Test("\"2x chicken breasts\", \"x4 tortillas\", \"1 x avocado\", \"lettuce x 1\": the count is the amount")
    func countsWithTimes() throws {
        let wraps = try #require(
            Offline.recipe(
                title: "Wraps",
                description:
                    "What you need:\n2x chicken breasts\nx4 tortillas\n1 x avocado\nlettuce x 1\n\nGrill the chicken, slice and wrap everything up."
            ))
        #expect(Self.amounts(wraps) == ["2 - chicken breasts", "4 - tortillas", "1 - avocado", "1 - lettuce"])
        // "x" before the amount of each stays a multi-amount line.
        #expect(IngredientParser.countWithTimes("2 x 400g tins tomatoes") == "2 x 400g tins tomatoes")
        #expect(IngredientParser.countWithTimes("Mix x 2 with 3 eggs") == "Mix x 2 with 3 eggs")
    }

    @Test("fractions built with the fraction slash, also in superscript and subscript digits")
    func fractionSlashes() throws {
        let cookies = try #require(
            Offline.recipe(
                title: "Cookies",
                description:
                    "Ingredients\n1⁄2 cup butter\n1 1⁄2 cups flour\n1¹⁄₂ tsp vanilla\n¹⁄₄ tsp salt\n\nCream the butter, add the rest, bake 10 min."
            ))
        #expect(Self.amounts(cookies) == ["1/2 cup butter", "1 1/2 cup flour", "1 1/2 tsp vanilla", "1/4 tsp salt"])
        #expect(PlainCharacters.plainText("10 m² kitchen") == "10 m² kitchen")
    }

    @Test("a list parted by bars, its method after it; a line of figures parted by bars is no list")
    func barLists() throws {
        let smoothie = try #require(
            Offline.recipe(
                title: "Smoothie",
                description: "Green smoothie 🥬 2 cups spinach | 1 banana | 1 cup almond milk | 1 tbsp peanut butter | blend until smooth"))
        #expect(Self.amounts(smoothie) == ["2 cup spinach", "1 - banana", "1 cup almond milk", "1 tbsp peanut butter"])
        #expect(smoothie.steps.map(\.text) == ["Blend until smooth"])
        #expect(DescriptionParser.barList("Macros: 520 cal | 48g protein | 55g carbs | 12g fat") == nil)
    }

    @Test("a method numbered on the list's own line: each number a step, none an ingredient")
    func inlineNumberedMethod() throws {
        let pasta = try #require(
            Offline.recipe(
                title: "Garlic butter pasta",
                description:
                    "Garlic butter pasta 🍝 Ingredients: 200g spaghetti, 3 tbsp butter, 4 cloves garlic, parmesan. 1. Boil the pasta 2. Melt butter and fry the garlic 3. Toss the pasta in the butter 4. Top with parmesan #pasta"
            ))
        #expect(pasta.ingredients.map(\.item) == ["spaghetti", "butter", "garlic", "parmesan"])
        #expect(
            pasta.steps.map(\.text) == [
                "Boil the pasta", "Melt butter and fry the garlic", "Toss the pasta in the butter", "Top with parmesan",
            ])
        #expect(DescriptionParser.inlineNumberedSteps("Bake 20 min. 2. Serve") == ["Bake 20 min. 2. Serve"])
    }

    @Test("a romanised Hindi list: its names in English, \"swaad anusar\" to taste, its method kept and marked")
    func romanisedHindi() throws {
        let paratha = try #require(
            Offline.recipe(
                title: "Aloo paratha",
                description:
                    "Ingredients:\n2 cup atta\n3 aloo (boiled)\n1 pyaz\n2 hari mirch\nnamak swaad anusar\n\nAtta goondh lein, aloo masala bharke paratha bel lein aur tawa par sek lein."
            ))
        #expect(paratha.ingredients.map(\.item) == ["wheat flour", "potato", "onion", "green chilli", "salt"])
        #expect(paratha.ingredients.map(\.notes) == [nil, "boiled", nil, nil, "to taste"])
        #expect(paratha.ingredients.allSatisfy { $0.originalLanguage == nil })
        #expect(paratha.steps.count == 1 && paratha.steps.first?.originalLanguage == "hi")
        #expect(LanguageDetector.detect("2 cups flour and 1 cup milk, mix it in the bowl") == "en")
    }

    @Test("unit spellings and cocktail verbs: \"Tbls\", \"Shake hard with ice…\"")
    func spellingsAndVerbs() throws {
        #expect(IngredientParser.parse("1 Tbls chili powder")?.unit == "tbsp")
        let martini = try #require(
            Offline.recipe(
                title: "Espresso martini",
                description: "2 oz vodka\n1 oz coffee liqueur\n1 oz espresso\nShake hard with ice and strain into a chilled glass."))
        #expect(martini.steps.map(\.text) == ["Shake hard with ice and strain into a chilled glass."])
    }

    @Test("priced lists without a method (a menu, a market's rates) and \"what I eat in a day\" are not recipes")
    func pricedListsAndDiaries() throws {
        let tacos = Offline.extract(
            title: "Best tacos in LA",
            description: "Rating LA taco spots 🌮\n2 al pastor tacos $5\n1 carne asada burrito $9\n1 horchata $3\nWould you try it?")
        guard case .notRecipe(let reason) = tacos.result else {
            Issue.record("a priced menu was read as a recipe")
            return
        }
        #expect(reason.contains("prices"))
        // (Answered "not a recipe", not "a recipe we could not read here".)
        func isNotRecipe(_ output: ExtractionOutput) -> Bool {
            if case .notRecipe = output.result { return true }
            return false
        }
        #expect(
            isNotRecipe(
                Offline.extract(title: "Mandi rates", description: "Aaj ke rates:\nTamatar 1 kg ₹40\nPyaz 1 kg Rs. 30\nAloo 1 kg ₹25")))
        let diary = Offline.extract(
            title: "What I eat in a day",
            description:
                "Breakfast: 2 eggs, 1 slice toast, 1/2 avocado\nLunch: 150g chicken, 1 cup rice, broccoli\nDinner: salmon with 200g potatoes"
        )
        #expect(isNotRecipe(diary))

        // A budget recipe prices its list and gives its method: still a recipe.
        let budget = try #require(
            Offline.recipe(
                title: "Budget chicken rice",
                description:
                    "1 lb chicken thighs ($3.49)\n1 cup rice ($0.40)\n1 onion ($0.60)\nBrown the chicken in a hot pan.\nAdd the onion and rice and simmer 20 minutes."
            ))
        #expect(budget.ingredients.count == 3)
        #expect(
            RecipeClassifier.pricedLines(["2 tacos $5", "Tamatar 1 kg ₹40", "5 € de réduction", "Rs. 30", "Mrs 5 apples", "2 cups flour"])
                == 4)
    }

    @Test("a list that gives each amount after the name is a list without a heading too; purposes and \"enough\" are notes")
    func amountsAfterNamesWithoutHeading() throws {
        let marinade = try #require(
            Offline.recipe(
                title: "Grilled chicken",
                description:
                    "For the marinade:\nSoy sauce - 2 tbsp\nHoney - 1 tbsp\nGarlic - 3 cloves, minced\nWater- 1/4 cup to make it loose\nOil- enough for frying\nMarinate the chicken for 30 minutes, then grill."
            ))
        #expect(Self.amounts(marinade) == ["2 tbsp Soy sauce", "1 tbsp Honey", "3 clove Garlic", "1/4 cup Water", "- - Oil"])
        #expect(marinade.ingredients.map(\.notes) == [nil, nil, "minced", "to make it loose", "enough for frying"])
        // Lines of figures stay out of it.
        #expect(!DescriptionParser.isAmountAfterName("Cook time: 25 min") && !DescriptionParser.isAmountAfterName("Serves: 4"))
        #expect(!DescriptionParser.isAmountAfterName("Zutaten für die Creme:Käsecreme - 600 g"))
        #expect(DescriptionParser.isAmountAfterName("Flour: 200g"))
    }
}
