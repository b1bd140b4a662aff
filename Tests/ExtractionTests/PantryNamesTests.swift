import Recipes
import Testing

@testable import Extraction

/// Everyday Spanish, Portuguese, Italian, French and German list lines (written for these tests,
/// none from the corpus): a name one word short of the glossary stayed untranslated, a leaf was
/// read as a sheet, and what an ingredient is for stayed in its language.
@Suite("Pantry names, leaves and purposes in European lists")
struct PantryNamesTests {
    /// The list's ingredients as "quantity|unit|item|notes", "-" for none.
    static func lines(_ description: String, title: String = "Receta") throws -> [String] {
        let recipe = try #require(Offline.recipe(title: title, description: description))
        return recipe.ingredients.map { [$0.quantity ?? "-", $0.unit ?? "-", $0.item, $0.notes ?? "-"].joined(separator: "|") }
    }

    @Test("Spanish: free-range eggs, extra virgin olive oil for frying, sugar for the caramel")
    func spanish() throws {
        let lines = try Self.lines(
            "Ingredientes:\n- 6 huevos camperos\n- Aceite de oliva virgen extra (para freír)\n- 1 taza de azúcar para el caramelo\n- 200 g de queso mozzarella\n- 100 g de chocolate con leche\n- 1 taza de dulce de leche\n- 2 claras de huevo"
        )
        #expect(
            lines == [
                "6|-|free-range eggs|-", "-|-|extra virgin olive oil|for frying", "1|cup|sugar|for the caramel", "200|g|mozzarella|-",
                "100|g|milk chocolate|-", "1|cup|dulce de leche|-", "2|-|egg whites|-",
            ])
    }

    /// (description, title, expected lines) for `lists`.
    static let cases: [(String, String, [String])] = [
        // A leaf is no sheet; gelatine and pastry keep their sheets.
        (
            "Ingredientes:\n2 hojas de laurel\n1 hoja de laurel\n1 kg de pollo", "Receta",
            ["2|-|bay leaves|-", "1|-|bay leaf|-", "1|kg|chicken|-"]
        ),
        (
            "Ingrédients :\n10 feuilles de menthe\n4 feuilles de gélatine\n1 rouleau de pâte feuilletée", "Mojito et tarte",
            ["10|-|mint leaves|-", "4|sheet|gelatin|-", "1|sheet|puff pastry|-"]
        ),
        ("Ingredientes:\n3 folhas de louro\n500 g de feijão", "Receita de feijão", ["3|-|bay leaves|-", "500|g|beans|-"]),
        ("Ingredienti:\n2 foglie di alloro\n1 rotolo di pasta sfoglia", "Ricetta", ["2|-|bay leaves|-", "1|sheet|puff pastry|-"]),
        // The juice of a fruit before its amount, in Italian, Portuguese and German as in Spanish.
        ("Ingredientes:\njugo de 2 limones\nsal", "Receta", ["2|-|lemons|juice of", "-|-|salt|-"]),
        ("Ingredienti:\nsucco di 1 limone\nsale", "Ricetta", ["1|-|lemon|juice of", "-|-|salt|-"]),
        ("Ingredientes:\nsuco de 1 limão\nsal", "Receita", ["1|-|lemon|juice of", "-|-|salt|-"]),
        ("Zutaten:\nSaft von 1 Zitrone\nSalz", "Rezept", ["1|-|lemon|juice of", "-|-|salt|-"]),
        // What it is for.
        ("Ingredienti:\nolio di semi per friggere\n200 g di farina", "Ricetta", ["-|-|seed oil|for frying", "200|g|flour|-"]),
        ("Ingrédients :\nbeurre pour le moule\n200 g de farine", "Recette du gâteau", ["-|-|butter|for the tin", "200|g|flour|-"]),
        ("Ingredientes:\nóleo para fritar\n2 ovos caipiras", "Receita de bolinho", ["-|-|oil|for frying", "2|-|free-range eggs|-"]),
        ("Zutaten:\nButter für die Form\n500 g gemischtes Hackfleisch", "Rezept", ["-|-|butter|for the tin", "500|g|mixed minced meat|-"]),
    ]

    @Test("leaves that are no sheets, 'juice of' before an amount, and what an ingredient is for", arguments: cases)
    func lists(description: String, title: String, expected: [String]) throws {
        #expect(try Self.lines(description, title: title) == expected)
    }

    @Test("a purpose is read once, and connectors alone name nothing")
    func purposeEdges() {
        #expect(Glossary.translateName("para el caramelo", from: "es") == "for the caramel")
        #expect(Glossary.translateName("aceite para freír", from: "es") == "oil for frying")
        #expect(Glossary.translateName("para el para caramelo", from: "es") == nil)
        #expect(Glossary.translateName("pour le pour la pour les", from: "fr") == nil)
        #expect(Glossary.translateName("de la", from: "fr") == nil)
    }

    @Test("a method paragraph whose first verb the vocabulary lacks, vouched for by the sentences after it")
    func methodParagraph() throws {
        let list = "Ingredientes:\n• 500g de polvilho azedo\n• 1 copo de leite\n• 2 ovos\n\n"
        let bread = try #require(
            Offline.recipe(
                title: "Pão de queijo",
                description: list
                    + "Escalfe o polvilho com o leite fervendo. Junte os ovos e o queijo e sove bem. Misture e asse por 25 minutos."))
        #expect(bread.steps.count == 3)
        #expect(bread.steps.first?.text.hasPrefix("Escalfe") == true)
        // One sentence with a verb is no method: a book's blurb after a list stays out.
        let blurb = try #require(
            Offline.recipe(
                title: "Pão de queijo",
                description: list + "Este é o meu primeiro livro com receitas. Misture tudo com carinho e boa sorte a todos."))
        #expect(bread.ingredients.count == blurb.ingredients.count)
        #expect(blurb.steps.isEmpty)
    }
}
