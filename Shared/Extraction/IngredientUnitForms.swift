/// Units and amounts as some lists write them: Brazilian spoons named by what they are for, and
/// one amount written in two parts ("1 e 1/2 xícara", "2 and a half cups").
extension IngredientParser {
    /// Brazilian lists name the spoon by what it is for, in parentheses: "1 colher (chá) sal" is
    /// a teaspoon of salt, "2 colheres(sopa)de água" tablespoons, "1 xícara (chá)" a cup (the
    /// tea cup is the standard cup). Written as the units the table knows.
    static func brazilianSpoons(_ line: String) -> String {
        guard line.contains("colher") || line.contains("xícara") || line.contains("xicara") else { return line }
        var result = line
        for (written, unit) in brazilianSpoonForms where result.contains(written) {
            result = result.replacingAll(written, with: unit)
        }
        return result
    }

    static let brazilianSpoonForms: [(String, String)] = {
        var forms: [(String, String)] = []
        for (spoon, purposes) in [
            ("colheres", ["sopa", "chá", "cha", "café", "cafe"]), ("colher", ["sopa", "chá", "cha", "café", "cafe"]),
        ] {
            for purpose in purposes {
                for gap in [" ", ""] { forms.append((spoon + gap + "(" + purpose + ")", " " + spoon + " de " + purpose + " ")) }
            }
        }
        for cup in ["xícaras", "xícara", "xicaras", "xicara"] {
            for purpose in ["chá", "cha"] {
                for gap in [" ", ""] { forms.append((cup + gap + "(" + purpose + ")", " " + cup + " ")) }
            }
        }
        return forms
    }()

    /// Where the notes begin in the amount written after a name: at a parenthesis, a comma, a
    /// "+", or a purpose ("Water- 1/2 cup to make a smooth batter", "Oil - 2 tbsp for frying").
    static func notesStart(_ tail: String) -> String.Index {
        let purpose = [" to make ", " for "].compactMap { TextTools.firstUTF8Range(of: $0, in: tail)?.lowerBound }.min()
        let mark = tail.firstIndex { $0 == "(" || $0 == "," || $0 == "+" }
        return [purpose, mark].compactMap { $0 }.min() ?? tail.endIndex
    }

    /// "Salt - as required", "Coriander leaves - few", "Oil- enough for frying": no amount to
    /// move, a note.
    static func isAmountNote(_ tail: String) -> Bool {
        let note = TextTools.fold(tail).trimmingEdges { $0 == "." }
        return amountNotes.contains(note) || note.hasPrefix("enough ")
    }

    /// "2x chicken breasts", "1 x avocado", "x4 tortillas", "lettuce x 1", "eggs x2": a count
    /// written as a multiplication, as UK captions write their lists, is the line's amount ("2
    /// chicken breasts"; "x chicken breasts" had been the name). Not "2 x 400g tins", whose "x"
    /// is followed by the amount of each.
    static func countWithTimes(_ line: String) -> String {
        // Most lines have no "x" beside a digit or a space at either side ("mix", "extra" do not
        // count): a byte scan answers them. ("×" is 0xC3 0x97.)
        var before: UInt8 = 0x20
        var mark = false
        var found = false
        for byte in line.utf8 {
            if mark && (byte == 0x20 || (0x30...0x39).contains(byte)) {
                found = true
                break
            }
            mark = (byte == 0x78 || byte == 0x58 || byte == 0x97) && (before == 0x20 || before == 0xC3 || (0x30...0x39).contains(before))
            before = byte
        }
        guard found || mark else { return line }
        let words = line.split(separator: " ")
        guard words.count >= 2 else { return line }
        func isCount(_ word: Substring) -> Bool { (1...3).contains(word.count) && word.allSatisfy(\.fastIsNumber) }
        func isTimes(_ character: Character?) -> Bool { character == "x" || character == "X" || character == "×" }
        func joined(_ count: Substring, _ rest: ArraySlice<Substring>) -> String { ([count] + rest).joined(separator: " ") }
        let first = words[0]
        let nameFollows = words[1].first?.isLetter == true
        // "2x chicken breasts", "x4 tortillas"
        if nameFollows, isTimes(first.last), isCount(first.dropLast()) { return joined(first.dropLast(), words.dropFirst()) }
        if nameFollows, isTimes(first.first), isCount(first.dropFirst()) { return joined(first.dropFirst(), words.dropFirst()) }
        // "1 x avocado"
        if words.count >= 3, isCount(first), words[1].count == 1, isTimes(words[1].first), words[2].first?.isLetter == true {
            return joined(first, words.dropFirst(2))
        }
        // "lettuce x 1", "eggs x2": after a name with no other number.
        guard first.first?.isLetter == true, let last = words.last else { return line }
        if words.count >= 3, isCount(last), words[words.count - 2].count == 1, isTimes(words[words.count - 2].first),
            !words.dropLast(2).contains(where: { $0.contains(where: \.fastIsNumber) })
        {
            return joined(last, words.dropLast(2))
        }
        if isTimes(last.first), isCount(last.dropFirst()), !words.dropLast().contains(where: { $0.contains(where: \.fastIsNumber) }) {
            return joined(last.dropFirst(), words.dropLast())
        }
        return line
    }

    /// "1 and 1/2 cups", "1 e 1/2 xícara", "1 + 1/2 cas", "2 and a half cups", "1 xícara e
    /// meia": one amount in two parts, written "1 1/2" as the rules read it. (The first part
    /// had been the amount, and "+ 1/2 xícara de açúcar" or "a half cups flour" the name.)
    static func joinedAmountParts(_ line: String) -> String {
        // Most lines join nothing: a scan of their bytes says so before they are split.
        guard line.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }),
            line.utf8.contains(where: { $0 == 0x2B || $0 == 0x26 }) || joinerStems.contains(where: { TextTools.contains(line, $0) })
        else { return line }
        var tokens = line.split(separator: " ").flatMap { token -> [String] in
            // "1+1/2"
            guard let plus = token.firstIndex(of: "+"), isWhole(token[..<plus]), isFraction(token[token.index(after: plus)...]) else {
                return [String(token)]
            }
            return [String(token[..<plus]), "+", String(token[token.index(after: plus)...])]
        }
        var changed = false
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            guard isWhole(tokens[index][...]) else { continue }
            if index + 2 < tokens.count, amountJoiners.contains(TextTools.fold(tokens[index + 1])), isFraction(tokens[index + 2][...]) {
                tokens[index] += " " + tokens[index + 2]
                tokens.removeSubrange(index + 1...index + 2)
                changed = true
                continue
            }
            // "and a half" right after the number or after a unit of up to three words with no
            // number in them ("1 xícara e meia de farinha").
            let folded = tokens[(index + 1)...].prefix(7).map { TextTools.fold($0) }
            for start in 0...min(3, folded.count) {
                guard !folded.prefix(start).contains(where: { $0.contains(where: \.fastIsNumber) }),
                    let half = halfPhrases.first(where: { folded.dropFirst(start).starts(with: $0) })
                else { continue }
                tokens.removeSubrange(index + 1 + start..<index + 1 + start + half.count)
                tokens[index] += " 1/2"
                changed = true
                break
            }
        }
        return changed ? tokens.joined(separator: " ") : line
    }

    /// The joining words with spaces, as a line must hold one (any case) to be read for them.
    static let joinerStems = [" and ", " y ", " e ", " et ", " und ", " And ", " Y ", " E ", " Et ", " Und ", " AND "]

    /// Words that join a whole number to its fraction: and, y, e, et, und, "+", "&".
    static let amountJoiners: Set<String> = ["and", "y", "e", "et", "und", "+", "&"]

    /// "And a half" after a number or its unit, folded: "2 and a half cups", "1 taza y media",
    /// "1 xícara e meia", "1 cuillère et demie".
    static let halfPhrases: [[String]] = [
        ["and", "a", "half"], ["and", "one", "half"], ["y", "medio"], ["y", "media"], ["e", "meio"], ["e", "meia"], ["et", "demi"],
        ["et", "demie"],
    ]

    static func isWhole(_ text: Substring) -> Bool { (1...3).contains(text.count) && text.allSatisfy { $0.isASCII && $0.isNumber } }

    static func isFraction(_ text: Substring) -> Bool {
        if text.count == 1, let character = text.first { return TextTools.isFraction(character) }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { (1...2).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }
}

extension IngredientParser {
    /// "Jus d’1 citron vert" → "Jus de 1 citron vert": the French article elided before a
    /// number ("d'1", "d’une") is the word "de", so that the number stands alone.
    static func elisionsBeforeNumbers(_ line: String) -> String {
        guard line.contains("d'") || line.contains("d’") || line.contains("D'") || line.contains("D’") else { return line }
        var result = ""
        var characters = Array(line)[...]
        var previous: Character = " "
        while let character = characters.first {
            if (character == "d" || character == "D") && !previous.isLetter && characters.count > 2,
                "'’".contains(characters[characters.startIndex + 1]), characters[characters.startIndex + 2].fastIsNumber
            {
                result += "\(character)e "
                characters = characters.dropFirst(2)
                previous = " "
                continue
            }
            result.append(character)
            previous = character
            characters = characters.dropFirst()
        }
        return result
    }
}

extension IngredientParser {
    /// Metric units a cook restates an amount in (`Vocabulary.units` spellings).
    static let restatingUnits: Set<String> = ["g", "kg", "ml", "cl", "l"]

    /// "1 caixinha de leite condensado 395 gramas", "3 ovos 150 gramas": an amount-first line
    /// that ends on the same food's weight or volume, as Brazilian lists give it, is read as if
    /// that weight were in parentheses ("1 can (395 g)"), where a restatement is expected. Not
    /// after a word that makes it another amount ("plus 200 g", "x 225 g").
    static func trailingMetricInParentheses(_ line: String) -> String {
        let words = line.split(separator: " ")
        guard words.count >= 4, let first = line.first, first.fastIsNumber || TextTools.isFraction(first),
            let unit = Vocabulary.units[TextTools.fold(words[words.count - 1])], restatingUnits.contains(unit),
            words[words.count - 2].allSatisfy({ $0.fastIsNumber || $0 == "," || $0 == "." }),
            words[words.count - 3].last?.isLetter == true,
            !DescriptionParser.amountLinks.contains(TextTools.fold(words[words.count - 3]))
        else { return line }
        return words.dropLast(2).joined(separator: " ") + " (" + words.suffix(2).joined(separator: " ") + ")"
    }

    /// "2 gr. Dosen Tomaten", "2gr.Dosen Fruchtcocktail": in a German list "gr." before a
    /// container is "große" (large), not grams, or two cans of fruit had become 2 g. Elsewhere
    /// "gr." stays grams ("500 gr. Mehl", "2 gr de levadura").
    static func largeContainer(_ line: String) -> String {
        guard TextTools.contains(TextTools.fold(line), "gr") else { return line }
        var words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var changed = false
        for index in words.indices {
            // The amount before it, as a word of its own or glued on ("2gr.").
            let amount = String(words[index].prefix { $0.fastIsNumber || $0 == "," || $0 == "." })
            let word = words[index].dropFirst(amount.count)
            guard !amount.isEmpty || (index > 0 && words[index - 1].last?.fastIsNumber == true) else { continue }
            let folded = TextTools.fold(word)
            guard folded == "gr" || folded.hasPrefix("gr.") else { continue }
            let glued = word.dropFirst(2).drop { $0 == "." }
            let container = glued.isEmpty ? (index + 1 < words.count ? words[index + 1] : "") : String(glued)
            guard let unit = Vocabulary.units[TextTools.fold(container).trimmingEdges { $0 == "." }],
                Vocabulary.containerUnits.contains(unit)
            else { continue }
            words[index] = (amount.isEmpty ? "" : amount + " ") + "große" + (glued.isEmpty ? "" : " " + glued)
            changed = true
        }
        return changed ? words.joined(separator: " ") : line
    }
}

extension IngredientParser {
    /// Herbs and greens counted by the leaf. The Romance languages and German use one word for a
    /// leaf and a sheet ("hojas de laurel", "feuilles de menthe", "folhas de louro"): read as a
    /// unit it gave "2 sheet bay leaf".
    static let leafyFoods: Set<String> = [
        "bay", "bay leaf", "mint", "basil", "sage", "coriander", "cilantro", "parsley", "curry", "lettuce", "cabbage", "spinach",
        "lime", "kaffir lime", "makrut lime", "shiso", "perilla", "banana", "vine", "fig", "chard", "kale", "tarragon", "thyme",
        "lemon", "fenugreek", "betel", "pandan", "mustard", "rocket", "sorrel", "dill", "oregano", "lovage",
    ]

    /// "2 sheet bay leaf" → no unit and "bay leaves"; "10 sheet mint" → "mint leaves"; any other
    /// sheet ("4 sheets gelatine", "1 sheet puff pastry") as it is.
    static func leafCount(item: String, unit: String?, quantity: String?) -> (item: String, unit: String?)? {
        guard unit == "sheet" else { return nil }
        let name = item.lowercased()
        let one = quantity == "1" || quantity == nil
        for suffix in [" leaves", " leaf"] where name.hasSuffix(suffix) {
            let stem = String(item.dropLast(suffix.count))
            return (stem + (one ? " leaf" : " leaves"), nil)
        }
        guard leafyFoods.contains(name) else { return nil }
        return (item + (one ? " leaf" : " leaves"), nil)
    }
}

extension IngredientParser {
    /// "كوب سكر" (a cup of sugar), "كوبين دقيق" (two cups of flour), "ملعقتين كبيرتين زيت" (two
    /// tablespoons of oil): Arabic counts one by the unit alone and two by its dual ending, and no
    /// number was read. Written as the rules read them ("a كوب سكر", "2 ملعقة كبيرة زيت").
    static func arabicUnitCounts(_ line: String) -> String {
        guard let first = line.unicodeScalars.first, (0x0621...0x064A).contains(first.value),
            let space = line.firstIndex(of: " ")
        else { return line }
        let head = String(line[..<space])
        var rest = String(line[line.index(after: space)...])
        // (One is "a", as an English list's "a pinch of salt" is read: no quantity, the unit.)
        if Vocabulary.units[head] != nil { return "a " + line }
        guard head.count > 3, head.hasSuffix("ين") || head.hasSuffix("ان") else { return line }
        var stem = String(head.dropLast(2))
        // The feminine ending is written "ت" before the dual's: "ملعقة", "ملعقتين".
        if stem.hasSuffix("ت") { stem = String(stem.dropLast()) + "ة" }
        guard Vocabulary.units[stem] != nil else { return line }
        for (dual, one) in [("كبيرتين", "كبيرة"), ("صغيرتين", "صغيرة")] where rest.hasPrefix(dual + " ") {
            rest = one + rest.dropFirst(dual.count)
        }
        return "2 " + stem + " " + rest
    }
}
