/// Names already in English in a description detected as another language. A Marathi or Hindi
/// description often gives its list twice, and the English one is the one read ("1 1/2 cup
/// Milk"); a French one gives "chicken breast" or "icing sugar" among French names. The Indic
/// lexicon reads romanised Hindi ("maida"), and the glossary French, not English, so those
/// names came back marked as Hindi or French although a cook reads them as they are.
enum EnglishNames {
    /// The English words the extractor itself writes for ingredients: the glossary's English
    /// sides and the names a transcript is read for (the Indic lexicon's and the nutrition
    /// table's, in both numbers), folded.
    static let words: Set<String> = {
        var words = Set<String>()
        for table in Glossary.tables.values {
            for entry in table.values { words.formUnion(TextTools.words(entry.english)) }
        }
        for name in TranscriptParser.englishIngredientNames.keys { words.formUnion(name.split(separator: " ").map(String.init)) }
        return words
    }()

    /// Whether a name is written in Latin letters only (digits and signs aside).
    static func isLatin(_ name: String) -> Bool {
        var letters = 0
        for scalar in name.unicodeScalars where scalar.properties.isAlphabetic {
            guard scalar.value <= 0x024F else { return false }
            letters += 1
        }
        return letters > 0
    }

    /// Whether at least half the words of a name are English food words.
    static func readsEnglish(_ name: String) -> Bool {
        let nameWords = TextTools.words(name)
        guard !nameWords.isEmpty, nameWords.count <= 8 else { return false }
        return nameWords.filter(words.contains).count * 2 >= nameWords.count
    }

    /// Words that join the words of an English name ("salt and pepper", "juice of a lemon").
    static let joiners: Set<String> = ["and", "or", "of", "with", "a", "the", "for"]

    /// Whether a name a European language's glossary could not read is English: Latin letters,
    /// every word an English food word or a joiner, and none a word of that language's glossary
    /// ("sauce tomate" is French: "tomate" is the glossary's).
    static func isEnglishName(_ name: String, language: String) -> Bool {
        guard isLatin(name), let table = Glossary.tables[language] else { return false }
        let nameWords = TextTools.words(name).filter { word in !word.allSatisfy { $0.fastIsNumber || $0 == "/" } }
        guard !nameWords.isEmpty, nameWords.count <= 8 else { return false }
        return nameWords.allSatisfy { word in
            (words.contains(word) || joiners.contains(word)) && (table[word] == nil || table[word]?.english == word)
        } && nameWords.contains(where: words.contains)
    }

    /// Whether a note is English preparation words ("boiled", "finely chopped", "for garnish").
    static func isEnglishNote(_ note: String) -> Bool {
        guard isLatin(note) else { return false }
        let noteWords = TextTools.words(note)
        return !noteWords.isEmpty && noteWords.count <= 8
            && noteWords.allSatisfy {
                Vocabulary.preparationWords.contains($0) || ($0.count > 4 && $0.hasSuffix("ed")) || Vocabulary.sizeWords.contains($0)
                    || joiners.contains($0)
                    || LanguageDetector.stopwords["en"]!.contains($0)
            }
    }

    /// Of the names the lexicon could not read, those in Latin letters when most of them read as
    /// English: the list is the English one, and its unknown words are brands and descriptions
    /// ("Eno fruit salt", "Silver balls"). A romanised Hindi list does not qualify: the names the
    /// lexicon misses there are Hindi ("chhena", "lal mirch").
    /// Answers offsets into `names`.
    static func keptAsEnglish(_ names: [String]) -> [Int] {
        let latin = names.indices.filter { isLatin(names[$0]) }
        guard !latin.isEmpty else { return [] }
        let english = latin.filter { readsEnglish(names[$0]) }.count
        return english * 3 >= latin.count * 2 ? latin : []
    }
}
