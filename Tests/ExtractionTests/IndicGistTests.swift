import Foundation
import FunctionRuntime
import Recipes
import Testing

@testable import Extraction

@Suite("English outlines of Indian-language steps")
struct IndicGistTests {
    @Test("each action with the ingredients named before it, in order")
    func actionsInOrder() {
        // Heat the oil, add mustard seeds and cumin, fry.
        #expect(IndicGist.gist("నూనె వేడి చేసి ఆవాలు, జీలకర్ర వేసి వేయించండి.") == "Heat oil; add mustard seeds and cumin; fry.")
        // Heat oil in the kadhai, then add cumin.
        #expect(IndicGist.gist("कढ़ाई में तेल गरम करें, फिर जीरा डालें।") == "Heat oil; add cumin.")
        // Add a cup of toor dal, boil it.
        #expect(IndicGist.gist("ఒక కప్పు కందిపప్పు వేసి మరిగించండి.") == "Add 1 cup toor dal; boil.")
    }

    @Test("a sentence that negates or asks gets none; the line's other sentences still do")
    func negationAndQuestions() {
        #expect(IndicGist.gist("पानी मत डालें।") == nil)  // don't add water
        #expect(IndicGist.gist("नमक डालें। पानी मत डालें।") == "Add salt.")
        #expect(IndicGist.gist("নুন দেবেন?") == nil)  // will you add salt?
        #expect(IndicGist.gist("বেশি সময় ভাজবেন না।") == nil)  // don't fry it long: Bengali negates after the verb
        // Cover it and let it cook until the beans are soft: Hindi "न" after the last action
        // belongs to "until".
        #expect(IndicGist.gist("इसे ढक दें और पकने दें जब तक कि फली मुलायम न हो जाए।") == "Cover; cook.")
    }

    @Test("words that describe rather than instruct are no actions")
    func describingForms() {
        // Add the fried peanuts, mix: "వేయించిన" is "fried".
        #expect(IndicGist.gist("వేయించిన పల్లీలు వేసి కలపండి.") == "Add peanuts; mix.")
        // Add the fish fried beforehand.
        #expect(IndicGist.gist("ভেজে রাখা মাছ দিয়ে দিন।") == "Add fish.")
        // For sautéing, add oil.
        #expect(IndicGist.gist("भूनने के लिए तेल डालें।") == "Add oil.")
        #expect(IndicGist.gist("प्याज डालने के बाद नमक डालें।") == "Add onion; add salt.")  // after adding: done
        // Fry the peanuts and keep them aside.
        #expect(IndicGist.gist("పల్లీలను వేయించి పక్కన పెట్టుకోండి.") == "Fry peanuts; set aside.")
        // Hot rice with ghee: "వేడి" without "చేసి" is hot, not heat.
        #expect(IndicGist.gist("వేడి అన్నం, నెయ్యి.") == nil)
    }

    @Test("\"give\" closing a line is add only right after what is named")
    func closingGive() {
        #expect(IndicGist.gist("একটু চিনি দিন।") == "Add sugar.")  // add a little sugar
        // Turn the fish over: "give" only helps the verb before it, and is no "add".
        #expect(IndicGist.gist("মাছটা উল্টে দিন।") == "Flip fish.")
        // A pan before a closing "give" is where it goes: now I add the milk into the pan.
        #expect(IndicGist.gist("এবার দুধ কড়াইতে দিচ্ছি।") == "Add milk.")
        #expect(IndicGist.gist("হলুদ গুঁড়ো দিন।") == "Add turmeric.")  // after a word that is no verb form
        #expect(IndicGist.gist("সর্ষে আর পোস্ত দেওয়া হয়।") == "Add mustard seeds and poppy seeds.")  // are added
        #expect(IndicGist.gist("আর একটু জল দিয়ে ঢেকে দিন।") == "Add water; cover.")  // add water and cover
        // Taro jhaal with hilsa head: "with" naming the dish is no step.
        #expect(IndicGist.gist("আজ ইলিশ মাছ দিয়ে কচু রান্না করব।") == "Cook fish and taro.")
        #expect(IndicGist.gist("চাল ২ ঘণ্টা ভিজিয়ে রাখি।") == "Soak rice for 2 hours.")  // soak and leave: an action
    }

    @Test("talk about cooking gets none; long text none")
    func nothingToFollow() {
        #expect(IndicGist.gist("আজ আমরা রান্না করব।") == nil)  // today we will cook
        #expect(IndicGist.gist(String(repeating: "नमक डालें। ", count: 300)) == nil)
        // Within 2,000 bytes, romanised names that are longer in English ("ajwain", carom
        // seeds), each with an amount: an outline of them all is too long to be one.
        let romanised = IndicLexicon.ingredients.flatMap(\.1).filter { $0.allSatisfy(\.isASCII) && !$0.contains(" ") }
        var long = ""
        for name in romanised where long.utf8.count < 1900 { long += "1 cup " + name + " dalo, " }
        #expect(long.utf8.count <= 2000)
        #expect(IndicGist.gist(long) == nil)
        #expect(IndicGist.gist("1 कप हल्दी डालें, २ कप जीरा डालें") == "Add 1 cup turmeric; add 2 cups cumin.")  // digits, native ones too
    }

    @Test("every spelling with a meaning is a verb of the lexicon")
    func tablesAgree() {
        let verbs = Set(IndicLexicon.verbs.map { TextTools.fold($0) })
        for spelling in IndicGist.meanings.keys { #expect(verbs.contains(spelling), "\(spelling)") }
    }

    @Test("the extractor puts the outline beside a step kept in its language, and only there")
    func inTheDocument() throws {
        let transcript = """
            [00:00:05] నూనె వేడి చేసి ఆవాలు, జీలకర్ర వేసి వేయించండి.
            [00:00:12] ఇప్పుడు ఉల్లిపాయ ముక్కలు వేసి బాగా కలపండి.
            [00:00:20] చివరగా ఉప్పు వేసి రెండు నిమిషాలు ఉడికించండి.
            """
        let output = HeuristicExtractor(translator: OfflineTranslator(apertiumPath: nil)).extractSync(
            ExtractionInput(videoID: "gist0000001", title: "ఉల్లిపాయ కూర", description: nil, transcript: transcript))
        guard case .recipe(let document) = output.result else {
            Issue.record("not a recipe: \(output.result)")
            return
        }
        #expect(
            document.steps.map(\.gist) == [
                "Heat oil; add mustard seeds and cumin; fry.", "Add onion; mix.", "Add salt; cook for 2 minutes.",
            ])
        #expect(document.steps.allSatisfy { $0.originalLanguage == "te" })
        let json = output.result.json
        #expect(RecipeSchema.validate(json).isEmpty)
        #expect(json["steps"]?[0]?["gist"] == "Heat oil; add mustard seeds and cumin; fry.")

        let english = HeuristicExtractor(translator: OfflineTranslator(apertiumPath: nil)).extractSync(
            ExtractionInput(
                videoID: "gist0000002", title: "Onion fry",
                description: "Ingredients\n2 onions\n1 tbsp oil\nMethod\n1. Fry the onions in the oil.",
                transcript: nil))
        let steps = try #require(english.result.json["steps"]?.arrayValue)
        #expect(!steps.isEmpty && steps.allSatisfy { $0["gist"] == nil })
    }

    @Test("the schema takes a gist but does not require it; the LLM's strict schema leaves it out")
    func schema() throws {
        func recipe(gist: String) -> JSONValue {
            [
                "title": "Oil", "title_original_language": nil, "language": "en", "source_language": "te", "ingredients": [],
                "steps": [["order": 1, "text": "నూనె వేడి చేయండి.", "original_language": "te", "gist": .string(gist)]],
                "nutrition": ["calories": nil, "protein": nil, "note": nil],
                "meta": ["servings": nil, "prep_time": nil, "cook_time": nil, "total_time": nil, "source": ["transcript"]],
                "flags": ["is_recipe": true, "is_estimated": false, "translation": "unavailable"],
            ]
        }
        #expect(RecipeSchema.validate(recipe(gist: "Heat oil.")).isEmpty)
        #expect(!RecipeSchema.validate(recipe(gist: "")).isEmpty)
        let strict = try JSONCoding.encodeToString(RecipeSchema.structuredOutputSchema)
        #expect(!strict.contains("\"gist\""))
        #expect(strict.contains("\"original_language\""))
    }
}

@Suite("English lists in descriptions detected as an Indian language")
struct EnglishListTests {
    @Test("a Marathi description's English list keeps its names unmarked; a romanised Hindi one does not")
    func englishNames() {
        #expect(EnglishNames.keptAsEnglish(["Milk", "powdered Sugar", "Heavy whipping cream", "Silver balls"]) == [0, 1, 2, 3])
        #expect(EnglishNames.keptAsEnglish(["lal mirch", "chhena", "Milk"]).isEmpty)
        #expect(EnglishNames.keptAsEnglish(["दूध", "साखर"]).isEmpty)
        #expect(EnglishNames.isLatin("Eno fruit salt 1 1/2"))
        #expect(!EnglishNames.isLatin("पनीर paneer"))
    }

    @Test("English by its function words, not by default")
    func englishText() {
        #expect(LanguageDetector.isEnglish("Take milk in a bowl and add the sugar. Mix it well with the oil."))
        #expect(!LanguageDetector.isEnglish("Ek kadhai me tel garam karein aur jeera daalein"))
        #expect(!LanguageDetector.isEnglish("दूध और साखर मिक्स करा"))
    }

    @Test("the extractor reads the English list and method of a Marathi description as English")
    func marathiDescription() throws {
        let description = """
            साहित्य • १ कप दूध • १ कप साखर • ३ कप मैदा • २ चमचे तेल
            Ingredients:
            • 1 cup Milk
            • 1 cup powdered Sugar
            • 3 cups Maida
            • 2 tsp Oil
            • Few Silver balls
            Method:
            • Take milk in a bowl and add the powdered sugar and the oil.
            • Sieve maida into the mixture and mix it well.
            """
        let output = HeuristicExtractor(translator: OfflineTranslator(apertiumPath: nil)).extractSync(
            ExtractionInput(videoID: "marathi0001", title: "डॉल केक | Doll Cake", description: description, transcript: nil))
        guard case .recipe(let document) = output.result else {
            Issue.record("not a recipe: \(output.result)")
            return
        }
        #expect(document.ingredients.count == 5)
        #expect(document.ingredients.allSatisfy { $0.originalLanguage == nil }, "\(document.ingredients)")
        #expect(!document.steps.isEmpty && document.steps.allSatisfy { $0.originalLanguage == nil && $0.gist == nil })
    }
}
