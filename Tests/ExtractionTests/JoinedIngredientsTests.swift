import Recipes
import Testing

@testable import Extraction

/// Two ingredients on one line of a list, the second with its own amount (lines written for
/// these tests, none from the corpus).
@Suite("Two ingredients joined on one line")
struct JoinedIngredientsTests {
    @Test("'and' and its signs before another amount part two ingredients, in the list languages")
    func splits() {
        #expect(JoinedIngredients.split("1 cup flour and 2 tbsp sugar") == ["1 cup flour", "2 tbsp sugar"])
        #expect(JoinedIngredients.split("salt and 1 tsp pepper") == ["salt", "1 tsp pepper"])
        #expect(JoinedIngredients.split("2 eggs & 1 yolk and 3 tbsp milk") == ["2 eggs", "1 yolk", "3 tbsp milk"])
        #expect(
            JoinedIngredients.split("1 xícara de água e 2 colheres de sopa de vinagre") == [
                "1 xícara de água", "2 colheres de sopa de vinagre",
            ])
        #expect(JoinedIngredients.split("200 g de saumon+ 2 càs d'huile d'olive") == ["200 g de saumon", "2 càs d'huile d'olive"])
        // The second amount in the first's unit, said once.
        #expect(JoinedIngredients.split("1 c. à café de cannelle et 1 de muscade") == ["1 c. à café de cannelle", "1 tsp de muscade"])
    }

    @Test("one amount said in two parts, a range, a time, a note or a parenthesis stay one line")
    func staysOne() {
        for line in [
            "1 and 1/2 cups water", "between 1 and 2 cups stock", "1 cup plus 2 tbsp butter", "butter or 2 tbsp oil",
            "simmer and 2 minutes more", "400 g lobster flesh, made up of 4 claws and 2 tails",
            "2 tbsp miso (1 tablespoon white and 1 tablespoon red)", "2 cups flour", "salt and pepper",
        ] {
            #expect(JoinedIngredients.split(line) == [line], "\(line)")
        }
    }

    @Test("each joined ingredient is measured and put in English on its own")
    func inTheRecipe() throws {
        let recipe = try #require(
            Offline.recipe(
                title: "Receita fácil",
                description: "Ingredientes:\n500 g de farinha\n2 ovos\n1 xícara de água e 2 colheres de sopa de vinagre"))
        #expect(
            recipe.ingredients.map { [$0.quantity ?? "-", $0.unit ?? "-", $0.item].joined(separator: "|") } == [
                "500|g|flour", "2|-|eggs", "1|cup|water", "2|tbsp|vinegar",
            ])
    }
}
