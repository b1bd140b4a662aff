import Recipes
import Testing

@testable import Extraction

/// Lists in Arabic, Russian, Thai, Vietnamese, Polish and Turkish as creators write them (written
/// for these tests, none from the corpus): Arabic counts one by a unit alone and two by its dual,
/// and parts a caption's entries with its own comma; names after a glued "and" or parted by commas
/// before a "to taste" were left unread.
@Suite("Arabic unit counts and world list names")
struct ArabicCountsAndWorldNamesTests {
    static func lines(_ description: String, title: String) throws -> [String] {
        let recipe = try #require(Offline.recipe(title: title, description: description))
        return recipe.ingredients.map { [$0.quantity ?? "-", $0.unit ?? "-", $0.item, $0.notes ?? "-"].joined(separator: "|") }
    }

    @Test("a unit alone is one (\"a cup\", as English reads it), its dual two: كوب سكر, كوبين دقيق, ملعقتين كبيرتين زيت")
    func unitCounts() {
        #expect(IngredientParser.arabicUnitCounts("كوب سكر") == "a كوب سكر")
        #expect(IngredientParser.arabicUnitCounts("كوبين دقيق") == "2 كوب دقيق")
        #expect(IngredientParser.arabicUnitCounts("ملعقتين كبيرتين زيت") == "2 ملعقة كبيرة زيت")
        // Not a unit, or not Arabic: as written.
        #expect(IngredientParser.arabicUnitCounts("بصلتين مفرومتين") == "بصلتين مفرومتين")
        #expect(IngredientParser.arabicUnitCounts("cup sugar") == "cup sugar")
        #expect(IngredientParser.parse("ملعقتين كبيرتين زيت زيتون").map { [$0.quantity, $0.unit, $0.item] } == ["2", "tbsp", "زيت زيتون"])
    }

    @Test("a caption's entries parted by Arabic commas, most without a number")
    func arabicCommaList() throws {
        let lines = try Self.lines(
            "المقادير: 3 بيضات، كوب سكر، نصف كوب زيت، كوبين دقيق، ملعقة بيكنج باودر\nالطريقة: نخفق البيض مع السكر ثم نضيف الزيت. نخبز في فرن 180 درجة لمدة 35 دقيقة.",
            title: "كيكة الشوكولاتة")
        #expect(lines == ["3|-|eggs|-", "-|cup|sugar|-", "1/2|cup|oil|-", "2|cup|flour|-", "-|spoon|baking powder|-"])
    }

    @Test("'and' glued to the next name in Arabic; names parted by commas before 'to taste' in Russian")
    func namesTogether() throws {
        let kabsa = try Self.lines(
            "المكونات:\n- 1 دجاجة مقطعة\n- 3 أكواب أرز بسمتي\n- ملح وفلفل أسود حسب الرغبة\n\nطريقة التحضير:\n1. نضيف الدجاج والبهارات ونقلب.\n2. نضيف الأرز ونطهو على نار هادئة 30 دقيقة.",
            title: "طريقة عمل الكبسة")
        #expect(kabsa == ["1|-|cut chicken|-", "3|cup|basmati rice|-", "-|-|salt and black pepper|as desired"])
        let borscht = try Self.lines(
            "Ингредиенты:\nГовядина на кости — 500 г\nТоматная паста — 2 ст. л.\nСоль, перец — по вкусу\n\nПриготовление:\nСварите бульон. Добавьте пасту и варите 10 минут.",
            title: "Борщ")
        #expect(borscht == ["500|g|beef on the bone|-", "2|tbsp|tomato paste|-", "-|-|salt and pepper|to taste"])
    }

    @Test("a Thai handful, a Vietnamese stick, Polish 'i' and Turkish hot water")
    func moreLanguages() throws {
        #expect(
            try Self.lines("ส่วนผสม\n- หมูสับ 200 กรัม\n- ใบกะเพรา 1 กำมือ\n\nวิธีทำ\n1. ผัดหมูสับจนสุก\n2. ใส่ใบกะเพรา", title: "ผัดกะเพรา")
                == ["200|g|minced pork|-", "1|handful|holy basil leaves|-"])
        #expect(
            try Self.lines(
                "Nguyên liệu:\n- 1kg xương bò\n- 1 thanh quế\n\nCách làm:\nNinh xương bò trong 6 tiếng.", title: "Cách làm phở bò")
                == ["1|kg|beef bones|-", "1|stick|cinnamon|-"])
        #expect(
            try Self.lines(
                "Składniki:\n500 g mąki\nsól i pieprz do smaku\n\nPrzygotowanie:\nZagnieć ciasto z mąki i wody.", title: "Pierogi ruskie")
                == ["500|g|flour|-", "-|-|salt and pepper|to taste"])
        #expect(
            try Self.lines(
                "Malzemeler:\n1 su bardağı kırmızı mercimek\n6 su bardağı sıcak su\n\nYapılışı:\nMercimeği ve suyu ekleyip 30 dakika pişirin.",
                title: "Mercimek Çorbası Tarifi") == ["1|cup|red lentils|-", "6|cup|hot water|-"])
    }
}
