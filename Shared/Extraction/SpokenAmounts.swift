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
/// Also a metric unit glued to its digits ("400ml నీళ్లు"), a range said as two number words
/// ("ఐదు ఆరు", five-six), a bunch or an inch ("అర కట్ట కొత్తిమీర"), and one participle between
/// a count and what it counts ("ఏడు చితక్కొట్టిన వెల్లుల్లి", seven crushed garlic).
/// "ఒక చుక్క నూనె" (a drop of oil) has a word between that is not a unit, so it gives no amount.
/// An ingredient said with two different amounts (oil for boiling the dal, then oil for the
/// tempering) gets none: either one alone would tell the cook less than the recipe uses.
///
/// Measured against the channels' own lists (`evaluate score videos`): on the tune part 100 of
/// the 103 amounts that can be checked agree with the list, and nearly a third of the listed
/// amounts are heard. Most speech names an ingredient without its amount.
enum SpokenAmounts {
    struct Amount: Sendable, Equatable {
        let quantity: String
        let unit: String?
        /// "large", "small", "medium", when said between the number and the name.
        let size: String?
    }

    /// Amounts heard, by name: a name heard with two different amounts keeps none.
    struct Heard {
        private var found: [String: Amount] = [:]
        private var conflicting: Set<String> = []

        mutating func add(_ amount: Amount, for name: String) {
            if let earlier = found[name], earlier != amount { conflicting.insert(name) }
            found[name] = found[name] ?? amount
        }

        var agreed: [String: Amount] { found.filter { !conflicting.contains($0.key) } }
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
                for (name, amount) in stated(in: tagged(clauseWords)) {
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

    /// The lexicon's tags of a clause's words, with the units only an amount uses (`spokenUnits`).
    static func tagged(_ words: [String]) -> [(word: String, kind: IndicLexicon.Kind?)] {
        IndicLexicon.tag(words: words).map { tag in
            guard tag.kind == nil, let unit = spokenUnits[tag.word] else { return tag }
            return (tag.word, .unit(unit))
        }
    }

    /// Units read only in an amount, as whole words: the metric abbreviations a speech-to-text
    /// writes after digits ("300ml నీళ్లు", "5 gms"), a bunch of leaves ("అర కట్ట కొత్తిమీర",
    /// half a bunch of coriander) and an inch of ginger or cinnamon. Not in the lexicon, where
    /// every unit counts as evidence of a recipe: "g" and "l" are letters of English text, and
    /// Telugu "కట్ట" (bunch) is also the stem of "కట్టెల" (firewood) and "కట్టి" (tied).
    static let spokenUnits: [String: String] = {
        let words: [(String, [String])] = [
            ("ml", ["ml", "mls"]), ("g", ["g", "gm", "gms", "gram", "grams", "gr"]), ("kg", ["kg", "kgs"]),
            ("l", ["l", "ltr", "litre", "liter", "litres", "liters"]),
            ("bunch", ["కట్ట", "కట్టలు", "गड्डी", "गुच्छा", "আঁটি", "கட்டு"]),
            ("inch", ["ఇంచ్", "ఇంచు", "అంగుళం", "इंच", "ইঞ্চি", "இஞ்ச்", "inch"]),
        ]
        var units: [String: String] = [:]
        for (unit, spellings) in words { for spelling in spellings { units[TextTools.fold(spelling)] = unit } }
        return units
    }()

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
            // "300ml", "5gms": the number and its unit, glued.
            let digits = ascii.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
            let letters = ascii.dropFirst(digits.count).lowercased()
            if digits.first?.isNumber == true, digits.last?.isNumber == true, letters.allSatisfy(\.isASCII),
                spokenUnits[letters] != nil
            {
                return [String(digits), letters]
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
            // "ఒక పెద్ద కట్ట పుదీనా", one large bunch of mint.
            if numberIndex > 0, let said = sizes[tags[numberIndex].word] {
                size = said
                numberIndex -= 1
            }
        } else if size == nil, numberIndex > 0, isParticiple(tags[numberIndex].word), number(tags[numberIndex - 1]) != nil {
            // "ఏడు చితక్కొట్టిన వెల్లుల్లి", seven crushed garlic (cloves): one participle
            // between a count and the thing counted.
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
            // "ఐదు ఆరు అనాస పువ్వులు", five (or) six star anise: two number words in a row, one
            // more than the other, are a range, as "5-6" is written. Not from one: Telugu "ఒక
            // రెండు" is "about two", Hindi "एक दो" "one or two".
            if case .number(let low) = before.kind, case .number = tags[numberIndex].kind, let from = Int(low), let to = Int(quantity),
                from >= 2, to == from + 1
            {
                return Amount(quantity: "\(from)-\(to)", unit: unit, size: size)
            }
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

    /// A Telugu past participle, "-ిన" ("వేయించిన", fried; "ఉడికించిన", boiled), of a stem
    /// long enough to be a verb.
    static func isParticiple(_ word: String) -> Bool {
        word.unicodeScalars.count >= 4 && word.unicodeScalars.reversed().starts(with: ["\u{0C28}", "\u{0C3F}"])
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
