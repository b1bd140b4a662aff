import Testing

@testable import Extraction

/// Steps from spoken English: a recogniser's run-on cut into clauses, a subject before a step's
/// verb dropped, and the verbs said only while cooking.
@Suite("Transcript steps")
struct TranscriptStepTests {
    // A run-on as YouCook2's recogniser writes them: 50 words, one full stop.
    let runOn =
        "the vegetables are chosen for their contrast in color and texture, radish carrot and zucchini finely sliced, "
        + "then quickly stir fried in sesame oil, bean sprouts blanched and then mixed with salt and crushed garlic, "
        + "and we do sugar on the top just a little , OK."

    @Test("a run-on is cut at its commas where a part opens with an action; the parts between join the clause before")
    func runOnClauses() {
        let clauses = TranscriptParser.clauses(runOn)
        // The third is the closing "OK.", its clause already 25 words long: no step.
        #expect(clauses.count == 3 && clauses.last == "OK.")
        #expect(clauses.first?.hasPrefix("the vegetables are chosen") == true)
        #expect(clauses.dropFirst().first?.hasPrefix("then quickly stir fried in sesame oil, bean sprouts blanched") == true)
        #expect(
            TranscriptParser.steps(runOn) == [
                "Quickly stir fried in sesame oil, bean sprouts blanched and then mixed with salt and crushed garlic, and we do sugar on the top just a little."
            ])
        // Before, the whole run-on was over the step's 40 words and gave nothing.
        #expect(TranscriptParser.actionSentence(runOn) == nil)
    }

    @Test("a sentence of up to 40 words is never cut, so steps that read well stay whole")
    func shortSentencesStayWhole() {
        let sentence =
            "once you get it rolled over you get your super sharp sushi knife, and you just go ahead and cut it, you 'll notice that our knife is pretty long."
        #expect(TranscriptParser.clauses(sentence) == [sentence])
    }

    @Test("a clause never grows past about 25 words of parts that open with no action")
    func clausesStayShort() {
        let filler = Array(repeating: "the weather was lovely that day in the garden", count: 6).joined(separator: ", ")
        let clauses = TranscriptParser.clauses("add the flour, " + filler + ".")
        #expect(clauses.count >= 2)
        #expect(clauses.allSatisfy { TextTools.words($0).count <= 35 })
        #expect(TranscriptParser.steps("add the flour, " + filler + ".").first?.hasPrefix("Add the flour, the weather") == true)
    }

    @Test("a subject before a step's verb goes; before any other word it stays, and the sentence is no step")
    func subjects() {
        #expect(TranscriptParser.actionSentence("we cover again with film to stop a crust.") == "Cover again with film to stop a crust.")
        #expect(TranscriptParser.actionSentence("so you sear the duck in a hot pan.") == "Sear the duck in a hot pan.")
        #expect(TranscriptParser.actionSentence("i like to buy big onions whenever i can.") == nil)
        #expect(TranscriptParser.actionSentence("you know it was a long day.") == nil)
    }

    @Test("'the first thing you want to do is' opens a step as filler does")
    func firstThing() {
        #expect(
            TranscriptParser.actionSentence("so first thing you want to do is peel the garlic.") == "Peel the garlic.")
        #expect(TranscriptParser.actionSentence("the first thing we're going to do is dice the onion.") == "Dice the onion.")
        #expect(TranscriptParser.actionSentence("first thing i do is, i poach the eggs.") == "Poach the eggs.")
        #expect(TranscriptParser.actionSentence("what we're going to do is to add the stock.") == "Add the stock.")
        #expect(TranscriptParser.actionSentence("the first thing you notice is the smell.") == nil)
        // "start by" and a step in its "-ing" form: the step's verb.
        #expect(
            TranscriptParser.actionSentence("start by browning one cup of butter until it smells nutty.")
                == "Brown one cup of butter until it smells nutty.")
        #expect(TranscriptParser.actionSentence("let's start off by chopping the onions.") == "Chop the onions.")
        #expect(TranscriptParser.actionSentence("we're going to start by cooking the rice.") == "Cook the rice.")
    }

    @Test("'i' and its contractions are capitalised again in an English step; words that start with i are not")
    func capitalI() {
        #expect(
            TranscriptParser.steps("so then i 'm going to add the onions and i stir until i see them brown.")
                == ["Add the onions and I stir until I see them brown."])
        #expect(TranscriptParser.steps("add it, i think, into the pan.") == ["Add it, I think, into the pan."])
        #expect(TranscriptParser.steps("blend the ice until i've got a slush.") == ["Blend the ice until I've got a slush."])
        #expect(TranscriptParser.withCapitalI("i'd add the icing") == "I'd add the icing")
        // Italian's "i" is an article: "the tomatoes".
        #expect(TranscriptParser.steps("aggiungere i pomodori e mescolare.", language: "it") == ["Aggiungere i pomodori e mescolare."])
    }

    @Test("verbs said while cooking count for steps without weighing whether a description is a recipe")
    func spokenVerbs() {
        #expect(
            TranscriptParser.actionSentence("now lay the crab meat on the bottom of the roll.")
                == "Lay the crab meat on the bottom of the roll.")
        #expect(TranscriptParser.actionSentence("grind the chickpeas with the herbs.") == "Grind the chickpeas with the herbs.")
        for verb in TranscriptParser.spokenStepVerbs { #expect(!Vocabulary.cookingVerbs.contains(verb), "\(verb) is in both lists") }
    }

    @Test("a step's verb past the tenth word counts after 'and', 'to' or a speaker, not negated, acting on something")
    func lateVerbs() {
        #expect(
            TranscriptParser.actionSentence("next takes off tofu or in our case, silken tofu and cut it up into small cubes alright.")
                == "Takes off tofu or in our case, silken tofu and cut it up into small cubes alright.")
        #expect(
            TranscriptParser.actionSentence(
                "we 're going to start with some clean calamari, and we 're going to marinate it in a little olive oil.") != nil)
        // A recogniser hearing a song; talk that ends on a verb; a verb negated.
        #expect(
            TranscriptParser.actionSentence(
                "when i wake up in the morning love and the sunlight hurts man something without brown and then bass heavy.") == nil)
        #expect(
            TranscriptParser.actionSentence("amazing writers that it just meant this sort of inspire you to get in the kitchen and cook.")
                == nil)
        #expect(TranscriptParser.actionSentence("what i 'm going to do today, i 'm really not going to add any of the tomatoes.") == nil)
        #expect(TranscriptParser.actionSentence("the thing about this one is that it does n't need you to stir the pot at all.") == nil)
        // Both rule sets read the same negations, one as written, one folded.
        #expect(TranscriptParser.englishNegations.count == TranscriptParser.englishNegationWords.count + 1)
    }

    @Test("hostile speech: a megabyte run-on of actions gives the first 200 parts' clauses and at most 30 steps")
    func hostileRunOn() {
        let runOn = String(repeating: "add the salt, stir it well, ", count: 40_000) + "serve."
        #expect(TranscriptParser.clauses(runOn).count <= TranscriptParser.maxParts)
        let steps = TranscriptParser.steps(runOn)
        #expect(steps.count == TranscriptParser.maxSteps && steps.prefix(2) == ["Add the salt.", "Stir it well."])
        let lines = String(repeating: "add the salt.\nstir it well.\n", count: 50_000)
        #expect(TranscriptParser.steps(lines).count == TranscriptParser.maxSteps)
    }
}
