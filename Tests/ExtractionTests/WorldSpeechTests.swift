import Recipes
import Testing

@testable import Extraction

/// Short-form videos whose recipe is only said, in Chinese, Korean, Thai, Indonesian or
/// Turkish, under a caption of hashtags.
@Suite("Speech in Chinese, Korean, Thai, Indonesian and Turkish")
struct WorldSpeechTests {
    static func recipe(_ transcript: String, caption: String = "#美食 #recipe") -> RecipeDocument? {
        Offline.recipe(title: nil, description: caption, transcript: transcript)
    }

    @Test("Chinese: the sentences that cook, as said, without the greeting; the foods named, in English")
    func chinese() throws {
        let document = try #require(
            Self.recipe("大家好 今天教大家做番茄炒蛋。先把鸡蛋打散 加一点盐。锅里倒油 把鸡蛋炒熟盛出来。然后把番茄切块下锅翻炒 加一点糖。最后撒上葱花就可以出锅了。"))
        #expect(
            document.steps.map(\.text) == ["先把鸡蛋打散 加一点盐", "锅里倒油 把鸡蛋炒熟盛出来", "然后把番茄切块下锅翻炒 加一点糖", "最后撒上葱花就可以出锅了"])
        #expect(document.steps.allSatisfy { $0.originalLanguage == "zh" })
        #expect(document.ingredients.map(\.item) == ["tomatoes", "eggs", "salt", "sugar", "chopped spring onion"])
    }

    @Test("Korean names with their endings glued on, Thai phrases parted by spaces")
    func koreanAndThai() throws {
        let korean = try #require(
            Self.recipe(
                "안녕하세요 오늘은 김치볶음밥을 만들어 볼게요. 먼저 팬에 식용유를 두르고 대파를 볶아줍니다. 김치를 넣고 같이 볶아요. 밥을 넣고 간장을 조금 넣어서 섞어줍니다.",
                caption: "#요리"))
        #expect(korean.ingredients.map(\.item) == ["kimchi", "cooking oil", "green onion", "soy sauce"])
        #expect(korean.steps.count == 3 && korean.steps.first?.text.hasPrefix("먼저") == true)
        // In Korean a name counts only at a word's start: "배추김치" is napa cabbage kimchi, named once.
        #expect(TranscriptParser.spacelessNames("배추김치", language: "ko", limit: 10) == ["napa cabbage"])

        let thai = try #require(
            Self.recipe(
                "สวัสดีค่ะ วันนี้จะมาทำผัดกะเพรา ตั้งกระทะใส่น้ำมัน ใส่กระเทียมกับพริกลงไปผัดให้หอม ใส่หมูสับลงไปผัดจนสุก ปรุงรสด้วยน้ำปลา",
                caption: "#อาหารไทย"))
        #expect(thai.steps.map(\.text) == ["ตั้งกระทะใส่น้ำมัน", "ใส่กระเทียมกับพริกลงไปผัดให้หอม", "ใส่หมูสับลงไปผัดจนสุก", "ปรุงรสด้วยน้ำปลา"])
        #expect(thai.ingredients.map(\.item).contains("minced pork") && thai.ingredients.map(\.item).contains("fish sauce"))
    }

    @Test("Indonesian and Turkish: speech's own verb forms; talk that cooks nothing stays no recipe")
    func verbsAndTalk() throws {
        let rice = try #require(
            Self.recipe(
                "Halo semuanya hari ini kita masak nasi goreng. Pertama kita tumis bawang merah sampai harum. Lalu masukkan telur dan aduk rata. Tambahkan garam secukupnya.",
                caption: "#resep"))
        #expect(rice.steps.count == 3 && rice.steps.first?.originalLanguage == "id")
        #expect(rice.ingredients.map(\.item) == ["rice", "shallots", "eggs", "salt"])
        let soup = try #require(
            Self.recipe(
                "Merhaba arkadaşlar bugün mercimek çorbası yapıyoruz. Önce soğanı tereyağında kavuruyoruz. Sonra salçayı ekliyoruz ve karıştırıyoruz. Suyu ekliyoruz, yirmi dakika pişiriyoruz.",
                caption: "#tarif"))
        #expect(soup.steps.count == 3)
        for (transcript, caption) in [
            ("안녕하세요 여러분 오늘은 친구랑 카페에 갔어요. 날씨가 너무 좋아서 산책도 하고 케이크도 먹었어요. 구독이랑 좋아요 눌러주세요.", "#브이로그"),
            ("大家好 今天我们去了一家新开的火锅店 味道真的很不错 牛肉很新鲜 服务也很好 推荐大家去试试", "#vlog"),
        ] {
            #expect(Self.recipe(transcript, caption: caption) == nil, "\(caption)")
        }
    }

    @Test("the dish the introduction names titles the card, spelt as said")
    func titles() {
        for (transcript, title) in [
            ("大家好 今天教大家做番茄炒蛋。先把鸡蛋打散 加一点盐。", "番茄炒蛋"),
            ("안녕하세요 오늘은 김치볶음밥을 만들어 볼게요. 먼저 대파를 볶아줍니다.", "김치볶음밥"),
            ("สวัสดีค่ะ วันนี้จะมาทำผัดกะเพราหมูสับ ตั้งกระทะใส่น้ำมัน", "ผัดกะเพราหมูสับ"),
            ("Halo semuanya hari ini kita masak nasi goreng. Pertama kita tumis bawang merah.", "Nasi goreng"),
            ("Merhaba arkadaşlar bugün mercimek çorbası yapıyoruz. Önce soğanı kavuruyoruz.", "Mercimek çorbası"),
            ("Xin chào các bạn, hôm nay mình sẽ làm món trứng chiên cà chua. Đầu tiên mình đập trứng ra bát.", "Trứng chiên cà chua"),
            // The accents of the European languages are kept too (they were folded away before 1.28.1).
            ("Bonjour à tous, aujourd'hui on va faire une crème brûlée. On commence par chauffer la crème.", "Crème brûlée"),
        ] {
            #expect(TranscriptTitle.dish(in: transcript) == title, "\(title)")
        }
        #expect(TranscriptTitle.dish(in: "Merhaba arkadaşlar bugün size çok güzel bir tarif göstereceğim.") == nil)
    }

    @Test("amounts said with digits: Chinese glued to the measure word and the name, the others spaced; a phrase said twice is one step")
    func amounts() throws {
        let eggs = try #require(Self.recipe("先把3个鸡蛋打散 加1克盐。锅里倒油 把鸡蛋炒熟盛出来。然后把2个番茄切块下锅翻炒 加10克糖。"))
        #expect(eggs.ingredients.map(\.item) == ["eggs", "salt", "tomatoes", "sugar"])
        #expect(eggs.ingredients.map { $0.quantity ?? "-" } == ["3", "1", "2", "10"])
        #expect(eggs.ingredients.map { $0.unit ?? "-" } == ["-", "g", "-", "g"])
        let rice = try #require(
            Self.recipe(
                "Pertama kita tumis 3 siung bawang merah sampai harum. Lalu masukkan 2 butir telur dan aduk rata. Masukkan 2 sdm kecap manis, aduk sampai tercampur.",
                caption: "#resep"))
        #expect(rice.ingredients.map(\.item) == ["shallots", "eggs", "sweet soy sauce"])
        #expect(rice.ingredients.map { $0.quantity ?? "-" } == ["3", "2", "2"])
        #expect(rice.ingredients.map { $0.unit ?? "-" } == ["clove", "-", "tbsp"])
        #expect(TranscriptParser.worldSteps("ตั้งกระทะใส่น้ำมัน ตั้งกระทะใส่น้ำมัน ใส่หมูสับลงไปผัด", language: "th").count == 2)
        // Number words: Chinese before a measure word (not "五花肉", pork belly), Korean after the name.
        let words = try #require(Self.recipe("先把两个鸡蛋打散 加半勺盐。然后把三个番茄切块下锅翻炒 加一勺糖。五花肉切片。"))
        #expect(words.ingredients.map(\.item) == ["eggs", "salt", "tomatoes", "sugar", "pork belly"])
        #expect(words.ingredients.map { $0.quantity ?? "-" } == ["2", "1/2", "3", "1", "-"])
        let korean = try #require(
            Self.recipe("먼저 팬에 대파 한 대를 볶아줍니다. 계란 두 개를 넣고 섞어요. 간장 한 스푼 넣어서 볶아줍니다. 돼지고기 200g을 넣어 주세요.", caption: "#요리"))
        #expect(korean.ingredients.map(\.item) == ["green onion", "eggs", "soy sauce", "pork"])
        #expect(korean.ingredients.map { $0.quantity ?? "-" } == ["1", "2", "1", "200"])
        #expect(korean.ingredients.map { $0.unit ?? "-" } == ["stalk", "-", "spoon", "g"])
    }
}
