import Foundation
import Recipes
import Testing

@testable import Extraction

/// Captions and lists in French, Spanish, Italian, Portuguese and German: methods in the
/// infinitive or the plural imperative, German verbs at the sentence's end, headings that say
/// whom the list serves, and the names, units and notes of those lists.
@Suite("European captions and methods")
struct EuropeanCaptionTests {
    static func recipe(_ description: String, title: String = "Rezept") -> RecipeDocument? {
        Offline.recipe(title: title, description: description)
    }

    static func line(_ text: String) -> ParsedIngredient? { IngredientParser.parse(text) }

    @Test("a Spanish caption's method reads to its end: tú imperatives and a pronoun glued to the verb")
    func spanishCaption() throws {
        let document = try #require(
            Self.recipe(
                "Tortilla de patatas 🇪🇸 Ingredientes: 4 huevos, 3 patatas medianas, 1 cebolla, aceite de oliva y sal. Pela y corta las patatas en láminas finas. Fríelas a fuego medio con la cebolla hasta que estén tiernas. Bate los huevos con sal, mezcla con las patatas y cuaja la tortilla por ambos lados. #receta"
            ))
        #expect(
            document.steps.map(\.text) == [
                "Pela y corta las patatas en láminas finas.", "Fríelas a fuego medio con la cebolla hasta que estén tiernas.",
                "Bate los huevos con sal, mezcla con las patatas y cuaja la tortilla por ambos lados.",
            ])
        #expect(document.ingredients.map(\.item) == ["eggs", "potatoes", "onion", "olive oil and salt"])
        #expect(Vocabulary.isCookingVerb("frielas") && Vocabulary.isCookingVerb("mezclalo") && Vocabulary.isCookingVerb("rosolatelo"))
        #expect(!Vocabulary.isCookingVerb("tortilla") && !Vocabulary.isCookingVerb("vanilla") && !Vocabulary.isCookingVerb("table"))
    }

    @Test("German steps end on their verb: after \"Zubereitung:\" in a caption, and under no heading after a list")
    func germanVerbLast() throws {
        let caption = try #require(
            Self.recipe(
                "Kaiserschmarrn 🥞 Zutaten: 4 Eier, 250 ml Milch, 125 g Mehl, 2 EL Zucker, 1 Prise Salz, 30 g Butter, Puderzucker. Zubereitung: Eier trennen. Eigelb mit Milch, Mehl und Zucker verrühren. Eiweiß steif schlagen und unterheben. In Butter backen, zerreißen und mit Puderzucker bestäuben."
            ))
        #expect(caption.steps.count == 4)
        #expect(caption.steps.first?.text == "Eier trennen.")
        // The list alone says German by its spoons ("2 EL"), not Spanish "el": the names are English.
        #expect(caption.ingredients.map(\.item) == ["eggs", "milk", "flour", "sugar", "salt", "butter", "icing sugar"])

        let salad = try #require(
            Self.recipe(
                "Omas Kartoffelsalat\n\nZutaten:\n1 kg festkochende Kartoffeln\n1 Zwiebel\n200 ml Gemüsebrühe\nSalz, Pfeffer\nÖl zum Braten\n\nKartoffeln kochen, pellen und in Scheiben schneiden. Zwiebel fein würfeln.\nMindestens 1 Stunde ziehen lassen.",
                title: "Kartoffelsalat"))
        #expect(salad.steps.count == 2)
        #expect(salad.steps.last?.text == "Mindestens 1 Stunde ziehen lassen.")
        #expect(salad.title == "Potato salad")
        #expect(salad.ingredients.map(\.item) == ["waxy potatoes", "onion", "vegetable stock", "salt, pepper", "oil"])

        // A purpose on an ingredient line is no step; nor is a line that opens with an amount.
        #expect(!DescriptionParser.endsWithStepVerb("puderzucker zum bestauben"))
        #expect(!DescriptionParser.endsWithStepVerb("ol zum braten"))
        #expect(!DescriptionParser.endsWithStepVerb("200 g mehl sieben und ruhren"))
        #expect(DescriptionParser.endsWithStepVerb("- eier trennen. das eigelb ist fur die creme."))
    }

    @Test("a heading that says whom the list serves opens a caption's list")
    func servingHeadings() throws {
        let carbonara = try #require(
            Self.recipe(
                "Carbonara 🍝 Ingredienti per 2 persone: 200 g di spaghetti, 100 g di guanciale, 2 tuorli, 1 uovo intero, 50 g di pecorino, pepe nero q.b. Procedimento: Rosolate il guanciale in padella. Cuocete la pasta, sbattete i tuorli con il pecorino e il pepe, poi unite tutto fuori dal fuoco."
            ))
        #expect(carbonara.ingredients.count == 6)
        #expect(carbonara.ingredients.last?.item == "black pepper")
        #expect(carbonara.meta.servings == "2")
        #expect(carbonara.steps.map(\.text).first == "Rosolate il guanciale in padella.")

        let crepes = try #require(
            Self.recipe(
                "Crêpes faciles 🥞 Pour 15 crêpes : 250 g de farine, 4 œufs, 50 cl de lait, 1 pincée de sel, 50 g de beurre fondu. Mélangez la farine et les œufs, ajoutez le lait petit à petit, puis le beurre. Laissez reposer 1 h."
            ))
        #expect(crepes.ingredients.map(\.item) == ["flour", "eggs", "milk", "salt", "butter"])
        #expect(crepes.steps.count == 2)

        // The heading's end: a count, up to three words, a colon; not a sentence.
        let heading = Array("Pour 15 crêpes : 250 g")
        #expect(DescriptionParser.servingsHeadingEnd(heading, from: 5) == 14)
        #expect(DescriptionParser.servingsHeadingEnd(Array("for 10 minutes, then stir: 2 cups"), from: 4) == nil)
        #expect(DescriptionParser.servingsQualifierEnd(Array(" per 2 persone: 200 g"), from: 0) == 14)
        #expect(DescriptionParser.servingsQualifierEnd(Array(" 2 cups flour: 200 g"), from: 0) == nil)
    }

    @Test("units, notes and lists of names in the other languages")
    func namesUnitsNotes() throws {
        let butter = try #require(Self.line("6 T butter, melted"))
        #expect(butter.unit == "tbsp" && butter.item == "butter")
        let vanilla = try #require(Self.line("1 t vanilla"))
        #expect(vanilla.unit == "tsp" && vanilla.item == "vanilla")
        #expect(Self.line("1 cdta de sal")?.unit == "tsp")
        #expect(Self.line("2 cdas de azúcar")?.unit == "tbsp")
        let salt = try #require(Self.line("Sal c/n"))
        #expect(salt.item == "Sal" && salt.notes == "c/n")
        #expect(Self.line("Salz, Pfeffer")?.item == "Salz, Pfeffer")
        let spices = try #require(Self.line("Comino, pimentón y sal c/n"))
        #expect(spices.item == "Comino, pimentón y sal" && spices.notes == "c/n")
        // Alternatives are not two foods.
        #expect(IngredientParser.twoFoods("rice flour or potato starch") == nil)
        #expect(IngredientParser.twoFoods("paprika and salt")?.1 == "salt")

        #expect(Glossary.translateName("Kartoffelsalat", from: "de") == "potato salad")
        #expect(Glossary.translateName("Salat", from: "de") == "lettuce")
        #expect(Glossary.translateName("Salz, Pfeffer", from: "de") == "salt, pepper")
        #expect(Glossary.translateName("c/n", from: "es") == "as needed")
        #expect(LanguageDetector.detect("Kaiserschmarrn\n4 Eier\n2 EL Zucker\n1 TL Salz") == "de")
        #expect(LanguageDetector.detect("Mezcla el azúcar con el agua y la sal") == "es")
    }

    @Test("a sign-off in the other languages is no step; dish names the glossary knows whole")
    func signOffs() throws {
        let pancakes = try #require(
            Self.recipe(
                "PANCAKES DE AVENA 🥞\n\nINGREDIENTES 🛒\n🔸 1 taza de avena\n🔸 2 huevos\n🔸 1/2 taza de leche\n\nPASO A PASO 👩‍🍳\n1️⃣ Licúa todos los ingredientes.\n2️⃣ Calienta un sartén a fuego medio.\n3️⃣ Vierte un poco de mezcla y cocina 2 minutos por lado.\n\n¿Lo vas a preparar? Déjame tu comentario 👇",
                title: "Pancakes de avena"))
        #expect(pancakes.steps.count == 3)
        #expect(pancakes.ingredients.map(\.item) == ["oats", "eggs", "milk"])
        for line in ["déjame tu comentario", "Salve essa receita!", "Partagez avec vos amis", "commenta qui sotto"] {
            #expect(DescriptionParser.isNoise(TextTools.fold(line)), "\(line)")
        }
        #expect(Glossary.translateName("Arroz con leche", from: "es") == "rice pudding")
        #expect(Glossary.translateName("savoiardi", from: "it") == "ladyfingers")
    }

    @Test("the step verbs of the other languages do not make a description a recipe")
    func classifierKeepsItsVerbs() {
        for verb in ["fais", "laisse", "deixe", "pela", "filtrer", "trennen", "rosolate"] {
            #expect(Vocabulary.cookingVerbs.contains(verb))
            #expect(!Vocabulary.classifierVerbs.contains(verb), "\(verb) counts towards a recipe")
        }
    }
}
