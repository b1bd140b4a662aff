import Foundation
import Recipes
import Testing

@testable import Extraction

@Suite("Indian languages")
struct IndicLanguageTests {
    @Test("stems match inflected words; short stems only whole words")
    func stems() {
        #expect(IndicLexicon.lookup("నూనెలో") == .ingredient("oil"))  // "in the oil"
        #expect(IndicLexicon.lookup("వేయించండి") == .verb)  // "fry"
        #expect(IndicLexicon.lookup("ভেজে") == .verb)
        #expect(IndicLexicon.lookup("మరిగించుకోండి") == .verb)  // "boil it"
        #expect(IndicLexicon.lookup("హీట్") == .verb)  // "heat", the English verb in Telugu script
        #expect(IndicLexicon.lookup("ঘি") == .ingredient("ghee"))
        #expect(IndicLexicon.lookup("एकदम") == nil)  // "completely": a number word is never a stem
        #expect(IndicLexicon.lookup("haldi") == .ingredient("turmeric"))
        #expect(IndicLexicon.lookup("long") == nil)  // English words are not romanised Hindi
    }

    @Test("phrases before words: हरी मिर्च is green chilli")
    func phrases() {
        let tags = IndicLexicon.tag("2 हरी मिर्च कटी हुई")
        #expect(tags.contains { $0.kind == .ingredient("green chilli") })
        #expect(!tags.contains { $0.kind == .ingredient("chilli") })
    }

    @Test("everyday vegetables and English loanwords: a longer name wins over the word inside it")
    func everydayNames() {
        #expect(IndicLexicon.lookup("క్యాబేజీ") == .ingredient("cabbage"))
        #expect(IndicLexicon.lookup("తోటకూర") == .ingredient("amaranth leaves"))
        #expect(IndicLexicon.lookup("మినప్పప్పు") == .ingredient("urad dal"))  // spelt with పప్ as often as without
        #expect(IndicLexicon.lookup("ఉల్లికాడలు") == .ingredient("spring onions"))  // not "onion"
        #expect(IndicLexicon.tag("शिमला मिर्च").map(\.kind) == [.ingredient("capsicum")])  // not "chilli"
        #expect(IndicLexicon.tag("কাঁচা আম").map(\.kind) == [.ingredient("raw mango")])
        #expect(IndicLexicon.tag("సోయా సాస్").map(\.kind) == [.ingredient("soy sauce")])
    }

    @Test("a flour said in two words is one flour, not the grain and flour")
    func twoWordFlours() {
        #expect(IndicLexicon.tag("అర కప్పు బియ్యం పిండిలో").map(\.kind).last == .ingredient("rice flour"))
        #expect(!IndicLexicon.tag("బియ్యం పిండి").contains { $0.kind == .ingredient("rice") })
        #expect(IndicLexicon.tag("ఒక కప్పు జొన్నపిండి").map(\.kind).last == .ingredient("jowar flour"))
        #expect(IndicLexicon.tag("మైదా పిండి").map(\.kind) == [.ingredient("plain flour")])
        #expect(IndicLexicon.tag("पिसा हुआ मक्का आटा").map(\.kind).last == .ingredient("maize flour"))
        // The grain alone is still the grain.
        #expect(IndicLexicon.tag("బియ్యం కడిగి").map(\.kind).first == .ingredient("rice"))
    }

    @Test(
        "ingredient lines in four scripts and romanised Hindi",
        arguments: [
            ("নুন - ১ চা চামচ", "1", "tsp", "নুন", "salt"),
            ("२ बड़ा चम्मच तेल", "2", "tbsp", "तेल", "oil"),
            ("ఒక కప్పు బియ్యం", "1", "cup", "బియ్యం", "rice"),
            ("పసుపు - 1/4 టీస్పూన్", "1/4", "tsp", "పసుపు", "turmeric"),
            ("உப்பு 1 டீஸ்பூன்", "1", "tsp", "உப்பு", "salt"),
            ("haldi - 1/2 chammach", "1/2", "spoon", "haldi", "turmeric"),
        ])
    func lines(_ line: String, _ quantity: String, _ unit: String, _ item: String, _ english: String) throws {
        let parsed = try #require(IngredientParser.parse(line, tagger: nil))
        #expect(parsed.quantity == quantity)
        #expect(parsed.unit == unit)
        #expect(parsed.item == item)
        #expect(IndicLexicon.translateName(parsed.item) == english)
    }

    @Test("unknown names stay untranslated")
    func unknownNames() {
        #expect(Glossary.translateName("পাঁচফোড়ন মিশ্রণ", from: "bn") == nil)
        #expect(Glossary.translateName("কাঁচা লঙ্কা", from: "bn") == "green chilli")
    }

    @Test("native digits read as ASCII")
    func digits() {
        #expect(TextTools.asciiDigits("১২৩ ३ ౩ ௩") == "123 3 3 3")
        #expect(TextTools.asciiDigits("plain 12") == "plain 12")
    }

    @Test("folding: composed and decomposed accents alike; byte-level search and ASCII words as before")
    func folding() {
        #expect(TextTools.fold("Crème BRÛLÉE") == "creme brulee")
        #expect(TextTools.fold("Cre\u{0300}me") == "creme")
        #expect(TextTools.fold("নুন") == "নুন")
        #expect(TextTools.contains("get the recipe here", "recipe"))
        #expect(!TextTools.contains("rec", "recipe"))
        #expect(TextTools.words("--Salt & pepper's, 2-3 tbsp-") == ["salt", "pepper's", "2-3", "tbsp"])
        #expect(TextTools.words("Crème -fraîche'") == ["creme", "fraiche"])
    }

    @Test("scripts name their language")
    func languages() {
        #expect(LanguageDetector.detect("தேவையான பொருட்கள் உப்பு") == "ta")
        #expect(LanguageDetector.detect("ささみチップスを作った") == "ja")
        #expect(LanguageDetector.detect("간단한 레시피") == "ko")
        #expect(LanguageDetector.detect("рецепт маринованных помидоров") == "ru")
    }

    @Test("a Telugu cooking transcript is a recipe, its ingredients in English through the lexicon")
    func teluguRecipe() throws {
        let transcript = """
            [00:00:27] ముందుగా పల్లీలను వేయించి పొట్టు తీసి పక్కన పెట్టుకోండి.
            [00:00:36] ఒక బాణలిలో నూనె వేడి చేసి ఎండుమిర్చి, ఉల్లిపాయ ముక్కలు వేసి రెండు నిమిషాల పాటు వేయించండి.
            [00:00:46] ఇందులో టొమాటో ముక్కలు వేసి మెత్తబడే వరకు మగ్గనివ్వండి.
            [00:00:55] మిక్సీ జార్‌లో వేయించిన పల్లీలు, ఉల్లిపాయ టొమాటో మిశ్రమం వేసుకోండి.
            """
        let description = """
            Peanut chutney
            కావలసిన పదార్థాలు:
            పల్లీలు - 1 కప్పు
            ఉప్పు - 1 టీస్పూన్
            చింతపండు - చిన్న ముక్క
            """
        let output = HeuristicExtractor(translator: OfflineTranslator(apertiumPath: nil)).extractSync(
            ExtractionInput(videoID: "abc", title: "Palli Chutney | పల్లీల చట్నీ", description: description, transcript: transcript))
        guard case .recipe(let recipe) = output.result else {
            Issue.record("expected a recipe, got \(output.result)")
            return
        }
        #expect(recipe.ingredients.map(\.item).prefix(2) == ["peanuts", "salt"])
        #expect(recipe.ingredients.first?.quantity == "1")
        #expect(recipe.ingredients.first?.unit == "cup")
        #expect(recipe.ingredients.first?.originalLanguage == nil)
    }

    @Test("a Bengali channel trailer without cooking words is not a recipe")
    func bengaliTrailer() {
        let output = HeuristicExtractor(translator: OfflineTranslator(apertiumPath: nil)).extractSync(
            ExtractionInput(
                videoID: "abc", title: "আমাদের চ্যানেলে স্বাগতম", description: "নতুন ভিডিও প্রতি সপ্তাহে। সাবস্ক্রাইব করুন।", transcript: nil))
        guard case .notRecipe = output.result else {
            Issue.record("expected not a recipe, got \(output.result)")
            return
        }
    }

    @Test("steps of an Indian-language transcript: the lines that say what is done, not the greetings before them")
    func indicTranscriptSteps() {
        let transcript = """
            [00:00:05] আজ আমি গ্রামে এসেছি।
            [00:00:09] এই রেসিপি খুব সহজ।
            [00:00:12] আলু কেটে নিন।
            [00:00:20] পেঁয়াজ আর হলুদ দিন।
            [00:00:31] চিকেন ঝাল চচ্চড়ির স্বাদ অসাধারণ।
            """
        #expect(TranscriptParser.indicSteps(transcript) == ["আলু কেটে নিন।", "পেঁয়াজ আর হলুদ দিন।"])
        #expect(TranscriptParser.indicSteps(transcript, limit: 1, actionLimit: 1) == ["আলু কেটে নিন।"])
        // Past the limit, a line whose actions the outline reads ("add onion and turmeric") goes on.
        #expect(TranscriptParser.indicSteps(transcript, limit: 1) == ["আলু কেটে নিন।", "পেঁয়াজ আর হলুদ দিন।"])
    }

    @Test(
        "spoken names: plurals and the American spellings count once, as said; modifiers stay modifiers; \"the chillies\" after green ones are those"
    )
    func spokenEnglishNames() {
        #expect(
            TranscriptParser.namedIngredients("chop the tomatoes and two green chilies. add a tomato, then the chillies", language: "en")
                == ["tomatoes", "green chilies"])
        #expect(
            TranscriptParser.namedIngredients("some cilantro, bay leaves and a bay leaf", language: "en") == ["cilantro", "bay leaves"])
        // "vegetable oil" is oil, not a vegetable; "green" alone is a colour.
        #expect(TranscriptParser.namedIngredients("heat vegetable oil until green", language: "en") == ["vegetable oil"])
        #expect(TranscriptParser.namedIngredients("a clove of garlic", language: "en") == ["garlic"])
        // Garlic's cloves are no spice; whole or ground cloves are.
        #expect(TranscriptParser.namedIngredients("add three cloves of chopped garlic", language: "en") == ["garlic"])
        #expect(TranscriptParser.namedIngredients("smash some garlic cloves", language: "en") == ["garlic"])
        #expect(TranscriptParser.namedIngredients("Garlic 3 cloves, Whole cloves 2", language: "en") == ["garlic", "cloves"])
        // Two tables name "mushroom" and "mushrooms": still one ingredient.
        #expect(TranscriptParser.namedIngredients("slice the mushrooms. add the mushroom to the pan", language: "en") == ["mushrooms"])
        #expect(TranscriptParser.englishIngredientNames["mushroom"] == TranscriptParser.englishIngredientNames["mushrooms"])
    }

    @Test(
        "the lexicon's longer names win over their first word",
        arguments: [
            ("कश्मीरी लाल मिर्च डालें", ["kashmiri red chilli"]), ("लाल मिर्च पाउडर", ["red chilli powder"]), ("लाल मिर्च", ["red chilli"]),
            ("चने की दाल धो लें", ["chana dal"]), ("কাঁচা লঙ্কা আর পাঁচফোড়ন", ["green chilli", "panch phoron"]),
            ("চালকুমড়ো কেটে নিন", ["ash gourd"]), ("కందిపప్పు ఉడికించాలి", ["toor dal"]),
        ] as [(String, [String])])
    func longerNames(text: String, names: [String]) {
        #expect(TranscriptParser.namedIngredients(text, language: "hi") == names)
    }
}

@Suite("Ingredient lines: amounts after the item, units outside the old table")
struct IngredientLineRuleTests {
    @Test(
        "parses",
        arguments: [
            ("oil for shallow frying, roughly 1 cup", "1", "cup", "oil", "roughly, for shallow frying"),
            ("Salt - 1 tsp", "1", "tsp", "Salt", nil),
            ("1 punnet raspberries", "1", "punnet", "raspberries", nil),
            ("2 Tb butter", "2", "tbsp", "butter", nil),
            ("1 bulb garlic", "1", "bulb", "garlic", nil),
            ("2 ribs celery, sliced", "2", "rib", "celery", "sliced"),
            ("1 branch rosemary", "1", "branch", "rosemary", nil),
            // Joined preparations move together; nothing dangles in the name.
            ("1 cup rinsed and chopped watercress", "1", "cup", "watercress", "rinsed and chopped"),
            ("⅓ c toasted and finely chopped hazelnuts", "1/3", "cup", "hazelnuts", "toasted and finely chopped"),
            ("1 cup fresh or frozen raspberries", "1", "cup", "raspberries", "fresh or frozen"),
            ("1 pear cored, peeled and chopped", "1", nil, "pear", "cored, peeled and chopped"),
            ("1 ¼ tsp salt or to taste", "1 1/4", "tsp", "salt", "or to taste"),
            // A comma between modifiers of one name is not the start of the notes.
            ("8 skin-on, bone-in chicken thighs", "8", nil, "skin-on bone-in chicken thighs", nil),
            ("1 cup half-and-half, warmed", "1", "cup", "half-and-half", "warmed"),
            // Ranges with "or", hyphenated units, measures qualified before the amount.
            ("4 or 5 handfuls raisins", "4-5", "handful", "raisins", nil),
            ("1 cup or 250ml milk", "1", "cup", "milk", nil),
            ("3-inch Ceylon cinnamon stick", "3", "inch", "Ceylon cinnamon stick", nil),
            ("Scant ½ cup dark brown sugar", "1/2", "cup", "dark brown sugar", "Scant"),
            ("3/4 of a pound of beets", "3/4", "lb", "beets", nil),
            ("One ¼-ounce envelope unflavored gelatin", "1", "packet", "unflavored gelatin", "¼-ounce"),
            ("1 recipe Puff Pastry", "1", "batch", "Puff Pastry", nil),
            // The part of a fruit is a note; the amount is of the fruit.
            ("Juice of ½ lime", "1/2", nil, "lime", "Juice of"),
            ("grated zest of 1 orange", "1", nil, "orange", "grated zest of"),
            // In other languages too, and after the French article elided before a number.
            ("Jus d’1 Citron Vert", "1", nil, "Citron Vert", "Jus de"),
            ("Zeste d'1 orange", "1", nil, "orange", "Zeste de"),
            ("suco de 2 limões", "2", nil, "limões", "suco de"),
            // Another name in parentheses is the name; a note in parentheses is a note.
            ("Coarse (kosher) salt", nil, nil, "Coarse (kosher) salt", nil),
            ("1 can peaches (strained)", "1", "can", "peaches", "strained"),
            ("2 tbsp cherry brandy (can omit this)", "2", "tbsp", "cherry brandy", "can omit this"),
            ("2 tbsp butter (optional)", "2", "tbsp", "butter", "optional"),
            // A dimension says how to cut, so it stays in the notes.
            ("1 1/2 cups rhubarb, cut into 1/2 inch pieces", "1 1/2", "cup", "rhubarb", "cut into 1/2 inch pieces"),
            // The amount after the item as Indian channels write it: a size, a count word, notes, a
            // word amount or none.
            ("Onions - 2 medium", "2", nil, "Onions", "medium"),
            ("Eggs - 3 nos", "3", nil, "Eggs", nil),
            ("Green chillies - 2 (slit)", "2", nil, "Green chillies", "slit"),
            ("Chicken - 500 g, cut into pieces", "500", "g", "Chicken", "cut into pieces"),
            ("Chicken - 500g (boneless)", "500", "g", "Chicken", "boneless"),
            ("Oil - 2 tbsp + 1 tsp", "2", "tbsp", "Oil", "plus 1 tsp"),
            ("Eggs x 3", "3", nil, "Eggs", nil),
            ("Eggs - 3nos", "3", nil, "Eggs", nil),
            ("garlic - 1 large clove", "1", "clove", "garlic", "large"),
            ("Salt - a pinch", nil, "pinch", "Salt", nil),
            ("Lemon - half", "1/2", nil, "Lemon", nil),
            ("Salt - as required", nil, nil, "Salt", "as required"),
            ("Oil- for frying", nil, nil, "Oil", "for frying"),
            ("Turmeric powder- 1/4 tsp (optional)", "1/4", "tsp", "Turmeric powder", "optional"),
            // No separator: a bare count after a short name; a dash glued to the amount goes.
            ("Eggs 3", "3", nil, "Eggs", nil),
            ("Green chillies 2 nos", "2", nil, "Green chillies", nil),
            ("Plantains, ripe-1", "1", nil, "Plantains", "ripe"),
            ("Flour | 2 cups", "2", "cup", "Flour", nil),
            // Pictures after a line are not part of the name.
            ("2 cups flour 🌾", "2", "cup", "flour", nil),
            // Word amounts and sizes after the name in Spanish, Portuguese, French and Italian.
            ("una pizca de sal", "1", "pinch", "sal", nil),
            ("medio kilo de carne", "1/2", "kg", "carne", nil),
            ("meia xícara de açúcar", "1/2", "cup", "açúcar", nil),
            ("Une demi petite cuillère de sel", "1/2", "tsp", "sel", nil),
            ("mezzo litro di latte", "1/2", "l", "latte", nil),
            ("1 demi càc de levure chimique", "1/2", "tsp", "levure chimique", nil),
            ("1 cebolla mediana", "1", nil, "cebolla", "mediana"),
            ("2 tomates grandes", "2", nil, "tomates", "grandes"),
        ] as [(String, String?, String?, String, String?)])
    func parse(_ line: String, _ quantity: String?, _ unit: String?, _ item: String, _ notes: String?) throws {
        let parsed = try #require(IngredientParser.parse(line, tagger: nil))
        #expect(parsed.quantity == quantity)
        #expect(parsed.unit == unit)
        #expect(parsed.item == item)
        #expect(parsed.notes == notes)
    }

    @Test("a description with several recipes keeps every list, not only the first")
    func severalRecipes() {
        let description = """
            Ingrédients pour 4 personnes:
            Gratin de boulettes de pommes de terre farcies à la viande hachée, une recette de famille
            - 3 poivrons rouges
            - 150g de viande hachée
            - 2 càs de concentré de tomates
            Deuxième recette, la plus rapide de la semaine pour le dîner du lundi soir
            - 400 g de crevettes
            - 3 échalotes hachées finement
            - 25cl de crème liquide entière
            """
        let lines = HeuristicExtractor.ingredientLines(in: description)
        #expect(lines.contains("- 400 g de crevettes"))
        #expect(lines.contains("- 25cl de crème liquide entière"))
        #expect(lines.count == 6)
    }

    @Test("a line far longer than a list entry is refused before any reordering or tokenising")
    func hugeLine() {
        #expect(IngredientParser.parse(String(repeating: "salt ", count: 200_000) + "- 1 tsp") == nil)
        #expect(IngredientParser.parse("99999999999999999999999 kg flour")?.quantity == "99999999999999999999999")
    }

    @Test("amounts counted: a mixed number is one, alternatives two")
    func amounts() {
        #expect(IngredientParser.amountCount("1 1/2 cups flour") == 1)
        #expect(IngredientParser.amountCount("1 ½ cups flour") == 1)
        #expect(IngredientParser.amountCount("100g/3½oz butter") == 2)
        #expect(IngredientParser.amountCount("2 (6-ounce) fillets") == 2)
    }

    @Test("a second amount restates the first, or measures another thing (the rules keep those lines)")
    func secondAmounts() {
        for line in ["100g/3½oz butter", "2 (6-ounce) fillets", "4 x 225g/8oz steaks", "¼ cup plus 2 tablespoons lemon juice"] {
            #expect(!IngredientParser.secondAmountIsAnotherThing(line), "\(line)")
        }
        for line in [
            "1 tsp mustard (or 2 tsp Dijon mustard)", "4 oz butter, cut into 1/2-inch pieces", "5oz sugar, plus 1 tbsp for sprinkling",
            "2 pinches saffron, soaked in 1 tbsp water",
        ] {
            #expect(IngredientParser.secondAmountIsAnotherThing(line), "\(line)")
        }
        #expect(!IngredientParser.secondAmountIsAnotherThing("2 cups flour"))
    }
}
