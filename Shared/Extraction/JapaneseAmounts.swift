/// Japanese ingredient lines ("・醤油 大さじ2", "鶏もも肉 300g", "にんにく 1片", "サラダ油 適量"):
/// the spoon comes before its number and a counter after it, so they are rewritten into the
/// order the line parser reads — the amount, then its unit — before it runs. Names stay in
/// Japanese (there is no Japanese glossary), marked with their language.
enum JapaneseAmounts {
    /// Measures written before their number: 大さじ (tablespoon), 小さじ (teaspoon), カップ (cup).
    static let leadingUnits: [(word: String, unit: String)] = [("大さじ", "tbsp"), ("小さじ", "tsp"), ("カップ", "cup")]

    /// Words that stand for an amount: as needed, a little, to taste, a pinch.
    static let amountWords: [(word: String, english: String)] = [
        ("各少々", "a little each"), ("各適量", "as needed each"), ("適量", "as needed"), ("適宜", "as needed"), ("少々", "a little"),
        ("少量", "a little"), ("お好みで", "to taste"), ("ひとつまみ", "1 pinch"),
    ]

    /// Counters after a number that only say it is a count (pieces, sticks, sheets…); 片 and
    /// かけ are a clove of garlic or a knob of ginger.
    static let counters: Set<Character> = ["個", "本", "枚", "つ", "玉", "匹", "尾", "束", "袋", "缶"]
    static let cloveCounters = ["片", "かけ"]

    static func isJapanese(_ scalar: Unicode.Scalar) -> Bool {
        (0x3040...0x30FF).contains(scalar.value) || (0x4E00...0x9FFF).contains(scalar.value)
    }

    /// The line with its Japanese amount in reading order, or the line itself.
    static func reordered(_ line: String) -> String {
        guard line.unicodeScalars.contains(where: isJapanese) else { return line }
        // Full-width brackets are the line parser's notes as ASCII ones are: "(みじん切り)", chopped.
        var text = ""
        for character in TextTools.asciiDigits(line) {
            // "３～４枚", three to four: a range, as the parser writes it.
            let range = (character == "～" || character == "〜") && text.last?.fastIsNumber == true
            // Full-width letters are units: "500ｇ", "300ｍｌ".
            let value = character.unicodeScalars.first?.value ?? 0
            if character.unicodeScalars.count == 1, (0xFF21...0xFF5A).contains(value) {
                text.append(Character(Unicode.Scalar(UInt8(value - 0xFEE0))))
                continue
            }
            text += character == "（" ? " (" : character == "）" ? ")" : range ? "-" : String(character)
        }
        // "４片分", "1個分": the worth of four cloves, of one egg; the amount is the count.
        if text.hasSuffix("分"), counters.contains(text.dropLast().last ?? " ") || cloveCounters.contains(where: text.dropLast().hasSuffix) {
            text.removeLast()
        }
        for (word, english) in amountWords where text.hasSuffix(word) {
            return String(text.dropLast(word.count)).trimmingEdges { $0 == "／" || $0 == "/" || $0.fastIsWhitespace } + " - " + english
        }
        // "大さじ2", "小さじ1/2", "カップ1と1/2" (one and a half): the number, then the unit.
        for (word, unit) in leadingUnits {
            guard let range = text.firstRange(of: word) else { continue }
            let rest = text[range.upperBound...]
            var amount = String(rest.prefix { $0.fastIsNumber || $0 == "/" || $0 == "." })
            var after = rest.dropFirst(amount.count)
            if after.first == "と" {
                let fraction = after.dropFirst().prefix { $0.fastIsNumber || $0 == "/" }
                if fraction.contains("/") {
                    amount += " " + fraction
                    after = after.dropFirst(1 + fraction.count)
                }
            }
            guard !amount.isEmpty else { continue }
            return (String(text[..<range.lowerBound]) + " " + amount + " " + unit + " " + after).trimmed
        }
        // "1個", "2本", "1片": a count, or a clove.
        for counter in cloveCounters where text.hasSuffix(counter) {
            return String(text.dropLast(counter.count)) + " clove"
        }
        if let last = text.last, counters.contains(last), text.dropLast().last?.fastIsNumber == true { return String(text.dropLast()) }
        return text
    }
}
