import Recipes
import Testing

@testable import Extraction

/// Lists as channels lay them out: numbered, spaced by blank lines, in parts under sub-headings.
/// (Amounts written after the item are tested with the other ingredient lines.)
@Suite("Description lists: numbered, spaced by blank lines, in parts")
struct DescriptionListTests {
    @Test("a numbered ingredient list is a list; the numbered method after it, from 1 again, is the method")
    func numberedList() {
        let sections = DescriptionParser.parse(
            """
            INGREDIENTS:
            1. 2 cups flour
            2. Cream, softly whipped
            3. Vegetable oil, for frying, preferably oil previously used for frying fish or chicken
            4. 1 tsp salt

            1. Mix everything together.
            2. In a large bowl, fold the cream into the flour until nothing dry is left.
            3. Bake for 20 minutes
            """)
        #expect(
            sections.ingredientLines == [
                "2 cups flour", "Cream, softly whipped",
                "Vegetable oil, for frying, preferably oil previously used for frying fish or chicken",
                "1 tsp salt",
            ])
        #expect(sections.stepLines.count == 3)
    }

    @Test("a numbered method after a list without numbers is never read as ingredients")
    func numberedMethodAfterPlainList() {
        let sections = DescriptionParser.parse(
            """
            Ingredients
            2 cups flour
            1 cup milk
            1. Preheat the oven to 180 C
            2. In a bowl, whisk flour and milk
            """)
        #expect(sections.ingredientLines == ["2 cups flour", "1 cup milk"])
        #expect(sections.stepLines == ["1. Preheat the oven to 180 C", "2. In a bowl, whisk flour and milk"])
    }

    @Test("a long last line of a list's first part is kept before the next part's sub-heading")
    func lastLineBeforeSubheading() {
        let sections = DescriptionParser.parse(
            """
            Ingredients

            For the dough:
            2 cups flour
            1 cup milk
            A large bunch of fresh basil, leaves picked, baby leaves kept to one side

            For the topping:
            2 eggs
            """)
        #expect(sections.ingredientLines.contains("A large bunch of fresh basil, leaves picked, baby leaves kept to one side"))
        #expect(sections.ingredientLines.count == 4)
    }

    @Test("in a list with a blank between every two items, a blank does not end the list; in a list without, it does")
    func spacedList() {
        let spaced = DescriptionParser.parse(
            "Ingredients:\n\n2 cups flour\n\n1 cup milk\n\nFrank’s Hot Sauce or whatever hot sauce you like, as much as you dare\n\n2 eggs")
        #expect(spaced.ingredientLines.count == 4)
        let closed = DescriptionParser.parse(
            "Ingredients:\n2 cups flour\n1 cup milk\n\nFrank’s Hot Sauce is what we use on everything in this house, honestly\n\n2 eggs")
        #expect(!closed.ingredientLines.contains { $0.hasPrefix("Frank") })
    }

    @Test("\"to taste\", sizes, \"and\" and \"or\" in the corpus's other languages, given in English")
    func toTasteInOtherLanguages() throws {
        let description = "Ingredientes:\n500 g de pollo\n1 taza de arroz\nSal al gusto\nPimienta a gusto"
        let output = HeuristicExtractor(translator: OfflineTranslator(apertiumPath: nil)).extractSync(
            ExtractionInput(videoID: "abcdefghijk", title: "Arroz con pollo", description: description, transcript: nil, chapters: []))
        guard case .recipe(let recipe) = output.result else {
            Issue.record("expected a recipe")
            return
        }
        #expect(recipe.ingredients.map(\.item) == ["chicken", "rice", "salt", "pepper"])
        #expect(recipe.ingredients[2].notes == "to taste")
        // "and", "or" and sizes in the glossary: "salt pepper" and Apertium's "Average" were wrong.
        #expect(Glossary.translateName("sal y pimienta", from: "es") == "salt and pepper")
        #expect(Glossary.translateName("sel ou poivre", from: "fr") == "salt or pepper")
        #expect(Glossary.translateName("mediana", from: "es") == "medium")
        #expect(Glossary.translateName("grosse", from: "fr") == "large")
        for (line, item, notes) in [
            ("Sel selon goût", "Sel", "selon goût"), ("Sale qb", "Sale", "qb"), ("Salz nach Geschmack", "Salz", "nach Geschmack"),
        ] {
            let parsed = try #require(IngredientParser.parse(line, tagger: nil))
            #expect(parsed.item == item && parsed.notes == notes)
        }
    }

    @Test("a list copied from a recipe card keeps its checkboxes out of the names")
    func recipeCardCheckboxes() {
        let sections = DescriptionParser.parse("INGREDIENTS\n▢ 2 lb baby potatoes\n☐ 3 tablespoons olive oil\n▢ 4 cloves garlic, minced")
        #expect(sections.ingredientLines.compactMap { IngredientParser.parse($0)?.item } == ["baby potatoes", "olive oil", "garlic"])
    }

    @Test("Mexican and Brazilian names the glossary gives in English")
    func regionalNames() {
        #expect(Glossary.translateName("carne de res", from: "es") == "beef")
        #expect(Glossary.translateName("elotes", from: "es") == "corn on the cob")
        #expect(Glossary.translateName("pimenta do reino", from: "pt") == "black pepper")
        #expect(IngredientParser.parse("4 libras de costillas de res")?.unit == "lb")
    }

    @Test("a container's size in parentheses stays with it; a cup's restatement in millilitres goes")
    func containerSizes() {
        let tagger = IngredientTagger.shared
        #expect(IngredientParser.parse("1 can (400g) chopped tomatoes", tagger: tagger)?.notes == "400g, chopped")
        #expect(IngredientParser.parse("1 (14 oz) can coconut milk", tagger: tagger)?.notes == "14 oz")
        #expect(IngredientParser.parse("3 cans (16 ounces each) kidney beans, drained", tagger: tagger)?.notes == "16 ounces each, drained")
        #expect(IngredientParser.parse("1 cup (240ml) milk", tagger: tagger)?.notes == nil)
        // A size already written before the container is enough.
        #expect(IngredientParser.parse("1 15-ounce can black beans (about 1½ cups)", tagger: tagger)?.notes?.contains("1½") == false)
    }

    @Test("a method written as bullets keeps every bullet, even one whose verb the vocabulary lacks; links stay out")
    func bulletedMethod() {
        let sections = DescriptionParser.parse(
            """
            Ma recette des spaghettis bolognaise façon végétale !

            - Réhydratez 175g de protéines de soja texturées.
            - Faites les revenir dans de l'huile d'olive avec 2 gousses d'ail.
            - Coupez en petits morceaux 2 carottes et ajoutez les.
            - Ajoutez 800 g de pulpe de tomate.

            - Instagram : https://instagram.com/example
            - Facebook : https://facebook.com/example
            - Tipeee : https://tipeee.com/example
            """)
        #expect(sections.stepLines.count == 4)
        #expect(sections.stepLines.first == "- Réhydratez 175g de protéines de soja texturées.")
    }
}
