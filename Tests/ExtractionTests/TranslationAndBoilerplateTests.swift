import Recipes
import Testing

@testable import Extraction

/// Names the glossary puts into English without Apertium (preparations in every gender and
/// number, "en poudre", partitive articles, "&"), and the channel boilerplate that had been read
/// as a recipe: how to subscribe, numbered like a list.
@Suite("Glossary names and channel boilerplate")
struct TranslationAndBoilerplateTests {
    @Test("a preparation agrees with its noun in gender and number; English puts it first")
    func preparations() {
        #expect(Glossary.translateName("tomates râpées", from: "fr") == "grated tomatoes")
        #expect(Glossary.translateName("Champignons hachés", from: "fr") == "minced mushrooms")
        #expect(Glossary.translateName("Haricots Blancs cuits", from: "fr") == "cooked white beans")
        #expect(Glossary.translateName("dentes de alho picados", from: "pt") == "chopped garlic cloves")
        #expect(Glossary.translateName("berinjelas fatiadas", from: "pt") == "sliced aubergines")
        #expect(Glossary.translateName("cebolla cortada", from: "es") == "cut onion")
        #expect(Glossary.translateName("tomates triturados", from: "es") == "crushed tomatoes")
        // A word the glossary does not know still leaves the whole name to Apertium.
        #expect(Glossary.translateName("tomates zorglubées", from: "fr") == nil)
    }

    @Test("a participle in any gender and number goes to the notes, and the adverb beside it with it")
    func participlesToNotes() throws {
        for (line, item, notes) in [
            ("3 échalotes hachées finement", "échalotes", "hachées finement"),
            ("2 échalotes finement hachées", "échalotes", "finement hachées"),
            ("fresh finely chopped parsley", "fresh parsley", "finely chopped"), ("2 berinjelas fatiadas", "berinjelas", "fatiadas"),
            ("1 cebolla cortada", "cebolla", "cortada"),
            // "good" before a unit sizes the measure; before a name it is the name's.
            ("1 bonne pincée de thym", "thym", "bonne"), ("1 good pinch of salt", "salt", "good"),
            ("good olive oil", "good olive oil", nil),
            // The shop's product keeps its participle.
            ("400 g de tomates triturados", "tomates triturados", nil),
        ] {
            let parsed = try #require(IngredientParser.parse(line, tagger: nil))
            #expect(parsed.item == item && parsed.notes == notes, "\(line)")
        }
    }

    @Test("powder in three languages, a partitive article, a phrase that is one ingredient")
    func powderArticlesPhrases() {
        #expect(Glossary.translateName("ail en poudre", from: "fr") == "garlic powder")
        #expect(Glossary.translateName("alho em pó", from: "pt") == "garlic powder")
        #expect(Glossary.translateName("ajo en polvo", from: "es") == "garlic powder")
        #expect(Glossary.translateName("du thon", from: "fr") == "tuna")
        #expect(Glossary.translateName("de la coriandre", from: "fr") == "coriander")
        #expect(Glossary.translateName("lentilles corail", from: "fr") == "red lentils")
        #expect(Glossary.translateName("batata doce", from: "pt") == "sweet potato")
        #expect(Glossary.translateName("Crème de Coco", from: "fr") == "coconut cream")
        // German has no Apertium pair: the glossary is all there is (ß and umlauts folded).
        #expect(Glossary.translateName("geriebener Parmesan", from: "de") == "grated parmesan")
        #expect(Glossary.translateName("Frühlingszwiebeln", from: "de") == "spring onions")
        #expect(Glossary.translateName("Gemüsebrühe", from: "de") == "vegetable stock")
        #expect(Glossary.translateName("Salz und schwarzer Pfeffer", from: "de") == "salt and black pepper")
    }

    @Test("the everyday pantry and produce of each glossary language, not only the words the corpus uses")
    func everydayVocabulary() {
        let names: [(String, String, String)] = [
            ("it", "noce moscata", "nutmeg"), ("it", "foglie di alloro", "bay leaves"), ("it", "fagiolini", "green beans"),
            ("it", "melanzana", "aubergine"), ("it", "brodo vegetale", "vegetable stock"), ("it", "Capperi", "capers"),
            ("es", "alcaparras", "capers"), ("es", "espárragos", "asparagus"), ("es", "hinojo", "fennel"),
            ("pt", "molho de soja", "soy sauce"), ("pt", "salmão", "salmon"), ("pt", "aspargos", "asparagus"),
            ("fr", "cornichons", "gherkins"), ("de", "Lorbeerblätter", "bay leaves"), ("de", "Rote Bete", "beetroot"),
        ]
        for (language, name, english) in names {
            #expect(Glossary.translateName(name, from: language) == english, "\(language) \(name)")
        }
    }

    @Test("'&', '+', 'with' and parentheses: each part on its own; a number inside a name is another item's")
    func joinsAndParentheses() {
        #expect(Glossary.translateName("Muscade & de Cannelle", from: "fr") == "nutmeg and cinnamon")
        #expect(Glossary.translateName("basilic + thym", from: "fr") == "basil and thyme")
        #expect(Glossary.translateName("basilic +", from: "fr") == nil)
        #expect(Glossary.translateName("coulis de tomates à l'ail", from: "fr") == "tomato coulis with garlic")
        #expect(Glossary.translateName("arroz con leche", from: "es") == "rice with milk")
        // A phrase that holds "à" is still one name.
        #expect(Glossary.translateName("moutarde à l'ancienne", from: "fr") == "wholegrain mustard")
        #expect(Glossary.translateName("Salsinha (cheiro verde)", from: "pt") == "parsley (parsley and spring onion)")
        #expect(Glossary.translateName("Salsinha (da feira de domingo)", from: "pt") == nil)
        // As many parentheses as a hostile line likes are not followed one pair per call.
        #expect(Glossary.translateName("sel" + String(repeating: " (poivre)", count: 5_000), from: "fr") == nil)
        #expect(Glossary.translateName("sel (poivre) (thym)", from: "fr") == "salt (pepper) (thyme)")
        #expect(Glossary.translateName(Array(repeating: "sel", count: 500).joined(separator: " & "), from: "fr") == nil)
        // A list that lost its line break: "cut 2 large cut cabbage carrots" was worse than none.
        #expect(Glossary.translateName("repollo cortado 2 zanahorias grandes cortadas", from: "es") == nil)
    }

    @Test("Apertium's rendering of a partitive article is dropped from a name")
    func partitiveFromApertium() {
        #expect(OfflineTranslator.withoutPartitive("of the tuna") == "tuna")
        #expect(OfflineTranslator.withoutPartitive("Of coriander") == "coriander")
        #expect(OfflineTranslator.withoutPartitive("some capers") == "capers")
        #expect(OfflineTranslator.withoutPartitive("oil") == "oil")
        #expect(OfflineTranslator.withoutPartitive("of") == "of")
    }

    @Test("how to subscribe, numbered like a list, is neither an ingredient nor a step")
    func subscribeInstructions() {
        let description = """
            Receba as notificações de vídeos novos, faça isso:
            1-Se você não estiver inscrito, clique no botão Inscrever-se.
            2- Clique no ícone de sino.
            3- Selecione Todas as notificações na caixa de diálogo exibida.
            4- Clique em Salvar.
            Assim você não perderá nenhum vídeo. Beijão!
            """
        let sections = DescriptionParser.parse(description)
        #expect(sections.ingredientLines.isEmpty)
        #expect(sections.stepLines.isEmpty)
        for line in ["Don't forget to click the bell icon!", "Suscríbete a mi canal", "Activez les notifications et la cloche"] {
            #expect(DescriptionParser.isNoise(TextTools.fold(line)), "\(line)")
        }
        // "Bellam" (jaggery) and "belle" are not the bell.
        #expect(!DescriptionParser.isNoise(TextTools.fold("Bellam Appalu is a traditional sweet")))
    }

    @Test("a method numbered with dashes is the method, not a list of amounts")
    func dashNumberedMethod() {
        let description = """
            Ingredientes:
            2 xícaras de farinha de trigo
            1 colher de sopa de açúcar
            3 ovos

            Modo de preparo:
            1- Misture a farinha com o açúcar numa tigela.
            2- Junte os ovos e bata bem.
            3 - Leve ao forno por 30 minutos.
            """
        let sections = DescriptionParser.parse(description)
        #expect(sections.ingredientLines.count == 3)
        #expect(sections.stepLines.count == 3)
        let steps = DescriptionParser.parse(
            "Receita fácil\n1- Misture a farinha com o açúcar.\n2- Junte os ovos e bata bem.\n3- Leve ao forno quente.")
        #expect(steps.ingredientLines.isEmpty)
        #expect(steps.stepLines.count == 3)
        #expect(HeuristicExtractor.withoutNumbering("2 – Junte os ovos") == "Junte os ovos")
        // Amounts that only look numbered.
        for line in ["5-inch piece of ginger", "2 - 3 tomatoes", "1.2 litres stock", "2-3 cloves garlic"] {
            #expect(DescriptionParser.listNumber(line) == nil && DescriptionParser.dashNumber(line[...]) == nil, "\(line)")
        }
        #expect(DescriptionParser.listNumber("12) Bake")?.number == 12)
        #expect(DescriptionParser.dashNumber("3-Se você")?.number == 3)
        // Dashes that do not count up from 1 are amounts: a list without a heading stays a list.
        let amounts = DescriptionParser.parse(
            "2 - Cebollas grandes picadas finamente\n1 - Diente de ajo machacado\n3 - Tomates rojos bien maduros")
        #expect(amounts.ingredientLines.count == 3)
        #expect(amounts.stepLines.isEmpty)
    }

    @Test("a run-together list ends at a capitalised call glued to its last item, which is kept")
    func gluedCapitalisedCall() {
        let description =
            "Ingredientes: 1 lata de tomate pelado (500g)1 pimentão verde pequeno picadoSal a gostoPimenta do reino a gostoINSCREVA-SE no canal: https://www.youtube.com/canal"
        let items = DescriptionParser.parse(description).ingredientLines.compactMap { IngredientParser.parse($0)?.item }
        #expect(items.last == "Pimenta do reino")
        #expect(items.count == 4)
    }
}
