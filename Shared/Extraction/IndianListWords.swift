/// The words an Indian channel's list writes after an amount: what stands in for an amount
/// ("स्वादानुसार", "ಸ್ವಲ್ಪ") and how the ingredient is cut ("2 बारीक कटी", two, finely chopped).
extension IngredientParser {
    /// What a list writes where the amount goes when it gives none (folded).
    static let amountNotes: Set<String> = Set(Vocabulary.toTastePhrases).union([
        "few", "a few", "some", "a little", "little", "as required", "as needed", "as per taste", "as per requirement", "as per need",
        "for frying", "for deep frying", "for garnish", "for garnishing", "optional",
        // Japanese 各少々, 各適量 (`JapaneseAmounts`)
        "a little each", "as needed each",
    ]).union(Vocabulary.worldAsNeeded.map { TextTools.fold($0) }).union(Vocabulary.indianAsNeededPhrases).union(
        Vocabulary.indianALittleWords)

    /// How an ingredient is cut, in the words after its amount, in English; nil unless every word
    /// is a cutting word or a cooking verb of the Indic lexicon (`IndicLexicon`).
    static func indianPreparation(_ tokens: [String]) -> String? {
        guard !tokens.isEmpty, tokens.count <= 4, tokens.allSatisfy({ $0.unicodeScalars.first.map(IndicLexicon.isIndic) == true })
        else { return nil }
        let text = TextTools.fold(tokens.joined(separator: " "))
        if let english = indianPreparationNotes[text] { return english }
        let verbsOnly = IndicLexicon.tag(words: tokens.map { TextTools.fold($0) }).allSatisfy { $0.kind == .verb }
        return verbsOnly ? tokens.joined(separator: " ") : nil
    }

    /// Cutting notes in English ← Hindi, Marathi, Bengali, Telugu, Tamil, Kannada, Malayalam.
    static let indianPreparationNotes: [String: String] = {
        let groups: [(String, [String])] = [
            (
                "finely chopped",
                [
                    "बारीक कटी", "बारीक कटा", "बारीक कटे", "बारीक कटी हुई", "बारीक कटा हुआ", "बारीक कटे हुए", "बारीक चिरलेला", "बारीक चिरलेली",
                    "बारीक चिरलेले", "কুচি করা", "কুচানো", "సన్నగా తరిగిన", "సన్నగా తరిగినవి", "பொடியாக நறுக்கிய", "பொடியாக நறுக்கியது", "సన్నగా తరిగినది", "ಸಣ್ಣಗೆ ಹೆಚ್ಚಿದ",
                    "ചെറുതായി അരിഞ്ഞത്", "ചെറുതായി അരിഞ്ഞ",
                ]
            ),
            (
                "chopped",
                [
                    "कटी", "कटा", "कटे", "कटी हुई", "कटा हुआ", "कटे हुए", "चिरलेला", "चिरलेली", "चिरलेले", "কাটা", "తరిగిన", "తరిగినది", "நறுக்கியது",
                    "நறுக்கிய", "ಹೆಚ್ಚಿದ", "ಹೆಚ್ಚಿದುದು", "അരിഞ്ഞത്", "അരിഞ്ഞ",
                ]
            ),
            ("grated", ["कद्दूकस किया", "कद्दूकस की हुई", "कद्दूकस किया हुआ", "किसलेले", "কোরানো", "తురిమిన", "துருவிய", "ತುರಿದ", "ചിരകിയത്"]),
            ("slit", ["लंबी कटी", "बीच से चीरी", "চেরা", "నిలువుగా చీల్చిన", "கீறிய", "ಸೀಳಿದ", "കീറിയത്"]),
            ("boiled", ["उबले", "उबला", "उबली", "उबले हुए", "उकडलेले", "সেদ্ধ", "ఉడికించిన", "வேகவைத்த", "ಬೇಯಿಸಿದ", "പുഴുങ്ങിയത്"]),
            ("crushed", ["कुटी", "कुटा", "कुटी हुई", "ठेचलेले", "থেঁতো", "దంచిన", "நசுக்கிய", "ಜಜ್ಜಿದ", "ചതച്ചത്"]),
        ]
        var table: [String: String] = [:]
        for (english, spellings) in groups { for spelling in spellings { table[TextTools.fold(spelling)] = english } }
        return table
    }()
}

extension IngredientParser {
    /// Words after a count that only say it is one ("3 nos", "2 pcs").
    static let countWords: Set<String> = Set([
        "nos", "no", "nos.", "no.", "pcs", "pc", "pcs.", "numbers", "number", "шт", "шт.", "штук", "штуки", "штука",
        // Bengali's count endings ("৪টি", four), Hindi and Marathi "नग", Tamil "எண்ணம்"
        "টি", "টা", "খানা", "नग", "எண்ணம்",
    ]).union(Vocabulary.worldCountWords.map { TextTools.fold($0) })
}
