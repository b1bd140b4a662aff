import Recipes
import Testing

@testable import Extraction

/// A video without a title (a camera-roll video, a record without metadata) is titled with the
/// dish its transcript introduces, else "Recipe": never with the talk around the dish.
@Suite("Titles from transcripts")
struct TranscriptTitleTests {
    @Test(
        "the dish an introduction names, without its article, praise or what the sentence goes on to say",
        arguments: [
            ("Hi everyone, today we're going to be making shrimp tempura. You will need a pound of shrimp.", "Shrimp tempura"),
            // Speech recognisers split contractions: "we 're".
            ("all right, today , we 're going to make some onion rings. here 's an egg.", "Onion rings"),
            ("this top secret recipe for garlic mashed potatoes comes from a reader.", "Garlic mashed potatoes"),
            ("I'm gonna show you how to make a delicious, authentic lebanese salad. We start with bread.", "Lebanese salad"),
            ("in this video i am making my southern baked macaroni and cheese. i have some water.", "Southern baked macaroni and cheese"),
            ("this is how we make a simple sausage and mash with a better gravy on top.", "Sausage and mash"),
            ("today , i 'm gonna make fast food style hash browns. so here we go.", "Fast food style hash browns"),
            ("we 're going to bake up some falafel. what 's a falafel?", "Falafel"),
            ("today i'm going to be cooking my recipe of scrambled eggs, so we need four eggs.", "Scrambled eggs"),
            ("Today I'm going to make an easy and delicious tomato rice in the instant pot.", "Tomato rice"),
        ])
    func introduced(transcript: String, title: String) {
        #expect(TranscriptTitle.dish(in: transcript) == title)
    }

    @Test("a dish presented in the opening ('these are my famous brown butter cookies'), up to its last dish word")
    func presented() {
        #expect(TranscriptTitle.dish(in: "okay so this is the easiest pasta you will ever make. you need one box of spaghetti") == "Pasta")
        #expect(
            TranscriptTitle.dish(in: "these are my famous brown butter cookies. start by browning the butter.") == "Brown butter cookies")
        #expect(TranscriptTitle.dish(in: "this is called thattil kutti dosa or small dosa. the batter is") == "Thattil kutti dosa")
        #expect(TranscriptTitle.dish(in: "here's my grandma's lasagna, and it takes an hour") == "Grandma's lasagna")
        // A meal, a person, a question or praise names no dish; nor does a step's "this is the rice" later on.
        #expect(TranscriptTitle.dish(in: "this is a breakfast speciality from kerala.") == nil)
        #expect(TranscriptTitle.dish(in: "this is chef john from food wishes. this is so good.") == nil)
        #expect(TranscriptTitle.dish(in: "this is a really good question from a viewer.") == nil)
        let later = String(repeating: "stir it well and wait a bit more. ", count: 8) + "this is the rice we cooked earlier."
        #expect(TranscriptTitle.dish(in: later) == nil)
    }

    @Test("a pronoun, a dish from another video, or a step's part is no introduction: the search goes on")
    func searchGoesOn() {
        #expect(
            TranscriptTitle.dish(in: "I'll show you how to make it. Today we're making chicken tikka masala.") == "Chicken tikka masala")
        #expect(
            TranscriptTitle.dish(in: "In my last video I showed you how to make banana bread. Today I'm making lemon bars.") == "Lemon bars"
        )
        #expect(TranscriptTitle.dish(in: "we're going to make one of the recipes from the book. first make sure the pan is hot.") == nil)
        #expect(TranscriptTitle.dish(in: "i'm making a well in the flour. now i'm going to make a paste of these four.") == nil)
        #expect(TranscriptTitle.dish(in: "so easy and delicious, you're going to make this again and again.") == nil)
        // How it cooks, or advice about making it: no dish.
        #expect(TranscriptTitle.dish(in: "now it's going to be cooking nicely. you can make this ahead of time.") == nil)
    }

    @Test("a caption track: the stamps go, and a line break inside a sentence does not end the dish")
    func captionTrack() {
        let captions =
            "[00:00.000] hey guys today we're going to make\n[00:02.500] chicken fried rice so let's get started\n[00:05.000] first"
        #expect(TranscriptTitle.dish(in: captions) == "Chicken fried rice")
    }

    @Test("only the opening is read: later, a make is a step")
    func openingOnly() {
        let talk = String(repeating: "stir the pot and taste it. ", count: 60)
        #expect(TranscriptTitle.dish(in: talk + "now we're going to make chocolate sauce.") == nil)
        #expect(TranscriptTitle.dish(in: "we're going to make chocolate cake. " + talk) == "Chocolate cake")
        // Hostile: triggers back to back, and a transcript of a million characters.
        #expect(TranscriptTitle.dish(in: String(repeating: "we're making ", count: 100_000)) == nil)
    }

    @Test("the extractor titles an untitled video with the dish, a titled one with its title, else Recipe")
    func extractorTitles() {
        let extractor = HeuristicExtractor(translator: OfflineTranslator(apertiumPath: nil))
        let transcript =
            "hello, today we're going to make clam chowder. you will need two cans of clams, one onion and two potatoes. "
            + "chop the onion. add the potatoes and the clams and simmer for twenty minutes."
        func title(_ videoTitle: String?, _ transcript: String) -> String? {
            let output = extractor.extractSync(ExtractionInput(videoID: "v", title: videoTitle, description: nil, transcript: transcript))
            guard case .recipe(let document) = output.result else { return nil }
            return document.title
        }
        #expect(title(nil, transcript) == "Clam chowder")
        #expect(title("New England Clam Chowder | Home Kitchen", transcript) == "New England Clam Chowder")
        #expect(title(nil, transcript.replacingAll("today we're going to make clam chowder.", with: "today is soup day.")) == "Recipe")
    }
}
