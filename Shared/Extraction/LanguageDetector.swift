/// Guesses the main language of a text: by script for the Indian scripts (Devanagari read as
/// Hindi), Arabic, Cyrillic (read as Russian), Japanese kana, Korean, Chinese and Thai; by the
/// letters only one of them writes and by function words for English, French, Spanish, Italian,
/// German, Portuguese, Vietnamese, Turkish, Polish, Dutch and Indonesian. (A Polish or
/// Indonesian list had been called English, and its names passed as English ones.)
enum LanguageDetector {
    static let stopwords: [String: Set<String>] = [
        "en": [
            "the", "and", "with", "of", "to", "in", "is", "for", "this", "it", "you", "on", "your", "my", "we", "are", "how", "that",
            "then", "until",
        ],
        "fr": [
            "le", "la", "les", "des", "et", "pour", "avec", "un", "une", "du", "est", "vous", "dans", "sur", "je", "au", "aux", "ce", "qui",
            "pas", "ajouter", "puis",
        ],
        "es": [
            "el", "los", "las", "y", "con", "para", "una", "del", "es", "en", "por", "que", "se", "al", "como", "muy", "receta", "hoy",
            "hasta", "ahora", "tiene", "tambien",
            "cuando",
        ],
        "it": [
            "il", "di", "e", "con", "per", "una", "della", "del", "che", "gli", "le", "lo", "sono", "alla", "ricetta", "ingredienti",
            "procedimento", "preparazione",
        ],
        "de": [
            "der", "die", "das", "und", "mit", "fur", "ein", "eine", "zu", "ist", "ich", "den", "dem", "nicht", "auf", "sie", "rezept",
            "zutaten", "zubereitung",
        ],
        // (And a Portuguese list's words: a short list's "ç" alone had made it French.)
        "pt": [
            "o", "os", "e", "com", "para", "um", "uma", "do", "da", "que", "em", "no", "na", "se", "receita", "voce", "ao", "sem", "nao",
            "ovos", "xicara", "xicaras", "colher", "colheres",
        ],
        // (Dutch "de", "en" and "je" are other languages' words too.)
        "nl": [
            "het", "een", "van", "voor", "met", "niet", "ook", "wordt", "naar", "bij", "deze", "zijn", "tot", "uit", "aan", "nog",
            "lekker", "gaar", "recept", "bereiding", "ingredienten", "eerst", "daarna", "vandaag", "allemaal", "gaan", "maken",
            "jullie", "onze",
        ],
        "id": [
            "dan", "yang", "dengan", "untuk", "ini", "itu", "resep", "bahan", "cara", "hingga", "sampai", "masukkan", "aduk", "atau",
            "sudah", "bisa",
        ],
        "tr": ["ve", "bir", "ile", "icin", "bu", "tarifi", "malzemeler", "sonra"],
        // Romanised Hindi ("Hinglish"): its function words and the endings of its polite
        // imperatives, none an English word. (A list in it had been English, and "aloo", "pyaz"
        // passed off as English names.)
        "hi": [
            "aur", "ke", "ki", "ka", "ko", "mein", "hai", "hain", "lein", "lijiye", "karein", "kijiye", "dalein", "daalein", "dijiye",
            "swaad", "anusar", "thoda", "thodi", "phir", "jab", "bhi", "wala", "wali", "jaye", "jaaye", "sabhi", "achhi", "acche",
        ],
    ]

    /// Words after "per" that are English, not Italian.
    static let englishAfterPer: Set<String> = [
        "serving", "servings", "side", "person", "portion", "piece", "slice", "cup", "minute", "hour", "day", "pound", "lb", "cookie",
        "muffin", "bar", "bowl", "batch", "pan", "tray", "pack", "packet", "can",
    ]

    /// The languages each stopword belongs to: one lookup a word instead of one per language.
    static let stopwordLanguages: [String: [String]] = {
        var index: [String: [String]] = [:]
        for (language, words) in stopwords { for word in words { index[word, default: []].append(language) } }
        return index
    }()

    /// Whether a text in Latin letters is English by its function words, not by default: the
    /// method of a Marathi description given again in English is, romanised Hindi ("kadhai me
    /// tel garam karein") is not, though `detect` finds no other language in it either.
    static func isEnglish(_ text: String) -> Bool {
        guard EnglishNames.isLatin(text) else { return false }
        let words = TextTools.words(text.prefix(20_000))
        let english = words.filter { stopwords["en"]!.contains($0) }.count
        return english >= 2 && english * 8 >= words.count && detect(text) == "en"
    }

    static func detect(_ text: String) -> String {
        // Counted in a fixed array (a dictionary keyed by name hashed a string per letter).
        let names = ["bn", "hi", "te", "ta", "kn", "ml", "gu", "pa", "ar", "ru", "ja", "ko", "zh", "latin", "th"]
        var counts = [Int](repeating: 0, count: names.count)
        for scalar in text.unicodeScalars.prefix(4000) {
            switch scalar.value {
            case 0x0041...0x024F: counts[13] += 1
            case 0x0980...0x09FF: counts[0] += 1
            case 0x0900...0x097F: counts[1] += 1
            case 0x0C00...0x0C7F: counts[2] += 1
            case 0x0B80...0x0BFF: counts[3] += 1
            case 0x0C80...0x0CFF: counts[4] += 1
            case 0x0D00...0x0D7F: counts[5] += 1
            case 0x0A80...0x0AFF: counts[6] += 1
            case 0x0A00...0x0A7F: counts[7] += 1
            case 0x0600...0x06FF: counts[8] += 1
            case 0x0400...0x04FF: counts[9] += 1
            case 0x3040...0x30FF: counts[10] += 3
            case 0xAC00...0xD7AF, 0x1100...0x11FF: counts[11] += 1
            case 0x4E00...0x9FFF: counts[12] += 1
            case 0x0E00...0x0E7F: counts[14] += 1
            default: break
            }
        }
        var scripts: [String: Int] = [:]
        for (index, count) in counts.enumerated() where count > 0 { scripts[names[index]] = count }
        let latin = scripts["latin"] ?? 0
        // Kanji with kana is Japanese.
        if let han = scripts["zh"], let kana = scripts["ja"], kana > 0 {
            scripts["ja"] = kana + han
            scripts["zh"] = nil
        }
        if let (script, count) = scripts.filter({ $0.key != "latin" }).max(by: { $0.value < $1.value }), count > latin / 2 {
            return script
        }
        var scores: [String: Int] = [:]
        // Letters that only some of the languages use (by scalar: a switch over characters
        // compares strings).
        for scalar in text.unicodeScalars.prefix(6000) where scalar.value >= 0xA1 {
            switch scalar.value {
            case 0xE8, 0xEA, 0xE0, 0x153, 0xFB, 0xF9, 0xEB, 0xEF, 0xEE, 0xC8, 0xC9, 0xC0: scores["fr", default: 0] += 1
            // ç is French and Portuguese ("açúcar", "maço").
            case 0xE7, 0xC7:
                scores["fr", default: 0] += 1
                scores["pt", default: 0] += 1
            case 0xF1, 0xBF, 0xA1, 0xD1: scores["es", default: 0] += 2
            case 0xE3, 0xF5, 0xC3: scores["pt", default: 0] += 2
            case 0xE4, 0xF6, 0xFC, 0xDF, 0xC4, 0xD6, 0xDC: scores["de", default: 0] += 2
            case 0xEC, 0xF2: scores["it", default: 0] += 1
            // ơ ư đ and the letters with a tone mark below or a hook (ạ, ả, ế, ộ, ữ …)
            case 0x1A0, 0x1A1, 0x1AF, 0x1B0, 0x110, 0x111, 0x1EA0...0x1EF9: scores["vi", default: 0] += 2
            case 0x11E, 0x11F, 0x15E, 0x15F, 0x130, 0x131: scores["tr", default: 0] += 2
            case 0x141, 0x142, 0x104, 0x105, 0x118, 0x119, 0x17B, 0x17C, 0x179, 0x17A, 0x15A, 0x15B, 0x106, 0x107, 0x143, 0x144:
                scores["pl", default: 0] += 2
            default: break
            }
        }
        var previous = ""
        for word in TextTools.words(text).prefix(2000) {
            // English says "per" too, before what a figure is for: "310 kcal per serving", "2 min
            // per side" had made a fitness caption Italian, and its English method "untranslated".
            if previous == "per" && englishAfterPer.contains(word) { scores["it", default: 0] -= 1 }
            for language in stopwordLanguages[word] ?? [] { scores[language, default: 0] += 1 }
            previous = word
        }
        // German lists' spoons, "2 EL Zucker", "1 TL Salz", in capitals: not Spanish "el" (a
        // list of German names has no other word to tell its language by).
        for token in text.prefix(6000).split(whereSeparator: { $0 == " " || $0 == "\n" }) where token == "EL" || token == "TL" {
            scores["de", default: 0] += 2
        }
        // A list of names alone ("3 huevos", "200 g de azúcar", "1 taza de nata") has no
        // function word to tell its language by, and had been called English, its Spanish names
        // passed off as English ones: the names only one language's glossary holds tell it then.
        if scores.values.max() ?? 0 < 2, let language = glossaryLanguage(text) { return language }
        return scores.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? "en"
    }

    static let glossaryLanguages = ["fr", "es", "it", "de", "pt"]

    /// The language of a description, its title with its text; but English when only the title
    /// made it another: an English card names a foreign dish ("Pasta e fagioli", "Chili con
    /// carne", "Coq au vin"), and its English list had been read as Italian, Spanish or French,
    /// "olive oil" and "diced" marked untranslated. The text must say so itself: no language of
    /// its own, and at least three English food names that are no glossary's words.
    static func detect(title: String, text: String) -> String {
        let both = detect(title + "\n" + text)
        guard glossaryLanguages.contains(both), detect(text) == "en" else { return both }
        var english: Set<String> = []
        for word in TextTools.words(text.prefix(3000)) where NutritionEstimator.foodIndex[word] != nil {
            if !Glossary.isForeignWord(word) { english.insert(word) }
        }
        return english.count >= 3 ? "en" : both
    }

    /// The language whose glossary alone holds at least two of the text's words, twice as many
    /// as any other's; nil when none does. Words spelt as their English ("mascarpone",
    /// "chocolate"), English names of foods ("cilantro"), and words in two glossaries ("tomate",
    /// "sal") tell nothing; a word counts once.
    static func glossaryLanguage(_ text: String) -> String? {
        var hits = [Int](repeating: 0, count: glossaryLanguages.count)
        var seen: Set<String> = []
        for word in TextTools.words(text.prefix(3000))
        where word.count > 2 && !word.first!.fastIsNumber && NutritionEstimator.foodIndex[word] == nil && seen.insert(word).inserted {
            var only: Int?
            for (index, language) in glossaryLanguages.enumerated() {
                guard let entry = Glossary.tables[language]?[word], entry.english != word else { continue }
                if only != nil {
                    only = nil
                    break
                }
                only = index
            }
            if let only { hits[only] += 1 }
        }
        guard let best = hits.indices.max(by: { hits[$0] < hits[$1] }), hits[best] >= 2,
            hits.indices.allSatisfy({ $0 == best || hits[$0] * 2 <= hits[best] })
        else { return nil }
        return glossaryLanguages[best]
    }
}
