import Recipes
import Testing

@testable import Extraction

/// Transcripts of videos that show each ingredient on screen as it goes in ("Cilantro, chopped- 1/4
/// cup"), between the few steps they write out (lines written for these tests).
@Suite("Ingredients shown on screen in a transcript")
struct ShownIngredientTests {
    typealias Amount = SpokenAmounts.Amount

    static let transcript = """
        [00:00.000] Coconut milk- 2 cups
        [00:05.300] Cilantro, chopped- 1/4 cup
        [00:09.000] Turmeric powder- 1/4 tsp
        [00:12.000] Salt- 1/2 tsp
        [00:18.000] Marinate for 10 minutes
        [00:30.000] Garlic, chopped- 1/2 tbsp
        [00:45.000] Add marinated chicken
        [00:53.000] Ground pepper- 1/4 tsp
        """

    @Test("a list entry in the transcript is a step that adds it, with the amount as written")
    func steps() {
        #expect(TranscriptParser.shownIngredient("Cilantro, chopped- 1/4 cup") == "Add cilantro, chopped (1/4 cup).")
        #expect(TranscriptParser.shownIngredient("Coconut milk- 2 cups") == "Add coconut milk (2 cups).")
        #expect(TranscriptParser.shownIngredient("KFC gravy- 1 cup") == "Add KFC gravy (1 cup).")
        for line in ["Marinate for 10 minutes", "Serves: 4", "Add 2 cups of water", "Bake at 180C for 20 minutes", "-", "A- 1"] {
            #expect(TranscriptParser.shownIngredient(line) == nil, "\(line)")
        }
        #expect(
            TranscriptParser.steps(Self.transcript) == [
                "Add coconut milk (2 cups).", "Add cilantro, chopped (1/4 cup).", "Add turmeric powder (1/4 tsp).", "Add salt (1/2 tsp).",
                "Marinate for 10 minutes.", "Add garlic, chopped (1/2 tbsp).", "Add marinated chicken.", "Add ground pepper (1/4 tsp).",
            ])
    }

    @Test("a name the list gives without its form ('turmeric' for 'turmeric powder', 'pepper' for 'ground pepper') is measured")
    func amounts() {
        let amounts = SpokenAmounts.english(Self.transcript, names: ["turmeric", "pepper", "salt", "coconut milk"])
        #expect(amounts["turmeric"] == Amount(quantity: "1/4", unit: "tsp", size: nil))
        #expect(amounts["pepper"] == Amount(quantity: "1/4", unit: "tsp", size: nil))
        #expect(amounts["salt"] == Amount(quantity: "1/2", unit: "tsp", size: nil))
        #expect(amounts["coconut milk"] == Amount(quantity: "2", unit: "cup", size: nil))
    }
}
