import Testing

@testable import Extraction

/// Talk in an Indian-language transcript that names a cooking word: not a step, unless the line
/// also says something a cook does.
@Suite("Talk in Indian-language transcripts")
struct IndicTalkTests {
    @Test("today's dish, the channel, the taste, the ready dish and what is needed are talk")
    func talk() {
        // Today we are going to make potato curry.
        #expect(TranscriptParser.isIndicTalk("आज हम आलू की सब्ज़ी बनाने जा रहे हैं।"))
        // Today we will cook chicken curry ("cook" is what the talk names).
        #expect(TranscriptParser.isIndicTalk("আজ আমরা মুরগির ঝোল রান্না করব।"))
        // Hello foodies, welcome to the channel. Today's special is tomato dal.
        #expect(TranscriptParser.isIndicTalk("హలో ఫుడీస్, ఛానల్ కి వెల్కమ్. ఇవాల్టి స్పెషల్ టమాటో పప్పు."))
        // This chutney tastes very good with hot rice.
        #expect(TranscriptParser.isIndicTalk("ఈ పచ్చడి అన్నంలో చాలా రుచిగా ఉంటుంది."))
        // The meat curry is ready.
        #expect(TranscriptParser.isIndicTalk("মাংসের ঝোল তৈরি হয়ে গেছে।"))
        #expect(TranscriptParser.isIndicTalk("मटन करी तैयार है।"))
        // We have onion, garlic and ginger.
        #expect(TranscriptParser.isIndicTalk("हमारे पास प्याज, लहसुन और अदरक है।"))
        // For this we need milk, sugar and ghee.
        #expect(TranscriptParser.isIndicTalk("এর জন্য লাগবে দুধ, চিনি আর ঘি।"))
    }

    @Test("a line with a talk word and an action is a step")
    func steps() {
        // Today I'll fry the fish in oil.
        #expect(!TranscriptParser.isIndicTalk("আজ আমি তেলে মাছ ভাজব।"))
        // The curry is ready, now turn off the gas.
        #expect(!TranscriptParser.isIndicTalk("सब्ज़ी तैयार है, अब गैस बंद कर दें।"))
        // Grind this and prepare a smooth paste ("ready" before "do" is "prepare").
        #expect(!TranscriptParser.isIndicTalk("దీన్ని మెత్తగా రుబ్బి సిద్ధం చేసుకోవాలి."))
        // Add salt to taste and mix.
        #expect(!TranscriptParser.isIndicTalk("स्वाद अनुसार नमक डालकर मिलाएं।"))
        // No talk word at all.
        #expect(!TranscriptParser.isIndicTalk("পেঁয়াজ কুচি করে কেটে নিন।"))
    }

    @Test("a line that only says 'cook', of nothing, for no time, is narration")
    func narration() {
        // This is how it is cooked. / Now we will start cooking.
        #expect(TranscriptParser.isIndicTalk("এইভাবেই রান্না হয়।"))
        #expect(TranscriptParser.isIndicTalk("अब हम खाना पकाना शुरू करेंगे।"))
        // Cover and cook for five minutes: a time. Cook the peas in water: what is cooked.
        #expect(!TranscriptParser.isIndicTalk("ঢাকনা দিয়ে ৫ মিনিট রান্না করুন।"))
        #expect(!TranscriptParser.isIndicTalk("బఠాణీలను నీళ్లలో మెత్తగా ఉడికించుకోవాలి."))
        // It needs about 20 minutes to cook: the outline drops a time said for a purpose, the step keeps it.
        #expect(!TranscriptParser.isIndicTalk("इसे पकने के लिए लगभग 20 मिनट लगते हैं।"))
    }

    @Test("the steps of a transcript leave the talk out, and the steps after it are reached")
    func transcript() {
        let transcript = [
            "[00:00] হ্যালো বন্ধুরা, আজ আমরা আলু পোস্ত রান্না করব।",
            "[00:05] আলু ছোট ছোট করে কেটে নিন।",
            "[00:10] কড়াইতে তেল গরম করুন।",
            "[00:20] আলু পোস্ত তৈরি হয়ে গেছে।",
        ].joined(separator: "\n")
        #expect(TranscriptParser.indicSteps(transcript) == ["আলু ছোট ছোট করে কেটে নিন।", "কড়াইতে তেল গরম করুন।"])
        // With the talk first, a limit of two still reaches both steps.
        #expect(TranscriptParser.indicSteps(transcript, limit: 2).count == 2)
    }

    @Test("a line said twice in a row is one step; said again later, it is another")
    func repeated() {
        let transcript = [
            "[00:01] কাঁকড়া ভাজুন।", "[00:02] কাঁকড়া ভাজুন।", "[00:03] একটু চিনি দেব।", "[00:04] কাঁকড়া ভাজুন।",
        ].joined(separator: "\n")
        #expect(TranscriptParser.indicSteps(transcript) == ["কাঁকড়া ভাজুন।", "একটু চিনি দেব।", "কাঁকড়া ভাজুন।"])
    }

    @Test("past the limit, a long recipe goes on with the lines whose actions the outline reads")
    func longRecipe() {
        let transcript = [
            "[00:01] আলু ছোট ছোট করে কেটে নিন।",  // cut the potatoes small
            "[00:02] পেঁয়াজ আর রসুন।",  // onion and garlic (no action)
            "[00:03] কড়াইতে তেল গরম করুন।",  // heat oil in the pan
        ].joined(separator: "\n")
        #expect(TranscriptParser.indicSteps(transcript, limit: 1, actionLimit: 3) == ["আলু ছোট ছোট করে কেটে নিন।", "কড়াইতে তেল গরম করুন।"])
        #expect(TranscriptParser.indicSteps(transcript, limit: 1, actionLimit: 1).count == 1)
    }
}
