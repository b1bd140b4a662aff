/// Headings of a description: the ingredient, method and ignored sections, sub-headings of a
/// list's parts, and titles in capitals.
extension DescriptionParser {
    /// The line without decorations, trailing colon and parentheses, for header matching.
    static func headingText(_ folded: String) -> String {
        var text = TextTools.stripBullet(folded)
        // "[재료]", "<만드는 법>", "「材料」": a heading in brackets, with what may follow them.
        if let first = text.first, let closer = headingBrackets[first], let end = text.firstIndex(of: closer) {
            text = (String(text[text.index(after: text.startIndex)..<end]) + " " + String(text[text.index(after: end)...])).trimmed
        }
        // "재료 2인분": how many a Korean list serves.
        if text.hasSuffix("인분"), case let rest = text.dropLast(2), let digit = rest.last, digit.isNumber {
            text = String(rest.reversed().drop { $0.isNumber }.reversed()).trimmed
        }
        if let parenthesis = text.firstIndex(where: { $0 == "(" || $0 == "（" }) { text = String(text[..<parenthesis]) }
        // "材料 4人前", "【材料】2枚分", "材料（１８cm型）" aside: how many the list serves or makes
        // (people, pieces, sticks, cups, plates…), after a Japanese heading, in any digits.
        if let last = text.last, last == "分" || last == "前" {
            var rest = text.dropLast()
            if let counter = rest.last, "人枚個本杯皿台合切".contains(counter) { rest = rest.dropLast() }
            let count = rest.reversed().prefix { $0.isNumber }.count
            if count > 0 { text = String(rest.dropLast(count)) }
        }
        // (and the full-width colon of Chinese, Japanese and Korean: "食材：")
        if let colon = text.firstIndex(where: { $0 == ":" || $0 == "：" }) { text = String(text[..<colon]) }
        return text.trimmingEdges { TextTools.isDecoration($0) || $0.fastIsWhitespace || $0 == "." }
    }

    static let headingBrackets: [Character: Character] = [
        "[": "]", "<": ">", "「": "」", "『": "』", "〈": "〉", "《": "》", "［": "］", "〔": "〕", "＜": "＞",
    ]

    static func isIngredientHeader(_ heading: String) -> Bool {
        guard heading.count <= 60 else { return false }
        if Vocabulary.ingredientHeaders.contains(heading) { return true }
        if IndicLexicon.isIngredientHeading(heading) { return true }
        let words = TextTools.leadingWords(heading, limit: 8)
        guard let first = words.first, words.count <= 7 else { return false }
        return ["ingredients", "ingredient", "ingredientes", "ingredienti", "zutaten", "ingredients:"].contains(first)
    }

    static func isMethodHeader(_ heading: String) -> Bool {
        guard heading.count <= 40 else { return false }
        if Vocabulary.methodHeaders.contains(heading) { return true }
        if IndicLexicon.isMethodHeading(heading) { return true }
        let words = TextTools.leadingWords(heading, limit: 5)
        guard let first = words.first, words.count <= 4 else { return false }
        return ["instructions", "method", "directions", "preparation", "steps", "etapes", "preparacion", "procedimento", "zubereitung"]
            .contains(first)
    }

    static func isIgnoredHeader(_ heading: String) -> Bool {
        let words = TextTools.leadingWords(heading, limit: 6)
        guard let first = words.first, let last = words.last, words.count <= 5, heading.count <= 40 else { return false }
        // "MY KITCHEN GEAR", "Our favourite tools": the channel's shopping links, after the method.
        if ["my", "our"].contains(first), words.count >= 2, ignoredHeadingLastWords.contains(last) { return true }
        guard ignoredHeadings.contains(first) else { return false }
        // "About ½ cup toasted almonds" is an ingredient, "About" or "About me" a heading.
        return !startsWithApproximateAmount(heading)
    }

    static let ignoredHeadings: Set<String> = [
        "materiel", "equipment", "tools", "ustensiles", "utensils", "materiales", "about", "music", "musique", "credits", "notes",
        "gear", "products", "affiliate", "disclaimer", "sponsor", "sponsored",
    ]

    /// Last words of a heading opened by "my" or "our" that lists what the channel uses or sells.
    static let ignoredHeadingLastWords: Set<String> = [
        "gear", "equipment", "tools", "utensils", "products", "essentials", "favorites", "favourites", "links", "camera", "setup",
    ]

    static func textAfterColon(_ line: String) -> String? {
        guard let colon = line.firstIndex(where: { $0 == ":" || $0 == "：" }) else { return nil }
        return String(line[line.index(after: colon)...]).trimmed
    }

    /// "TARTE AU CITRON MERINGUÉE | VEGAN": a title in capitals over a list, not an item in it.
    static func isCapitalisedHeading(_ line: String) -> Bool {
        let letters = line.filter(\.isLetter)
        return letters.count >= 8 && TextTools.leadingWords(line, limit: 3).count >= 3 && letters.allSatisfy(\.isUppercase)
    }

    /// "For the mousse:", "Pour la pâte :", "Frosting:"; without the colon when it names what
    /// the next lines are for ("pour la garniture", "for the sauce").
    static func isSubheading(_ line: String) -> Bool {
        let stripped = TextTools.stripBullet(line)
        guard stripped.count <= 70, !startsWithAmount(stripped) else { return false }
        if stripped.hasSuffix(":") { return true }
        let words = TextTools.leadingWords(stripped, limit: 7)
        guard words.count >= 2, words.count <= 6, !stripped.hasSuffix("."), !stripped.hasSuffix("!") else { return false }
        let folded = TextTools.fold(stripped)
        return Self.purposeOpenings.contains { folded.hasPrefix($0) }
    }

    /// How a heading for part of a recipe opens, in the corpus's languages (folded).
    static let purposeOpenings = [
        "for the ", "pour la ", "pour le ", "pour les ", "pour l'", "pour l’", "para la ", "para el ", "para los ", "para las ",
        "per la ", "per il ", "per le ", "fur den ", "fur die ", "fur das ",
    ]
}

/// Chapters as steps, when a video gives nothing else.
extension HeuristicExtractor {
    /// A chapter's title as a step: one said as the cook does it ("Browning the beef",
    /// "Simmering") in the imperative ("Brown the beef", "Simmer"); one of two words or more as
    /// written ("Make the dough"); nil for what is no step ("Intro", "Taste test", "Final
    /// result", "Q&A").
    static func chapterStep(_ title: String) -> String? {
        let folded = TextTools.fold(title)
        let words = TextTools.words(folded)
        guard let first = words.first, !notStepChapters.contains(words.joined(separator: " ")) else { return nil }
        if let base = TranscriptParser.progressiveBases[first] {
            let rest = title.drop { !$0.isLetter }.drop(while: \.isLetter)
            return TextTools.capitalisedFirst(base + rest)
        }
        return DescriptionParser.startsWithCookingVerb(folded) || words.count >= 2 ? title : nil
    }

    /// Chapter titles that are no step (folded).
    static let notStepChapters: Set<String> = [
        "intro", "introduction", "outro", "end", "the end", "ending", "taste test", "tasting", "final result", "the result", "result",
        "results", "q a", "recap", "thanks", "thank you", "sponsor", "ad", "ingredients", "ingredient list", "bloopers", "conclusion",
        "final thoughts", "verdict", "let's eat", "mukbang", "reaction",
    ]
}
