/// An English outline of a step said in an Indian language, from the lexicon: its cooking actions
/// in order, each with the ingredients (and amounts) named before it. "ఒక బాణలిలో నూనె వేడి చేసి
/// ఎండుమిర్చి, ఉల్లిపాయ ముక్కలు వేసి రెండు నిమిషాల పాటు వేయించండి" → "Heat oil; add dried red
/// chilli and onion; fry for 2 minutes." No offline translator exists for these languages, and a
/// cook who does not read the script had nothing to follow.
///
/// The languages put the object before its verb ("oil heat-doing, chilli onion adding, fry"), so
/// the ingredients since the last action are what the next action acts on; so are times, heat
/// levels and "until golden" (`IndicGistNotes.swift`). The verbs' English is in
/// `IndicGistVerbs.swift`. It is an outline, not a translation, and the step keeps its text as
/// said, in its language (`RecipeDocument.Step.gist`). A line it could misread gets none: one that
/// negates ("don't add water" must not become "add water") or asks.
enum IndicGist {
    /// Words that negate a line: "नहीं"/"मत" (not, don't), "না"/"নয়", "వద్దు"/"కూడదు",
    /// "வேண்டாம்", "nahi"/"mat".
    static let negations: Set<String> = [
        "नहीं", "नही", "मत", "न", "না", "নয়", "নেই", "వద్దు", "కూడదు", "లేదు", "కాదు", "வேண்டாம்", "இல்லை", "nahi", "nahin", "mat",
    ]

    /// "Set aside", which closes many a step and which the lexicon, made to find cooking, does not
    /// list: Telugu "పక్కన పెట్టుకోండి" (keep at the side), Hindi "अलग रख दें" (keep apart),
    /// Bengali "তুলে রাখুন" / "সরিয়ে রাখুন" (take up, move away and keep).
    static func isSetAside(_ tags: [(word: String, kind: IndicLexicon.Kind?)], at index: Int) -> Bool {
        guard index + 1 < tags.count else { return false }
        let next = tags[index + 1].word
        switch tags[index].word {
        case "పక్కన": return starts(next, "పెట్ట")
        case "अलग": return starts(next, "रख")
        case "তুলে", "সরিয়ে": return starts(next, "রাখ") || starts(next, "রেখে")
        default: return false
        }
    }

    /// The step selector's closing "give" verbs, and "দিয়েছি" (I have added).
    static let closingAddVerbs = TranscriptParser.closingAddVerbs.union(["দিয়েছি"])

    /// The word before a closing "give" is what is given: an ingredient, an amount, or another
    /// word that is no verb form ("হলুদ গুঁড়ো দিন", add turmeric powder) — not a verb of the
    /// lexicon nor a Bengali form in -ে ("মাছটা উল্টে দিন", turn the fish over), which "give" only
    /// helps.
    static func closesWithAdd(_ tags: [(word: String, kind: IndicLexicon.Kind?)], at index: Int) -> Bool {
        guard index >= 1 else { return false }
        let before = tags[index - 1]
        switch before.kind {
        // A pan or the stove is where a thing is given ("মিশ্রণটা কড়াইতে দিচ্ছি", the mixture into
        // the pan); a verb of the table is what "give" helps.
        case .verb: return meaning(of: before.word) == nil
        case nil: return !ends(before.word, "\u{09C7}")
        default: return true
        }
    }

    /// Whether a word ends its clause: the last of the sentence, or before "and" ("পাঁচ ফোরন দেবো
    /// আর ছোট এলাচ দেবো", I'll add panch phoron and add small cardamom).
    static func closesClause(_ tags: [(word: String, kind: IndicLexicon.Kind?)], at index: Int) -> Bool {
        index == tags.count - 1 || ["আর", "এবং", "और", "तथा"].contains(tags[index + 1].word)
    }

    /// Whether a sentence negates one of its actions. Hindi's "मत" and "न" stand before the verb
    /// they negate, so after the last action they negate something else ("ढक दें … जब तक कि फली
    /// मुलायम न हो जाए", cover … until the beans are soft); Bengali's, Telugu's and Tamil's
    /// follow it, so before the first they do. "नहीं" goes either way: any action.
    static func negates(_ tags: [(word: String, kind: IndicLexicon.Kind?)]) -> Bool {
        let actions = tags.indices.filter { index in
            if case .verb = tags[index].kind { return meaning(of: tags[index].word) != nil }
            return false
        }
        guard let first = actions.first, let last = actions.last else { return false }
        for (index, tag) in tags.enumerated() where negations.contains(tag.word) {
            switch tag.word {
            case "मत", "न", "mat": if index < last { return true }
            case "नहीं", "नही", "nahi", "nahin": return true
            default: if index > first { return true }
            }
        }
        return false
    }

    /// A verb form that describes a thing rather than says what to do: Telugu "వేయించిన పల్లీలు"
    /// (fried peanuts) and "గ్రైండ్ చేసిన చట్నీ" (the ground chutney), Hindi "उबले हुए आलू"
    /// (boiled potatoes), Bengali "ভাজা মাছ" (fried fish).
    static func isParticiple(_ tags: [(word: String, kind: IndicLexicon.Kind?)], at index: Int) -> Bool {
        let next = index + 1 < tags.count ? tags[index + 1] : nil
        let word = tags[index].word
        // Telugu "-ిన", "-ున్న", and "-టువంటి" ("పొట్టు తీసినటువంటి పల్లీలు", the peeled peanuts).
        if ends(word, "\u{0C3F}\u{0C28}") || ends(word, "\u{0C41}\u{0C28}\u{0C4D}\u{0C28}") || ends(word, "టువంటి") { return true }
        guard let next else { return false }
        if ["చేసిన", "చేసుకున్న", "हुए", "हुई", "हुआ"].contains(next.word) { return true }
        // For doing it, not doing it: "भूनने के लिए" (for sautéing), "తాలింపు కోసం", "ভাজার জন্য".
        // ("डालने के बाद", after adding, is an action done.)
        if ["लिए", "కోసం", "জন্য"].contains(next.word) { return true }
        if next.word == "के", index + 2 < tags.count, tags[index + 2].word == "लिए" { return true }
        // Bengali "ভেজে রাখা মাছ": fried and kept, the fish fried beforehand (but "ভিজিয়ে রাখি",
        // I soak it and leave it, is an action).
        if next.word == "রাখা" { return true }
        if ends(word, "\u{09BE}"), case .ingredient = next.kind { return true }
        return false
    }

    /// "2 cups", "1 cup", "1/2 cup"; abbreviations and metric units stay as they are.
    static func plural(_ unit: String, for quantity: String) -> String {
        guard ["clove", "cup", "glass", "handful", "piece", "pinch", "spoon"].contains(unit), let value = Double(quantity), value > 1
        else { return unit }
        return unit.hasSuffix("ch") || unit.hasSuffix("ss") ? unit + "es" : unit + "s"
    }

    /// By scalar, not by character: a vowel sign joins the consonant before it in one
    /// character, so "చేసి".hasPrefix("చేస") is false.
    static func starts(_ word: String, _ prefix: String) -> Bool { word.unicodeScalars.starts(with: prefix.unicodeScalars) }

    static func ends(_ word: String, _ suffix: String) -> Bool {
        word.unicodeScalars.reversed().starts(with: suffix.unicodeScalars.reversed())
    }

    /// Telugu "వేడి" is heat only as "వేడి చేసి" (heat-doing); alone it is hot ("వేడి అన్నం", hot
    /// rice), and so is its adverb, "వేడిగా", "వేడివేడిగా" ("వేడివేడిగా సర్వ్ చేయండి", serve hot).
    static func isHotNotHeat(_ tags: [(word: String, kind: IndicLexicon.Kind?)], at index: Int) -> Bool {
        let word = tags[index].word
        if starts(word, "వేడి") && ends(word, "గా") { return true }
        guard word == "వేడి" else { return false }
        guard index + 1 < tags.count else { return true }
        return !["చేస", "చేయ"].contains { starts(tags[index + 1].word, $0) }
    }

    /// Bengali "give" after what is given, inside a line: "দিয়ে দিচ্ছি" (add it in), "জল দিয়ে
    /// ঢেকে দিন" (add water and cover), "তেল দেওয়া হয়" (oil is added). "দিয়ে" before anything
    /// else is "with", and dishes are named with it ("ইলিশ মাছের মাথা দিয়ে কচুর ঝাল", taro jhaal
    /// with hilsa head; "গুড় দিয়ে রান্না", cooked with jaggery): no "add" then.
    static func isBengaliAdd(_ tags: [(word: String, kind: IndicLexicon.Kind?)], at index: Int) -> Bool {
        guard index + 1 < tags.count else { return false }
        let next = tags[index + 1]
        switch tags[index].word {
        case "দিয়ে":
            if starts(next.word, "দি") || starts(next.word, "দে") { return true }
            guard case .verb = next.kind, let action = meaning(of: next.word) else { return false }
            return action != "cook"
        case "দেওয়া": return starts(next.word, "হয়") || starts(next.word, "হবে")
        default: return false
        }
    }

    /// The outline of one step, sentence by sentence; nil when no sentence names an action the
    /// table knows (a sentence that negates or asks gives none).
    static func gist(_ line: String) -> String? {
        guard line.utf8.count <= 2000 else { return nil }
        let outlines = sentences(line).compactMap(outline)
        guard !outlines.isEmpty else { return nil }
        // An outline longer than a short paragraph outlines nothing (and the schema allows a
        // step's text 2,000 characters: amounts repeated before every name could pass that).
        let text = TextTools.capitalisedFirst(outlines.joined(separator: "; ")) + "."
        return text.utf8.count <= 600 ? text : nil
    }

    /// The English actions a line's outline would name, in order ("fry", "add"); empty when it
    /// would have none.
    static func actions(_ line: String) -> [String] {
        guard line.utf8.count <= 2000 else { return [] }
        return sentences(line).flatMap { clauses($0) ?? [] }.map(\.action)
    }

    /// A line cut after each full stop, danda, "!" or question mark; a full stop before a digit
    /// is a decimal point ("1.5 కప్పు").
    static func sentences(_ line: String) -> [String] {
        var sentences: [String] = []
        var current = ""
        let characters = Array(line)
        for (index, character) in characters.enumerated() {
            current.append(character)
            let decimal = character == "." && index + 1 < characters.count && characters[index + 1].fastIsNumber
            if ("।.!".contains(character) && !decimal) || TranscriptParser.isQuestionMark(character) {
                sentences.append(current)
                current = ""
            }
        }
        sentences.append(current)
        return sentences
    }

    typealias Clause = (action: String, objects: [String], notes: [String])

    /// The actions of one sentence, lower case, without a closing stop.
    static func outline(_ sentence: String) -> String? {
        guard let clauses = clauses(sentence) else { return nil }
        return clauses.map { clause -> String in
            let tail = clause.notes.isEmpty ? "" : " " + clause.notes.joined(separator: " ")
            // What is named before the stove goes off is not what is turned off.
            guard !clause.objects.isEmpty, clause.action != "turn off the heat" else { return clause.action + tail }
            let things =
                clause.objects.count == 1
                ? clause.objects[0] : clause.objects.dropLast().joined(separator: ", ") + " and " + clause.objects.last!
            return (clause.action == "take off the heat" ? "take " + things + " off the heat" : clause.action + " " + things) + tail
        }
        .joined(separator: "; ")
    }

    /// The actions of one sentence, each with what it acts on and its notes; nil when it names
    /// none (or negates, or asks).
    static func clauses(_ sentence: String) -> [Clause]? {
        guard !sentence.unicodeScalars.contains(where: TranscriptParser.questionMarks.contains) else { return nil }
        let tags = IndicLexicon.tag(withFractionSigns(sentence))
        guard !negates(tags) else { return nil }
        var clauses: [Clause] = []
        var objects: [String] = []
        // How long, how hot, how far (`IndicGistNotes.swift`): for the next action, as objects are.
        var notes: [String] = []
        func note(_ text: String) {
            // One "until" a clause: "గోల్డెన్ బ్రౌన్" is golden, not golden and browned.
            guard !notes.contains(text), !(text.hasPrefix("until") && notes.contains { $0.hasPrefix("until") }) else { return }
            notes.append(text)
        }
        var number: String?
        var amount: String?
        // The first end of a range ("10 से 15 मिनट"), kept over the joining word.
        var rangeFrom: String?
        var skip = 0
        for (index, (word, kind)) in tags.enumerated() {
            if skip > 0 {
                skip -= 1
                continue
            }
            if let level = heat(tags, at: index) {
                note("on \(level.level) heat")
                skip = level.words - 1
                continue
            }
            if let said = number, let unit = timeUnit(word) {
                // "5 मिनट बाद" (after five minutes) says when, not how long.
                if !isAfter(tags, at: index + 1) { note(duration(said, unit)) }
                number = nil
                continue
            }
            if halfHourWords.contains(word) {
                if !isAfter(tags, at: index + 1) { note("for half an hour") }
                continue
            }
            if let far = doneness[word] {
                note(far)
                continue
            }
            if fewWords.contains(word), index + 1 < tags.count, timeUnit(tags[index + 1].word) != nil {
                number = "a few"
                continue
            }
            if number != nil, rangeWords.contains(word) {
                rangeFrom = number
                continue
            }
            // A number after another may be the second end of a range (`runs`).
            func value(_ new: String, digits: Bool = false) -> String {
                defer { rangeFrom = nil }
                guard index > 0, let previous = rangeFrom ?? number else { return new }
                return rangeFrom != nil || runs(tags[index - 1], previous, into: new, digits: digits) ? previous + "–" + new : new
            }
            switch kind {
            case .number(let new): number = value(new)
            case .unit(let unit):
                amount = number.map { $0 + " " + plural(unit, for: $0) }
                number = nil
                rangeFrom = nil
            case .ingredient(let english):
                // "నిమ్మకాయంత సైజు" (the size of a lemon) measures; it is not put in.
                if TranscriptParser.isMeasureOrPlant(tags, at: index) { continue }
                let named = (amount.map { $0 + " " } ?? "") + english
                if !objects.contains(named) && !clauses.contains(where: { $0.objects.contains(named) }) { objects.append(named) }
                number = nil
                amount = nil
            case .verb:
                guard let action = meaning(of: word), !isParticiple(tags, at: index), !isHotNotHeat(tags, at: index) else {
                    // "30 నిమిషాలు నానబెట్టిన పప్పు" (dal soaked for 30 minutes): the time was the
                    // described action's.
                    if meaning(of: word) != nil { notes = [] }
                    continue
                }
                // "వేసి … వేసి": one action said twice over the same things is one.
                if let last = clauses.last, last.action == action, objects.isEmpty {
                    clauses[clauses.count - 1].notes += notes
                    notes = []
                    continue
                }
                clauses.append((action, objects, notes))
                objects = []
                notes = []
            case nil where digitNumber(word) != nil:
                // Digits, native ones too ("২ ঘণ্টা", "1 कप"), or a range of them ("10-15 मिनट").
                number = value(digitNumber(word)!, digits: true)
            case _ where isSetAside(tags, at: index):
                clauses.append(("set aside", objects, notes))
                objects = []
                notes = []
            default:
                // "দিন" closing a Bengali or Hindi line right after what is named is "add" ("একটু
                // চিনি দিন", add a little sugar); after another verb it only helps that one
                // ("মাছ উল্টে দিচ্ছি", I flip the fish).
                if !objects.isEmpty,
                    isBengaliAdd(tags, at: index)
                        || (closesClause(tags, at: index) && closesWithAdd(tags, at: index) && closingAddVerbs.contains(word))
                {
                    clauses.append(("add", objects, notes))
                    objects = []
                    notes = []
                }
                number = nil
                rangeFrom = nil
            }
        }
        // "Cook." alone says nothing a cook can use, and is mostly talk ("today she will cook").
        // ("Cook for 10 minutes on low heat." is something.)
        guard !clauses.isEmpty,
            clauses.count > 1 || clauses[0].action != "cook" || !clauses[0].objects.isEmpty || !clauses[0].notes.isEmpty
                || !objects.isEmpty || !notes.isEmpty
        else { return nil }
        // Things named after the last action belong to it ("fry, with the onions"), and so do a
        // time or heat said after it ("ఉడికించాలి పది నిమిషాలు").
        clauses[clauses.count - 1].objects += objects
        clauses[clauses.count - 1].notes += notes
        return clauses
    }
}
