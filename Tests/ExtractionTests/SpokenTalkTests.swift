import Testing

@testable import Extraction

/// Spoken steps apart from the talk around them: the speaker's intent said as the step, talk
/// and the channel's own words left out, a step's closing remark cut.
@Suite("Spoken talk")
struct SpokenTalkTests {
    @Test("a subject and its helpers before a step's verb go; an -ing form is read as the verb")
    func speakerIntent() {
        #expect(TranscriptParser.speakerIntent("i'm just gonna add in some onions") == "add in some onions")
        #expect(TranscriptParser.speakerIntent("we're cutting these rolls now") == "cut these rolls now")
        #expect(TranscriptParser.speakerIntent("i am roughly chopping here") == "roughly chop here")
        #expect(TranscriptParser.speakerIntent("we are going to be slicing the leeks") == "slice the leeks")
        #expect(TranscriptParser.speakerIntent("i'll whisking the eggs") == "whisk the eggs")
        // Not a helper, or no step's verb: the text is not read as intent.
        #expect(TranscriptParser.speakerIntent("i like to buy big onions") == nil)
        #expect(TranscriptParser.speakerIntent("you can add more or less") == nil)
        #expect(TranscriptParser.speakerIntent("the onions are going to brown") == nil)
        #expect(TranscriptParser.actionSentence("so i 'm just gonna add in some onions.") == "Add in some onions.")
    }

    @Test("the -ing forms map back to the verbs they come from, doubled consonants and dropped e's alike")
    func progressiveForms() {
        let bases = TranscriptParser.progressiveBases
        #expect(bases["chopping"] == "chop" && bases["slicing"] == "slice" && bases["stirring"] == "stir")
        #expect(bases["mixing"] == "mix" && bases["adding"] == "add" && bases["cutting"] == "cut")
        // A pan or a pot is no verb, so it has no -ing form.
        #expect(bases["panning"] == nil && bases["potting"] == nil)
    }

    @Test("talk is no step: opinions, narration, greetings and the channel's own words")
    func talk() {
        for sentence in [
            "iron is great for cooking.", "i was chatting to steve from stage cooking.", "today welcome to the simple cooking channel.",
            "these do n't take long to cook at all.", "it 's very durable and it holds heat.",
            "if you do n't have a gas stove you can always do this under the broiler in the oven.",
            "please click on the link to see how we cook the rice.", "it 's very good for cooking curries.",
            "look at this meat it is nicely browned in the pan.",
            // Questions to the cook, what other people do, the channel's address.
            "how long do they have to cook?", "some people add that, but for me.", "people put in a generous amount of mayonnaise.",
            "please put your recipes and cooking tips at whatever dot com so others can benefit.",
        ] {
            #expect(TranscriptParser.actionSentence(sentence) == nil, "\(sentence)")
        }
    }

    @Test("a clause that opens as talk gives the step said after it, when one is")
    func stepAfterTalk() {
        #expect(TranscriptParser.actionSentence("it 's really hot now, so add the onions and stir.") == "Add the onions and stir.")
        #expect(
            TranscriptParser.actionSentence("that 's the batter done and now we 're going to dip the rings in it.")
                == "Dip the rings in it.")
        #expect(TranscriptParser.actionSentence("it 's time for us to add the rice.") == "Add the rice.")
    }

    @Test("'you can' before a step's verb is the step, unless what follows makes it an option")
    func youCan() {
        #expect(TranscriptParser.actionSentence("you can add some salt to season.") == "Add some salt to season.")
        #expect(TranscriptParser.actionSentence("we can cook the tomatoes now.") == "Cook the tomatoes.")
        #expect(TranscriptParser.actionSentence("you can add more vegetables or spices as per taste.") == nil)
        #expect(TranscriptParser.actionSentence("you can add that if you have.") == nil)
        // A remark after a comma belongs to the tail, not to the option test.
        #expect(TranscriptParser.actionSentence("you can add the water, it will also help.") == "Add the water.")
        // Not a step's verb: talk.
        #expect(TranscriptParser.actionSentence("you can see the oil separating from the masala.") == nil)
        #expect(TranscriptParser.actionSentence("goodbye and take care.") == nil)
        #expect(TranscriptParser.actionSentence("if we take two ripe plantains it will be enough.") == nil)
    }

    @Test("a caption line that opens with the end of the line before: the step after it, or nothing")
    func captionBreaks() {
        // "what we're going to do | is take…", "here we | go we're going to put in…".
        #expect(
            TranscriptParser.actionSentence("is we can now roll the onion rings again in the flour.")
                == "Roll the onion rings again in the flour.")
        #expect(
            TranscriptParser.actionSentence("do is we 're going to take our quarter cup of peanut butter.")
                == "Take our quarter cup of peanut butter.")
        #expect(
            TranscriptParser.actionSentence("we go we 're going to put in two teaspoons of chili sauce.")
                == "Put in two teaspoons of chili sauce.")
        #expect(TranscriptParser.actionSentence("so is I 'm going to serve them up.") == "Serve them up.")
        // The rest of a sentence about the method, or about the wait: no step.
        #expect(TranscriptParser.actionSentence("is a dry wet, dry process meaning you put the onions in the flour.") == nil)
        #expect(TranscriptParser.actionSentence("is while everything else is cooking.") == nil)
        #expect(TranscriptParser.actionSentence("are really small so cutting them into.") == nil)
    }

    @Test("an optional step is said as one; a condition followed by no step's verb is talk")
    func optionalSteps() {
        #expect(
            TranscriptParser.actionSentence("and if you like you can also garnish with a little bit of green onions.")
                == "Garnish with a little bit of green onions, if you like.")
        #expect(
            TranscriptParser.actionSentence("if you want to, you can add a pinch of turmeric.") == "Add a pinch of turmeric, if you like.")
        #expect(TranscriptParser.optionalStep("if you want to save some time") == nil)
        #expect(TranscriptParser.optionalStep("if you like eating more than talking") == nil)
        #expect(TranscriptParser.optionalStep("if you want add salt") == nil)  // under three words: no step
        #expect(TranscriptParser.actionSentence("if you like eating more than talking, this is for you.") == nil)
    }

    @Test("interjections before a step go")
    func interjections() {
        #expect(TranscriptParser.actionSentence("yeah, give it a little bit of heat.") == "Give it a little bit of heat.")
        #expect(
            TranscriptParser.actionSentence("oh, my god, now add in the peanut butter mixture.") == "Add in the peanut butter mixture.")
        #expect(TranscriptParser.actionSentence("wow, that smells amazing.") == nil)
    }

    @Test("'after cooking' opens a step as often as it opens talk: it is kept")
    func afterCooking() {
        #expect(
            TranscriptParser.actionSentence("after cooking, let the pressure release naturally for 5 minutes.")
                == "After cooking, let the pressure release naturally for 5 minutes.")
    }

    @Test("a step's closing remark goes, unless that would leave under three words; no dangling 'and'")
    func tails() {
        #expect(
            TranscriptParser.actionSentence(
                "add three quarters of a cup of romano cheese, or you can use fresh oregano if you prefer.")
                == "Add three quarters of a cup of romano cheese.")
        #expect(
            TranscriptParser.actionSentence("roll the rice and the nori and really, there 's not much to these.")
                == "Roll the rice and the nori.")
        #expect(TranscriptParser.actionSentence("melt that in the pan, ok, that butter is melted.") == "Melt that in the pan.")
        // A caption line cut mid-sentence: its full stop does not make the dangling word an end.
        #expect(
            TranscriptParser.actionSentence("take some wooden pins and stick it in the tofu and.")
                == "Take some wooden pins and stick it in the tofu.")
        #expect(TranscriptParser.actionSentence("now cut these rolls like.") == "Cut these rolls.")
        #expect(
            TranscriptParser.actionSentence("cook them on medium and not all the way through now.")
                == "Cook them on medium and not all the way through.")
        // …unless it ends a phrase.
        #expect(TranscriptParser.actionSentence("put the ingredients together like so.") == "Put the ingredients together like so.")
        #expect(TranscriptParser.actionSentence("serve the soup right now.") == "Serve the soup right now.")
        #expect(
            TranscriptParser.actionSentence("arrange the slices the way you want them to look like.")
                == "Arrange the slices the way you want them to look like.")
        // A remark that names a step's verb is part of the step.
        #expect(
            TranscriptParser.actionSentence("cut the bread into quarters, so then you bake them.")
                == "Cut the bread into quarters, so then you bake them.")
        #expect(TranscriptParser.actionSentence("roll them, so this is about five inch.") == "Roll them, so this is about five inch.")
    }

    @Test("a recogniser's question mark is a guess at the tone: a step ends with a full stop")
    func punctuation() {
        #expect(TranscriptParser.actionSentence("mix it all together in the bowl?") == "Mix it all together in the bowl.")
        #expect(TranscriptParser.actionSentence("pour in the stock!") == "Pour in the stock.")
    }

    @Test("hostile speech: a run-on of filler or talk with no comma is read in bounded time and gives no step")
    func hostileRunOns() {
        // Filler and talk are read word by word, each time over the rest: over 120 words a
        // clause is no step before any of it is read (these took minutes before).
        for runOn in [String(repeating: "so ", count: 100_000), String(repeating: "it 's and ", count: 30_000)] {
            #expect(TranscriptParser.steps(runOn + "add the salt.").isEmpty)
            #expect(TranscriptParser.steps(runOn + ". add the salt.") == ["Add the salt."])
        }
        #expect(!TranscriptParser.opensWithAction(String(repeating: "so ", count: 100_000) + "add the salt"))
        // Stacked caption-break openings are read once, not again at each one.
        for stacked in [String(repeating: "is ", count: 100), String(repeating: "so is ", count: 60)] {
            #expect(TranscriptParser.actionSentence(stacked + "the cat.") == nil)
            #expect(TranscriptParser.steps(String(repeating: stacked, count: 1_000) + ". add the salt.") == ["Add the salt."])
        }
    }
}
