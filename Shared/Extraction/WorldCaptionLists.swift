/// A caption's list written on one line in Chinese, Korean, Thai, Vietnamese, Indonesian,
/// Turkish, Polish or Dutch: "백종원 김치찌개 레시피 🔥 재료: 김치 2컵, 돼지고기 200g, …" or
/// "可乐鸡翅🍗 用料：鸡翅10个、可乐1罐、生抽2勺。鸡翅两面划刀焯水，…". These lists give the name before
/// its amount and part their entries with "、" or a full-width comma, so the English and
/// European rules (an amount opens each entry) read none of them, and the whole recipe was
/// answered "not a recipe".
extension DescriptionParser {
    /// The line cut into lines: the text before the heading, the heading, one line per entry,
    /// then the sentences after the list (`tail`, the first of them, ends the list); nil when
    /// no such heading with a colon is followed by three entries with an amount.
    static func worldCaptionList(_ line: Substring) -> (lines: [String], tail: Int?)? {
        // A colon, ASCII or full-width (bytes EF BC 9A), by bytes: this runs on every line.
        let utf8 = line.utf8
        guard utf8.count >= 16, utf8.count <= 8_000,
            utf8.contains(0x3A) || zip(utf8, utf8.dropFirst()).contains(where: { $0 == 0xBC && $1 == 0x9A })
        else { return nil }
        let folded = TextTools.fold(line)
        let candidates = worldCaptionHeadings.filter { TextTools.contains(folded, $0.folded) }
        guard !candidates.isEmpty else { return nil }
        let characters = Array(line)
        let lower = Array(line.lowercased())
        guard characters.count == lower.count else { return nil }
        for heading in candidates {
            var from = 0
            while let start = index(of: heading.lower, in: lower, from: from) {
                from = start + 1
                guard start == 0 || !lower[start - 1].isLetter else { continue }
                var colon = start + heading.lower.count
                while colon < characters.count, characters[colon] == " " { colon += 1 }
                guard colon < characters.count, characters[colon] == ":" || characters[colon] == "：" else { continue }
                if let restored = worldList(characters, heading: start..<colon, listStart: colon + 1) { return restored }
            }
        }
        return nil
    }

    /// The headings a caption's list may open with, lower-cased as written and folded.
    static let worldCaptionHeadings: [(lower: [Character], folded: String)] = Vocabulary.worldIngredientHeaders
        .sorted { $0.count > $1.count }
        .map { (Array($0.lowercased()), TextTools.fold($0)) }

    /// Where `needle` first stands in `haystack` from `from` on.
    static func index(of needle: [Character], in haystack: [Character], from: Int) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count, from <= haystack.count - needle.count else { return nil }
        for start in from...(haystack.count - needle.count) where haystack[start] == first {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return start }
        }
        return nil
    }

    /// The list from `listStart` to its end (a "。", a full stop before a space, "!", a hashtag
    /// or an address), cut at its separators; then the sentences after it.
    static func worldList(_ characters: [Character], heading: Range<Int>, listStart: Int) -> (lines: [String], tail: Int?)? {
        var end = listStart
        while end < characters.count {
            let character = characters[end]
            if "。！!#".contains(character) || (character == "." && (end + 1 == characters.count || characters[end + 1] == " ")) {
                break
            }
            if character == "h", characters[end...].starts(with: "http") { break }
            end += 1
        }
        // "、", "，" and ";" part entries; a comma only when it is no decimal comma ("1,5 kg").
        var parts: [String] = []
        var current = ""
        for index in listStart..<end {
            let character = characters[index]
            let decimal =
                character == "," && index > listStart && characters[index - 1].fastIsNumber && index + 1 < end
                && characters[index + 1].fastIsNumber
            if "、，；;".contains(character) || (character == "," && !decimal) {
                parts.append(current.trimmed)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current.trimmed)
        parts = parts.filter { !$0.isEmpty }
        let measured = parts.filter { part in
            part.contains(where: \.fastIsNumber)
                || Vocabulary.worldAsNeeded.contains { TextTools.contains(TextTools.fold(part), TextTools.fold($0)) }
        }
        guard parts.count >= 3, measured.count >= 3, measured.count * 2 >= parts.count, parts.allSatisfy({ $0.count <= 60 }) else {
            return nil
        }
        var lines: [String] = []
        let before = String(characters[..<heading.lowerBound]).trimmed
        if !before.isEmpty { lines.append(before) }
        lines.append(String(characters[heading]).trimmed + ":")
        lines.append(contentsOf: parts)
        let afterEnd = end < characters.count && "。！!.".contains(characters[end]) ? end + 1 : end
        let rest = sentences(characters[afterEnd...])
        return (lines + rest, rest.isEmpty ? nil : lines.count)
    }

    /// Text cut after each "。", "！", "!" or "?", and after a full stop before a space; hashtags
    /// and what follows them stay one line.
    static func sentences(_ text: ArraySlice<Character>) -> [String] {
        var lines: [String] = []
        var current = ""
        for (offset, character) in text.enumerated() {
            if character == "#" && current.trimmed.isEmpty {
                lines.append(String(text.dropFirst(offset)).trimmed)
                return lines.filter { !$0.isEmpty }
            }
            current.append(character)
            let next = text.dropFirst(offset + 1).first
            if "。！!?？".contains(character) || (character == "." && (next == nil || next == " ")) {
                lines.append(current.trimmed)
                current = ""
            }
        }
        lines.append(current.trimmed)
        return lines.filter { !$0.isEmpty && !TextTools.stripBullet($0).isEmpty }
    }
}
