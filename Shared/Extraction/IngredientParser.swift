/// One ingredient line split into quantity, unit, item and notes:
/// `300g/10½oz tomatoes, finely chopped` → `300` `g` `tomatoes` `finely chopped`.
public struct ParsedIngredient: Sendable, Equatable {
    public var quantity: String?
    public var unit: String?
    public var item: String
    public var notes: String?
}

/// Parses ingredient lines in English, French, Spanish, Italian, German and Portuguese. Amounts:
/// integers, decimals (`1.5`, `1,5`), fractions (`1/2`, `½`, `1 1/2`, `1½`), ranges (`2-3`,
/// `2 to 3`), words (`two`, `few`); alternative amounts (`100g/3½oz`, `1lb 2oz`) keep the first.
/// Units map to one English spelling (`c. à soupe` → `tbsp`). Size words, leading preparation
/// words, parentheses and everything after the first comma become notes.
public enum IngredientParser {
    /// Parses a line by the rules. With a tagger (English lines), on lines that say one amount
    /// twice ("100g/3½oz", "2 (6-ounce) fillets", "4 x 225g steaks") the tagger's name and notes
    /// replace the rules' (the rules' amounts kept: `withTaggerName`): there the CRF finds the name better on the held-out lines (item 0.885
    /// vs 0.815). Lines whose second amount is another thing's ("or 2 tsp Dijon mustard", "plus 6
    /// egg yolks", "cut into ½-inch pieces") stay with the rules, which keep more of them right
    /// in every field. Amounts and units always stay with the rules, which normalise them.
    public static func parse(_ rawLine: String, tagger: IngredientTagger? = nil) -> ParsedIngredient? {
        guard var parsed = parseByRules(rawLine) else { return nil }
        // (A name the tagger opens with a unit word, "cartons cream", "inch pie crust", took the
        // unit or the size for a name: the rules' stands.)
        if let tagger, amountCount(rawLine) >= 2, !secondAmountIsAnotherThing(rawLine),
            let named = tagger.nameAndNotes(TextTools.stripBullet(rawLine)),
            Vocabulary.units[TextTools.words(named.item).first ?? ""] == nil
        {
            parsed = withTaggerName(parsed, named)
        }
        return parsed
    }

    static func parseByRules(_ rawLine: String) -> ParsedIngredient? {
        if let parsed = parseLine(rawLine) { return parsed }
        // "2 tablespoons, plus ¼ cup olive oil": nothing named before the comma; the comma only
        // pauses the amount. Read the line again without it rather than drop it.
        guard rawLine.contains(",") else { return nil }
        return parseLine(rawLine.replacing(",", with: "", maxReplacements: 1))
    }

    /// One reading of the line by the rules (`parseByRules` may make a second).
    private static func parseLine(_ rawLine: String) -> ParsedIngredient? {
        var line = TextTools.stripBullet(TextTools.asciiDigits(rawLine))
        // "2 cups flour 🌾": pictures after the line say nothing about it (ASCII marks stay: a
        // final colon makes a heading).
        while let last = line.last, last.unicodeScalars.first.map({ $0.value >= 0x2000 }) == true, TextTools.isDecoration(last) {
            line.removeLast()
            line = line.trimmed
        }
        // Length first: nothing longer than a line of a list is tokenised.
        guard !line.isEmpty, line.count <= 300, !line.hasSuffix(":") else { return nil }
        line = joinedAmountParts(brazilianSpoons(JapaneseAmounts.reordered(countWithTimes(arabicUnitCounts(line)))))
        if let reordered = amountFirst(line) { line = reordered }
        line = largeContainer(trailingMetricInParentheses(line))
        // "Juice of 1 lime", "grated zest of 1 orange": the amount is of the fruit; the part is a note.
        line = elisionsBeforeNumbers(line)
        let part = partOf(line)
        if let part { line = line.split(separator: " ", maxSplits: 6).dropFirst(part.split(separator: " ").count).joined(separator: " ") }
        line = line.replacingAll("\t", with: " ")
        var notes: [String] = part.map { [$0.trimmed] } ?? []
        // Parentheses are notes with their amounts ("(or 2 tsp Dijon mustard)", "(1–2 limes)"),
        // unless they only restate the line's own amount in other units ("(about 4 oz/125 g)"):
        // which they do is known once the unit is read.
        let (withoutParentheses, parenthetical) = extractParentheses(inlineAliases(withoutRestatedLengths(line)))
        // "(or dry sherry)" stays a note: the item is the first choice (what the labelled sources
        // do about three times in four); ", or dry sherry" written into the line joins the item.
        var alternatives: [String] = []
        var (head, tail) = splitAtComma(withoutParentheses)
        // "6 fresh, ripe passion fruits": a lone adjective before the comma.
        if let rest = tail, let lastWord = TextTools.words(head).last,
            (Vocabulary.leadingAdjectives.contains(lastWord) || (lastWord.hasSuffix("ed") && lastWord.contains("-"))
                || coordinateModifiers(lastWord, rest)) && TextTools.words(head).count <= 4 || onlyModifiers(head)
        {
            let (more, newTail) = splitAtComma(rest)
            head += " " + more
            tail = newTail
        }
        // ", or 1 teaspoon dried oregano" names another amount of another thing: a note.
        if let rest = tail, TextTools.fold(rest).hasPrefix("or "),
            !["as", "to", "more", "less", "use"].contains(TextTools.words(rest).dropFirst().first ?? ""),
            number(tokenize(rest).dropFirst().first ?? "") == nil
        {
            let (alternative, newTail) = splitAtComma(rest)
            alternatives.append(alternative)
            tail = newTail
        }
        // "ground beef, pork, or lamb": names listed as alternatives continue the name.
        if let rest = tail, let (listed, remainder) = alternativesList(rest) {
            head += ", " + listed
            tail = remainder
        }
        // "Salt, pepper", "Salt, pepper, paprika, to taste": a line without an amount that lists
        // foods names each of them (the second had become the first's note, and was lost).
        if let rest = tail, !withoutParentheses.contains(where: \.fastIsNumber), let (listed, remainder) = foodsList(head, rest) {
            head += ", " + listed
            tail = remainder
        }
        // "cognac or 1 tablespoon vanilla extract", "cornstarch dissolved in 3 tablespoons water":
        // a clause after the name is a note, amounts and all.
        var clause: String?
        if let (name, rest) = trailingClause(head) {
            head = name
            clause = rest
        }
        var tokens = tokenize(head)
        guard !tokens.isEmpty else { return nil }
        var approximation: [String] = []
        while let first = tokens.first, Vocabulary.approximationWords.contains(TextTools.fold(first)), tokens.count > 1 {
            approximation.append(tokens.removeFirst())
        }

        var quantity = readAmount(&tokens)
        if quantity == nil, articleBeforeSize(tokens) {
            quantity = "1"
            tokens.removeFirst()
        }
        // "1 15-ounce can", "One 3½-pound chicken": a size written after the amount is a note;
        // the amount's own unit, if it has one, follows the size. Its unit tells what a measure
        // in parentheses restates: "1 15-ounce can black beans (about 1½ cups)".
        var sizeAfterAmount: String?
        var sizeMeasure: String?
        if quantity != nil, let (size, measure) = readSizeAfterAmount(&tokens) { (sizeAfterAmount, sizeMeasure) = (size, measure) }
        // With no amount only a measure word opens a line ("pinch of salt", below); "glass noodles"
        // and "fillet steak" are names.
        // "3/4 of a pound of beets": "of a" between the amount and its unit.
        if quantity != nil, tokens.count > 3, TextTools.fold(tokens[0]) == "of", ["a", "an"].contains(TextTools.fold(tokens[1])),
            Vocabulary.units[TextTools.fold(tokens[2])] != nil
        {
            tokens.removeFirst(2)
        }
        // "1/4 de taza de aceite", "1/2 de xícara": "de" between the amount and its unit.
        if quantity != nil, tokens.count > 2, TextTools.fold(tokens[0]) == "de", Vocabulary.units[TextTools.fold(tokens[1])] != nil {
            tokens.removeFirst()
        }
        // "3-inch cinnamon stick", "6 to 8-ounce glass": the unit joined to the amount by a hyphen.
        if quantity != nil, sizeAfterAmount == nil, tokens.count > 2, tokens[0] == "-", Vocabulary.units[TextTools.fold(tokens[1])] != nil {
            tokens.removeFirst()
        }
        var unit = quantity != nil ? readUnit(&tokens, afterAmount: true) : nil
        // "2 pcs onion", "3 шт яйца": a word that only says the amount counts pieces.
        if quantity != nil, unit == nil, tokens.count > 1, countWords.contains(TextTools.fold(tokens[0])) { tokens.removeFirst() }
        // "1 ½ c cups", "1 ¼ tsp teaspoons": the unit written twice, abbreviated then in full.
        if let unit, tokens.count > 1, Vocabulary.units[TextTools.fold(tokens[0])] == unit { tokens.removeFirst() }
        // "75ml-110ml stock", "2 tbsp to 3 tbsp": a range with the unit on both ends.
        if let amount = quantity, let unit, !amount.contains("-"), tokens.count > 3, ["-", "to"].contains(TextTools.fold(tokens[0])),
            number(tokens[1]) != nil
        {
            var lookahead = Array(tokens.dropFirst())
            if let upper = readAmount(&lookahead), readUnit(&lookahead, afterAmount: true) == unit {
                quantity = amount + "-" + upper
                tokens = lookahead
            }
        }
        // "1 boîte de 400 g de tomates", "2 latas de 400g de garbanzos", "un sachet de 7 g de
        // levure": the container's size, then the food. The size is a note, as "1 15-ounce can"'s is.
        if let container = unit, isPieceOrContainer(container), sizeAfterAmount == nil, tokens.count > 2 {
            var lookahead = tokens
            dropConnector(&lookahead)
            if lookahead.count > 2, number(lookahead[0]) != nil, let amount = readAmount(&lookahead),
                let measure = readUnit(&lookahead, afterAmount: true), unitKind(measure) == "measure", !lookahead.isEmpty
            {
                dropConnector(&lookahead)
                sizeAfterAmount = amount + " " + measure
                tokens = lookahead
            }
        }
        if quantity != nil || unit != nil { skipAlternativeAmounts(&tokens) }
        // "2-inch piece ginger", "55g/2oz piece of Parmesan", "28 oz can tomatoes": the length or
        // weight is the amount; the piece or container it comes in is a note, not the name's.
        var pieceWord: String?
        if let unit, unitKind(unit) != nil, tokens.count > 1,
            let holder = Vocabulary.units[TextTools.fold(tokens[0])],
            pieceUnits.contains(holder) || (unitKind(unit) == "measure" && isPieceOrContainer(holder))
        {
            pieceWord = tokens.removeFirst()
            dropConnector(&tokens)
        }
        // A second amount joined to the first stays in the notes, never dropped: "1 lb 4 oz",
        // "1 kg 200 g" (compound amounts), "¼ cup plus 2 tablespoons", "1 cup minus 2
        // tablespoons", "1½ teaspoons to 1 tablespoon".
        var secondAmount: String?
        if quantity != nil, let unit, tokens.count > 2 {
            let joiner = TextTools.fold(tokens[0])
            let smallerUnits = Self.compoundUnits[unit]
            let compound = smallerUnits != nil && number(tokens[0]) != nil
            if compound || (["plus", "+", "minus", "and", "to"].contains(joiner) && number(tokens[1]) != nil) {
                var lookahead = compound ? tokens : Array(tokens.dropFirst())
                let amount = readAmount(&lookahead)
                let second = readUnit(&lookahead, afterAmount: true)
                if let amount, let second, !lookahead.isEmpty, !compound || smallerUnits?.contains(second) == true {
                    secondAmount = (compound ? "" : tokens[0] + " ") + amount + " " + second
                    tokens = lookahead
                }
            }
        }
        // "½ a butternut squash"
        if quantity != nil, let first = tokens.first, ["a", "an"].contains(first.lowercased()), tokens.count > 1 { tokens.removeFirst() }
        if quantity == nil, unit == nil, let word = tokens.first,
            ["few", "some", "several", "quelques", "algunos", "alcuni", "einige", "alguns"].contains(TextTools.fold(word))
        {
            quantity = word.lowercased()
            tokens.removeFirst()
            unit = readUnit(&tokens, afterAmount: true)
        }
        // Articles stand for "one" but say no amount: "a pinch of salt", "a few sprigs".
        var article = false
        if let first = tokens.first, ["a", "an"].contains(first.lowercased()), quantity == nil, tokens.count > 1 {
            tokens.removeFirst()
            article = true
            // "a couple of pinches": as loose as "a few", and said as it is.
            if let word = tokens.first, ["few", "couple"].contains(TextTools.fold(word)), tokens.count > 1 {
                quantity = TextTools.fold(word)
                tokens.removeFirst()
                if tokens.count > 1, TextTools.fold(tokens[0]) == "of" { tokens.removeFirst() }
            }
            if unit == nil { unit = readUnit(&tokens, afterAmount: true) }
        }
        var size: [String] = []
        if unit == nil, quantity != nil || article, let (word, found) = goodMeasure(&tokens) { (size, unit) = ([word], found) }
        while let first = tokens.first, tokens.count > 1,
            // Abbreviated with a dot too: "1 lg. onion", "1 kl. Zwiebel".
            Vocabulary.sizeWords.contains(TextTools.fold(first).trimmingEdges { $0 == "." }) || first.hasSuffix("-sized")
                || first.hasSuffix("-size")
                || (TextTools.fold(first) == "extra" && ["large", "small", "big"].contains(TextTools.fold(tokens[1])))
        {
            size.append(first)
            tokens.removeFirst()
            // "medium sized", "large size": the size word's own noun.
            if tokens.count > 1, ["sized", "size"].contains(TextTools.fold(tokens[0])) { size.append(tokens.removeFirst()) }
            if unit == nil, quantity != nil || article, let found = readUnit(&tokens, afterAmount: true) { unit = found }
        }
        // "small handful coriander", "splash of vegetable oil": a measure with no number before it.
        if unit == nil, quantity == nil, !article, tokens.count > 1 {
            var lookahead = tokens
            // ("thumb-sized piece ginger": a piece, sized, is a measure too.)
            if let found = readUnit(&lookahead, afterAmount: false),
                Vocabulary.measuresWithoutNumber.contains(found) || (!size.isEmpty && found == "piece")
            {
                unit = found
                tokens = lookahead
            }
        }
        if unit != nil { dropConnector(&tokens) }
        var preparation: [String] = []
        while tokens.count > 1, !isPreparedProduct(tokens, at: 0),
            Vocabulary.preparationWords.contains(TextTools.fold(tokens[0])) || coordinatedPreparation(tokens) != nil
        {
            // "rinsed and chopped watercress", "toasted and finely chopped hazelnuts": joined
            // preparations go together; "cooked and" before a name ("salt and …") stops.
            if let joined = coordinatedPreparation(tokens) {
                preparation.append(contentsOf: tokens.prefix(joined))
                tokens.removeFirst(joined)
                continue
            }
            if tokens[1] == "and" { break }
            let word = tokens.removeFirst()
            preparation.append(word)
            // "freshly ground black pepper": the adverb takes its participle along.
            if word.lowercased().hasSuffix("ly"), tokens.count > 1 { preparation.append(tokens.removeFirst()) }
        }
        // "fresh or frozen raspberries", "fresh or canned stock": a choice of state is a note.
        if tokens.count > 3, ["and", "or"].contains(TextTools.fold(tokens[1])),
            Vocabulary.leadingAdjectives.contains(TextTools.fold(tokens[0]))
                || Vocabulary.preparationWords.contains(TextTools.fold(tokens[0])),
            Vocabulary.stateChoiceWords.contains(TextTools.fold(tokens[2]))
        {
            preparation.append(contentsOf: tokens.prefix(3))
            tokens.removeFirst(3)
        }
        if unit == nil, quantity != nil, let found = readUnit(&tokens, afterAmount: true) {
            unit = found
            dropConnector(&tokens)
        }
        // "1 unbaked 9-inch pie crust": a size after the preparation is the thing's.
        if let (amount, sizeUnit) = readHyphenedSize(&tokens, asAmount: quantity == nil && unit == nil) {
            if quantity == nil && unit == nil {
                (quantity, unit) = (amount, sizeUnit)
            } else {
                size.append(amount + "-" + sizeUnit)
            }
        }
        // Preparation words inside the name: "fresh chopped parsley", "salt and cracked pepper".
        if tokens.count > 1 {
            // Not in a product's name: "crushed tomatoes", "KRAFT Shredded Mozzarella" (a participle
            // in title case after a capitalised word is part of a brand's product title).
            let participles = tokens.indices.filter { index in
                Vocabulary.preparationParticiples.contains(TextTools.fold(tokens[index])) && !isPreparedProduct(tokens, at: index)
                    && !(index > 0 && tokens[index].first?.isUppercase == true && tokens[index - 1].first?.isUppercase == true)
            }
            // "finement hachées", "hachées finement": an adverb beside its participle goes with it.
            let isAdverb = { (index: Int) in
                tokens.indices.contains(index) && Vocabulary.preparationAdverbs.contains(TextTools.fold(tokens[index]))
            }
            let inside = Set(participles.flatMap { [$0 - 1, $0, $0 + 1] }.filter { participles.contains($0) || isAdverb($0) }).sorted()
            if participles.count < tokens.count - 1 && inside.count < tokens.count {
                for index in inside.reversed() { preparation.insert(tokens.remove(at: index), at: 0) }
            }
        }
        // "1 pear cored", "butter packed": a participle closing the name is how it is prepared.
        if tokens.count > 1, let last = tokens.last, case let folded = TextTools.fold(last),
            Vocabulary.trailingParticiples.contains(folded) || Vocabulary.foreignParticiples.contains(folded)
        {
            preparation.append(tokens.removeLast())
        }
        // "1 cebolla mediana", "2 tomates grandes": Romance languages put the size after the name.
        if tokens.count > 1, let last = tokens.last, trailingSizes.contains(TextTools.fold(last)) {
            preparation.append(tokens.removeLast())
        }
        // A connector left dangling by what moved out ("and watercress") is not part of the name.
        while tokens.count > 1, let first = tokens.first, Vocabulary.connectors.contains(TextTools.fold(first)) { tokens.removeFirst() }
        while tokens.count > 1, let last = tokens.last, Vocabulary.connectors.contains(TextTools.fold(last)) { tokens.removeLast() }
        // "2 garlic cloves", "12 asparagus spears": the unit follows the name.
        if unit == nil, quantity != nil, tokens.count >= 2, let last = tokens.last,
            let trailingUnit = Vocabulary.units[TextTools.fold(last)], ["clove", "sprig", "stalk", "bulb", "spear"].contains(trailingUnit)
        {
            unit = trailingUnit
            tokens.removeLast()
        }
        var item = joinTokens(tokens + alternatives)
        let (itemCore, itemTail) = splitTrailingPhrase(item)
        item = itemCore
        if !approximation.isEmpty { notes.append(approximation.joined(separator: " ")) }
        if let secondAmount { notes.append(secondAmount) }
        if let sizeAfterAmount { size.insert(sizeAfterAmount, at: 0) }
        if let pieceWord { size.append(pieceWord) }
        if !size.isEmpty { notes.append(joinTokens(size)) }
        if !preparation.isEmpty { notes.append(joinTokens(preparation)) }
        // A measure beside a container restates the container's size, when the line gives one.
        let restated = unit.flatMap { unitKind($0) == nil ? nil : $0 } ?? sizeMeasure ?? ""
        notes.append(contentsOf: parenthetical.compactMap { withoutRestatedAmount($0, restating: restated) })
        if let itemTail { notes.append(itemTail) }
        if let clause { notes.append(clause) }
        if let tail {
            // "1 lb lamb kidneys, about 450g, skinned": the restated amount goes, the rest stays.
            let segments = tail.split(separator: ",", omittingEmptySubsequences: false).compactMap {
                withoutRestatedAmount(String($0), restating: restated)
            }
            if !segments.isEmpty { notes.append(segments.joined(separator: ", ")) }
        }
        item = item.trimmingEdges { $0 == "," || $0 == "." || $0 == ";" || $0 == ":" || $0.fastIsWhitespace }
        // The parentheses `inlineAliases` kept inside the name.
        item = item.replacingAll("\u{E000}", with: "(").replacingAll("\u{E001}", with: ")")
        notes = notes.map { $0.replacingAll("\u{E000}", with: "").replacingAll("\u{E001}", with: "") }
        guard !item.isEmpty, item.contains(where: \.fastIsLetter) else { return nil }
        return ParsedIngredient(
            quantity: quantity, unit: unit, item: item,
            notes: notes.isEmpty ? nil : notes.map { $0.trimmed }.filter { !$0.isEmpty }.joined(separator: ", "))
    }

    // MARK: - Pieces (tokens, amounts and units: IngredientTokens.swift)

    /// "crushed tomatoes", "crushed red pepper": a preparation word that is part of what is sold.
    static func isPreparedProduct(_ tokens: [String], at index: Int) -> Bool {
        index + 1 < tokens.count && Vocabulary.preparedProducts.contains(TextTools.fold(tokens[index] + " " + tokens[index + 1]))
    }

    /// How many leading tokens form joined preparations: "rinsed and chopped" (3), "toasted and
    /// finely chopped" (4); nil when the word after "and"/"or" is not a preparation or nothing
    /// would be left for the name.
    static func coordinatedPreparation(_ tokens: [String]) -> Int? {
        guard tokens.count > 3, ["and", "or", "&"].contains(TextTools.fold(tokens[1])) else { return nil }
        let first = TextTools.fold(tokens[0])
        guard Vocabulary.preparationWords.contains(first) || Vocabulary.preparationParticiples.contains(first) else { return nil }
        let second = TextTools.fold(tokens[2])
        let isPreparation = Vocabulary.preparationWords.contains(second) || Vocabulary.preparationParticiples.contains(second)
        guard isPreparation else { return nil }
        let count = second.hasSuffix("ly") && Vocabulary.preparationParticiples.contains(TextTools.fold(tokens[3])) ? 4 : 3
        return tokens.count > count ? count : nil
    }

    /// "Juice of", "Juice and zest of", "grated zest of", "jus de": the part of a fruit a line
    /// opens with when an amount follows; nil otherwise.
    static func partOf(_ line: String) -> String? {
        let words = line.split(separator: " ", maxSplits: 6).map(String.init)
        var sawPart = false
        for (index, word) in words.enumerated().prefix(5) {
            let folded = TextTools.fold(word)
            // ("succo di 1 limone", "Saft von 1 Zitrone", "suco do limão")
            if ["of", "de", "di", "von", "do", "da", "del"].contains(folded) {
                guard sawPart, index + 1 < words.count, let next = words[index + 1].first,
                    next.fastIsNumber || TextTools.isFraction(next) || TextTools.numberWords[words[index + 1].lowercased()] != nil
                else { return nil }
                return words[...index].joined(separator: " ")
            }
            if Vocabulary.fruitParts.contains(folded) {
                sawPart = true
            } else if !["and", "et", "grated", "finely", "freshly", "squeezed", "rape", "rapes"].contains(folded) {
                return nil
            }
        }
        return nil
    }
}
