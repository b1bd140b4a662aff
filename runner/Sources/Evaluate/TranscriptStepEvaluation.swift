import Extraction
import Foundation

/// How well the steps taken from an Indian-language transcript describe the cooking, judged on the
/// source dataset's English translation of the same lines (matched by timestamp): a line is a
/// cooking line when its translation names a cooking action. The judge's verbs are its own, not
/// the extractor's, so the extractor cannot agree with itself.
struct TranscriptStepEvaluation {
    /// Steps matched to a transcript line; of them, cooking lines.
    var steps = 0
    var cookingSteps = 0
    /// Cooking lines in the transcripts; of them, taken as steps.
    var cookingLines = 0
    var cookingLinesTaken = 0

    /// English cooking actions in every form a translation uses ("is added", "frying", "fry").
    static let judgeVerbs: Set<String> = {
        let verbs = [
            "add", "bake", "beat", "blend", "boil", "chop", "coat", "cook", "cover", "cut", "dice", "drain", "fry", "garnish", "grate",
            "grind", "heat", "knead", "marinate", "mash", "melt", "mince", "mix", "peel", "pour", "pressure-cook", "roast", "roll",
            "saute", "season", "serve", "simmer", "slice", "soak", "sprinkle", "steam", "stir", "strain", "temper", "toast", "toss",
            "transfer", "wash", "rinse", "squeeze", "spread", "flip", "stuff", "wrap", "sear", "crush", "dry-roast",
        ]
        // Irregular forms, and the tempering of Indian cooking by its own name.
        var forms: Set<String> = ["ground", "fried", "tadka"]
        for verb in verbs {
            let doubled = ["chop", "stir", "flip", "wrap"].contains(verb) ? verb + verb.suffix(1) : verb
            let stem = verb.hasSuffix("e") ? String(verb.dropLast()) : doubled
            forms.formUnion([verb, verb + "s", verb.hasSuffix("e") ? verb + "d" : doubled + "ed", stem + "ing"])
        }
        return forms
    }()

    /// Text → its first timestamp, for lines written "[00:01:07] text" or "[00:01:07.000] text".
    static func timestamps(_ transcript: String) -> [(stamp: String, text: String)] {
        transcript.split(whereSeparator: \.isNewline).compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("["), let close = trimmed.firstIndex(of: "]") else { return nil }
            let stamp = String(trimmed[trimmed.index(after: trimmed.startIndex)..<close])
            return (stamp, trimmed[trimmed.index(after: close)...].trimmingCharacters(in: .whitespaces))
        }
    }

    static func isCooking(_ english: String) -> Bool {
        english.lowercased().split { !$0.isLetter && $0 != "-" }.contains { judgeVerbs.contains(String($0)) }
    }

    /// A step the extractor made from a line with a question in it: the tag question as its
    /// statement ("… ভাজবেন, তাই তো?" → "… ভাজবেন।", you fry …, right?), or the line's other
    /// sentences. Its words (ten characters or more, without the closing stop) stand in a line
    /// that has a question mark.
    static func stampOfTaggedLine(_ step: String, in source: [(stamp: String, text: String)]) -> String? {
        let claim = step.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "।."))
        guard claim.count >= 10 else { return nil }
        return source.first { line in line.text.contains("?") && line.text.contains(claim) }?.stamp
    }

    /// Steps with an English gist; the gist's actions and ingredients that the English
    /// reference line of the same timestamp also names.
    var gists = 0
    var gistActions = 0
    var gistActionsAgreeing = 0
    var gistIngredients = 0
    var gistIngredientsAgreeing = 0
    var gistSamples: [String] = []
    /// Times, heats and "until golden" in gists; of them, agreeing with the English line
    /// (`GistNoteEvaluation.swift`). Gisted lines whose English states a time / a heat; of them,
    /// gists that carry one.
    var gistNotes = 0
    var gistNotesAgreeing = 0
    var timedLines = 0
    var timedLinesWithTime = 0
    var heatLines = 0
    var heatLinesWithHeat = 0

    /// The judge's families of actions: a gist's "sauté" agrees with a translation's "fry" or
    /// "roast", its "cut" with "chop" or "slice". Any other action must be named as it is.
    static let actionFamilies: [[String]] = [
        ["fry", "saute", "sauté", "roast", "toast", "sear"], ["cut", "chop", "slice", "dice", "mince"], ["cook", "simmer", "boil"],
        ["mix", "stir", "combine", "blend", "knead", "mash", "toss"], ["add", "put", "pour", "sprinkle", "drop", "transfer"],
        ["grind", "blend", "crush", "paste", "ground"], ["take out", "remove", "take off the heat", "off the heat", "transfer"],
        ["temper", "tempering", "tadka", "splutter"], ["set aside", "aside"], ["flip", "turn"],
        ["turn off the heat", "turn off", "turned off", "switch off", "switched off", "turn the stove off", "turn the gas off"],
    ]

    static func agrees(action: String, with line: String) -> Bool {
        let family = actionFamilies.filter { $0.contains(action) }.flatMap { $0 } + [action]
        // Taking out or off says what is taken between: "take it off", "taking them out into a
        // bowl", "take it off the fire".
        if family.contains("take out"),
            line.range(of: #"\btak\w* (\w+ ){0,2}(out|off)\b"#, options: [.regularExpression, .caseInsensitive]) != nil
        {
            return true
        }
        let words = line.lowercased().split { !$0.isLetter && $0 != "-" }.map(String.init)
        return family.contains { member in
            let stem = member.hasSuffix("e") ? String(member.dropLast()) : member
            if member.contains(" ") { return line.lowercased().contains(member) }
            return words.contains { $0.hasPrefix(stem) && $0.count <= stem.count + 4 }
        }
    }

    /// An ingredient agrees when the reference line has its last word (or its first, "curry
    /// leaves" for "curry"), singular or plural.
    static func agrees(ingredient: String, with line: String) -> Bool {
        let words = line.lowercased().split { !$0.isLetter }.map(String.init)
        let name = ingredient.lowercased().split(separator: " ").filter { $0.first?.isLetter == true }.map(String.init)
        let keys = [name.last, name.first].compactMap { $0 }
        return (keys + keys.flatMap { otherNames[$0] ?? [] }).contains { key in
            let stem = key.hasSuffix("es") ? String(key.dropLast(2)) : (key.hasSuffix("s") ? String(key.dropLast()) : key)
            let root = stem.count > 4 && stem.hasSuffix("y") ? String(stem.dropLast()) : stem
            return words.contains { $0.hasPrefix(root) && $0.count <= root.count + 3 }
        }
    }

    /// The names Indian-English translations use for the same thing: "dal" for lentils, "brinjal"
    /// for aubergine, "masala" for a spice mix, "chili" for chilli.
    static let otherNames: [String: [String]] = [
        "lentils": ["dal", "daal", "dhal", "lentil"], "lentil": ["dal", "daal"], "aubergine": ["eggplant", "brinjal", "baingan"],
        "chilli": ["chili", "chile", "chilies", "chillies"], "mix": ["masala", "spices", "spice"], "spice": ["masala", "spices"],
        "taro": ["arbi", "colocasia", "arvi"], "asafoetida": ["hing", "asafetida"], "semolina": ["rava", "ravva", "sooji", "suji"],
        "mango": ["amchur", "aamchur"], "gourd": ["tindora", "dondakaya", "kundru", "parwal", "potol"],
        "flour": ["atta", "maida", "besan", "dough", "batter"],
        "prawns": ["shrimp", "chingri"], "figs": ["fig", "anjeer"], "vermicelli": ["semiya", "sevai", "seviyan"],
        "yogurt": ["curd", "dahi", "yoghurt"], "ghee": ["clarified"], "banana": ["mocha", "plantain"],
    ]

    mutating func addGists(transcript: String, english: String, steps: [(text: String, gist: String?)]) {
        let source = Self.timestamps(transcript)
        var stampOfText: [String: String] = [:]
        for line in source where stampOfText[line.text] == nil { stampOfText[line.text] = line.stamp }
        var englishOfStamp: [String: String] = [:]
        for line in Self.timestamps(english) where englishOfStamp[line.stamp] == nil { englishOfStamp[line.stamp] = line.text }
        for step in steps {
            guard let stamp = stampOfText[step.text.trimmingCharacters(in: .whitespaces)], let reference = englishOfStamp[stamp] else {
                continue
            }
            guard let gist = step.gist else {
                if Self.isCooking(reference), gistSamples.count < 3000 {
                    gistSamples.append("  NO GIST \(step.text)\n     REF \(reference)")
                }
                continue
            }
            gists += 1
            if gistSamples.count < 3000 { gistSamples.append("  GIST \(gist)\n     REF \(reference)") }
            if !Self.times(in: reference).isEmpty {
                timedLines += 1
                if gist.contains(" for ") { timedLinesWithTime += 1 }
            }
            if Self.statesHeat(reference) {
                heatLines += 1
                // A level, not "take … off the heat" nor "turn off the heat".
                if ["low", "medium", "high"].contains(where: { gist.contains("on \($0) heat") }) { heatLinesWithHeat += 1 }
            }
            for clause in gist.dropLast().split(separator: ";") {
                let (core, notes) = Self.notes(of: clause.trimmingCharacters(in: .whitespaces).lowercased())
                gistNotes += notes.count
                gistNotesAgreeing += notes.filter { Self.agrees(note: $0, with: reference) }.count
                let parts = core.trimmingCharacters(in: .whitespaces)
                // An action is one word, but "take out" and "take … off the heat".
                var words = parts.split(separator: " ").map(String.init)
                guard !words.isEmpty else { continue }
                var action = words.removeFirst()
                if action == "set", words.first == "aside" {
                    action = "set aside"
                    words.removeFirst()
                } else if action == "turn", words.first == "off" {
                    action = "turn off the heat"
                    words.removeAll()
                } else if action == "take" {
                    action = parts.hasSuffix("off the heat") ? "take off the heat" : "take out"
                    if words.first == "out" { words.removeFirst() }
                }
                gistActions += 1
                if Self.agrees(action: action, with: reference) { gistActionsAgreeing += 1 }
                let things = words.joined(separator: " ").replacingOccurrences(of: "off the heat", with: "")
                for thing in things.replacingOccurrences(of: " and ", with: ", ").split(separator: ",") {
                    let name = thing.trimmingCharacters(in: .whitespaces).split(separator: " ").drop { $0.first?.isNumber == true }
                    // The amount's unit goes too ("1 tsp tamarind" → "tamarind").
                    let bare = name.count > 1 && IngredientVocabulary.canonicalUnit(String(name.first!)) != nil ? name.dropFirst() : name
                    guard !bare.isEmpty else { continue }
                    gistIngredients += 1
                    if Self.agrees(ingredient: bare.joined(separator: " "), with: reference) { gistIngredientsAgreeing += 1 }
                }
            }
        }
    }

    mutating func add(transcript: String, english: String, steps stepTexts: [String]) {
        let source = Self.timestamps(transcript)
        var stampOfText: [String: String] = [:]
        for line in source where stampOfText[line.text] == nil { stampOfText[line.text] = line.stamp }
        let translated = Self.timestamps(english)
        let cooking = Set(translated.filter { Self.isCooking($0.text) }.map(\.stamp))
        // Some translations stop partway through a long transcript: a step from a line past the
        // end has nothing to be judged on, and is neither a cooking line nor talk.
        let judged = Set(translated.map(\.stamp))
        var taken: Set<String> = []
        for text in stepTexts {
            guard let stamp = stampOfText[text.trimmingCharacters(in: .whitespaces)] ?? Self.stampOfTaggedLine(text, in: source),
                judged.contains(stamp)
            else {
                continue
            }
            steps += 1
            taken.insert(stamp)
            if cooking.contains(stamp) { cookingSteps += 1 }
        }
        cookingLines += cooking.count
        cookingLinesTaken += cooking.intersection(taken).count
    }
}
