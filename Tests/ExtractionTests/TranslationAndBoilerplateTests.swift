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
        #expect(Glossary.translateName("pollo con ajo", from: "es") == "chicken with garlic")
        // (A dish the glossary knows whole is that dish: "arroz con leche" is rice pudding.)
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

/// Apertium's English is shown only where its words can be checked: through the Catalan pivot
/// it wrote "pasta has spread" for "pâte à tartiner", and a shopper would buy pasta.
@Suite("Checking machine-translated names and titles")
struct TranslationCheckTests {
    @Test("a name passes only when every word is a kitchen word or the source's own; a title or a note when two thirds are")
    func kitchenWords() {
        let rejectedNames: [(String, String)] = [
            ("pasta has spread", "pâte à tartiner"), ("inconsiderate that laughed", "vaches qui rit"),
            ("coriander upsets", "coriandre fâche"), ("Botifarra of Frankfurt hens", "Saucisse de Francfort volailles"),
            ("half half onion moon", "cebola média meia lua"),
        ]
        for (english, source) in rejectedNames {
            #expect(!TranslationCheck.accepts(english, source: source, as: .name), "\(english)")
        }
        let acceptedNames: [(String, String)] = [
            ("tomato without the seeds", "tomate sem as sementes"), ("rice Lustucru", "riz Lustucru"),
            ("starch of Tapioca or Arrow Root", "Fécule de Tapioca ou Arrow Root"), ("sweet potatoes", "patates douces"),
        ]
        for (english, source) in acceptedNames {
            #expect(TranslationCheck.accepts(english, source: source, as: .name), "\(english)")
        }
        // Titles and notes: most words must be kitchen words; function words count for neither.
        #expect(!TranslationCheck.accepts("Hot cub for the hunters", source: "Cachorro quente para os caçadores", as: .phrase))
        #expect(!TranslationCheck.accepts("Tzatziki - Slyness YouCook", source: "Tzatziki - Astuce YouCook", as: .phrase))
        #expect(
            !TranslationCheck.accepts(
                "hammered, ideally Shiitakés or Strains", source: "hachés, idéalement Shiitakés ou Cèpes", as: .phrase))
        #expect(TranslationCheck.accepts("for purée", source: "pour purée", as: .phrase))
        #expect(TranslationCheck.accepts("one half small spoon of each", source: "une demi petite cuillère de chaque", as: .phrase))
        #expect(!TranslationCheck.accepts("Doughnuts unicorn", source: "Donuts licorne", as: .phrase))
        // Sentences are Apertium's as they come.
        #expect(TranslationCheck.accepts("Move you the buttocks", source: "Bougez-vous les fesses", as: .sentence))
    }

    @Test("through Apertium, a name it gets wrong stays in its language, marked; one it gets right is English")
    func throughApertium() throws {
        try #require(OfflineTranslator.installedApertium() != nil, "apertium is not installed")
        let translator = OfflineTranslator()
        let names = translator.translate(["vaches qui rit", "tomate sem as sementes"], from: "fr", as: .name)
        #expect(names[0] == nil)
        let portuguese = translator.translate(["tomate sem as sementes"], from: "pt", as: .name)
        #expect(portuguese[0]?.lowercased().contains("tomato") == true)
        #expect(translator.translate(["Cachorro quente para os caçadores"], from: "pt", as: .phrase) == [nil])
        // The same title as a sentence is Apertium's, wrong as it is: titles are checked as phrases.
        #expect(translator.translate(["Cachorro quente para os caçadores"], from: "pt", as: .sentence)[0] != nil)
    }

    @Test("the glossary's names that Apertium had got wrong, German ones it cannot read, Latin American, Brazilian and Italian staples")
    func glossaryNames() {
        let names: [(String, String)] = [
            ("pâte à tartiner", "chocolate spread"), ("pousses de soja", "bean sprouts"), ("petits pois écossés", "shelled peas"),
            ("levure boulangère", "baker's yeast"), ("filet mignon de porc", "pork tenderloin"),
        ]
        for (name, english) in names {
            #expect(Glossary.translateName(name, from: "fr") == english, "\(name)")
        }
        // German baking staples, a hyphen that joins a describing word, "TK" (frozen), egg sizes.
        let german: [(String, String)] = [
            ("Löffelbiskuits", "ladyfingers"), ("Vanillepuddingpulver", "vanilla custard powder"), ("Sahnesteif", "cream stabiliser"),
            ("Fruchtcocktail", "fruit cocktail"), ("Bio-Zitrone", "organic lemon"), ("Himbeeren (TK)", "frozen raspberries"),
            ("TK-Erbsen", "frozen peas"), ("Größe M", "size M"),
        ]
        for (name, english) in german {
            #expect(Glossary.translateName(name, from: "de") == english, "\(name)")
        }
        let others: [(String, String, String)] = [
            ("es", "polvo para hornear", "baking powder"), ("es", "crema para batir", "whipping cream"), ("es", "grenetina", "gelatin"),
            ("es", "cebolla blanca", "white onion"), ("es", "chiles serranos", "serrano chillies"), ("es", "queso Oaxaca", "Oaxaca cheese"),
            ("pt", "queijo muçarela", "mozzarella"), ("pt", "gelatina sem sabor", "unflavoured gelatin"),
            ("pt", "polvilho doce", "sweet tapioca starch"), ("pt", "bananas nanicas maduras", "ripe bananas"),
            ("it", "mele", "apples"), ("it", "pomodori pelati", "peeled tomatoes"),
            ("it", "olio extravergine d'oliva", "extra virgin olive oil"),
            ("it", "q.b.", "to taste"), ("it", "dado da brodo", "stock cube"), ("it", "lievito di birra", "fresh yeast"),
        ]
        for (language, name, english) in others {
            #expect(Glossary.translateName(name, from: language) == english, "\(language) \(name)")
        }
    }

    @Test("every entry of the glossary can be looked up as written")
    func everyEntryReachable() {
        var unreachable: [String] = []
        for (language, table) in Glossary.tables {
            for (key, entry) in table where Glossary.translateName(key, from: language) != entry.english {
                unreachable.append(language + " " + key)
            }
        }
        #expect(unreachable.isEmpty, "\(unreachable.sorted().prefix(20))")
    }

    @Test("a name that opens with a unit word is the name: a bouquet garni, a filet mignon")
    func namesOpeningWithUnit() throws {
        let garni = try #require(IngredientParser.parse("1 bouquet garni", tagger: nil))
        #expect(garni.unit == nil)
        #expect(garni.item == "bouquet garni")
        let mignon = try #require(IngredientParser.parse("1 filet mignon de porc", tagger: nil))
        #expect(mignon.unit == nil)
        #expect(mignon.item == "filet mignon de porc")
        // The unit words themselves are still units.
        #expect(IngredientParser.parse("1 bouquet de persil", tagger: nil)?.unit == "bunch")
        #expect(IngredientParser.parse("2 filets de saumon", tagger: nil)?.unit == "fillet")
    }

    @Test("France's health message for food advertising, echoed in a channel's sign-off, is not a step")
    func healthMessage() {
        let description = """
            Ingrédients :
            - 200 g de farine
            - 2 oeufs

            Mélanger la farine et les oeufs.
            Et bon appétit !
            —————
            Pour votre santé, cuisinez et mangez des produits sains et variés... Et bougez-vous les fesses !
            """
        let sections = DescriptionParser.parse(description)
        #expect(sections.stepLines == ["Mélanger la farine et les oeufs."])
    }
}

/// Japanese lists: the spoon before its number, counters after it, amounts in words, headings in
/// brackets. Names and steps stay in Japanese, marked.
@Suite("Japanese ingredient lists")
struct JapaneseListTests {
    @Test("a Japanese line's amount is read: spoons before the number, counters after it, words for an amount")
    func amounts() throws {
        let cases: [(String, String?, String?, String, String?)] = [
            ("・醤油 大さじ2", "2", "tbsp", "醤油", nil), ("みりん 大さじ1と1/2", "1 1/2", "tbsp", "みりん", nil),
            ("砂糖 小さじ１", "1", "tsp", "砂糖", nil), ("鶏もも肉　300g", "300", "g", "鶏もも肉", nil),
            ("にんにく 1片", "1", "clove", "にんにく", nil), ("卵 2個", "2", nil, "卵", nil), ("スペアリブ／15本", "15", nil, "スペアリブ", nil),
            ("サラダ油 適量", nil, nil, "サラダ油", "as needed"), ("塩・胡椒／各少々", nil, nil, "塩・胡椒", "a little each"),
        ]
        for (line, quantity, unit, item, notes) in cases {
            let parsed = try #require(IngredientParser.parse(line, tagger: nil), "\(line)")
            #expect(parsed.quantity == quantity, "\(line)")
            #expect(parsed.unit == unit, "\(line)")
            #expect(parsed.item == item, "\(line)")
            #expect(parsed.notes == notes, "\(line)")
        }
        // Lines in other scripts are left as they were.
        #expect(JapaneseAmounts.reordered("2 cups flour") == "2 cups flour")
    }

    @Test("a Japanese description's list and numbered method are read; names and steps stay Japanese, marked")
    func description() {
        let description = """
            照り焼きチキンのレシピです。
            【材料】（2人分）
            ・鶏もも肉 300g
            ・醤油 大さじ2
            ・サラダ油 適量
            【作り方】
            1. 鶏肉を一口大に切る。
            2. フライパンで焼く。
            """
        let sections = DescriptionParser.parse(description)
        #expect(sections.ingredientLines.count == 3)
        #expect(sections.stepLines.count == 2)
        // "（2人分）": for two.
        #expect(MetaParser.parse(description).servings == "2")
        #expect(MetaParser.parse("4人前").servings == "4")
        #expect(MetaParser.parse("人分").servings == nil)
        // The servings after a heading without brackets leave the heading a heading.
        let unbracketed = DescriptionParser.parse("材料 4人前\n鶏もも肉 300g\n醤油 大さじ2\n作り方\n1. 鶏肉を一口大に切る。")
        #expect(unbracketed.ingredientLines.count == 2)
        #expect(unbracketed.stepLines.count == 1)
    }
}
