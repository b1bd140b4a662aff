import Testing

@testable import Evaluate

/// The judge of a gist's times and heats: notes parsed apart from the clause, compared with the
/// English line by number and unit, level and flame.
@Suite("Evaluation: gist times and heat")
struct GistNoteScorerTests {
    @Test("notes come apart from the clause, so the ingredients are judged without them")
    func notesApart() {
        let parsed = TranscriptStepEvaluation.notes(of: "fry onion for 5–10 minutes on low heat until golden")
        #expect(parsed.core == "fry onion")
        #expect(parsed.notes == ["for 5–10 minutes", "on low heat", "until golden"])
        #expect(TranscriptStepEvaluation.notes(of: "soak rice for half an hour").notes == ["for half an hour"])
    }

    @Test("a time agrees with the same number of the same unit, in digits or words, either end of a range")
    func times() {
        #expect(TranscriptStepEvaluation.agrees(note: "for 5 minutes", with: "Fry it for at least five minutes."))
        #expect(TranscriptStepEvaluation.agrees(note: "for 10–15 minutes", with: "Simmer for about 15 minutes."))
        #expect(TranscriptStepEvaluation.agrees(note: "for 7–8 minutes", with: "Cook for 7-8 minutes."))
        #expect(TranscriptStepEvaluation.agrees(note: "for half an hour", with: "Soak it for 30 minutes."))
        #expect(!TranscriptStepEvaluation.agrees(note: "for 5 minutes", with: "Fry for 5 hours."))
        #expect(!TranscriptStepEvaluation.agrees(note: "for 2 minutes", with: "Add 2 cups of water and cook."))
        #expect(TranscriptStepEvaluation.times(in: "Roast for a minute and a half") == ["1 minute"])
    }

    @Test("a heat agrees with the same level of heat or flame; low also with a simmer")
    func heat() {
        #expect(TranscriptStepEvaluation.agrees(note: "on medium heat", with: "Fry on medium flame."))
        #expect(TranscriptStepEvaluation.agrees(note: "on low heat", with: "Let it simmer."))
        #expect(!TranscriptStepEvaluation.agrees(note: "on high heat", with: "Fry on low flame."))
        #expect(TranscriptStepEvaluation.statesHeat("Keep the flame on medium-heat") && !TranscriptStepEvaluation.statesHeat("Heat oil"))
    }

    @Test("'turn off the heat' is one action, agreeing with the stove turned off; 'off the heat' is no level of heat")
    func turnOff() {
        var judge = TranscriptStepEvaluation()
        judge.addGists(
            transcript: "[00:01] ఒకటి\n[00:02] రెండు",
            english: "[00:01] Turn off the stove and mix.\n[00:02] Fry on medium flame, then take it off the heat.",
            steps: [("ఒకటి", "Turn off the heat; mix."), ("రెండు", "Fry; take off the heat.")])
        #expect(judge.gistActions == 4 && judge.gistActionsAgreeing == 4)
        #expect(judge.heatLines == 1 && judge.heatLinesWithHeat == 0)
        #expect(
            TranscriptStepEvaluation.agrees(action: "take off the heat", with: "The fish are fried; now I am taking them out into a bowl."))
        #expect(TranscriptStepEvaluation.agrees(action: "take out", with: "Take it off the fire."))
        #expect(!TranscriptStepEvaluation.agrees(action: "take out", with: "Take a little oil in a pan."))
    }

    @Test("a step from a line past the end of the translation is not judged")
    func untranslatedTail() {
        var judge = TranscriptStepEvaluation()
        judge.add(
            transcript: "[00:01] এক\n[00:02] দুই\n[00:03] তিন", english: "[00:01] Fry the onions.\n[00:02] Today is a good day.",
            steps: ["এক", "দুই", "তিন"])
        #expect(judge.steps == 2 && judge.cookingSteps == 1)
        #expect(judge.cookingLines == 1 && judge.cookingLinesTaken == 1)
    }
}
