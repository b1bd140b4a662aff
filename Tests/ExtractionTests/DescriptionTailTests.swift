import Recipes
import Testing

@testable import Extraction

/// What follows a description's method: the yield and stated nutrition, the channel's gear
/// links; and a seasoning line that lists two foods.
@Suite("After the method, and seasoning lines")
struct DescriptionTailTests {
    static let bananaBread = """
        INGREDIENTS
        3 ripe bananas (about 350g)
        1/3 cup (75g) melted butter
        1/2 cup (100g) sugar
        1 egg, beaten
        1 1/2 cups (190g) flour

        DIRECTIONS
        Preheat the oven to 175°C (350°F). Mash the bananas and mix in the rest.
        Pour into a loaf tin and bake 60 minutes.

        Serves 8. Calories per slice: 240, protein per slice: 4 g

        🔪 MY KITCHEN GEAR
        Knife: https://amzn.to/3abc
        Loaf tin: https://amzn.to/3def
        """

    @Test("the yield and nutrition after the method are the recipe's meta, not a step; stated figures win over an estimate")
    func metaAfterTheMethod() throws {
        let input = ExtractionInput(videoID: "bread", title: "Banana bread", description: Self.bananaBread, transcript: nil, chapters: [])
        let document = try #require(Offline.recipe(input))
        #expect(
            document.steps.map(\.text) == [
                "Preheat the oven to 175°C (350°F). Mash the bananas and mix in the rest.", "Pour into a loaf tin and bake 60 minutes.",
            ])
        #expect(document.meta.servings == "8")
        #expect(document.nutrition.calories == 240)
        #expect(document.nutrition.protein == "4 g")
        #expect(document.flags.isEstimated == false)
    }

    @Test("'Calories per serving: 350', '210kcal' and 'protein (per portion) 12 g' are read; a figure far from its word is not")
    func statedFigures() {
        #expect(MetaParser.parse("Calories per serving: 350").calories == 350)
        #expect(MetaParser.parse("calories (per portion) 350 kcal").calories == 350)
        #expect(MetaParser.parse("Protein per slice: 12 g").protein == "12 g")
        #expect(MetaParser.parse("Calories: we burned plenty of them in 30 minutes").calories == nil)
        // The unit glued to the number, as recipe cards print it.
        #expect(MetaParser.parse("Nutrition (per cookie): Calories 210kcal | Protein 3g | Fat 10g").calories == 210)
        #expect(MetaParser.parse("Macros: 450cal, 30g protein").calories == 450)
        #expect(MetaParser.parse("natural flavours only").calories == nil)
    }

    @Test("the channel's gear and products are no method; 'Follow the steps below' is no such heading")
    func gearHeadings() {
        #expect(DescriptionParser.isIgnoredHeader("my kitchen gear"))
        #expect(DescriptionParser.isIgnoredHeader("our favourite tools"))
        #expect(DescriptionParser.isIgnoredHeader("products"))
        #expect(!DescriptionParser.isIgnoredHeader("follow the steps below"))
        #expect(!DescriptionParser.isIgnoredHeader("my kitchen secret"))
    }

    @Test("'Salt, pepper' names both; a note after the comma stays a note")
    func seasoningLines() {
        #expect(IngredientParser.parse("Salt, pepper")?.item == "Salt, pepper")
        #expect(IngredientParser.parse("salt, pepper, paprika, to taste")?.item == "salt, pepper, paprika")
        #expect(IngredientParser.parse("salt, pepper, paprika, to taste")?.notes == "to taste")
        #expect(IngredientParser.parse("Parsley, chopped")?.item == "Parsley")
        #expect(IngredientParser.parse("Butter, for greasing")?.item == "Butter")
        // With an amount the line measures one food: the rule is for lines without one.
        #expect(IngredientParser.parse("1 tsp salt, pepper")?.item == "salt")
    }
}

/// A video whose description gives no method and no transcript still has its chapters.
@Suite("Chapters as steps")
struct ChapterStepTests {
    @Test("chapters said as the cook does it become imperatives; intros, taste tests and results are no steps")
    func chapters() throws {
        #expect(HeuristicExtractor.chapterStep("Browning the beef") == "Brown the beef")
        #expect(HeuristicExtractor.chapterStep("Simmering") == "Simmer")
        #expect(HeuristicExtractor.chapterStep("Serving") == "Serve")
        #expect(HeuristicExtractor.chapterStep("Make the dough") == "Make the dough")
        #expect(HeuristicExtractor.chapterStep("Adding the vegetables") == "Add the vegetables")
        for title in ["Intro", "Taste test", "Final result", "Q&A", "Outro", "Ingredients"] {
            #expect(HeuristicExtractor.chapterStep(title) == nil, "\(title)")
        }
        let input = ExtractionInput(
            videoID: "stew", title: "Easy Beef Stew",
            description:
                "0:00 Intro\n0:45 Browning the beef\n3:10 Adding the vegetables\n6:30 Simmering\n9:00 Taste test\n\nIngredients\n2 lbs beef chuck\n1 onion, diced\n4 cups beef broth",
            transcript: nil,
            chapters: ExtractionInput.chapters(
                in: "0:00 Intro\n0:45 Browning the beef\n3:10 Adding the vegetables\n6:30 Simmering\n9:00 Taste test"))
        let document = try #require(Offline.recipe(input))
        #expect(document.steps.map(\.text) == ["Brown the beef", "Add the vegetables", "Simmer"])
    }
}
