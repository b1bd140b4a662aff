import Testing

@testable import Extraction

/// Sizes and weights written into a line: a dimension is never the amount by mistake, and a weight
/// beside a count is never dropped as if it restated the amount.
@Suite("Ingredient sizes and weights")
struct IngredientSizeTests {
    static func parsed(_ line: String) throws -> ParsedIngredient {
        try #require(IngredientParser.parse(line, tagger: IngredientTagger.shared))
    }

    @Test("an article before a size counts one, as 'One 3-pound chicken' does")
    func articleBeforeSize() throws {
        let chicken = try Self.parsed("A 3-pound chicken, cut into 8 pieces")
        #expect([chicken.quantity, chicken.unit, chicken.item, chicken.notes] == ["1", nil, "chicken", "3-pound, cut into 8 pieces"])
        let cinnamon = try Self.parsed("A 2-inch piece of cinnamon")
        #expect([cinnamon.quantity, cinnamon.unit, cinnamon.item, cinnamon.notes] == ["1", "piece", "cinnamon", "2-inch"])
        let ginger = try Self.parsed("a 5cm piece of ginger, grated")
        #expect([ginger.quantity, ginger.unit, ginger.item, ginger.notes] == ["1", "piece", "ginger", "5 cm, grated"])
        #expect(try Self.parsed("A 2-inch knob of ginger").unit == "knob")
        // An article before a measure is not a size: nothing changes there.
        #expect(try Self.parsed("A pinch of salt").quantity == nil)
    }

    @Test("a length that opens the line is its amount; the piece it comes in is a note, not the name")
    func lengthAsAmount() throws {
        let ginger = try Self.parsed("2-inch piece ginger, grated")
        #expect([ginger.quantity, ginger.unit, ginger.item, ginger.notes] == ["2", "inch", "ginger", "piece, grated"])
        let root = try Self.parsed("2.5cm/1in piece root ginger, peeled")
        #expect([root.quantity, root.unit, root.item, root.notes] == ["2.5", "cm", "root ginger", "piece, peeled"])
        // A weight too: "a 55 g piece", "a 28 oz can".
        let tomatoes = try Self.parsed("28 oz (796 mL) can tomatoes")
        #expect([tomatoes.quantity, tomatoes.unit, tomatoes.item, tomatoes.notes] == ["28", "oz", "tomatoes", "can"])
        let parmesan = try Self.parsed("55g/2oz piece of Parmesan cheese (for shaving)")
        #expect([parmesan.quantity, parmesan.unit, parmesan.item, parmesan.notes] == ["55", "g", "Parmesan cheese", "piece, for shaving"])
    }

    @Test("the weight of each, after the count: '1 3-4 ounce tomato', '4 175g salmon fillets'")
    func weightOfEach() throws {
        let tomato = try Self.parsed("1 3-4 ounce tomato, coarsely grated")
        #expect([tomato.quantity, tomato.unit, tomato.item] == ["1", nil, "tomato"])
        #expect(tomato.notes?.contains("3-4 oz") == true || tomato.notes?.contains("3-4 ounce") == true)
        let salmon = try Self.parsed("4 175g salmon fillets")
        #expect([salmon.quantity, salmon.item, salmon.notes] == ["4", "salmon fillets", "175 g"])
        // A mixed number is still one amount.
        #expect(try Self.parsed("1 1/2 cups flour").quantity == "1 1/2")
    }

    @Test("a weight beside a count or a container is news; beside a measure it restates it")
    func weightsKept() throws {
        #expect(try Self.parsed("2 chicken breasts (about 500g)").notes == "about 500g")
        #expect(try Self.parsed("4 duck breasts, about 175g/6oz each").notes == "about 175g/6oz each")
        #expect(try Self.parsed("1 onion (about 200 g), chopped").notes == "about 200 g, chopped")
        #expect(try Self.parsed("1 cup (240 ml) milk").notes == nil)
        #expect(try Self.parsed("1 lb ground beef, about 450 g").notes == "about")
        // With the tagger's name, the rules' weight joins its notes, each word said once.
        let cheese = try Self.parsed("2 wheels Saint-Marcellin cheese (about 3 ounces each) at room temperature")
        #expect(cheese.item == "Saint-Marcellin cheese")
        #expect(cheese.notes == "about 3 ounces each, at room temperature")
        let celery = try Self.parsed("2 medium celery roots (about 2 pounds)")
        #expect(celery.notes == "about 2 pounds, medium")
        // A size the tagger calls a unit ("medium-size") is a note of its, not lost.
        let pepper = try Self.parsed("1 medium-size sweet green or, preferably, red pepper, about 1/4 pound")
        #expect(pepper.notes?.contains("medium-size") == true)
        #expect(pepper.notes?.contains("1/4 pound") == true)
    }

    @Test("a parenthesis never closed holds a note, or the name when only the amount is outside it")
    func unclosedParenthesis() throws {
        #expect(try Self.parsed("1 cup milk (warm").notes == "warm")
        let salmon = try Self.parsed("2 (6-ounce salmon fillets")
        #expect([salmon.quantity, salmon.item, salmon.notes] == ["2", "salmon fillets", "6-ounce"])
        #expect(IngredientParser.parse("(optional") == nil)
    }

    @Test("lengths: kept where written, said once, hyphens kept")
    func lengths() throws {
        let beans = try Self.parsed("10 green beans, preferably slender, cut into 2-inch (5 cm) lengths")
        #expect(beans.notes == "preferably slender, cut into 2-inch lengths")
        #expect(try Self.parsed("1 cinnamon stick piece, about 2 inches (5 cm)").notes == "about 2 inches")
        #expect(try Self.parsed("1 pastry for a double crust 9-inch pie").notes == "for a double crust 9-inch pie")
        #expect(try Self.parsed("1 unbaked 9-inch pie crust").item.contains("9-inch"))
        // A unit word the tagger left out of its name, where the rules found none, is the unit.
        let slices = try Self.parsed("12 thick-cut (⅛ inch) slices Swiss cheese")
        #expect([slices.quantity, slices.unit, slices.item] == ["12", "slice", "Swiss cheese"])
        #expect(IngredientParser.withoutRestatedLengths("2.5cm (1in) piece ginger") == "2.5cm piece ginger")
        #expect(IngredientParser.withoutRestatedLengths("2 tomatoes (5 cm)") == "2 tomatoes (5 cm)")
        #expect(IngredientParser.joinTokens(["9", "-", "inch", "pie"]) == "9-inch pie")
        #expect(IngredientParser.joinTokens(["salt", "-", "to", "taste"]) == "salt - to taste")
    }
}
