import Foundation
import Recipes
import Testing

@testable import Extraction

/// Russian recipe descriptions: their units in the cases a count takes, their headings, their
/// everyday names in English; a list whose line breaks were glued away is left unread, not
/// guessed at.
@Suite("Russian lists")
struct RussianListTests {
    @Test("units in their cases, and a count's \"шт\" says only that it counts")
    func units() throws {
        let salt = try #require(IngredientParser.parse("1 ст.л. соли"))
        #expect(salt.quantity == "1" && salt.unit == "tbsp" && salt.item == "соли")
        #expect(IngredientParser.parse("1,5 ст. л. сахара")?.unit == "tbsp")
        #expect(IngredientParser.parse("2 ч.л. сахара")?.unit == "tsp")
        #expect(IngredientParser.parse("500 г муки")?.unit == "g")
        let garlic = try #require(IngredientParser.parse("Чеснок - 3 зубчика"))
        #expect(garlic.quantity == "3" && garlic.unit == "clove" && garlic.item == "Чеснок")
        let eggs = try #require(IngredientParser.parse("3 шт яйца"))
        #expect(eggs.unit == nil && eggs.item == "яйца")
        #expect(IngredientParser.parse("2 pcs onion")?.item == "onion")
        #expect(Glossary.translateName("растительное масло", from: "ru") == "vegetable oil")
        #expect(Glossary.translateName("соли", from: "ru") == "salt")
    }

    @Test("a list under \"Ингредиенты:\", a method under \"Приготовление:\"; in a caption after \"Нам потребуется:\"")
    func lists() throws {
        let pancakes = try #require(
            Offline.recipe(
                title: "Блины",
                description:
                    "Тонкие блины\n\nИнгредиенты:\nМолоко - 500 мл\nЯйца - 3 шт\nМука - 200 г\nСоль - 1/2 ч.л.\n\nПриготовление:\n1. Взбейте яйца с солью.\n2. Добавьте молоко и муку, перемешайте."
            ))
        #expect(pancakes.ingredients.map(\.item) == ["milk", "eggs", "flour", "salt"])
        #expect(pancakes.ingredients.map { $0.unit ?? "-" } == ["ml", "-", "g", "tsp"])
        #expect(pancakes.steps.map(\.text) == ["Взбейте яйца с солью.", "Добавьте молоко и муку, перемешайте."])
        #expect(pancakes.steps.first?.originalLanguage == "ru")

        let syrniki = try #require(
            Offline.recipe(
                title: "Сырники",
                description:
                    "Сырники 🥞 Нам потребуется: 400 г творога, 2 яйца, 3 ст.л. муки, 2 ст.л. сахара, щепотка соли. Смешайте творог с яйцами и сахаром. Обжарьте на масле до золотистого цвета."
            ))
        #expect(syrniki.ingredients.map(\.item) == ["cottage cheese", "eggs", "flour", "sugar", "salt"])
        #expect(syrniki.steps.count == 2)
    }

    @Test("a Russian list glued together in lower case is left unread, not cut into nonsense")
    func gluedList() {
        let result = Offline.extract(
            title: "Помидоры на зиму",
            description:
                "ВОЛШЕБНЫЕ ПОМИДОРЫ! Нам потребуется:помидорывиноградчеснок по 2 зубчика в банкулистья вишни по 3 штдушистый перец по 2-3 штМаринад; сливаем воду и добавляем4 ст.л сахара1 ст.л соли с горкойуксус 9% по 25 мл в банку."
        )
        if case .recipe(let document) = result.result {
            #expect(document.ingredients.isEmpty, "read \(document.ingredients.map(\.item))")
        }
    }
}
