/// The parts of an ingredient line around its amount: how many amounts there are (which decides
/// whether the tagger gives a second opinion), amounts written after the item (moved to the
/// front), parentheses, the first comma, and trailing phrases such as "to taste".
extension IngredientParser {
    /// Separate amounts in a line: "1 1/2" and "2-3" are one, "100g/3½oz" two.
    static func amountCount(_ line: String) -> Int {
        var count = 0
        var previousNumeric = false
        // After "2-" or "2 to": the upper end of a range, part of the same amount.
        var rangeOpen = false
        for token in IngredientTagger.tokens(line) {
            let numeric = token.text.first.map(IngredientTagger.isDigit) ?? false
            // A fraction right after a whole number continues it.
            if numeric && !rangeOpen && !(previousNumeric && token.text.contains(where: { $0 == "/" || TextTools.isFraction($0) })) {
                count += 1
            }
            rangeOpen = previousNumeric && ["-", "–", "to"].contains(token.text.lowercased())
            previousNumeric = numeric
        }
        return count
    }

    /// "Salt - 1 tsp", "नमक - 1 छोटा चम्मच", "oil for shallow frying, roughly 1 cup": the amount
    /// after the item, moved to the front; nil when the line does not end in a bare amount.
    static func amountFirst(_ line: String) -> String? {
        for separator in [" - ", " – ", " — ", ": ", " : ", " -", "- ", ", ", "="] {
            guard let range = line.ranges(of: separator).last else { continue }
            let head = String(line[..<range.lowerBound]).trimmed
            let tail = String(line[range.upperBound...]).trimmed
            guard !head.isEmpty, !tail.isEmpty, !head.contains(where: \.fastIsNumber) else { continue }
            var tokens = tokenize(tail)
            var approximation: [String] = []
            while let first = tokens.first, Vocabulary.approximationWords.contains(TextTools.fold(first)), tokens.count > 1 {
                approximation.append(tokens.removeFirst())
            }
            guard readAmount(&tokens) != nil else { continue }
            _ = readUnit(&tokens, afterAmount: true, atEnd: true)
            // Only an amount and its unit may follow: "1 cup", "2 चम्मच", "a pinch" is not matched.
            guard tokens.isEmpty else { continue }
            let amount = tail.dropFirst(approximation.joined(separator: " ").count).trimmed
            let prefix = approximation.isEmpty ? "" : approximation.joined(separator: " ") + " "
            return prefix + amount + " " + head
        }
        // "உப்பு 1 டீஸ்பூன்": no separator, the line ends in an amount and its unit.
        var tokens = tokenize(line)
        guard let start = tokens.firstIndex(where: { number($0) != nil }), start > 0,
            !tokens[..<start].contains(where: { $0.contains(where: \.fastIsNumber) })
        else { return nil }
        let head = tokens[..<start].joined(separator: " ")
        tokens.removeFirst(start)
        let amountTokens = tokens
        guard readAmount(&tokens) != nil, readUnit(&tokens, afterAmount: true, atEnd: true) != nil, tokens.isEmpty else { return nil }
        return amountTokens.joined(separator: " ") + " " + head
    }

    static func extractParentheses(_ line: String) -> (String, [String]) {
        var outside = ""
        var inside: [String] = []
        var depth = 0
        var current = ""
        for character in line {
            if character == "(" || character == "[" {
                if depth == 0 { current = "" } else { current.append(character) }
                depth += 1
            } else if (character == ")" || character == "]") && depth > 0 {
                depth -= 1
                if depth == 0 {
                    if !current.trimmed.isEmpty { inside.append(current.trimmed) }
                    outside.append(" ")
                } else {
                    current.append(character)
                }
            } else if depth > 0 {
                current.append(character)
            } else {
                outside.append(character)
            }
        }
        return (outside, inside)
    }

    /// The start of the notes when it lists alternatives to the name, up to the one after "or"
    /// ("pork, or lamb, cut into cubes" → "pork, or lamb" and "cut into cubes"): at most three
    /// short segments of words, none a preparation, an amount or a phrase ("or to taste", "or
    /// more", "homemade or store-bought" are notes). Nil when the notes are something else.
    static func alternativesList(_ text: String) -> (String, String?)? {
        let segments = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmed }
        let notAName: Set<String> = [
            "to", "for", "plus", "about", "such", "optional", "divided", "from", "if", "in", "with", "as", "at", "room", "preferably",
            "homemade", "store", "store-bought", "cut", "soft", "cold", "like", "see",
        ]
        let notAnAlternative: Set<String> = ["to", "more", "less", "as", "use", "other", "store", "store-bought", "a", "an", "your", "any"]
        for (index, segment) in segments.prefix(3).enumerated() {
            let words = TextTools.words(segment)
            guard let first = words.first, words.count <= 4, !segment.contains(where: \.fastIsNumber), !words.contains("and"),
                !notAName.contains(first), !Vocabulary.preparationWords.contains(first), !first.hasSuffix("ed"), !first.hasSuffix("ly")
            else { return nil }
            guard let or = words.firstIndex(of: "or") else { continue }
            guard or + 1 < words.count, !notAnAlternative.contains(words[or + 1]) else { return nil }
            let remainder = segments.dropFirst(index + 1).joined(separator: ", ")
            return (segments.prefix(index + 1).joined(separator: ", "), remainder.isEmpty ? nil : remainder)
        }
        return nil
    }

    static func splitAtComma(_ text: String) -> (String, String?) {
        guard let comma = text.firstIndex(where: { $0 == "," || $0 == ";" }) else { return (text, nil) }
        // "1,5 kg": a decimal comma between digits is not a separator.
        let before = text[..<comma]
        let after = text[text.index(after: comma)...]
        if before.last?.fastIsNumber == true && after.first?.fastIsNumber == true {
            let (rest, tail) = splitAtComma(String(after))
            return (String(before) + "," + rest, tail)
        }
        return (String(before), String(after).trimmed)
    }

    /// "sugar for sprinkling" → ("sugar", "for sprinkling"); "salt to taste" → ("salt", "to taste").
    static func splitTrailingPhrase(_ item: String) -> (String, String?) {
        let markers = [
            " to taste", " for ", " to serve", " to garnish", " as needed", " pour ", " para ", " per ", " optional", " au gout", " q.b",
            " about ", " plus ",
        ]
        let folded = TextTools.fold(item)
        var cut: String.Index?
        for marker in markers {
            if TextTools.contains(folded, marker), let range = folded.firstRange(of: marker), range.lowerBound > folded.startIndex {
                let offset = folded.distance(from: folded.startIndex, to: range.lowerBound)
                let index = item.index(item.startIndex, offsetBy: offset, limitedBy: item.endIndex) ?? item.endIndex
                if cut == nil || index < cut! { cut = index }
            }
        }
        guard var cut else { return (item, nil) }
        // "salt or to taste": the connector goes with the phrase it introduces.
        let core = item[..<cut].trimmed
        if let space = core.lastIndex(of: " "), Vocabulary.connectors.contains(TextTools.fold(core[core.index(after: space)...])) {
            cut = item.index(item.startIndex, offsetBy: core.distance(from: core.startIndex, to: space))
        }
        return (String(item[..<cut]).trimmed, String(item[cut...]).trimmed)
    }
}
