/// Amounts a transcript states for the ingredients it names: "ఒక కప్పు కందిపప్పును కడిగి" (wash
/// one cup of toor dal), "আধা চামচ হলুদ" (half a spoon of turmeric), "दो टमाटर" (two tomatoes);
/// in English, "Take 1 cup chickpeas" or, as a recogniser writes it, "add one teaspoon of olive
/// oil" (`english`, `spokenDigits`). The Indian channels' videos rarely list their
/// ingredients in the description, so without these a cook gets names and no amounts.
///
/// In the Indian languages, read only where speech is exact, within one clause: a number (a
/// number word or digits), a unit and the ingredient, with up to three describing words before
/// the name ("400 గ్రాముల లేత కాకరకాయలు", 400 g of tender bitter gourds); a number and a thing
/// counted, a size word at most between ("ఓ పెద్ద టొమాటో", one large tomato); or a number and a
/// unit right after the name, closing the clause or before its verb ("नमक एक चम्मच डालें").
/// "ఒక చుక్క నూనె" (a drop of oil) has a word between that is not a unit, so it gives no amount.
/// An ingredient said with two different amounts (oil for boiling the dal, then oil for the
/// tempering) gets none: either one alone would tell the cook less than the recipe uses.
///
/// Measured against the channels' own lists (`evaluate score videos`): on the tune part 88 of
/// the 92 amounts that can be checked agree with the list, and over a quarter of the listed
/// amounts are heard. Most speech names an ingredient without its amount.
enum SpokenAmounts {
    struct Amount: Sendable, Equatable {
        let quantity: String
        let unit: String?
        /// "large", "small", "medium", when said between the number and the name.
        let size: String?
    }

    /// The amount of each ingredient, by the lexicon's English name, where every time the
    /// transcript gives one it gives the same.
    static func amounts(_ transcript: String) -> [String: Amount] {
        var found: [String: Amount] = [:]
        var conflicting: Set<String> = []
        for line in TranscriptParser.lines(transcript) {
            for clause in clauses(line) {
                let clauseWords = words(String(clause))
                // Most clauses say no number: they are not tagged at all.
                guard clauseWords.contains(where: { numberWords.contains($0) || $0.first.map { $0.isASCII && $0.isNumber } == true }) else {
                    continue
                }
                for (name, amount) in stated(in: IndicLexicon.tag(words: clauseWords)) {
                    if let earlier = found[name], earlier != amount { conflicting.insert(name) }
                    found[name] = found[name] ?? amount
                }
            }
        }
        for name in conflicting { found[name] = nil }
        return found
    }

    /// The lexicon's number words, folded (they match whole words only).
    static let numberWords: Set<String> = Set(IndicLexicon.numbers.flatMap { $0.1 }.map { TextTools.fold($0) })

    /// The amounts an English transcript gives to the names it says (`names`, as
    /// `TranscriptParser.namedIngredients` found them): "Take 1 cup chickpeas and wash them", a
    /// line read out as a list entry ("Coconut oil- 2 tbsp"). Each phrase with an amount is read
    /// by the ingredient parser, and only a name the parse gives exactly is measured ("1 cup
    /// water mixed with salt" measures no salt); two different amounts of one name give none, a
    /// described one counting ("¼ cup lukewarm water" after "3 cups water"). At most 200
    /// phrases with a digit are tried (and 200 of a caption track's clauses): a transcript of any
    /// length (one caption line of a megabyte) costs a bounded number of parses.
    static func english(_ transcript: String, names: [String]) -> [String: Amount] {
        let wanted = Dictionary(names.map { (TextTools.fold($0), $0) }, uniquingKeysWith: { first, _ in first })
        // The amounts the phrases with one in `units` give (at most 200 phrases; amounts in
        // words rewritten in their first 200,000 characters only: a bounded cost), and the names
        // given two.
        func measured(_ units: [String]) -> (found: [String: Amount], conflicting: Set<String>) {
            var candidates: [String] = []
            var tried = 0
            var spelledBudget = 200_000
            for said in units {
                spelledBudget -= said.utf8.count
                let line = spelledBudget >= 0 ? spokenDigits(said) : said
                guard line.contains(where: \.fastIsNumber) else { continue }
                for phrase in StepIngredients.phrases(line) where tried < 200 && phrase.contains(where: \.fastIsNumber) {
                    tried += 1
                    if let candidate = StepIngredients.amountPhrase(phrase) { candidates.append(candidate) }
                }
                if tried < 200, line.count <= 120, TextTools.words(line).count <= 8 {
                    tried += 1
                    candidates.append(line)
                }
                if tried >= 200 { break }
            }
            var found: [String: Amount] = [:]
            var conflicting: Set<String> = []
            for said in candidates {
                guard let parsed = IngredientParser.parse(withoutSpeechTail(said)), let quantity = parsed.quantity else { continue }
                let item = TextTools.fold(parsed.item)
                let amount = Amount(quantity: quantity, unit: parsed.unit, size: nil)
                if let name = wanted[item] {
                    if let earlier = found[name], earlier != amount { conflicting.insert(name) }
                    found[name] = found[name] ?? amount
                } else if let name = wanted.first(where: { item.hasSuffix(" " + $0.key) })?.value {
                    // "¼ cup lukewarm water" measures some of the water: another amount of it.
                    conflicting.insert(name)
                }
            }
            return (found, conflicting)
        }
        let transcriptLines = TranscriptParser.lines(transcript)
        let byLine = measured(transcriptLines)
        var found = byLine.found.filter { !byLine.conflicting.contains($0.key) }
        // A caption track cuts an amount from its name ("… and then let's add" / "one teaspoon
        // mustard seeds so let the"): its spoken clauses (`CaptionTracks`) measure the names its
        // lines do not. Only those: a clause also runs a line shown as a list entry into the
        // next ("half cup oats | so this is instant oats you can also add rolled | oats | half
        // cup moong dal"), where the line alone was right.
        if TranscriptParser.isCaptionTrack(transcriptLines) {
            let byClause = measured(TranscriptParser.spokenClauses(transcriptLines))
            for (name, amount) in byClause.found
            where byLine.found[name] == nil && !byLine.conflicting.contains(name) && !byClause.conflicting.contains(name) {
                found[name] = amount
            }
        }
        return found
    }

    /// Words with which speech goes on past an amount's name: "1/4 cup coconut oil or you can
    /// also add…", "1 teaspoon mustard seeds so let the…", "2 cups rice if you like". A list line
    /// names an alternative with "or" ("butter or margarine"); said, the first is the one used.
    static let speechTailWords: Set<String> = [
        "so", "or", "if", "you", "we", "i", "i'm", "i'll", "we'll", "let", "let's", "now", "then", "which", "because", "but", "until",
        "till", "when", "it", "it's", "this", "that's", "here", "there", "okay", "ok",
    ]

    /// A spoken amount phrase up to where speech goes on (`speechTailWords`), after its first
    /// three words (the amount, the unit and a name at least).
    static func withoutSpeechTail(_ phrase: String) -> String {
        let words = phrase.split(separator: " ")
        guard let end = words.indices.dropFirst(2).first(where: { speechTailWords.contains(TextTools.fold(String(words[$0]))) }) else {
            return phrase
        }
        return words[..<end].joined(separator: " ")
    }

    /// An English recogniser writes amounts in words: "one teaspoon of olive oil", "half a cup",
    /// "half teaspoon", "a tablespoon of butter", "one and a half cups". Before a measure (a
    /// unit of volume or weight, or a pinch, a handful…) they are written in digits here, for
    /// the parser; elsewhere ("one of my favourites", "a bit of") they are no amount and stay
    /// words.
    static func spokenDigits(_ line: String) -> String {
        // Most lines name no measure: a scan of their bytes, not a fold of every word, says so.
        guard line.utf8.count <= 2_000, measureStems.contains(where: { TextTools.contains(line, $0) }) else { return line }
        var tokens = line.split(separator: " ").map(String.init)
        var words = tokens.map { TextTools.fold($0).trimmingEdges { !$0.fastIsLetter } }
        func isMeasure(_ index: Int) -> Bool {
            guard index < words.count, words[index].count >= 3, let unit = Vocabulary.units[words[index]] else { return false }
            return IngredientParser.unitKind(unit) == "measure" || Vocabulary.measuresWithoutNumber.contains(unit)
        }
        func replace(_ range: ClosedRange<Int>, with amount: String) {
            tokens.replaceSubrange(range, with: [amount])
            words.replaceSubrange(range, with: [amount])
        }
        var changed = false
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            let word = words[index]
            let next = words.dropFirst(index + 1).first
            if word == "half", ["a", "an"].contains(next), isMeasure(index + 2) {
                replace(index...index + 1, with: "1/2")
            } else if ["a", "one", "three"].contains(word), let next, quarters.contains(next), isMeasure(index + 2) {
                // "a quarter cup", "three quarter cup toor dal"
                replace(index...index + 1, with: word == "three" ? "3/4" : "1/4")
            } else if let fraction = fractions[word], isMeasure(index + 1) {
                // "a cup of water", "half teaspoon of pepper powder", "quarter cup coconut oil"
                replace(index...index, with: fraction)
            } else if let digits = wholeNumber(word) ?? (tokens[index].allSatisfy { $0.isASCII && $0.isNumber } ? tokens[index] : nil) {
                // "one and a half cups", "1 and quarter cups"
                let rest = words.dropFirst(index + 1).prefix(3)
                let joined = rest.first == "and" ? (rest.dropFirst().first == "a" ? 3 : 2) : 0
                let part = joined > 0 ? words.dropFirst(index + joined).first.flatMap { ["half": "1/2", "quarter": "1/4"][$0] } : nil
                if let part, isMeasure(index + joined + 1) {
                    replace(index...index + joined, with: digits + " " + part)
                } else if wholeNumber(word) == nil {
                    continue  // digits before a measure are the parser's already
                } else if isMeasure(index + 1) {
                    replace(index...index, with: digits)
                } else if index + 2 < words.count, ["to", "or"].contains(words[index + 1]), wholeNumber(words[index + 2]) != nil,
                    isMeasure(index + 3)
                {
                    // "one to two tablespoons": a range, as "1 to 2 tablespoons" is read.
                    replace(index...index, with: digits)
                } else {
                    continue
                }
            } else {
                continue
            }
            changed = true
        }
        return changed ? tokens.joined(separator: " ") : line
    }

    /// Words of one amount before a measure ("a cup", "half teaspoon", "quarter cup").
    static let fractions: [String: String] = ["a": "1", "an": "1", "half": "1/2", "quarter": "1/4"]

    /// Quarters after "a", "one" or "three" ("three quarter cup", "a quarter cup").
    static let quarters: Set<String> = ["quarter", "quarters", "fourth", "fourths"]

    /// Parts of the measures' names as a recogniser writes them (lower case), one of which a
    /// line must hold to be read word by word.
    static let measureStems = [
        "spoon", "cup", "gram", "pinch", "ounce", "pound", "handful", "liter", "litre", "kilo", "dash", "splash", "sprig", "slice",
        "knob", "bunch", "pint", "quart",
    ]

    /// A whole number in words ("two"; the parser's table, whose halves are read above).
    static func wholeNumber(_ word: String) -> String? {
        TextTools.numberWords[word].flatMap { $0.contains("/") ? nil : $0 }
    }

    /// Size words of the scripts and of romanised Hindi, in English.
    static let sizes: [String: String] = {
        let words: [(String, [String])] = [
            ("large", ["పెద్ద", "বড়", "বড়ো", "बड़ा", "बड़ी", "बड़े", "பெரிய", "bada", "badi", "bade"]),
            ("small", ["చిన్న", "ছোট", "ছোটো", "छोटा", "छोटी", "छोटे", "சிறிய", "chota", "chhota", "choti", "chhoti"]),
            ("medium", ["మీడియం", "মাঝারি", "মিডিয়াম", "मीडियम", "मध्यम", "மீடியம்", "medium"]),
        ]
        var sizes: [String: String] = [:]
        for (english, spellings) in words { for spelling in spellings { sizes[TextTools.fold(spelling)] = english } }
        return sizes
    }()

    /// Words said before a number that add a half to it (Hindi, Bengali, romanised Hindi).
    static let andAHalf: Set<String> = Set(["साढ़े", "सढ़े", "সাড়ে", "sadhe", "saadhe", "sade"].map { TextTools.fold($0) })

    /// Words of names that are not counted without a unit: "one" of them is not an amount.
    static let massWords: Set<String> = [
        "water", "milk", "oil", "ghee", "salt", "sugar", "flour", "rice", "dal", "lentils", "vegetables", "powder", "paste", "seeds",
        "jaggery", "yogurt", "curd", "butter", "cream", "semolina", "masala", "mix", "juice", "sauce", "vinegar", "leaves", "spices",
        "tamarind", "turmeric", "cumin", "fenugreek", "asafoetida", "coriander", "pepper", "meat",
    ]

    /// A line's clauses: split at punctuation, but not at the point or slash of a number ("1.5
    /// కప్పుల", one and a half cups).
    static func clauses(_ line: String) -> [Substring] {
        let characters = Array(line)
        var clauses: [Substring] = []
        var start = line.startIndex
        var index = line.startIndex
        var position = 0
        while index < line.endIndex {
            let character = characters[position]
            let inNumber =
                (character == "." || character == "/") && position > 0 && position + 1 < characters.count
                && characters[position - 1].isNumber && characters[position + 1].isNumber
            if ",.;:!?।॥|".contains(character) && !inNumber {
                clauses.append(line[start..<index])
                start = line.index(after: index)
            }
            index = line.index(after: index)
            position += 1
        }
        clauses.append(line[start...])
        return clauses.filter { !$0.isEmpty }
    }

    /// The words of a clause as the lexicon tags them, a number written with a point, a slash or
    /// a dash ("1.5", "1/2", "2-3") kept whole, and in ASCII digits.
    static func words(_ clause: String) -> [String] {
        clause.split(whereSeparator: \.isWhitespace).flatMap { token -> [String] in
            // "৫০–৬০ গ্রাম", 50 to 60 grams: a range, with a dash of any length.
            let ascii = String(TextTools.asciiDigits(String(token)).map { $0 == "–" || $0 == "—" ? "-" : $0 })
            if ascii.first?.isNumber == true, ascii.last?.isNumber == true,
                ascii.allSatisfy({ $0.isASCII && ($0.isNumber || "./-".contains($0)) })
            {
                return [ascii]
            }
            return TextTools.words(ascii)
        }
    }

    /// The amounts stated in one clause's tagged words, in order.
    static func stated(in tags: [(word: String, kind: IndicLexicon.Kind?)]) -> [(String, Amount)] {
        tags.indices.compactMap { index in
            guard case .ingredient(let name) = tags[index].kind,
                var amount = amountBefore(name, at: index, in: tags) ?? amountAfter(at: index, in: tags)
            else { return nil }
            // Telugu "రెబ్బ" is a clove of garlic and a sprig of curry leaves.
            if amount.unit == "clove", !name.contains("garlic") { amount = Amount(quantity: amount.quantity, unit: "sprig", size: nil) }
            return (name, amount)
        }
    }

    /// The amount said before the ingredient at `index`: "ఒక కప్పు కందిపప్పు", "ఓ పెద్ద టొమాటో".
    static func amountBefore(_ name: String, at index: Int, in tags: [(word: String, kind: IndicLexicon.Kind?)]) -> Amount? {
        guard index > 0 else { return nil }
        var unit: String?
        var size: String?
        var numberIndex = index - 1
        if let said = sizes[tags[numberIndex].word] {
            // "ఓ పెద్ద టొమాటో", one large tomato.
            size = said
            numberIndex -= 1
        } else {
            // Up to three describing words after a unit: "400 గ్రాముల లేత కాకరకాయలు", 400 g of
            // tender bitter gourds; "2 టేబుల్ స్పూన్ల నానబెట్టిన పచ్చి శనగపప్పు", 2 tbsp of
            // soaked raw chana dal (a Telugu participle, "-న", describes; another verb ends
            // the phrase).
            var gap = numberIndex
            while gap >= 0, numberIndex - gap < 3, describes(tags[gap]) { gap -= 1 }
            if gap < numberIndex, gap >= 0, case .unit = tags[gap].kind { numberIndex = gap }
        }
        if numberIndex >= 0, case .unit(let spoken) = tags[numberIndex].kind {
            unit = spoken
            numberIndex -= 1
        }
        guard numberIndex >= 0, var quantity = number(tags[numberIndex]) else { return nil }
        if unit != nil, countsThings(tags[numberIndex].word) { return nil }
        // A count without a unit is a count of things: "two tomatoes", not "one flour"; and
        // not of a thing in the genitive ("একটা বেগুনের বোঁটা", an aubergine's stalk).
        if unit == nil,
            TextTools.words(name).contains(where: massWords.contains)
                || tags[index].word.unicodeScalars.reversed().starts(with: "ের".unicodeScalars.reversed())
        {
            return nil
        }
        if numberIndex > 0 {
            let before = tags[numberIndex - 1]
            // "1 2 చెంచా" is "1/2" or "1.2" split into words: too unsure to read.
            if number(before) != nil { return nil }
            // "साढ़े तीन कप", three and a half cups.
            if andAHalf.contains(before.word), !quantity.contains(where: { "./-".contains($0) }) { quantity += " 1/2" }
        }
        return Amount(quantity: quantity, unit: unit, size: size)
    }

    /// The amount said right after the ingredient at `index`, a number and a unit that end the
    /// clause or come before its verb: "పచ్చిశనగపప్పు రెండు టేబుల్ స్పూన్స్ వేసి" (chana dal, two
    /// tablespoons, add), "नमक एक चम्मच डालें". Followed by anything else, the amount may be the
    /// next ingredient's ("…పప్పు ఒక కప్పు నీళ్లు", dal, a cup of water).
    static func amountAfter(at index: Int, in tags: [(word: String, kind: IndicLexicon.Kind?)]) -> Amount? {
        guard index + 2 < tags.count, let quantity = number(tags[index + 1]), !countsThings(tags[index + 1].word),
            case .unit(let unit) = tags[index + 2].kind
        else { return nil }
        if index + 3 < tags.count, tags[index + 3].kind != .verb { return nil }
        return Amount(quantity: quantity, unit: unit, size: nil)
    }

    /// Bengali counts things with a classifier ("একটা টমেটো", one tomato), not measures: "একটা
    /// গ্রাম" is a village, "একটা বাটি" a bowl to mix in.
    static func countsThings(_ numberWord: String) -> Bool {
        ["টা", "টি", "টে", "টো"].contains(where: numberWord.hasSuffix)
    }

    /// A word that may stand between a unit and the name it measures: one the lexicon does not
    /// know, or a Telugu participle ("వేయించిన", roasted; "ఉడికించిన", cooked).
    static func describes(_ tag: (word: String, kind: IndicLexicon.Kind?)) -> Bool {
        switch tag.kind {
        case nil: return number(tag) == nil && sizes[tag.word] == nil
        case .verb: return tag.word.unicodeScalars.last == "\u{0C28}"
        default: return false
        }
    }

    /// A number word's value, or a number in ASCII digits: "2", "1.5", "1/2", a range "2-3".
    static func number(_ tag: (word: String, kind: IndicLexicon.Kind?)) -> String? {
        if case .number(let value) = tag.kind { return value }
        let word = tag.word
        guard word.count <= 9, word.first?.isNumber == true, word.last?.isNumber == true,
            word.allSatisfy({ $0.isASCII && ($0.isNumber || "./-".contains($0)) })
        else { return nil }
        // One mark at most between the digits of each bound, and no zero on either side of a
        // slash: "1.5.2", "0" or "1/0" is a slip of the speech-to-text, not an amount.
        let bounds = word.split(separator: "-", omittingEmptySubsequences: false)
        guard bounds.count <= 2,
            bounds.allSatisfy({ bound in
                bound.filter { $0 == "." || $0 == "/" }.count <= 1 && bound.last?.isNumber == true && bound.first?.isNumber == true
                    && bound.split(separator: "/").allSatisfy { part in part.contains { $0 != "0" && $0 != "." } }
            })
        else { return nil }
        return word
    }
}
