/// Sizes written into a line: "A 3-pound chicken", "a 2-inch piece of ginger", "1 15-ounce can",
/// "cut into 2-inch (5 cm) lengths". A size says how big one thing is or how to cut it, so it is
/// never read as the line's amount by mistake, and never dropped.
extension IngredientParser {
    /// Sizes that Spanish, Portuguese, French and Italian write after the name (folded).
    static let trailingSizes: Set<String> = [
        "mediana", "mediano", "medianas", "medianos", "grande", "grandes", "pequena", "pequeno", "pequenas", "pequenos", "chica", "chico",
        "moyen", "moyenne", "moyens", "moyennes", "piccola", "piccolo", "grossa", "grosso",
    ]

    /// Units a length comes in pieces of: "a 5cm piece of ginger", "2-inch knob ginger".
    static let pieceUnits: Set<String> = ["piece", "knob"]

    /// A piece or a container ("a 55g piece", "a 28 oz can"): what an amount comes in.
    static func isPieceOrContainer(_ unit: String) -> Bool {
        pieceUnits.contains(unit) || Vocabulary.containerUnits.contains(unit) || unit == "tin"
    }

    /// "A 3-pound chicken", "an 8-ounce block of feta", "a 2-inch piece of ginger", "a 5 cm piece":
    /// an article before the thing's size counts one, as "One 3-pound chicken" does. The article
    /// is followed by a number and a unit, hyphened to it or a length.
    static func articleBeforeSize(_ tokens: [String]) -> Bool {
        guard tokens.count > 3, ["a", "an"].contains(TextTools.fold(tokens[0])), number(tokens[1]) != nil else { return false }
        if tokens[2] == "-" { return Vocabulary.units[TextTools.fold(tokens[3])] != nil }
        return Vocabulary.units[TextTools.fold(tokens[2])].map(Vocabulary.dimensionUnits.contains) ?? false
    }

    /// A size written after the amount, read from the front of `tokens`, with the unit it is
    /// measured in: "1 15-ounce can" ("15-ounce"), "4 x 225g/8oz lamb steaks" ("225 g"), "One 1¾
    /// oz jar", "a 5 cm piece of ginger", "1 3-4 ounce tomato", "4 175g salmon fillets". Nil, and
    /// `tokens` untouched, when the amount is followed by anything else.
    static func readSizeAfterAmount(_ tokens: inout [String]) -> (size: String, measure: String?)? {
        guard tokens.count > 3 else { return nil }
        if number(tokens[0]) != nil, tokens[1] == "-", Vocabulary.units[TextTools.fold(tokens[2])] != nil || isLengthWithShape(tokens[2]) {
            defer { tokens.removeFirst(3) }
            return (tokens[0] + "-" + tokens[2], Vocabulary.units[TextTools.fold(tokens[2])])
        }
        if ["x", "×"].contains(TextTools.fold(tokens[0])), number(tokens[1]) != nil {
            // "4 x 225g/8oz lamb steaks", "1 x 3-rib pork rack": how many, times the size of each;
            // the size is a note, its restatement in other units goes.
            var lookahead = Array(tokens.dropFirst())
            guard let size = readAmount(&lookahead) else { return nil }
            if lookahead.first == "-" { lookahead.removeFirst() }
            guard let sizeUnit = readUnit(&lookahead, afterAmount: true), !lookahead.isEmpty else { return nil }
            skipAlternativeAmounts(&lookahead)
            tokens = lookahead
            return (size + " " + sizeUnit, sizeUnit)
        }
        // The container's size, then the container; a piece's length; the weight of each.
        guard number(tokens[0]) != nil else { return nil }
        var lookahead = tokens
        guard let size = readAmount(&lookahead), let sizeUnit = readUnit(&lookahead, afterAmount: true), let next = lookahead.first
        else { return nil }
        let foldedNext = TextTools.fold(next)
        let sizes: Bool
        if let container = Vocabulary.units[foldedNext], lookahead.count > 1 {
            sizes =
                Vocabulary.containerUnits.contains(container) || container == "tin"
                || (Vocabulary.dimensionUnits.contains(sizeUnit) && pieceUnits.contains(container))
        } else {
            sizes =
                unitKind(sizeUnit) == "measure" && next.first?.isLetter == true && !Vocabulary.connectors.contains(foldedNext)
                && !["of", "de", "di", "du"].contains(foldedNext)
        }
        guard sizes else { return nil }
        tokens = lookahead
        return (size + " " + sizeUnit, sizeUnit)
    }

    /// "inch-thick", "cm-long": a unit of length with the way it is measured ("12 ¾-inch-thick
    /// slices baguette").
    static func isLengthWithShape(_ token: String) -> Bool {
        let parts = TextTools.fold(token).split(separator: "-")
        guard parts.count == 2, let unit = Vocabulary.units[String(parts[0])] else { return false }
        return Vocabulary.dimensionUnits.contains(unit) && ["thick", "long", "wide", "square", "round", "deep"].contains(parts[1])
    }

    /// A size hyphened to its number after the opening words, read from the front of `tokens`:
    /// "1 unbaked 9-inch pie crust" (the crust's size: any unit, as written), or, when the line
    /// has no amount yet, a length that is its amount, as when it opens the line ("9-inch pastry
    /// shell").
    static func readHyphenedSize(_ tokens: inout [String], asAmount: Bool) -> (String, String)? {
        guard tokens.count > 3, let amount = number(tokens[0]), tokens[1] == "-" else { return nil }
        let written = tokens[2]
        let unit = Vocabulary.units[TextTools.fold(written)]
        if asAmount {
            guard let unit, Vocabulary.dimensionUnits.contains(unit) else { return nil }
            tokens.removeFirst(3)
            return (amount, unit)
        }
        guard unit != nil || isLengthWithShape(written) else { return nil }
        tokens.removeFirst(3)
        return (amount, written)
    }

    /// Tokens joined back into text, a number keeping the hyphen that joined it to the next word:
    /// "9-inch pastry shell", not "9 - inch pastry shell".
    static func joinTokens(_ tokens: some Collection<String>) -> String {
        var text = ""
        var previous: String?
        var beforePrevious: String?
        for token in tokens {
            let glued =
                (token == "-" && previous.flatMap(number) != nil)
                || (previous == "-" && beforePrevious.flatMap(number) != nil)
            if previous != nil && !glued { text += " " }
            text += token
            beforePrevious = previous
            previous = token
        }
        return text
    }

    /// "cut into 2-inch (5 cm) lengths", "2.5cm (1in) piece": a length in parentheses right after
    /// a length says it again in other units, and goes; the first stays where it is written.
    static func withoutRestatedLengths(_ line: String) -> String {
        guard line.contains("(") else { return line }
        var result = line
        var searchStart = result.startIndex
        while let open = result[searchStart...].firstIndex(of: "("), let close = result[open...].firstIndex(of: ")") {
            let inside = String(result[result.index(after: open)..<close])
            let before = result[..<open].split(separator: " ").suffix(2).joined(separator: " ")
            guard isOnlyLengths(inside), endsWithLength(before) else {
                searchStart = result.index(after: open)
                continue
            }
            var start = open
            if start > result.startIndex, result[result.index(before: start)] == " " { start = result.index(before: start) }
            result.removeSubrange(start...close)
            searchStart = start
        }
        return result
    }

    /// "5 cm", "about 1 in", "2.5cm/1in": amounts of length and nothing else.
    static func isOnlyLengths(_ text: String) -> Bool {
        var tokens = tokenize(text)
        var amounts = 0
        while !tokens.isEmpty {
            if number(tokens[0]) != nil {
                _ = readAmount(&tokens)
                guard let unit = readUnit(&tokens, afterAmount: true, atEnd: true), Vocabulary.dimensionUnits.contains(unit) else {
                    return false
                }
                amounts += 1
            } else if ["/", "-", "or"].contains(tokens[0]) || Vocabulary.approximationWords.contains(TextTools.fold(tokens[0])) {
                tokens.removeFirst()
            } else {
                return false
            }
        }
        return amounts > 0
    }

    /// Whether text ends with a number and a unit of length: "2-inch", "2 inches", "¾-inch-thick".
    static func endsWithLength(_ text: String) -> Bool {
        let tokens = tokenize(text)
        guard let last = tokens.last, tokens.count >= 2,
            let unit = Vocabulary.units[TextTools.fold(last.split(separator: "-").first ?? "")], Vocabulary.dimensionUnits.contains(unit)
        else { return false }
        let beforeUnit = tokens[tokens.count - 2] == "-" ? tokens.dropLast(2).last : tokens[tokens.count - 2]
        return beforeUnit.flatMap(number) != nil
    }

    /// The tagger's notes, led by the parts of the rules' notes that hold a number the tagger's
    /// lack; the tagger's words those parts repeat ("about", "each") are not said twice.
    static func withAmountsKept(from rulesNotes: String?, in taggerNotes: String?) -> String? {
        // A part with a number is kept when the tagger's notes lack one of its numbers or words:
        // "1 (1 pound) loaf …, cut into 1 inch slices" keeps "1 pound", whose one is not the
        // slices'. (Words are runs of letters: the tagger writes "2cm/1in" as "2cm 1in".)
        // Units compare as the table writes them: the rules' "tsp" is the tagger's "teaspoon".
        func key(_ word: String) -> String { Vocabulary.units[word] ?? word }
        func bare(_ word: some StringProtocol) -> String { key(TextTools.fold(word).trimmingEdges { "()[],;.".contains($0) }) }
        func letterWords(_ text: String) -> [String] { text.split(whereSeparator: { !$0.isLetter }).map { key(TextTools.fold($0)) } }
        let taggerWords = Set(letterWords(taggerNotes ?? ""))
        // So is a piece the tagger left out: "2.5cm/1in piece root ginger" (2.5 cm, "piece").
        let kept = (rulesNotes ?? "").split(separator: ",").map { String($0).trimmed }.filter { part in
            let words = letterWords(part)
            if !part.contains(where: \.fastIsNumber) {
                return !words.isEmpty && words.allSatisfy(isPieceOrContainer) && !words.allSatisfy(taggerWords.contains)
            }
            return hasNumberMissing(from: taggerNotes, in: part) || !words.allSatisfy(taggerWords.contains)
        }
        var rest = (taggerNotes ?? "").split(separator: " ").map(String.init)
        for word in kept.flatMap({ $0.split(separator: " ") }) {
            if let index = rest.firstIndex(where: { bare($0) == bare(word) }) { rest.remove(at: index) }
        }
        // "55g/2oz piece of Parmesan cheese (for shaving)", "Half a cucumber, peeled": the
        // tagger's opening "of" or "a" belonged to the amount.
        while let first = rest.first, ["of", "a", ""].contains(bare(first)) { rest.removeFirst() }
        let remainder = rest.joined(separator: " ")
        let parts = kept + (remainder.isEmpty ? [] : [remainder])
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// Whether `notes` holds a number (each counted as often as it occurs) that `other` does not.
    static func hasNumberMissing(from other: String?, in notes: String?) -> Bool {
        func numbers(_ text: String?) -> [String] {
            IngredientTagger.tokens(text ?? "").map(\.text).filter { $0.first.map(IngredientTagger.isDigit) ?? false }
        }
        var available = numbers(other)
        for number in numbers(notes) {
            guard let index = available.firstIndex(of: number) else { return true }
            available.remove(at: index)
        }
        return false
    }

    /// The rules' reading with the tagger's name and notes. The tagger's notes leave every amount
    /// out. The rules drop only an amount that restates the line's own ("100g/3½oz", "(240
    /// ml)"), so where their notes hold a number the tagger's lack, it adds to the amount ("1 lb
    /// 4 oz", "¼ cup plus 2 tablespoons"), sizes it ("2 (6-ounce) fillets") or weighs it ("4 duck
    /// breasts, about 175g each"): those parts of their notes join the tagger's, or the cook
    /// would be told too little.
    static func withTaggerName(_ rules: ParsedIngredient, _ named: (item: String, notes: String?)) -> ParsedIngredient {
        var parsed = rules
        // "12 thick-cut (⅛ inch) slices Swiss cheese": a unit word the tagger left out of its
        // name, where the rules found no unit, is the unit, not lost.
        let taggerWords = Set(TextTools.words(named.item + " " + (named.notes ?? "")))
        if parsed.unit == nil, !parsed.item.contains(where: \.fastIsNumber),
            let unit = TextTools.words(parsed.item).lazy.filter({ !taggerWords.contains($0) }).compactMap({ Vocabulary.units[$0] }).first
        {
            parsed.unit = unit
        }
        parsed.item = named.item
        parsed.notes = withAmountsKept(from: parsed.notes, in: named.notes)
        return parsed
    }
}

/// The units sizes are written in, beside the unit table.
extension Vocabulary {
    /// Units that hold an amount: "One 1¾ oz jar", "2 15-ounce cans" give the container's size first.
    static let containerUnits: Set<String> = ["can", "jar", "packet", "bottle", "carton", "box", "bag", "container", "bar", "pot"]

    /// Units of length: "a 2-inch piece", "cut into 1/2 inch pieces" measure a cut, not an amount.
    static let dimensionUnits: Set<String> = ["inch", "cm", "mm"]
}
