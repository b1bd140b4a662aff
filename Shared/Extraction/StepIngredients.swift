/// Ingredients a description names only inside its method, amount and all: "Réhydratez un sachet
/// de 175g de protéines de soja texturées", "Coupez 2 carottes + 2 oignons", "add 2 cups flour and
/// 1 tsp salt". Short-form captions often have no list, and a recipe answered with steps and no
/// ingredients is one a cook cannot shop for.
///
/// Only what has an amount is taken, from the amount to the end of its phrase; times, heats,
/// sizes of cut and counts of people are not ingredients. Nothing is named that is not written.
enum StepIngredients {
    /// Ingredient lines (amount first) found in the steps, in order, each once: at most 30, from
    /// the first 60 steps (a description of any length costs a bounded number of parses).
    static func lines(in steps: [String]) -> [String] {
        var lines: [String] = []
        var seen: Set<String> = []
        for step in steps.prefix(60) {
            for phrase in phrases(step) {
                guard let line = amountPhrase(phrase), seen.insert(TextTools.fold(line)).inserted else { continue }
                lines.append(line)
                if lines.count == 30 { return lines }
            }
        }
        return lines
    }

    /// What joins or separates ingredients in a sentence, in the languages of the glossary.
    static let separatorWords: Set<String> = [
        "and", "with", "then", "plus", "into", "in", "for", "until", "at", "on", "et", "avec", "puis", "dans", "pendant", "jusqu'a", "y",
        "con", "luego", "en", "hasta", "durante", "e", "und", "mit", "dann", "ed", "poi", "per", "fino",
        // Russian: and, with, then
        "и", "с", "затем", "потом",
    ]

    /// "And", "with", "then", "until" in the languages of `WorldSpeech` that space their words
    /// (folded), for their speech only: Polish "i" is English "I".
    static let worldSeparatorWords: [String: Set<String>] = [
        "id": ["dan", "dengan", "lalu", "hingga", "sampai", "ke", "kemudian"],
        "vi": Set(["và", "với", "rồi", "cho đến khi"].map { TextTools.fold($0) }),
        "tr": ["ve", "ile", "sonra"],
        "pl": ["i", "z", "oraz", "potem", "na", "do"],
        "nl": ["en", "met", "dan", "tot", "daarna"],
    ]

    /// The step cut at "+", commas, semicolons, sentence ends and joining words (and at
    /// `extra` words: another language's "and", "with", "then").
    static func phrases(_ step: String, extra: Set<String> = []) -> [String] {
        var phrases: [String] = []
        var current: [Substring] = []
        func close() {
            if !current.isEmpty { phrases.append(current.joined(separator: " ")) }
            current = []
        }
        for word in step.split(whereSeparator: \.fastIsWhitespace) {
            if word == "+" || word == "&" || word == "." || word == "-" {
                close()
                continue
            }
            if case let folded = TextTools.fold(word), separatorWords.contains(folded) || extra.contains(folded) {
                close()
                continue
            }
            // "oignons," "tiède." end a phrase after the word; "c.a.s." and "1.5" do not.
            let last = word.last!
            if last == "," || last == ";" || (last == "." && !word.dropLast().contains(".")) {
                current.append(word.dropLast())
                close()
            } else {
                current.append(word)
            }
        }
        close()
        return phrases
    }

    /// Words that, as the unit or the name, say the amount is not of an ingredient.
    static let notIngredients: Set<String> = [
        "minute", "minutes", "min", "mins", "hour", "hours", "heure", "heures", "h", "second", "seconds", "secondes", "sec", "minuto",
        "minutos", "hora", "horas", "minuti", "ora", "ore", "minuten", "stunde", "stunden", "degree", "degrees", "degres", "grados",
        "gradi", "grad", "°", "°c", "°f", "f", "c", "times", "fois", "veces", "volte", "mal", "pieces", "piece", "morceaux", "morceau",
        "trozos", "pezzi", "stucke", "cubes", "slices", "tranches", "portions", "servings", "people", "personnes", "personas", "persone",
        "personen", "days", "day", "jours", "jour", "dias", "dia", "giorni", "tage", "x", "%", "inch", "inches", "cm", "mm", "sides",
        "side", "batches", "parts", "parties", "layers", "couches", "seconde", "watts", "w",
    ]

    /// The phrase from its first amount on, when that reads as an ingredient with an amount.
    static func amountPhrase(_ phrase: String) -> String? {
        let words = phrase.split(separator: " ")
        guard let start = words.firstIndex(where: { word in word.first.map { $0.fastIsNumber || TextTools.isFraction($0) } == true })
        else { return nil }
        let candidate = words[start...].joined(separator: " ")
        guard let parsed = IngredientParser.parse(candidate), parsed.quantity != nil else { return nil }
        let itemWords = TextTools.words(parsed.item)
        guard let first = itemWords.first, itemWords.count <= 6, parsed.item.contains(where: \.fastIsLetter) else { return nil }
        if let unit = parsed.unit, notIngredients.contains(TextTools.fold(unit)) { return nil }
        if notIngredients.contains(first) || candidate.contains("°") { return nil }
        return candidate
    }
}
