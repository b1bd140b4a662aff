/// What a spoken transcript says: its lines (timestamps such as `[00:01:07]` dropped), how much it
/// talks about cooking; the ingredients it names in `TranscriptIngredients.swift`, its steps in
/// `TranscriptSteps.swift`.
enum TranscriptParser {
    /// Transcript lines without timestamps.
    static func lines(_ transcript: String) -> [String] {
        transcript.split(whereSeparator: \.isNewline).map { line -> String in
            var text = Substring(line).trimmed
            while text.hasPrefix("["), let close = text.firstIndex(of: "]") { text = String(text[text.index(after: close)...]).trimmed }
            return text
        }.filter { !$0.isEmpty }
    }

    /// A noun in the singular and the plural, by its ending: "tomato", "tomatoes" (and
    /// "tomatos"); "peanuts", "peanut"; "leaf", "leaves". Some plurals stay plural only: "green"
    /// is a colour, "a clove" is mostly garlic's, and "vegetable", "bean", "nut" and "herb" are
    /// mostly the first word of another name ("vegetable oil", "bean sprouts").
    static func numberForms(_ word: String) -> [String] {
        if ["greens", "cloves", "oats", "vegetables", "beans", "nuts", "herbs"].contains(word) { return [word] }
        if word.hasSuffix("leaf") { return [word, String(word.dropLast()) + "ves"] }
        if word.hasSuffix("leaves") { return [word, String(word.dropLast(3)) + "f"] }
        if word.hasSuffix("ss") || word.hasSuffix("us") { return [word] }
        if word.hasSuffix("ies") { return [word, String(word.dropLast(3)) + "y"] }
        if word.hasSuffix("oes") { return [word, String(word.dropLast(2))] }
        if word.hasSuffix("s") { return [word, String(word.dropLast())] }
        if word.hasSuffix("y"), let before = word.dropLast().last, !"aeiou".contains(before) {
            return [word, String(word.dropLast()) + "ies"]
        }
        if word.hasSuffix("o") { return [word, word + "es", word + "s"] }
        if ["ch", "sh", "x"].contains(where: word.hasSuffix) { return [word, word + "es"] }
        return [word, word + "s"]
    }

    /// How strongly a transcript talks about cooking: share of lines with a cooking verb.
    static func cookingDensity(_ transcript: String) -> Double {
        let all = lines(transcript)
        guard !all.isEmpty else { return 0 }
        let cooking = all.filter { line in
            TextTools.words(line).contains { Vocabulary.cookingVerbs.contains($0) || Vocabulary.isSpokenPluralCookingVerb($0) }
                || indicCookingLine(line)
        }
        return Double(cooking.count) / Double(all.count)
    }
}

/// Servings, times and stated nutrition. Nothing is estimated: a value appears only when the
/// text states it.
enum MetaParser {
    struct Meta: Sendable, Equatable {
        var servings: String?
        var prepTime: String?
        var cookTime: String?
        var totalTime: String?
        var calories: Double?
        var protein: String?
    }

    static func parse(_ text: String) -> Meta {
        var meta = Meta()
        // Clause by clause: "Serves 8. Prep time: 15 minutes. Bake time: 1 hour."
        // (Each clause with the number of clauses its line has: "Serves 4 | Prep 10 min | Cook 25
        // min" is a line of figures; "Bake 35 minutes." among the method's sentences is a step.)
        let clauses = text.split(whereSeparator: \.isNewline).flatMap { line in
            let parts = line.split(whereSeparator: { $0 == "." || $0 == ";" || $0 == "|" || $0 == "•" })
            let figures = parts.count > 1 && partedByBars(line) ? parts.count : 1
            return parts.map { (String($0), figures) }
        }
        // Every figure read here holds a number ("serves 4", "350 kcal", "1h30"): a clause with no
        // digit in any script (most of a description's prose and links) is not folded and split.
        for (line, figures) in clauses where line.unicodeScalars.contains(where: TextTools.isNumeric) {
            let folded = TextTools.fold(line)
            let words = TextTools.words(folded)
            if meta.servings == nil { meta.servings = servings(words) }
            // "Prep 10 min", and on a line of figures "Cook 25 min": the word and a time alone.
            let timeAlone = words.count >= 3 && words.dropFirst().allSatisfy { isNumber($0) || timeUnits.contains($0) }
            if meta.prepTime == nil, timeAlone && ["prep", "preparation"].contains(words[0]) {
                meta.prepTime = duration(words)
            }
            if meta.cookTime == nil, timeAlone && figures >= 2 && ["cook", "bake", "cooking", "baking"].contains(words[0]) {
                meta.cookTime = duration(words)
            }
            if meta.totalTime == nil, timeAlone && figures >= 2 && words[0] == "total" {
                meta.totalTime = duration(words)
            }
            if meta.prepTime == nil,
                containsAny(
                    folded,
                    [
                        "prep time", "preparation time", "temps de preparation", "preparation :", "preparation:", "tiempo de preparacion",
                        "tempo di preparazione", "zubereitungszeit", "tempo de preparo",
                    ])
            {
                meta.prepTime = duration(words)
            }
            if meta.cookTime == nil,
                containsAny(
                    folded,
                    [
                        "cook time", "cooking time", "bake time", "baking time", "temps de cuisson", "cuisson :", "cuisson:",
                        "tiempo de coccion", "tempo di cottura", "backzeit", "kochzeit", "tempo de cozimento",
                    ])
            {
                meta.cookTime = duration(words)
            }
            if meta.totalTime == nil,
                containsAny(folded, ["total time", "ready in", "temps total", "tiempo total", "tempo totale", "gesamtzeit", "tempo total"])
            {
                meta.totalTime = duration(words)
            }
            if meta.calories == nil { meta.calories = calories(words) }
            if meta.protein == nil { meta.protein = protein(words) }
        }
        return meta
    }

    /// Whether a line holds "|" or "•" (a byte scan: "•" is 0xE2 0x80 0xA2).
    static func partedByBars(_ line: Substring) -> Bool {
        var window: UInt32 = 0
        for byte in line.utf8 {
            if byte == 0x7C { return true }
            window = (window << 8 | UInt32(byte)) & 0xFF_FFFF
            if window == 0xE2_80A2 { return true }
        }
        return false
    }

    static func containsAny(_ text: String, _ needles: [String]) -> Bool {
        needles.contains { TextTools.contains(text, $0) }
    }

    // Every clause of every description is looked through for these: sets, built once.
    static let servingWords: Set<String> = ["serves", "servings", "serving", "portions", "yield", "yields", "makes"]
    static let forWords: Set<String> = ["pour", "para", "per", "fur", "for"]
    static let peopleWords: Set<String> = [
        "personnes", "personne", "pers", "personas", "persone", "personen", "pessoas", "people", "persons", "portions", "parts",
        "porciones", "porzioni",
    ]
    static let calorieWordsAfterAmount: Set<String> = ["kcal", "calories", "cal", "calorias", "calorie", "kalorien"]
    static let calorieWordsBeforeAmount: Set<String> = ["calories", "kcal", "calorias", "calorie", "kalorien"]
    static let proteinWords: Set<String> = ["protein", "proteins", "proteines", "proteine", "proteinas", "proteina", "eiweiss"]

    /// "serves 4", "makes 12 cupcakes", "pour 6 personnes", "para 4 personas", "für 4 Personen".
    static func servings(_ words: [String]) -> String? {
        for (index, word) in words.enumerated() {
            // Japanese "（2人分）", "4人前": for that many people, glued or a word apart.
            for suffix in ["人分", "人前"] {
                if word.hasSuffix(suffix), case let count = String(word.dropLast(suffix.count)), isNumber(count) { return count }
                if word == suffix, index > 0, isNumber(words[index - 1]) { return words[index - 1] }
            }
            // "Macros per serving: 520 cal", "serving 1 cup": what a figure is for, not how many.
            if servingWords.contains(word), index > 0, perServingWords.contains(words[index - 1]) || words[index - 1] == "macros" {
                continue
            }
            if servingWords.contains(word), let (amount, length) = count(words, at: index + 1) {
                let after = index + 1 + length < words.count ? words[index + 1 + length] : ""
                if calorieWordsAfterAmount.contains(after) { continue }
                return word == "makes" || word.hasPrefix("yield") ? amount + (after.isEmpty || isNumber(after) ? "" : " \(after)") : amount
            }
            if forWords.contains(word), let (people, length) = count(words, at: index + 1) {
                let after = index + 1 + length < words.count ? words[index + 1 + length] : ""
                let unitWord = isNumber(after) ? (index + 2 + length < words.count ? words[index + 2 + length] : "") : after
                if peopleWords.contains(unitWord) {
                    return people
                }
            }
        }
        return nil
    }

    static func isNumber(_ word: String) -> Bool { word.allSatisfy(\.fastIsNumber) && !word.isEmpty }

    /// "4", "4-6" → "4", "4-6".
    static func amount(_ word: String) -> String? {
        let parts = word.split(separator: "-")
        guard !parts.isEmpty, parts.allSatisfy({ isNumber(String($0)) }) else { return nil }
        return parts.joined(separator: "-")
    }

    /// Words joining the two ends of a range of servings: "pour 7 à 8 portions", "serves 4 to 6",
    /// "para 4 o 5 personas", "für 4 bis 6 Personen" (folded, so "à" is "a").
    static let rangeWords: Set<String> = ["a", "to", "or", "ou", "o", "bis"]

    /// The count at a word ("4", "4-6", or "7 à 8" as "7-8") and how many words it takes.
    static func count(_ words: [String], at index: Int) -> (text: String, length: Int)? {
        guard index < words.count, let first = amount(words[index]) else { return nil }
        if index + 2 < words.count, rangeWords.contains(words[index + 1]), isNumber(words[index + 2]), !first.contains("-") {
            return (first + "-" + words[index + 2], 3)
        }
        return (first, 1)
    }

    static let minuteWords: Set<String> = ["min", "mins", "minute", "minutes", "minuto", "minutos", "minuti", "minuten"]
    static let hourWords: Set<String> = [
        "h", "hr", "hrs", "hour", "hours", "heure", "heures", "hora", "horas", "ora", "ore", "stunde", "stunden",
    ]
    static let timeUnits = minuteWords.union(hourWords).union(["time"])

    /// "10 min", "1 hour 20 minutes", "1h30" in English.
    static func duration(_ words: [String]) -> String? {
        var pieces: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if isNumber(word), index + 1 < words.count {
                let unit = words[index + 1]
                if minuteWords.contains(unit) {
                    pieces.append("\(word) min")
                    index += 2
                    continue
                }
                if hourWords.contains(unit) {
                    pieces.append("\(word) \(word == "1" ? "hour" : "hours")")
                    index += 2
                    continue
                }
            }
            // "1h30"
            if let h = word.firstIndex(of: "h"), word.first?.fastIsNumber == true {
                let hours = word[..<h]
                let minutes = word[word.index(after: h)...]
                if isNumber(String(hours)), minutes.isEmpty || isNumber(String(minutes)) {
                    pieces.append("\(hours) \(hours == "1" ? "hour" : "hours")" + (minutes.isEmpty ? "" : " \(minutes) min"))
                }
            }
            index += 1
        }
        return pieces.isEmpty ? nil : pieces.prefix(2).joined(separator: " ")
    }

    /// "350 kcal", "calories: 350", "350 calories".
    static func calories(_ words: [String]) -> Double? {
        // A plausible amount only: "inf", "nan" and "1e99" are words Double() also reads.
        func amount(_ word: String) -> Double? {
            guard let value = Double(word), value.isFinite, (0...20_000).contains(value) else { return nil }
            return value
        }
        // "210kcal", "Calories 210kcal": the unit glued to its number.
        func gluedAmount(_ word: String) -> Double? {
            guard let suffix = ["kcal", "cal"].first(where: { word.hasSuffix($0) }) else { return nil }
            let digits = word.dropLast(suffix.count)
            return digits.first?.isNumber == true ? amount(String(digits)) : nil
        }
        for (index, word) in words.enumerated() {
            if let value = gluedAmount(word) { return value }
            if calorieWordsAfterAmount.contains(word), index > 0,
                let value = amount(words[index - 1])
            {
                return value
            }
            // "Calories per slice: 240", "calories (per serving) 350": what the figure is for
            // may stand between the word and the number.
            if calorieWordsBeforeAmount.contains(word) {
                var next = index + 1
                while next < words.count, next - index <= 3, perServingWords.contains(words[next]) { next += 1 }
                if next < words.count, let value = amount(words[next]) { return value }
            }
        }
        return nil
    }

    /// Words that say what a stated figure is for: "per slice", "per serving", "each", "approx".
    static let perServingWords: Set<String> = [
        "per", "a", "each", "serving", "portion", "slice", "piece", "person", "cookie", "muffin", "bar", "bowl", "cup", "glass",
        "approx", "about", "around", "approximately", "par", "por", "pro", "part", "porcion", "porcao", "stuck",
    ]

    /// "protein: 25g", "25 g protein", "protéines : 25 g", "protein per slice: 4 g".
    /// Macros as fitness captions write them: "P: 28g", "28g P", beside calories or carbs and fat.
    static func protein(_ words: [String]) -> String? {
        let macros = words.contains { calorieWordsAfterAmount.contains($0) || ["carbs", "carb", "fat", "macros"].contains($0) }
        for (index, word) in words.enumerated() where proteinWords.contains(word) || (macros && word == "p") {
            var next = index + 1
            while next < words.count, next - index <= 3, perServingWords.contains(words[next]) { next += 1 }
            if next < words.count, let grams = grams(Array(words[next...].prefix(2))) { return grams }
            // "25 g protein", and "310 kcal, 28g protein": the word before alone first.
            if index >= 1, let grams = grams([words[index - 1]]) ?? grams(Array(words[max(0, index - 2)..<index])) { return grams }
        }
        return nil
    }

    static func grams(_ words: [String]) -> String? {
        if words.count >= 2, isNumber(words[0]), words[1] == "g" { return "\(words[0]) g" }
        if let first = words.first, first.hasSuffix("g"), isNumber(String(first.dropLast())) { return "\(first.dropLast()) g" }
        return nil
    }
}
