/// How long, how hot and how far, in a gist: "రెండు నిమిషాల పాటు మీడియం ఫ్లేమ్ మీద వేయించండి"
/// → "fry for 2 minutes on medium heat". A cook following an outline needs these more than
/// anything else in the line, and the words are few: a number and a minute word, a level and a
/// flame word, "golden". Like an ingredient, each is said before the action it belongs to.
extension IndicGist {
    /// Stems of the words for a minute, an hour and a second (folded), after a number.
    static let timeStems: [(stem: String, unit: String)] = [
        ("मिनट", "minute"), ("মিনিট", "minute"), ("నిమిష", "minute"), ("நிமிட", "minute"), ("घंट", "hour"), ("ঘণ্টা", "hour"),
        ("ঘন্টা", "hour"), ("గంట", "hour"), ("सेकंड", "second"), ("সেকেন্ড", "second"), ("సెకన", "second"), ("minute", "minute"),
        ("minat", "minute"), ("ghanta", "hour"), ("ghante", "hour"),
    ].map { (TextTools.fold($0.0), $0.1) }

    /// One word for half an hour: Telugu "అరగంట", Bengali "আধঘণ্টা".
    static let halfHourWords: Set<String> = Set(["అరగంట", "అరగంటపాటు", "আধঘণ্টা", "আধঘন্টা"].map { TextTools.fold($0) })

    /// "A few" before a minute word: "कुछ मिनट", "কয়েক মিনিট", "కొన్ని నిమిషాలు".
    static let fewWords: Set<String> = Set(["कुछ", "কয়েক", "కొన్ని", "కొద్ది", "kuch"].map { TextTools.fold($0) })

    /// Words that join the two ends of a range of numbers: "10 से 15", "১০ থেকে ১৫", "10 నుంచి 15".
    static let rangeWords: Set<String> = Set(["से", "থেকে", "నుంచి", "నుండి", "se", "to"].map { TextTools.fold($0) })

    /// Levels of heat, before a flame word ("धीमी आंच", "মাঝারি আঁচে", "మీడియం ఫ్లేమ్").
    static let heatLevels: [String: String] = {
        var table: [String: String] = [:]
        let levels: [(String, [String])] = [
            ("low", ["లో", "తక్కువ", "অল্প", "কম", "লো", "धीमी", "धीमे", "धीमा", "कम", "हल्की", "लो", "குறைந்த", "dheemi", "dhimi", "low"]),
            ("medium", ["మీడియం", "మధ్యస్థ", "মাঝারি", "মিডিয়াম", "मध्यम", "मीडियम", "மிதமான", "medium", "madhyam"]),
            ("high", ["హై", "ఎక్కువ", "বেশি", "জোর", "হাই", "চড়া", "तेज", "तेज़", "हाई", "ऊंची", "அதிக", "tez", "tej", "high"]),
        ]
        for (level, words) in levels { for word in words { table[TextTools.fold(word)] = level } }
        return table
    }()

    /// Stems of the flame words a level comes before.
    static let flameStems: [String] = ["ఫ్లేమ్", "ఫ్లేం", "మంట", "আঁচ", "ফ্লেম", "आंच", "आँच", "फ्लेम", "गैस", "தீ", "ஃப்ளேம்", "flame", "aanch", "anch"]
        .map { TextTools.fold($0) }

    /// One word for a level of heat: Telugu "హైఫ్లేమ్", the stove's "sim" (its lowest).
    static let heatWords: [String: String] = {
        var table: [String: String] = [:]
        for (word, level) in [("హైఫ్లేమ్", "high"), ("లోఫ్లేమ్", "low"), ("సిమ్", "low"), ("సిమ్లో", "low"), ("সিমে", "low"), ("सिम", "low")] {
            table[TextTools.fold(word)] = level
        }
        return table
    }()

    /// How far: "గోల్డెన్ కలర్ వచ్చేవరకు" (until golden), "লালচে করে" (until reddish brown).
    static let doneness: [String: String] = {
        var table: [String: String] = [:]
        let words: [(String, [String])] = [
            ("until golden", ["గోల్డెన్", "गोल्डन", "सुनहरा", "सुनहरी", "सुनहरे", "সোনালি", "গোল্ডেন", "golden"]),
            ("until browned", ["ఎర్రగా", "লালচে", "ब्राउन", "బ్రౌన్", "ব্রাউন"]),
        ]
        for (note, spellings) in words { for spelling in spellings { table[TextTools.fold(spelling)] = note } }
        return table
    }()

    /// "After" following a time: Hindi "बाद", Bengali "পর"/"পরে", Telugu "తర్వాత"/"అయ్యాక",
    /// Tamil "பிறகு".
    static let afterWords: [String] = ["बाद", "পর", "తర్వాత", "తరువాత", "అయ్యాక", "பிறகு", "baad"].map { TextTools.fold($0) }

    static func isAfter(_ tags: [(word: String, kind: IndicLexicon.Kind?)], at index: Int) -> Bool {
        guard index < tags.count else { return false }
        // Hindi puts its genitive between: "10 मिनट के बाद" (after ten minutes).
        if tags[index].word == "के" { return isAfter(tags, at: index + 1) }
        return afterWords.contains { starts(tags[index].word, $0) }
    }

    /// Whether a number runs on from the one before it into a range: digits after digits ("৫–১০",
    /// split at the dash), or number words running upward ("ఏడు ఎనిమిది", seven eight) but not
    /// from "one" ("ఓ రెండు నిమిషాలు", about two minutes). (Joined by a word, "10 से 15", they are
    /// a range whatever they are.)
    static func runs(_ before: (word: String, kind: IndicLexicon.Kind?), _ previous: String, into new: String, digits: Bool) -> Bool {
        if digits { return digitNumber(before.word) != nil }
        guard case .number = before.kind, let from = Int(previous), let to = Int(new) else { return false }
        return from > 1 && from < to
    }

    /// The time unit of a word after a number, by its stem.
    static func timeUnit(_ word: String) -> String? {
        timeStems.first { starts(word, $0.stem) }?.unit
    }

    /// "for 2 minutes", "for 1 hour", "for 5–10 minutes", "for half an hour", "for a few minutes".
    static func duration(_ number: String, _ unit: String) -> String {
        if number == "1/2" { return unit == "hour" ? "for half an hour" : "for half a " + unit }
        let range = number.replacingAll("-", with: "–")
        return "for " + range + " " + (number == "1" ? unit : unit + "s")
    }

    /// The level of heat a word and the one after it name, and how many words that takes.
    static func heat(_ tags: [(word: String, kind: IndicLexicon.Kind?)], at index: Int) -> (level: String, words: Int)? {
        let word = tags[index].word
        if let level = heatWords[word] { return (level, 1) }
        guard let level = heatLevels[word], index + 1 < tags.count else { return nil }
        let next = tags[index + 1].word
        return flameStems.contains { starts(next, $0) } ? (level, 2) : nil
    }

    /// "1/2" as "½", so that the words of a line keep it as one number (they split at "/", and
    /// "1/2 కప్పు" read as "1", "2" became "2 cups"); only one digit over one, as the signs go.
    static func withFractionSigns(_ text: String) -> String {
        guard text.contains("/") else { return text }
        let characters = Array(text)
        var result = ""
        var index = 0
        func digit(_ at: Int) -> Int? { at >= 0 && at < characters.count ? characters[at].wholeNumberValue : nil }
        while index < characters.count {
            if characters[index] == "/", let over = digit(index - 1), let under = digit(index + 1), digit(index - 2) == nil,
                digit(index + 2) == nil,
                let sign = fractionSigns[[over, under]]
            {
                result.removeLast()
                result.append(sign)
                index += 2
                continue
            }
            result.append(characters[index])
            index += 1
        }
        return result
    }

    static let fractionSigns: [[Int]: Character] = {
        var table: [[Int]: Character] = [:]
        for (sign, value) in TextTools.vulgarFractions { table[[value.0, value.1]] = sign }
        return table
    }()

    /// A number in digits or a range of them: "10", "১০", "5-10" (one word; an en dash splits);
    /// a fraction sign, alone or after a whole number: "½" → "1/2", "1½" → "1 1/2".
    static func digitNumber(_ word: String) -> String? {
        if let last = word.last, let (over, under) = TextTools.vulgarFractions[last] {
            let whole = word.dropLast()
            guard whole.isEmpty || whole.unicodeScalars.allSatisfy({ $0.properties.numericType == .decimal }) else { return nil }
            return (whole.isEmpty ? "" : TextTools.asciiDigits(String(whole)) + " ") + "\(over)/\(under)"
        }
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.unicodeScalars.allSatisfy { $0.properties.numericType == .decimal } })
        else { return nil }
        return parts.map { TextTools.asciiDigits(String($0)) }.joined(separator: "–")
    }
}
