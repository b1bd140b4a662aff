/// Lists written in two languages, which Latin American, French and Canadian channels often
/// give: each line twice ("1 pot de yaourt nature / 1 plain yogurt"), or the whole list twice
/// ("INGREDIENTES: 4 huevos …" then "INGREDIENTS: 4 eggs …"). Read as one list, the first had
/// made one untranslatable name of both sides, and the second every ingredient twice, the
/// Spanish half passed off as English under an English title. The side in English is kept.
enum BilingualLists {
    /// A line that gives the same amount twice around " / ", one side's name English and the
    /// other's not: the English side. Any other line as it is ("1 cup / 240 ml milk" names one
    /// thing; "1 cup milk / 1 cup oat milk" offers a choice in one language).
    static func oneSide(_ line: String) -> String {
        let sides = line.split(separator: " / ", omittingEmptySubsequences: false)
        guard sides.count == 2 else { return line }
        let left = String(sides[0]).trimmed
        let right = String(sides[1]).trimmed
        guard let first = IngredientParser.parse(left, tagger: nil), let second = IngredientParser.parse(right, tagger: nil),
            first.quantity != nil, first.quantity == second.quantity
        else { return line }
        let firstEnglish = isEnglish(first.item)
        guard firstEnglish != isEnglish(second.item) else { return line }
        return firstEnglish ? left : right
    }

    /// A list given twice, one language after the other: the same amounts and units in the same
    /// order, one half's names mostly English and the other's mostly not. The English half;
    /// any other list as it is (a recipe in two parts can repeat its amounts, but not its
    /// language).
    static func oneList(_ ingredients: [ParsedIngredient]) -> [ParsedIngredient] {
        let half = ingredients.count / 2
        guard ingredients.count % 2 == 0, half >= 3 else { return ingredients }
        let first = ingredients[..<half]
        let second = ingredients[half...]
        guard zip(first, second).allSatisfy({ $0.quantity == $1.quantity && $0.unit == $1.unit }) else { return ingredients }
        let firstEnglish = first.filter { isEnglish($0.item) }.count
        let secondEnglish = second.filter { isEnglish($0.item) }.count
        if firstEnglish * 3 >= half * 2 && secondEnglish * 3 <= half { return Array(first) }
        if secondEnglish * 3 >= half * 2 && firstEnglish * 3 <= half { return Array(second) }
        return ingredients
    }

    /// Every word of the name an English food word or joiner, and none a word the European
    /// glossaries put into other English ("leche" is milk, though "dulce de leche" is English).
    static func isEnglish(_ name: String) -> Bool {
        let words = TextTools.words(name).filter { word in !word.allSatisfy { $0.fastIsNumber } }
        return !words.isEmpty
            && words.allSatisfy { word in
                (EnglishNames.words.contains(word) || EnglishNames.joiners.contains(word))
                    && !Glossary.isForeignWord(word)
            }
    }

    /// A method given twice, one language after the other, half and half ("PREPARACIÓN: 1.
    /// Derrite…" then "METHOD: 1. Melt…"): the English half, and true. Both halves must show
    /// their language, the English one by its function words and the other by its own, so an
    /// English method with a few terse steps stays whole. Any other method as it is, and false.
    static func oneMethod(_ steps: [String]) -> (steps: [String], english: Bool) {
        guard steps.count >= 2 else { return (steps, false) }
        for split in Set([steps.count / 2, (steps.count + 1) / 2]).sorted() {
            let first = steps[..<split].joined(separator: "\n")
            let second = steps[split...].joined(separator: "\n")
            let firstEnglish = LanguageDetector.isEnglish(first)
            guard firstEnglish != LanguageDetector.isEnglish(second), LanguageDetector.detect(firstEnglish ? second : first) != "en"
            else { continue }
            return (Array(firstEnglish ? steps[..<split] : steps[split...]), true)
        }
        return (steps, false)
    }

    /// "Pyaz (Onion)", "हल्दी / Turmeric", "Onion (pyaz)": an Indian list's name with its English
    /// beside it, in parentheses or after a slash. The English side is the name (the Hindi one
    /// had kept the whole name untranslated, or left both in it); only when the other side is a
    /// name the Indic lexicon reads, so "queso fresco (Mexican cheese)" keeps its alias.
    static func englishOfIndianPair(_ ingredient: ParsedIngredient) -> ParsedIngredient {
        let item = ingredient.item
        let sides: [Substring]
        if item.last == ")", let open = item.firstIndex(of: "("), item[item.index(after: open)...].firstIndex(of: "(") == nil {
            sides = [item[..<open], item[item.index(after: open)..<item.index(before: item.endIndex)]]
        } else {
            sides = item.split(separator: "/", omittingEmptySubsequences: false)
        }
        guard sides.count == 2, !item.contains(where: \.fastIsNumber) else { return ingredient }
        let first = String(sides[0]).trimmed
        let second = String(sides[1]).trimmed
        guard !first.isEmpty, !second.isEmpty else { return ingredient }
        var result = ingredient
        if EnglishNames.readsEnglish(second), !EnglishNames.readsEnglish(first), IndicLexicon.translateName(first) != nil {
            result.item = second
        } else if EnglishNames.readsEnglish(first), !EnglishNames.readsEnglish(second), IndicLexicon.translateName(second) != nil {
            result.item = first
        }
        return result
    }
}
