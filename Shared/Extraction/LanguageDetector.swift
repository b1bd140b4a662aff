/// Guesses the main language of a text: by script for the Indian scripts (Devanagari read as
/// Hindi), Arabic, Cyrillic (read as Russian), Japanese kana, Korean and Chinese;
/// by function words for English, French, Spanish, Italian, German and Portuguese.
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
        "es": ["el", "los", "las", "y", "con", "para", "una", "del", "es", "en", "por", "que", "se", "al", "como", "muy", "receta"],
        "it": ["il", "di", "e", "con", "per", "una", "della", "del", "che", "gli", "le", "lo", "sono", "alla", "ricetta"],
        "de": ["der", "die", "das", "und", "mit", "fur", "ein", "eine", "zu", "ist", "ich", "den", "dem", "nicht", "auf", "sie", "rezept"],
        "pt": ["o", "os", "e", "com", "para", "um", "uma", "do", "da", "que", "em", "no", "na", "se", "receita", "voce"],
    ]

    static func detect(_ text: String) -> String {
        var scripts: [String: Int] = [:]
        for scalar in text.unicodeScalars.prefix(4000) {
            switch scalar.value {
            case 0x0980...0x09FF: scripts["bn", default: 0] += 1
            case 0x0900...0x097F: scripts["hi", default: 0] += 1
            case 0x0C00...0x0C7F: scripts["te", default: 0] += 1
            case 0x0B80...0x0BFF: scripts["ta", default: 0] += 1
            case 0x0C80...0x0CFF: scripts["kn", default: 0] += 1
            case 0x0D00...0x0D7F: scripts["ml", default: 0] += 1
            case 0x0A80...0x0AFF: scripts["gu", default: 0] += 1
            case 0x0A00...0x0A7F: scripts["pa", default: 0] += 1
            case 0x0600...0x06FF: scripts["ar", default: 0] += 1
            case 0x0400...0x04FF: scripts["ru", default: 0] += 1
            case 0x3040...0x30FF: scripts["ja", default: 0] += 3
            case 0xAC00...0xD7AF, 0x1100...0x11FF: scripts["ko", default: 0] += 1
            case 0x4E00...0x9FFF: scripts["zh", default: 0] += 1
            case 0x0041...0x024F: scripts["latin", default: 0] += 1
            default: break
            }
        }
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
        // Letters that only some of the languages use.
        // Letters that only some of the languages use (by scalar: a switch over characters
        // compares strings).
        for scalar in text.unicodeScalars.prefix(6000) where scalar.value >= 0xA1 {
            switch scalar.value {
            case 0xE8, 0xEA, 0xE0, 0xE7, 0x153, 0xFB, 0xF9, 0xEB, 0xEF, 0xEE, 0xC8, 0xC9, 0xC0, 0xC7: scores["fr", default: 0] += 1
            case 0xF1, 0xBF, 0xA1, 0xD1: scores["es", default: 0] += 2
            case 0xE3, 0xF5, 0xC3: scores["pt", default: 0] += 2
            case 0xE4, 0xF6, 0xFC, 0xDF, 0xC4, 0xD6, 0xDC: scores["de", default: 0] += 2
            case 0xEC, 0xF2: scores["it", default: 0] += 1
            default: break
            }
        }
        for word in TextTools.words(text).prefix(2000) {
            for (language, words) in stopwords where words.contains(word) { scores[language, default: 0] += 1 }
        }
        return scores.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? "en"
    }
}
