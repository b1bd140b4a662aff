/// Short-form captions typed in lower case and without stops: "easy crepes ingredients: 2 eggs
/// 1 cup flour 1 1/4 cups milk 2 tbsp melted butter pinch of salt whisk everything until smooth
/// rest 10 minutes cook in a hot buttered pan". Nothing but the words says where the list ends:
/// the method opens with a verb and its object ("whisk everything", "bake at 350"), which no
/// ingredient entry has. Read as one more entry, the method had taken the last ingredients
/// with it, and the whole entry was then dropped as too long to be one.
extension DescriptionParser {
    /// Verbs that open a caption's method (folded): the common ones only, none of which names a
    /// food when it follows one ("cake mix", "pot roast" are followed by no word of
    /// `methodObjects`).
    static let methodOpeners: Set<String> = [
        "add", "mix", "whisk", "stir", "combine", "blend", "bake", "cook", "fry", "boil", "simmer", "pour", "melt", "beat", "fold",
        "knead", "roast", "grill", "saute", "place", "put", "transfer", "microwave", "chill", "serve", "preheat", "heat", "toss", "sear",
        "spread", "sprinkle", "drizzle", "season", "air-fry", "refrigerate", "marinate", "let",
    ]

    /// What such a verb is followed by when it opens a step: its object or where it happens.
    static let methodObjects: Set<String> = [
        "everything", "all", "together", "it", "them", "well", "until", "the", "in", "into", "on", "at", "for", "over", "a", "an",
        "your", "some", "this", "these", "both", "up", "dry", "wet",
    ]

    /// Words after which a verb belongs to the entry ("sugar to sprinkle on top", "oil for
    /// drizzling over", "salt and pepper to season").
    static let entryLinks: Set<String> = ["to", "for", "of", "and", "or", "a", "the", "&", "plus", "with"]

    /// Whether a caption's method opens at `index` of the lower-cased text: a word of
    /// `methodOpeners` there, after a word that does not link it to the entry, and followed by a
    /// word of `methodObjects`.
    static func methodOpens(_ lower: [Character], at index: Int) -> Bool {
        func word(from start: Int) -> (String, end: Int) {
            var end = start
            while end < lower.count, end - start < 14, lower[end].isLetter || lower[end] == "-" { end += 1 }
            return (String(lower[start..<end]), end)
        }
        let (verb, verbEnd) = word(from: index)
        guard methodOpeners.contains(verb), verbEnd < lower.count, lower[verbEnd] == " " else { return false }
        // The word before, across a space and perhaps a stop or comma ("salt. whisk", "salt, whisk").
        var before = index - 1
        while before >= 0, lower[before] == " " || lower[before] == "." || lower[before] == "," { before -= 1 }
        guard before >= 0, lower[before].isLetter else { return false }
        var previousStart = before
        while previousStart > 0, previousStart > before - 14, lower[previousStart - 1].isLetter { previousStart -= 1 }
        guard !entryLinks.contains(String(lower[previousStart...before])) else { return false }
        var next = verbEnd
        while next < lower.count, lower[next] == " " { next += 1 }
        return methodObjects.contains(word(from: next).0)
    }

    /// Whether a method numbered on the list's line opens at `index`: "1. " or "1) " after a
    /// space, then a cooking verb ("1. Boil the pasta"; not "1. 2 cups flour").
    static func opensNumberedMethod(_ characters: [Character], at index: Int) -> Bool {
        guard characters[index] == "1", index > 0, characters[index - 1] == " ", index + 3 < characters.count,
            characters[index + 1] == "." || characters[index + 1] == ")", characters[index + 2] == " "
        else { return false }
        return readsAsStep(String(characters[(index + 3)..<min(characters.count, index + 63)]))
    }

    /// The first letters of `Vocabulary.measuresWithoutNumber` and of "a": a word that opens
    /// with another letter opens no such measure.
    static let measureInitials: Set<Character> = Set(Vocabulary.measuresWithoutNumber.compactMap(\.first)).union(["a"])

    /// Whether `rest` opens with a measure written without a number (`Vocabulary.measuresWithoutNumber`:
    /// "pinch of salt", "a handful of spinach") and "of", perhaps after "a": such a measure opens an
    /// entry of a list whose line breaks were lost, as an amount does.
    static func opensMeasureOf(_ rest: ArraySlice<Character>) -> Bool {
        // Asked at every word of such a list: the first letter rules out most words unread.
        guard let first = rest.first?.lowercased().first, measureInitials.contains(first) else { return false }
        var words = rest.prefix(24).split(separator: " ", maxSplits: 3).map { String($0).lowercased() }
        if words.first == "a" { words.removeFirst() }
        return words.count >= 2 && Vocabulary.measuresWithoutNumber.contains(words[0]) && words[1] == "of"
    }
}

/// A caption's list parted by bars: "Green smoothie 🥬 2 cups spinach | 1 banana | 1 cup almond
/// milk | 1 tbsp peanut butter | blend until smooth" had been one line, and no recipe.
extension DescriptionParser {
    /// The line cut at its bars, headed as a list, when three parts or more open with an amount
    /// and two in three of those name foods ("520 cal | 48g protein | 55g carbs" stays a line of
    /// figures, "Serves 4 | Prep 10 min" too). Words before the first amount in the first part
    /// are the caption's own line.
    static func barList(_ line: Substring) -> [String]? {
        guard line.utf8.count <= 2_000, line.utf8.lazy.filter({ $0 == 0x7C }).count >= 2 else { return nil }
        var parts = line.split(separator: "|").map { $0.trimmed }.filter { !$0.isEmpty }
        var before: [String] = []
        if let first = parts.first, !startsWithAmount(first),
            let digit = first.indices.first(where: {
                first[$0].fastIsNumber && $0 > first.startIndex && first[first.index(before: $0)] == " "
            })
        {
            before = [String(first[..<digit]).trimmed]
            parts[0] = String(first[digit...])
        }
        let entries = parts.filter(startsWithAmount)
        guard entries.count >= 3, namesFoods(entries) else { return nil }
        // The parts after the last entry that open with a cooking verb are the method ("blend
        // until smooth"), under a heading of their own.
        guard let lastEntry = parts.lastIndex(where: startsWithAmount), lastEntry + 1 < parts.count,
            parts[(lastEntry + 1)...].allSatisfy(readsAsStep)
        else { return before + ["Ingredients:"] + parts }
        return before + ["Ingredients:"] + parts[...lastEntry] + ["Method:"] + parts[(lastEntry + 1)...]
    }
}

/// A caption's variations, each on a line of its own with a label: "1️⃣ PB & banana: 1 tbsp peanut
/// butter + 1/2 banana", "Berry: 1/3 cup mixed berries". These had been read as steps, or dropped,
/// and their foods were missing from the list.
extension DescriptionParser {
    /// The label as a part's heading and one line per entry, when every part after the colon
    /// opens with an amount and names a food; nil otherwise ("Bake: 20 minutes", "Serves: 4").
    static func labelledEntries(_ line: Substring) -> [String]? {
        // Most lines with a colon are not this: an amount must follow it (checked first, cheaply).
        guard line.utf8.count <= 300, let colon = line.firstIndex(of: ":"),
            let opening = line[line.index(after: colon)...].first(where: { !$0.fastIsWhitespace }),
            opening.fastIsNumber || TextTools.isFraction(opening)
        else { return nil }
        // (A keycap number, "1️⃣", numbers the variation, not the label.)
        let unnumbered = String(line[..<colon].drop { $0.unicodeScalars.contains("\u{20E3}") || $0 == " " })
        let label = TextTools.stripBullet(unnumbered).trimmingEdges { TextTools.isDecoration($0) || $0.fastIsWhitespace }
        let words = TextTools.words(label)
        guard (1...4).contains(words.count), label.count <= 30, !label.contains(where: \.fastIsNumber),
            !isIngredientHeader(headingText(TextTools.fold(label))), !isMethodHeader(headingText(TextTools.fold(label)))
        else { return nil }
        let rest = line[line.index(after: colon)...]
        let parts = rest.split(separator: "+").flatMap { $0.split(separator: ",") }.map { $0.trimmed }.filter { !$0.isEmpty }
        guard !parts.isEmpty, parts.count <= 8, parts.allSatisfy(startsWithAmount), namesFoods(parts),
            !parts.contains(where: readsAsStep)
        else { return nil }
        return [label + ":"] + parts
    }
}
