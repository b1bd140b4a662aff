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
        startsWithCookingVerb(folded) || endsWithStepVerb(folded) || readsAsWorldStep(folded) || readsAsHinglishStep(folded)
    }

    /// Polite imperatives of romanised Hindi, which end a method's clauses ("… tawa par sek lein").
    static let hinglishImperatives: Set<String> = [
        "lein", "len", "lijiye", "karein", "karen", "kijiye", "dalein", "daalein", "daliye", "dijiye", "dein", "milayein",
        "pakayein", "bhunein", "bhuniye", "rakhein", "rakhiye", "nikalein", "nikaliye",
    ]

    /// "Atta goondh lein, aloo bharke paratha bel lein aur tawa par sek lein": a line of romanised
    /// Hindi, four words or more, with such an imperative and a word of the Indic lexicon's
    /// cooking vocabulary (a food, a verb, a vessel).
    static func readsAsHinglishStep(_ folded: String) -> Bool {
        // (Asked of every prose line: the endings "ein", "iye", "len" first, by bytes.)
        guard folded.utf8.count <= 600, folded.utf8.allSatisfy({ $0 < 0x80 }),
            TextTools.contains(folded, "ein") || TextTools.contains(folded, "iye") || TextTools.contains(folded, "len")
                || TextTools.contains(folded, "karen")
        else { return false }
        let words = TextTools.words(folded)
        guard words.count >= 4, words.contains(where: hinglishImperatives.contains) else { return false }
        let counts = IndicLexicon.cookingWordCount(words: words)
        return counts.ingredients + counts.verbs >= 1
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

/// A method numbered on one line: "1. Boil the pasta 2. Melt the butter 3. Toss everything".
extension DescriptionParser {
    /// Where each number of such a method begins (a digit after a space or at the start, then
    /// "." or ")" and a space), when the numbers count on one by one, two of them at least:
    /// "bake 20 min. 2. Serve" alone cuts nothing, nor does "1.5 kg".
    static func inlineStepNumbers(_ text: ArraySlice<Character>) -> Set<Int> {
        var found: [(index: Int, number: Int)] = []
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index].fastIsNumber, index == text.startIndex || text[index - 1] == " " else {
                index += 1
                continue
            }
            var end = index
            while end < text.endIndex, end - index < 3, text[end].fastIsNumber { end += 1 }
            if end - index <= 2, end + 1 < text.endIndex, text[end] == "." || text[end] == ")", text[end + 1] == " ",
                let number = Int(String(text[index..<end]))
            {
                found.append((index, number))
            }
            index = end
        }
        var best: [Int] = []
        var run: [Int] = []
        var last = -1
        for entry in found {
            run = !run.isEmpty && entry.number == last + 1 ? run + [entry.index] : [entry.index]
            last = entry.number
            if run.count > best.count { best = run }
        }
        return best.count >= 2 ? Set(best) : []
    }

    /// Whether the text may hold such a number after a space (a byte scan for " 2. ", " 3) ").
    static func mayHoldInlineNumbers(_ text: String) -> Bool {
        // The last three bytes, oldest highest.
        var window: UInt32 = 0
        for byte in text.utf8 {
            if byte == 0x20, window >> 16 & 0xFF == 0x20, (0x30...0x39).contains(window >> 8 & 0xFF),
                window & 0xFF == 0x2E || window & 0xFF == 0x29
            {
                return true
            }
            window = (window << 8 | UInt32(byte)) & 0xFF_FFFF
        }
        return false
    }

    /// The step cut at such numbers, or the step.
    static func inlineNumberedSteps(_ step: String) -> [String] {
        guard step.utf8.count <= 2_000, mayHoldInlineNumbers(step) else { return [step] }
        let characters = Array(step)
        let starts = inlineStepNumbers(characters[...]).sorted()
        guard !starts.isEmpty else { return [step] }
        let bounds = ([0] + starts + [characters.count]).reduce(into: [Int]()) { if $0.last != $1 { $0.append($1) } }
        return zip(bounds, bounds.dropFirst()).map { String(characters[$0..<$1]).trimmed }.filter { !$0.isEmpty }
    }
}

/// A whole method written as one paragraph: "Cream the butter and sugar. Beat in the eggs. Bake
/// for 35 minutes." A cook following along needs the steps apart, so a method of one line is cut
/// at its sentences; every word is kept. A method of several lines is left as written: those
/// paragraphs are the creator's steps.
extension DescriptionParser {
    /// Words that end with a stop without ending a sentence ("1 Pck. Backpulver", "ca. 35 Minuten"
    /// is already held by its digit), folded and without the stop.
    static let stopAbbreviations: Set<String> = [
        "ca", "approx", "pck", "pkg", "tbsp", "tsp", "tbs", "oz", "lb", "lbs", "min", "mins", "hr", "hrs", "bzw", "evtl", "ggf", "etc",
        "vs", "dr", "st", "no", "nr", "env", "aprox", "cda", "cdta", "cs", "cc", "el", "tl", "msp", "gr", "pz", "cucch", "cucchiai",
    ]

    /// The sentences of a one-line method, or the line when it holds one sentence (or is longer
    /// than any caption, left alone as hostile text).
    static func paragraphSentences(_ paragraph: String) -> [String] {
        guard paragraph.utf8.count <= 4_000 else { return [paragraph] }
        let characters = Array(paragraph)
        var sentences: [String] = []
        var start = 0
        for index in characters.indices where ".!?。।".contains(characters[index]) {
            let next = index + 1
            // The sentence's end: the run of stops ("!!", "?!") ends with a space, or the script
            // has no spaces ("。").
            guard next >= characters.count || characters[next] == " " || characters[index] == "。" else { continue }
            let rest = characters[next...].drop { $0 == " " }
            guard let first = rest.first, !first.fastIsNumber else { continue }
            // A small letter goes on with the sentence, unless it opens a cooking verb, as the
            // sentences of a caption typed in lower case do ("…whites. dip the ladyfingers…").
            if first.isLowercase {
                let word = TextTools.leadingWords(String(rest.prefix(40)), limit: 1).first ?? ""
                guard characters[index] == ".", Vocabulary.isWrittenStepVerb(word) else { continue }
            }
            let word = characters[start..<index].split(separator: " ").last.map { TextTools.fold(String($0)) } ?? ""
            guard characters[index] != "." || !stopAbbreviations.contains(word) && word.count > 1 else { continue }
            sentences.append(String(characters[start...index]).trimmed)
            start = next
        }
        sentences.append(String(characters[start...]).trimmed)
        // A word or two after a stop ("Enjoy!", "Breakfast hash!") stays with the sentence before it.
        var merged: [String] = []
        for sentence in sentences where !sentence.isEmpty {
            if let last = merged.last, TextTools.words(sentence).count < 3 {
                merged[merged.count - 1] = last + " " + sentence
            } else {
                merged.append(sentence)
            }
        }
        return merged.count >= 2 ? merged : [paragraph]
    }
}

extension DescriptionParser {
    /// "Escalde o polvilho com o leite fervendo. Junte os ovos e sove. Faça bolinhas e asse.": a
    /// paragraph after a list whose first verb the vocabulary lacks, read as the method when it
    /// holds two sentences or more and half of them at least, two or more, open with a cooking verb. No verb
    /// list is complete in sixteen languages; the other sentences vouch for the first.
    static func readsAsMethodParagraph(_ line: String) -> Bool {
        guard line.utf8.count <= 2_000, line.contains(where: { ".!?".contains($0) }) else { return false }
        let sentences = paragraphSentences(line)
        guard sentences.count >= 2 else { return false }
        let verbs = sentences.filter { readsAsMethodLine(TextTools.fold($0)) }.count
        return verbs >= 2 && verbs * 2 >= sentences.count
    }

    /// A line after the list that opens the method: a step's number or verb, or (where one may
    /// start) such a paragraph.
    static func opensMethod(_ line: String, folded: String, paragraph: Bool) -> Bool {
        startsWithStep(line) || readsAsMethodLine(folded) || paragraph && readsAsMethodParagraph(line)
    }
}
