/// Two ingredients a list writes on one line, the second with its own amount: "1 cup flour and 2
/// tbsp sugar", "1 xícara de água e 2 colheres de sopa de vinagre", "saumon + 2 càs d'huile
/// d'olive". Read as one, the second became part of the first's name ("flour and 2 tbsp sugar")
/// and was never measured or translated.
enum JoinedIngredients {
    /// "and" in the list languages, and the signs for it. Not "plus" or "or": "1 cup plus 2 tbsp
    /// flour" is one amount, "butter or 2 tbsp oil" one ingredient and its alternative.
    static let joiners: Set<String> = ["and", "&", "+", "e", "et", "y", "und", "i"]

    /// Words after the second number that make it a time, a temperature or a size, not an amount
    /// of another food ("cook and 2 minutes", "heat and 2 inch").
    static let notAFood: Set<String> = [
        "min", "mins", "minute", "minutes", "minuto", "minutos", "minuti", "minuten", "hour", "hours", "heure", "heures", "hora",
        "horas", "stunde", "stunden", "sec", "seconds", "degrees", "degres", "grados", "graus", "grad", "inch", "inches", "cm", "mm",
    ]

    /// The line's ingredients: the line itself, or each ingredient it joins, in order.
    static func split(_ line: String) -> [String] {
        // Rare and only in a list: a line without a digit after its first word joins none.
        guard line.utf8.count <= 300, line.unicodeScalars.dropFirst().contains(where: TextTools.isNumeric) else { return [line] }
        let tokens = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        var depth = 0
        for index in tokens.indices.dropFirst().dropLast(2) {
            depth += tokens[index - 1].filter { $0 == "(" }.count - tokens[index - 1].filter { $0 == ")" }.count
            // "saumon+ 2 càs": the sign glued to the name before it.
            let glued = tokens[index].count > 1 && tokens[index].hasSuffix("+")
            let joiner = glued || joiners.contains(TextTools.fold(tokens[index]))
            guard depth == 0, joiner, case let next = tokens[index + 1],
                next.first.map({ $0.fastIsNumber || TextTools.isFraction($0) }) == true,
                !notAFood.contains(TextTools.fold(tokens[index + 2]).trimmingEdges { !$0.fastIsLetter })
            else { continue }
            let left = (tokens[..<index] + (glued ? [String(tokens[index].dropLast())] : [])).joined(separator: " ")
            var right = tokens[(index + 1)...].joined(separator: " ")
            // ("lobster flesh, made up of 4 claws and 2 tails": after a comma, a note's parts.)
            guard !left.contains(where: { $0 == "," || $0 == ";" || $0 == ":" }), namesFood(left, measured: false),
                namesFood(right, measured: true)
            else { continue }
            // "2 c. à café de cannelle et 1 de muscade": the second amount is in the first's unit.
            if ["de", "of", "di", "do", "da"].contains(TextTools.fold(tokens[index + 2])),
                let unit = IngredientParser.parseByRules(left)?.unit, IngredientParser.parseByRules(right)?.unit == nil
            {
                right = ([next, unit] + tokens[(index + 2)...]).joined(separator: " ")
            }
            return [left] + split(right)
        }
        return [line]
    }

    /// Whether a side reads as an ingredient: a name with a letter that is no number, and for the
    /// second side an amount. "between 1 and 2 cups", "1 and 1/2 cups" name nothing before "and".
    static func namesFood(_ side: String, measured: Bool) -> Bool {
        guard let parsed = IngredientParser.parseByRules(side), parsed.item.contains(where: \.fastIsLetter),
            !measured || parsed.quantity != nil
        else { return false }
        let words = TextTools.words(parsed.item)
        return !words.contains("between") && !words.allSatisfy { Vocabulary.units[$0] != nil }
    }
}
