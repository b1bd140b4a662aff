/// Telling an Indian-language step from the talk around it. The channels' transcripts name a
/// cooking word in most lines, the talk included: "আজ আমরা সিদল রান্না করব" (today we are going to
/// cook shidol), "ఇవాల్టి స్పెషల్ మినప్పప్పు పచ్చడి" (today's special is urad dal chutney), "मटन
/// की सब्ज़ी अब पूरी तरह तैयार है" (the mutton curry is now ready), "हमारे पास अदरक, लहसुन और हरी
/// मिर्च का पेस्ट है" (we have ginger, garlic and green chilli paste). A cooking word made each of
/// them a step, and they took places among the twenty that steps said later never reached.
///
/// A line is talk when it has a word of talk and no action a cook does: the outline's actions
/// (`IndicGist.actions`) other than "cook", which the talk itself names ("we'll cook X today").
/// "আজ আমি তেলে মাছ ভাজব" (today I'll fry the fish in oil) keeps its place. A line that only
/// says "cook", of nothing, for no time, is narration, talk word or not.
extension TranscriptParser {
    /// Words of talk, by what the speaker is doing: greeting the viewers and the channel's own
    /// words; saying what today's dish is; how it tastes and what it is eaten with; and what is
    /// needed or used, which the ingredient list already says. Each is matched as the start of a
    /// word (stems of one or two scalars as whole words only). These words, and those below, are
    /// compared folded, as `TextTools.words` gives a line's words (one spelling of a letter with
    /// a nukta).
    static let indicTalkStems: [String] = [
        // greetings, the channel, the episode
        "नमस्ते", "नमस्कार", "दोस्तों", "दोस्तो", "मित्रांनो", "वीडियो", "चैनल", "सब्सक्राइब", "लाइक", "शेयर", "कमेंट", "एपिसोड",
        "নমস্কার", "বন্ধুরা", "ভিডিও", "চ্যানেল", "সাবস্ক্রাইব", "লাইক", "শেয়ার", "কমেন্ট", "এপিসোড",
        "హలో", "నమస్కారం", "ఫుడీస్", "వెల్కమ్", "వీడియో", "ఛానల్", "సబ్స్క్రైబ్", "సబ్‌స్క్రైబ్", "లైక్", "షేర్", "కామెంట్",
        "வணக்கம்", "வீடியோ", "சேனல்", "சப்ஸ்கிரைப்", "namaste", "namaskar", "dosto", "doston", "video", "channel", "subscribe",
        // today, today's special, let's start
        "आज", "स्पेशल", "আজ", "আজকের", "স্পেশাল", "ఇవాళ", "ఇవాల్టి", "స్పెషల్", "లెట్స్", "இன்று", "இன்னைக்கு", "ஸ்பெஷல்", "aaj",
        // tastes, is eaten with
        "स्वाद", "चख", "স্বাদ", "খেতে", "খাওয়া", "খেয়েছি", "బాగుంటుంది", "బావుంటుంది", "రుచి", "తింటే", "తినే", "తినొచ్చు", "తిని",
        "ఎంజాయ్", "టేస్టీ", "యమ్మీ", "சுவை", "சாப்பிட",
        // is needed, is used, the ingredients
        "चाहिए", "उपयोग", "इस्तेमाल", "सामग्री", "লাগবে", "লাগে", "উপকরণ", "ব্যবহার", "కావాలి", "కావలసిన", "ఉపయోగ", "தேவை", "பயன்படுத்த",
    ]

    /// `indicTalkStems`, matched as the start of a word from three scalars on.
    static let talkStems = WordStems(indicTalkStems, wholeBelow: 3)

    /// Two words that are talk together: "हमारे पास" (we have), "खा सकते" (can be eaten), "ఈ
    /// రోజు" (today), and the dish being ready — "तैयार है", "তৈরি হয়ে গেল", "রান্না হয়ে গেছে" — said
    /// when the cooking is over ("तैयार" alone is also "prepared": "तैयार रोटी", the shaped roti).
    static let indicTalkPairs: [(String, [String])] = [
        ("हमारे", ["पास"]), ("खा", ["सकते"]), ("ఈ", ["రోజు"]), ("तैयार", ["है", "हैं", "हो"]),
        ("তৈরি", ["হয়ে", "হলো", "হল"]), ("রান্না", ["হয়ে"]),
    ].map { (TextTools.fold($0.0), $0.1.map { TextTools.fold($0) }) }

    /// "Ready", unless a "do" follows, which makes it "prepare": "సిద్ధం చేసుకోవాలి" (prepare it),
    /// "தயார் செய்யவும்".
    static let indicReadyWords = Set(["रेडी", "রেডি", "సిద్ధం", "రెడీ", "தயார்", "ரெடி"].map { TextTools.fold($0) })
    static let indicDoStems = ["చేస", "చేయ", "செய", "कर", "কর"].map { TextTools.fold($0) }

    /// Whether a line of an Indian-language transcript is talk about the cooking rather than a step.
    static func isIndicTalk(_ line: String) -> Bool {
        let words = TextTools.words(line.prefix(2000))
        var talk = false
        for (index, word) in words.enumerated() {
            let next = index + 1 < words.count ? words[index + 1] : nil
            if indicReadyWords.contains(word) {
                talk = !(next.map { following in indicDoStems.contains { IndicGist.starts(following, $0) } } ?? false)
            } else if let pair = indicTalkPairs.first(where: { $0.0 == word }), let next {
                talk = pair.1.contains { IndicGist.starts(next, $0) }
            } else {
                talk = talkStems.matches(word)
            }
            if talk { break }
        }
        return talk ? IndicGist.actions(line).allSatisfy { $0 == "cook" } : isNarration(line)
    }

    /// A line whose only cooking word is "cook", with nothing it acts on, no time and no heat:
    /// "এভাবেই রান্না হয়" (this is how it is cooked), "এবার রান্না শুরু করব" (now we will start
    /// cooking), "रसोई में खाना पकाने का दृश्य" (a scene of cooking). ("ঢাকনা দিয়ে ৫ মিনিট রান্না
    /// করুন", cover and cook for five minutes, has a time: its outline says so.)
    static func isNarration(_ line: String) -> Bool {
        let tags = IndicLexicon.tag(line)
        let verbs = tags.filter { $0.kind == .verb }
        guard !verbs.isEmpty, verbs.allSatisfy({ IndicGist.meaning(of: $0.word) == "cook" }) else { return false }
        // A time said with it is worth keeping, even where the outline drops it ("पकने के लिए
        // लगभग 20 से 25 मिनट", some 20 to 25 minutes for it to cook).
        let statesTime = tags.indices.dropLast().contains { index in
            var number = IndicGist.digitNumber(tags[index].word) != nil
            if case .number = tags[index].kind { number = true }
            return number && IndicGist.timeUnit(tags[index + 1].word) != nil
        }
        return !statesTime && IndicGist.gist(line) == nil
    }
}

/// Stems of words in the scripts, folded, looked up by a word's first scalar (most words of a
/// line start with none of them): a word matches a stem it equals, or one it starts with when the
/// stem has `wholeBelow` scalars or more (shorter stems are whole words: "খাব", I will eat, is not
/// "খাবার", food).
struct WordStems: Sendable {
    private let byFirst: [Unicode.Scalar: [[Unicode.Scalar]]]
    private let wholeBelow: Int

    init(_ stems: [String], wholeBelow: Int) {
        var index: [Unicode.Scalar: [[Unicode.Scalar]]] = [:]
        for stem in stems {
            let scalars = Array(TextTools.fold(stem).unicodeScalars)
            if let first = scalars.first { index[first, default: []].append(scalars) }
        }
        byFirst = index
        self.wholeBelow = wholeBelow
    }

    func matches(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, let stems = byFirst[first] else { return false }
        let scalars = Array(word.unicodeScalars)
        return stems.contains { stem in scalars == stem || (stem.count >= wholeBelow && scalars.starts(with: stem)) }
    }
}
