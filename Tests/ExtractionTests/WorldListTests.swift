import Recipes
import Testing

@testable import Extraction

/// Recipes in the languages short-form cooking video reaches beyond the corpus's: Chinese,
/// Korean, Thai, Vietnamese, Indonesian, Turkish, Polish and Dutch. Their lists give the name
/// before its amount, under headings of their own, or on one line of a caption.
@Suite("Lists in Chinese, Korean, Thai, Vietnamese, Indonesian, Turkish, Polish and Dutch")
struct WorldListTests {
    static func recipe(_ description: String, title: String = "Dinner") -> RecipeDocument? {
        Offline.recipe(title: title, description: description)
    }

    static func units(_ document: RecipeDocument) -> [String] { document.ingredients.map { $0.unit ?? "-" } }

    @Test("a list under its heading: names in English, units, amounts after the name; the method under its own heading")
    func headedLists() throws {
        let korean = try #require(
            Self.recipe(
                "🍳 초간단 계란볶음밥\n\n재료 (1인분)\n밥 1공기\n계란 2개\n대파 1/2대\n간장 1큰술\n참기름 약간\n\n1. 팬에 기름을 두르고 대파를 볶아 주세요.\n2. 밥을 넣고 간장으로 간을 해 주세요."
            ))
        #expect(korean.ingredients.map(\.item) == ["cooked rice", "eggs", "green onion", "soy sauce", "sesame oil"])
        #expect(korean.ingredients.map { $0.quantity ?? "-" } == ["1", "2", "1/2", "1", "-"])
        #expect(Self.units(korean) == ["bowl", "-", "stalk", "tbsp", "-"])
        #expect(korean.ingredients.last?.notes == "a little")
        #expect(korean.steps.count == 2 && korean.steps.first?.originalLanguage == "ko")

        let chinese = try #require(
            Self.recipe("【番茄炒蛋】\n食材：\n番茄 2个\n鸡蛋 3个\n盐 1/2茶匙\n葱花 适量\n\n做法：\n1. 鸡蛋打散，加少许盐。\n2. 番茄切块下锅翻炒出汁。"))
        #expect(chinese.ingredients.map(\.item) == ["tomatoes", "eggs", "salt", "chopped spring onion"])
        #expect(Self.units(chinese) == ["-", "-", "tsp", "-"])
        #expect(chinese.steps.map(\.text) == ["鸡蛋打散，加少许盐。", "番茄切块下锅翻炒出汁。"])

        // A method without numbers: its heading says the lines are steps, not entries.
        let turkish = try #require(
            Self.recipe(
                "Mercimek Çorbası\nMalzemeler:\n1 su bardağı kırmızı mercimek\n1 adet soğan\n1 yemek kaşığı salça\n6 su bardağı su\nYapılışı:\nSoğanı doğrayıp tereyağında kavurun.\nMercimeği ve suyu ekleyip 25 dakika pişirin."
            ))
        #expect(turkish.ingredients.map(\.item) == ["red lentils", "onion", "tomato paste", "water"])
        #expect(Self.units(turkish) == ["cup", "-", "tbsp", "cup"])
        #expect(turkish.steps.count == 2 && turkish.steps.first?.originalLanguage == "tr")

        let thai = try #require(
            Self.recipe(
                "ผัดกะเพราหมูสับ\nส่วนผสม\nหมูสับ 200 กรัม\nกระเทียม 5 กลีบ\nน้ำปลา 1 ช้อนโต๊ะ\nวิธีทำ\n1. โขลกกระเทียมกับพริก\n2. ผัดกระเทียมให้หอม ใส่หมูสับ"))
        #expect(thai.ingredients.map(\.item) == ["minced pork", "garlic", "fish sauce"])
        #expect(Self.units(thai) == ["g", "clove", "tbsp"])
        #expect(thai.steps.count == 2)
    }

    @Test("a caption's list on one line: parted by \"、\" or commas (not a decimal comma), then the method's sentences")
    func captionLists() throws {
        let wings = try #require(
            Self.recipe("可乐鸡翅🍗 用料：鸡翅10个、可乐1罐、生抽2勺、老抽1勺。鸡翅两面划刀焯水，煎至两面金黄，倒入可乐，大火收汁即可。", title: "可乐鸡翅"))
        #expect(wings.ingredients.map(\.item) == ["chicken wings", "cola", "light soy sauce", "dark soy sauce"])
        #expect(wings.ingredients.map { $0.quantity ?? "-" } == ["10", "1", "2", "1"])
        #expect(wings.steps.map(\.text) == ["鸡翅两面划刀焯水，煎至两面金黄，倒入可乐，大火收汁即可。"])

        let stew = try #require(
            Self.recipe("백종원 김치찌개 레시피 🔥 재료: 김치 2컵, 돼지고기 200g, 대파 1대, 고춧가루 1큰술, 물 3컵 #김치찌개 #레시피", title: "김치찌개"))
        #expect(stew.ingredients.map(\.item) == ["kimchi", "pork", "green onion", "gochugaru", "water"])
        #expect(Self.units(stew) == ["cup", "g", "stalk", "tbsp", "cup"])

        let pancakes = try #require(
            Self.recipe(
                "Naleśniki 🥞 Składniki: 1 szklanka mąki, 2 jajka, szczypta soli, 1,5 łyżki oleju. Wymieszaj wszystko i smaż na rozgrzanej patelni. #przepis"
            ))
        #expect(pancakes.ingredients.map(\.item) == ["flour", "eggs", "salt", "oil"])
        #expect(pancakes.ingredients.last?.quantity == "1.5" && pancakes.ingredients.last?.unit == "tbsp")
        #expect(pancakes.steps.map(\.text) == ["Wymieszaj wszystko i smaż na rozgrzanej patelni."])

        let sambal = try #require(
            Self.recipe(
                "Resep sambal 🌶️ Bahan: 10 buah cabai merah, 3 siung bawang merah, 1 sdt terasi, garam secukupnya. Goreng semua bahan hingga layu, lalu ulek hingga halus. #resep"
            ))
        #expect(sambal.ingredients.map(\.item) == ["red chillies", "shallots", "shrimp paste", "salt"])
        #expect(sambal.ingredients.last?.notes == "as needed")
        #expect(sambal.steps.first?.originalLanguage == "id")
    }

    @Test("each language is told by its script, letters or words; a name the glossary lacks stays as written, marked")
    func languages() throws {
        #expect(LanguageDetector.detect("หมูสับ 200 กรัม") == "th")
        #expect(LanguageDetector.detect("Chần xương bò rồi rửa sạch.") == "vi")
        #expect(LanguageDetector.detect("Soğanı ve havucu doğrayıp kavurun.") == "tr")
        #expect(LanguageDetector.detect("Zagnieć ciasto z mąki, wody i soli.") == "pl")
        #expect(LanguageDetector.detect("Kook de aardappelen met de boerenkool gaar.") == "nl")
        #expect(LanguageDetector.detect("Tumis bumbu halus hingga harum dan masukkan telur.") == "id")
        #expect(LanguageDetector.detect("Fry the onions until golden and add the garlic.") == "en")
        // A Polish list had been called English, and its names passed as English ones.
        let dumplings = try #require(
            Self.recipe(
                "Pierogi\nSkładniki:\n500 g mąki\n250 g twarogu\n1 cebula\n2 łyżki śmietanki kremówki\nPrzygotowanie:\nZagnieć ciasto."))
        #expect(dumplings.ingredients.map(\.item) == ["flour", "quark", "onion", "śmietanki kremówki"])
        #expect(dumplings.ingredients.map(\.originalLanguage) == [nil, nil, nil, "pl"])
        #expect(dumplings.steps.first?.originalLanguage == "pl")
    }

    @Test("a circled number numbers a step and a Chinese numeral is part of a name: neither is an amount")
    func numbersThatAreNoAmount() throws {
        #expect(IngredientParser.parse("①鶏肉を一口大に切る。")?.quantity == nil)
        let japanese = try #require(
            Self.recipe("【材料】(2人分)\n鶏もも肉 300g\n醤油 大さじ2\n\n【作り方】\n①鶏肉を一口大に切る。\n②フライパンで皮目から焼く。\n③調味料を加えて煮絡める。"))
        #expect(japanese.ingredients.map(\.item) == ["chicken thigh", "soy sauce"])
        #expect(japanese.steps.map(\.text) == ["鶏肉を一口大に切る。", "フライパンで皮目から焼く。", "調味料を加えて煮絡める。"])
        let basil = try #require(IngredientParser.parse("九層塔 1把"))
        #expect(basil.item == "九層塔" && basil.quantity == "1" && basil.unit == "handful")
        #expect(Glossary.translateName("九層塔", from: "zh") == "Thai basil")
    }

    @Test("two foods on one line parted by a comma are named together, not the second as the first's note")
    func twoFoodsOnALine() throws {
        let soup = try #require(
            Self.recipe("Malzemeler:\n- 1 su bardağı kırmızı mercimek\n- Tuz, karabiber\n\nYapılışı:\nMercimeği 25 dakika pişirin."))
        #expect(soup.ingredients.last?.item == "salt, black pepper")
        #expect(soup.ingredients.last?.notes == nil)
        let pierogi = try #require(Self.recipe("Składniki:\n- 500 g mąki\n- sól, pieprz\n\nPrzygotowanie:\nZagnieć ciasto z mąki."))
        #expect(pierogi.ingredients.last?.item == "salt, pepper")
    }

    @Test("no recipe is made of a meal eaten, a vlog or a review, and a dish's name is no step")
    func notRecipes() {
        for (title, caption) in [
            ("치킨 먹방", "오늘은 치킨 3마리 먹방입니다! 양념치킨, 후라이드, 간장치킨 🍗 맛있게 먹었어요. 구독과 좋아요 부탁드려요 #먹방"),
            ("周末vlog", "周末和朋友去吃火锅，点了牛肉、羊肉、虾滑，太好吃了！下次再来。#vlog #火锅"),
            ("Restoran", "Bugün İstanbul'da en iyi kebapçıyı denedik. Adana kebap 10 üzerinden 9! Fiyatlar: 250 TL, 300 TL, 180 TL."),
            ("Fruit salad", "Fruit salad with honey and lime dressing is the best summer snack for kids and adults alike."),
        ] {
            #expect(Self.recipe(caption, title: title) == nil, "\(title)")
        }
        #expect(!DescriptionParser.readsAsWorldStep(TextTools.fold("Trứng chiên cà chua 🍅")))
        #expect(!DescriptionParser.readsAsWorldStep("番茄炒蛋"))
        #expect(DescriptionParser.readsAsWorldStep(TextTools.fold("Xào cà chua rồi cho trứng vào đảo đều.")))
        #expect(DescriptionParser.readsAsWorldStep(TextTools.fold("Ziemniaki ugotuj i przeciśnij przez praskę.")))
    }
}
