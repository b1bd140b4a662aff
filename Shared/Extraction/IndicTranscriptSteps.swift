/// Steps from Indian-language transcripts: the lines that say what is cooked, without the
/// interviewer's questions. The channels film an interviewer asking the cook
/// ("মোচা চিকেন রান্না করতে কী কী লাগবে?", what do we need to cook mocha chicken?; "এটা কি সেদ্ধ
/// করা?", is it boiled?), and those lines name cooking words as often as the answers do; but a
/// question is not an instruction. A question tag is different: "নুন-হলুদ দিয়ে আলু আর ডাঁটা একসঙ্গে
/// ভাজবেন, তাই তো?" (you fry the potatoes and stalks together with salt and turmeric, right?)
/// states the step and asks only for a yes.
///
/// (Not for English transcripts: their punctuation is the speech recogniser's guess, and it ends
/// instructions with "?" as often as questions.)
extension TranscriptParser {
    /// Languages of the Indic lexicon.
    static let indicLanguages: Set<String> = ["hi", "bn", "te", "ta", "mr", "kn", "ml"]

    /// Up to `limit` lines of an Indian-language transcript that say what is cooked (a cooking
    /// action or two ingredients, by the lexicon, and not talk), in order: the channels open with
    /// greetings, places and family, which the first lines of the transcript had given as steps.
    /// A long recipe goes on to `actionLimit` with lines whose actions the outline reads, so that
    /// its last steps (the main ingredient in, the garnish, off the heat) are not cut off, and the
    /// interviews' chat past the twentieth step is not taken.
    static func indicSteps(_ transcript: String, limit: Int = 20, actionLimit: Int = 30) -> [String] {
        var steps: [String] = []
        for line in lines(transcript) where steps.count < actionLimit {
            guard let line = statement(line) else { continue }
            let words = TextTools.words(line)
            // "কাঁকড়া ভাজুন।" (fry the crab): two words are a step when they are a verb and what it acts on.
            guard words.count >= 3 ? indicStepLine(line) : (words.count == 2 && twoWordStep(line)) else { continue }
            // Talk that names a cooking word is not a step (`IndicTalk.swift`), and a line said
            // twice over ("কাঁকড়া ভাজুন। কাঁকড়া ভাজুন।", fry the crab) is one step.
            guard line != steps.last, !isIndicTalk(line) else { continue }
            if steps.count < limit || !IndicGist.actions(line).isEmpty { steps.append(line) }
        }
        return steps
    }

    static func twoWordStep(_ line: String) -> Bool {
        let kinds = IndicLexicon.tag(line).compactMap(\.kind)
        return kinds.contains(.verb) && kinds.contains { if case .ingredient = $0 { true } else { false } }
    }

    /// "give" that closes a Bengali or Hindi cooking line, where it means "add": "একটু নুন দিন।"
    /// (add a little salt), "এবার জল দেব।" (now I'll add water). Only last, and only with an
    /// ingredient named: "দিন" is also "day", and "दें" closes many a sentence.
    static let closingAddVerbs: Set<String> = [
        "দিন", "দেব", "দেবো", "দিবো", "দিই", "দেবেন", "দিলাম", "দিচ্ছি", "দাও", "দিয়ে দিন", "दें", "दीजिए", "डालिए",
    ]

    static func endsWithAdd(_ line: String) -> Bool {
        let words = TextTools.words(line)
        guard let last = words.last else { return false }
        return closingAddVerbs.contains(last) || (words.count >= 2 && closingAddVerbs.contains(words.suffix(2).joined(separator: " ")))
    }

    /// A line that says what is done: a cooking action of the lexicon, or two ingredients. Recipe
    /// words and dishes, which `indicCookingLine` counts for the classifier, make no step here:
    /// "এই রেসিপি খুব সহজ" (this recipe is very easy) and "চিকেন ঝাল চচ্চড়ির স্বাদ অসাধারণ" (chicken
    /// jhal chachhori tastes amazing) are talk about the dish.
    static func indicStepLine(_ line: String) -> Bool {
        var ingredients = 0
        for (_, kind) in IndicLexicon.tag(line) {
            switch kind {
            case .verb: return true
            case .ingredient: ingredients += 1
            default: break
            }
        }
        return ingredients >= 2 || (ingredients == 1 && endsWithAdd(line))
    }

    /// A transcript line in an Indian language (or romanised Hindi) that names a cooking action,
    /// or two ingredients.
    static func indicCookingLine(_ line: String) -> Bool {
        let counts = IndicLexicon.cookingWordCount(line)
        return counts.verbs > 0 || counts.ingredients >= 2
    }

    /// Question tags ("right?") by language, each with the full stop of its script.
    static let questionTags: [(tag: String, stop: String)] = [
        // Bengali: "isn't it so", "isn't it"
        ("তাই তো", "।"), ("তাই না", "।"),
        // Hindi: "no?" ("भूनना है ना?", it is to be fried, no?)
        ("ना", "।"),
        // Telugu, Tamil: "isn't it"
        ("కదా", "."), ("இல்லையா", "."), ("தானே", "."),
        // romanised Hindi
        ("na", "."), ("naa", "."),
    ]

    /// The line without its questions: sentence by sentence, a question goes, a tag question
    /// becomes its statement, the rest stays as written; nil when nothing is left. ("अब, रेखा जी
    /// इन्हें छोटे टुकड़ों में काटेंगी। क्या कोई और प्रक्रिया है?" keeps its first sentence: now Rekha
    /// ji will cut them into small pieces.)
    static func statement(_ line: String) -> String? {
        // Most lines ask nothing, and they stay exactly as written ("1.5 कप" is not split).
        // (Scalars, not characters: grapheme breaking of every transcript line is not free.)
        guard line.unicodeScalars.contains(where: questionMarks.contains) else { return line }
        var text = ""
        var sentence = ""
        func close() {
            if let claim = statementOfSentence(sentence) { text += (sentence.first?.fastIsWhitespace == true ? " " : "") + claim }
            sentence = ""
        }
        let characters = Array(line)
        for (index, character) in characters.enumerated() {
            sentence.append(character)
            // A full stop before a digit is a decimal point ("1.5"): the sentence goes on.
            let decimal = character == "." && index + 1 < characters.count && characters[index + 1].fastIsNumber
            if isQuestionMark(character) || "।!".contains(character) || (character == "." && !decimal) { close() }
        }
        close()
        let trimmed = text.trimmingEdges { $0.fastIsWhitespace }
        return trimmed.isEmpty ? nil : trimmed
    }

    /// Latin, full-width and Arabic question marks.
    static let questionMarks: Set<Unicode.Scalar> = ["?", "\u{FF1F}", "\u{061F}"]

    static func isQuestionMark(_ character: Character) -> Bool {
        character.unicodeScalars.count == 1 && character.unicodeScalars.first.map(questionMarks.contains) == true
    }

    /// One sentence as a statement, trimmed: as it is when it asks nothing, without its tag when
    /// it only asks for a yes, nil when it is a question.
    static func statementOfSentence(_ sentence: String) -> String? {
        var text = Substring(sentence.trimmingEdges { $0.fastIsWhitespace })
        guard let last = text.last else { return nil }
        guard isQuestionMark(last) else { return String(text) }
        text.removeLast()
        while text.last?.fastIsWhitespace == true { text.removeLast() }  // (`dropLast()` walks the whole text)
        for (tag, stop) in questionTags where text.hasSuffix(tag) {
            let before = text.dropLast(tag.count)
            // The tag is a word of its own: "… ভাজবেন, তাই তো", not the end of a longer word.
            guard let separator = before.last, separator.fastIsWhitespace || ",—-–".contains(separator) else { continue }
            let claim = String(before).trimmingEdges { $0.fastIsWhitespace || ",—-–".contains($0) }
            return claim.isEmpty ? nil : claim + stop
        }
        return nil
    }
}
