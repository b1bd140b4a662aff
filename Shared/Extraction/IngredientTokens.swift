/// The pieces a line is read with: tokens, numbers, amounts and units from the front of a line,
/// and alternative amounts after the first.
extension IngredientParser {
    /// Tokens of the line: words, numbers and fractions; "300g" and "10½oz" split into amount and
    /// unit; "/" and "-" kept as their own tokens.
    static func tokenize(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        func flush() {
            if !current.isEmpty { tokens.append(current) }
            current = ""
        }
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            // Byte comparisons for ASCII: comparing Characters goes through string comparison.
            let ascii = character.asciiValue
            if character.fastIsWhitespace {
                flush()
            } else if ascii == 0x2F {
                // Keep 1/2 together; otherwise "/" separates alternatives.
                let previousIsDigit = current.last?.fastIsNumber == true && current.allSatisfy { $0.fastIsNumber }
                let nextIsDigit = index + 1 < characters.count && characters[index + 1].fastIsNumber
                // Spanish "c/n" (cantidad necesaria, as much as needed) is one word.
                let asNeeded =
                    current.lowercased() == "c" && index + 1 < characters.count && characters[index + 1].lowercased() == "n"
                    && (index + 2 == characters.count || !characters[index + 2].isLetter)
                if (previousIsDigit && nextIsDigit) || asNeeded {
                    current.append(character)
                } else {
                    flush()
                    tokens.append("/")
                }
            } else if ascii == 0x7E, current.last?.fastIsNumber == true, index + 1 < characters.count, characters[index + 1].fastIsNumber {
                // "3~4 drops": a tilde between numbers is a range, as in East and South Asian lists.
                flush()
                tokens.append("-")
            } else if ascii == 0x2D || (ascii == nil && (character == "–" || character == "—")) {
                let previousIsNumber =
                    !current.isEmpty && current.allSatisfy { $0.fastIsNumber || $0 == "." || $0 == "," || TextTools.isFraction($0) }
                // "75ml-110ml": a hyphen between a unit and a number is a range, not a compound word.
                let nextIsNumber = index + 1 < characters.count && characters[index + 1].fastIsNumber
                if previousIsNumber || current.isEmpty || nextIsNumber {
                    flush()
                    tokens.append("-")
                } else {
                    current.append("-")
                }
            } else if TextTools.isFraction(character) {
                if !current.isEmpty && !current.allSatisfy({ $0.fastIsNumber }) { flush() }
                current.append(character)
            } else if character.fastIsLetter, let last = current.last, last.fastIsNumber || TextTools.isFraction(last),
                current.allSatisfy({ $0.fastIsNumber || $0 == "." || $0 == "," || $0 == "/" || TextTools.isFraction($0) })
            {
                // "300g" → "300", "g"
                flush()
                current.append(character)
            } else if character.fastIsNumber, let last = current.last, last.isSpacelessScriptLetter {
                // "鸡翅10个", "계란2개": a name in a script without spaces, its amount glued on.
                flush()
                current.append(character)
            } else {
                current.append(character)
            }
            index += 1
        }
        flush()
        return tokens
    }

    /// The tokens of the first `chunks` space-separated parts of `text`: what `tokenize` gives for
    /// those, without reading the rest of a long line. (The tokenizer ends a token at every space
    /// and looks at most one character ahead, where a space and the end of text read alike.)
    static func leadingTokens(_ text: String, chunks: Int) -> [String] {
        var seen = 0
        var inChunk = false
        var cut: String.Index?
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            let isSpace = byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
            if isSpace && inChunk {
                seen += 1
                if seen == chunks {
                    cut = index
                    break
                }
            }
            inChunk = !isSpace
            index = utf8.index(after: index)
        }
        guard let cut else { return tokenize(text) }
        return tokenize(String(text[..<cut]))
    }

    /// A numeric token: `3`, `1.5`, `1,5`, `1/2`, `½`, `1½`; returns its normalised text.
    static func number(_ token: String) -> String? {
        guard let first = token.first, first.fastIsNumber || TextTools.isFraction(first) else { return nil }
        if let fraction = token.last.flatMap({ TextTools.isFraction($0) ? TextTools.vulgarFractions[$0] : nil }) {
            let whole = token.dropLast()
            guard whole.allSatisfy(\.fastIsNumber) else { return nil }
            return whole.isEmpty ? "\(fraction.0)/\(fraction.1)" : "\(whole) \(fraction.0)/\(fraction.1)"
        }
        if token.allSatisfy(\.fastIsNumber) { return token }
        let parts = token.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.fastIsNumber) }) { return token }
        let decimal = token.replacingAll(",", with: ".")
        let pieces = decimal.split(separator: ".", omittingEmptySubsequences: false)
        if pieces.count == 2, pieces.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.fastIsNumber) }) { return decimal }
        return nil
    }

    /// Reads `1`, `1 1/2`, `2-3`, `2 to 3`, `two` from the front of `tokens`.
    static func readAmount(_ tokens: inout [String]) -> String? {
        guard let first = tokens.first else { return nil }
        var amount: String
        let numeral = number(first)
        if let value = numeral {
            amount = value
        } else if let word = TextTools.numberWords[first.lowercased()], tokens.count > 1 {
            amount = word
        } else if case .number(let value)? = IndicLexicon.lookup(TextTools.fold(first)), tokens.count > 1 {
            amount = value
        } else {
            return nil
        }
        tokens.removeFirst()
        // "une demi tasse", "una media taza", "1 demi càc": the one and the half are one half.
        if amount == "1", let next = tokens.first, TextTools.numberWords[next.lowercased()] == "1/2", tokens.count > 1 {
            amount = "1/2"
            tokens.removeFirst()
        }
        // Mixed number: "1 1/2" (not "One ¼-ounce envelope": a word is not a whole number here).
        if numeral != nil, let next = tokens.first, let fraction = number(next), fraction.contains("/"), !fraction.contains(" "),
            !amount.contains("/")
        {
            amount += " " + fraction
            tokens.removeFirst()
        }
        // Range: "2-3", "2 to 3", "2 à 3".
        if tokens.count >= 2, ["-", "to", "à", "a", "bis", "ou", "or"].contains(tokens[0].lowercased()), let upper = number(tokens[1]) {
            // "4 or 5 handfuls" is a range too, when the second number is the larger.
            let isChoice = ["or", "ou"].contains(tokens[0].lowercased())
            if tokens[0] == "-" || ["to", "à", "a", "bis"].contains(tokens[0].lowercased())
                || isChoice && (Double(upper) ?? 0) > (Double(amount) ?? .infinity)
            {
                amount += "-" + upper
                tokens.removeFirst(2)
            }
        }
        return amount
    }

    /// Reads a unit (one or several words) from the front of `tokens`.
    static func readUnit(_ tokens: inout [String], afterAmount: Bool, atEnd: Bool = false) -> String? {
        guard !tokens.isEmpty else { return nil }
        let folded = tokens.prefix(5).map { TextTools.fold($0).trimmingEdges { $0 == "." } }
        // Several-word units ("c. à s.", "fl oz") compare without their dots; only those that
        // begin with this word are tried.
        if let candidates = Vocabulary.multiWordUnitsByFirstWord[folded[0].replacingAll(".", with: "")] {
            let undotted = folded.map { $0.replacingAll(".", with: "") }
            for (words, unit) in candidates where words.count <= undotted.count && undotted.starts(with: words) {
                tokens.removeFirst(words.count)
                return unit
            }
        }
        let word = folded[0]
        // American cards' "6 T butter" (tablespoons) and "1 t vanilla" (teaspoons): only the case
        // tells them apart, and only right after an amount, before the name.
        if afterAmount, tokens.count >= 2, word == "t", case let raw = tokens[0].trimmingEdges({ $0 == "." }), raw == "T" || raw == "t" {
            tokens.removeFirst()
            return raw == "T" ? "tbsp" : "tsp"
        }
        // Indian-language units ("छोटा चम्मच", "চামচ", "చెంచాలు").
        if Vocabulary.units[word] == nil || word.unicodeScalars.first.map(IndicLexicon.isIndic) == true {
            for length in stride(from: min(2, folded.count), through: 1, by: -1) {
                if case .unit(let unit)? = IndicLexicon.lookupPhrase(folded.prefix(length).joined(separator: " ")) {
                    tokens.removeFirst(length)
                    return unit
                }
            }
        }
        guard let unit = Vocabulary.units[word] else { return nil }
        if Vocabulary.ambiguousUnits.contains(word) && !afterAmount { return nil }
        if folded.count > 1, Vocabulary.namesOpeningWithUnit.contains(word + " " + folded[1]) { return nil }
        // "1 c" or "2 T" only right after an amount and before more words.
        if word.count == 1 && tokens.count < 2 && !atEnd { return nil }
        tokens.removeFirst()
        return unit
    }

    /// Drops `/ 10½ oz`, `/1lb 2oz`, `(` leftovers after the first amount.
    static func skipAlternativeAmounts(_ tokens: inout [String]) {
        // "1 cup or 250ml milk": an alternative amount needs its own unit after "or".
        if tokens.count > 3, ["or", "ou", "o", "oder"].contains(tokens[0].lowercased()), number(tokens[1]) != nil {
            var lookahead = Array(tokens.dropFirst())
            _ = readAmount(&lookahead)
            if readUnit(&lookahead, afterAmount: true) != nil, !lookahead.isEmpty { tokens = lookahead }
        }
        while tokens.first == "/" {
            var lookahead = Array(tokens.dropFirst())
            var consumed = false
            while let first = lookahead.first, number(first) != nil {
                _ = readAmount(&lookahead)
                _ = readUnit(&lookahead, afterAmount: true)
                consumed = true
            }
            guard consumed else { return }
            tokens = lookahead
        }
    }
}
