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

    mutating func add(transcript: String, english: String, steps stepTexts: [String]) {
        let source = Self.timestamps(transcript)
        var stampOfText: [String: String] = [:]
        for line in source where stampOfText[line.text] == nil { stampOfText[line.text] = line.stamp }
        let cooking = Set(Self.timestamps(english).filter { Self.isCooking($0.text) }.map(\.stamp))
        var taken: Set<String> = []
        for text in stepTexts {
            guard let stamp = stampOfText[text.trimmingCharacters(in: .whitespaces)] ?? Self.stampOfTaggedLine(text, in: source) else {
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
