/// Method steps from a spoken transcript in a Latin-script language: the sentences and clauses
/// that describe an action (a cooking verb), with filler ("so", "now we're going to") removed.
///
/// A speech recogniser's punctuation is a guess: YouCook2's transcripts run for sixty words
/// without a full stop ("… sliced, then quickly stir fried in sesame oil, … mixed with salt
/// crushed garlic, and sesame oil, …"). A whole run-on is no step a cook can follow, so a long
/// sentence is cut at its commas and at "then" where the next part opens with an action.
extension TranscriptParser {
    static let fillerPrefixes = [
        // Interjections ("yeah, give it a little bit of heat"); the longer before the shorter.
        "oh my god ", "oh my gosh ", "oh yeah ", "oh ", "my god ", "my gosh ", "yeah ", "yes ", "wow ", "mmm ", "hmm ",
        "so now ", "and then ", "and now ", "so then ", "so ", "and ", "now ", "okay ", "ok ", "alright ", "all right ", "then ", "next ",
        "first ", "um ", "uh ", "well ", "right ", "after that ", "once that's done ", "we're going to ", "we are going to ",
        "we're gonna ",
        "i'm going to ", "i'm gonna ", "you're going to ", "you want to ", "you're gonna ", "we will ", "we'll ", "i will ", "i'll ",
        "let's ", "let us ", "we need to ", "you need to ", "go ahead and ", "just ", "simply ",
        "she's going to ", "he's going to ", "they're going to ", "i want to ", "we want to ", "we have to ", "you have to ",
        "i'm just going to ", "we're just going to ", "what we're going to do is ", "what you want to do is ", "actually ",
        // "so next thing we're going to do is saute…" had left "Thing we're going to do is saute…".
        "the next thing we're going to do is ", "next thing we're going to do is ", "thing we're going to do is ",
        // "first thing you want to do is get the garlic ready" ("first " goes before).
        "the first thing you want to do is ", "the first thing we're going to do is ", "the first thing to do is ",
        "thing you want to do is ", "thing you need to do is ", "thing we need to do is ", "thing i'm going to do is ",
        "thing i'm gonna do is ", "thing we're gonna do is ", "thing to do is ", "thing i do is ", "thing we do is ", "thing you do is ",
        "what we want to do is ", "what i'm going to do is ", "but ", "basically ", "you just ", "we just ",
        "also ", "dear friends ", "it's time to ", "it's time for us to ", "time to ",
        // "start by browning one cup of butter": the step is the "-ing" form's, read as "Brown …".
        "we're going to start by ", "i'm going to start by ", "i like to start by ", "we start by ", "i start by ", "you start by ",
        "start off by ", "start by ", "begin by ",
    ]

    /// A subject before a step's verb ("we cover it with film", "you pack it into a loaf pan"):
    /// dropped only before a verb of `isStepVerb`, since "i like to buy big onions" is no step.
    static let spokenSubjects: Set<String> = ["i", "we", "you"]

    /// Verbs of a spoken step that the shared list (`Vocabulary.cookingVerbs`, which also weighs
    /// whether a description is a recipe) leaves out: said while cooking, rarely in other talk.
    static let spokenStepVerbs: Set<String> = [
        "lay", "laying", "sear", "searing", "seared", "grind", "grinding", "skewer", "cube", "submerge", "smear", "divide", "scoop",
        "crush", "crushing", "shred", "flatten", "sift", "rinse", "wash", "devein", "trim", "assemble", "arrange", "thread", "placing",
        "spreading", "sprinkling", "dropping", "tossing", "flipping", "coating", "dipping", "folding", "covering", "pop", "push",
        "throw", "turn", "take", "pack", "rotate", "slide", "repeat",
    ]

    /// Verbs of a step that are adjectives too ("very close to pancake batter", "lower in
    /// sodium"): a step's verb only as its first word, acting on something ("close the lid",
    /// "lower the heat").
    static let openingStepVerbs: Set<String> = ["close", "lower"]

    /// What an opening verb of `openingStepVerbs` acts on.
    static let openingVerbObjects: Set<String> = ["the", "it", "them", "this", "that", "lid", "heat", "flame", "your", "our", "my"]

    /// The most words a step may have: a longer sentence is a run-on, cut into clauses.
    static let stepWords = 40

    /// A clause of a run-on grows by its parts to about this many words.
    static let clauseWords = 25

    /// The most parts of one run-on that are read.
    static let maxParts = 200

    /// The most steps taken from one transcript: enough for a long recipe's last steps ("put
    /// this in the oven for about twenty minutes", "serve this immediately"), which a cap of 20
    /// cut off in a sixth of YouCook2's videos.
    static let maxSteps = 30

    /// The most steps taken from a caption track: its clauses are shorter than a punctuated
    /// transcript's sentences (median 8 words), so the same recipe gives more of them, and a cap
    /// of 30 cut off a pickle's last step ("Combine it well and let this cook for at least five
    /// minutes").
    static let maxCaptionSteps = 40

    /// Up to `limit` action sentences as steps (`maxCaptionSteps` from a caption track), in
    /// order; in English with "I" capitalised (Italian's "i" is an article).
    static func steps(_ transcript: String, language: String = "en", limit: Int = maxSteps) -> [String] {
        var steps: [String] = []
        let transcriptLines = lines(transcript)
        // A caption track's lines are cuts every few seconds, not sentences (`CaptionTracks`).
        let captions = language == "en" && isCaptionTrack(transcriptLines)
        let units = captions ? spokenClauses(transcriptLines) : transcriptLines
        let limit = captions ? max(limit, maxCaptionSteps) : limit
        for line in units {
            // A line shown on screen as a list entry ("Cilantro, chopped- 1/4 cup"): what goes
            // in at that point, as a step that says so.
            if language == "en", !captions, let added = shownIngredient(line) {
                if steps.last != added { steps.append(added) }
                if steps.count == limit { return steps }
                continue
            }
            for sentence in sentences(line) {
                for clause in clauses(sentence) {
                    guard let action = language == "en" ? actionSentence(clause) : saidStep(clause) else { continue }
                    let cleaned = language == "en" ? withCapitalI(action) : action
                    if let last = steps.last, TextTools.fold(last) == TextTools.fold(cleaned) { continue }
                    steps.append(cleaned)
                    if steps.count == limit { return steps }
                }
            }
        }
        return steps
    }

    /// "Add cilantro, chopped (1/4 cup)." for a transcript line that gives its amount after the
    /// name as a list does ("Cilantro, chopped- 1/4 cup"): the caption of a video that shows
    /// each ingredient as it goes in. Read as a sentence, its "chopped" had made the bare entry a
    /// step. Nil for any other line.
    static func shownIngredient(_ line: String) -> String? {
        guard DescriptionParser.isAmountAfterName(line), let parsed = IngredientParser.parse(line), let quantity = parsed.quantity,
            parsed.item.filter(\.fastIsLetter).count >= 2
        else { return nil }
        // ("Cilantro" mid-sentence is "cilantro"; "KFC" stays.)
        let capitalised = parsed.item.first?.isUppercase == true && parsed.item.dropFirst().first?.isUppercase != true
        let name = capitalised ? parsed.item.prefix(1).lowercased() + parsed.item.dropFirst() : parsed.item
        // The amount as the line writes it ("2 cups", not the card's "2 cup").
        let head = line.prefix { !"-–—:=".contains($0) }
        let written = String(line[head.endIndex...].drop { " -–—:=".contains($0) }).trimmingEdges { $0 == "." || $0.fastIsWhitespace }
        let amount = written.isEmpty ? [quantity, parsed.unit].compactMap { $0 }.joined(separator: " ") : written
        return "Add " + name + (parsed.notes.map { ", " + $0 } ?? "") + " (" + amount + ")."
    }

    /// A step said in French, Spanish, Italian, German or Portuguese: the sentence as said, accents
    /// and all (the English rules read folded text, and gave "on commence par etaler la pate"),
    /// when a cooking verb is among its first ten words ("Ensuite on fait revenir les lardons",
    /// "Aggiungiamo la passata") and it does not open with a greeting ("Bonjour à tous,
    /// aujourd'hui on va faire une quiche").
    static func saidStep(_ sentence: String) -> String? {
        guard sentence.utf8.count <= stepWords * 40 else { return nil }
        let words = TextTools.words(sentence)
        guard words.count >= 3, words.count <= stepWords, let first = words.first, !greetings.contains(first),
            words.prefix(10).contains(where: { isStepVerb($0) || Vocabulary.isCookingVerb($0) })
        else { return nil }
        return TextTools.capitalisedFirst(sentence.trimmingEdges { ",.?!".contains($0) || $0.fastIsWhitespace }) + "."
    }

    /// How European speakers open a video, folded.
    static let greetings: Set<String> = [
        "bonjour", "salut", "coucou", "hola", "buenas", "ciao", "salve", "oi", "ola", "hallo", "servus", "hi", "hello", "hey",
        "всем", "привет", "здравствуйте",
    ]

    static func sentences(_ line: String) -> [String] {
        var result: [String] = []
        var current = ""
        for character in line {
            current.append(character)
            if character == "." || character == "!" || character == "?" {
                result.append(current)
                current = ""
            }
        }
        result.append(current)
        return result.map { $0.trimmed }.filter { TextTools.words($0).count >= 3 }
    }

    /// A sentence of up to `stepWords` words as it is; a longer one cut at its commas and
    /// semicolons, a part joining the clause before it unless it opens with an action ("…
    /// sliced, then quickly stir fried in sesame oil" starts a clause at "then quickly stir
    /// fried") or that clause is already long.
    static func clauses(_ sentence: String) -> [String] {
        // (Over 2,000 bytes a sentence is long whatever its words: they are not all counted.)
        guard sentence.utf8.count > 2_000 || TextTools.words(sentence).count > stepWords else { return [sentence] }
        var clauses: [(text: String, words: Int)] = []
        // A run-on of more parts than any speaker says between two full stops is hostile text:
        // its first parts are read, so that one sentence costs a bounded number of clauses.
        for part in sentence.split(maxSplits: maxParts, whereSeparator: { $0 == "," || $0 == ";" }).prefix(maxParts) {
            let text = part.trimmed
            let count = TextTools.words(text).count
            guard count > 0 else { continue }
            if let last = clauses.last, last.words < clauseWords, !opensWithAction(text) {
                clauses[clauses.count - 1] = (last.text + ", " + text, last.words + count)
            } else {
                clauses.append((text, count))
            }
        }
        return clauses.map(\.text)
    }

    /// Whether a clause, its filler removed, names an action in its first three words.
    static func opensWithAction(_ clause: String) -> Bool {
        // Its opening only: filler is removed word by word, and a part with no comma can be long.
        TextTools.words(withoutFiller(normalisedSpeech(String(clause.prefix(400))))).prefix(3).contains(where: isStepVerb)
    }

    /// The most words a clause may have for its filler and talk to be read: three steps' worth.
    /// Removing filler and finding a step after talk each take time growing with the square of
    /// the words, and a recogniser's run-on with no comma ("so so so …", a hostile caption track)
    /// has no end; no step comes from one anyway (`stepWords`).
    static let readableWords = 3 * stepWords

    static func isStepVerb(_ word: String) -> Bool {
        Vocabulary.cookingVerbs.contains(word) || spokenStepVerbs.contains(word) || Vocabulary.isSpokenPluralCookingVerb(word)
    }

    /// Folded, with the recogniser's detached contractions ("we 're") and punctuation put back.
    static func normalisedSpeech(_ sentence: String) -> String {
        var text = TextTools.fold(sentence)
        for contraction in ["'re", "'s", "n't", "'m", "'ve", "'ll", "'d"] { text = text.replacingAll(" " + contraction, with: contraction) }
        return text.replacingAll(" ,", with: ",").replacingAll(" .", with: ".")
    }

    /// The text without the spoken openings of `fillerPrefixes`, however many are stacked.
    static func withoutFiller(_ folded: String) -> String {
        var text = folded
        var changed = true
        while changed {
            changed = false
            for filler in fillerPrefixes {
                // "first, we're going to …" and "first we're going to …" alike.
                let bare = filler.trimmed
                guard text.hasPrefix(bare) else { continue }
                let rest = text.dropFirst(bare.count)
                guard rest.isEmpty || rest.first == " " || rest.first == "," else { continue }
                text = String(rest).trimmingEdges { $0 == "," || $0.fastIsWhitespace }
                // "the first thing we're going to do is to add…": the infinitive's "to" too
                // (only there: a sentence that opens with "to" says what for).
                if bare.hasSuffix("do is"), text.hasPrefix("to ") { text = String(text.dropFirst(3)) }
                changed = true
            }
            if let space = text.firstIndex(of: " "), spokenSubjects.contains(String(text[..<space])) {
                let rest = text[text.index(after: space)...]
                if let verb = TextTools.words(rest.prefix(20)).first, isStepVerb(verb) {
                    text = String(rest)
                    changed = true
                }
            }
            if let intent = speakerIntent(text), intent != text {
                text = intent
                changed = true
            }
        }
        return text
    }

    /// The sentence as an imperative step, or nil when it describes no cooking action.
    static func actionSentence(_ sentence: String) -> String? {
        guard sentence.utf8.count <= readableWords * 40, TextTools.words(sentence).count <= readableWords else { return nil }
        var text = withoutFiller(normalisedSpeech(sentence))
        // A recogniser's caption line cuts sentences anywhere: "what we're going to do | is take
        // our peanut butter", "here we | go we're going to put in…". The line's opening is the
        // end of the one before; what follows it may be the step. (Read once, not inside the
        // filler loop: a text of stacked openings would be read again at every one.)
        if let continued = afterCaptionBreak(text) { text = continued }
        guard !isChannelTalk(text) else { return nil }
        // "(i'll) be grinding these separately", the speaker's intent said in the progressive: the
        // step is what follows. ("Be back with more recipes" is talk, `talkPairs`; "be careful
        // and cut straight down" stays as said.)
        if text.hasPrefix("be "), let next = TextTools.words(text.dropFirst(3).prefix(40)).first, next.hasSuffix("ing") {
            text = String(text.dropFirst(3))
        }
        // "adding one teaspoon fenugreek seeds", said as the cook does it: the step is "add …"
        // (not where the "-ing" form is the subject: "cooking this takes time").
        if let space = text.firstIndex(of: " "), let base = progressiveBases[String(text[..<space])] {
            let after = TextTools.words(text[space...].prefix(60)).prefix(5)
            // "cooking so let's get started", "cooking such a joy": no step follows.
            if let second = after.first, !ingNouns.contains(text[..<space] + " " + second),
                !["so", "such", "and", "or", "but", "too"].contains(second),
                !after.contains(where: gerundSubjectVerbs.contains)
            {
                text = base + text[space...]
            }
        }
        // "if you like, you can also garnish with green onions": a step the cook may skip, said
        // as one ("Garnish with green onions, if you like.").
        let optional = optionalStep(text)
        if let optional { text = optional }
        if opensWithTalk(text) {
            guard let step = stepAfterTalk(text) else { return nil }
            text = step
        }
        text = withoutTalkTail(text)
        let words = TextTools.words(text)
        guard words.count >= 3, words.count <= stepWords else { return nil }
        guard hasStepVerb(words.prefix(10)) || hasLateStepVerb(words.prefix(stepWords / 2), sentenceEnd: words.count) else {
            return nil
        }
        // A recogniser's "?" and "!" are guesses at the speaker's tone: a step ends with a full stop.
        let trimmed = text.trimmingEdges { ",.?!".contains($0) || $0.fastIsWhitespace }
        return TextTools.capitalisedFirst(trimmed) + (optional == nil ? "." : ", if you like.")
    }

    /// Verbs after an "-ing" form that make it the subject of a sentence, not a step ("peeling
    /// what you've got is a long strip").
    static let gerundSubjectVerbs: Set<String> = ["is", "was", "takes", "took", "will", "makes", "can", "gives", "helps", "should"]

    /// Things an "-ing" form names with the noun after it: "baking powder", "frying pan",
    /// "boiling water" (but "adding water" is a step).
    static let ingNouns: Set<String> = [
        "baking powder", "baking soda", "baking sheet", "baking dish", "baking tray", "baking paper", "baking pan", "baking tin",
        "frying pan", "frying oil", "cooking oil", "cooking spray", "cooking time", "cooking liquid", "cooking water", "boiling water",
        "mixing bowl", "whipping cream", "serving dish", "serving bowl", "serving plate", "cutting board", "chopping board",
        "measuring cup", "measuring spoon", "rolling pin", "roasting pan", "roasting tin", "dipping sauce", "cooling rack",
        "frying process", "cooking process", "cooking method",
    ]

    /// Whether words name a step's verb (or its pan or pot), but not "cooking" in "great for
    /// cooking" or "the frying".
    static func hasStepVerb(_ words: ArraySlice<String>) -> Bool {
        if let first = words.first, openingStepVerbs.contains(first), words.dropFirst().first.map(openingVerbObjects.contains) == true {
            return true
        }
        return words.indices.contains { index in
            let word = words[index]
            guard isStepVerb(word) else { return false }
            guard word.hasSuffix("ing"), index > words.startIndex else { return true }
            return !nounMarkers.contains(words[index - 1])
        }
    }

    /// A step's verb further into a sentence ("next take soft tofu, or in our case silken tofu,
    /// and cut it up into small cubes"; "we're going to start with some clean calamari, and
    /// we're going to marinate it…") counts where it is plainly a verb: right after "and",
    /// "then", "to" or a speaker, not negated ("I'm not going to add…"), and with something
    /// after it to act on ("… inspire you to get in the kitchen and cook" acts on nothing).
    /// "… something without brown and then bass heavy" (a recogniser hearing a song) has none.
    static func hasLateStepVerb(_ words: ArraySlice<String>, sentenceEnd: Int) -> Bool {
        words.indices.dropFirst().contains { index in
            isStepVerb(words[index]) && !words[index].hasSuffix("ing") && verbMarkers.contains(words[index - 1])
                && index + 2 < sentenceEnd && !words[max(words.startIndex, index - 4)..<index].contains(where: negations.contains)
        }
    }

    /// Before a step verb, words that make it no step: a negation ("we don't stir it") or
    /// "whether".
    static let negations: Set<String> = englishNegationWords.union(["whether"])

    /// English negations as written, contractions joined again (`normalisedSpeech`); the
    /// ingredient rules read them folded (`englishNegations`).
    static let englishNegationWords: Set<String> = [
        "not", "never", "don't", "didn't", "doesn't", "won't", "can't", "cannot", "shouldn't", "wouldn't", "mustn't", "isn't",
        "aren't",
    ]

    static let verbMarkers: Set<String> = [
        "and", "then", "to", "we", "you", "i", "gonna", "just", "now", "please", "we'll", "i'll", "you'll", "let's", "will", "can",
        "should", "must", "also", "first", "next", "finally", "gently", "quickly", "slowly", "simply", "carefully", "lightly",
    ]

    /// Words after which an "-ing" form is a noun ("great for cooking", "the frying").
    static let nounMarkers: Set<String> = ["for", "of", "the", "about", "in", "at"]

    /// "i" and its contractions capitalised again, as folding (and many recognisers) leave them
    /// lower case: "cook until i see bubbles" → "cook until I see bubbles".
    static func withCapitalI(_ text: String) -> String {
        guard text.hasPrefix("i ") || text.hasPrefix("i'") || text.contains(" i ") || text.contains(" i'") || text.hasSuffix(" i")
        else { return text }
        return text.split(separator: " ", omittingEmptySubsequences: false).map { word in
            word == "i" || word == "i," || (word.hasPrefix("i'") && word.count <= 4) ? "I" + word.dropFirst() : word
        }.joined(separator: " ")
    }
}
