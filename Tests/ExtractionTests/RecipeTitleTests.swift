import Recipes
import Testing

@testable import Extraction

/// A recipe card's title is the dish a video's title names, without what the title carries for
/// search: alternatives, the name in another script, the cuisine, the channel, hashtags.
@Suite("Recipe titles from video titles")
struct RecipeTitleTests {
    @Test(
        "the first part that names a dish, in Latin letters when the title also has them",
        arguments: [
            ("Paneer Butter Masala | పనీర్ బటర్ మసాలా | Restaurant Style Paneer Recipe | Kitchen Diaries", "Paneer Butter Masala"),
            ("మటన్ బిర్యానీ | Mutton Biryani | Telugu Recipes", "Mutton Biryani"),
            ("Aloo Gobi Recipe In Hindi । आलू गोभी", "Aloo Gobi"),
            ("crispy chicken pakoda In telugu by some channel| చికెన్ పకోడీ", "crispy chicken pakoda"),
            ("How to Make Lemon Tart - Easy Dessert Recipe", "Lemon Tart"),
            ("Making Cinnamon Rolls : A Bakery Visit", "Cinnamon Rolls"),
            ("#shorts Chocolate Mug Cake #easyrecipe", "Chocolate Mug Cake"),
            ("ButterChicken|बटर चिकन", "Butter Chicken"),
            ("Bengali Recipe | Macher Jhol", "Macher Jhol"),
            ("My Kitchen Vlog | Ragi Dosa", "Ragi Dosa"),
            ("Easy Ghee Rice- Easy and Best Tasting Ghee Rice Recipe", "Easy Ghee Rice"),
            ("Spaghetti Bolognese / VEGAN", "Spaghetti Bolognese"),
            ("How to Make- Shrimp- Coconut Rice- One Pot Meal", "Shrimp"),
            ("Recette de Tarte aux Pommes Maison", "Tarte aux Pommes Maison"), ("RECETA DE POZOLE ROJO | Cocina Fácil", "POZOLE ROJO"),
        ])
    func dish(title: String, dish: String) {
        #expect(RecipeTitles.dishName(title) == dish)
    }

    @Test(
        "a title without separators, or with parts that are all generic, stays as it was",
        arguments: [
            "Chicken Curry", "Okra-Coconut Stir Fry", "Tacos (Beef / Pork) for a Crowd", "Recipe", "Bengali Recipe | Rural Recipes",
            "McDonald's Style Fries", "YouCook2: meatloaf", "Meal Prep #3: Three Breakfasts", "#pasta", "【祝！谷やんご来店】肉5kg、食らう。",
        ])
    func unchanged(title: String) {
        let dish = RecipeTitles.dishName(title)
        // (A hashtag that is all the title has is the name without its "#"; "#3" is a number.)
        #expect(dish == title || dish == title.replacingAll("#", with: ""), "\(dish)")
    }

    @Test("a file's name from a phone or an app is no title; a person's title with a number is")
    func fileNames() {
        for name in [
            "IMG_1234", "VID_20231005_123456", "PXL_20240101_101010123.mp4", "video (3)", "WhatsApp Video 2024-01-05 at 10.11.12",
            "Screen Recording 2024-03-01 at 10.00.00", "RPReplay_Final1700000000", "3F2504E0-4F89-11D3-9A0C-0305E82C3301", "1234",
            "MOV_0042.MOV",
        ] {
            #expect(RecipeTitles.isFileName(name), "\(name)")
        }
        for title in ["Grandma's lasagna", "Pasta night 2024", "Video of my sourdough", "Img", "7 layer dip", "Recipe", ""] {
            #expect(!RecipeTitles.isFileName(title), "\(title)")
        }
        let extractor = HeuristicExtractor(translator: OfflineTranslator(apertiumPath: nil))
        let transcript =
            "hi, today i'm making banana bread. you need three ripe bananas and two cups of flour. "
            + "mash the bananas. mix in the flour and bake for fifty minutes."
        let output = extractor.extractSync(ExtractionInput(videoID: "v", title: "IMG_4821", description: nil, transcript: transcript))
        guard case .recipe(let recipe) = output.result else {
            Issue.record("expected a recipe, got \(output.result)")
            return
        }
        #expect(recipe.title == "Banana bread")
    }

    @Test("a hostile title is cut in linear time")
    func hostile() {
        let title = String(repeating: "| #a / - ", count: 100) + "Dal"
        #expect(RecipeTitles.dishName(title) == "Dal")
        #expect(RecipeTitles.dishName("Dal" + String(repeating: " recipe", count: 130)) == "Dal")
        // Past a line's length the text is no title to cut: it stays as it is.
        let long = String(repeating: "| #a / - ", count: 20_000) + "Dal"
        #expect(RecipeTitles.dishName(long) == long)
        // A bracket never closed: no separator after it, one part, the title as it was.
        let unclosed = "(" + String(repeating: "a | ", count: 200)
        #expect(RecipeTitles.dishName(unclosed) == unclosed)
    }

    @Test("a picture between two words of the title leaves one space")
    func pictureInTitle() {
        #expect(
            HeuristicExtractor.cleanTitle("PASTA CREMOSA DE CHAMPIÑONES 🍄 lista en 15 minutos", transcript: "").contains(
                "CHAMPIÑONES lista"))
        #expect(HeuristicExtractor.cleanTitle("🍝 Creamy 🍄 mushroom pasta 🍝", transcript: "") == "Creamy mushroom pasta")
    }

    @Test("the extractor's card: the dish, and a Latin-letter name on an Indian-language video is not put through the lexicon")
    func extractorCard() throws {
        let description = """
            కావలసిన పదార్థాలు:
            శనగలు - 1 కప్పు
            ఉప్పు - 1 టీస్పూన్
            ఉల్లిపాయలు - 2
            """
        let output = HeuristicExtractor(translator: OfflineTranslator(apertiumPath: nil)).extractSync(
            ExtractionInput(
                videoID: "abc", title: "Chole Masala | చోలే మసాలా | Restaurant Style Recipe in Telugu", description: description,
                transcript: nil))
        guard case .recipe(let recipe) = output.result else {
            Issue.record("expected a recipe, got \(output.result)")
            return
        }
        #expect(recipe.title == "Chole Masala")
        #expect(recipe.titleOriginalLanguage == nil)
        #expect(recipe.ingredients.map(\.item).contains("salt"))
    }
}
