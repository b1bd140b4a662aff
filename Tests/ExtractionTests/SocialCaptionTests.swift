import Recipes
import Testing

@testable import Extraction

/// English captions as Instagram and TikTok creators type them, none from the corpus: symbols
/// drawn as pictures glued to each entry, headings in styled letters, counts in brackets, a list
/// and its method in lower case with no stop between, fitness macros, a line of figures. Each
/// had lost ingredients, steps or figures, or answered "not a recipe".
@Suite("Social captions: picture bullets, styled letters, bracketed counts, lower-case run-ons, macros")
struct SocialCaptionTests {
    static func recipe(_ description: String, title: String = "Dinner") throws -> RecipeDocument {
        try #require(Offline.recipe(title: title, description: description))
    }

    static func amounts(_ document: RecipeDocument) -> [String] {
        document.ingredients.map { [$0.quantity ?? "-", $0.unit ?? "-", $0.item].joined(separator: " ") }
    }

    @Test("a symbol drawn as a picture (\"▪️\", \"▶️\") glued to the amount is a bullet, not part of the name")
    func pictureBullets() throws {
        let bread = try Self.recipe(
            "INGREDIENTS\n▪️3 ripe bananas\n▪️1/3 cup melted butter\n▶️3/4 cup sugar\n✔️1 egg\n\nINSTRUCTIONS\n1️⃣ Mash the bananas.\n2️⃣ Bake at 350°F for 55 min."
        )
        #expect(Self.amounts(bread) == ["3 - ripe bananas", "1/3 cup butter", "3/4 cup sugar", "1 - egg"])
        #expect(bread.steps.map(\.text) == ["Mash the bananas.", "Bake at 350°F for 55 min."])
        // A keycap opens with an ASCII digit: still a number, never a bullet.
        #expect(!TextTools.isDecoration("1️⃣") && TextTools.isDecoration("▪️") && TextTools.isDecoration("▶️"))
    }

    @Test("headings, titles and digits in styled letters read as the plain ones")
    func styledLetters() throws {
        let pasta = try Self.recipe(
            "𝗜𝗡𝗚𝗥𝗘𝗗𝗜𝗘𝗡𝗧𝗦\n𝟮𝟬𝟬𝗴 spaghetti\nSalt\nParmesan\n\n𝑴𝒆𝒕𝒉𝒐𝒅\nBoil the pasta and toss it with the parmesan.",
            title: "𝗖𝗿𝗲𝗮𝗺𝘆 𝗴𝗮𝗿𝗹𝗶𝗰 𝗽𝗮𝘀𝘁𝗮 🍝")
        #expect(pasta.title == "Creamy garlic pasta")
        #expect(Self.amounts(pasta) == ["200 g spaghetti", "- - Salt", "- - Parmesan"])
        #expect(pasta.steps.count == 1)
        #expect(PlainCharacters.plainText("𝑊ℎ𝑖𝑠𝑘 𝟑 eggs") == "Whisk 3 eggs")
        #expect(PlainCharacters.plainText("plain ✓ text") == "plain ✓ text")
    }

    @Test("a count in brackets is the amount; bracketed numbers counting from 1 number the lines")
    func bracketedCounts() throws {
        let fajitas = try Self.recipe(
            "Sheet pan fajitas\n(2) bell peppers, sliced\n(1) red onion, sliced\n(1.5) lbs chicken thighs\n(8) tortillas\nToss everything on a sheet pan and roast at 425°F for 25 minutes."
        )
        #expect(Self.amounts(fajitas) == ["2 - bell peppers", "1 - red onion", "1.5 lb chicken thighs", "8 - tortillas"])
        #expect(fajitas.steps.count == 1)

        let numbered = DescriptionParser.bracketedCounts(["(1) Preheat the oven.", "(2) Mix the batter.", "(3) salt"])
        #expect(numbered == ["1. Preheat the oven.", "2. Mix the batter.", "3. salt"])
        #expect(DescriptionParser.bracketedCounts(["(optional) chilli", "(2 cups) flour"]) == ["(optional) chilli", "(2 cups) flour"])
    }

    @Test("a lower-case caption: the method opens at a verb and its object, without a stop; \"pinch of\" opens an entry")
    func lowerCaseRunOn() throws {
        let crepes = try Self.recipe(
            "easy crepes recipe ingredients: 2 eggs 1 cup flour 1 1/4 cups milk 2 tbsp melted butter pinch of salt whisk everything until smooth rest 10 minutes cook in a hot buttered pan 1 min per side"
        )
        #expect(Self.amounts(crepes) == ["2 - eggs", "1 cup flour", "1 1/4 cup milk", "2 tbsp butter", "- pinch salt"])
        #expect(crepes.steps.map(\.text) == ["Whisk everything until smooth rest 10 minutes cook in a hot buttered pan 1 min per side"])

        let commas = try Self.recipe(
            "ingredients: 2 eggs, 1 cup flour, 1 1/4 cups milk, pinch of salt. whisk everything until smooth, cook 1 min per side")
        #expect(commas.ingredients.map(\.item) == ["eggs", "flour", "milk", "salt"])
        #expect(commas.steps.first?.text.hasPrefix("Whisk everything") == true)

        // A verb that belongs to its entry does not end the list.
        #expect(!DescriptionParser.methodOpens(Array("sugar to sprinkle on top"), at: 10))
        #expect(DescriptionParser.methodOpens(Array("salt whisk everything"), at: 5))
        #expect(!DescriptionParser.methodOpens(Array("1 cup pancake mix, 1 egg"), at: 14))
    }

    @Test("a caption's method loses its trailing hashtags; English verbs beyond the classifier's open steps")
    func stepsOfCaptions() throws {
        let cookies = try Self.recipe(
            "3 ingredient peanut butter cookies 🍪 1 cup peanut butter, 1/2 cup sugar, 1 egg. Mix, roll into balls and bake at 350 for 10 min #cookies #baking #fyp"
        )
        #expect(cookies.steps.map(\.text) == ["Mix, roll into balls and bake at 350 for 10 min"])
        #expect(TextTools.withoutTrailingHashtags("Use tip #2 here") == "Use tip #2 here")
        #expect(TextTools.withoutTrailingHashtags("#fyp #food") == "")

        let salmon = try Self.recipe(
            "✔️ 1 lb salmon, cubed\n✔️ 1 tbsp olive oil\n✔️ 1 tsp smoked paprika\nAir fry at 400°F for 8 mins, shaking halfway.\nSear the rest in a hot pan for 2 minutes."
        )
        #expect(salmon.steps.map(\.text) == ["Air fry at 400°F for 8 mins, shaking halfway.", "Sear the rest in a hot pan for 2 minutes."])
    }

    @Test("figures: macros per serving are not servings; \"P: 28g\" is protein; a line of figures gives the times")
    func figures() throws {
        let bowl = try Self.recipe(
            "Macros per serving: 520 cal | 48g protein | 55g carbs\n\nIngredients (serves 4):\n600g chicken breast\n2 tbsp taco seasoning\n250g cooked rice\n\nCook the chicken with the seasoning for 10 minutes."
        )
        #expect(bowl.meta.servings == "4")
        #expect(bowl.nutrition.calories == 520 && bowl.nutrition.protein == "48 g")

        let pancakes = try Self.recipe(
            "Per serving: 310 kcal, P: 28g, C: 35g, F: 6g\n- 80g oats\n- 2 eggs\n- 100ml almond milk\nBlend everything, rest 5 min, cook on a non-stick pan over medium heat 2 min per side."
        )
        #expect(pancakes.nutrition.protein == "28 g")
        // "per serving", "per side" are English: the method is not marked Italian.
        #expect(pancakes.steps.allSatisfy { $0.originalLanguage == nil })
        #expect(pancakes.sourceLanguage == "en")

        let meta = MetaParser.parse("Chickpea curry | Serves 4 | Prep 10 min | Cook 25 min\nFry the onion. Bake 35 minutes.")
        #expect(meta.servings == "4" && meta.prepTime == "10 min" && meta.cookTime == "25 min")
        // A step's time alone is not the recipe's cook time.
        #expect(MetaParser.parse("Mix the batter. Bake 35 minutes.").cookTime == nil)
    }

    @Test("\"thumb-sized piece ginger\": a sized piece is the measure even without a number")
    func sizedPiece() {
        let ginger = IngredientParser.parse("thumb-sized piece ginger, grated")
        #expect(ginger?.unit == "piece" && ginger?.item == "ginger")
    }
}
