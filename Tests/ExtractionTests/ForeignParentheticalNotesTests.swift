import Recipes
import Testing

@testable import Extraction

/// A parenthesis after a name in a Spanish, French, Italian, Portuguese or German list (lines
/// written for these tests, none from the corpus). It was read as another name for the thing, so
/// "cebolla (picada finamente)" stayed one Spanish name, or became "onion (chopped finely)",
/// where an English line's "(finely chopped)" is a note.
@Suite("Parentheses in European lists: notes, not names")
struct ForeignParentheticalNotesTests {
    /// (description, title, expected lines as "quantity|unit|item|notes")
    static let cases: [(String, String, [String])] = [
        (
            "Ingredientes:\n1 cebolla (picada finamente)\n2 pechugas de pollo (sin piel y sin hueso)\n1 lata de atún (escurrido)\n"
                + "200 g de queso (tipo Philadelphia)\n1 limón (zumo y ralladura)\n200 g de harina (tipo 0000)\nAceite (para freír)",
            "Receta",
            [
                "1|-|onion|finely chopped", "2|-|chicken breasts|boneless and skinless", "1|can|tuna|drained",
                "200|g|cheese|e.g. Philadelphia", "1|-|lemon|juice and zest", "200|g|flour|type 0000", "-|-|oil|for frying",
            ]
        ),
        (
            "Ingrédients :\n3 œufs (à température ambiante)\n200 g de chocolat noir (à 70%)\n4 pommes (type Golden)\n"
                + "3 tomates (bien mûres)\n1 citron (jus et zeste)",
            "Recette",
            [
                "3|-|eggs|at room temperature", "200|g|dark chocolate|70%", "4|-|apples|e.g. Golden", "3|-|tomatoes|very ripe",
                "1|-|lemon|juice and zest",
            ]
        ),
        (
            "Ingredienti:\n100 g burro (morbido)\n200 g di farina (tipo 00)\n1 spicchio d'aglio (schiacciato)\n4 uova (a temperatura ambiente)",
            "Ricetta",
            ["100|g|butter|soft", "200|g|flour|type 00", "1|clove|garlic|crushed", "4|-|eggs|at room temperature"]
        ),
        (
            "Ingredientes:\n2 tomates sem pele e sem sementes\n3 ovos (em temperatura ambiente)\n2 xícaras de farinha de trigo (peneirada)",
            "Receita",
            ["2|-|tomatoes|peeled and seeded", "3|-|eggs|at room temperature", "2|cup|wheat flour|sifted"]
        ),
        (
            "Zutaten:\n1 Zwiebel (fein gewürfelt)\n3 Eier (zimmerwarm)\n200 g Butter (weich)\n100 g Zucker (oder Honig)",
            "Rezept",
            ["1|-|onion|finely diced", "3|-|eggs|at room temperature", "200|g|butter|soft", "100|g|sugar|or honey"]
        ),
        // Another name for the thing stays with the name; what a product is made without names it.
        (
            "Ingredientes:\n1 maço de salsinha (cheiro verde)\n100 g de manteiga sem sal\n2 xícaras de açúcar\n3 ovos", "Receita",
            ["1|bunch|parsley (parsley and spring onion)|-", "100|g|unsalted butter|-", "2|cup|sugar|-", "3|-|eggs|-"]
        ),
    ]

    /// A choice left to the cook, where it comes from, how long it soaked, how big it is: words
    /// of a note that kept the whole name in its language while one of them was unknown.
    static let choices: [(String, String, [String])] = [
        (
            "Ingrédients :\nÉpices de votre choix\n2 poivrons ronds(taille moyenne)\n100 g de noix de cajou trempées dans l'eau\n"
                + "Caramel du commerce ou fait maison\n250 g de farine semi complète",
            "Recette",
            [
                "-|-|spices of your choice|-", "2|-|round bell peppers|medium", "100|g|soaked cashew nuts in water|-",
                "-|-|store-bought caramel or homemade|-", "250|g|semi-wholemeal flour|-",
            ]
        ),
        (
            "Ingredientes:\nEspecias a elección\n200 g de garbanzos remojados toda la noche\nSalsa de tomate casera", "Receta",
            ["-|-|spices of your choice|-", "200|g|soaked chickpeas overnight|-", "-|-|homemade tomato sauce|-"]
        ),
        (
            "Ingredientes:\nTemperos de sua preferência\n1 cebola média em meia lua\n200 g de feijão de molho", "Receita",
            ["-|-|seasonings of your choice|-", "1|-|medium onion in half-moons|-", "200|g|soaked beans|-"]
        ),
        (
            "Zutaten:\nGewürze nach Wahl\n200 g Kichererbsen, über Nacht eingeweicht\nselbstgemachte Tomatensauce", "Rezept",
            ["-|-|spices of your choice|-", "200|g|chickpeas|soaked overnight", "-|-|homemade tomato sauce|-"]
        ),
    ]

    @Test("a choice, an origin, a soaking, a size: English words of a note, so the name is English too", arguments: choices)
    func choiceAndOrigin(description: String, title: String, expected: [String]) throws {
        #expect(try PantryNamesTests.lines(description, title: title) == expected)
        // ("l'eau" is looked up whole, as "d'eau" is: "moutarde à l'ancienne" is one phrase.)
        #expect(Glossary.translateName("moutarde à l'ancienne", from: "fr") == "wholegrain mustard")
        #expect(Glossary.translateName("sehr steif geschlagene Sahne", from: "de") == "very stiffly whipped cream")
        #expect(Glossary.translateName("cilantro o tallos de cilantro", from: "es") == "coriander or coriander stems")
        // Without its bone is boneless meat but a pitted fruit.
        #expect(Glossary.translateName("pechugas de pollo sin hueso", from: "es") == "boneless chicken breasts")
        #expect(Glossary.translateName("aceitunas negras sin hueso", from: "es") == "pitted black olives")
        #expect(Glossary.translateName("dátiles deshuesados", from: "es") == "pitted dates")
        #expect(Glossary.translateName("cerises dénoyautées", from: "fr") == "pitted cherries")
        #expect(Glossary.stoned("boneless plump chicken thighs") == "boneless plump chicken thighs")
    }

    @Test("how it is cut or kept, its state, an example, what it comes without: a note in English", arguments: cases)
    func notes(description: String, title: String, expected: [String]) throws {
        #expect(try PantryNamesTests.lines(description, title: title) == expected)
    }

    @Test("an example of names: as written in a Romance language; a German one stays German, marked")
    func examples() throws {
        #expect(Glossary.translateName("p. ej. Golden", from: "es") == "e.g. Golden")
        #expect(Glossary.translateName("par exemple du comté", from: "fr") == "e.g. comté")
        #expect(Glossary.translateName("par exemple celles du marché", from: "fr") == nil)
        #expect(Glossary.translateName("z. B. Zucker", from: "de") == "e.g. sugar")
        #expect(Glossary.translateName("z. B. Boskop", from: "de") == nil)
        // "tipo" before a number is the type; before nothing it is no example.
        #expect(Glossary.translateName("tipo 00", from: "it") == "type 00")
        let apples = try #require(
            Offline.recipe(title: "Rezept", description: "Zutaten:\n500 g säuerliche Äpfel (z. B. Boskop)\n100 g Zucker"))
        #expect(apples.ingredients.first?.item == "tart apples")
        #expect(apples.ingredients.first?.notes == "z. B. Boskop")
        #expect(apples.ingredients.first?.originalLanguage == "de")
    }
}

@Suite("The language of a list of names alone")
struct ListLanguageTests {
    @Test("names only one glossary holds tell a short list's language; English food names and shared words do not")
    func namesTellTheLanguage() {
        #expect(LanguageDetector.detect("Tarta de queso\n3 huevos\n200 g de azúcar\n500 g de queso crema\n1 taza de nata") == "es")
        #expect(LanguageDetector.detect("Guacamole\n2 aguacates\n1 tomate\n1/2 cebolla\n1 limón\nsal") == "es")
        // "ç" is Portuguese as much as French.
        #expect(LanguageDetector.detect("Receita\n1 maço de salsinha\n100 g de manteiga sem sal\n2 xícaras de açúcar\n3 ovos") == "pt")
        // English lists with foreign food names, and a word twice, stay English.
        #expect(
            LanguageDetector.detect("Coconut milk- 1 cup\nCilantro, chopped- 1/4 cup\nMarinate for 10 minutes\nCilantro- 1/4 cup") == "en")
        #expect(LanguageDetector.detect("Lasagna\n2 cups ricotta\n1 cup mozzarella\n4 oz prosciutto\n1 jar marinara") == "en")
        #expect(LanguageDetector.detect("3 eggs\n200 g sugar\n1 cup milk") == "en")
    }

    @Test("an English list under a foreign dish's name is English; a foreign list under its own stays foreign")
    func foreignDishNames() throws {
        let beans = "Ingredients:\n2 tbsp olive oil\n1 onion, chopped\n2 carrots, diced\n1 can cannellini beans\n4 cups chicken broth"
        #expect(LanguageDetector.detect(title: "Pasta e fagioli", text: beans) == "en")
        let chili = "1 lb ground beef\n1 onion, diced\n1 can kidney beans\n1 can diced tomatoes\n2 tbsp chili powder"
        #expect(LanguageDetector.detect(title: "Chili con carne", text: chili) == "en")
        // American units around Spanish names: the names are Spanish.
        #expect(LanguageDetector.detect(title: "Receta de arroz", text: "1 cup arroz\n2 cups agua\n1 tsp sal\n1/2 cebolla") == "es")
        let coq = try #require(
            Offline.recipe(
                title: "Coq au vin",
                description: "Ingredients:\n4 chicken thighs\n4 slices bacon\n8 oz mushrooms\n12 pearl onions\n2 cups red wine"))
        #expect(coq.title == "Coq au vin")
        #expect(coq.ingredients.allSatisfy { $0.originalLanguage == nil })
        #expect(coq.ingredients.map(\.item) == ["chicken thighs", "bacon", "mushrooms", "pearl onions", "red wine"])
        // The dish a title names opens the card with the title's capital.
        let rice = try #require(
            Offline.recipe(title: "Receta de arroz", description: "Ingredientes:\n1 taza de arroz\n2 tazas de agua\n1 cebolla\nsal"))
        #expect(rice.title == "Rice")
    }
}
