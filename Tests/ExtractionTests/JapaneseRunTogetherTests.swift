import Recipes
import Testing

@testable import Extraction

/// Japanese descriptions whose line breaks were lost: the list is cut at its own form (name,
/// full-width slash, amount), the method at its circled numbers in order.
@Suite("Japanese run-together descriptions")
struct JapaneseRunTogetherTests {
    static let description =
        "いつもありがとう！＜鶏の照り焼き＞【材料】（2人分）鶏もも肉／300g塩・こしょう／各少々にんにく／1片分しょうゆ／大さじ２"
        + "みりん／大さじ1と1/2しいたけ／３～４枚A）ーーーーー水／100ｍｌ酒／適量【作り方】① 鶏肉に塩・こしょうをする。"
        + "② フライパンで①を焼き、Aを加える。③ 器に盛る。＊お好みで七味を。#照り焼き #簡単レシピ"

    @Test("the list's entries, the title, the heading with its servings, and the method in order")
    func lines() throws {
        let lines = try #require(JapaneseRunTogether.restoredLines(Substring(Self.description)))
        #expect(
            lines == [
                "いつもありがとう！", "鶏の照り焼き:", "【材料】（2人分）", "鶏もも肉／300g", "塩・こしょう／各少々", "にんにく／1片分", "しょうゆ／大さじ２",
                "みりん／大さじ1と1/2", "しいたけ／３～４枚", "水／100ｍｌ", "酒／適量", "【作り方】", "1. 鶏肉に塩・こしょうをする。",
                // "①" inside step 2 refers to step 1: no cut.
                "2. フライパンで①を焼き、Aを加える。", "3. 器に盛る。", "＊お好みで七味を。", "#照り焼き #簡単レシピ",
            ])
    }

    @Test("the extractor reads the amounts: a range, full-width units, the worth of a clove")
    func amounts() throws {
        let sections = DescriptionParser.parse(Self.description)
        let parsed = sections.ingredientLines.compactMap { IngredientParser.parse($0, tagger: nil) }
        #expect(parsed.map(\.item) == ["鶏もも肉", "塩・こしょう", "にんにく", "しょうゆ", "みりん", "しいたけ", "水", "酒"])
        #expect(parsed.map { $0.quantity ?? "-" } == ["300", "-", "1", "2", "1 1/2", "3-4", "100", "-"])
        #expect(parsed.map { $0.unit ?? "-" } == ["g", "-", "clove", "tbsp", "tbsp", "-", "ml", "-"])
        #expect(sections.stepLines.count >= 3)
        #expect(!sections.stepLines.contains { $0.contains("#") })
        #expect(MetaParser.parse(Self.description).servings == "2")
    }

    @Test(
        "lines that are no run-together list stay as they are",
        arguments: [
            // One entry per line: the description kept its line breaks.
            "【材料】鶏もも肉／300g",
            // A heading, and a sentence with a slash: no amounts after the slashes.
            "材料はこちら／作り方はブログで／詳しくは概要欄／を見てね、よろしくお願いします",
            // No ingredients heading.
            "鶏もも肉／300g塩／少々しょうゆ／大さじ２みりん／大さじ１",
        ])
    func notAList(_ line: String) {
        #expect(JapaneseRunTogether.restoredLines(Substring(line)) == nil)
    }

    @Test("a hostile line costs time in proportion to its length")
    func hostile() {
        let line =
            "【材料】" + String(repeating: "あ／1本", count: 20_000) + String(repeating: "①", count: 20_000)
            + String(repeating: "【", count: 20_000)
        let lines = JapaneseRunTogether.restoredLines(Substring(line))
        #expect(lines?.count ?? 0 >= 20_000)
    }
}

/// Japanese names in English through the glossary (there is no Japanese translator here): whole
/// names only; a name it does not hold stays Japanese, marked; steps stay Japanese.
@Suite("Japanese names in English")
struct JapaneseNameTests {
    @Test("whole names, names joined by '・', and a preparation in brackets")
    func names() {
        #expect(Glossary.translateName("鶏もも肉", from: "ja") == "chicken thigh")
        #expect(Glossary.translateName("しょうゆ", from: "ja") == "soy sauce")
        #expect(Glossary.translateName("塩・こしょう", from: "ja") == "salt and pepper")
        #expect(Glossary.translateName("イタリアンパセリ (みじん切り)", from: "ja") == "flat-leaf parsley (finely chopped)")
        // Not segmented: a name the table does not hold whole stays Japanese.
        #expect(Glossary.translateName("鶏もも肉の照り焼きソース", from: "ja") == nil)
        #expect(Glossary.translateName("塩・謎の粉", from: "ja") == nil)
    }

    @Test("the extractor gives the names in English, keeps the steps Japanese and marked, and leaves English amount words unmarked")
    func recipe() {
        let output = HeuristicExtractor(translator: OfflineTranslator(apertiumPath: nil)).extractSync(
            ExtractionInput(
                videoID: "abcdefghijk", title: "鶏の照り焼き", description: JapaneseRunTogetherTests.description, transcript: nil, chapters: []))
        guard case .recipe(let recipe) = output.result else {
            Issue.record("expected a recipe")
            return
        }
        #expect(
            recipe.ingredients.map(\.item) == [
                "chicken thigh", "salt and pepper", "garlic", "soy sauce", "mirin", "shiitake mushrooms", "water", "sake",
            ])
        #expect(recipe.ingredients.allSatisfy { $0.originalLanguage == nil })
        #expect(recipe.ingredients[1].notes == "a little each")
        #expect(!recipe.steps.isEmpty && recipe.steps.allSatisfy { $0.originalLanguage == "ja" })
        #expect(recipe.flags.translation == "partial")
    }
}
