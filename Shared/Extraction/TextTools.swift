#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        // Letters with a nukta come in two spellings: one scalar (Bengali য় U+09DF) or the letter
        // and the nukta (U+09AF U+09BC). Transcripts use both, even in one video; every word
        // list here is written the second way, so the first folds to it ("পেঁয়াজ", onion, was
        // otherwise not found in a quarter of the Bengali and Hindi transcripts).
        for (composed, letter, nukta) in [
            (0x0929, 0x0928, 0x093C), (0x0931, 0x0930, 0x093C), (0x0934, 0x0933, 0x093C), (0x0958, 0x0915, 0x093C),
            (0x0959, 0x0916, 0x093C), (0x095A, 0x0917, 0x093C), (0x095B, 0x091C, 0x093C), (0x095C, 0x0921, 0x093C),
            (0x095D, 0x0922, 0x093C), (0x095E, 0x092B, 0x093C), (0x095F, 0x092F, 0x093C), (0x09DC, 0x09A1, 0x09BC),
            (0x09DD, 0x09A2, 0x09BC), (0x09DF, 0x09AF, 0x09BC),
        ] as [(UInt32, UInt32, UInt32)] {
            if let letter = Unicode.Scalar(letter), let nukta = Unicode.Scalar(nukta) {
                table[composed] = String(String.UnicodeScalarView([letter, nukta]))
            }
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
        // Scalar by scalar into UTF-8 bytes: ASCII scalars inline, others lower-cased one at a
        // time (what `String.lowercased()` does, without building an intermediate string), and
        // only when the scalar has a lower-case form at all.
        var folded: [UInt8] = []
        folded.reserveCapacity(utf8.count)
        var previousLatin = false
        func emit(_ scalar: Unicode.Scalar) {
            let value = scalar.value
            if value >= 0x0300 && value <= 0x036F && previousLatin { return }
            if value >= 0x80 || value == 0x60, let replacement = scalarFoldTable[value] {
                folded.append(contentsOf: replacement.utf8)
            } else if value < 0x80 {
                folded.append(UInt8(value))
            } else {
                UTF8.encode(scalar) { folded.append($0) }
            }
            previousLatin = value >= 0x41 && value <= 0x024F
        }
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                let value = UInt8(scalar.value)
                emit(Unicode.Scalar(value >= 0x41 && value <= 0x5A ? value + 0x20 : value))
            } else if scalar.properties.changesWhenLowercased {
                for lowered in scalar.properties.lowercaseMapping.unicodeScalars { emit(lowered) }
            } else {
                emit(scalar)
            }
        }
        return String(decoding: folded, as: UTF8.self)
    }

    /// Whether folded text contains a folded needle, compared byte by byte (both sides are
    /// already folded, so no Unicode equivalence is needed; much faster than `String.contains`).
    static func contains(_ text: String, _ needle: String) -> Bool {
        utf8Offset(of: needle, in: text) != nil
    }

    /// The first place `needle` occurs in `text`, searched byte by byte in UTF-8, which never
    /// matches inside a scalar (`String.firstRange(of:)` compares Characters, which made
    /// splitting titles a visible share of extraction time). For separators that begin and end
    /// with a space or a bar, as the callers' do, the two agree.
    static func firstUTF8Range(of needle: String, in text: String) -> Range<String.Index>? {
        guard !needle.isEmpty, let offset = utf8Offset(of: needle, in: text) else { return nil }
        let lower = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
        return lower..<text.utf8.index(lower, offsetBy: needle.utf8.count)
    }

    /// Where `needle`'s bytes first occur in `text`'s UTF-8 (0 for an empty needle).
    private static func utf8Offset(of needle: String, in text: String) -> Int? {
        var text = text
        var needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { pattern in
                guard !pattern.isEmpty else { return 0 }
                guard haystack.count >= pattern.count else { return nil }
                // memchr finds candidate first bytes (vectorised in libc); the rest is compared
                // with memcmp. The classifier asks this for many needles over whole descriptions.
                let first = Int32(pattern[0])
                guard let base = haystack.baseAddress, let needle = pattern.baseAddress else { return nil }
                var index = 0
                let last = haystack.count - pattern.count
                while index <= last {
                    guard let found = memchr(base + index, first, last - index + 1) else { return nil }
                    let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + position, needle, pattern.count) == 0 { return position }
                    index = position + 1
                }
                return nil
            }
        }
    }

    /// Words of folded text: letters, digits, apostrophes and hyphens inside words. A letter is
    /// what `Character.isLetter` calls one (the grapheme's first scalar is alphabetic) and a digit
    /// what `isNumber` does; decided per scalar, with a scalar that extends a grapheme (a virama,
    /// a variation selector) following the one before it, so no grapheme breaking is needed.
    static func words(_ text: some StringProtocol) -> [String] {
        let folded = fold(text)
        var words: [String] = []
        var current: [UInt8] = []
        func flush() {
            while let last = current.last, last == 0x27 || last == 0x2D { current.removeLast() }
            var start = 0
            while start < current.count, current[start] == 0x27 || current[start] == 0x2D { start += 1 }
            if start < current.count { words.append(String(decoding: current[start...], as: UTF8.self)) }
            current.removeAll(keepingCapacity: true)
        }
        var previousInWord = false
        for scalar in folded.unicodeScalars {
            let value = scalar.value
            let inWord: Bool
            if value < 0x80 {
                let byte = UInt8(value)
                inWord =
                    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
                    || ((byte == 0x27 || byte == 0x2D) && !current.isEmpty)
            } else {
                let properties = scalar.properties
                if properties.isGraphemeExtend || value == 0x200D {
                    inWord = previousInWord
                } else {
                    inWord = properties.isAlphabetic || properties.numericType != nil
                }
            }
            if inWord {
                if value < 0x80 { current.append(UInt8(value)) } else { UTF8.encode(scalar) { current.append($0) } }
            } else if !current.isEmpty {
                flush()
            }
            previousInWord = inWord
        }
        if !current.isEmpty { flush() }
        return words
    }

    /// Every line break as "\n": "\r\n", a lone "\r", NEL (U+0085) and the Unicode line and
    /// paragraph separators (U+2028, U+2029). Text without any is returned as it is.
    static func unixLineBreaks(_ text: String) -> String {
        let others = lineBreakScalars
        guard text.utf8.contains(where: { $0 == 0x0D || $0 == 0xC2 || $0 == 0xE2 }),
            text.unicodeScalars.contains(where: { others.contains($0.value) })
        else { return text }
        var result = String.UnicodeScalarView()
        var afterReturn = false
        for scalar in text.unicodeScalars {
            defer { afterReturn = scalar.value == 0x0D }
            if scalar == "\n" && afterReturn { continue }
            result.append(others.contains(scalar.value) ? "\n" : scalar)
        }
        return String(result)
    }

    static let lineBreakScalars: Set<UInt32> = [0x0D, 0x85, 0x2028, 0x2029]

    /// A digit or other number of any script (what `Character.isNumber` asks of a first scalar).
    /// Folding never makes one: no replacement in `foldTable` holds a number.
    static func isNumeric(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (0x30...0x39).contains(scalar.value) : scalar.properties.numericType != nil
    }

    /// `words(text).prefix(limit)`, reading only as much of a long line as it takes: a prefix of
    /// whole characters is split, and when it holds more than `limit` words the first `limit` are
    /// complete and the same as the whole text's (only the last word of a prefix can be cut).
    static func leadingWords(_ text: some StringProtocol, limit: Int) -> [String] {
        var length = 64
        while true {
            let prefix = text.prefix(length)
            let found = words(prefix)
            if found.count > limit { return Array(found.prefix(limit)) }
            if prefix.endIndex == text.endIndex { return found }
            length *= 4
        }
    }

    /// Removes list decorations at the start of a line: bullets, dashes, emoji, stars.
    static func stripBullet(_ line: String) -> String {
        var scalars = Substring(line.trimmed)
        while let first = scalars.first, isDecoration(first) {
            scalars = scalars.dropFirst()
        }
        return String(scalars).trimmed
    }

    /// A set: `String.contains(Character)` compared the character with each of these in turn,
    /// on every character of every title and line start.
    /// (▢ is the checkbox recipe-card plugins put before each ingredient, copied with the list.)
    /// (・ is the Japanese bullet; 【】 the brackets around a Japanese heading.)
    static let decorations = Set("-–—•·*+>~=_|#▪▫►▸‣◦○●◆◇■□▢☐◻✓✔✗✘♡♥❤❥☆★✿❀❅❄✨:;・【】")

    static func isDecoration(_ character: Character) -> Bool {
        if decorations.contains(character) { return true }
        guard let scalar = character.unicodeScalars.first else { return false }
        // "▪️", "▶️", "⬇️": a symbol asked to be drawn as a picture. The variation selector makes
        // it another Character than the bare "▪", and glued to the amount ("▪️3 ripe bananas") it
        // had made the whole line the item's name. (A keycap "1️⃣" opens with an ASCII digit.)
        if !scalar.isASCII, hasPictureSelector(character) { return true }
        // Emoji and pictographs (but not digits, letters or vulgar fractions).
        return scalar.properties.isEmojiPresentation || (0x1F000...0x1FAFF).contains(scalar.value)
            || (0x2600...0x27BF).contains(scalar.value)
    }

    /// The text without the hashtags it ends with: a caption's method runs on into its tags ("…
    /// bake at 350 for 10 min #cookies #baking #fyp"). A "#" inside the text ("tip #2 is…")
    /// stays.
    static func withoutTrailingHashtags(_ text: String) -> String {
        // Most steps have no "#": one byte scan answers them.
        guard text.utf8.contains(0x23) else { return text }
        var view = Substring(text)
        while case let trimmed = view.reversed().drop(while: \.fastIsWhitespace), let hash = trimmed.firstIndex(of: "#") {
            let start = hash.base
            let tag = view[start..<trimmed.startIndex.base]
            let before = view[..<view.index(before: start)]
            guard let first = tag.first, first.isLetter, tag.allSatisfy({ $0.isLetter || $0.fastIsNumber || $0 == "_" }),
                before.last?.fastIsWhitespace ?? true
            else { break }
            view = before
        }
        return view.endIndex == text.endIndex ? text : String(view).trimmed
    }

    /// Whether the character is a symbol followed by the emoji variation selector (U+FE0F).
    static func hasPictureSelector(_ character: Character) -> Bool {
        character.unicodeScalars.count == 2 && character.unicodeScalars.last?.value == 0xFE0F
    }

    static let numberWords: [String: String] = [
        "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8", "nine": "9",
        "ten": "10", "eleven": "11", "twelve": "12", "half": "1/2", "un": "1", "une": "1", "deux": "2", "trois": "3", "quatre": "4",
        "cinq": "5", "dix": "10", "uno": "1", "dos": "2", "tres": "3", "cuatro": "4", "due": "2", "tre": "3",
        "quattro": "4", "ein": "1", "eine": "1", "zwei": "2", "drei": "3", "vier": "4", "um": "1", "uma": "1", "dois": "2",
        "duas": "2", "quatro": "4", "una": "1", "cinco": "5", "seis": "6",
        // halves: "medio kilo", "media taza", "meia xícara", "une demi tasse", "mezzo litro"
        "medio": "1/2", "media": "1/2", "meio": "1/2", "meia": "1/2", "demi": "1/2", "demie": "1/2", "mezzo": "1/2", "mezza": "1/2",
        // Arabic: "نصف كوب" (half a cup), "ربع" (a quarter), "ثلث" (a third), "كوبين" aside.
        "نصف": "1/2", "نص": "1/2", "ربع": "1/4", "ثلث": "1/3", "واحد": "1", "واحدة": "1",
    ]

    /// Whether a character is one of `vulgarFractions`: ASCII never is, and that test is cheap
    /// (a dictionary lookup hashes the character, normalising it).
    static func isFraction(_ character: Character) -> Bool {
        !character.isASCII && vulgarFractions[character] != nil
    }

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
        // `removeLast`, not `dropLast()`: on a Substring the latter walks the whole text each
        // time (10 s for a line ending in 64,000 parentheses).
        while let last = view.last, predicate(last) { view.removeLast() }
        return String(view)
    }
}

extension StringProtocol {
    var trimmed: String {
        guard let start = firstIndex(where: { !$0.fastIsWhitespace }) else { return "" }
        let end = lastIndex(where: { !$0.fastIsWhitespace })!
        return String(self[start...end])
    }
}

extension Character {
    // `isWhitespace`, `isNumber` and `isLetter` with ASCII answered from the byte: the standard
    // ones look up Unicode properties even for ASCII, and the parsers ask per character.
    // Same answers (Unicode's White_Space in ASCII is tab to carriage return and space).

    var fastIsWhitespace: Bool {
        if let byte = asciiValue { return byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        return isWhitespace
    }

    var fastIsNumber: Bool {
        if let byte = asciiValue { return byte >= 0x30 && byte <= 0x39 }
        return isNumber && !isEnclosedNumber && !isHanNumeral
    }

    /// A letter of Thai, Japanese kana, Chinese characters or Korean: scripts that write no
    /// space between a name and the amount glued to it.
    var isSpacelessScriptLetter: Bool {
        guard let value = unicodeScalars.first?.value, value >= 0x0E00 else { return false }
        return value <= 0x0E7F || (0x3040...0x30FF).contains(value) || (0x3400...0x9FFF).contains(value)
            || (0xAC00...0xD7AF).contains(value)
    }

    /// Circled and bracketed numbers (①, ⑴, ❶, ㉑) number a method's steps: no amount opens with
    /// one. Read as amounts, "①鶏肉を一口大に切る。" and the steps after it became a list.
    var isEnclosedNumber: Bool {
        guard let value = unicodeScalars.first?.value else { return false }
        return (0x2460...0x24FF).contains(value) || (0x2776...0x2793).contains(value) || (0x3251...0x32BF).contains(value)
    }

    /// Chinese numerals (九, 八, 五) are letters of names ("九層塔" basil, "八角" star anise, "五花肉"
    /// pork belly) far more often than a list's amount, which writes digits.
    var isHanNumeral: Bool {
        guard let value = unicodeScalars.first?.value else { return false }
        return value == 0x3007 || (0x4E00...0x9FFF).contains(value)
    }

    var fastIsLetter: Bool {
        if let byte = asciiValue { return (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
        return isLetter
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
