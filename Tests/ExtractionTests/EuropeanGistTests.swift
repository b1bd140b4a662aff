import Recipes
import Testing

@testable import Extraction

/// The English outline of a step kept in Spanish, French, Italian, Portuguese or German (sentences
/// written for these tests, none from the corpus).
@Suite("European step outlines")
struct EuropeanGistTests {
    @Test(
        "actions in order, what each acts on, heat, heat's degrees and time",
        arguments: [
            (
                "es", "Fríe las patatas y la cebolla a fuego medio durante 20 minutos.",
                "Fry potatoes and onion over medium heat for 20 minutes."
            ),
            ("es", "Pela y corta las patatas en láminas finas.", "Peel and cut potatoes."),
            ("pt", "Asse em forno preaquecido a 180°C por 40 minutos.", "Bake at 180 °C for 40 minutes."),
            ("it", "Sbattete i tuorli con il pecorino e il pepe.", "Beat yolks with pecorino and pepper."),
            (
                "fr", "Ajoutez 2 gousses d'ail et l'huile d'olive, puis laissez reposer 1 heure.",
                "Add garlic and olive oil; rest for 1 hour."
            ),
            ("de", "Butter, Zucker und Vanillezucker cremig rühren.", "Stir butter, sugar and vanilla sugar."),
            ("de", "Bei 180 °C Umluft 45 Minuten backen.", "Bake at 180 °C for 45 minutes."),
            (
                "de", "Erhitze die Milch auf ca. 60 °C und gieße sie über die Schokolade.",
                "Heat milk at 60 °C; pour over chocolate."
            ),
        ])
    func outlines(language: String, step: String, gist: String) {
        #expect(EuropeanGist.gist(step, language: language) == gist)
    }

    @Test(
        "speech: a cook's 'we', times said in words, a negation inside 'until', cracking and folding",
        arguments: [
            ("es", "Primero ponemos en un bol dos huevos y la leche.", "Put eggs and milk."),
            ("es", "Echamos la masa y cocinamos dos minutos por cada lado.", "Add and cook for 2 minutes."),
            ("es", "Mezclamos bien hasta que no queden grumos.", "Mix."),
            ("it", "Mescoliamo la farina con lo zucchero.", "Mix flour with sugar."),
            ("pt", "Misturamos o leite e o açúcar.", "Mix milk and sugar."),
            ("fr", "Dans un bol, cassez trois œufs et ajoutez une pincée de sel.", "Crack eggs; add salt."),
            ("fr", "Versez les œufs et laissez cuire deux minutes.", "Pour eggs; cook for 2 minutes."),
            ("fr", "Ajoutez le fromage râpé et pliez l'omelette.", "Add grated cheese; fold."),
        ])
    func speech(language: String, step: String, gist: String) {
        #expect(EuropeanGist.gist(step, language: language) == gist)
    }

    @Test("a negation in the step itself still gives no outline")
    func mainClauseNegation() {
        #expect(EuropeanGist.gist("No mezcles la masa hasta que repose.", language: "es") == nil)
        #expect(EuropeanGist.gist("Ne remuez pas la sauce.", language: "fr") == nil)
    }

    @Test("foods are an action's own: not a condition's, an exception's, nor a Romance verb's it does not know")
    func whoseFoods() {
        #expect(EuropeanGist.gist("Wenn die Schokolade abgekühlt ist, gib Butter hinzu.", language: "de") == "Add butter.")
        #expect(EuropeanGist.gist("Machaca los aguacates, agrega la sal.", language: "es") == "Mash avocados; add salt.")
        #expect(EuropeanGist.gist("Tritura los aguacates, agrega la sal.", language: "es") == "Blend avocados; add salt.")
        #expect(EuropeanGist.gist("Picotea los aguacates, agrega la sal.", language: "es") == "Add salt.")
    }

    @Test("no outline for a negation, a question, a line without a known action, or English")
    func none() {
        #expect(EuropeanGist.gist("No añadas agua.", language: "es") == nil)
        #expect(EuropeanGist.gist("Ne pas mélanger la pâte.", language: "fr") == nil)
        #expect(EuropeanGist.gist("Ajoutez-vous du sel ?", language: "fr") == nil)
        #expect(EuropeanGist.gist("Bon appétit à tous !", language: "fr") == nil)
        #expect(EuropeanGist.gist("Add the salt.", language: "en") == nil)
    }

    @Test("a step kept in Spanish carries the outline; one Apertium translated needs none")
    func throughTheExtractor() throws {
        let recipe = try #require(
            Offline.recipe(
                title: "Tortilla de patatas",
                description:
                    "Ingredientes:\n- 5 patatas\n- 1 cebolla\n- 6 huevos\n\nPreparación:\n1. Pela y corta las patatas.\n2. Fríe las patatas y la cebolla a fuego medio durante 20 minutos."
            ))
        #expect(recipe.steps.map(\.originalLanguage) == ["es", "es"])
        #expect(recipe.steps.map(\.gist) == ["Peel and cut potatoes.", "Fry potatoes and onion over medium heat for 20 minutes."])
    }
}
