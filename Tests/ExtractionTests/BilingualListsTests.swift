import Recipes
import Testing

@testable import Extraction

/// Descriptions that give their recipe in two languages (written for these tests, none from the
/// corpus): each line twice, the list twice, the method twice.
@Suite("Recipes given in two languages")
struct BilingualListsTests {
    static let spanishThenEnglish =
        "INGREDIENTES:\n4 huevos\n1 lata de leche condensada\n1 taza de azúcar\n2 tazas de leche\n\n"
        + "INGREDIENTS:\n4 eggs\n1 can condensed milk\n1 cup sugar\n2 cups milk\n\n"
        + "PREPARACIÓN:\n1. Derrite el azúcar hasta hacer un caramelo.\n2. Licúa los huevos con la leche.\n"
        + "3. Hornea a baño maría durante 1 hora a 180°C.\n\n"
        + "METHOD:\n1. Melt the sugar until it becomes a caramel.\n2. Blend the eggs with the milk.\n"
        + "3. Bake in a water bath for 1 hour at 180°C."

    @Test("the list and the method twice: the English ones, once, and nothing Spanish passed off as English")
    func listAndMethodTwice() throws {
        let flan = try #require(Offline.recipe(title: "Flan | Receta fácil", description: Self.spanishThenEnglish))
        #expect(flan.ingredients.map(\.item) == ["eggs", "condensed milk", "sugar", "milk"])
        #expect(flan.ingredients.allSatisfy { $0.originalLanguage == nil })
        #expect(flan.steps.map(\.text).first == "Melt the sugar until it becomes a caramel.")
        #expect(flan.steps.count == 3)
        #expect(flan.steps.allSatisfy { $0.originalLanguage == nil })
    }

    @Test("each line twice, and a method paragraph in each language")
    func linesTwice() throws {
        let crepes = try #require(
            Offline.recipe(
                title: "Crêpes faciles",
                description:
                    "Ingrédients / Ingredients :\n- 200 g de farine / 200 g flour\n- 2 œufs / 2 eggs\n- 25 cl de lait / 25 cl milk\n\n"
                    + "Préparation : Mélangez la farine et les œufs, puis ajoutez le lait. Faites cuire les crêpes dans une poêle chaude.\n"
                    + "Method: Mix the flour and eggs, then add the milk. Cook the crepes in a hot pan."))
        #expect(
            crepes.ingredients.map { "\($0.quantity ?? "-") \($0.unit ?? "-") \($0.item)" } == ["200 g flour", "2 - eggs", "25 cl milk"])
        #expect(crepes.steps.map(\.text) == ["Mix the flour and eggs, then add the milk.", "Cook the crepes in a hot pan."])
        #expect(crepes.steps.allSatisfy { $0.originalLanguage == nil })
    }

    @Test("what is not a second language stays: another measure, a choice, a second part, a terse English method")
    func notBilingual() {
        #expect(BilingualLists.oneSide("1 cup / 240 ml milk") == "1 cup / 240 ml milk")
        #expect(BilingualLists.oneSide("1 cup milk / 1 cup oat milk") == "1 cup milk / 1 cup oat milk")
        #expect(BilingualLists.oneSide("1 pot de yaourt nature / 1 plain yogurt") == "1 plain yogurt")
        // Dough and filling with the same amounts, both English.
        let parts = ["1 cup flour", "1 egg", "1 tsp salt", "1 cup ricotta", "1 egg", "1 tsp pepper"].compactMap {
            IngredientParser.parse($0, tagger: nil)
        }
        #expect(BilingualLists.oneList(parts) == parts)
        let terse = ["Preheat the oven to 180C.", "Mix the flour and the sugar in a bowl.", "Bake.", "Serve."]
        #expect(BilingualLists.oneMethod(terse).steps == terse)
        #expect(BilingualLists.oneMethod(terse).english == false)
    }

    @Test("an Indian list's name with its English beside it: the English name, from either side and either script")
    func indianPairs() throws {
        let romanised = try #require(
            Offline.recipe(
                title: "Aloo Matar Recipe",
                description: "Ingredients:\nPyaz (Onion) - 2\nTamatar / Tomato - 2\nHaldi / Turmeric - 1/2 tsp\nMatar (Peas) - 1 cup"))
        #expect(romanised.ingredients.map(\.item) == ["Onion", "Tomato", "Turmeric", "Peas"])
        let devanagari = try #require(
            Offline.recipe(title: "आलू मटर रेसिपी", description: "सामग्री:\nप्याज (Onion) - 2\nटमाटर / Tomato - 2\nआलू (Potato) - 3\nमटर (Peas) - 1 कप"))
        #expect(devanagari.ingredients.map(\.item) == ["Onion", "Tomato", "Potato", "Peas"])
        #expect(devanagari.ingredients.allSatisfy { $0.originalLanguage == nil })
        let curry = try #require(
            Offline.recipe(
                title: "Chicken curry",
                description: "Ingredients:\nChicken - 500 g\nOnion (pyaz) - 2\nRed chilli powder (lal mirch) - 1 tsp"))
        #expect(curry.ingredients.map(\.item) == ["Chicken", "Onion", "Red chilli powder"])
        // Not an Indian name beside the English one: the alias stays.
        let queso = try #require(IngredientParser.parse("1 cup queso fresco (Mexican cheese)", tagger: nil))
        #expect(BilingualLists.englishOfIndianPair(queso).item == queso.item)
    }
}
