import Testing

@testable import Extraction

/// Automatic captions: lines cut every few seconds, no punctuation. Steps come from the clauses
/// of the joined lines, not from the lines.
@Suite("Caption tracks")
struct CaptionTrackTests {
    /// An Indian channel's automatic captions, as the video records hold them.
    static let captions = """
        [00:01:32.000] so the clay pan has turned hot going to
        [00:01:35.000] add quarter cup coconut oil or you can
        [00:01:38.000] also add vegetable oil
        [00:01:41.000] let the oil turn hot and then let's add
        [00:01:43.000] one teaspoon mustard seeds so let the
        [00:01:46.000] mustard seeds splutter so if the oil is
        [00:01:49.000] hot it will splutter right away
        [00:01:52.000] after the mustard seeds have spluttered
        [00:01:54.000] let's add one teaspoon cumin seeds so
        [00:01:56.000] let it turn light golden in color and
        [00:01:58.000] next adding one teaspoon dried red chili
        [00:02:02.000] flakes so do not allow them to burn
        """

    @Test("a caption track is short, unpunctuated, lower-case lines; a recogniser's sentences or a recipe shown as captions are not")
    func detection() {
        #expect(TranscriptParser.isCaptionTrack(TranscriptParser.lines(Self.captions)))
        let punctuated = (1...10).map { "now we 're going to add the onions, number \($0)." }
        #expect(!TranscriptParser.isCaptionTrack(punctuated))
        let shownRecipe = (1...10).map { "Place a pan over medium heat, add chana dal \($0)" }
        #expect(!TranscriptParser.isCaptionTrack(shownRecipe))
        #expect(!TranscriptParser.isCaptionTrack(Array(TranscriptParser.lines(Self.captions).prefix(5))))  // too few to tell
    }

    @Test("the lines are cut again where speech opens a clause, across the lines' own cuts")
    func clauses() {
        let clauses = TranscriptParser.spokenClauses(TranscriptParser.lines(Self.captions))
        #expect(clauses.contains("let the oil turn hot"))
        #expect(clauses.contains("and then let's add one teaspoon mustard seeds"))
        #expect(clauses.contains("so let the mustard seeds splutter"))
        #expect(clauses.contains("after the mustard seeds have spluttered"))
        // "so" as a degree and "right away" stay inside their clause.
        #expect(clauses.contains("so if the oil is hot it will splutter right away"))
        #expect(TranscriptParser.spokenClauses(["it is so good and so tasty"]) == ["it is so good and so tasty"])
        // The speaker's intent and a verb that is only a step's open a clause; a place before the
        // intent is part of it, and a noun ("a good mix") opens nothing.
        #expect(
            TranscriptParser.spokenClauses(["add the ground garlic into this i'm going to add the onions"])
                == ["add the ground garlic into this", "i'm going to add the onions"])
        #expect(
            TranscriptParser.spokenClauses(["so into a bowl i'm adding three cups of rice"]) == [
                "so into a bowl i'm adding three cups of rice"
            ])
        #expect(
            TranscriptParser.spokenClauses(["squeeze the tamarind into the water strain the juice"])
                == ["squeeze the tamarind into the water", "strain the juice"])
        #expect(TranscriptParser.spokenClauses(["now give it a good mix and combine"]) == ["now give it a good mix and combine"])
    }

    @Test("a verb that is a noun too opens a clause after a step, when what it acts on follows")
    func objectVerbs() {
        #expect(
            TranscriptParser.spokenClauses([
                "let the dough cool down for five minutes knead the dough while it is still warm divide the dough into four parts"
            ]) == [
                "let the dough cool down for five minutes", "knead the dough while it is still warm", "divide the dough into four parts",
            ])
        #expect(
            TranscriptParser.spokenClauses(["let it cool for five minutes serve with chicken curry"])
                == ["let it cool for five minutes", "serve with chicken curry"])
        // A noun ("medium heat", "a good mix"), a compound ("pressure cook") or a verb with
        // nothing to act on after it ("cook for") cuts nothing.
        for line in [
            "put the pan on medium heat the oil will warm up", "pressure cook the marinated beef for ten minutes",
            "give it a good mix the masala is done", "add the onions cook for five minutes",
        ] {
            #expect(TranscriptParser.spokenClauses([line]) == [line])
        }
        // Nor does one after a clause that is no step yet: "it" is what was listed.
        let listed = "next let's make the tempering coconut oil mustard seeds shallots fry it"
        #expect(TranscriptParser.spokenClauses([listed]) == [listed])
        // A hostile line of such verbs after a long list is read in linear time: a clause longer
        // than the step reader reads is no step, told by its count alone.
        let verbs = Array(repeating: "salt", count: 200) + Array(repeating: "knead the", count: 30_000)
        #expect(TranscriptParser.spokenClauses([verbs.joined(separator: " ")]).count == 1)
    }

    @Test("a caption track gives up to 40 steps; a transcript of sentences up to 30")
    func stepCaps() {
        let track = (1...60).map { "so add \($0) cups of water" }.joined(separator: "\n")
        #expect(TranscriptParser.steps(track).count == TranscriptParser.maxCaptionSteps)
        let sentences = (1...60).map { "Add \($0) cups of water." }.joined(separator: "\n")
        #expect(TranscriptParser.steps(sentences).count == TranscriptParser.maxSteps)
    }

    @Test("the speaker's intent in the progressive, and verbs that are adjectives too")
    func spokenForms() {
        #expect(TranscriptParser.actionSentence("be grinding these separately") == "Grind these separately.")
        #expect(TranscriptParser.actionSentence("be back with more instant pot recipes") == nil)
        #expect(TranscriptParser.actionSentence("close the lid tightly") == "Close the lid tightly.")
        #expect(TranscriptParser.actionSentence("lower the heat a little") == "Lower the heat a little.")
        #expect(TranscriptParser.actionSentence("this one is lower in sodium") == nil)
        #expect(TranscriptParser.actionSentence("very close to pancake batter consistency") == nil)
        #expect(TranscriptParser.actionSentence("repeat with the remaining dough balls") == "Repeat with the remaining dough balls.")
    }

    @Test("steps from a caption track are whole instructions, not a line's fragment")
    func steps() {
        let steps = TranscriptParser.steps(Self.captions)
        #expect(steps.contains("Let the oil turn hot."))
        #expect(steps.contains("Add one teaspoon mustard seeds."))
        #expect(steps.contains("Add one teaspoon cumin seeds."))
        #expect(steps.contains("Add one teaspoon dried red chili flakes."))
        #expect(!steps.contains { $0.hasSuffix(" the.") || $0.hasSuffix(" to.") || $0 == "Flakes so do not allow them to burn." })
        // Other languages keep their lines: the clause openings are English words.
        #expect(TranscriptParser.steps(Self.captions, language: "fr") != steps)
    }

    @Test("an -ing form opening a step is the step's verb, unless it names a thing or is the subject")
    func progressiveOpenings() {
        #expect(TranscriptParser.actionSentence("adding one teaspoon fenugreek seeds.") == "Add one teaspoon fenugreek seeds.")
        #expect(TranscriptParser.actionSentence("so cutting them into three pieces.") == "Cut them into three pieces.")
        #expect(
            TranscriptParser.actionSentence("baking powder and salt go into the flour.")?.hasPrefix("Baking powder") == true)
        #expect(TranscriptParser.actionSentence("frying the onions takes the longest.") == "Frying the onions takes the longest.")
    }

    @Test("hostile captions: clause openings on every word are read in linear time")
    func hostile() {
        let lines = Array(repeating: "so so so so so so", count: 20_000) + ["add the salt"]
        #expect(TranscriptParser.isCaptionTrack(lines))
        #expect(TranscriptParser.steps(lines.joined(separator: "\n")) == ["Add the salt."])
        // A clause that never ends ("and" on every word) is cut at line starts, and its opening
        // is read from its first words only.
        let ands = Array(repeating: "and and and and and and", count: 20_000) + ["i'm going to add the salt"]
        #expect(TranscriptParser.spokenClauses(ands).count > 1_000)
    }
}
