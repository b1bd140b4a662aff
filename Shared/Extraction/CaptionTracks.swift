/// Sentences again from a caption track. Automatic captions (YouTube's, most short videos')
/// are cut every two or three seconds into lines of a few words with no punctuation at all:
/// "let the oil turn hot and then let's add" / "one teaspoon mustard seeds so let the" /
/// "mustard seeds splutter so if the oil is". Read line by line, each step was a fragment
/// ("Turn these cucumbers into.", "Of chopped cucumber."). The lines are joined and cut again
/// where speech starts a new clause: "so", "and then", "let's", "next", "after", "once"…
extension TranscriptParser {
    /// Whether the lines are a caption track: enough of them, hardly any ending a sentence or
    /// opening one with a capital (a recipe shown as captions, "Place a pan over medium heat",
    /// has its lines as its steps), and short.
    static func isCaptionTrack(_ lines: [String]) -> Bool {
        guard lines.count >= 8 else { return false }
        let ended = lines.filter { line in line.last.map { ".!?".contains($0) } ?? false }.count
        let capitalised = lines.filter { line in line.first(where: \.isLetter)?.isUppercase == true }.count
        let lengths = lines.map { $0.split(separator: " ").count }.sorted()
        return ended * 10 < lines.count && capitalised * 5 < lines.count && lengths[lengths.count / 2] <= 12
    }

    /// Words that open a new clause in unpunctuated English speech.
    static let clauseOpeners: Set<String> = [
        "let's", "let", "then", "next", "now", "okay", "ok", "alright", "finally", "immediately", "after", "once", "meanwhile", "later",
    ]

    /// Words before which an opener is inside a phrase: "right now", "at once", "just after",
    /// "don't let", "and then" (cut before "and" instead).
    static let openerInsideAfter: Set<String> = [
        "and", "right", "just", "so", "for", "until", "till", "from", "by", "up", "at", "since", "even", "or", "but", "soon", "only",
        "don't", "to", "not", "never", "will", "can", "should", "must", "please", "i", "we", "you", "i'll", "we'll",
    ]

    /// Words before which an "-ing" form is not a clause's opening: "keep stirring", "i am
    /// adding", "skip adding", "for frying".
    static let progressiveInsideAfter: Set<String> = [
        "am", "are", "is", "was", "were", "be", "been", "keep", "keeps", "start", "starts", "stop", "skip", "avoid", "after", "before",
        "while", "for", "of", "the", "without", "by", "when", "about", "finish", "and", "or", "not", "also", "just", "then", "happy",
    ]

    /// A speaker saying what they do next: "… into this | i'm going to add the garlic".
    static let speakerOpeners: Set<String> = ["i'm", "we're", "i'll", "we'll", "i've", "we've"]

    /// Words that open a clause with a place: "into a bowl i'm adding…", "to the cucumber i'm…".
    static let prepositions: Set<String> = ["into", "in", "to", "on", "onto", "for", "with", "from", "inside", "over"]

    /// Verbs a cook says only as steps, never as nouns ("a good mix", "medium heat" are not):
    /// after a noun, the next clause.
    static let imperativeOpeners: Set<String> = [
        "add", "pour", "remove", "strain", "transfer", "sprinkle", "squeeze", "grind", "garnish", "saute", "combine",
    ]

    /// Words before which such a verb is inside its clause: a helper, a subject, "to", "and".
    static let imperativeInsideAfter: Set<String> = [
        "to", "and", "or", "then", "just", "also", "simply", "gently", "slowly", "now", "will", "can", "could", "would", "should",
        "i", "we", "you", "they", "let's", "don't", "not", "please", "gonna", "going", "want", "need", "i'll", "we'll", "you'll",
        "first", "next", "finally", "immediately", "a", "the", "quick", "good", "final", "another", "one", "this", "i'm", "we're",
    ]

    /// Verbs a cook says as steps that are nouns too ("the lid", "a good mix", "medium heat",
    /// "pressure cook"): after a noun they open the next clause only when what they act on
    /// follows ("… for five minutes knead the dough …", "… beautiful serve with rice"), and only
    /// those a step is read from (`isStepVerb`): "keep it covered", cut off alone, would be
    /// dropped as no step, where it stays in the step before. So is a clause that is no step
    /// before the verb (`isStepSoFar`).
    static let objectVerbs: Set<String> = [
        "place", "put", "cook", "cover", "mix", "heat", "knead", "close", "serve", "season", "rotate", "divide", "repeat", "slide",
        "select", "lower", "beat", "seal", "stir", "fry", "boil", "chop", "cut", "slice", "whisk", "blend", "bake", "roast", "spread",
        "roll", "press", "fill", "drain", "rinse", "wash", "peel", "soak", "bring", "simmer", "keep", "turn", "take", "open", "mash",
        "toss", "flip", "fold", "dip", "coat", "grate", "crush", "mince", "dice", "shape", "flatten", "arrange", "melt", "preheat",
    ]

    /// What such a verb acts on, as its next word: a determiner, a pronoun or an amount.
    static let objectOpenings: Set<String> = [
        "the", "a", "an", "it", "them", "this", "that", "these", "those", "some", "all", "everything", "one", "two", "three", "half",
        "your", "our", "my", "each", "both",
    ]

    /// Words before which such a verb is inside a phrase, beside `imperativeInsideAfter`: a
    /// describing word ("medium heat", "pressure cook", "stir fry"), a place, a possessive, a form
    /// of "be" ("your turn", "in place", "is cut").
    static let objectVerbInsideAfter: Set<String> = imperativeInsideAfter.union(prepositions).union([
        "medium", "low", "high", "pressure", "slow", "deep", "stir", "steam", "shallow", "air", "pan", "nice", "little", "gentle", "your",
        "our", "my", "their", "his", "her", "its", "is", "are", "was", "were", "be", "been", "it's", "that's", "of", "at", "by",
        "from", "off", "up", "an", "some", "any", "each", "every", "no", "as", "if", "when", "until", "till", "while", "must",
        "may", "might", "let", "make", "help", "helps", "did", "do", "does", "you've", "i've", "we've", "they'll", "it'll",
    ])

    /// After "and", the words that make it open a clause: "… turn hot and then let's add …".
    static let clauseAfterAnd: Set<String> = ["then", "next", "now", "let's", "also", "after", "once", "finally", "immediately"]

    /// Words after which "so" is not a clause's opening: "like so", "just so", "not so".
    static let soInsideAfter: Set<String> = ["like", "just", "or", "not", "is", "are", "was", "it's", "look", "looks", "and", "and,"]

    /// Words after "so" that make it a degree, not an opening: "so much", "so good", "so that".
    static let soDegree: Set<String> = [
        "that", "much", "many", "good", "far", "easy", "nice", "soft", "tasty", "delicious", "simple", "quick", "quickly", "well",
        "long", "yummy", "crispy", "important", "little", "very", "hot", "thick", "thin", "tender", "fluffy", "juicy", "amazing",
    ]

    /// The most words one clause is given when speech names no opening for a long while: it is
    /// cut at the next line start after that.
    static let captionClauseWords = 30

    /// Whether a clause so far is a step on its own, as the step reader reads it: "make the
    /// tempering coconut oil mustard seeds shallots | fry it" is none before "fry" (so "it" is
    /// what was listed, and the clause is not cut there). A clause longer than the reader reads
    /// (`readableWords`) is none: it is cut only at a line start, so a hostile line that never
    /// ends costs one count per verb, not a reading of all its words.
    static func isStepSoFar(_ clause: [Substring]) -> Bool {
        clause.count <= readableWords && actionSentence(clause.joined(separator: " ")) != nil
    }

    /// The lines joined and cut again at the clause openings of speech (`isCaptionTrack`).
    static func spokenClauses(_ lines: [String]) -> [String] {
        // Every word with its folded form and whether a line starts at it: an opening is read
        // across the lines' cuts ("… and" / "then let's add …").
        let words = lines.flatMap { line in
            line.split(separator: " ", omittingEmptySubsequences: true).enumerated().map { index, word in
                (word: word, folded: TextTools.fold(String(word)), lineStart: index == 0)
            }
        }
        var clauses: [String] = []
        var current: [Substring] = []
        for index in words.indices {
            let word = words[index]
            let previous = index > 0 ? words[index - 1].folded : ""
            let next = index + 1 < words.count ? words[index + 1].folded : ""
            let opens: Bool
            switch word.folded {
            case "so": opens = !soInsideAfter.contains(previous) && !soDegree.contains(next)
            case "and": opens = clauseAfterAnd.contains(next)
            default:
                // "… golden in color adding a few curry leaves": an "-ing" form of a step's verb
                // opens the clause the speaker is doing, unless a helper or a preposition holds it;
                // so does the speaker's intent ("… into this i'm going to add") and a verb that is
                // only ever a step's ("… the water strain the tamarind juice").
                // ("into a bowl | i'm adding rice" is one clause: a place opens it.)
                func placeOpens() -> Bool {
                    let opening = current.prefix(4).lazy.map { TextTools.fold(String($0)) }
                        .first { !["so", "and", "now", "then", "next"].contains($0) }
                    return opening.map(prepositions.contains) ?? false
                }
                opens =
                    clauseOpeners.contains(word.folded) && !openerInsideAfter.contains(previous)
                    || speakerOpeners.contains(word.folded) && !openerInsideAfter.contains(previous) && !placeOpens()
                    || imperativeOpeners.contains(word.folded) && !imperativeInsideAfter.contains(previous)
                    || objectVerbs.contains(word.folded) && (isStepVerb(word.folded) || openingStepVerbs.contains(word.folded))
                        && !objectVerbInsideAfter.contains(previous)
                        && (objectOpenings.contains(next) || next == "with" && ["serve", "season"].contains(word.folded))
                        && isStepSoFar(current)
                    || progressiveBases[word.folded] != nil && !progressiveInsideAfter.contains(previous)
                        && !previous.hasSuffix("'m") && !previous.hasSuffix("'re")
            }
            if current.count >= 3 && opens || current.count >= captionClauseWords && word.lineStart {
                clauses.append(current.joined(separator: " "))
                current.removeAll()
            }
            current.append(word.word)
        }
        if !current.isEmpty { clauses.append(current.joined(separator: " ")) }
        return clauses
    }
}
