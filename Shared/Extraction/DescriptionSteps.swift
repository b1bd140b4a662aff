/// Lines of a description that read as steps: a bulleted method, a cooking verb first, "finish
/// with", and the yield or nutrition lines that follow a method without being steps.
extension DescriptionParser {
    /// The lines of a bulleted run ("- …" on three lines or more, no blank between) in which most
    /// lines open with a cooking verb: a method written as bullets, whose other lines are steps
    /// too ("- Réhydratez …" before "- Faites revenir …": a verb the vocabulary lacks). Lines
    /// that open with an amount are left to the ingredient rules.
    static func bulletedMethodLines(_ rawLines: [some StringProtocol]) -> Set<String> {
        var result: Set<String> = []
        var run: [String] = []
        var bullet: Character?
        func flush() {
            let verbs = run.filter { startsWithCookingVerb(TextTools.fold($0)) }.count
            if run.count >= 3, verbs >= 2, verbs * 2 >= run.count {
                result.formUnion(run.filter { !startsWithAmount(TextTools.stripBullet($0)) })
            }
            run = []
        }
        for rawLine in rawLines {
            let line = String(rawLine).trimmed
            let marker = line.first.flatMap { "-–•*▪►".contains($0) && line.dropFirst().first == " " ? $0 : nil }
            if marker == nil || marker != bullet { flush() }
            bullet = marker
            if marker != nil { run.append(line) }
        }
        flush()
        return result
    }

    /// "Serves 8. Calories per slice: 240", "Prep time: 15 minutes": what the recipe yields or
    /// takes (read into its meta), not a step, though it follows the method.
    static func isMetaLine(_ line: String) -> Bool {
        guard line.utf8.count <= 120, !startsWithStep(line), !startsWithCookingVerb(TextTools.fold(line)) else { return false }
        return MetaParser.parse(line) != MetaParser.Meta()
    }

    static func startsWithCookingVerb(_ folded: String) -> Bool {
        let words = TextTools.leadingWords(TextTools.stripBullet(folded), limit: 4)
        guard let first = words.first else { return false }
        return
            ((Vocabulary.isWrittenStepVerb(first) || Vocabulary.opensWithTwoWordVerb(words))
            && TextTools.leadingWords(folded, limit: 4).count >= 4)
            || finishesWith(words)
    }

    /// Whether a line reads as a step: a cooking verb first, a German infinitive last, or a
    /// step in one of the languages of `WorldSteps.swift`.
    static func readsAsMethodLine(_ folded: String) -> Bool {
        startsWithCookingVerb(folded) || endsWithStepVerb(folded) || readsAsWorldStep(folded)
    }

    /// "Kartoffeln kochen, pellen und in Scheiben schneiden.", "Eier trennen.", "Mindestens 1
    /// Stunde ziehen lassen.": a German method puts the verb at its sentence's end, so its steps
    /// open with the food. Not "Öl zum Braten" or "Puderzucker zum Bestäuben" (a purpose, on an
    /// ingredient line), nor a line that opens with an amount, which the list rules read.
    static func endsWithStepVerb(_ folded: String) -> Bool {
        let line = TextTools.stripBullet(folded)
        guard line.utf8.count <= 400, let first = line.first, !first.fastIsNumber, !startsWithAmount(line) else { return false }
        // The first sentence's words: up to a full stop followed by a space.
        var sentenceEnd = line.endIndex
        var previousWasStop = false
        for index in line.indices {
            if previousWasStop && line[index] == " " {
                sentenceEnd = line.index(before: index)
                break
            }
            previousWasStop = line[index] == "."
        }
        let words = TextTools.words(line[..<sentenceEnd])
        guard words.count >= 2, let last = words.last, Vocabulary.germanStepInfinitives.contains(last) || last == "lassen" else {
            return false
        }
        return !["zum", "zur", "beim", "zu", "fur", "vom", "ohne"].contains(words[words.count - 2])
    }

    /// "Finish with lemon and parsley", "finish it with a drizzle of oil": a recipe's last step.
    /// Not "finish" alone, which the vocabulary leaves out: in speech "by the time I finish" and
    /// "when you finish" are no steps.
    static func finishesWith(_ words: [String]) -> Bool {
        words.first == "finish" && words.dropFirst().prefix(2).contains("with") && words.count >= 3
    }
}
