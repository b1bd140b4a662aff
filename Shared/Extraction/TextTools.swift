/// Small text helpers that need no Foundation: accent folding for matching, word splitting,
/// bullet stripping, and number words.
enum TextTools {
    static let foldTable: [Character: String] = [
        "à": "a", "á": "a", "â": "a", "ã": "a", "ä": "a", "å": "a", "ç": "c", "è": "e", "é": "e", "ê": "e", "ë": "e",
        "ì": "i", "í": "i", "î": "i", "ï": "i", "ñ": "n", "ò": "o", "ó": "o", "ô": "o", "õ": "o", "ö": "o", "ù": "u",
        "ú": "u", "û": "u", "ü": "u", "ý": "y", "ÿ": "y", "œ": "oe", "æ": "ae", "ß": "ss", "’": "'", "‘": "'", "`": "'",
    ]

    /// The fold table by scalar (lower-case keys; the text is lower-cased first).
    static let scalarFoldTable: [UInt32: String] = {
        var table: [UInt32: String] = [:]
        for (character, replacement) in foldTable {
            if character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first { table[scalar.value] = replacement }
        }
        return table
    }()

    /// Lower case without accents: "Crème Brûlée" → "creme brulee". For matching only. ASCII text
    /// (most of it) is lower-cased byte by byte; other text scalar by scalar, with combining
    /// accents after a Latin letter dropped, so decomposed "é" folds like the composed one.
    static func fold(_ text: some StringProtocol) -> String {
        var utf8 = Array(text.utf8)
        if utf8.allSatisfy({ $0 < 0x80 }) {
            for index in utf8.indices where utf8[index] >= 0x41 && utf8[index] <= 0x5A { utf8[index] += 0x20 }
            return String(decoding: utf8, as: UTF8.self)
        }
        var result = String.UnicodeScalarView()
        var previousLatin = false
        for scalar in text.lowercased().unicodeScalars {
            if (0x0300...0x036F).contains(scalar.value) && previousLatin { continue }
            if let replacement = scalarFoldTable[scalar.value] {
                result.append(contentsOf: replacement.unicodeScalars)
            } else {
                result.append(scalar)
            }
            previousLatin = (0x41...0x024F).contains(scalar.value)
        }
        return String(result)
    }

    /// Whether folded text contains a folded needle, compared byte by byte (both sides are
    /// already folded, so no Unicode equivalence is needed; much faster than `String.contains`).
    static func contains(_ text: String, _ needle: String) -> Bool {
        var text = text
        var needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { pattern in
                guard !pattern.isEmpty else { return true }
                guard haystack.count >= pattern.count else { return false }
                let first = pattern[0]
                var index = 0
                let last = haystack.count - pattern.count
                while index <= last {
                    if haystack[index] == first {
                        var offset = 1
                        while offset < pattern.count && haystack[index + offset] == pattern[offset] { offset += 1 }
                        if offset == pattern.count { return true }
                    }
                    index += 1
                }
                return false
            }
        }
    }

    /// Words of folded text: letters, digits, apostrophes and hyphens inside words.
    static func words(_ text: some StringProtocol) -> [String] {
        let folded = fold(text)
        if folded.utf8.allSatisfy({ $0 < 0x80 }) { return asciiWords(folded) }
        var words: [String] = []
        var current = ""
        for character in folded {
            if character.isLetter || character.isNumber || ((character == "'" || character == "-") && !current.isEmpty) {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current.trimmingEdges { $0 == "'" || $0 == "-" })
                current = ""
            }
        }
        if !current.isEmpty { words.append(current.trimmingEdges { $0 == "'" || $0 == "-" }) }
        return words.filter { !$0.isEmpty }
    }

    /// `words` for ASCII text, byte by byte (the same rules; most descriptions are ASCII).
    static func asciiWords(_ folded: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        func flush() {
            while let last = current.last, last == 0x27 || last == 0x2D { current.removeLast() }
            var start = 0
            while start < current.count, current[start] == 0x27 || current[start] == 0x2D { start += 1 }
            if start < current.count { words.append(String(decoding: current[start...], as: UTF8.self)) }
            current.removeAll(keepingCapacity: true)
        }
        for byte in folded.utf8 {
            let isWordByte = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
            if isWordByte || ((byte == 0x27 || byte == 0x2D) && !current.isEmpty) {
                current.append(byte)
            } else if !current.isEmpty {
                flush()
            }
        }
        if !current.isEmpty { flush() }
        return words
    }

    /// Removes list decorations at the start of a line: bullets, dashes, emoji, stars.
    static func stripBullet(_ line: String) -> String {
        var scalars = Substring(line.trimmed)
        while let first = scalars.first, isDecoration(first) {
            scalars = scalars.dropFirst()
        }
        return String(scalars).trimmed
    }

    static func isDecoration(_ character: Character) -> Bool {
        if "-–—•·*+>~=_|#▪▫►▸‣◦○●◆◇■□✓✔✗✘♡♥❤❥☆★✿❀❅❄✨:;".contains(character) { return true }
        guard let scalar = character.unicodeScalars.first else { return false }
        // Emoji and pictographs (but not digits, letters or vulgar fractions).
        return scalar.properties.isEmojiPresentation || (0x1F000...0x1FAFF).contains(scalar.value)
            || (0x2600...0x27BF).contains(scalar.value)
    }

    static let numberWords: [String: String] = [
        "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8", "nine": "9",
        "ten": "10", "eleven": "11", "twelve": "12", "half": "1/2", "un": "1", "une": "1", "deux": "2", "trois": "3", "quatre": "4",
        "cinq": "5", "dix": "10", "uno": "1", "dos": "2", "tres": "3", "cuatro": "4", "due": "2", "tre": "3",
        "quattro": "4", "ein": "1", "eine": "1", "zwei": "2", "drei": "3", "vier": "4", "um": "1", "uma": "1", "dois": "2",
        "duas": "2", "quatro": "4",
    ]

    static let vulgarFractions: [Character: (Int, Int)] = [
        "½": (1, 2), "⅓": (1, 3), "⅔": (2, 3), "¼": (1, 4), "¾": (3, 4), "⅕": (1, 5), "⅖": (2, 5), "⅗": (3, 5), "⅘": (4, 5),
        "⅙": (1, 6), "⅚": (5, 6), "⅛": (1, 8), "⅜": (3, 8), "⅝": (5, 8), "⅞": (7, 8),
    ]

    /// Decimal digits of any script (Devanagari ३, Bengali ৩, Telugu ౩, Tamil ௩, Arabic-Indic)
    /// as ASCII digits.
    static func asciiDigits(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value > 0x7F && $0.properties.numericType == .decimal }) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.value > 0x7F, scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue,
                let ascii = Unicode.Scalar(0x30 + UInt32(value))
            {
                scalars.append(ascii)
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    static func capitalisedFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}

extension String {
    func trimmingEdges(_ predicate: (Character) -> Bool) -> String {
        var view = Substring(self)
        while let first = view.first, predicate(first) { view = view.dropFirst() }
        while let last = view.last, predicate(last) { view = view.dropLast() }
        return String(view)
    }
}

extension StringProtocol {
    var trimmed: String {
        guard let start = firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let end = lastIndex(where: { !$0.isWhitespace })!
        return String(self[start...end])
    }
}
