/// Japanese recipe descriptions whose line breaks were lost: "＜スペアリブのトマト赤ワイン煮込み＞
/// 【材料／分量】スペアリブ／15本塩・胡椒／各少々にんにく／1片…【調理工程】① スペアリブに…② にんにく…".
/// Japanese writes no spaces, so the Latin reader's cuts (a capital, a digit after a word) find
/// nothing here. The list's own form cuts it instead: each entry is a name, a full-width slash and
/// an amount (`JapaneseAmounts`), and the next name starts where the amount ends; the method's
/// steps open with circled numbers. Sections are the brackets 【…】 and a recipe's title ＜…＞.
enum JapaneseRunTogether {
    /// The line cut back into lines, or nil when it holds no such list (at least three entries
    /// under a heading naming the ingredients, 材料).
    static func restoredLines(_ line: Substring) -> [String]? {
        // Most lines are not Japanese lists: a scan of their bytes says so.
        guard line.utf8.count >= 24, line.contains("材料"), line.contains("／") else { return nil }
        let characters = Array(line)
        var lines: [String] = []
        var entries = 0
        var index = 0
        while index < characters.count {
            let end = nextSection(characters, from: index + 1)
            let section = characters[index..<end]
            if let heading = bracketed(section, open: "【", close: "】") {
                var body = section.dropFirst(heading.count + 2)
                let text = String(heading)
                // "【材料】（2人分）": for two, part of the heading.
                var servings = ""
                if text.contains("材料"), body.first == "（" || body.first == "(",
                    let close = body.prefix(12).firstIndex(where: { $0 == "）" || $0 == ")" }), body[..<close].contains("人")
                {
                    servings = String(body[...close])
                    body = body[(close + 1)...]
                }
                lines.append("【" + text + "】" + servings)
                if text.contains("材料") {
                    let (items, rest) = listEntries(body)
                    entries += items.count
                    lines.append(contentsOf: items)
                    if !rest.isEmpty { lines.append(rest) }
                } else if ["作り方", "工程", "手順"].contains(where: text.contains) {
                    lines.append(contentsOf: steps(body))
                } else if !body.isEmpty {
                    lines.append(String(body).trimmed)
                }
            } else if let title = bracketed(section, open: "＜", close: "＞") {
                // A recipe's title, a heading of its own ("For the sauce:" as a Latin list
                // writes it), then whatever follows it before the next bracket.
                lines.append(String(title) + ":")
                let rest = String(section.dropFirst(title.count + 2)).trimmed
                if !rest.isEmpty { lines.append(rest) }
            } else {
                let text = String(section).trimmed
                if !text.isEmpty { lines.append(text) }
            }
            index = end
        }
        return entries >= 3 ? lines.filter { !$0.trimmed.isEmpty } : nil
    }

    /// Where the next section starts (an opening 【 or ＜), or the end.
    static func nextSection(_ characters: [Character], from start: Int) -> Int {
        var index = start
        while index < characters.count, characters[index] != "【", characters[index] != "＜" { index += 1 }
        return index
    }

    /// The text inside brackets that open the section, when they close within 40 characters.
    static func bracketed(_ section: ArraySlice<Character>, open: Character, close: Character) -> ArraySlice<Character>? {
        guard section.first == open, let closing = section.prefix(42).firstIndex(of: close) else { return nil }
        return section[(section.startIndex + 1)..<closing]
    }

    /// The entries of a list, "name／amount" each, and what follows the last one (hashtags, a
    /// note). A group's label ("A）ーーーー") is left out: the entries under it are the recipe's.
    static func listEntries(_ body: ArraySlice<Character>) -> (items: [String], rest: String) {
        var items: [String] = []
        var index = body.startIndex
        while index < body.endIndex {
            // "A）ーーー", "B)――": a group label and its rule.
            if body[index].isLetter, body[index].isASCII || ("Ａ"..."Ｚ").contains(body[index]), index + 1 < body.endIndex,
                "）)".contains(body[index + 1])
            {
                index += 2
                while index < body.endIndex, "ー－-―─".contains(body[index]) { index += 1 }
                continue
            }
            // A name is short: a slash further on is another sentence's.
            guard let slash = body[index...].prefix(40).firstIndex(of: "／"), slash > index,
                let amountEnd = amountEnd(body, from: slash + 1)
            else { break }
            items.append(String(body[index..<amountEnd]).trimmed)
            index = amountEnd
        }
        return (items, String(body[index...]).trimmed)
    }

    /// Where the amount that starts at `start` ends: an amount word ("各少々", "適量"), or an
    /// optional spoon ("大さじ"), a number (a range "３～４", a fraction "1/2", "1と1/2") and an
    /// optional unit ("ml", "ｇ") or counter ("本", "片"; "分", worth, after it: "４片分").
    static func amountEnd(_ characters: ArraySlice<Character>, from start: Int) -> Int? {
        let rest = characters[start...]
        let text = String(rest.prefix(8))
        if let word = JapaneseAmounts.amountWords.map(\.word).filter({ text.hasPrefix($0) }).max(by: { $0.count < $1.count }) {
            return start + word.count
        }
        var index = start
        if let spoon = JapaneseAmounts.leadingUnits.map(\.word).first(where: { text.hasPrefix($0) }) { index += spoon.count }
        let numberStart = index
        while index < characters.endIndex {
            let character = characters[index]
            if character.isNumber || "./．～〜~-".contains(character) {
                index += 1
            } else if character == "と", index + 1 < characters.endIndex, characters[index + 1].isNumber {
                index += 1
            } else {
                break
            }
        }
        guard index > numberStart, characters[numberStart].isNumber else { return nil }
        let letters = characters[index...].prefix { $0.isASCII ? $0.isLetter : ("ａ"..."ｚ").contains($0) }
        if !letters.isEmpty, letters.count <= 3 {
            index += letters.count
        } else if index < characters.endIndex, JapaneseAmounts.counters.contains(characters[index]) || characters[index] == "片" {
            index += 1
            if index < characters.endIndex, characters[index] == "分" { index += 1 }
        } else if characters[index...].starts(with: "かけ") {
            index += 2
        }
        return index
    }

    /// The method cut at its circled numbers (① to ⑳) in order, and a note ("＊…") on a line of
    /// its own. A circled number out of order is a step referring to an earlier one ("③
    /// フライパンで①をこんがりと焼いて", brown ① in a pan) and stays inside it.
    static func steps(_ body: ArraySlice<Character>) -> [String] {
        var steps: [String] = []
        var marker = ""
        var current = ""
        var next = 1
        func flush() {
            if !current.trimmed.isEmpty { steps.append(marker + current.trimmed) }
        }
        // Hashtags end the method: "…乗せる。#谷やん #大食い".
        let method = body.prefix { $0 != "#" }
        for character in method {
            let value = character.unicodeScalars.first.map { Int($0.value) - 0x2460 + 1 } ?? 0
            if value == next || character == "＊" {
                flush()
                (marker, current) = value == next ? ("\(value). ", "") : ("", String(character))
                if value == next { next += 1 }
            } else {
                current.append(character)
            }
        }
        flush()
        let hashtags = String(body.dropFirst(method.count)).trimmed
        return hashtags.isEmpty ? steps : steps + [hashtags]
    }
}
