/// English speech (`SpokenAmounts.english`): amounts a recogniser writes in words or digits,
/// read by the ingredient parser phrase by phrase.
extension SpokenAmounts {
    /// The amounts an English transcript gives to the names it says (`names`, as
    /// `TranscriptParser.namedIngredients` found them): "Take 1 cup chickpeas and wash them", a
    /// line read out as a list entry ("Coconut oil- 2 tbsp"). Each phrase with an amount is read
    /// by the ingredient parser, and only a name the parse gives exactly is measured ("1 cup
    /// water mixed with salt" measures no salt); two different amounts of one name give none, a
    /// described one counting ("¼ cup lukewarm water" after "3 cups water"). At most 200
    /// phrases with a digit are tried (and 200 of a caption track's clauses): a transcript of any
    /// length (one caption line of a megabyte) costs a bounded number of parses.
    static func english(_ transcript: String, names: [String]) -> [String: Amount] {
        // Each name in both numbers: "banana" named first is the "three ripe bananas" measured.
        let wanted = Dictionary(
            names.flatMap { name in
                let folded = TextTools.fold(name)
                let words = folded.split(separator: " ")
                return TranscriptParser.numberForms(String(words.last ?? "")).map { form in
                    ((words.dropLast().map(String.init) + [form]).joined(separator: " "), name)
                } + [(folded, name)]
            }, uniquingKeysWith: { first, _ in first })
        // The amounts the phrases with one in `units` give (at most 200 phrases; amounts in
        // words rewritten in their first 200,000 characters only: a bounded cost), and the names
        // given two.
        func measured(_ units: [String]) -> (found: [String: Amount], conflicting: Set<String>) {
            var candidates: [String] = []
            var tried = 0
            var spelledBudget = 200_000
            for said in units {
                spelledBudget -= said.utf8.count
                let line = spelledBudget >= 0 ? spokenCounts(spokenDigits(said), names: wanted) : said
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
                // The name said exactly, or after words that only describe it ("one teaspoon of
                // dried oregano", "two and a half pounds of unpeeled red potatoes"); the longest
                // name that closes the item, so that "olive oil" is not read as oil.
                let closing = wanted.filter { item.hasSuffix(" " + $0.key) }.max { $0.key.utf8.count < $1.key.utf8.count }
                let described = closing.map {
                    item.dropLast($0.key.utf8.count + 1).split(separator: " ").allSatisfy { describingWords.contains(String($0)) }
                }
                // ("Turmeric powder- 1/4 tsp" measures the turmeric the names give without its form.)
                let unformed = item.hasSuffix(" powder") ? wanted[String(item.dropLast(7))] : nil
                if let name = wanted[item] ?? (described == true ? closing?.value : nil) ?? unformed {
                    if let earlier = found[name], earlier != amount { conflicting.insert(name) }
                    found[name] = found[name] ?? amount
                } else if let name = closing?.value {
                    // "1 cup coconut milk" is not milk; yet it may be: another amount of it.
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

    /// Words that describe an ingredient said without making it another one: its state, colour,
    /// size or grade ("dried oregano", "red potatoes", "kosher salt"). Its temperature too: "¼
    /// cup lukewarm water" after "3 cups water" is another amount of the water, and two amounts
    /// give none.
    static let describingWords: Set<String> = [
        "dried", "dry", "fresh", "frozen", "thawed", "unpeeled", "raw", "ripe", "whole", "red", "white", "yellow", "green", "black",
        "brown", "golden", "purple", "large", "small", "medium", "big", "medium-sized", "boneless", "skinless", "unsalted", "salted",
        "extra", "virgin", "extra-virgin", "light", "dark", "plain", "organic", "lukewarm", "warm", "hot", "cold", "cool", "kosher",
        "sea", "table", "fine", "coarse", "heavy", "thick", "thin", "good", "quality", "regular", "nice", "little", "freshly",
        "ground",
    ]

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
            return IngredientParser.unitKind(unit) == "measure" || Vocabulary.measuresWithoutNumber.contains(unit) || unit == "stick"
        }
        // A likeness, no amount: "as thick as a stick of celery", "like a handful" (but "as well
        // as a pinch of salt").
        func isLikeness(_ index: Int) -> Bool {
            guard index > 0 else { return false }
            if words[index - 1] == "like" { return true }
            return index >= 3 && words[index - 1] == "as" && words[index - 3] == "as" && words[index - 2] != "well"
        }
        // The measure after "three quarters": next, or after "of" or "of a".
        func measureAfterQuarters(_ index: Int) -> Int? {
            if isMeasure(index) { return index }
            guard index < words.count, words[index] == "of" else { return nil }
            if isMeasure(index + 1) { return index + 1 }
            return index + 1 < words.count && ["a", "an"].contains(words[index + 1]) && isMeasure(index + 2) ? index + 2 : nil
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
            } else if let numerator = ["a": 1, "one": 1, "two": 2, "three": 3][word], let next,
                let denominator = quarters.contains(next) ? 4 : (thirds.contains(next) ? 3 : nil), numerator < denominator,
                let measure = measureAfterQuarters(index + 2)
            {
                // "a quarter cup", "three quarter cup toor dal", "three quarters of a cup", "one
                // third of a cup" (whose "a cup" had been read alone: a cup of butter, not a third)
                replace(index...measure - 1, with: "\(numerator)/\(denominator)")
            } else if let (value, length) = composedNumber(words, at: index), isMeasure(index + length) {
                // "two hundred grams", "two hundred and fifty grams", "forty five minutes"
                replace(index...index + length - 1, with: String(value))
            } else if let fraction = fractions[word],
                isMeasure(index + 1) || (next.map { measureSizes.contains($0) } == true && isMeasure(index + 2)), !isLikeness(index)
            {
                // "a cup of water", "half teaspoon of pepper powder", "quarter cup coconut oil",
                // "a big handful of parmesan", "a good glug of olive oil"
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

    /// A count said in words before a name the transcript says ("two potatoes", "four large
    /// eggs", "three cloves of garlic") is written in digits, for the parser; a count of
    /// something that is no name ("two minutes") stays words, and so does one that refers back
    /// ("the two eggs", "these three").
    static func spokenCounts(_ line: String, names: [String: String]) -> String {
        guard line.utf8.count <= 2_000 else { return line }
        var tokens = line.split(separator: " ").map(String.init)
        let words = tokens.map { TextTools.fold($0).trimmingEdges { !$0.fastIsLetter } }
        var changed = false
        for index in words.indices {
            // "a couple of eggs": two.
            let couple =
                words[index] == "couple" && index > 0 && words[index - 1] == "a" && index + 2 < words.count && words[index + 1] == "of"
            guard let digits = couple ? "2" : wholeNumber(words[index]), index + 1 < words.count else { continue }
            if index > 0, !couple, referringWords.contains(words[index - 1]) { continue }
            var start = index + (couple ? 2 : 1)
            while start < words.count - 1, countedSizes.contains(words[start]) { start += 1 }
            // "three cloves of garlic": the clove is the garlic's count.
            if words[start] == "cloves" || words[start] == "clove", start + 2 < words.count, words[start + 1] == "of",
                names[words[start + 2]] != nil
            {
                tokens[index] = digits
                changed = true
                continue
            }
            let named = (1...3).contains { length in
                start + length <= words.count && names[words[start..<start + length].joined(separator: " ")] != nil
            }
            if named {
                tokens[index] = digits
                // ("a couple of eggs" → "2 eggs".)
                if couple { (tokens[index - 1], tokens[index + 1]) = ("", "") }
                changed = true
            }
        }
        return changed ? tokens.filter { !$0.isEmpty }.joined(separator: " ") : line
    }

    /// Words before a count that make it refer back to things already counted.
    static let referringWords: Set<String> = ["the", "these", "those", "my", "our", "your", "all", "of", "both"]
    /// Sizes said between a count and its name.
    static let countedSizes: Set<String> = ["small", "medium", "large", "big", "whole", "ripe", "fresh", "medium-sized"]

    /// How big a measure is, said between "a" and it ("a big handful", "a heaped teaspoon").
    static let measureSizes: Set<String> = ["big", "small", "good", "generous", "large", "heaped", "heaping", "level", "little"]

    /// Words of one amount before a measure ("a cup", "half teaspoon", "quarter cup").
    static let fractions: [String: String] = ["a": "1", "an": "1", "half": "1/2", "quarter": "1/4"]

    /// Quarters after "a", "one" or "three" ("three quarter cup", "a quarter cup"), and thirds.
    static let quarters: Set<String> = ["quarter", "quarters", "fourth", "fourths"]
    static let thirds: Set<String> = ["third", "thirds"]

    static let englishTeens: [String: Int] = [
        "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
        "eighteen": 18, "nineteen": 19,
    ]
    static let englishTens: [String: Int] = [
        "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
    ]

    /// A number said in two words or more from `index` ("two hundred", "a hundred and fifty",
    /// "forty five"), and how many words it takes; nil for one word, which `wholeNumber` reads.
    static func composedNumber(_ words: [String], at index: Int) -> (Int, Int)? {
        func unit(_ at: Int) -> Int? {
            guard at < words.count, let digits = wholeNumber(words[at]), let value = Int(digits), (1...9).contains(value) else {
                return nil
            }
            return value
        }
        var position = index
        var total = 0
        if position + 1 < words.count, words[position + 1] == "hundred", let hundreds = words[position] == "a" ? 1 : unit(position) {
            total = hundreds * 100
            position += 2
            if position + 1 < words.count, words[position] == "and",
                unit(position + 1) != nil || englishTens[words[position + 1]] != nil || englishTeens[words[position + 1]] != nil
            {
                position += 1
            }
        }
        if position < words.count, let tens = englishTens[words[position]] {
            total += tens
            position += 1
            if let ones = unit(position) {
                total += ones
                position += 1
            }
        } else if total > 0, position < words.count, let small = englishTeens[words[position]] ?? unit(position) {
            total += small
            position += 1
        }
        return position - index >= 2 ? (total, position - index) : nil
    }

    /// Parts of the measures' names as a recogniser writes them (lower case), one of which a
    /// line must hold to be read word by word.
    static let measureStems = [
        "spoon", "cup", "gram", "pinch", "ounce", "pound", "handful", "liter", "litre", "kilo", "dash", "splash", "sprig", "slice",
        "knob", "bunch", "pint", "quart", "stick", "glug", "drizzle", "dollop", "squeeze",
    ]

    /// A whole number in words ("two"; the parser's table, whose halves are read above).
    static func wholeNumber(_ word: String) -> String? {
        TextTools.numberWords[word].flatMap { $0.contains("/") ? nil : $0 }
    }
}
