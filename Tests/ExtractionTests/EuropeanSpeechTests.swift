import Foundation
import Recipes
import Testing

@testable import Extraction

/// Short-form videos whose recipe is only spoken, in Spanish, French, Italian or Portuguese:
/// the caption is hashtags, the transcript says the dish, the ingredients and the steps.
@Suite("European speech")
struct EuropeanSpeechTests {
    static func extract(_ transcript: String, description: String) -> ExtractionOutput {
        Offline.extract(title: nil, description: description, transcript: transcript)
    }

    static func recipe(_ transcript: String, description: String = "#receta #cocina") -> RecipeDocument? {
        Offline.recipe(title: nil, description: description, transcript: transcript)
    }

    @Test("Spanish said with \"we\": a recipe, its steps as said, its foods in English, its dish as the title")
    func spanish() throws {
        let document = try #require(
            Self.recipe(
                "hola a todos hoy vamos a preparar unas arepas muy fáciles. necesitamos dos tazas de harina de maíz precocida, dos tazas y media de agua tibia y una cucharadita de sal. primero mezclamos el agua con la sal, luego agregamos la harina poco a poco y amasamos hasta que no se pegue. formamos las bolitas, las aplastamos y las cocinamos en un budare caliente cinco minutos por cada lado. y listo, a disfrutar"
            ))
        #expect(document.title == "Arepas")
        #expect(document.steps.count == 2)
        #expect(document.steps.first?.text.hasPrefix("Primero mezclamos el agua con la sal") == true)
        #expect(document.steps.first?.originalLanguage == "es")
        // "la harina" said again later is the corn flour, not a second flour.
        #expect(document.ingredients.map(\.item) == ["precooked corn flour", "water", "salt"])
        // The amounts said: "dos tazas y media de agua tibia" is 2½ cups of the water.
        #expect(document.ingredients.map { $0.quantity ?? "-" } == ["2", "2 1/2", "1"])
        #expect(document.ingredients.map { $0.unit ?? "-" } == ["cup", "cup", "tsp"])
    }

    @Test("amounts said in Portuguese and Italian; a unit left unsaid gives no count")
    func spokenAmounts() throws {
        let cake = try #require(
            Self.recipe(
                "Oi gente, hoje eu vou ensinar um bolo de caneca. Em uma caneca, misturamos um ovo, quatro colheres de leite e três colheres de óleo. Depois colocamos quatro colheres de farinha, três de açúcar e uma colher de chocolate em pó. Misture bem e leve ao micro-ondas por três minutos.",
                description: "#receita"))
        #expect(cake.title == "Bolo de caneca")
        let amounts = Dictionary(uniqueKeysWithValues: cake.ingredients.map { ($0.item, ($0.quantity, $0.unit)) })
        #expect(amounts["milk"]?.0 == "4" && amounts["milk"]?.1 == "tbsp")
        #expect(amounts["egg"]?.0 == "1")
        // "três de açúcar": three of the spoons said before, not three sugars.
        #expect(amounts["sugar"].map { $0.0 == nil } == true)
        #expect(
            SpokenAmounts.europeanDigits("dos tazas y media de agua tibia", numbers: SpokenAmounts.europeanNumbers["es"]!)
                == "2 1/2 tazas de agua tibia")
        #expect(SpokenAmounts.european("aggiungiamo due cucchiai di olio", language: "it", names: ["oil"])["oil"]?.quantity == "2")
        // Said with two amounts, the oil gets neither.
        #expect(
            SpokenAmounts.european("aggiungiamo due cucchiai di olio e poi ancora tre cucchiai di olio", language: "it", names: ["oil"])
                .isEmpty)
    }

    @Test("French steps keep their accents; the greeting that names the dish is no step")
    func french() throws {
        let document = try #require(
            Self.recipe(
                "Bonjour à tous, aujourd'hui on va faire une quiche lorraine. Alors on commence par étaler la pâte dans le moule. Ensuite on fait revenir les lardons dans une poêle. Dans un saladier, on mélange les oeufs avec la crème fraîche, le sel et le poivre. Voilà, bon appétit!",
                description: "#recette"))
        #expect(document.title == "Quiche lorraine")
        #expect(
            document.steps.map(\.text) == [
                "Alors on commence par étaler la pâte dans le moule.", "Ensuite on fait revenir les lardons dans une poêle.",
                "Dans un saladier, on mélange les oeufs avec la crème fraîche, le sel et le poivre.",
            ])
        #expect(document.ingredients.map(\.item) == ["bacon bits", "eggs", "crème fraîche", "salt", "pepper"])
    }

    @Test("Italian: \"l'olio\", \"l'aglio\" are oil and garlic; \"mescoliamo\" is a step's verb")
    func italian() throws {
        let document = try #require(
            Self.recipe(
                "Ciao a tutti, oggi prepariamo la pasta al pomodoro. Per prima cosa scaldiamo l'olio in padella con l'aglio. Scoliamo la pasta e la mescoliamo con il sugo.",
                description: "#ricetta"))
        #expect(document.title == "Pasta al pomodoro")
        #expect(document.ingredients.map(\.item).contains("oil") && document.ingredients.map(\.item).contains("garlic"))
        #expect(document.steps.count == 2)
    }

    @Test("German and Russian speech: the particle after the name, Russian steps by sentence, praise before the dish")
    func germanAndRussian() throws {
        let cake = try #require(
            Self.recipe(
                "Hallo zusammen, heute machen wir einen schnellen Apfelkuchen. Zuerst schlagen wir drei Eier mit hundert Gramm Zucker schaumig. Dann geben wir zweihundert Gramm Mehl und ein Päckchen Backpulver dazu. Die Äpfel schälen und in Spalten schneiden.",
                description: "#rezept"))
        #expect(cake.title == "Apfelkuchen")
        let amounts = Dictionary(uniqueKeysWithValues: cake.ingredients.map { ($0.item, ($0.quantity ?? "-") + " " + ($0.unit ?? "-")) })
        // "100 Gramm Zucker schaumig", "ein Päckchen Backpulver dazu": the words after the name name nothing.
        #expect(amounts["sugar"] == "100 g" && amounts["flour"] == "200 g" && amounts["baking powder"] == "1 packet")
        #expect(amounts["eggs"] == "3 -")
        #expect(cake.steps.count == 3)

        let syrniki = try #require(
            Self.recipe(
                "Всем привет, сегодня готовим сырники. Берем четыреста грамм творога, добавляем два яйца и три столовые ложки муки. Все перемешиваем и формируем сырники. Обжариваем на масле с двух сторон до золотистого цвета.",
                description: "#рецепт"))
        #expect(syrniki.title == "Сырники")
        #expect(syrniki.steps.count == 3)
        #expect(syrniki.steps.first?.text.hasPrefix("Берем четыреста грамм творога") == true)
        #expect(syrniki.ingredients.map(\.item) == ["cottage cheese", "eggs", "flour"])
        #expect(syrniki.ingredients.map { $0.quantity ?? "-" } == ["400", "2", "3"])
    }

    @Test("a Spanish review is no recipe, though it names foods")
    func spanishReview() {
        let output = Self.extract(
            "Hola chicos, hoy vamos a probar la nueva hamburguesa de McDonald's. Tiene carne, queso, lechuga y tomate. La verdad el pan está un poco seco. Le doy un siete de diez. Díganme en los comentarios qué les pareció.",
            description: "#comida")
        guard case .notRecipe(let reason) = output.result else {
            Issue.record("a review was read as a recipe")
            return
        }
        #expect(reason.contains("review"))
        #expect(RecipeClassifier.spokenReviewPhrases("le doy un siete de diez") == 2)
        #expect(RecipeClassifier.spokenReviewPhrases("más de diez minutos") == 0)
    }

    @Test("the \"we\" forms of a step's verb, and no English word read as one")
    func spokenPlurals() {
        for word in ["mezclamos", "agregamos", "batimos", "ponemos", "misturamos", "colocamos", "mescoliamo", "aggiungiamo"] {
            #expect(Vocabulary.isSpokenPluralCookingVerb(word), "\(word)")
        }
        for word in ["vamos", "tenemos", "necesitamos", "nachos", "memos", "demos", "promos", "lemons"] {
            #expect(!Vocabulary.isSpokenPluralCookingVerb(word), "\(word)")
        }
        // Spanish speech shares "la" and "un" with French: its own "hoy", "tiene", "ahora" tell it apart.
        #expect(
            LanguageDetector.detect(
                "Hola chicos, hoy vamos a probar la nueva hamburguesa. Tiene carne y tomate. La verdad el pan está un poco seco.")
                == "es")
    }

    @Test("numbers said in several words, an amount after another word's, a knob that is no walnut, a grated cheese")
    func spokenDetails() throws {
        let pancakes = try #require(
            Self.recipe(
                "Hola a todos, hoy vamos a preparar unas tortitas. Primero ponemos en un bol dos huevos y doscientos mililitros de leche. Añadimos ciento cincuenta gramos de harina. Mezclamos bien y cocinamos dos minutos por cada lado."
            ))
        #expect(
            pancakes.ingredients.map { "\($0.quantity ?? "-") \($0.unit ?? "-") \($0.item)" } == ["2 - eggs", "200 ml milk", "150 g flour"])
        let omelette = try #require(
            Self.recipe(
                "Salut tout le monde, aujourd'hui on fait une omelette. Dans un bol, cassez trois œufs. Faites fondre une noix de beurre dans une poêle. Versez les œufs et laissez cuire deux minutes. Ajoutez cinquante grammes de fromage râpé et pliez l'omelette.",
                description: "#recette #omelette"))
        #expect(
            omelette.ingredients.map { "\($0.quantity ?? "-") \($0.unit ?? "-") \($0.item)" }
                == ["3 - eggs", "1 knob butter", "50 g grated cheese"])
        #expect(
            SpokenAmounts.composedNumbers(["100", "50", "gramos"], numbers: SpokenAmounts.europeanNumbers["es"]!) == ["150", "gramos"])
        #expect(
            SpokenAmounts.composedNumbers(["2", "100", "grammes"], numbers: SpokenAmounts.europeanNumbers["fr"]!) == ["200", "grammes"])
        #expect(
            SpokenAmounts.composedNumbers(["30", "y", "5", "minutos"], numbers: SpokenAmounts.europeanNumbers["es"]!) == ["35", "minutos"])
        // Digits a speaker's transcript wrote are not joined: two amounts stay two.
        #expect(
            SpokenAmounts.composedNumbers(["2", "huevos", "y", "3", "tazas"], numbers: SpokenAmounts.europeanNumbers["es"]!).count == 5)
        #expect(SpokenAmounts.amountRuns("en 1 bol 2 huevos") == ["en", "1 bol", "2 huevos"])
        #expect(SpokenAmounts.amountRuns("1 lata de 400 g de tomate") == ["1 lata de 400 g de tomate"])
    }
}
