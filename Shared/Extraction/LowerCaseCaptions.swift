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

    /// Measures written without a number ("pinch of salt"), which open an entry of a list whose
    /// line breaks were lost as an amount does.
    static let measuresWithoutNumber: Set<String> = ["pinch", "dash", "handful", "splash", "knob", "drizzle", "sprinkle"]

    /// Whether `rest` opens with such a measure and "of", perhaps after "a".
    static func opensMeasureOf(_ rest: ArraySlice<Character>) -> Bool {
        // Asked at every word of such a list: the first letter rules out most words unread.
        guard let first = rest.first, "pdhskaPDHSKA".contains(first) else { return false }
        var words = rest.prefix(24).split(separator: " ", maxSplits: 3).map { String($0).lowercased() }
        if words.first == "a" { words.removeFirst() }
        return words.count >= 2 && measuresWithoutNumber.contains(words[0]) && words[1] == "of"
    }
}
