import Foundation
import Recipes
import Testing

@testable import Extraction

@Suite("Ingredient tagger (CRF)")
struct IngredientTaggerTests {
    @Test("a percentage goes where the word it describes goes: 2% milk is the name, 70% cocoa solids a note")
    func percentages() throws {
        let tagger = try #require(IngredientTagger.shared)
        #expect(IngredientParser.parse("2 cups 2% milk", tagger: tagger)?.item == "2% milk")
        let chocolate = IngredientParser.parse("250g/9oz dark chocolate, 70% cocoa solids, finely chopped", tagger: tagger)
        #expect(chocolate?.item == "dark chocolate")
        #expect(chocolate?.notes?.contains("70% cocoa solids") == true)
        // Closing a parenthesis, it goes with the word before.
        let named = IngredientParser.parse("35g dark baking chocolate (Guanaja Valrhona 70%)", tagger: tagger)
        #expect(named?.notes?.contains("Valrhona 70%") == true)
    }

    @Test("the shipped model loads")
    func loads() throws {
        let tagger = try #require(IngredientTagger.shared)
        #expect(tagger.weights.count > 100)
    }

    @Test("tokens mirror the training script's")
    func tokens() {
        // Checked against runner/tools/train_tagger.py's tokens() for the same strings.
        #expect(
            IngredientTagger.tokens("1½ cups (350g) flour, sifted").map(\.text) == [
                "1½", "cups", "(", "350", "g", ")", "flour", ",", "sifted",
            ])
        #expect(IngredientTagger.tokens("2-3 baby's-breath 1/2 1.5").map(\.text) == ["2", "-", "3", "baby's-breath", "1/2", "1.5"])
        #expect(IngredientTagger.shape("Tbsp1½") == "Xxdf")
    }

    @Test("Viterbi labels a plain line: amount, unit, name")
    func tags() throws {
        let tagger = try #require(IngredientTagger.shared)
        let labels = tagger.tag(["2", "cups", "flour"])
        #expect(labels == [.quantity, .unit, .name])
        let parsed = try #require(tagger.parse("100g/3½oz unsalted butter, softened"))
        #expect(parsed.item == "unsalted butter")
        #expect(parsed.quantity == "100")
        #expect(parsed.unit == "g")
    }

    @Test("the tagger's name and notes keep words apart where a token was left out, and keep a closing unit word")
    func joins() throws {
        let tagger = try #require(IngredientTagger.shared)
        let chillies = try #require(tagger.nameAndNotes("2-3 green chillies (slender finger type), finely chopped"))
        #expect(!chillies.item.contains("chilliesslender"))
        #expect(chillies.notes.map { !$0.contains("finelychopped") } ?? true)
        let leaves = try #require(tagger.nameAndNotes("50g/2oz mixed baby salad leaves"))
        #expect(leaves.item == "mixed baby salad leaves")
        // Amounts between name words are not glued to them either.
        let parsed = try #require(IngredientParser.parse("2 ounces thinly sliced smoked salmon (about 6 slices)", tagger: tagger))
        #expect(parsed.notes.map { !$0.contains("slicedabout") } ?? true)
    }

    @Test("with the tagger's notes, a size it calls a unit is kept and the amount's own numbers are not repeated")
    func sizesAndAmounts() throws {
        let tagger = try #require(IngredientTagger.shared)
        let potatoes = try #require(IngredientParser.parse("2 large sweet potatoes, peeled and cut into 1-inch disks", tagger: tagger))
        #expect(potatoes.notes?.contains("large") == true)
        let rhubarb = try #require(tagger.nameAndNotes("1 1/2 cups rhubarb, cut into 1/2 inch pieces"))
        #expect(rhubarb.notes?.hasPrefix("cut") == true)
    }

    /// The tagger's notes leave amounts out; an amount that adds to the line's or sizes each piece
    /// must reach the cook anyway, while one that only restates the line's amount may go.
    @Test(
        "with the tagger, an amount that adds to the line's or sizes it is never lost",
        arguments: [
            ("1 lb 4 oz skinless smoked cod fillets, cut into 1-inch cubes", "1", "lb", "skinless smoked cod fillets", "4 oz"),
            ("¼ cup plus 2 tablespoons fresh lemon juice", "1/4", "cup", "fresh lemon juice", "plus 2 tbsp"),
            ("1 cup minus 2 tablespoons (180 grams) sugar", "1", "cup", "sugar", "minus 2 tbsp"),
            ("1 kg 200 g strong white flour", "1", "kg", "strong white flour", "200 g"),
            ("2 (6-ounce) salmon fillets", "2", nil, "salmon fillets", "6-ounce"),
            ("1 15-ounce can black beans, rinsed and drained (about 1½ cups)", "1", "can", "black beans", "15-ounce"),
            ("4 x 225g/8oz lamb rump steaks", "4", nil, "lamb rump steaks", "225 g"),
            ("8 x 75g/2½oz pieces wild salmon fillet", "8", "piece", "wild salmon fillet", "75 g"),
            ("1 x 3-rib pork rack", "1", nil, "pork rack", "3 rib"),
        ] as [(String, String, String?, String, String)])
    func amountsKept(line: String, quantity: String, unit: String?, item: String, kept: String) throws {
        let tagger = try #require(IngredientTagger.shared)
        let parsed = try #require(IngredientParser.parse(line, tagger: tagger))
        #expect(parsed.quantity == quantity)
        #expect(parsed.unit == unit)
        #expect(parsed.item == item)
        #expect(parsed.notes?.contains(kept) == true, "\(parsed.notes ?? "no notes")")
    }

    @Test("with the tagger, an amount that only restates the line's own goes; the tagger's name is kept")
    func restatementsGo() throws {
        let tagger = try #require(IngredientTagger.shared)
        let tomatoes = try #require(IngredientParser.parse("400g/14oz small tomatoes, quartered", tagger: tagger))
        #expect(tomatoes.quantity == "400" && tomatoes.unit == "g" && tomatoes.item == "tomatoes")
        #expect(tomatoes.notes.map { !$0.contains("14") } ?? true)
        let water = try #require(IngredientParser.parse("375 ml (1½ cups) lukewarm water", tagger: tagger))
        #expect(water.item == "water" && water.notes == "lukewarm")
    }

    @Test("a damaged model file is refused, not half-read")
    func damaged() {
        #expect(IngredientTagger(text: "labels O QTY\nf w=a\t0:1.0\n") == nil)
        #expect(IngredientTagger(text: "labels O QTY UNIT NAME SIZE PREP COMMENT PURPOSE\nt 9 0 1.0\nf w=a\t0:1.0\n") == nil)
        #expect(IngredientTagger(text: "") == nil)
    }
}
