import Recipes
import Testing

@testable import Extraction

/// Amounts said in an Indian-language transcript reach the ingredients; speech that only sounds
/// like an amount (a village, a bowl to mix in, an aubergine's stalk, a drop of oil) does not.
@Suite("Amounts heard in Indian-language transcripts")
struct SpokenAmountTests {
    typealias Amount = SpokenAmounts.Amount

    @Test(
        "number, unit and ingredient in each script, in number words and digits",
        arguments: [
            ("ముందుగా ఒక కప్పు కందిపప్పును శుభ్రంగా కడిగి", "toor dal", Amount(quantity: "1", unit: "cup", size: nil)),
            ("అర టీ స్పూన్ పసుపు వేసి", "turmeric", Amount(quantity: "1/2", unit: "tsp", size: nil)),
            ("ఓ టేబుల్ స్పూన్ కారం", "chilli powder", Amount(quantity: "1", unit: "tbsp", size: nil)),
            ("పావు కప్పు జీలకర్ర వేసి", "cumin", Amount(quantity: "1/4", unit: "cup", size: nil)),
            ("రవ్వ ఉడికిన తర్వాత 1.5 కప్పుల పంచదార వేసి", "sugar", Amount(quantity: "1.5", unit: "cup", size: nil)),
            ("এখানে আমি ৫০–৬০ গ্রাম তেঁতুল নিয়েছি", "tamarind", Amount(quantity: "50-60", unit: "g", size: nil)),
            ("আধ চামচ নুন দিয়ে", "salt", Amount(quantity: "1/2", unit: "spoon", size: nil)),
            ("और साढ़े तीन कप घी", "ghee", Amount(quantity: "3 1/2", unit: "cup", size: nil)),
            ("आधा किलो आटा लीजिए", "wheat flour", Amount(quantity: "1/2", unit: "kg", size: nil)),
            // Telugu names coriander seeds apart from the leaves (కొత్తిమీర).
            ("ముందుగా ఒక కప్పు ధనియాలు వేసి", "coriander seeds", Amount(quantity: "1", unit: "cup", size: nil)),
            ("Ab ek chammach namak daalein", "salt", Amount(quantity: "1", unit: "spoon", size: nil)),
            ("400 గ్రాముల లేత కాకరకాయల్ని చెక్కు తీసుకోండి", "bitter gourd", Amount(quantity: "400", unit: "g", size: nil)),
            ("ఓ పెద్ద టొమాటో ముక్కలు", "tomato", Amount(quantity: "1", unit: nil, size: "large")),
            ("আমি একটা টমেটো নিয়েছি", "tomato", Amount(quantity: "1", unit: nil, size: nil)),
            ("రెండు రెబ్బల కరివేపాకు", "curry leaves", Amount(quantity: "2", unit: "sprig", size: nil)),
            // Participles and describing words between the unit and the name.
            ("2 టేబుల్ స్పూన్ల నానబెట్టిన పచ్చి శనగపప్పు వేసుకోవాలి", "chana dal", Amount(quantity: "2", unit: "tbsp", size: nil)),
            ("ఒక టీస్పూన్ వేయించిన జీలకర్ర పొడి", "cumin powder", Amount(quantity: "1", unit: "tsp", size: nil)),
            // After the name, closing the clause or before its verb.
            ("नमक एक चम्मच डालें", "salt", Amount(quantity: "1", unit: "spoon", size: nil)),
            ("ఉప్పు ఒక కప్పు నీళ్లు పోసి", "water", Amount(quantity: "1", unit: "cup", size: nil)),
            // Lemon juice is not lemon; an English loanword in the script is still oil.
            ("రెండు టీ స్పూన్ల నిమ్మరసం వేసి", "lemon juice", Amount(quantity: "2", unit: "tsp", size: nil)),
            ("రెండు టీస్పూన్ల ఆయిల్ వేడి చేసుకొని", "oil", Amount(quantity: "2", unit: "tsp", size: nil)),
            // A metric unit glued to its digits, as the speech-to-text writes it.
            ("ఒక గిన్నెలో 400ml నీళ్లు పోసి", "water", Amount(quantity: "400", unit: "ml", size: nil)),
            ("150ml చింతపండు రసం", "tamarind", Amount(quantity: "150", unit: "ml", size: nil)),
            ("1.5kg చికెన్", "chicken", Amount(quantity: "1.5", unit: "kg", size: nil)),
            // Two number words in a row, one more than the other: a range.
            ("ఐదు ఆరు అనాస పువ్వులు వేయండి", "star anise", Amount(quantity: "5-6", unit: nil, size: nil)),
            ("तीन चार हरी मिर्च", "green chilli", Amount(quantity: "3-4", unit: nil, size: nil)),
            // A bunch and an inch; a size before the unit.
            ("అర కట్ట కొత్తిమీర తరుగు", "coriander", Amount(quantity: "1/2", unit: "bunch", size: nil)),
            ("ఒక పెద్ద కట్ట పుదీనా ఆకులు వేసి", "mint", Amount(quantity: "1", unit: "bunch", size: "large")),
            ("दो इंच अदरक", "ginger", Amount(quantity: "2", unit: "inch", size: nil)),
            // One participle between a count and the things counted.
            ("ఏడు చితక్కొట్టిన వెల్లుల్లి", "garlic", Amount(quantity: "7", unit: nil, size: nil)),
            ("రెండు ఉడికించిన బంగాళదుంపలు", "potato", Amount(quantity: "2", unit: nil, size: nil)),
            // The cup measures the rice flour, not rice.
            ("ఒక కప్పు బియ్యం పిండి", "rice flour", Amount(quantity: "1", unit: "cup", size: nil)),
        ])
    func heard(_ line: String, _ name: String, _ amount: Amount) {
        #expect(SpokenAmounts.amounts("[00:00:15.000] " + line)[name] == amount)
    }

    @Test(
        "speech that only looks like an amount",
        arguments: [
            // A drop is not a unit; one pitha is no amount of flour; an aubergine's stalk counts
            // a stalk.
            "ఒక చుక్క నూనె వేసి", "আমি একটা পিঠে বানাই আটা দিয়ে", "একটা বেগুনের বোঁটা দিয়ে তেলটা সরায় মেখে দিচ্ছি",
            // "A village chicken": Bengali counts a village with a classifier, not grams.
            "একটা গ্রাম মুরগি",
            // Two numbers in a row are a number split by the speech-to-text, not a reading.
            "1 2 చెంచా పసుపు",
            // Five minutes is a time; the salt after it has no amount.
            "5 నిమిషాల తర్వాత ఉప్పు వేసి",
            // Two minutes is a time, though a participle follows it: fried for two minutes.
            "రెండు నిమిషాలు వేయించిన ఉల్లిపాయ", "రెండు నిమిషాల వేయించిన ఉల్లిపాయ",
            // "About two" and "one or two" are not ranges to read; a number glued to a word
            // that is no unit is no amount; firewood is no bunch.
            "ఒక రెండు టమాటాలు", "एक दो टमाटर", "2x ఉల్లిపాయ", "రెండు కట్టెల పొయ్యి మీద ఉల్లిపాయ",
        ])
    func notHeard(_ line: String) {
        #expect(SpokenAmounts.amounts(line).isEmpty)
    }

    @Test("a letter with a nukta as one scalar (U+09DF) is the letter and the nukta, as the lexicon writes it")
    func nuktaSpellings() {
        // "৭০০ গ্রাম পেঁয়াজ কুচি" as one video's transcript spells it: য় and ড় each one scalar.
        let composed = "৭০০ গ্রাম পেঁ\u{09DF}াজ কুচি, ২৫০ গ্রাম গু\u{09DC}"
        let amounts = SpokenAmounts.amounts(composed)
        #expect(amounts["onion"] == Amount(quantity: "700", unit: "g", size: nil))
        #expect(amounts["jaggery"] == Amount(quantity: "250", unit: "g", size: nil))
        #expect(TextTools.fold("\u{095C}") == TextTools.fold("\u{0921}\u{093C}"))
        #expect(TextTools.words("गु\u{095C} डालें") == TextTools.words("गु\u{0921}\u{093C} डालें"))
    }

    @Test("an amount after a name that the next name follows is that name's")
    func amountAfterAName() {
        let amounts = SpokenAmounts.amounts("ఉప్పు ఒక కప్పు నీళ్లు పోసి")
        #expect(amounts["salt"] == nil && amounts["water"] != nil)
    }

    @Test("an English transcript measures the names it says, only where a parse gives the name exactly")
    func english() {
        let transcript = """
            [00:00.000] Take 1 cup chickpeas and wash them thoroughly under running water.
            [00:10.000] Add the chickpeas to the Instant Pot along with 3½ cups of water and a pinch of salt.
            [00:45.000] Heat 1 tablespoon of oil on sauté mode.
            [01:00.000] Soak the tamarind in ¼ cup lukewarm water. Add 2 cups rice mixed with salt.
            [01:30.000] Coconut oil- 2 tbsp
            """
        let amounts = SpokenAmounts.english(
            transcript, names: ["chickpeas", "water", "salt", "oil", "tamarind", "rice", "coconut oil"])
        #expect(amounts["chickpeas"] == Amount(quantity: "1", unit: "cup", size: nil))
        #expect(amounts["oil"] == Amount(quantity: "1", unit: "tbsp", size: nil))
        #expect(amounts["coconut oil"] == Amount(quantity: "2", unit: "tbsp", size: nil))
        // "a pinch of salt" said in words is one pinch ("mixed with salt" measures none).
        #expect(amounts["salt"] == Amount(quantity: "1", unit: "pinch", size: nil))
        // Two amounts of water; rice mixed.
        #expect(amounts["water"] == nil && amounts["tamarind"] == nil)
    }

    @Test("amounts a recogniser writes in words are read before a measure, and nowhere else")
    func englishInWords() {
        for (said, written) in [
            ("add one teaspoon of olive oil.", "add 1 teaspoon of olive oil."),
            ("now add half teaspoon of pepper", "now add 1/2 teaspoon of pepper"),
            ("half a cup of milk", "1/2 cup of milk"), ("a tablespoon of butter", "1 tablespoon of butter"),
            ("one and a half cups of water", "1 1/2 cups of water"),
            ("one to two tablespoons of water", "1 to 2 tablespoons of water"), ("Two Tablespoons, of sugar", "2 Tablespoons, of sugar"),
            ("quarter cup coconut oil", "1/4 cup coconut oil"), ("three quarter cup toor dal", "3/4 cup toor dal"),
            ("a quarter cup of milk", "1/4 cup of milk"), ("1 and quarter cups water", "1 1/4 cups water"),
            ("one and a quarter cups of flour", "1 1/4 cups of flour"), ("2 cups, of rice", "2 cups, of rice"),
            ("a quarter of the dough", "a quarter of the dough"), ("three quarters of it", "three quarters of it"),
            // no measure after them: words, not amounts
            ("one of my favourite dishes", "one of my favourite dishes"), ("a bit of salt and one egg", "a bit of salt and one egg"),
            ("a c of flour", "a c of flour"),
            // thirds, and numbers said in several words
            ("one third of a cup of melted butter", "1/3 cup of melted butter"), ("two thirds cup sugar", "2/3 cup sugar"),
            ("two hundred grams of flour", "200 grams of flour"), ("two hundred and fifty grams of spaghetti", "250 grams of spaghetti"),
            ("a hundred grams of sugar", "100 grams of sugar"), ("forty five grams of butter", "45 grams of butter"),
            ("bake at three fifty for about sixty minutes", "bake at three fifty for about sixty minutes"),
            ("a big handful of parmesan", "1 big handful of parmesan"), ("a good glug of olive oil", "1 good glug of olive oil"),
            ("a good idea", "a good idea"),
        ] {
            #expect(SpokenAmounts.spokenDigits(said) == written, "\(said)")
        }
        let transcript = """
            heat, one tablespoon of oil in the pan, pan fry the chicken.
            now add half teaspoon of white pepper powder and one teaspoon of finely chopped garlic.
            one of my favourite ways to serve rice.
            """
        let amounts = SpokenAmounts.english(transcript, names: ["oil", "white pepper powder", "garlic", "rice"])
        #expect(amounts["oil"] == Amount(quantity: "1", unit: "tbsp", size: nil))
        #expect(amounts["white pepper powder"] == Amount(quantity: "1/2", unit: "tsp", size: nil))
        #expect(amounts["garlic"] == Amount(quantity: "1", unit: "tsp", size: nil))
        #expect(amounts["rice"] == nil)
        // A line over 2,000 bytes is not read word by word.
        let long = String(repeating: "stir ", count: 500) + "one cup of rice"
        #expect(SpokenAmounts.spokenDigits(long) == long)
    }

    @Test("a name said in one number is measured in the other; a couple is two")
    func englishNumbersAndCouples() {
        let transcript = """
            today we're making the easiest banana bread. so first mash three ripe bananas in a bowl.
            then add a couple of eggs and one third of a cup of melted butter.
            """
        let amounts = SpokenAmounts.english(transcript, names: ["banana", "eggs", "butter"])
        #expect(amounts["banana"] == Amount(quantity: "3", unit: nil, size: nil))
        #expect(amounts["eggs"] == Amount(quantity: "2", unit: nil, size: nil))
        #expect(amounts["butter"] == Amount(quantity: "1/3", unit: "cup", size: nil))
        // "a couple" of something that is no name stays words.
        #expect(SpokenAmounts.spokenCounts("wait a couple of minutes", names: ["eggs": "eggs"]) == "wait a couple of minutes")
    }

    @Test("the kind of dish a title names is no ingredient; its other words and a kind said apart are")
    func dishWords() {
        let bananaBread = "today we're making the easiest banana bread. so first mash three ripe bananas in a bowl."
        #expect(
            TranscriptParser.withoutDishWords(
                ["banana", "bread", "eggs"], dish: "Easy banana bread", transcript: bananaBread, language: "en")
                == ["banana", "eggs"])
        let garlicBread = "this garlic bread is so good. slice the bread and spread the butter on the bread."
        #expect(
            TranscriptParser.withoutDishWords(["garlic", "bread", "butter"], dish: "Garlic bread", transcript: garlicBread, language: "en")
                == ["garlic", "bread", "butter"])
        let rolls = "today we're making tuna rolls with some rice."
        #expect(
            TranscriptParser.withoutDishWords(["tuna", "rice"], dish: "Tuna rolls", transcript: rolls, language: "en") == ["tuna", "rice"])
    }

    @Test("words that only describe a name keep its amount; a name inside another one's gets none")
    func englishDescribed() {
        let transcript = """
            start with two and a half pounds of unpeeled red potatoes and cut them into quarters.
            stir in one and a half sticks of butter and three quarters of a cup of sugar.
            add one teaspoon of dried oregano and 2 tablespoons extra virgin olive oil.
            pour in 1 cup coconut milk, and it's as thick as a stick of celery now, as well as a pinch of salt.
            """
        let amounts = SpokenAmounts.english(
            transcript, names: ["potatoes", "butter", "sugar", "oregano", "olive oil", "oil", "milk", "celery", "salt"])
        #expect(amounts["potatoes"] == Amount(quantity: "2 1/2", unit: "lb", size: nil))
        #expect(amounts["butter"] == Amount(quantity: "1 1/2", unit: "stick", size: nil))
        #expect(amounts["sugar"] == Amount(quantity: "3/4", unit: "cup", size: nil))
        #expect(amounts["oregano"] == Amount(quantity: "1", unit: "tsp", size: nil))
        // The longest name that closes what was said: olive oil, not oil.
        #expect(amounts["olive oil"] == Amount(quantity: "2", unit: "tbsp", size: nil))
        #expect(amounts["oil"] == nil)
        // Coconut milk is not milk; a likeness is no amount; "as well as" is no likeness.
        #expect(amounts["milk"] == nil && amounts["celery"] == nil)
        #expect(amounts["salt"] == Amount(quantity: "1", unit: "pinch", size: nil))
        #expect(SpokenAmounts.spokenDigits("like a cup of rain") == "like a cup of rain")
    }

    @Test("a count said in words before a name is an amount; before anything else, or referring back, it is not")
    func englishCounts() {
        let transcript = """
            you need two potatoes, four large eggs and three cloves of garlic.
            boil the potatoes for two minutes. now beat the four eggs.
            one of the onions goes in, then add both tomatoes.
            """
        let amounts = SpokenAmounts.english(transcript, names: ["potatoes", "eggs", "garlic", "onions", "tomatoes"])
        #expect(amounts["potatoes"] == Amount(quantity: "2", unit: nil, size: nil))
        #expect(amounts["eggs"]?.quantity == "4")
        #expect(amounts["garlic"] == Amount(quantity: "3", unit: "clove", size: nil))
        #expect(amounts["onions"] == nil && amounts["tomatoes"] == nil)
        let names = ["potatoes": "potatoes"]
        #expect(SpokenAmounts.spokenCounts("boil for two minutes", names: names) == "boil for two minutes")
        #expect(SpokenAmounts.spokenCounts("peel the two potatoes", names: names) == "peel the two potatoes")
        #expect(SpokenAmounts.spokenCounts("peel two small potatoes", names: names) == "peel 2 small potatoes")
    }

    @Test("automatic captions: an amount is read across the cut that split it from its name")
    func englishCaptions() {
        // The caption tests' track, and an amount cut from its name by a line's end.
        let captions =
            CaptionTrackTests.captions + """

                [00:02:04.000] so into a bowl i'm adding three quarter
                [00:02:06.000] cup toor dal and let it soak
                """
        let amounts = SpokenAmounts.english(captions, names: ["coconut oil", "vegetable oil", "mustard seeds", "toor dal"])
        #expect(amounts["mustard seeds"] == Amount(quantity: "1", unit: "tsp", size: nil))
        #expect(amounts["toor dal"] == Amount(quantity: "3/4", unit: "cup", size: nil))
        #expect(amounts["vegetable oil"] == nil)
        // Speech goes on past the name: the amount is the name's up to where it does.
        #expect(SpokenAmounts.withoutSpeechTail("1/4 cup coconut oil or you can") == "1/4 cup coconut oil")
        #expect(SpokenAmounts.withoutSpeechTail("1 teaspoon mustard seeds so let the") == "1 teaspoon mustard seeds")
        #expect(SpokenAmounts.withoutSpeechTail("2 tbsp ghee or clarified butter") == "2 tbsp ghee")
        #expect(SpokenAmounts.withoutSpeechTail("2 cups rice") == "2 cups rice")
        #expect(
            SpokenAmounts.english("add 1 tablespoon of bread crumbs or flour and then we're ready", names: ["bread crumbs"])["bread crumbs"]
                == Amount(quantity: "1", unit: "tbsp", size: nil))
        // Read line by line, the amount and its name are on two lines: no amount.
        let lines = captions.split(separator: "\n").map { $0 + "." }.joined(separator: "\n")
        #expect(SpokenAmounts.english(lines, names: ["toor dal"])["toor dal"] == nil)
    }

    @Test("an English transcript of any length costs at most 200 phrases: what comes after is not read")
    func englishBounded() {
        let chatter = String(repeating: "wait 10 minutes, ", count: 5000)
        #expect(SpokenAmounts.english(chatter + "add 2 cups flour.", names: ["flour"]).isEmpty)
        #expect(SpokenAmounts.english("add 2 cups flour. " + chatter, names: ["flour"])["flour"]?.quantity == "2")
        // Each line is tried as a phrase and, being short, as a whole: 99 lines are 198 tries.
        let lines = Array(repeating: "[00:01] Wait 10 minutes.", count: 99).joined(separator: "\n")
        #expect(SpokenAmounts.english(lines + "\n[00:02] Add 2 cups flour.", names: ["flour"])["flour"]?.quantity == "2")
        #expect(SpokenAmounts.english(lines + "\n[00:01] Wait 10 minutes.\n[00:02] Add 2 cups flour.", names: ["flour"]).isEmpty)
    }

    @Test("Bengali five-spice is one ingredient, not five of a tempering")
    func panchPhoron() {
        let transcript = "[00:02:34.000] জিরে আর পাঁচ ফোড়ন দিয়ে দিন।"
        #expect(SpokenAmounts.amounts(transcript).isEmpty)
        #expect(TranscriptParser.namedIngredients(transcript, language: "bn") == ["cumin", "panch phoron"])
    }

    @Test("an ingredient said with two amounts gets none; said twice with one, keeps it")
    func conflicting() {
        let transcript = """
            [00:00:10] ఒక టీ స్పూన్ నూనె వేసి పప్పు ఉడికించాలి.
            [00:01:00] రెండు టేబుల్ స్పూన్ల నూనె వేడి చేసి, ఒక టీ స్పూన్ ఆవాలు వేసి.
            [00:02:00] మళ్ళీ ఒక టీ స్పూన్ ఆవాలు.
            """
        let amounts = SpokenAmounts.amounts(transcript)
        #expect(amounts["oil"] == nil)
        #expect(amounts["mustard seeds"] == Amount(quantity: "1", unit: "tsp", size: nil))
    }

    @Test("numbers: digits, ranges and decimals read; zeros and odd marks refused")
    func numbers() {
        func number(_ word: String) -> String? { SpokenAmounts.number((word, nil)) }
        #expect(number("2") == "2" && number("2-3") == "2-3" && number("1.5") == "1.5" && number("0.5") == "0.5")
        #expect(number("0") == nil && number("1.5.2") == nil && number("2-3-4") == nil && number("12345678910") == nil)
        #expect(number("-2") == nil && number("x") == nil && number("1/0") == nil && number("0/2") == nil && number("1/2") == "1/2")
        #expect(SpokenAmounts.clauses("1.5 కప్పుల పంచదార, ఉప్పు. నీళ్లు") == ["1.5 కప్పుల పంచదార", " ఉప్పు", " నీళ్లు"])
    }

    @Test("the extractor gives a list-less Telugu recipe the amounts its transcript says, and a size as the note")
    func extractor() throws {
        let extractor = HeuristicExtractor(translator: OfflineTranslator(apertiumPath: nil))
        let transcript = """
            [00:00:15.000] ముందుగా ఒక కప్పు కందిపప్పును శుభ్రంగా కడిగి, అందులో పసుపు, ఒక చుక్క నూనె వేసి కుక్కర్ లో మెత్తగా ఉడికించుకోవాలి.
            [00:01:05.000] ఒక పెద్ద గిన్నెలో నూనె వేసి ఆవాలు, జీలకర్ర, ఎండుమిర్చి, కరివేపాకు వేసి తాలింపు వేయించుకోవాలి.
            [00:01:55.000] ఓ పెద్ద టొమాటో ముక్కలు, ఉప్పు, అర టీ స్పూన్ కారం వేసి బాగా కలపాలి.
            """
        let output = extractor.extractSync(
            .init(videoID: "v", title: "Sambar Recipe In Telugu", description: "", transcript: transcript))
        guard case .recipe(let document) = output.result else {
            Issue.record("expected a recipe, got \(output.result)")
            return
        }
        let byName = Dictionary(document.ingredients.map { ($0.item, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byName["toor dal"].map { [$0.quantity, $0.unit] } == ["1", "cup"])
        #expect(byName["chilli powder"].map { [$0.quantity, $0.unit] } == ["1/2", "tsp"])
        #expect(byName["tomato"].map { [$0.quantity, $0.unit, $0.notes] } == ["1", nil, "large"])
        // Named without an amount: no amount invented.
        #expect(byName["oil"].map { [$0.quantity, $0.unit] } == [nil, nil])
        #expect(byName["turmeric"]?.quantity == nil)
    }
}
