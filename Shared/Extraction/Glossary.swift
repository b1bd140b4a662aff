/// A hand-checked cooking glossary (French, Spanish, Italian, German, Portuguese → English) that
/// sits in front of machine translation: ingredient names, units and common phrases that rule-
/// based translation gets wrong ("sucre en poudre" is caster sugar, not "sugar at dust").
/// Entries are folded (lower case, no accents). `:a` marks an adjective, which English puts
/// before its noun.
enum Glossary {
    struct Entry: Sendable {
        let english: String
        let isAdjective: Bool
    }

    static let tables: [String: [String: Entry]] = raw.merging(phrases) { $0 + "\n" + $1 }.merging(pantry) { $0 + "\n" + $1 }.merging(
        compoundParts
    ) { $0 + "\n" + $1 }
    .merging([
        "ja": japanese, "ru": russian, "zh": chinese, "ko": korean, "th": thai, "vi": vietnamese, "id": indonesian, "tr": turkish,
        "pl": polish, "nl": dutch, "ar": arabic,
    ]) { $0 + "\n" + $1 }
    // (Put before the tables above, whose entries win where a key is in both.)
    .merging(worldPantry) { $1 + "\n" + $0 }
    .mapValues { text in
        var table: [String: Entry] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            for pair in line.split(separator: "|") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2 else { continue }
                // Folded and trimmed as a lookup is ("q.b." is looked up as "q.b").
                let key = TextTools.fold(parts[0].trimmed).trimmingEdges { $0 == "." || $0.fastIsWhitespace }
                let value = parts[1].trimmed
                let isAdjective = value.hasSuffix(":a")
                table[key] = Entry(english: isAdjective ? String(value.dropLast(2)) : value, isAdjective: isAdjective)
            }
        }
        return table
    }

    /// "and", "or" and "with" in each language: "sal y pimienta" is salt and pepper, not "salt
    /// pepper"; "coulis de tomates à l'ail" is tomato coulis with garlic, not "tomato coulis garlic".
    static let coordinators: [String: [String: String]] = [
        "fr": ["et": "and", "ou": "or", "a": "with", "au": "with", "aux": "with"],
        "es": ["y": "and", "e": "and", "o": "or", "u": "or", "con": "with"], "it": ["e": "and", "ed": "and", "o": "or", "con": "with"],
        "de": ["und": "and", "oder": "or", "mit": "with"], "pt": ["e": "and", "ou": "or", "com": "with"],
        "ar": ["و": "and", "او": "or", "أو": "or"], "pl": ["i": "and", "lub": "or", "albo": "or"],
    ]

    /// Words that carry no meaning of their own in an ingredient name ("de", "la", "d'").
    static let connectors: Set<String> = [
        "de", "du", "des", "la", "le", "les", "l'", "d'", "en", "a", "au", "aux", "et", "el", "los", "las", "del", "y", "con", "di", "il",
        "lo", "e", "con", "der", "die", "das", "und", "mit", "von", "o", "os", "as", "do", "da", "dos", "das", "com", "em",
    ]

    /// Translates a short name ("purée de framboise", "chocolat noir pâtissier") when every word
    /// is known: longest phrases first, adjectives moved before their noun, "A de B" → "B A".
    static func translateName(_ text: String, from language: String) -> String? {
        // Indian languages: the Indic lexicon's ingredient names (stems, since endings vary).
        if indicLanguages.contains(language) {
            // ("swaad anusar", "स्वादानुसार": the note of "salt to taste".)
            let folded = TextTools.fold(text).trimmed
            if Vocabulary.indianToTastePhrases.contains(folded) { return "to taste" }
            if Vocabulary.indianAsNeededPhrases.contains(folded) { return "as needed" }
            if Vocabulary.indianALittleWords.contains(folded) { return "a little" }
            if let english = IngredientParser.indianPreparationNotes[folded] { return english }
            return IndicLexicon.translateName(text)
        }
        // A name is a few words: a longer text is left to Apertium, and the parts split off
        // below (parentheses, "&") cannot nest deeper than a name's length allows.
        guard let table = tables[language], text.utf8.count <= 200 else { return nil }
        let folded = TextTools.fold(text).trimmingEdges { $0 == "." || $0.fastIsWhitespace }
        if let whole = table[folded] { return whole.english }
        if let example = exampleNote(text, language: language, table: table) { return example }
        // "Salsinha (cheiro verde)": the name and what is in parentheses, each on its own; a
        // describing word in parentheses describes the name ("cacao en poudre (non sucré)").
        // (The last pair first, so that several stay in their order.)
        if let open = text.lastIndex(of: "("), let close = text[open...].firstIndex(of: ")"),
            case let inside = String(text[text.index(after: open)..<close]).trimmed,
            table[TextTools.fold(inside)]?.isAdjective != true
        {
            let outside = (String(text[..<open]) + " " + String(text[text.index(after: close)...])).trimmed
            guard !outside.isEmpty, let name = translateName(outside, from: language) else { return nil }
            guard !inside.isEmpty else { return name }
            return translateName(inside, from: language).map { name + " (" + $0 + ")" }
        }
        // "Salz, Pfeffer", "comino, pimentón y sal": a list of names, each on its own.
        if folded.contains(", ") {
            let names = folded.split(separator: ",").map { String($0).trimmed }
            guard names.count >= 2, !names.contains(where: { $0.isEmpty || $0.first!.fastIsNumber }) else { return nil }
            let english = names.compactMap { translateName($0, from: language) }
            return english.count == names.count ? english.joined(separator: ", ") : nil
        }
        // "Muscade & de Cannelle", "basilic + thym", "塩・胡椒": each side on its own, joined by "and".
        if folded.contains("&") || folded.contains("+") || folded.contains("・") {
            let sides = folded.split(whereSeparator: { $0 == "&" || $0 == "+" || $0 == "・" }).map { String($0).trimmed }
            guard sides.count >= 2, !sides.contains(where: \.isEmpty) else { return nil }
            let english = sides.compactMap { translateName($0, from: language) }
            return english.count == sides.count ? english.joined(separator: " and ") : nil
        }
        var words = TextTools.words(folded).flatMap { word -> [String] in
            // "d'oeuf" → "d'", "oeuf"
            if (word.hasPrefix("d'") || word.hasPrefix("l'")) && word.count > 2 {
                return [String(word.prefix(2)), String(word.dropFirst(2))]
            }
            // Arabic writes the article on the word: "الدقيق" is "دقيق"; and "and" too: "وفلفل"
            // is "و" and "فلفل", "والملح" "و" and "ملح".
            if language == "ar", table[word] == nil {
                var rest = Substring(word)
                var parts: [String] = []
                if rest.hasPrefix("و"), rest.count > 2, case let after = rest.dropFirst(),
                    table[String(after)] != nil || after.hasPrefix("ال") && table[String(after.dropFirst(2))] != nil
                {
                    parts.append("و")
                    rest = after
                }
                if rest.hasPrefix("ال"), rest.count > 3, table[String(rest)] == nil { rest = rest.dropFirst(2) }
                return parts + [String(rest)]
            }
            // German joins a describing word with a hyphen: "Bio-Zitrone", "TK-Erbsen".
            if language == "de", word.contains("-"), table[word] == nil { return word.split(separator: "-").map(String.init) }
            return [word]
        }
        guard !words.isEmpty, words.count <= 10 else { return nil }
        // "ou selon le goût" (a note the connector went with): or, and what follows in English.
        // (Not "with": a French "à" or "au" that opens a note is a preposition, "à température
        // ambiante".)
        if let joins = coordinators[language], words.count > 1, let join = joins[words[0]], join != "with",
            table[words.joined(separator: " ")] == nil
        {
            return translateName(
                words.dropFirst().joined(separator: " ").replacingAll("d' ", with: "d'").replacingAll("l' ", with: "l'"), from: language
            )
            .map { join + " " + $0 }
        }
        // "para el caramelo", "per friggere", "aceite para freír": what it is for, in English.
        if let purpose = purposeSplit(words, language: language, table: table) {
            return purpose
        }
        // "sal y pimienta", "sel ou poivre": each side on its own, joined in English.
        if let joins = coordinators[language], let index = words.firstIndex(where: { joins[$0] != nil }), index > 0,
            index < words.count - 1, table[words.joined(separator: " ")] == nil
        {
            // ("l'ail" was cut in two above: glued again, or "l" would be a word of its own.)
            func side(_ part: ArraySlice<String>) -> String {
                part.joined(separator: " ").replacingAll("d' ", with: "d'").replacingAll("l' ", with: "l'")
            }
            guard let left = translateName(side(words[..<index]), from: language),
                let right = translateName(side(words[(index + 1)...]), from: language)
            else { return nil }
            return left + " " + (joins[words[index]] ?? "and") + " " + right
        }
        // Greedy longest-phrase segmentation.
        var groups: [[(english: String, adjective: Bool)]] = [[]]
        while !words.isEmpty {
            var matched = false
            for length in stride(from: min(4, words.count), through: 1, by: -1) {
                let phrase = words.prefix(length).joined(separator: " ").replacingAll("d' ", with: "d'").replacingAll("l' ", with: "l'")
                if let entry = table[phrase] {
                    groups[groups.count - 1].append((entry.english, entry.isAdjective))
                    words.removeFirst(length)
                    matched = true
                    break
                }
            }
            if matched { continue }
            let word = words.removeFirst()
            if ["de", "d'", "di", "do", "da", "von"].contains(word) {
                groups.append([])
            } else if connectors.contains(word) {
                continue
            } else if words.isEmpty, word.allSatisfy({ $0.fastIsNumber || $0 == "%" }) {
                // "fromage blanc 0%"; a number inside a name is another item's amount ("repollo
                // cortado 2 zanahorias", a list that lost its line break).
                // (The words of a text leave out "%": "à 70%" is 70 %, not 70.)
                let percent = folded.contains(word + "%") || folded.contains(word + " %")
                groups[groups.count - 1].append((percent ? word + "%" : word, true))
            } else if language == "de", let compound = germanCompound(word, table: table) {
                groups[groups.count - 1].append((compound, false))
            } else {
                return nil
            }
        }
        // Within a group: adjectives first. Across "de": the last group modifies the first.
        let phrases = groups.filter { !$0.isEmpty }.map { group -> String in
            // ("picada finamente": an adverb goes before its participle, finely chopped.)
            let adverbs = group.filter { $0.adjective && Vocabulary.preparationAdverbs.contains($0.english) }
            let adjectives = group.filter { $0.adjective && !Vocabulary.preparationAdverbs.contains($0.english) }
            return (adverbs + adjectives + group.filter { !$0.adjective }).map(\.english).joined(separator: " ")
        }
        // (Connectors alone, "de la", name nothing: no English name.)
        return phrases.isEmpty ? nil : stoned(phrases.reversed().joined(separator: " "))
    }

    /// Fruit whose stone a cook takes out: "sin hueso" and "deshuesadas" are boneless meat but
    /// pitted olives ("aceitunas negras sin hueso").
    /// (Whole words: "plump" and "update" name no fruit.)
    static let stoneFruit: Set<String> = [
        "olive", "olives", "cherry", "cherries", "date", "dates", "plum", "plums", "prune", "prunes", "peach", "peaches", "apricot",
        "apricots", "avocado", "avocados", "mango", "mangoes", "mangos", "lychee", "lychees",
    ]

    /// The name with "boneless" read as "pitted" when it names a stone fruit.
    static func stoned(_ english: String) -> String {
        guard english.contains("boneless"), TextTools.words(english).contains(where: stoneFruit.contains) else { return english }
        return english.replacingAll("boneless", with: "pitted")
    }

    static let indicLanguages: Set<String> = ["hi", "bn", "te", "ta", "mr", "kn", "ml"]

    /// Whether a folded word is a European glossary's word for something else in English
    /// ("leche", "huevos"); not a word the glossaries spell as English does ("mascarpone").
    static func isForeignWord(_ word: String) -> Bool {
        LanguageDetector.glossaryLanguages.contains { tables[$0]?[word].map { $0.english != word } ?? false }
    }

    static func hasTable(for language: String) -> Bool { tables[language] != nil || indicLanguages.contains(language) }
}
