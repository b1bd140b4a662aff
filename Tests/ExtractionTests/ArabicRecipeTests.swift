import Recipes
import Testing

@testable import Extraction

/// Arabic recipes as creators caption them (none from the corpus): names, units and Arabic-Indic
/// digits read into English, the method read in the cook's "we", the imperative and the passive.
@Suite("Arabic recipes")
struct ArabicRecipeTests {
    @Test("a list under المقادير or المكونات: English names, units, Arabic-Indic digits and halves; the article and adjectives read")
    func list() throws {
        let basbousa = try #require(
            Offline.recipe(
                title: "بسبوسة سهلة",
                description:
                    "المكونات:\n- ٢ كوب سميد\n- ١ كوب سكر\n- نصف كوب زبدة مذابة\n- ١ ملعقة صغيرة بيكنج بودر\n- رشة فانيليا\n- ٥٠٠ جرام الدقيق\n\nطريقة التحضير:\n١. نخلط السميد مع السكر والزبدة.\n٢. نضيف الزبادي ونقلب جيدا.\n٣. نصب الخليط في صينية ونخبز ٣٠ دقيقة."
            ))
        #expect(basbousa.ingredients.map(\.item) == ["semolina", "sugar", "melted butter", "baking powder", "vanilla", "flour"])
        #expect(basbousa.ingredients.map { $0.quantity ?? "-" } == ["2", "1", "1/2", "1", "-", "500"])
        #expect(basbousa.ingredients.map { $0.unit ?? "-" } == ["cup", "cup", "cup", "tsp", "pinch", "g"])
        #expect(basbousa.ingredients.allSatisfy { $0.originalLanguage == nil })
        #expect(basbousa.steps.count == 3)
        #expect(basbousa.steps.allSatisfy { $0.originalLanguage == "ar" })
    }

    @Test("a method paragraph under الطريقة is read a sentence a step; a channel's sign-off is no recipe")
    func method() throws {
        let kunafa = try #require(
            Offline.recipe(
                title: "طريقة عمل الكنافة",
                description:
                    "المقادير:\n- 500 جرام عجينة كنافة\n- 200 جرام زبدة\n- 2 كوب قشطة\n\nالطريقة:\nنفرك العجينة مع الزبدة. نضع نصف العجينة في الصينية ثم القشطة. تخبز في فرن 180 درجة لمدة 30 دقيقة."
            ))
        #expect(kunafa.ingredients.map(\.item) == ["kunafa dough", "butter", "cream"])
        #expect(kunafa.steps.count == 3)
        let signOff = Offline.extract(
            title: "فلوج مطبخ", description: "اشتركوا في القناة وفعلوا الجرس 🔔 لمتابعة كل جديد\nتابعونا على انستجرام")
        guard case .notRecipe = signOff.result else {
            Issue.record("a channel's sign-off was read as a recipe")
            return
        }
        #expect(Vocabulary.readsAsArabicStep("ثم نضيف السكر ونقلب جيدا"))
        #expect(Vocabulary.readsAsArabicStep("أهلا بكم في قناتي الجديدة اليوم") == false)
    }
}
