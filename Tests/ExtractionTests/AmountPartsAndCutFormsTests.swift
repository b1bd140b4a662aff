import Testing

@testable import Extraction

/// An amount written in two parts ("1 e 1/2 xícara", "2 and a half cups"), the Brazilian coffee
/// spoon, how a thing is cut and "as you like" closing a name in the corpus's other languages.
@Suite("Amounts in two parts, cut forms")
struct AmountPartsAndCutFormsTests {
    @Test("a whole number and its fraction joined by a word or '+' are one amount, in every language")
    func joinedAmounts() throws {
        for (line, quantity, unit, item) in [
            ("1 and 1/2 cups flour", "1 1/2", "cup", "flour"), ("1 e 1/2 xícara (chá) de açúcar", "1 1/2", "cup", "açúcar"),
            ("1 + 1/2 cas de fécule", "1 1/2", "tbsp", "fécule"), ("1+1/2 cas de fécule", "1 1/2", "tbsp", "fécule"),
            ("1 y ½ taza de azúcar", "1 1/2", "cup", "azúcar"), ("2 and a half cups flour", "2 1/2", "cup", "flour"),
            // "and a half" after the unit, as Romance languages say it
            ("1 xícara e meia de farinha", "1 1/2", "cup", "farinha"), ("1 taza y media de leche", "1 1/2", "cup", "leche"),
            ("1 cuillère et demie de sucre", "1 1/2", "tbsp", "sucre"),
        ] {
            let parsed = try #require(IngredientParser.parse(line, tagger: nil), "\(line)")
            #expect(parsed.quantity == quantity && parsed.unit == unit && parsed.item == item, "\(line): \(parsed)")
        }
        // Two things, each with its own amount, are not one amount.
        #expect(IngredientParser.joinedAmountParts("2 eggs and 1/2 cup milk") == "2 eggs and 1/2 cup milk")
        #expect(IngredientParser.joinedAmountParts("salt and 1/2 tsp pepper") == "salt and 1/2 tsp pepper")
        // A number in the words between is another amount: "and a half" goes to the nearer one.
        #expect(IngredientParser.joinedAmountParts("1 ovo 2 xícaras e meia") == "1 ovo 2 1/2 xícaras")
        // Nothing to join: the line comes back as it was, spacing and all.
        #expect(IngredientParser.joinedAmountParts("2  cups\tflour") == "2  cups\tflour")
        #expect(IngredientParser.joinedAmountParts("1 + 2") == "1 + 2")
    }

    @Test("the Brazilian coffee spoon is its own unit, half a teaspoon, not the tea spoon")
    func coffeeSpoon() throws {
        for line in ["1 colher (café) de sal", "1 colher(café)de orégano", "2 colheres de café de pimenta"] {
            let parsed = try #require(IngredientParser.parse(line, tagger: nil))
            #expect(parsed.unit == "coffee spoon", "\(line)")
        }
        #expect(try #require(IngredientParser.parse("1 colher (chá) de sal", tagger: nil)).unit == "tsp")
        // A spoon with no kind is a tablespoon, as "cuillère" is in French.
        for line in ["2 colheres de açúcar", "1 colher de manteiga", "2 cucharas de aceite"] {
            #expect(IngredientParser.parse(line, tagger: nil)?.unit == "tbsp", "\(line)")
        }
        #expect(NutritionEstimator.millilitres["coffee spoon"] == 2.5)
    }

    @Test("how a thing is cut goes to the notes and the glossary puts it into English; a word that only starts alike stays")
    func cutForms() throws {
        for (line, item, notes) in [
            ("2 yucas en trozos", "yucas", "en trozos"),
            ("2 poivrons rouges grillés en lanières", "poivrons rouges grillés", "en lanières"),
            ("2 batatas em cubos", "batatas", "em cubos"), ("200 g de carottes en rondelles", "carottes", "en rondelles"),
            ("100 g de crème en dessert", "crème en dessert", nil),
        ] {
            let parsed = try #require(IngredientParser.parse(line, tagger: nil))
            #expect(parsed.item == item && parsed.notes == notes, "\(line): \(parsed)")
        }
        #expect(Glossary.translateName("en trozos", from: "es") == "in pieces")
        #expect(Glossary.translateName("en lanières", from: "fr") == "in strips")
        #expect(Glossary.translateName("em cubos", from: "pt") == "in cubes")
        #expect(Glossary.translateName("in Scheiben", from: "de") == "sliced")
        for form in Vocabulary.cutForms { #expect(form.hasPrefix(" ") && form.hasSuffix(" ") && form == TextTools.fold(form)) }
    }

    @Test("'selon' and 'según' (as you like, as the packet says) open the notes")
    func asYouLike() throws {
        for (line, item, notes) in [
            ("sel poivre selon vos goûts", "sel poivre", "selon vos goûts"),
            ("piment fort ou selon le goût", "piment fort", "ou selon le goût"),
            ("200 g de tagliatelle selon les indications du paquet", "tagliatelle", "selon les indications du paquet"),
            ("sal según su gusto", "sal", "según su gusto"),
        ] {
            let parsed = try #require(IngredientParser.parse(line, tagger: nil))
            #expect(parsed.item == item && parsed.notes == notes, "\(line): \(parsed)")
        }
        // and the glossary puts those notes into English
        #expect(Glossary.translateName("selon vos goûts", from: "fr") == "to taste")
        #expect(Glossary.translateName("ou selon le goût", from: "fr") == "or to taste")
        #expect(Glossary.translateName("selon les indications du paquet", from: "fr") == "as the packet says")
        #expect(Glossary.translateName("según su gusto", from: "es") == "to taste")
        // A French "à" opening a note is a preposition, not "with".
        #expect(Glossary.translateName("à l'ail", from: "fr") != "with garlic")
    }
}

@Suite("How finely, and names already in English")
struct AdverbAndEnglishNameTests {
    @Test("how finely or lightly a thing is done, in each language")
    func adverbs() {
        #expect(Glossary.translateName("hachées finement", from: "fr") == "finely minced")
        #expect(Glossary.translateName("rincés et égouttés", from: "fr") == "rinsed and drained")
        #expect(Glossary.translateName("fein gehackt", from: "de") == "finely chopped")
        #expect(Glossary.translateName("finamente picada", from: "es") != nil)
    }

    @Test("an English name in a French or Spanish list is English; a name with a word of the language is not")
    func englishNames() {
        #expect(EnglishNames.isEnglishName("chicken breast", language: "fr"))
        #expect(EnglishNames.isEnglishName("green beans", language: "es"))
        #expect(EnglishNames.isEnglishName("salt and black pepper", language: "pt"))
        #expect(!EnglishNames.isEnglishName("sauce tomate", language: "fr"))
        #expect(!EnglishNames.isEnglishName("pollo", language: "es"))
        #expect(!EnglishNames.isEnglishName("2 3", language: "es"))
        #expect(!EnglishNames.isEnglishName("chicken", language: "hi"))  // no glossary table: the Indic rule applies
    }
}

@Suite("German compounds")
struct GermanCompoundTests {
    @Test("a compound the glossary lacks is its modifier and its head, linking letters dropped")
    func compounds() {
        #expect(Glossary.translateName("Knoblauchpulver", from: "de") == "garlic powder")
        #expect(Glossary.translateName("Tomatensoße", from: "de") == "tomato sauce")  // Tomate-n-soße
        #expect(Glossary.translateName("Hühnerschenkel", from: "de") == "chicken thighs")  // Huhn-er-schenkel
        #expect(Glossary.translateName("Schweinefilet", from: "de") == "pork fillet")
        #expect(Glossary.translateName("Kokosöl", from: "de") == "coconut oil")
        #expect(Glossary.translateName("frisches Zitronenabrieb", from: "de") == nil)  // "frisches" is unknown: nothing half-read
        #expect(Glossary.translateName("Zitronenabrieb", from: "de") == "lemon zest")
        #expect(Glossary.translateName("Zauberstab", from: "de") == nil)
        #expect(Glossary.translateName("Tomatensauce", from: "fr") == nil)  // German only
    }
}
