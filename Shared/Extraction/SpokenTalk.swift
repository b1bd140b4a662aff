/// Telling a spoken step from the talk around it. A cook on camera says what they do ("I'm just
/// gonna add in some onions") between what they think of it ("iron is great for cooking"), what
/// they did ("I was chatting to Steve from Stage Cooking") and what the channel wants ("click on
/// the link"). A recogniser's transcript has every one of these, so a verb somewhere in the first
/// ten words is not enough to make a step: talk took most of a video's twenty steps, and the
/// steps said after it were never reached.
///
/// Three readings, all on folded text with the filler removed:
/// - the speaker's intent is said as the step it is: a subject and its helpers ("i'm just
///   gonna", "we are going to go ahead and") before a verb of the step, an "-ing" form read as
///   the verb ("i'm roughly chopping here" → "roughly chop here");
/// - a clause that opens as talk ("it's", "this is", "today", "i think") is no step, unless a
///   later part of it opens with a step's verb ("my balls are ready and i will start rolling them");
/// - a step's closing remark ("…, you'll notice that our knife is pretty long") goes.
extension TranscriptParser {
    /// The words a spoken step opens with when the speaker says what they are doing: a subject…
    static let speakerSubjects: Set<String> = [
        "i", "we", "you", "i'm", "we're", "you're", "i'll", "we'll", "you'll", "let's",
    ]

    /// …and the helpers that may come between it and the verb, at most `maxHelpers` of them.
    static let speakerHelpers: Set<String> = [
        "am", "are", "will", "going", "to", "gonna", "gotta", "got", "need", "want", "have", "just", "now", "also", "then", "first",
        "go", "ahead", "and", "start", "be", "actually", "simply", "me", "us", "again", "next", "quickly",
    ]

    static let maxHelpers = 6

    /// Words that make "you can …" an option rather than a step ("you can add more vegetables as
    /// per taste", "… if you have", "you can also add").
    static let optionWords: Set<String> = ["if", "also", "instead", "more", "whatever", "optional", "prefer", "choice", "or", "per"]

    /// Openings of talk: what the speaker thinks, did, or sees, not what the cook does.
    static let talkOpenings: Set<String> = [
        "it's", "it", "its", "this", "that", "that's", "these", "those", "they", "they're", "everything", "because", "today",
        "thanks", "thank", "welcome", "there's", "i've", "we've", "i'd", "was", "were", "hello", "hi", "hey", "guys", "goodbye",
        "bye", "is", "are", "how", "why", "people", "someone", "somebody",
    ]

    /// Two-word openings of talk.
    static let talkPairs: Set<String> = [
        "some people", "most people", "a lot", "i was", "we were", "i had", "we had", "i like", "i love", "we love", "i think", "i mean",
        "you know", "i don't", "we don't",
        "you don't", "if you", "or you", "you can", "i can", "i know", "i hope", "i used", "you could", "i guess", "look at",
        "take a", "takes a", "take care", "if we", "if i", "be back",
    ]

    /// Words of a channel's own talk: a clause that has one is no step.
    static let channelWords: Set<String> = [
        "youtube", "subscribe", "subscribed", "channel", "video", "videos", "comment", "comments", "link", "instagram", "facebook",
        "sponsor", "sponsored", "episode", "com", "www", "bye", "goodbye",
    ]

    /// Words that are in the verb lists for weighing a description (a pan, the oven) but say
    /// nothing about a clause being a step.
    static let stepNouns: Set<String> = ["pan", "oven", "bowl", "pot", "skillet"]

    /// Base English verbs a step may open with, and the "-ing" form of each mapped back to it
    /// ("chopping" → "chop", "slicing" → "slice"): from the shared verb list and the spoken one.
    static let progressiveBases: [String: String] = {
        var bases: [String: String] = [:]
        for verb in Vocabulary.cookingVerbs.union(spokenStepVerbs)
        where !verb.hasSuffix("ing") && !verb.hasSuffix("ed") && !stepNouns.contains(verb) && verb.allSatisfy(\.isASCII) {
            bases[verb + "ing"] = verb
            if verb.hasSuffix("e") && !verb.hasSuffix("ee") { bases[String(verb.dropLast()) + "ing"] = verb }
            if let last = verb.last, !"aeiouwxy".contains(last) { bases[verb + String(last) + "ing"] = verb }
        }
        return bases
    }()

    /// Whether a word is a verb a step may open with (a base form, never a noun like "pan").
    static func isBaseStepVerb(_ word: String) -> Bool {
        isStepVerb(word) && !stepNouns.contains(word) && !word.hasSuffix("ing") && !word.hasSuffix("ed")
    }

    /// "i'm just gonna add in some onions" → "add in some onions"; "we're cutting these" → "cut
    /// these"; "i am roughly chopping here" → "roughly chop here". Nil when the text does not
    /// open with a subject, its helpers and a verb of a step.
    static func speakerIntent(_ text: String) -> String? {
        let tokens = text.split(separator: " ", omittingEmptySubsequences: true).prefix(maxHelpers + 3).map(String.init)
        guard let first = tokens.first, speakerSubjects.contains(first) else { return nil }
        var index = 1
        var adverbs: [String] = []
        while index < tokens.count, index <= maxHelpers {
            let word = tokens[index].trimmingEdges { $0 == "," }
            if isBaseStepVerb(word) || progressiveBases[word] != nil {
                let verb = progressiveBases[word] ?? word
                let rest = text.split(separator: " ", omittingEmptySubsequences: true).dropFirst(index + 1).joined(separator: " ")
                // "You can add some salt to season" is a step, "you can add more if you like" an
                // option: it stays talk. (Up to a comma: a remark after one is the tail's.)
                let said = rest.prefix { $0 != "," }
                if tokens[1..<index].contains("can"), TextTools.words(said).contains(where: optionWords.contains) { return nil }
                return (adverbs + [verb, rest]).filter { !$0.isEmpty }.joined(separator: " ")
            }
            if word.hasSuffix("ly") && word.count > 4 {
                adverbs.append(word)
            } else if !speakerHelpers.contains(word) && word != "can" {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// Whether a clause opens as talk rather than as something the cook does.
    static func opensWithTalk(_ text: String) -> Bool {
        let words = TextTools.words(text.prefix(60))
        guard let first = words.first else { return false }
        if talkOpenings.contains(first) { return true }
        return words.count > 1 && talkPairs.contains(first + " " + words[1])
    }

    /// The part of a clause that opens as talk where a step begins: after a comma, "and",
    /// "then", "now" or "so", a part whose first word (its speaker's intent read) is a step's verb.
    static func stepAfterTalk(_ text: String) -> String? {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        for index in words.indices.dropFirst() {
            let previous = words[index - 1]
            guard previous.hasSuffix(",") || ["and", "then", "now", "so"].contains(previous) else { continue }
            let rest = withoutFiller(words[index...].joined(separator: " "))
            let read = speakerIntent(rest) ?? rest
            if let verb = TextTools.words(read.prefix(30)).first, isBaseStepVerb(verb), TextTools.words(read).count >= 3 {
                return read
            }
        }
        return nil
    }

    /// The end of the caption line before that opens this one: the copula of "what we're going to
    /// do | is …" or "the next thing | is …", the "go" of "here we | go". Nil unless a step's
    /// verb follows it (read through filler and the speaker's intent); "is a dry, wet, dry
    /// process" is the rest of a sentence about the method, and stays talk (`talkOpenings`).
    static func afterCaptionBreak(_ text: String) -> String? {
        for opening in captionBreakOpenings where text.hasPrefix(opening) {
            let rest = withoutFiller(String(text.dropFirst(opening.count)))
            if let verb = TextTools.words(rest.prefix(30)).first, isBaseStepVerb(verb) { return rest }
        }
        return nil
    }

    static let captionBreakOpenings = ["is ", "do is ", "does is ", "we go ", "you go ", "go "]

    /// The openings of an optional step ("if you want you can add turmeric").
    static let optionOpenings = ["if you like", "if you want", "if you prefer", "if you wish", "if you'd like"]

    /// An optional step without its condition ("if you want to, you can add turmeric" → "add
    /// turmeric"), or nil when the condition is followed by no step's verb ("if you want to save
    /// some time", "if you like eating").
    static func optionalStep(_ text: String) -> String? {
        guard let opening = optionOpenings.first(where: { text.hasPrefix($0 + " ") || text.hasPrefix($0 + ",") }) else { return nil }
        var words = text.dropFirst(opening.count).split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        if words.first == "to" || words.first == "to," { words.removeFirst() }
        while let first = words.first?.trimmingEdges({ $0 == "," }), ["you", "can", "could", "just", "also", "simply"].contains(first) {
            words.removeFirst()
        }
        guard let verb = words.first, isBaseStepVerb(verb), words.count >= 3 else { return nil }
        return words.joined(separator: " ")
    }

    /// Whether the clause is the channel talking about itself.
    static func isChannelTalk(_ text: String) -> Bool {
        TextTools.words(text).contains { channelWords.contains($0) }
    }

    /// Openings of a step's closing remark, beyond those of talk.
    static let remarkOpenings: Set<String> = ["really", "which", "ok", "okay", "alright", "so", "you'll", "perfect", "nice", "look"]

    /// The step without its closing remarks: trailing comma parts that open as talk or remark
    /// and name no step verb ("add the rice, so this is the fun part" → "add the rice").
    /// A step of fewer than three words is none, so a cut that would leave one is not made.
    static func withoutTalkTail(_ text: String) -> String {
        var parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmed }
        while parts.count > 1, let last = parts.last {
            let words = TextTools.words(last)
            let remark = opensWithTalk(last) || words.first.map { remarkOpenings.contains($0) } == true
            guard remark, !words.contains(where: isBaseStepVerb) else { break }
            parts.removeLast()
        }
        var cut = parts.joined(separator: ", ")
        // "… roll the rice and really, there's not much to these" leaves "… and really"; a
        // recogniser's caption line ends where it likes ("… on the top just a sprinkle, and.",
        // "cut these rolls like."), so the full stop is no sign that the step is whole.
        func withoutEnd(_ text: String) -> String { text.trimmingEdges { ",.?!;:".contains($0) || $0.fastIsWhitespace } }
        cut = withoutEnd(cut)
        while let space = cut.lastIndex(of: " ") {
            let last = String(cut[cut.index(after: space)...])
            let before = cut[..<space].split(separator: " ").last.map { String($0).trimmingEdges { $0 == "," } } ?? ""
            guard danglingWords.contains(last), danglingUnlessAfter[last]?.contains(before) != true else { break }
            cut = withoutEnd(String(cut[..<space]))
        }
        return TextTools.words(cut).count >= 3 ? cut : text
    }

    /// Words a cut clause does not end with.
    static let danglingWords: Set<String> = [
        "and", "or", "but", "so", "then", "now", "really", "because", "which", "the", "a", "an", "like", "your", "my", "our",
    ]

    /// The words before which a dangling word ends a phrase instead: "like so", "right now",
    /// "what we want it to look like".
    static let danglingUnlessAfter: [String: Set<String>] = [
        "so": ["like", "just"], "now": ["right", "just", "for"],
        "like": ["look", "looks", "looked", "feel", "feels", "taste", "tastes", "smell", "smells", "would", "you", "i", "we", "they"],
    ]
}
