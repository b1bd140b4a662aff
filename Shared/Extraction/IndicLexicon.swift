/// Cooking vocabulary of the Indian recipe channels: Hindi (Devanagari), Bengali, Telugu and Tamil
/// scripts, Kannada, Malayalam and Marathi (`IndicRegional`), and romanised Hindi ("Hinglish"). Hand-written from common kitchen words, grouped by
/// meaning — not from the evaluation records.
///
/// Telugu, Tamil and (less) Bengali and Hindi glue endings onto words ("నూనెలో", in the oil;
/// "వేయించండి", fry), so native-script entries are stems matched against the start of a word,
/// scalar by scalar (a vowel sign or anusvara after the stem would otherwise split a grapheme), the
/// longest stem winning. Stems of one or two scalars match whole words only. Romanised words are
/// matched whole, after folding.
enum IndicLexicon {
    enum Kind: Sendable, Equatable {
        /// An ingredient, with its English name.
        case ingredient(String)
        /// A unit, canonical English spelling (as in `Vocabulary.units`).
        case unit(String)
        /// A cooking verb or technique ("fry", "tempering").
        case verb
        /// A number word, as the parser writes amounts ("1", "1/2", "1 1/2").
        case number(String)
        /// "Ingredients", "method", "recipe": words that head or name a recipe.
        case recipeWord
        /// A dish: curry, chutney, biryani.
        case dish
    }

    // MARK: - Lookup

    struct Entry {
        let scalars: [Unicode.Scalar]
        let kind: Kind
        let words: Int
    }

    /// Single-word entries by their first scalar, longest first; multi-word entries apart.
    static let index: (single: [Unicode.Scalar: [Entry]], phrases: [Entry], phrasesByFirst: [Unicode.Scalar: [Entry]]) = {
        var single: [Unicode.Scalar: [Entry]] = [:]
        var phrases: [Entry] = []
        func add(_ spelling: String, _ kind: Kind) {
            let folded = TextTools.fold(spelling)
            let entry = Entry(scalars: Array(folded.unicodeScalars), kind: kind, words: folded.split(separator: " ").count)
            if entry.words > 1 {
                phrases.append(entry)
            } else if let first = entry.scalars.first {
                single[first, default: []].append(entry)
            }
        }
        // Later groups win ties of equal length: a number word outranks a look-alike stem.
        for spelling in verbs + regionalVerbs { add(spelling, .verb) }
        for (english, spellings) in ingredients + regionalIngredients { for spelling in spellings { add(spelling, .ingredient(english)) } }
        for (unit, spellings) in units + regionalUnits { for spelling in spellings { add(spelling, .unit(unit)) } }
        for (value, spellings) in numbers + regionalNumbers { for spelling in spellings { add(spelling, .number(value)) } }
        for spelling in recipeWords + regionalRecipeWords { add(spelling, .recipeWord) }
        for spelling in dishes + regionalDishes { add(spelling, .dish) }
        for key in single.keys { single[key]!.sort { $0.scalars.count > $1.scalars.count } }
        phrases.sort { $0.scalars.count > $1.scalars.count }
        // Tagging tries the phrases that start like the word at hand, longest first.
        var byFirst: [Unicode.Scalar: [Entry]] = [:]
        for phrase in phrases { if let first = phrase.scalars.first { byFirst[first, default: []].append(phrase) } }
        return (single, phrases, byFirst)
    }()

    /// Romanised words and phrases match only whole, so they are found by their text: entries in
    /// the order `index` tries them (a String key may join canonically equivalent spellings, so
    /// callers still compare scalars). Native-script words match by stem and use `index`.
    /// `phraseFirstWords` holds the first word of every phrase, so that most words (English ones)
    /// skip the phrase lookups altogether.
    static let exact: (single: [String: [Entry]], phrases: [String: [Entry]], phraseFirstWords: Set<String>, longestPhrase: Int) = {
        var single: [String: [Entry]] = [:]
        var phrases: [String: [Entry]] = [:]
        var firstWords: Set<String> = []
        for entries in index.single.values {
            for entry in entries { single[String(String.UnicodeScalarView(entry.scalars)), default: []].append(entry) }
        }
        for entry in index.phrases {
            let text = String(String.UnicodeScalarView(entry.scalars))
            phrases[text, default: []].append(entry)
            if let first = text.split(separator: " ").first { firstWords.insert(String(first)) }
        }
        return (single, phrases, firstWords, index.phrases.map(\.words).max() ?? 1)
    }()

    /// Whether a scalar belongs to one of the Indic scripts this lexicon knows.
    static func isIndic(_ scalar: Unicode.Scalar) -> Bool {
        (0x0900...0x0D7F).contains(scalar.value)
    }

    /// The kind of one folded word: native-script words by longest stem (short stems must match
    /// the whole word), romanised words whole.
    static func lookup(_ word: String) -> Kind? {
        guard let first = word.unicodeScalars.first else { return nil }
        let native = isIndic(first)
        if !native {
            guard let entries = exact.single[word] else { return nil }
            return entries.first { $0.scalars.elementsEqual(word.unicodeScalars) }?.kind
        }
        let scalars = Array(word.unicodeScalars)
        guard let candidates = index.single[first] else { return nil }
        for entry in candidates {
            if entry.scalars == scalars { return entry.kind }
            // Suffixes only on native words, and only after a stem long enough to mean something.
            if native, entry.scalars.count >= 3, scalars.count > entry.scalars.count, scalars.starts(with: entry.scalars),
                !isNumber(entry.kind)
            {
                return entry.kind
            }
        }
        return nil
    }

    static func isNumber(_ kind: Kind) -> Bool {
        if case .number = kind { return true }
        return false
    }

    /// The kind of a folded word or phrase.
    static func lookupPhrase(_ text: String) -> Kind? {
        guard text.contains(" ") else { return lookup(text) }
        let scalars = Array(text.unicodeScalars)
        let native = scalars.first.map(isIndic) ?? false
        for phrase in index.phrases where phrase.scalars == scalars || (native && scalars.starts(with: phrase.scalars)) {
            return phrase.kind
        }
        return nil
    }

    /// "सामग्री", "কী কী লাগবে", "కావలసిన పదార్థాలు": a heading that opens an ingredient list.
    static func isIngredientHeading(_ heading: String) -> Bool {
        let words = TextTools.leadingWords(heading, limit: 5)
        guard !words.isEmpty, words.count <= 4 else { return false }
        return words.contains {
            ["सामग्री", "উপকরণ", "పదార్థాలు", "కావలసినవి", "பொருட்கள்", "samagri"].contains($0) || regionalIngredientHeadings.contains($0)
        }
    }

    /// "विधि", "প্রণালী", "తయారీ విధానం", "செய்முறை": a heading that opens the method.
    static func isMethodHeading(_ heading: String) -> Bool {
        let words = TextTools.leadingWords(heading, limit: 5)
        guard !words.isEmpty, words.count <= 4 else { return false }
        return words.contains { ["विधि", "প্রণালী", "পদ্ধতি", "విధానం", "செய்முறை", "vidhi"].contains($0) || regionalMethodHeadings.contains($0) }
    }

    /// Kinds of the words of a text, phrases first ("हरी मिर्च" is green chilli, not two words).
    static func tag(_ text: String) -> [(word: String, kind: Kind?)] {
        tag(words: TextTools.words(text))
    }

    /// `tag` of a text already split by `TextTools.words`.
    static func tag(words: [String]) -> [(word: String, kind: Kind?)] {
        var result: [(String, Kind?)] = []
        var position = 0
        outer: while position < words.count {
            let first = words[position].unicodeScalars.first
            let native = first.map(isIndic) ?? false
            if !native {
                // Whole phrases only: the most words first, as `index` orders them (longest first).
                let longest = exact.phraseFirstWords.contains(words[position]) ? min(exact.longestPhrase, words.count - position) : 1
                for count in stride(from: longest, through: 2, by: -1) {
                    let candidate = words[position..<(position + count)].joined(separator: " ")
                    if let phrase = exact.phrases[candidate]?.first(where: { $0.scalars.elementsEqual(candidate.unicodeScalars) }) {
                        result.append((candidate, phrase.kind))
                        position += count
                        continue outer
                    }
                }
                result.append((words[position], lookup(words[position])))
                position += 1
                continue
            }
            // Native phrases may carry endings: each candidate length is joined once.
            var joined: [Int: (text: String, scalars: [Unicode.Scalar])] = [:]
            for phrase in first.flatMap({ index.phrasesByFirst[$0] }) ?? [] where phrase.words <= words.count - position {
                if joined[phrase.words] == nil {
                    let text = words[position..<(position + phrase.words)].joined(separator: " ")
                    joined[phrase.words] = (text, Array(text.unicodeScalars))
                }
                let (candidate, scalars) = joined[phrase.words]!
                if scalars == phrase.scalars || scalars.starts(with: phrase.scalars) {
                    result.append((candidate, phrase.kind))
                    position += phrase.words
                    continue outer
                }
            }
            result.append((words[position], lookup(words[position])))
            position += 1
        }
        return result
    }

    /// How many words of a text are cooking words (ingredients, units, verbs): the classifier's
    /// evidence for text in these languages.
    static func cookingWordCount(_ text: String) -> (ingredients: Int, verbs: Int, units: Int, dishes: Int) {
        cookingWordCount(words: TextTools.words(text))
    }

    /// `cookingWordCount` of a text already split by `TextTools.words`.
    static func cookingWordCount(words: [String]) -> (ingredients: Int, verbs: Int, units: Int, dishes: Int) {
        var counts = (ingredients: 0, verbs: 0, units: 0, dishes: 0)
        for (_, kind) in tag(words: words) {
            switch kind {
            case .ingredient: counts.ingredients += 1
            case .dish:
                counts.ingredients += 1
                counts.dishes += 1
            case .verb, .recipeWord: counts.verbs += 1
            case .unit: counts.units += 1
            case .number, nil: break
            }
        }
        return counts
    }

    /// An ingredient name in English when every word is known: ingredients, with number, unit and
    /// verb-like words ("chopped") dropped; nil otherwise, so the caller keeps the original marked.
    static func translateName(_ text: String) -> String? {
        var names: [String] = []
        for (_, kind) in tag(text) {
            switch kind {
            case .ingredient(let english): if !names.contains(english) { names.append(english) }
            case .unit, .number, .verb: continue
            case .recipeWord, .dish, nil: return nil
            }
        }
        return names.isEmpty ? nil : names.joined(separator: " and ")
    }
}
