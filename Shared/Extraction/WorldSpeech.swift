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
        for sentence in sentenceSlices(String(transcript.prefix(200_000))) where steps.count < 20 {
            let pieces = language == "th" ? sentence.split(separator: " ") : [sentence]
            for piece in pieces where steps.count < 20 {
                let text = piece.trimmed
                guard text.count >= 4, text.count <= 400, saysWorldCooking(Substring(text), language: language) else { continue }
                let folded = TextTools.fold(text)
                if worldGreetings.contains(where: { TextTools.contains(folded, $0) }) || worldToday.contains(where: folded.hasPrefix) {
                    continue
                }
                steps.append(text)
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
            let match = (keys[characters[index]] ?? []).first { key in
                index + key.count <= characters.count && characters[index..<(index + key.count)].elementsEqual(key)
                    && (language != "ko" || atWordStart)
            }
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

    static let singleCharacterNames: Set<String> = ["盐", "鹽", "糖", "醋", "葱", "蔥", "姜", "薑", "蒜"]
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
