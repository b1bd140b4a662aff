/// A whole list written in one sentence, as short-form captions write it: "Ingredients: 1 lb
/// shrimp, 4 tbsp butter, 6 cloves garlic minced, juice of 1 lemon, salt and pepper, fresh
/// parsley", "1 banana + 2 eggs + 1/4 cup oats". Read as one ingredient, every entry after the
/// first was a note of the first, and `listOfItems` refused such a line when an entry closed on
/// a participle ("garlic minced"). Here the line is cut at each comma, plus sign or semicolon
/// outside parentheses, and a part that only says how to prepare or use the entry before it
/// ("finely chopped", "to taste", "about 2 cups", "or lamb") is put back onto it.
extension DescriptionParser {
    /// The entries, or nil for a line that is no such list: at least three parts open with an
    /// amount, two of them after a separator (one ingredient line has one amount, or a second
    /// one of its own: "2 tablespoons butter, plus 1 teaspoon").
    static func commaListItems(_ text: String) -> [String]? {
        commaList(text)?.items
    }

    /// The same, and what follows the list's last entry after a full stop ("…, fresh parsley.
    /// Enjoy!", "…, parsley. 1. Boil the pasta…"), which is not the list's.
    static func commaList(_ text: String, lowerCaseMethod: Bool = false) -> (items: [String], rest: String?)? {
        guard text.utf8.count <= 2_000, text.contains(where: { $0 == "," || $0 == "+" || $0 == ";" || $0 == "،" }) else { return nil }
        // "…, cocoa. whip the yolks…": in a caption typed in lower case the method opens after a
        // stop with a small letter, at a cooking verb (for callers that keep what follows).
        var text = text
        var methodAfter: String?
        if lowerCaseMethod, let stop = lowerCaseMethodStart(text) {
            methodAfter = String(text[stop...]).trimmed
            text = String(text[..<stop])
        }
        var parts: [String] = []
        var current = ""
        var depth = 0
        var previous: Character = " "
        for character in text {
            if character == "(" || character == "[" { depth += 1 }
            if character == ")" || character == "]" { depth = max(0, depth - 1) }
            current.append(character)
            // "," or ";" (or Arabic's "،") before a space, or a "+" between spaces; a decimal comma
            // ("1,5 kg") is no separator.
            if depth == 0 && character == " " && (previous == "," || previous == ";" || previous == "+" || previous == "،")
                && (previous != "+" || current.dropLast(2).last == " ")
            {
                parts.append(String(current.dropLast(2)).trimmed)
                current = ""
            }
            previous = character
        }
        var rest: String?
        // "…, fresh parsley. Enjoy!": a full stop before a capital ends the last entry.
        if let stop = current.firstRange(of: ". "),
            current[stop.upperBound...].first.map({ $0.isUppercase || $0.fastIsNumber }) == true
        {
            rest = String(current[stop.upperBound...]).trimmed
            current = String(current[..<stop.lowerBound])
        }
        parts.append(current.trimmingEdges { $0.fastIsWhitespace || $0 == "." || $0 == "," })
        parts = parts.filter { !$0.isEmpty }
        if let methodAfter { rest = [rest, methodAfter].compactMap { $0 }.joined(separator: " ") }
        // "you need 4 medium potatoes, 1 onion, …", "necesitas 4 patatas, …": the words that
        // announce the list are not its first entry.
        if let first = parts.first, let opener = listOpeners.first(where: { TextTools.fold(first).hasPrefix($0 + " ") }),
            opensWithAmount(String(first.dropFirst(opener.count)).trimmed)
        {
            parts[0] = String(first.dropFirst(opener.count)).trimmed
        }
        let amountLed = parts.map { opensWithAmount(withoutLeadingConnector($0)) }
        guard parts.count >= 3, amountLed.filter({ $0 }).count >= 3, amountLed.dropFirst().filter({ $0 }).count >= 2 else { return nil }
        var items: [String] = []
        // (Alternatives stay entries of their own: "…, pork, or lamb" after "ground beef" may as
        // well be "…, nonstick spray, melted butter, or more oil" after "1 cup milk", and an entry
        // hidden in another's notes is a dropped ingredient.)
        for (part, opensWithAmount) in zip(parts, amountLed) {
            if let last = items.last, continuesItem(part, opensWithAmount: opensWithAmount) {
                items[items.count - 1] = last + ", " + part
            } else {
                items.append(opensWithAmount ? withoutLeadingConnector(part) : part)
            }
        }
        return items.count >= 3 ? (items, rest) : nil
    }

    /// Words that announce a caption's list in the sentence that holds it (folded).
    static let listOpeners = [
        "you need", "you'll need", "you will need", "all you need is", "you need:", "necesitas", "necesitamos", "vas a necesitar",
        "ti servono", "vi servono", "servono", "hai bisogno di", "il vous faut", "il te faut", "il faut", "du brauchst", "ihr braucht",
        "voce vai precisar de", "vai precisar de", "precisa de",
    ]

    /// Where a lower-case caption's method opens after a stop: ". " then a small letter that
    /// begins a cooking verb ("cocoa. whip the yolks", "sal. pela y corta"); nil when it does not.
    static func lowerCaseMethodStart(_ text: String) -> String.Index? {
        var search = text.startIndex
        while let stop = text[search...].firstRange(of: ". ") {
            let after = text[stop.upperBound...]
            if after.first?.isLowercase == true, let word = TextTools.leadingWords(String(after.prefix(40)), limit: 1).first,
                Vocabulary.isWrittenStepVerb(word)
            {
                return stop.upperBound
            }
            search = stop.upperBound
        }
        return nil
    }

    /// "and 2 eggs" → "2 eggs": the "and" before a list's last entry.
    static func withoutLeadingConnector(_ part: String) -> String {
        let folded = TextTools.fold(String(part.prefix(5)))
        for connector in ["and ", "& ", "et ", "y ", "e ", "und "] where folded.hasPrefix(connector) {
            return String(part.dropFirst(connector.count)).trimmed
        }
        return part
    }

    static func opensWithAmount(_ part: String) -> Bool {
        startsWithApproximateAmount(part) || TextTools.isFraction(part.first ?? " ")
            || IngredientParser.arabicUnitCounts(part).utf8.count != part.utf8.count
    }

    /// What, after a separator, belongs to the entry before it: how to prepare or use it
    /// ("finely chopped", "sliced into long ribbons using a peeler", "seeds removed", "to
    /// taste", "divided"), an alternative ("or lamb"), the same amount again ("about 175g/6oz
    /// each", "¾ inch thick") or its parts ("5 cloves garlic, 2 cloves minced, 3 cloves
    /// sliced"). A part that names something ("juice of 1 lemon", "grated parmesan", "freshly
    /// ground black pepper", "clarified butter for frying", "salt and pepper") is an entry.
    static func continuesItem(_ part: String, opensWithAmount: Bool) -> Bool {
        if opensWithAmount {
            var tokens = IngredientParser.tokenize(withoutParentheses(part))
            while let first = tokens.first, Vocabulary.approximationWords.contains(TextTools.fold(first)) { tokens.removeFirst() }
            guard IngredientParser.readAmount(&tokens) != nil else { return false }
            _ = IngredientParser.readUnit(&tokens, afterAmount: true, atEnd: true)
            let rest = TextTools.words(tokens.joined(separator: " ")).filter { $0.contains(where: \.isLetter) }
            return rest.allSatisfy { word in
                isPreparation(word) || Vocabulary.units[word] != nil || cuttingWords.contains(word) || word.hasSuffix("ly")
                    || ["each", "total", "in", "a"].contains(word)
            }
        }
        var words = TextTools.words(withoutParentheses(part))
        if let first = words.first, ["and", "&", "et", "y", "e", "und"].contains(first) { words.removeFirst() }
        guard let first = words.first, let last = words.last else { return true }
        if itemNoteOpenings.contains(first) || removalWords.contains(first) { return true }
        // "seeds removed", "juice only", "garlic minced", "zest cut into thin strips": a name,
        // then what is done to it.
        if words.count >= 2
            && (isPreparation(last) || words.dropFirst().contains(where: removalWords.contains)
                || (words.count >= 3 && isPreparation(words[1]) && clauseWords.contains(words[2])))
        {
            return true
        }
        guard isPreparation(first) || (first.count > 4 && first.hasSuffix("ly")) else { return false }
        // "peeled and deveined", "toasted and ground", "cut into cubes"; or a clause after
        // preparation words alone ("soaked in cold water", "finely sliced at an angle"). Not
        // "grated parmesan" or "finely chopped fresh parsley": those name the entry.
        func describes(_ word: String) -> Bool {
            isPreparation(word) || Vocabulary.connectors.contains(word) || cuttingWords.contains(word) || word.hasSuffix("ly")
                || Vocabulary.sizeWords.contains(word)
                || ["ground", "well", "very", "whole", "according", "cold", "warm", "hot", "chilled", "frozen", "fine", "dry"].contains(
                    word)
        }
        if words.allSatisfy(describes) { return true }
        guard let clause = words.firstIndex(where: clauseWords.contains) else { return false }
        return words[..<clause].allSatisfy(describes)
    }

    /// A word of preparation: "chopped", "cut", "skinned", "boneless" (folded).
    static func isPreparation(_ word: String) -> Bool {
        Vocabulary.preparationWords.contains(word) || Vocabulary.preparationParticiples.contains(word)
            || Vocabulary.trailingParticiples.contains(word)
            || ["cut", "split", "torn", "broken", "defrost", "skinless", "boneless", "bone-in"].contains(word)
            || (word.count > 3 && word.hasSuffix("ed") && !word.hasSuffix("eed"))
    }

    /// First words of a part that is the entry's note ("to taste", "for serving", "plus more",
    /// "or lamb", "at room temperature", "on the vine"), folded.
    static let itemNoteOpenings: Set<String> = [
        "to", "for", "plus", "or", "about", "approximately", "approx", "roughly", "around", "at", "cut", "optional", "divided",
        "preferably", "ideally", "such", "if", "as", "leaves", "leaf", "skin", "skins", "without", "with", "room", "more", "each",
        "into", "in", "on", "out", "from", "reserved", "see", "e.g", "eg", "i.e", "ie", "not", "no", "ou", "o", "oder", "pour",
        "para", "zum", "al", "homemade", "store-bought", "store", "like", "including", "depending", "then", "any", "facultatif", "opcional",
        "optionnel", "nach", "selon", "segun",
    ]

    /// Words that say a part of the entry goes or stays: "shells removed but tails left on".
    static let removalWords: Set<String> = ["removed", "discarded", "picked", "kept", "left", "reserved", "only", "separated", "trimmed"]

    /// Words that make a preparation a clause: "soaked in cold water", "sliced at an angle".
    static let clauseWords: Set<String> = [
        "in", "into", "with", "until", "for", "at", "to", "using", "then", "before", "after", "under", "on", "over", "by", "from", "if",
        "through", "of",
    ]

    /// Words of how a thing is cut ("cut into 1-inch cubes", "in thin slices").
    static let cuttingWords: Set<String> = [
        "pieces", "piece", "cubes", "cube", "slices", "slice", "strips", "strip", "rings", "ring", "chunks", "chunk", "wedges",
        "wedge", "halves", "half", "quarters", "lengthwise", "crosswise", "inch", "inches", "cm", "thin", "thick", "bite-size",
        "bite-sized", "florets", "then", "into", "the",
    ]
}

/// A caption's list with no heading at all: "3 ingredient banana pancakes 🥞 1 banana + 2 eggs
/// + 1/4 cup oats. Blend, cook on a buttered pan 2 min per side.", "Base: 1/2 cup oats, 1/2 cup
/// milk, 1 tbsp chia seeds. Mix and refrigerate overnight." The line is cut into its sentences
/// (at a full stop, "!" or "?" before a capital, a colon, a picture) and one of them is the
/// list when its entries, cut as above, are foods: two in three of them name a food the
/// nutrition table knows, so that "3 goals, 2 assists, 1 red card" stays prose. The list is
/// given a heading, as a list whose line breaks were lost is given its own; `tail` is the first
/// line after the list (a lower-case method after its stop), when there is one.
extension DescriptionParser {
    static func headinglessCaptionList(_ line: Substring) -> (lines: [String], tail: Int?)? {
        guard line.utf8.count >= 24, line.utf8.count <= 2_000, separatedAmounts(line) >= 2 else { return nil }
        let characters = Array(line)
        var pieces: [String] = []
        var current = ""
        var depth = 0
        for (index, character) in characters.enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" { depth = max(0, depth - 1) }
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            let afterNext = index + 2 < characters.count ? characters[index + 2] : " "
            // A picture parts sentences (not a dash or an apostrophe, which decorate too).
            if depth == 0 && character.unicodeScalars.first.map({ $0.value >= 0x2600 }) == true && TextTools.isDecoration(character) {
                pieces.append(current)
                current = ""
                continue
            }
            current.append(character)
            let sentenceEnd = ".!?".contains(character) && next == " " && (afterNext.isUppercase || afterNext.fastIsNumber)
            if depth == 0 && (sentenceEnd || (character == ":" && next == " ")) {
                pieces.append(current)
                current = ""
            }
        }
        pieces.append(current)
        pieces = pieces.map(\.trimmed).filter { !$0.isEmpty }
        for (position, piece) in pieces.enumerated() {
            guard let (items, rest) = commaList(piece, lowerCaseMethod: true), namesFoods(items) else { continue }
            let before = pieces[..<position].joined(separator: " ")
            // The list is headed as a list, so that an amount in the words before it ("3
            // ingredient banana pancakes") is not taken for its first entry.
            let list = (before.isEmpty ? [] : [before]) + ["Ingredients:"] + items
            return (list + (rest.map { [$0] } ?? []) + pieces[(position + 1)...], rest == nil ? nil : list.count)
        }
        return nil
    }

    /// Amounts after a separator (", 2", "+ 1"): a byte count, asked of every line.
    static func separatedAmounts(_ line: Substring) -> Int {
        var count = 0
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in line.utf8 {
            if (0x30...0x39).contains(byte) && previous == 0x20 && (beforePrevious == 0x2C || beforePrevious == 0x2B) { count += 1 }
            beforePrevious = previous
            previous = byte
        }
        return count
    }

    /// Whether two in three of the entries name a food the nutrition table knows, in English or
    /// through the glossary of a European language ("4 patatas medianas", "3 uova").
    static func namesFoods(_ items: [String]) -> Bool {
        let foods = items.filter { item in
            guard let name = IngredientParser.parse(item)?.item else { return false }
            if NutritionEstimator.food(named: name) != nil { return true }
            return ["es", "it", "pt", "fr", "de"].contains { language in
                Glossary.translateName(name, from: language).map { NutritionEstimator.food(named: $0) != nil } ?? false
            }
        }
        return foods.count * 3 >= items.count * 2
    }
}

/// A caption's method written as a chain: "Bake tomatoes + feta at 400F for 35 min → add garlic
/// → stir in the pasta → top with basil" is four steps.
extension DescriptionParser {
    static let stepArrows = ["→", "->", "➡️", "➡", "⇒", "=>"]

    /// The step cut at its arrows when every part after the first opens with a cooking verb
    /// ("oven → 180°C" stays whole), each part's first letter capitalised; else the step.
    static func stepsParted(_ step: String) -> [String] {
        guard step.utf8.count <= 2_000, stepArrows.contains(where: { step.contains($0) }) else { return [step] }
        var parts = [step]
        for arrow in stepArrows {
            parts = parts.flatMap { $0.split(separator: arrow).map(String.init) }
        }
        parts = parts.map(\.trimmed).filter { !$0.isEmpty }
        guard parts.count >= 2,
            parts.dropFirst().allSatisfy({ part in
                TextTools.leadingWords(part, limit: 1).first.map(Vocabulary.isWrittenStepVerb) == true
            })
        else { return [step] }
        return parts.map { $0.prefix(1).uppercased() + $0.dropFirst() }
    }
}
