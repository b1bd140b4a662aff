/// The English action of each cooking verb of the Indian-language lexicon, for the outlines of
/// `IndicGist`.
extension IndicGist {
    /// English for the lexicon's verb spellings (`IndicLexicon.verbs`), matched the same way (the
    /// longest stem). Spellings there that name a pan or the stove have none.
    static let meanings: [String: String] = {
        var table: [String: String] = [:]
        for (english, spellings) in verbMeanings { for spelling in spellings { table[TextTools.fold(spelling)] = english } }
        return table
    }()

    static let verbMeanings: [(String, [String])] = [
        (
            "add",
            ["যোগ কর", "डाल", "ऐड", "వేసి", "వేయి", "వేయం", "వేయా", "వేసుకో", "వేస్తూ", "యాడ్", "சேர்த்து", "சேர்க்க", "daalein", "dalein", "daale", "daalo", "dalo"]
        ),
        (
            "fry",
            [
                "तलें", "तलना", "तल ल", "फ्राई", "तलने", "तला जा", "ভাজ", "ভেজে", "ফ্রাই", "వేయించ", "ఫ్రై", "వేప", "వేగని", "వేగిన", "வறு",
                "பொரி",
            ]
        ),
        ("saute", ["भून", "কষি", "কষা", "வதக்க", "வதக்கி", "bhunein", "bhune", "bhuno"]),
        (
            "mix",
            ["मिला", "मिक्स", "মিশি", "মিশা", "মেশা", "মেখে", "মাখি", "মাখা", "కలప", "కలిపి", "కలుపు", "మిక్స్", "கலந்து", "கலக்க", "milayein", "milaye", "milao"]
        ),
        (
            "cook",
            [
                "पका", "पकाएं", "पकने", "पकाने", "রান্না", "ఉడికించ", "ఉడక", "ఉడికి", "మగ్గ", "వండ", "வேக", "சமை", "pakayein", "pakaye", "pakao", "కుక్ చేయ",
                "కుక్ చేసు",
            ]
        ),
        ("boil", ["उबाल", "बॉयल", "उबल", "সেদ্ধ", "সিদ্ধ", "ফুটি", "ফোটা", "మరిగ", "మరగ", "బాయిల్", "கொதி", "ubaalein", "ubale"]),
        ("cut", ["काट", "टुकड़े कर", "কেটে", "কাট", "కట్ చేసి", "కట్ చేసుకో", "katein", "kaat"]),
        ("chop", ["কুচো", "తరిగి", "తరుగు", "நறுக்கி", "நறுக்க"]),
        ("knead", ["गूंध", "गूँध", "गूंथ", "गूँथ"]),
        ("roll", ["बेल", "చుట్టుకో"]),
        ("strain", ["छान", "ছেঁকে", "వడకట్ట"]),
        ("soak", ["भिगो", "ভিজি", "నానబెట్ట", "నాననివ్వ", "నానిన", "ஊற"]),
        ("temper", ["तड़का", "छौंक", "ফোড়ন", "పోపు", "తాలింపు", "தாளி", "tadka", "tadke", "chhaunk"]),
        ("heat", ["गरम कर", "गर्म कर", "গরম কর", "వేడి", "హీట్", "garam karein"]),
        ("roast", ["सेंक", "रोस्ट", "রোস্ট", "కాల్చ", "రోస్ట్"]),
        ("grind", ["पीस", "বাট", "বেটে", "రుబ్బ", "గ్రైండ్", "మిక్సీ పట్ట", "அரைத்", "அரைக்க"]),
        ("cover", ["ढक", "ঢাকা দি", "ঢেকে", "మూత పెట్ట", "மூடி போட"]),
        ("take out", ["निकाल", "తీసి"]),
        ("take off the heat", ["নামিয়ে", "దించ", "దింప", "आंच से उतार", "आँच से उतार", "गैस से उतार"]),
        ("peel", ["छील", "छिलका उतार", "छिलके उतार", "খোসা ছাড়", "చెక్కు తీస", "తొక్క తీస", "పొట్టు తీస", "தோல் உரி", "தோலை உரி"]),
        (
            "turn off the heat",
            ["गैस बंद", "आंच बंद", "आँच बंद", "गैस ऑफ", "गैस को बंद", "গ্যাস বন্ধ", "আঁচ বন্ধ", "উনুন বন্ধ", "গ্যাস অফ", "స్టవ్ ఆప", "స్టవ్ ఆఫ్", "ఫ్లేమ్ ఆఫ్", "அடுப்பை அணை"]
        ),
        ("grate", ["कद्दूकस", "துருவ"]),
        ("serve", ["परोस", "सर्व", "সার্ভ", "సర్వ్", "பரிமாற"]),
        ("steam", ["भाप", "స్టీమ్"]),
        ("squeeze", ["निचोड़", "పిండుకో", "பிழி"]),
        ("garnish", ["गार्निश", "గార్నిష్"]),
        ("stir", ["हिला", "নাড়", "নেড়ে", "चलाते", "चलाएं", "चलाएँ", "चलाती", "चलाना"]),
        ("flip", ["पलट", "উল্টে", "উল্টি", "తిప్ప"]),
        ("crush", ["থেঁতো"]),
        ("sprinkle", ["ছড়িয়ে", "చల్లుక", "చల్లి", "చల్లాలి", "చల్లండి"]),
        ("wash", ["ধুয়ে"]),
        ("drain", ["ঝরিয়ে"]),
        ("pour", ["ঢেলে", "ঢাল", "పోసి", "పోసు", "పోయాలి", "పోయండి", "ஊற்ற"]),
        ("mash", ["চটকে"]),
        ("cool", ["చల్లార"]),
        ("flatten", ["వత్తు", "ఒత్తు"]),
        ("toss", ["టాస్"]),
        ("stuff", ["స్టఫ్", "కూరుకో", "కూరుకుని", "కూర్చుకో"]),
        ("brush", ["బ్రష్"]),
        ("coat", ["కోట్ చేయ", "కోట్ చేసు"]),
        ("marinate", ["మ్యారినేట్"]),
        ("bake", ["బేక్"]),
        ("grill", ["గ్రిల్"]),
    ]

    /// The stems of `meanings` of three scalars or more, by first scalar, longest first.
    static let stemsByFirst: [Unicode.Scalar: [(scalars: [Unicode.Scalar], english: String)]] = {
        var index: [Unicode.Scalar: [(scalars: [Unicode.Scalar], english: String)]] = [:]
        for (stem, english) in meanings {
            let scalars = Array(stem.unicodeScalars)
            guard scalars.count >= 3 else { continue }
            index[scalars[0], default: []].append((scalars, english))
        }
        for key in index.keys { index[key]!.sort { $0.scalars.count > $1.scalars.count } }
        return index
    }()

    /// The English action of a verb the lexicon tagged, by its longest stem (whole words for
    /// stems of one or two scalars, as the lexicon does).
    static func meaning(of word: String) -> String? {
        if let exact = meanings[word] { return exact }
        guard let first = word.unicodeScalars.first, let stems = stemsByFirst[first] else { return nil }
        let scalars = Array(word.unicodeScalars)
        return stems.first { scalars.starts(with: $0.scalars) }?.english
    }
}
