/// The parts of an ingredient line around its amount: how many amounts there are (which decides
/// whether the tagger gives a second opinion), amounts written after the item (moved to the
/// front), parentheses and names inside them, amounts that restate the line's own, the first
/// comma, and trailing phrases such as "to taste".
extension IngredientParser {
    /// "1 good pinch of salt", "1 bonne pincée de thym", "una buena pizca": "good" before a
    /// unit sizes the measure, as "heaped" does. Only before a unit: "good olive oil" is a name.
    static func goodMeasure(_ tokens: inout [String]) -> (word: String, unit: String)? {
        guard tokens.count > 2, let first = tokens.first,
            ["good", "bonne", "bon", "buena", "buen", "boa", "bom", "gute", "guter", "gutes"].contains(TextTools.fold(first))
        else { return nil }
        var rest = Array(tokens.dropFirst())
        guard let unit = readUnit(&rest, afterAmount: true), !rest.isEmpty else { return nil }
        tokens = rest
        return (first, unit)
    }

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
            rangeOpen = previousNumeric && ["-", "–", "to", "~"].contains(token.text.lowercased())
            previousNumeric = numeric
        }
        return count
    }

    /// Whether the line's second amount measures something else than the ingredient: "or 2 tsp
    /// Dijon mustard", "cut into ½-inch pieces", "soaked in 140ml water", "5oz sugar, plus 1 tbsp
    /// for sprinkling". Told by the word before it; in the labelled lines, after "/", "(",
    /// "about" or "x" a second amount restates the first (460 lines to 15), after "or", "into",
    /// "in", "with" it is another thing's (80 to 7). "Plus" right after a unit adds to the amount
    /// ("¼ cup plus 2 tablespoons"); after a name it is another portion.
    static func secondAmountIsAnotherThing(_ line: String) -> Bool {
        let tokens = IngredientTagger.tokens(line).map(\.text)
        var amounts = 0
        var previousNumeric = false
        var rangeOpen = false
        for (index, token) in tokens.enumerated() {
            let numeric = token.first.map(IngredientTagger.isDigit) ?? false
            if numeric && !rangeOpen && !(previousNumeric && token.contains(where: { $0 == "/" || TextTools.isFraction($0) })) {
                amounts += 1
                if amounts == 2, index > 0 {
                    let before = TextTools.fold(tokens[index - 1])
                    if before == "plus" {
                        return index < 2 || Vocabulary.units[TextTools.fold(tokens[index - 2]).trimmingEdges { $0 == "." }] == nil
                    }
                    return ["or", "into", "in", "with", "for", "to", "from", "and", "of", "ou", "en", "dans"].contains(before)
                }
            }
            rangeOpen = previousNumeric && ["-", "–", "to", "~"].contains(token.lowercased())
            previousNumeric = numeric
        }
        return false
    }

    /// "Salt - 1 tsp", "नमक - 1 छोटा चम्मच", "oil for shallow frying, roughly 1 cup": the amount
    /// after the item, moved to the front; nil when the line does not end in an amount. As
    /// Indian channels write their lists, the amount may carry a size or a count word and be
    /// followed by notes: "Onions - 2 medium", "Eggs - 3 nos", "Green chillies - 2 (slit)",
    /// "Chicken - 500 g, cut into pieces", "Oil - 2 tbsp + 1 tsp", "Eggs x 3".
    static func amountFirst(_ line: String) -> String? {
        // (／: a Japanese list's "name／amount".)
        for separator in [" - ", " – ", " — ", ": ", " : ", " -", "- ", ", ", "=", " x ", " × ", " | ", "／"] {
            guard let range = line.ranges(of: separator).last else { continue }
            let head = String(line[..<range.lowerBound]).trimmed
            let tail = String(line[range.upperBound...]).trimmed
            guard !head.isEmpty, !tail.isEmpty, !head.contains(where: \.fastIsNumber) else { continue }
            // The notes after the amount (`notesStart`).
            let notesStart = Self.notesStart(tail)
            let core = tail[..<notesStart].trimmed
            var tokens = tokenize(core)
            var approximation: [String] = []
            while let first = tokens.first, Vocabulary.approximationWords.contains(TextTools.fold(first)), tokens.count > 1 {
                approximation.append(tokens.removeFirst())
            }
            // "Salt - as required", "Coriander leaves - few": no amount to move, a note.
            // ("Соль, перец — по вкусу": names in a script of their own, parted by commas, are
            // the note's together, not a name and a note.)
            if separator != ", ", isAmountNote(tail) {
                return (head.contains(where: { !$0.isASCII }) ? head.replacingAll(", ", with: " & ") : head) + ", " + tail
            }
            guard readAmount(&tokens) != nil || wordAmount(&tokens) else { continue }
            while let first = tokens.first, Vocabulary.sizeWords.contains(TextTools.fold(first)), tokens.count > 1 { tokens.removeFirst() }
            _ = readUnit(&tokens, afterAmount: true, atEnd: true)
            skipRangeEnd(&tokens)
            // Only an amount, its unit and sizes may follow: "1 cup", "2 चम्मच", "2 medium", "1
            // large clove"; "a pinch" is not matched. "Nos" and "pcs" only say it is a count.
            var dropped = 0
            while let last = tokens.last.map({ TextTools.fold($0) }), Self.countWords.contains(last) {
                tokens.removeLast()
                dropped += 1
            }
            while let first = tokens.first, Vocabulary.sizeWords.contains(TextTools.fold(first)) { tokens.removeFirst() }
            // "हरी मिर्च - 2 बारीक कटी": how it is cut, after an Indian list's amount, is a note.
            // (After a count ending: "পেঁয়াজ - ২টি কুচি করা".)
            let preparation = Self.indianPreparation(Array(tokens.drop { Self.countWords.contains(TextTools.fold($0)) }))
            if preparation != nil { dropped += tokens.count }
            guard tokens.isEmpty || preparation != nil else { continue }
            // From the tokens, so that a count word glued on ("3nos") goes too.
            var amount = core
            if dropped > 0 { amount = tokenize(core).dropLast(dropped).joined(separator: " ") }
            let prefix = approximation.isEmpty ? "" : approximation.joined(separator: " ") + " "
            amount = String(amount.dropFirst(prefix.count)).trimmed
            var notes = tail[notesStart...].trimmed
            if let preparation { notes = notes.isEmpty ? ", " + preparation : ", " + preparation + " " + notes }
            if notes.hasPrefix("+") { notes = ", plus " + notes.dropFirst().trimmed }
            return prefix + amount + " " + head + (notes.isEmpty || notes.hasPrefix(",") ? "" : " ") + notes
        }
        // "உப்பு 1 டீஸ்பூன்": no separator, the line ends in an amount and its unit.
        var tokens = tokenize(line)
        guard let start = tokens.firstIndex(where: { number($0) != nil }), start > 0,
            !tokens[..<start].contains(where: { $0.contains(where: \.fastIsNumber) })
        else { return nil }
        // "Plantains, ripe-1": a dash glued to the amount belongs to neither side.
        var headTokens = tokens[..<start]
        while let last = headTokens.last, ["-", "–", "—", ":", "="].contains(last) { headTokens.removeLast() }
        let head = headTokens.joined(separator: " ")
        tokens.removeFirst(start)
        let amountTokens = tokens
        guard readAmount(&tokens) != nil else { return nil }
        // "Eggs 3", "Green chillies 2 nos": a bare count after a short name.
        let unit = readUnit(&tokens, afterAmount: true, atEnd: true)
        if unit != nil { skipRangeEnd(&tokens) }
        let counted = tokens.count <= 1 && tokens.allSatisfy { Self.countWords.contains(TextTools.fold($0)) }
        guard tokens.isEmpty || (unit == nil && counted) else { return nil }
        if unit == nil && (headTokens.count > 3 || !counted) { return nil }
        return amountTokens.dropLast(tokens.count).joined(separator: " ") + " " + head
    }

    /// The upper end of a range written after an amount and its unit, with or without a unit of
    /// its own: "Sugar 1/2 cup to 3/4 cup", "Milk 750 ml to 1 litre". Moved before the name with
    /// the amount, it is read there as any range ("1/2-3/4 cup") or kept in the notes ("to 1 l").
    static func skipRangeEnd(_ tokens: inout [String]) {
        guard tokens.count >= 2, ["to", "-", "–"].contains(TextTools.fold(tokens[0])), number(tokens[1]) != nil else { return }
        var lookahead = Array(tokens.dropFirst())
        guard readAmount(&lookahead) != nil else { return }
        _ = readUnit(&lookahead, afterAmount: true, atEnd: true)
        tokens = lookahead
    }

    /// An amount in words, as after an item ("Salt - a pinch", "Thyme - a few sprigs", "Lemon -
    /// half", "Coriander - handful"): "a" or "few" need the measure after them.
    static func wordAmount(_ tokens: inout [String]) -> Bool {
        var lookahead = tokens
        let first = lookahead.first.map { TextTools.fold($0) }
        if first == "half" {
            lookahead.removeFirst()
        } else {
            if first == "a" || first == "an" { lookahead.removeFirst() }
            if ["few", "couple"].contains(lookahead.first.map { TextTools.fold($0) }) {
                lookahead.removeFirst()
                if lookahead.first.map({ TextTools.fold($0) }) == "of" { lookahead.removeFirst() }
            }
            guard
                lookahead.count < tokens.count
                    || lookahead.first.map({ Vocabulary.measuresWithoutNumber.contains(TextTools.fold($0)) }) == true,
                readUnit(&lookahead, afterAmount: true, atEnd: true) != nil
            else { return false }
        }
        tokens = lookahead
        return true
    }

    static func extractParentheses(_ line: String) -> (String, [String]) {
        var outside = ""
        var inside: [String] = []
        var depth = 0
        var current = ""
        // "2 cups crushed tomatoes or 1 can (14 ounces) fire-roasted tomatoes": an amount in
        // parentheses after another amount is that one's, and stays in its note, brackets and all.
        var inAlternative = false
        for index in line.indices {
            let character = line[index]
            if inAlternative {
                outside.append(character)
                if character == ")" { inAlternative = false }
            } else if character == "(" && depth == 0 && followsAlternativeAmount(outside),
                line[index...].prefix(while: { $0 != ")" }).contains(where: \.fastIsNumber)
            {
                outside.append(character)
                inAlternative = true
            } else if character == "(" || character == "[" {
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
        // "1 cup milk (warm": a parenthesis never closed still holds a note, not nothing; when
        // only an amount is outside it ("2 (6-ounce salmon fillets"), it holds the name.
        if depth > 0, !current.trimmed.isEmpty {
            if outside.contains(where: \.fastIsLetter) || !outside.contains(where: \.fastIsNumber) {
                inside.append(current.trimmed)
            } else {
                outside += " " + current
            }
        }
        return (outside, inside)
    }

    /// A clause after the name that says something else than the name, split off where it
    /// starts: another amount of another thing ("cognac or 1 tablespoon vanilla extract"), a
    /// participle with its object ("cornstarch dissolved in 3 tablespoons water", "eggs beaten
    /// with 2 tablespoons water", "butter cut into tablespoons"), a purpose ("oats to sprinkle over
    /// the loaf"), an example ("coarse sugar like Demerara") or where it is kept ("apple juice in
    /// a spray bottle"). Only after a word of the name: nil when there is no such clause.
    static func trailingClause(_ head: String) -> (String, String)? {
        let words = head.split(separator: " ")
        guard words.count >= 3 else { return nil }
        // One fold for the whole head (folding keeps spaces, so the words line up).
        let foldedWords = TextTools.fold(head).split(separator: " ").map(String.init)
        guard foldedWords.count == words.count else { return nil }
        var sawName = false
        for index in words.indices.dropLast() {
            let word = words[index]
            let folded = foldedWords[index]
            let next = words[index + 1]
            let nextFolded = foldedWords[index + 1]
            if sawName {
                let nextIsNumber = next.first.map { $0.fastIsNumber || TextTools.isFraction($0) } ?? false
                let opens =
                    (["or", "+", "plus"].contains(folded) && nextIsNumber)
                    || (clauseParticiples.contains(folded) && clausePrepositions.contains(nextFolded))
                    || (word == "to" && next.first?.isLowercase == true && !nextIsNumber)
                    || (folded == "like" && next.first?.fastIsLetter == true)
                    || (folded == "such" && nextFolded == "as")
                    || (folded == "in" && ["a", "an", "the"].contains(nextFolded))
                if opens {
                    // "salt or to taste": the connector goes with the clause.
                    let start = index > 1 && Vocabulary.connectors.contains(foldedWords[index - 1]) ? index - 1 : index
                    return (words[..<start].joined(separator: " "), words[start...].joined(separator: " "))
                }
            }
            // A word of the name: letters, not an amount, a unit or a size.
            if word.contains(where: \.fastIsLetter), !word.contains(where: \.fastIsNumber), Vocabulary.units[folded] == nil,
                TextTools.numberWords[folded] == nil, !Vocabulary.sizeWords.contains(folded),
                !Vocabulary.approximationWords.contains(folded), !["a", "an", "of", "the"].contains(folded)
            {
                sawName = true
            }
        }
        return nil
    }

    /// Participles that open a clause about what is done to the ingredient, with the
    /// preposition after them (`clausePrepositions`).
    static let clauseParticiples: Set<String> = [
        "cut", "dissolved", "beaten", "mixed", "combined", "whisked", "soaked", "diluted", "blended", "tossed", "stuck", "stirred",
        "thinned", "chopped", "sliced", "diced", "torn", "broken", "softened", "steeped", "infused", "rolled", "wrapped", "cooked",
        "boiled", "simmered", "marinated", "crushed", "heated", "warmed", "brought",
    ]
    static let clausePrepositions: Set<String> = ["in", "into", "with", "until", "from", "to", "on", "at", "over"]

    /// "sugar for sprinkling" → ("sugar", "for sprinkling"); "salt to taste" → ("salt", "to taste").
    static func splitTrailingPhrase(_ item: String) -> (String, String?) {
        let markers = [
            " to taste", " for ", " to serve", " to garnish", " as needed", " pour ", " para ", " per ", " optional", " au gout", " q.b",
            " about ", " plus ",
            // "to taste" and "as needed" in the other languages of the corpus
            " al gusto", " a gusto", " a gosto", " nach geschmack", " nach belieben", " a piacere", " quanto basta",
            " qb", " cantidad necesaria", " c/n", " as required", " as per taste",
            // German "zum Braten", "für die Form": what it is for
            " zum ", " zur ", " fur ",
            // "selon vos goûts", "selon les indications du paquet", "según su gusto": as you like
            " selon ", " segun ",
        ]
        // (A space after the text, so that a cut form ends at a word's end: "en dés", not "en desserts".)
        let folded = TextTools.fold(item) + " "
        // A name that holds its purpose ("polvo para hornear", baking powder) is cut after it.
        let named = namesWithPurpose.first { folded.hasPrefix($0 + " ") }.map { folded.index(folded.startIndex, offsetBy: $0.count) }
        var cut: String.Index?
        for marker in markers + Vocabulary.cutForms + Vocabulary.removedParts + worldAsNeededMarkers
            + Vocabulary.indianToTastePhrases.map({ " " + $0 })
        {
            if TextTools.contains(folded, marker), let range = folded[(named ?? folded.startIndex)...].firstRange(of: marker),
                range.lowerBound > folded.startIndex
            {
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

    /// "葱花 适量", "garam secukupnya": the world's "as needed" after a name, a note.
    static let worldAsNeededMarkers = Vocabulary.worldAsNeeded.map { " " + TextTools.fold($0) }

    /// Names that say what they are for: baking powder and whipping cream in Spanish, jam sugar
    /// in French and German, not "powder" and "cream" with a note. Folded.
    static let namesWithPurpose: [String] = [
        "polvo para hornear", "crema para batir", "nata para montar", "harina para hot cakes", "sucre pour confiture",
        "creme de leite para bater", "gelierzucker", "lievito per dolci", "lievito per torte",
    ]

    /// Units a compound amount goes on in, after a larger one: "1 lb 4 oz", "1 pint 2 fl oz",
    /// "1 kg 200 g", "1 l 250 ml".
    static let compoundUnits: [String: Set<String>] = ["lb": ["oz", "fl oz"], "pint": ["oz", "fl oz"], "kg": ["g"], "l": ["ml"]]

    /// "broad-bean paste (doubanjiang)", "queso fresco (Mexican cheese)", "Coarse (kosher) salt":
    /// a parenthesis inside the name, before any comma, that names the same thing another way is
    /// part of the name; "(optional)", "(see Notes)", "(about 4 oz)", "(frozen)" stay notes. Its
    /// brackets become two private-use characters, which `extractParentheses` leaves alone and
    /// `parseByRules` turns back into brackets in the name.
    static func inlineAliases(_ line: String) -> String {
        guard let open = line.firstIndex(of: "("), let close = line[open...].firstIndex(of: ")") else { return line }
        let before = line[..<open]
        guard !before.contains(","), before.contains(where: \.fastIsLetter), !line[line.index(after: open)..<close].contains("(") else {
            return line
        }
        let inside = line[line.index(after: open)..<close]
        // "(wingless, legless)": a list describes the thing; another name for it is one phrase.
        guard !inside.contains(where: { $0 == "," || $0 == ";" }) else { return line }
        let words = TextTools.words(inside)
        // Names, not instructions: no participles ("strained"), no words of a sentence ("can omit this").
        // ("Sal (a gosto)": "to taste" in any language is a note.)
        guard let first = words.first, words.count <= 4, !inside.contains(where: { $0.fastIsNumber || TextTools.isFraction($0) }),
            !Vocabulary.parentheticalNoteStarters.contains(first), first != "type",
            !Vocabulary.toTastePhrases.contains(words.joined(separator: " ")),
            !words.contains(where: {
                $0.hasSuffix("ed") || Vocabulary.parentheticalNoteStarters.contains($0) || Vocabulary.preparationWords.contains($0)
                    || Vocabulary.stateChoiceWords.contains($0) || Vocabulary.sizeWords.contains($0)
                    || Vocabulary.foreignParentheticalNotes.contains($0)
            }), indianPreparation(inside.split(separator: " ").map(String.init)) == nil
        else { return line }
        // Kept in its parentheses, read as part of the name: "caster sugar (superfine sugar)".
        return String(before) + "\u{E000}" + inside + "\u{E001}" + line[line.index(after: close)...]
    }

    /// The text, or only its words when it is nothing but amounts restating the line's own
    /// ("about 4 oz/125 g" → "about", "240 ml" → nil); text with other words keeps its amounts
    /// ("or 2 tsp Dijon mustard", "soaked in 140ml water", "1–2 limes"). Nil when empty.
    static func withoutRestatedAmount(_ text: String, restating lineUnit: String? = nil) -> String? {
        let trimmed = text.trimmed
        guard !trimmed.isEmpty else { return nil }
        var tokens = tokenize(trimmed)
        guard tokens.contains(where: { number($0) != nil }) else { return trimmed }
        // Given the line's unit, only amounts of its kind restate it: "(240 ml)" after a cup,
        // "(1 in)" after 2.5 cm. Beside a count ("2 chicken breasts (about 500 g)", "4 duck
        // breasts, about 175g each") or a container, a weight is news the cook needs.
        let kind = lineUnit.map(unitKind)
        if let kind, kind == nil { return trimmed }
        var words: [String] = []
        while !tokens.isEmpty {
            if number(tokens[0]) != nil {
                _ = readAmount(&tokens)
                // An amount counts only with its unit: "2 limes" is a count of something else.
                guard let unit = readUnit(&tokens, afterAmount: true, atEnd: true), kind == nil || unitKind(unit) == kind! else {
                    return trimmed
                }
            } else if ["/", "-", "or", "ou", "="].contains(tokens[0]) {
                tokens.removeFirst()
            } else if restatingWords.contains(TextTools.fold(tokens[0])) {
                words.append(tokens.removeFirst())
            } else {
                return trimmed
            }
        }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// What a unit measures, for telling a restatement from news: "measure" for weights and
    /// volumes, "length" for lengths; nil for counts and containers (a "piece", a "can").
    static func unitKind(_ unit: String) -> String? {
        if Vocabulary.dimensionUnits.contains(unit) { return "length" }
        return ["g", "kg", "mg", "ml", "cl", "dl", "l", "tsp", "tbsp", "cup", "oz", "fl oz", "lb", "pint", "quart", "coffee spoon"]
            .contains(unit)
            ? "measure" : nil
    }

    /// Words a restated amount may carry: "about 375g/13oz each", "approx. 2 lb total".
    static let restatingWords: Set<String> = Vocabulary.approximationWords.union([
        "each", "total", "in", "weight", "net", "drained", "approx.", "chacun", "chacune", "cada", "ogni", "je",
    ])
}
