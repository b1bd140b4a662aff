import Foundation
import Recipes
import Testing

@testable import Extraction

/// Short-form captions (TikTok, Instagram, YouTube Shorts) write the whole recipe in one
/// paragraph: the list in one sentence, its entries parted by commas or plus signs, with or
/// without a heading.
@Suite("Lists written in one sentence")
struct CaptionListTests {
    static func items(_ description: String) -> [String] {
        DescriptionParser.parse(description).ingredientLines.compactMap { IngredientParser.parse($0)?.item }
    }

    static func recipe(_ description: String, title: String = "Dinner") -> RecipeDocument? {
        Offline.recipe(title: title, description: description)
    }

    @Test("entries are cut at the commas; a part that prepares or restates the entry before it stays with it")
    func entriesAndTheirNotes() throws {
        let items = try #require(
            DescriptionParser.commaListItems(
                "1 lb shrimp, 4 tbsp butter, 6 cloves garlic, minced, 1/2 tsp red pepper flakes, juice of 1 lemon, salt and pepper to taste, fresh parsley, finely chopped"
            ))
        #expect(
            items == [
                "1 lb shrimp", "4 tbsp butter", "6 cloves garlic, minced", "1/2 tsp red pepper flakes", "juice of 1 lemon",
                "salt and pepper to taste", "fresh parsley, finely chopped",
            ])
        #expect(
            DescriptionParser.commaListItems(
                "4 duck breasts, about 175g/6oz each, skin removed, 2 gelatine leaves, soaked in cold water, 1 cup rice, rinsed and drained, and 2 tbsp oil"
            ) == [
                "4 duck breasts, about 175g/6oz each, skin removed", "2 gelatine leaves, soaked in cold water",
                "1 cup rice, rinsed and drained", "2 tbsp oil",
            ])
        // A part that names a food is an entry, though a preparation word opens it.
        #expect(
            DescriptionParser.commaListItems("1 cup pasta, grated parmesan, 2 eggs, freshly ground black pepper, 100 g bacon")
                == ["1 cup pasta", "grated parmesan", "2 eggs", "freshly ground black pepper", "100 g bacon"])
        #expect(DescriptionParser.commaListItems("1 banana + 2 eggs + 1/4 cup oats") == ["1 banana", "2 eggs", "1/4 cup oats"])
    }

    @Test("one ingredient line with commas is no list")
    func oneLine() {
        #expect(DescriptionParser.commaListItems("2 tablespoons butter, plus 1 teaspoon, softened") == nil)
        #expect(DescriptionParser.commaListItems("5 cloves garlic, 2 cloves minced, 3 cloves thinly sliced") == nil)
        #expect(DescriptionParser.commaListItems("1 can (14 oz) tomatoes, drained, 1,5 kg") == nil)
        // Under a heading, such a line is still one ingredient.
        #expect(Self.items("Ingredients:\n5 cloves garlic, 2 cloves minced, 3 cloves thinly sliced\n2 eggs") == ["garlic", "eggs"])
    }

    @Test("a caption: the list after its heading, inside a paragraph, with the method after it")
    func captionWithHeading() throws {
        let document = try #require(
            Self.recipe(
                "Garlic butter shrimp in 10 minutes!! Ingredients: 1 lb shrimp, 4 tbsp butter, 6 cloves garlic minced, 1/2 tsp red pepper flakes, juice of 1 lemon, salt and pepper, fresh parsley. Melt butter in a skillet, add garlic and cook 1 minute, add shrimp and cook 2-3 minutes per side. #shrimp #dinner"
            ))
        #expect(
            document.ingredients.map(\.item) == [
                "shrimp", "butter", "garlic", "red pepper flakes", "lemon", "salt and pepper", "fresh parsley",
            ])
        #expect(document.ingredients.first?.quantity == "1")
        // The caption's last step has no cooking verb of the vocabulary: "Finish with …".
        #expect(
            Self.recipe(
                "Ingredients: 1 lb shrimp, 4 tbsp butter, 6 cloves garlic. Melt butter in a skillet and cook the garlic 1 minute. Finish with lemon and parsley. #shrimp"
            )?.steps.last?.text == "Finish with lemon and parsley.")
        #expect(
            document.steps.map(\.text) == [
                "Melt butter in a skillet, add garlic and cook 1 minute, add shrimp and cook 2-3 minutes per side."
            ])
        // An amount after a space inside an entry is the entry's ("500g/1lb 2oz").
        #expect(
            Self.items("Ingredients: 2 cups flour, 500g/1lb 2oz beef mince, 2 eggs, 1 tsp salt. Mix and bake.") == [
                "flour", "beef mince", "eggs", "salt",
            ])
    }

    @Test("'You need 200g …' heads a list without a colon; a list with no heading is found by its foods")
    func captionsWithoutHeadings() throws {
        let pasta = try #require(
            Self.recipe(
                "The easiest weeknight pasta 🍋 You need 200g spaghetti, 1 lemon (zest and juice), 50g parmesan, 2 tbsp butter. Cook the pasta, keep a cup of pasta water. Toss with butter, lemon, parmesan and a splash of water until creamy. Save this for later! #pasta"
            ))
        #expect(pasta.ingredients.map(\.item) == ["spaghetti", "lemon", "parmesan", "butter"])
        #expect(pasta.steps.count == 2)
        let pancakes = try #require(
            Self.recipe(
                "3 ingredient banana pancakes 🥞 1 banana + 2 eggs + 1/4 cup oats. Blend, cook on a buttered pan 2 min per side. That's it!")
        )
        // The amount in the words before the list ("3 ingredient …") is no entry.
        #expect(pancakes.ingredients.map(\.item) == ["banana", "eggs", "oats"])
        #expect(pancakes.steps.map(\.text) == ["Blend, cook on a buttered pan 2 min per side."])
        #expect(
            Self.items(
                "Overnight oats 5 ways! Base: 1/2 cup oats, 1/2 cup milk, 1/4 cup greek yogurt, 1 tbsp chia seeds. Mix and refrigerate overnight."
            ) == ["oats", "milk", "greek yogurt", "chia seeds"])
        // Counts of what is not food stay prose.
        #expect(Self.items("What a match! 3 goals, 2 assists, 1 red card and 90 minutes of drama. Subscribe for more.").isEmpty)
        #expect(Self.recipe("What a match! 3 goals, 2 assists, 1 red card and 90 minutes of drama. Subscribe for more.") == nil)
    }

    @Test("a heading with nothing readable under it keeps the method after it")
    func methodAfterAnUnreadHeading() {
        let sections = DescriptionParser.parse(
            "Ingredients:\nwhatever looked good at the market this morning, honestly!\nMelt the butter in a pan and fry the onions until golden."
        )
        #expect(sections.stepLines == ["Melt the butter in a pan and fry the onions until golden."])
    }

    @Test("keycap numbers open steps, never amounts; a sign-off with a handle is no step")
    func keycapSteps() throws {
        let document = try #require(
            Self.recipe(
                """
                Crispy roasted chickpeas 🔥

                Ingredients 👇
                🫘 1 can chickpeas
                🫒 1 tbsp olive oil
                🌶 1 tsp smoked paprika

                Method 👇
                1️⃣ Drain and dry the chickpeas really well.
                2️⃣ Toss with oil and spices.
                3️⃣ Roast at 200°C for 25-30 minutes, shaking halfway.

                Save for later & follow @snackqueen for more 💛
                """))
        #expect(document.ingredients.map(\.item) == ["chickpeas", "olive oil", "smoked paprika"])
        #expect(
            document.steps.map(\.text) == [
                "Drain and dry the chickpeas really well.", "Toss with oil and spices.",
                "Roast at 200°C for 25-30 minutes, shaking halfway.",
            ])
        #expect(DescriptionParser.keycapNumber("🔟 Serve") ?? (0, 0) == (10, 1))
        #expect(DescriptionParser.keycapNumber("1️⃣2️⃣ Serve") ?? (0, 0) == (12, 2))
        #expect(DescriptionParser.keycapNumber("1 cup flour") == nil)
        #expect(!DescriptionParser.isNoise("bake @ 350°f for 20 minutes"))
    }

    @Test("a method written as a chain of arrows is its steps; a numbered method after the list goes on to its last step")
    func chainsAndNumbers() throws {
        #expect(
            DescriptionParser.stepsParted("Bake tomatoes + feta at 400F for 35 min → add garlic → stir in cooked pasta → top with basil.")
                == [
                    "Bake tomatoes + feta at 400F for 35 min", "Add garlic", "Stir in cooked pasta", "Top with basil.",
                ])
        #expect(DescriptionParser.stepsParted("Set the oven → 180°C and bake.") == ["Set the oven → 180°C and bake."])
        let pasta = try #require(
            Self.recipe(
                "Pasta aglio e olio in 15 min. Ingredients: 200g spaghetti, 4 cloves garlic, 1/4 cup olive oil, 1 tsp chili flakes, parsley. 1. Boil the pasta in salted water. 2. Gently fry the sliced garlic in the oil. 3. Add chili flakes and toss in the pasta. 4. Finish with parsley."
            ))
        #expect(pasta.ingredients.last?.item == "parsley")
        #expect(pasta.ingredients.last?.quantity == nil)
        #expect(pasta.steps.count == 4)
        #expect(pasta.steps.last?.text == "Finish with parsley.")
    }

    @Test("a review said only in speech is no recipe; a recipe that ends in a taste test, or tells to 'give it a stir', is one")
    func spokenReviews() {
        let extractor = HeuristicExtractor(translator: OfflineTranslator(apertiumPath: nil))
        func result(_ caption: String, _ transcript: String) -> RecipeResult {
            extractor.extractSync(.init(videoID: "short", title: nil, description: caption, transcript: transcript, chapters: [])).result
        }
        let review = result(
            "rating every chipotle bowl #foodreview",
            "okay guys today we're trying the new chipotle bowl. it's got chicken, rice, beans and the new sauce. honestly the chicken is a little dry. the sauce is really good though. i'd give this a seven out of ten."
        )
        guard case .notRecipe(let reason) = review else {
            Issue.record("a review was taken for a recipe")
            return
        }
        #expect(reason.contains("review"))
        let recipe = result(
            "#pasta",
            "first boil the pasta in salted water. slice four cloves of garlic and fry them in olive oil until golden. add the pasta and give it a good stir with a ladle of pasta water. time for the taste test, and my honest opinion: so good."
        )
        guard case .recipe = recipe else {
            Issue.record("a recipe was taken for a review")
            return
        }
        #expect(RecipeClassifier.spokenReviewPhrases("I'd give it a nine out of ten, worth the hype") == 3)
        #expect(RecipeClassifier.spokenReviewPhrases("give it a stir, then give this a mix") == 0)
        #expect(RecipeClassifier.spokenReviewPhrases("the taste test, and my honest opinion") == 0)
        #expect(RecipeClassifier.spokenReviewPhrases("the taste test: my honest rating") == 3)
    }

    @Test("hostile captions are read in bounded time")
    func hostile() {
        let long = "Ingredients: " + String(repeating: "1 cup flour, ", count: 20_000) + "2 eggs."
        let start = Date()
        _ = DescriptionParser.parse(long)
        _ = DescriptionParser.parse(String(repeating: "1 egg + ", count: 50_000))
        _ = DescriptionParser.parse(String(repeating: "2 eggs, ", count: 250))
        #expect(Date().timeIntervalSince(start) < 20)
    }
}
