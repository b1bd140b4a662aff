/// Where a run-together list begins: the heading word ("Ingredientes", "Zutaten") or phrase
/// ("Dafür brauchst du:", "Rezept Carolina BBQ Soße:") inside a line whose line breaks were
/// lost, and the line cut back into lines from there (`RunTogetherLists.swift` cuts the items).
extension DescriptionParser {
    /// Heading words that open a list inside a line (folded).
    static let runTogetherHeadings: Set<String> = ["ingredients", "ingredient", "ingredientes", "ingredienti", "zutaten"]

    /// Method headings that end such a list (folded, first words).
    static let runTogetherMethodHeadings: [[Character]] = [
        "modo de preparo", "modo de fazer", "preparacion", "preparation", "procedimiento", "procedimento", "instructions",
        "directions", "method", "zubereitung", "so geht es", "so geht's", "anleitung", "preparazione", "paso a paso", "instrucciones",
        "elaboracion", "passo a passo",
    ].map { Array($0) }

    /// Headings of the cook's tips and notes ("…cilantro al gustoTips: recuerda remover la
    /// grasa del caldo."): after a list they end it, as "Music:" does. (Not a heading that
    /// ignores what follows: on a line of its own, a "Tip:" in the middle of a method is
    /// followed by more steps.)
    static let tipHeadings: Set<String> = [
        "tips", "tip", "note", "nota", "notas", "consejo", "consejos", "truco", "trucos", "astuce", "astuces", "conseil", "conseils",
        "dica", "dicas", "tipp", "tipps", "hinweis",
    ]

    /// Bullets written inline between items.
    static let inlineBullets: Set<Character> = ["•", "▪", "▢", "☐", "◦", "●", "✔", "✓", "➤", "►", "▸", "◆"]

    /// Whether a line may hold a run-together list: "ngr" or "utat" in either case (every word
    /// of `runTogetherHeadings` has one), or the letters of a needed or recipe heading with a
    /// colon before an amount. Over the bytes in place: this runs on every line of every
    /// description.
    static func mayHoldRunTogetherList(_ line: Substring) -> Bool {
        guard line.utf8.count >= 24 else { return false }
        // Cyrillic (its letters lead with 0xD0 or 0xD1): the Russian headings are looked for by name.
        if line.utf8.contains(where: { $0 == 0xD0 || $0 == 0xD1 }), case let folded = TextTools.fold(line.prefix(4_000)),
            ["потребуется", "понадобится", "ингредиенты"].contains(where: { TextTools.contains(folded, $0) })
        {
            return true
        }
        var window: UInt32 = 0
        var phrase = false
        var colonBeforeAmount = false
        var afterColon = false
        // Bytes read since "need" (1: the space after it): "You need 200g spaghetti, …".
        var afterNeed = 0
        for byte in line.utf8 {
            if afterNeed == 1 && (0x30...0x39).contains(byte) { return true }
            afterNeed = afterNeed == 0 && window == 0x6E65_6564 && byte == 0x20 ? 1 : 0
            window = (window << 8) | UInt32(byte | 0x20)
            // "ngr" in the last three bytes, "utat" in the last four (lower-cased by the 0x20 bit).
            if window & 0xFF_FFFF == 0x6E_6772 || window == 0x7574_6174 { return true }
            // The needed-headings' "(b)rauc(h)", "need", "faut", "(nec)esit(as)", "(pr)ecis(ar)",
            // and the recipe words' "(re)zept", "(re)cett(e)", "(r)ecet(a)", "(re)ceit(a)", "(r)ecip(e)":
            // those headings want a colon before the list's first amount ("Soße:160g", "du: 300 g").
            switch window {
            // And the servings headings' "pour", "para", " per", " for", "für" ("Pour 15 crêpes :").
            case 0x7261_7563, 0x6E65_6564, 0x6661_7574, 0x6573_6974, 0x6563_6973, 0x7A65_7074, 0x6365_7474, 0x6563_6574,
                0x6365_6974, 0x6563_6970, 0x706F_7572, 0x7061_7261, 0x2070_6572, 0x2066_6F72, 0x66E3_BC72:
                phrase = true
            default: break
            }
            if byte == 0x3A {
                afterColon = true
            } else if afterColon && byte != 0x20 {
                colonBeforeAmount = colonBeforeAmount || (0x30...0x39).contains(byte)
                afterColon = false
            }
        }
        return phrase && colonBeforeAmount
    }

    /// The line cut into lines, or nil when it holds no list: a heading followed, on the same
    /// line, by at least three amounts. Every heading word is tried in turn: "…da man die
    /// Zutaten immer zu Hause hatte … Das sind die Zutaten:100g Biskuitzungen…" names the
    /// ingredients in a sentence before it heads the list.
    static func restoredLines(_ line: String) -> (lines: [String], tail: Int?)? {
        let characters = Array(line)
        let lower = Array(line.lowercased())
        // Lower-casing that changes the count (rare letters) would misplace every cut.
        guard characters.count == lower.count else { return nil }
        var from = 0
        // (At most eight tries: each reads to the list's end.)
        for _ in 0..<8 {
            guard let heading = runTogetherHeading(characters, lower, from: from) else { break }
            if let restored = restoredLines(characters, lower, heading: heading.range, needsColon: heading.needsColon) {
                return restored
            }
            from = heading.range.upperBound
        }
        return nil
    }

    /// The line cut at the heading found at `heading`, or nil when no list follows it.
    static func restoredLines(_ characters: [Character], _ lower: [Character], heading: Range<Int>, needsColon: Bool)
        -> (lines: [String], tail: Int?)?
    {
        // "INGREDIENTES DO RECHEIO- 1 caixinha", "Ingredients needed :Aval…": a few words that
        // say which part the list is for, before the colon or dash that ends the heading.
        let qualifierEnd = headingQualifierEnd(characters, from: heading.upperBound)
        // "3 ingredient banana pancakes 🥞 Ingredients: 1 banana…": a heading word inside the
        // words before the colon heads the list itself.
        if let end = qualifierEnd, let next = runTogetherHeading(characters, lower, from: heading.upperBound),
            next.range.lowerBound < end
        {
            return nil
        }
        var start = qualifierEnd ?? heading.upperBound
        var separated = false
        // A colon, a dash or a picture ("♡Ingredientes♡3 xícaras") between heading and list.
        while start < characters.count,
            characters[start].fastIsWhitespace || ":-–—".contains(characters[start]) || TextTools.isDecoration(characters[start])
        {
            separated = separated || !characters[start].fastIsWhitespace
            start += 1
        }
        guard start < characters.count else { return nil }
        // "You need 200g spaghetti, 1 lemon, …": a phrase of what is needed may do without its
        // colon when an amount follows it straight away (not "Recipe 2 of 5").
        let colonless =
            needsColon && start == heading.upperBound + 1 && characters[start].fastIsNumber
            && colonlessNeededHeadings.contains(String(lower[heading]))
        guard separated || colonless || (qualifierEnd == nil && !needsColon) else { return nil }
        if needsColon, !colonless, !characters[heading.upperBound..<start].contains(":") { return nil }
        // "Ingredients: 1 cup…", "Ingredientes1 batata…", "Ingredients • 2 eggs…"; not "only 3
        // ingredients and 2 minutes of your time", which is talk about a recipe.
        // Without a colon or dash, only a capitalised heading ("Ingredientes 2 berinjelas") or one
        // glued to its first amount ("Ingredientes1 batata").
        let first = characters[start]
        let opensList =
            (first.fastIsNumber || TextTools.isFraction(first) || inlineBullets.contains(first))
            && (characters[heading.lowerBound].isUppercase || start == heading.upperBound)
        guard separated || opensList else { return nil }
        let (listEnd, methodStart) = runTogetherListEnd(characters, lower, from: start)
        guard amountCount(characters[start..<listEnd]) >= 3 else { return nil }
        var lines: [String] = []
        let before = String(characters[..<heading.lowerBound]).trimmed
        if !before.isEmpty { lines.append(before) }
        let headingText = String(characters[heading.lowerBound..<(qualifierEnd ?? heading.upperBound)])
        lines.append(headingText.trimmingEdges { $0.fastIsWhitespace || TextTools.isDecoration($0) } + ":")
        // Entries parted by commas are cut at the commas alone ("…, 500g/1lb 2oz beef mince, …"
        // is one entry, though an amount follows a space inside it).
        // A Russian heading's list only when parted by commas: Russian glues its lost line breaks
        // in lower case ("помидорывиноградчеснок по 2 зубчика"), which no cut can read.
        let cyrillic = characters[heading].contains { $0.unicodeScalars.first.map { (0x0400...0x04FF).contains($0.value) } == true }
        guard
            let (items, rest) = commaList(String(characters[start..<listEnd]), lowerCaseMethod: true)
                ?? (cyrillic ? nil : cutItems(characters[start..<listEnd]))
        else { return nil }
        lines.append(contentsOf: items)
        var tail: Int?
        if let rest {
            tail = lines.count
            lines.append(rest)
        }
        if let methodStart {
            lines.append(contentsOf: cutMethod(characters[methodStart...]))
        } else if listEnd < characters.count {
            tail = tail ?? lines.count
            lines.append(String(characters[listEnd...]).trimmed)
        }
        return (lines, tail)
    }

    /// After a heading word, up to four short words and then a colon or a dash ("do recheio-",
    /// "for the dough:", "needed :"): where those words end, or nil. A digit first means the
    /// list has begun ("ingredients 2 eggs"), a longer run of words that this is prose.
    static func headingQualifierEnd(_ characters: [Character], from start: Int) -> Int? {
        var index = start
        var words = 0
        while index < characters.count, index - start <= 40 {
            let character = characters[index]
            if character == ":" || character == "-" || character == "–" { return words > 0 ? index : nil }
            if character.fastIsNumber || TextTools.isFraction(character) { return servingsQualifierEnd(characters, from: start) }
            if ".!?\n".contains(character) { return nil }
            if character.isLetter, index == start || !characters[index - 1].isLetter {
                words += 1
                if words > 4 { return nil }
            }
            index += 1
        }
        return nil
    }

    /// "per 2 persone:", "für 4 Personen:", "(4 porciones):": the servings a list is for, between
    /// its heading and its colon. Where the colon stands, or nil.
    static func servingsQualifierEnd(_ characters: [Character], from start: Int) -> Int? {
        let end = min(characters.count, start + 40)
        guard let colon = characters[start..<end].firstIndex(of: ":") else { return nil }
        let words = TextTools.words(TextTools.fold(String(characters[start..<colon])))
        guard (2...5).contains(words.count) else { return nil }
        let counted = words.count == 2 && MetaParser.isNumber(words[0]) && MetaParser.peopleWords.contains(words[1])
        return counted || MetaParser.servings(words) != nil ? colon : nil
    }

    /// Where a heading that says what the list makes ends: "Pour 15 crêpes :", "Para 4 personas:",
    /// "Für 2 Personen:". The word for, a count, one to three words, then a colon (which
    /// `restoredLines` requires of it); else nil.
    static func servingsHeadingEnd(_ characters: [Character], from start: Int) -> Int? {
        var index = start
        while index < characters.count, index - start < 4, characters[index].fastIsNumber { index += 1 }
        guard index > start, index < characters.count, characters[index] == " " else { return nil }
        var words = 0
        var wordEnd = index
        while index < characters.count, index - start <= 40 {
            let character = characters[index]
            if character == ":" { return words > 0 ? wordEnd : nil }
            if character.isLetter {
                if !characters[index - 1].isLetter {
                    words += 1
                    if words > 3 { return nil }
                }
                wordEnd = index + 1
            } else if character != " " && character != "'" && character != "’" {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// The servings headings' opening words, lower case, with the space after them.
    static let servingsHeadingWords: [[Character]] = ["pour ", "para ", "per ", "für ", "for "].map { Array($0) }

    /// Headings of several words that say what is needed ("Dafür brauchst du:", "Il vous faut
    /// :", "Você vai precisar de:"), lower case: taken only before a colon, since such words are
    /// also said in passing.
    /// A recipe's name before its list ("Rezept Carolina BBQ Soße:160g Senf…") heads it the
    /// same way.
    static let neededHeadings: [[Character]] = [
        "dafür brauchst du", "das brauchst du", "du brauchst", "ihr braucht", "you will need", "you'll need", "you need", "what you need",
        "you’ll need", "il vous faut", "necesitas", "necesitarás", "vas a necesitar", "vai precisar", "você precisa", "rezept",
        "recette", "receta", "receita", "ricetta", "recipe",
        // Russian: we will need, you will need, ingredients
        "нам потребуется", "нам понадобится", "вам понадобится", "понадобится", "потребуется", "ингредиенты",
    ].map { Array($0) }

    /// Phrases of what is needed that head a list without a colon when its first amount
    /// follows them ("You need 200g spaghetti, …").
    static let colonlessNeededHeadings: Set<String> = [
        "you need", "you will need", "you'll need", "you’ll need", "du brauchst", "ihr braucht", "il vous faut", "necesitas",
    ]

    /// Where the next heading stands, in characters, from `from` on: an ingredient heading word,
    /// whole or glued after other text with its capital ("…?hl=pt-brIngredientes1 batata",
    /// "BERINJELA CROCANTEIngredientes 2 berinjelas"), which ends at the first character that is
    /// no letter or at a glued capital; or a phrase of what is needed, which wants a colon.
    static func runTogetherHeading(_ characters: [Character], _ lower: [Character], from: Int) -> (
        range: Range<Int>, needsColon: Bool
    )? {
        for index in lower.indices.dropFirst(from) {
            guard index == 0 || !lower[index - 1].isLetter || characters[index].isUppercase else { continue }
            if lower[index] == "i" || lower[index] == "z" {
                var end = index + 1
                while end < lower.count, lower[end].isLetter, !(characters[end].isUppercase && characters[end - 1].isLowercase) { end += 1 }
                if end - index >= 7, runTogetherHeadings.contains(TextTools.fold(String(lower[index..<end]))) {
                    return (index..<end, false)
                }
            }
            if let word = servingsHeadingWords.first(where: { lower[index...].starts(with: $0) }),
                let end = servingsHeadingEnd(characters, from: index + word.count)
            {
                return (index..<end, true)
            }
            if let phrase = neededHeadings.first(where: { lower[index...].starts(with: $0) }) {
                let end = index + phrase.count
                if end == lower.count || !lower[end].isLetter { return (index..<end, true) }
            }
        }
        return nil
    }
}
