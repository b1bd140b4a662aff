/// Recipes said aloud in Chinese, Korean, Thai, Vietnamese, Indonesian, Turkish, Polish or
/// Dutch, under a caption of hashtags: how much of the speech cooks (for the classifier), the
/// sentences that say a cooking action (kept as said, marked), and the foods named (in English,
/// from the glossary). Before, such a video was "not a recipe": no verb or name of these
/// languages was known to the transcript rules.
extension TranscriptParser {
    static let worldLanguages: Set<String> = ["zh", "ko", "th", "vi", "id", "tr", "pl", "nl"]

    /// Whether a sentence of speech says a cooking action in `language` (speech's verbs: "we
    /// add" as well as "add"; not the everyday verbs a written step also uses, such as
    /// Vietnamese "cho", give, or Korean "주세요", please).
    static func saysWorldCooking(_ sentence: Substring, language: String) -> Bool {
        let folded = TextTools.fold(sentence.prefix(600))
        if let verbs = Vocabulary.worldSpokenVerbs[language] { return TextTools.words(folded).contains(where: verbs.contains) }
        let stems = Vocabulary.worldSpokenStems[language] ?? []
        return stems.contains { TextTools.contains(folded, $0) }
    }

    /// The share of the transcript's lines that say a cooking action in `language`.
    static func worldCookingDensity(_ transcript: String, language: String) -> Double {
        guard worldLanguages.contains(language) else { return 0 }
        let all = lines(transcript).prefix(2_000)
        guard !all.isEmpty else { return 0 }
        return Double(all.filter { saysWorldCooking(Substring($0), language: language) }.count) / Double(all.count)
    }

    /// The sentences that say a cooking action, as said (at most 20, each at most 400
    /// characters). Not the greeting or the introduction, which names the dish and often a
    /// verb with it ("大家好 今天教大家做番茄炒蛋", hello, today I'll show you tomato and egg
    /// stir-fry). Thai marks no sentences: its phrases, parted by spaces, are read one by one.
    static func worldSteps(_ transcript: String, language: String) -> [String] {
        var steps: [String] = []
        // A phrase said again (automatic captions repeat themselves) is one step.
        var seen = Set<String>()
        for sentence in sentenceSlices(String(transcript.prefix(200_000))) where steps.count < 20 {
            let pieces = language == "th" ? sentence.split(separator: " ") : [sentence]
            for piece in pieces where steps.count < 20 {
                let text = piece.trimmed
                guard text.count >= 4, text.count <= 400, saysWorldCooking(Substring(text), language: language) else { continue }
                let folded = TextTools.fold(text)
                if worldGreetings.contains(where: { TextTools.contains(folded, $0) }) || worldToday.contains(where: folded.hasPrefix) {
                    continue
                }
                if seen.insert(folded).inserted { steps.append(text) }
            }
        }
        return steps
    }

    /// Greetings, folded: hello, hi, welcome.
    static let worldGreetings: [String] = [
        "大家好", "哈喽", "안녕하세요", "สวัสดี", "xin chào", "chào các bạn", "halo semuanya", "hai semuanya", "merhaba", "cześć",
        "witam", "dzień dobry", "hallo allemaal", "hoi allemaal",
    ].map { TextTools.fold($0) }

    /// "Today" opening the introduction, folded.
    static let worldToday: [String] = [
        "今天", "오늘은", "오늘", "วันนี้", "hôm nay", "hari ini", "bugün", "dzisiaj", "dziś", "vandaag",
    ].map { TextTools.fold($0) }

    /// Foods named in speech written without spaces between words (Chinese, Thai, Japanese) or
    /// with endings glued on (Korean "닭고기와", with chicken): the glossary's names found inside
    /// the text, the longest first, in English; a name of one character only from a short list
    /// ("盐", salt), and in Korean only at a word's start. The first 20,000 characters are read.
    static func spacelessNames(_ transcript: String, language: String, limit: Int) -> [String] {
        guard let keys = spacelessKeys[language], let table = Glossary.tables[language] else { return [] }
        let characters = Array(TextTools.fold(transcript.prefix(20_000)))
        var names: [String] = []
        var index = 0
        while index < characters.count, names.count < limit {
            let atWordStart = index == 0 || !characters[index - 1].isLetter
            let match = language != "ko" || atWordStart ? glossaryKey(at: index, in: characters, keys: keys) : nil
            guard let match, let entry = table[String(match)], !entry.isAdjective, NutritionEstimator.food(named: entry.english) != nil
            else {
                index += 1
                continue
            }
            if !names.contains(entry.english) { names.append(entry.english) }
            index += match.count
        }
        return names
    }

    /// The glossary's keys by their first character, longest first: two characters or more, or
    /// one of the single-character Chinese names of seasonings.
    static let spacelessKeys: [String: [Character: [[Character]]]] = {
        var result: [String: [Character: [[Character]]]] = [:]
        for language in ["zh", "ko", "th", "ja"] {
            guard let table = Glossary.tables[language] else { continue }
            var byFirst: [Character: [[Character]]] = [:]
            for key in table.keys {
                let characters = Array(key)
                guard let first = characters.first, characters.count >= 2 || singleCharacterNames.contains(key) else { continue }
                byFirst[first, default: []].append(characters)
            }
            result[language] = byFirst.mapValues { $0.sorted { $0.count > $1.count } }
        }
        return result
    }()

    /// The longest of `keys` (by first character, longest first) that stands at `index`.
    static func glossaryKey(at index: Int, in characters: [Character], keys: [Character: [[Character]]]) -> [Character]? {
        guard index < characters.count else { return nil }
        return (keys[characters[index]] ?? []).first { key in
            index + key.count <= characters.count && characters[index..<(index + key.count)].elementsEqual(key)
        }
    }

    static let singleCharacterNames: Set<String> = ["盐", "鹽", "糖", "醋", "葱", "蔥", "姜", "薑", "蒜"]

    /// Amounts said in Chinese, glued to their measure word and the name ("3个鸡蛋", "加10克糖",
    /// "两个鸡蛋", "半勺糖"), by the English name; a name said with two amounts gets none. A
    /// numeral counts only before a measure word: "五花肉" (pork belly) and "一点" (a little)
    /// are none. The first 20,000 characters are read.
    static func spacelessAmounts(_ transcript: String, language: String, names: [String]) -> [String: SpokenAmounts.Amount] {
        if language == "ko" { return koreanAmounts(transcript, names: names) }
        guard language == "zh", let keys = spacelessKeys[language], let table = Glossary.tables[language] else { return [:] }
        let characters = Array(TextTools.fold(transcript.prefix(20_000)))
        let wanted = Set(names)
        var heard = SpokenAmounts.Heard()
        var index = 0
        while index < characters.count {
            var at = index
            let quantity: String
            if characters[index].isASCII, characters[index].fastIsNumber {
                while at < characters.count, characters[at].isASCII, characters[at].fastIsNumber || characters[at] == "." { at += 1 }
                quantity = String(characters[index..<at])
            } else if let (value, length) = chineseNumber(characters[index...].prefix(2)) {
                at += length
                quantity = value
            } else {
                index += 1
                continue
            }
            index = at
            // The measure word (a unit or a count's "个"), then the name the glossary holds.
            guard
                let measure = [2, 1].first(where: { length in
                    at + length <= characters.count && Vocabulary.isWorldMeasure(String(characters[at..<(at + length)]))
                })
            else { continue }
            let word = String(characters[at..<(at + measure)])
            at += measure
            guard at < characters.count,
                let key = glossaryKey(at: at, in: characters, keys: keys), let english = table[String(key)]?.english,
                wanted.contains(english)
            else { continue }
            heard.add(SpokenAmounts.Amount(quantity: quantity, unit: Vocabulary.units[word], size: nil), for: english)
        }
        return heard.agreed
    }

    /// A Chinese numeral of one or two characters ("两" 2, "十二" 12, "三十" 30, "半" ½) and how
    /// many characters it takes.
    static func chineseNumber(_ characters: ArraySlice<Character>) -> (String, Int)? {
        guard let first = characters.first, let value = chineseDigits[first] else { return nil }
        if first == "半" { return ("1/2", 1) }
        let next = characters.dropFirst().first.flatMap { chineseDigits[$0] }
        if first == "十", let next, next < 10 { return ("\(10 + next)", 2) }
        if next == 10, value < 10 { return ("\(value * 10)", 2) }
        return ("\(value)", 1)
    }

    static let chineseDigits: [Character: Int] = [
        "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10, "半": 0,
    ]

    /// Korean says the name, then the amount: "계란 두 개" (two eggs), "간장 한 스푼", "설탕 1큰술",
    /// "돼지고기 200g을". The name counts at a word's start, with its ending; the amount in
    /// digits or a native number word, with its counter glued on or as the next word.
    static func koreanAmounts(_ transcript: String, names: [String]) -> [String: SpokenAmounts.Amount] {
        guard let keys = spacelessKeys["ko"], let table = Glossary.tables["ko"] else { return [:] }
        let words = TextTools.fold(transcript.prefix(20_000)).split(whereSeparator: { $0.isWhitespace || ".,!?".contains($0) })
            .map(Array.init)
        let wanted = Set(names)
        var heard = SpokenAmounts.Heard()
        for index in words.indices.dropLast() {
            let word = words[index]
            guard let key = glossaryKey(at: 0, in: word, keys: keys), let english = table[String(key)]?.english, wanted.contains(english)
            else { continue }
            // The amount: "200g을", "2개", or "두" then "개".
            let said = words[index + 1]
            let digits = said.prefix { $0.isASCII && ($0.fastIsNumber || $0 == ".") }
            var quantity = digits.isEmpty ? nil : String(digits)
            var counter = withoutParticle(said.dropFirst(digits.count))
            if quantity == nil, let number = koreanNumbers[String(said)], index + 2 < words.count {
                quantity = number
                counter = withoutParticle(words[index + 2][...])
            }
            guard let quantity, !counter.isEmpty, Vocabulary.isWorldMeasure(counter) else { continue }
            heard.add(SpokenAmounts.Amount(quantity: quantity, unit: Vocabulary.units[counter], size: nil), for: english)
        }
        return heard.agreed
    }

    /// A counter without the ending glued after it ("개를" → "개", "스푼정도" → "스푼").
    static func withoutParticle(_ word: ArraySlice<Character>) -> String {
        var text = String(word)
        for ending in ["정도", "씩", "을", "를", "이", "가", "은", "는", "도", "만", "에"] where text.count > ending.count && text.hasSuffix(ending) {
            text.removeLast(ending.count)
            break
        }
        return text
    }

    /// Korean native numbers as said before a counter.
    static let koreanNumbers: [String: String] = [
        "한": "1", "두": "2", "세": "3", "네": "4", "다섯": "5", "여섯": "6", "일곱": "7", "여덟": "8", "아홉": "9", "열": "10", "반": "1/2",
    ]
}

extension Vocabulary {
    /// Cooking verbs of speech, by language, as words (folded).
    static let worldSpokenVerbs: [String: Set<String>] = [
        "vi": vietnameseStepVerbs.subtracting(["cho", "bỏ", "thả", "phi", "đánh"].map { TextTools.fold($0) }),
        "id": indonesianStepVerbs,
        "nl": Set(
            [
                "voegen", "bakken", "snijden", "roeren", "koken", "mengen", "kook", "bak", "snijd", "roer", "meng", "klop", "kloppen",
                "verwarmen", "schillen", "raspen", "strooien", "gieten", "pureren", "stampen", "voeg",
            ].map { TextTools.fold($0) }),
        "pl": polishStepVerbs.union(
            [
                "dodajemy", "mieszamy", "wymieszamy", "gotujemy", "smażymy", "podsmażamy", "kroimy", "pokroimy", "pieczemy", "wlewamy",
                "wsypujemy", "doprawiamy", "solimy", "obieramy", "ucieramy", "zagniatamy", "odstawiamy", "przekładamy",
            ].map { TextTools.fold($0) }),
        "tr": turkishStepVerbs.subtracting(["edin", "alın", "alıp", "açın", "koyun"].map { TextTools.fold($0) }).union(
            [
                "ekliyoruz", "karıştırıyoruz", "pişiriyoruz", "koyuyoruz", "doğruyoruz", "kavuruyoruz", "döküyoruz", "çırpıyoruz",
                "yoğuruyoruz", "haşlıyoruz", "kızartıyoruz", "kaynatıyoruz", "ekleyelim", "karıştıralım", "pişirelim", "koyalım",
            ].map { TextTools.fold($0) }),
    ]

    /// Cooking verbs of speech found inside the text, for the languages that write no spaces
    /// between words or glue endings onto them (folded).
    static let worldSpokenStems: [String: [String]] = [
        "zh": spacelessStepVerbs.filter { $0.unicodeScalars.allSatisfy { $0.value < 0xAC00 } },
        "ko": spacelessStepVerbs.filter { $0.unicodeScalars.allSatisfy { $0.value >= 0xAC00 } && !["주세요", "하세요"].contains($0) },
        "th": thaiStepVerbs,
    ]
}
