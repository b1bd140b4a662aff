import Testing

@testable import Extraction

/// The interviewer's questions in Indian channels' transcripts are not steps; a question tag
/// ("…, right?") only asks to confirm a step, which stays.
@Suite("Transcript questions")
struct TranscriptQuestionTests {
    @Test("a question is no step; a step asked back with a tag is the step, in its script's full stop")
    func questionsAndTags() {
        let transcript = """
            [00:01:04] মোচা চিকেন রান্না করতে কী কী লাগবে?
            [00:01:10] আলু কেটে নিন।
            [00:01:43] নুন-হলুদ দিয়ে আলু আর ডাঁটা একসঙ্গে ভাজবেন, তাই তো?
            [00:02:00] এটা কি সেদ্ধ করা?
            [00:02:12] प्याज़ और टमाटर डालकर भूनना है ना?
            [00:02:30] ఉల్లిపాయలు వేసి వేయించాలి కదా?
            """
        #expect(
            TranscriptParser.indicSteps(transcript) == [
                "আলু কেটে নিন।", "নুন-হলুদ দিয়ে আলু আর ডাঁটা একসঙ্গে ভাজবেন।", "प्याज़ और टमाटर डालकर भूनना है।",
                "ఉల్లిపాయలు వేసి వేయించాలి.",
            ])
    }

    @Test("statements pass as written; a tag must be a word of its own; full-width and Arabic marks are questions")
    func statementForms() {
        #expect(TranscriptParser.statement("আলু কেটে নিন।") == "আলু কেটে নিন।")
        #expect(TranscriptParser.statement("  1.5 कप पानी डालें  ") == "  1.5 कप पानी डालें  ")
        #expect(TranscriptParser.statement("1.5 कप पानी? हाँ, 1.5 कप पानी डालें।") == "हाँ, 1.5 कप पानी डालें।")
        // Only the question of a line goes.
        #expect(
            TranscriptParser.statement("अब, रेखा जी इन्हें छोटे टुकड़ों में काटेंगी। क्या कोई और प्रक्रिया है?")
                == "अब, रेखा जी इन्हें छोटे टुकड़ों में काटेंगी।")
        #expect(TranscriptParser.statement("कितनी? दस टमाटर डालें।") == "दस टमाटर डालें।")
        // "ना" ends the word "खाना" (food): no tag there.
        #expect(TranscriptParser.statement("आज क्या खाना?") == nil)
        #expect(TranscriptParser.statement("কী রান্না করবেন？") == nil)
        #expect(TranscriptParser.statement("ماذا سنطبخ اليوم؟") == nil)
        #expect(TranscriptParser.statement("तेल गरम करना है ना ?") == "तेल गरम करना है।")
        #expect(TranscriptParser.statement(", তাই তো?") == nil)
    }

    @Test("short lines: a verb and what it acts on is a step; 'give' closing a line with an ingredient is 'add'")
    func shortLinesAndAdd() {
        let transcript = """
            [00:00:05] আজকের দিন খুব সুন্দর।
            [00:01:00] কাঁকড়া ভাজুন।
            [00:01:10] ভাজুন।
            [00:01:20] একটু নুন দিন।
            [00:01:30] এবার জল দেব।
            [00:01:40] সেই দিন আমরা গ্রামে গেলাম।
            """
        // Not the day ("দিন") of the first and last lines, and not "fry" with nothing to fry.
        #expect(TranscriptParser.indicSteps(transcript) == ["কাঁকড়া ভাজুন।", "একটু নুন দিন।", "এবার জল দেব।"])
    }
}
