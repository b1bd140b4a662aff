/// The ingredients a spoken transcript names: what the dish is made of, not what it is eaten with
/// ("serve hot with rice or idli", "ভাতের সঙ্গে খেতে খুব ভালো লাগে", it is very good to eat with
/// rice), and not a collective word whose members are named too ("masala" beside the turmeric
/// and cumin it means, "dal" beside the toor dal).
extension TranscriptParser {
    /// The ingredients a transcript names, in English, in the order first named, at most
    /// `limit`: for a recipe whose description lists none (the Indian channels' videos, YouCook2),
    /// which would otherwise come back with steps and no ingredients. Indian scripts and
    /// romanised Hindi through the lexicon's English names; English through the names of the
    /// lexicon and of the nutrition table, matched as written (nothing is named that was not
    /// said). Amounts are read apart, by `SpokenAmounts`. Forty, not fewer: a video that makes
    /// a dish and its chutney names thirty things, and the last named are often tempering spices
    /// a cook cannot do without.
    static func namedIngredients(_ transcript: String, language: String, limit: Int = 40) -> [String] {
        var named: [(name: String, key: String)] = []
        var seen: Set<String> = []
        // `key` is the name an ingredient counts as: "tomatoes" after "tomato" is not a second one.
        func add(_ name: String, key: String) {
            if seen.insert(key).inserted { named.append((name, key)) }
        }
        // Beside a serving word, only what goes on the dish (`servedOnNames`).
        func addNames(_ words: [String], servedOnly: Bool = false) {
            // The longest known name at `index`, in words (0 when none).
            func match(at index: Int) -> Int {
                for length in stride(from: min(3, words.count - index), through: 1, by: -1)
                where englishIngredientNames[words[index..<index + length].joined(separator: " ")] != nil {
                    return length
                }
                return 0
            }
            var index = 0
            var previousEnd = -1
            while index < words.count {
                let length = match(at: index)
                guard length > 0 else {
                    index += 1
                    continue
                }
                // Speech runs names together without commas ("chana dal urad dal", "olive oil
                // salt"), so each known name stands alone; but "fish", "meat" or "cheese" right
                // after a name is that name's ("tuna fish", "lamb meat", "cheddar cheese"), not
                // another ingredient.
                let said = words[index..<index + length].joined(separator: " ")
                let key = englishIngredientNames[said] ?? said
                // "cuts just like butter", "softer than bread": a comparison, not an ingredient.
                let compared = index > 0 && ["like", "than"].contains(words[index - 1])
                // "three cloves of garlic", "garlic cloves", "Garlic 3 cloves": garlic's cloves,
                // not the spice ("whole cloves", "ground cloves").
                let garlicCloves =
                    ["clove", "cloves"].contains(said)
                    && (words[(index + 1)...].prefix(3).contains("garlic") || words[..<index].suffix(2).contains("garlic"))
                // Named as said ("green chilies"), so that nothing is named that was not said.
                if !compared && !garlicCloves && !(previousEnd == index && ["fish", "meat", "cheese"].contains(key))
                    && (!servedOnly || servedOnNames.contains(key))
                {
                    add(said, key: key)
                }
                previousEnd = index + length
                index += length
            }
        }
        if language == "en" {
            // Sentence by sentence, what it is served with left out; then clause by clause: a
            // name does not run across punctuation.
            for sentence in sentenceSlices(transcript) {
                let cooked = withoutAccompaniments(sentence)
                for clause in withoutUnused(cooked).split(whereSeparator: { ",;:".contains($0) }) { addNames(TextTools.words(clause)) }
                for clause in sentence[cooked.endIndex...].split(whereSeparator: { ",;:".contains($0) }) {
                    addNames(TextTools.words(clause), servedOnly: true)
                }
            }
        } else if indicLanguages.contains(language) {
            for sentence in sentenceSlices(transcript) {
                let tags = IndicLexicon.tag(words: TextTools.words(sentence))
                // "মুরগির মাংস" (chicken's meat), "रोहू मछली": "meat" or "fish" right after a name
                // is that name's, as in English.
                let nameIndices = tags.indices.filter { index in
                    guard case .ingredient(let english) = tags[index].kind, !isMeasureOrPlant(tags, at: index) else { return false }
                    guard ["meat", "fish"].contains(english), index > 0, case .ingredient = tags[index - 1].kind else { return true }
                    return false
                }
                if nameIndices.isEmpty { continue }
                let text = String(sentence)
                let serving = isIndicServing(text, words: tags.map(\.word))
                // "ভাতের সঙ্গে ঠিক যায় না" (it does not go with rice): a name "with" which the dish
                // is had, in a sentence that does nothing to it.
                let namedWith = Set(nameIndices.filter { isSaidWith(tags, at: $0) })
                let idle = !namedWith.isEmpty && IndicGist.actions(text).allSatisfy { $0 == "serve" }
                for index in nameIndices {
                    guard case .ingredient(let name) = tags[index].kind else { continue }
                    let beside = serving || (idle && namedWith.contains(index))
                    if !beside || servedOnNames.contains(name) { add(name, key: name) }
                }
            }
        } else if spacelessKeys[language] != nil {
            for name in spacelessNames(transcript, language: language, limit: limit) { add(name, key: name) }
        } else if let table = Glossary.tables[language] {
            // French, Spanish, Italian, German, Portuguese speech: the glossary's names of foods
            // ("harina de maíz" → "corn flour"), the longest first, clause by clause; in English,
            // as every ingredient is, and only what was said.
            for sentence in sentenceSlices(transcript) {
                for clause in sentence.split(whereSeparator: { ",;:".contains($0) }) {
                    // "l'olio", "dell'aglio", "d'ail": the name without its elided article.
                    let words = TextTools.words(clause).map { word in
                        word.lastIndex(of: "'").map { String(word[word.index(after: $0)...]) } ?? word
                    }
                    var index = 0
                    while index < words.count {
                        var length = min(4, words.count - index)
                        while length > 0 {
                            let phrase = words[index..<index + length].joined(separator: " ")
                            // "une noix de beurre", "una noce di burro": a measure of what follows
                            // (a knob), not walnuts.
                            let measure =
                                Vocabulary.units[phrase] != nil && index + length < words.count
                                && ["de", "di", "do", "da", "du"].contains(words[index + length])
                            if !measure, let entry = table[phrase], !entry.isAdjective, NutritionEstimator.food(named: entry.english) != nil
                            {
                                // "la harina" after "harina de maíz precocida": the flour named already.
                                if !seen.contains(where: { $0.hasSuffix(" " + entry.english) }) {
                                    add(entry.english, key: entry.english)
                                }
                                break
                            }
                            length -= 1
                        }
                        index += max(length, 1)
                    }
                }
            }
        }
        let keys = Set(named.map(\.key))
        return Array(named.filter { !isCoveredCollective($0.key, among: keys) }.map(\.name).prefix(limit))
    }

    /// A transcript cut into sentences, as `IndicGist.sentences` cuts a line (at full stops but
    /// not decimal points, dandas, "!" and question marks) and at line ends; scalar by scalar, for
    /// speed: this reads every sentence of every transcript, and cutting each line apart first
    /// cost 7 % of the extractions a second.
    static func sentenceSlices(_ text: String) -> [Substring] {
        let scalars = text.unicodeScalars
        var slices: [Substring] = []
        var start = scalars.startIndex
        var index = start
        while index != scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            let decimal = scalar == "." && next != scalars.endIndex && ("0"..."9").contains(scalars[next])
            if !decimal && sentenceEnds.contains(scalar) {
                if start != index { slices.append(Substring(scalars[start..<index])) }
                start = next
            }
            index = next
        }
        if start != scalars.endIndex { slices.append(Substring(scalars[start...])) }
        return slices
    }

    static let sentenceEnds = Set("\n\r\u{2028}\u{2029}।॥.!。！".unicodeScalars).union(questionMarks)

    /// Whether `text`'s UTF-8 holds `needle`'s bytes: a cheap look before a sentence is split.
    static func hasBytes(_ text: Substring, _ needle: String) -> Bool {
        let bytes = text.utf8
        let wanted = Array(needle.utf8)
        guard let first = wanted.first else { return true }
        var index = bytes.startIndex
        while let found = bytes[index...].firstIndex(of: first) {
            if bytes[found...].starts(with: wanted) { return true }
            index = bytes.index(after: found)
        }
        return false
    }

    /// What is served on a dish rather than beside it, a herb or a squeeze of citrus ("serve hot
    /// with fresh coriander and lemon juice"): the dish's own, where rice, bread and curries are not.
    static let servedOnNames: Set<String> = [
        "coriander", "coriander leaves", "cilantro", "parsley", "mint", "curry leaves", "spring onions", "green onions", "scallions",
        "lemon", "lemon juice", "lime", "lime juice",
    ]

    /// Words of eating, serving and tasting good in the scripts, matched as the start of a word
    /// when of four scalars or more (`WordStems`). Not Hindi "खाना" (also "food", as in "खाना
    /// पकाने", cooking food), nor the taste of "salt to taste" ("स्वादानुसार", "రుచికి").
    /// - Eating ("खाते", "খেতে", "తింటే", "சாப்பிட"): what is eaten with the dish may be put on it
    ///   ("వేడి వేడి అన్నంలో నెయ్యి వేసుకొని తింటే", eat it on hot rice with ghee added).
    static let indicEatingStems: [String] = [
        "खाते", "खाया", "खाएं", "खाएँ", "खाइए", "खाकर", "খেতে", "খাওয়া", "খেয়েছি", "খেয়ে", "খাব", "খাবেন", "খাচ্ছি", "খায়", "খান",
        "తింటే", "తినే", "తినొచ్చు", "తిని", "తింటారు", "తినడానికి", "சாப்பிட",
    ]

    /// - Serving ("परोस", "পরিবেশন", "సర్వ్", "பரிமாற") and tasting good with ("… అన్నంలోకి చాలా
    ///   రుచిగా ఉంటుంది", tastes very good with rice; "জমবে", will go well): said of a sentence
    ///   that adds nothing. "… ఇంగువ వేసి 8 నిమిషాలు ఉడికించి సర్వ్ చేయండి" (add the asafoetida,
    ///   cook for 8 minutes and serve) cooks, and "మిరియాలు కూడా వేసుకోవచ్చు, ఇంకా బాగుంటుంది" (you
    ///   can add pepper too, it is even better) adds.
    static let indicServingStems: [String] = [
        "परोस", "পরিবেশন", "জমবে", "సర్వ్", "బాగుంటుంది", "బాగుంటాయి", "బావుంటుంది", "రుచిగా", "பரிமாற",
    ]

    /// Whether a sentence of an Indian-language transcript says what the dish is eaten or served
    /// with, rather than what goes into it: an eating word and no action but adding or serving,
    /// or a serving word and no action but serving. "ঘি দিয়ে ভাজলে খেতে ভালো লাগে" (fried in ghee
    /// it tastes good) fries: its ghee is cooked with; a garnish said with the serving is the dish's.
    static func isIndicServing(_ sentence: String, words: [String]? = nil) -> Bool {
        let words = words ?? TextTools.words(sentence)
        let eating = words.contains(where: eatingStems.matches)
        guard eating || words.contains(where: servingStems.matches), !words.contains(where: garnishStems.matches) else { return false }
        return IndicGist.actions(sentence).allSatisfy { $0 == "serve" || (eating && $0 == "add") }
    }

    /// Whether the name at `index` is a measure, a plant or a likeness, not a thing that goes in:
    /// "నిమ్మకాయంత సైజు చింతపండు" (tamarind the size of a lemon), "नींबू के आकार की इमली", "লেবু গাছ"
    /// (the lemon tree), "মাছের মতো" (like fish). Telugu says "as big as" with "-ంত" on the name
    /// itself. (Not Hindi "जैसे", also "as soon as": "प्याज जैसे ही सुनहरा हो", once the onion is golden.)
    static func isMeasureOrPlant(_ tags: [(word: String, kind: IndicLexicon.Kind?)], at index: Int) -> Bool {
        if IndicGist.ends(tags[index].word, "ంత") { return true }
        let following = tags.dropFirst(index + 1).prefix(2).map(\.word)
        guard let next = following.first else { return false }
        return sizeOrPlantWords.matches(next) || (next == "के" && following.dropFirst().first.map(sizeOrPlantWords.matches) == true)
    }

    static let sizeOrPlantWords = WordStems(
        [
            "సైజు", "సైజ్", "साइज", "आकार", "जितना", "जितनी", "সাইজের", "মাপের", "அளவு", "গাছ", "पेड़", "पौधे", "చెట్టు", "மரம்", "செடி",
            // a likeness, as English "like butter": "মাছের কাঁটার মতো" (like fish bones)
            "মতো", "মতন", "जैसा", "जैसी", "లాగా", "వలె", "போல", "மாதிரி",
        ],
        wholeBelow: 3)

    /// Whether the name at `index` is followed by "with": Bengali "সঙ্গে", "সাথে"; Hindi "के साथ";
    /// Telugu "-తో" ("అన్నంతో", with rice); Tamil "உடன்", "-ோடு".
    static func isSaidWith(_ tags: [(word: String, kind: IndicLexicon.Kind?)], at index: Int) -> Bool {
        let word = tags[index].word
        if IndicGist.ends(word, "తో") || IndicGist.ends(word, "ோடு") { return true }
        guard index + 1 < tags.count else { return false }
        let next = tags[index + 1].word
        if withWords.contains(next) { return true }
        return next == "के" && index + 2 < tags.count && tags[index + 2].word == "साथ"
    }

    static let withWords = Set(["সঙ্গে", "সাথে", "সঙ্গেই", "সাথেই", "உடன்"].map { TextTools.fold($0) })

    static let eatingStems = WordStems(indicEatingStems, wholeBelow: 4)
    static let servingStems = WordStems(indicServingStems, wholeBelow: 4)
    static let garnishStems = WordStems(indicGarnishStems, wholeBelow: 4)

    /// Garnishing, said with serving ("ধনে পাতা দিয়ে সাজিয়ে গরম গরম পরিবেশন করুন", garnish with
    /// coriander leaves and serve hot): the garnish is the dish's.
    static let indicGarnishStems = ["सजा", "सजाएं", "सजाकर", "सजाइए", "गार्निश", "সাজিয়ে", "সাজান", "গার্নিশ", "గార్నిష్", "அலங்கரி"]

    /// Spices a "masala" said alone may mean, by the lexicon's English names.
    static let masalaMembers: Set<String> = [
        "turmeric", "chilli powder", "red chilli powder", "cumin", "cumin powder", "coriander", "coriander powder", "coriander seeds",
        "garam masala", "black pepper", "black pepper powder", "cardamom", "cloves", "cinnamon", "bay leaf", "fennel seeds",
        "mustard seeds", "fenugreek", "panch phoron", "asafoetida", "dried red chilli", "kashmiri red chilli",
        // and the English speaker's "spices"
        "paprika", "pepper", "cayenne", "nutmeg", "saffron", "star anise",
    ]

    /// Vegetables "vegetables" said alone may mean ("সবজি হিসেবে ঢেঁড়স ও কুমড়ো", okra and pumpkin as
    /// the vegetables): not the onion, tomato, garlic, ginger and chilli most curries start from.
    static let vegetableMembers: Set<String> = [
        "potato", "sweet potato", "carrot", "peas", "green beans", "cluster beans", "beans", "cauliflower", "cabbage", "spinach",
        "aubergine", "eggplant", "okra", "pumpkin", "bottle gourd", "bitter gourd", "ash gourd", "pointed gourd", "ridge gourd",
        "ivy gourd", "raw banana", "banana flower", "drumstick", "taro", "radish", "beetroot", "capsicum", "bell pepper", "mushrooms",
        "mushroom", "cucumber", "zucchini", "broccoli", "corn",
    ]

    /// A collective word said beside the names it stands for, which a cook cannot buy apart:
    /// "masala" or "spices" (the spices, or the paste they make) when two spices are named; "dal" when a dal
    /// is ("పప్పు" after "కందిపప్పు", toor dal); a chilli when a kind of chilli is; "vegetables"
    /// when two vegetables are; "cheese" when a cheese is. ("Flour" is not: "పిండి" beside rice flour may be the maida.)
    static func isCoveredCollective(_ key: String, among keys: Set<String>) -> Bool {
        switch key {
        case "spice mix", "spices", "spice": keys.filter(masalaMembers.contains).count >= 2
        case "lentils", "lentil": keys.contains { $0.hasSuffix(" dal") }
        case "chilli": keys.contains { $0 != key && $0.hasSuffix("chilli") }
        case "vegetables": keys.filter(vegetableMembers.contains).count >= 2
        case "cheese": keys.contains { ["parmesan", "cheddar", "mozzarella", "feta", "ricotta", "gouda", "paneer"].contains($0) }
        default: false
        }
    }

    /// Names an English speaker uses that neither the lexicon nor the nutrition table holds.
    static let spokenOnlyNames = [
        "cilantro", "peppercorns", "raisins", "saffron", "vegetable oil", "sunflower oil", "canola oil", "vegetable stock", "scallions",
        "spring onions", "green onions", "coconut oil", "sesame oil",
        "cashew nuts", "cucumber", "avocado", "celery", "nutmeg", "cayenne", "cornstarch", "cornflour", "mustard", "fish sauce",
        "oyster sauce", "ketchup", "chilli flakes", "peanut butter", "jalapeno", "mozzarella", "sour cream", "lemongrass",
        "star anise", "mango", "pineapple", "beetroot", "radish", "vermicelli",
        // Not the cream and the cheese of the "cheese" rule in `namedIngredients`.
        "cream cheese", "cottage cheese",
        // Lentils of a colour are a kind, not the collective "lentils" (`isCoveredCollective`).
        "red lentils", "green lentils", "yellow lentils", "brown lentils", "black lentils",
    ]

    /// Names of the nutrition table that speech uses for something else: verbs ("mince the
    /// garlic", "squash it down"), a dish or a form of anything ("curry", "powder"), phrases
    /// ("for the sake of", "the sole reason"), colours and languages ("orange", "mandarin"),
    /// words of a flavouring ("extract"), a collective the names beside it stand for ("masala",
    /// "seasoning"; "mixed vegetables" is left to the "vegetables" of `isCoveredCollective`),
    /// two seasonings as one ("salt and pepper"), plurals the number rules already give
    /// ("chillies"), and "garlic cloves", which `namedIngredients` names as garlic.
    static let notSpokenNames: Set<String> = [
        "mince", "squash", "rocket", "swede", "sake", "sole", "plaice", "ice", "gin", "rum", "orange", "mandarin", "extract", "essence",
        "preserves", "digestive", "masala", "seasoning", "salt and pepper", "chillies", "chilies", "chiles", "garlic clove", "powder",
        "curry", "mixed vegetables",
    ]

    /// One food under two names, counted once: "curd" after "yogurt" is not a second ingredient.
    static let sameAs: [String: String] = ["yoghurt": "yogurt", "curd": "yogurt"]

    /// English ingredient names as a speaker may say them, folded, of one to three words, each
    /// with the name it counts as: the lexicon's and the nutrition table's names, in the singular
    /// and the plural ("tomato", "tomatoes"), and "chilli" spelt the American ways ("chilies").
    static let englishIngredientNames: [String: String] = {
        var bases = Set(IndicLexicon.ingredients.map { TextTools.fold($0.0) })
        for food in NutritionEstimator.foods {
            bases.formUnion(food.keywords.map { TextTools.fold($0) }.filter { !notSpokenNames.contains($0) })
        }
        bases.formUnion(spokenOnlyNames)
        let chilli: Set<String> = ["chilli", "chili", "chile"]
        let chilliForms = ["chilli", "chili", "chile", "chillies", "chilies", "chiles", "chillis", "chilis"]
        var names: [String: String] = [:]
        for base in bases.sorted() {
            let words = base.split(separator: " ").map(String.init)
            guard words.count <= 3, let last = words.last else { continue }
            // "mushrooms" after "mushroom" (the nutrition table and the lexicon each name one):
            // the key the other's forms gave it, so that the two count as one ingredient.
            let key = names[base] ?? sameAs[base] ?? words.map { chilli.contains($0) ? "chilli" : $0 }.joined(separator: " ")
            let head = words.dropLast().map { chilli.contains($0) ? chilli.sorted() : [$0] }
            let tails = chilli.contains(last) ? chilliForms : numberForms(last)
            var forms = [""]
            for options in head + [tails] {
                forms = forms.flatMap { prefix in options.map { prefix.isEmpty ? $0 : prefix + " " + $0 } }
            }
            for form in forms where names[form] == nil { names[form] = key }
        }
        return names
    }()
}

extension TranscriptParser {
    /// The names heard, without a kind of dish said only as the dish's own name ("today we're
    /// making the easiest banana bread": bread is what is made, not an ingredient). Only the
    /// last word of a run of the title's words, and only a word that names a dish: the other
    /// words of a title are often its main ingredient ("Tuna rolls", "Goat cheese and pan seared
    /// duck", "Green tomatoes sambar"). English speech only.
    static func withoutDishWords(_ names: [String], dish: String, transcript: String, language: String) -> [String] {
        let dishWords = TextTools.words(dish)
        guard language == "en", dishWords.count >= 2, dishWords.count <= 12 else { return names }
        let spoken = " " + TextTools.words(transcript.prefix(100_000)).joined(separator: " ") + " "
        func times(_ phrase: String) -> Int { spoken.split(separator: " " + phrase + " ", omittingEmptySubsequences: false).count - 1 }
        return names.filter { name in
            guard dishKinds.contains(name), let end = dishWords.firstIndex(of: name), end > 0 else { return true }
            // The times it is said closing the dish's name ("banana bread"), against the times
            // it is said at all, in either number.
            let inside = (max(0, end - 3)..<end).map { times(dishWords[$0...end].joined(separator: " ")) }.max() ?? 0
            guard inside > 0 else { return true }
            return numberForms(name).reduce(0) { $0 + times($1) } > inside
        }
    }

    /// Names of foods that are also kinds of dish, which a title's last word can be.
    static let dishKinds: Set<String> = [
        "bread", "cake", "soup", "salad", "pie", "sandwich", "curry", "stew", "pudding", "cookies", "muffins",
    ]
}
