/// The dish an English transcript names when the cook introduces it ("today we're going to be
/// making shrimp tempura", "this is how we make a simple sausage and mash"), for a video that has
/// no title of its own: a video from the camera roll, a record without metadata.
///
/// Read only in the opening of the transcript, where the dish is introduced; later a "make" is a
/// step ("going to make a paste"). An introduction is an intent ("how to", "going to", "we're",
/// "let's", "will be" …) followed by make, cook, prepare or bake, or "recipe for". What follows,
/// without its article and praise ("a delicious, authentic …"), runs to the end of the clause or
/// to a word no dish name holds ("garlic mashed potatoes comes from" → garlic mashed potatoes).
/// A pronoun or a word that names no dish ("how to make it", "make one of the recipes", "make
/// sure") is not an introduction, and the search goes on; so is a dish from another video ("I
/// showed you how to make pub style sliders").
enum TranscriptTitle {
    /// Characters read from the start of the transcript (its time stamps count).
    static let openingCharacters = 1_500
    /// Words of a dish name at most ("southern baked macaroni and cheese").
    static let maximumWords = 6

    struct Token {
        var word: String
        /// Punctuation follows: a clause ends here.
        var endsClause: Bool
    }

    static func dish(in transcript: String) -> String? {
        foldedDish(in: transcript).map { withAccents($0, transcript: transcript) }
    }

    /// The dish as found, folded ("mercimek corbası", "trứng chien ca chua").
    static func foldedDish(in transcript: String) -> String? {
        let opening = opening(of: transcript)
        if opening.unicodeScalars.contains(where: {
            $0.properties.isIdeographic || (0xAC00...0xD7AF).contains($0.value) || (0x0E00...0x0E7F).contains($0.value)
        }),
            let dish = spacelessDish(in: opening)
        {
            return dish
        }
        let tokens = tokens(opening)
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            if let start = dishStart(after: index, in: tokens), let words = dishWords(from: start, in: tokens) {
                return TextTools.capitalisedFirst(words.joined(separator: " "))
            }
            if index < presentationWindow, let words = presentedDish(at: index, in: tokens) {
                return TextTools.capitalisedFirst(words.joined(separator: " "))
            }
        }
        return europeanDish(in: tokens)
    }

    /// The dish's words as the transcript spells them ("Mercimek çorbası", "Trứng chiên cà
    /// chua"): the folded words found among the opening's, read again from the opening as said.
    /// Unchanged when the two readings do not line up word for word.
    static func withAccents(_ dish: String, transcript: String) -> String {
        let wanted = dish.lowercased().split(separator: " ").map(String.init)
        let folded = tokens(opening(of: transcript)).map(\.word)
        let said = tokens(opening(of: transcript, folding: false).lowercased()).map(\.word)
        guard !wanted.isEmpty, folded.count == said.count, folded.count >= wanted.count else { return dish }
        for start in 0...(folded.count - wanted.count) where folded[start..<(start + wanted.count)].elementsEqual(wanted) {
            let words = said[start..<(start + wanted.count)]
            guard zip(words, wanted).allSatisfy({ TextTools.fold($0) == $1 }) else { return dish }
            return TextTools.capitalisedFirst(words.joined(separator: " "))
        }
        return dish
    }

    /// The transcript's opening: time stamps ("[00:05.200]") and line breaks removed (a caption
    /// line ends anywhere in a sentence), folded, curly apostrophes straight.
    static func opening(of transcript: String, folding: Bool = true) -> String {
        var text = ""
        var inStamp = false
        for character in transcript.prefix(openingCharacters) {
            if character == "[" {
                inStamp = true
            } else if character == "]" {
                inStamp = false
                text.append(" ")
            } else if !inStamp {
                text.append(character.isNewline ? " " : character == "’" ? "'" : character)
            }
        }
        return folding ? TextTools.fold(text) : text
    }

    /// Words (letters, digits, inner apostrophes and hyphens), each marked when punctuation
    /// follows it. Speech recognisers write "we 're", "does n't": glued to the word before.
    static func tokens(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var word = ""
        func finish() {
            defer { word = "" }
            let trimmed = word.trimmingEdges { $0 == "-" }
            guard !trimmed.isEmpty, trimmed != "'" else { return }
            if let last = tokens.last, !last.endsClause, trimmed.hasPrefix("'") || trimmed == "n't" {
                tokens[tokens.count - 1].word += trimmed
            } else {
                tokens.append(Token(word: trimmed, endsClause: false))
            }
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "'" || character == "-" {
                word.append(character)
            } else {
                finish()
                if !character.isWhitespace, !tokens.isEmpty { tokens[tokens.count - 1].endsClause = true }
            }
        }
        finish()
        return tokens
    }

    /// Where a dish name would start when the verb (or "for" of "recipe for") is at `index`.
    static func dishStart(after index: Int, in tokens: [Token]) -> Int? {
        let verb = tokens[index].word
        let before = index > 0 && !tokens[index - 1].endsClause ? tokens[index - 1].word : nil
        let twoBefore = index > 1 && !tokens[index - 2].endsClause ? tokens[index - 2].word : nil
        if ["for", "of"].contains(verb), before == "recipe" { return index + 1 }
        guard introductionVerbs.contains(verb), let before else { return nil }
        let introduced = intentWords.contains(before) || twoBefore.map { intentPairs.contains([$0, before]) } == true
        guard introduced, !tokens[index].endsClause else { return nil }
        // "I showed you how to make …", "in my last video we made …": another video's dish.
        let earlier = tokens[max(0, index - 5)..<index].map(\.word)
        if earlier.contains(where: otherVideoWords.contains) { return nil }
        // "whip up", "bake up some falafel".
        return tokens.indices.contains(index + 1) && tokens[index + 1].word == "up" ? index + 2 : index + 1
    }

    /// Words from the start within which a dish may be presented rather than made: "these are
    /// my famous brown butter cookies" opens a video; later "this is the rice" is a step's.
    static let presentationWindow = 40

    /// "This is the easiest pasta you will ever make", "these are my famous brown butter
    /// cookies", "here's my grandma's lasagna": the dish presented, up to its last dish word, or
    /// nil when the words name no dish ("this is a really good question", "this is so good").
    static func presentedDish(at index: Int, in tokens: [Token]) -> [String]? {
        guard index + 1 < tokens.count, !tokens[index].endsClause else { return nil }
        let pair = [tokens[index].word, tokens[index + 1].word]
        var start: Int
        if pair == ["this", "is"] || pair == ["these", "are"] || pair == ["here", "is"] || pair == ["here", "are"] {
            start = index + 2
        } else if tokens[index].word == "here's" {
            start = index + 1
        } else {
            return nil
        }
        // Praise in the superlative ("the easiest", "the creamiest"); "this is called …".
        while start < tokens.count,
            openers.contains(tokens[start].word) || isSuperlative(tokens[start].word) || tokens[start].word == "called"
        {
            start += 1
        }
        // A meal is no dish: "this is a breakfast speciality" names none.
        guard let words = dishWords(from: start, in: tokens),
            let last = words.lastIndex(where: { Vocabulary.dishWords.contains($0) && !mealWords.contains($0) })
        else {
            return nil
        }
        return Array(words[...last])
    }

    static let mealWords: Set<String> = ["breakfast", "dinner", "lunch", "snack", "dessert", "postre", "postres", "nachtisch"]

    static func isSuperlative(_ word: String) -> Bool {
        word.count > 5 && word.hasSuffix("est") && !["forest", "harvest", "interest", "request", "suggest"].contains(word)
    }

    /// The dish name from `start`, or nil when what follows names no dish.
    static func dishWords(from start: Int, in tokens: [Token]) -> [String]? {
        var index = start
        // The article and praise: "a delicious, authentic lebanese salad".
        while index < tokens.count, openers.contains(tokens[index].word) { index += 1 }
        guard index < tokens.count, !refusals.contains(tokens[index].word), !stopWords.contains(tokens[index].word) else { return nil }
        var words: [String] = []
        while index < tokens.count, words.count < maximumWords, !stopWords.contains(tokens[index].word) {
            words.append(tokens[index].word)
            if tokens[index].endsClause { break }
            index += 1
        }
        while let last = words.last, trailingJoins.contains(last) { words.removeLast() }
        guard words.contains(where: { !openers.contains($0) && !generic.contains($0) }) else { return nil }
        // "I'm making a well", "make a paste of these four": a step's part, not the dish.
        if words.count == 1 || words.dropFirst().first == "of", let first = words.first, components.contains(first) { return nil }
        return words
    }

    static let introductionVerbs: Set<String> = [
        "make", "making", "cook", "cooking", "prepare", "preparing", "bake", "baking", "whip", "whipping",
    ]
    /// One word before the verb that makes it an intent: "gonna make", "we're making", "will be making".
    static let intentWords: Set<String> = ["gonna", "be", "we're", "i'm", "let's", "we'll", "i'll", "we'd", "wanna"]
    /// Two words before the verb: "how to make", "going to make", "we are making", "today we make".
    static let intentPairs: Set<[String]> = [
        ["how", "to"], ["how", "we"], ["how", "i"], ["going", "to"], ["want", "to"], ["we", "are"], ["i", "am"], ["we", "will"],
        ["i", "will"], ["today", "we"], ["today", "i"],
    ]
    static let otherVideoWords: Set<String> = ["showed", "previous", "last", "made", "did"]
    /// Skipped before a dish name: articles, possessives, praise, filler.
    static let openers: Set<String> = [
        "a", "an", "the", "some", "my", "our", "your", "this", "these", "today's", "very", "really", "super", "together", "own",
        "delicious", "tasty", "easy", "simple", "quick", "awesome", "amazing", "perfect", "best", "favorite", "favourite", "yummy",
        "great", "fantastic", "wonderful", "lovely", "beautiful", "nice", "authentic", "classic", "special", "famous", "popular",
        "incredible", "ultimate", "little", "good", "most", "and", "recipe", "of", "for", "us", "you", "guys",
    ]
    /// Words that name no dish where one would start ("make it", "make sure", "make one of …").
    static let refusals: Set<String> = [
        "it", "them", "that", "those", "one", "ones", "something", "everything", "anything", "sure", "what", "which", "all", "sense",
        "more", "lots", "use", "up", "out", "money", "time", "video", "videos", "dish", "dishes", "recipes", "food", "meal", "things",
        "stuff", "two", "three", "four", "five",
        // how it cooks, or when it is made: "it should be cooking nicely", "make this ahead"
        "nicely", "slowly", "quickly", "gently", "evenly", "properly", "completely", "fully", "perfectly", "beautifully", "thoroughly",
        "lightly", "slightly", "directly", "immediately", "well", "fine", "longer", "through", "ahead", "extra", "double",
        "enough", "plenty", "different", "other", "another", "several",
    ]
    /// What a step makes on the way to a dish, named alone.
    static let components: Set<String> = [
        "well", "paste", "powder", "mixture", "mix", "batter", "dough", "slurry", "roux", "hole", "holes", "base", "layer", "puree",
        "marinade", "sauce", "gravy", "dressing", "cut", "cuts", "slit", "slits", "space", "room", "note", "difference", "change",
        "tempering", "seasoning", "ball", "balls", "cone", "pocket", "crust", "filling", "stuffing", "glaze", "syrup",
    ]
    /// Words of no dish name that only begin or end it.
    static let generic: Set<String> = ["recipe", "recipes", "dish", "food", "meal", "video", "one", "thing", "things"]
    static let trailingJoins: Set<String> = ["and", "or", "of", "with", "in", "a", "an", "the", "n"]
    /// Words no dish name holds: verbs, pronouns, prepositions other than "and" and "of",
    /// adverbs of the talk around it ("today", "actually", "so").
    static let stopWords: Set<String> = [
        "is", "are", "was", "were", "be", "been", "comes", "come", "came", "that", "which", "who", "whose", "from", "for", "today",
        "tonight", "now", "right", "so", "because", "but", "at", "in", "on", "into", "onto", "using", "you", "we", "i", "it", "they",
        "he", "she", "there", "here", "first", "then", "just", "as", "like", "if", "when", "while", "will", "would", "can", "could",
        "should", "has", "have", "had", "do", "does", "did", "to", "by", "with", "without", "actually", "basically", "okay", "ok",
        "alright", "yeah", "um", "uh", "guys", "everyone", "again", "also", "too", "this", "these", "those", "it's", "i'm",
        "we're", "you're", "that's", "let's", "what", "how", "where", "why", "the", "a", "an", "my", "our", "your", "their",
        "all", "any", "really", "within", "about", "over", "after", "before", "until", "up", "out", "off", "down", "together",
        "step", "very", "kind", "sort", "please", "going", "gonna", "there's", "here's", "or", "its",
    ]
}

extension HeuristicExtractor {
    /// The dish an English transcript introduces, if any (for evaluation).
    public static func transcriptDish(_ transcript: String) -> String? { TranscriptTitle.dish(in: transcript) }
}
