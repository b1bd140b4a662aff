import Recipes
import Testing

@testable import Extraction

/// A whole method written as one paragraph, in the languages creators caption in (none from the
/// corpus): a sentence a step, every word kept; a caption typed in lower case that announces its
/// list in a sentence ("you need …", "necesitas …") and starts its method after a stop; and the
/// answer for a description of links only.
@Suite("Method paragraphs, lower-case run-on captions, headings with a yield, link-only descriptions")
struct MethodParagraphTests {
    static func steps(_ description: String) throws -> [String] {
        try #require(Offline.recipe(title: "Dinner", description: description)).steps.map(\.text)
    }

    @Test("a one-paragraph method becomes a step per sentence; a short closing word stays with its sentence")
    func sentences() throws {
        #expect(
            try Self.steps(
                "Ingredients:\n- 250 g butter\n- 200 g sugar\n- 4 eggs\n\nMethod:\nCream the butter and sugar, beat in the eggs one at a time. Mix the flour with the baking powder and fold in with the milk. Spread on a tray and bake at 180C for 35 minutes. Enjoy!"
            ) == [
                "Cream the butter and sugar, beat in the eggs one at a time.",
                "Mix the flour with the baking powder and fold in with the milk.",
                "Spread on a tray and bake at 180C for 35 minutes. Enjoy!",
            ])
        #expect(
            try Self.steps(
                "Ingredienti per 2 persone:\n-200 g di spaghetti\n-100 g di guanciale\n-3 tuorli\n\nProcedimento:\nRosolate il guanciale in padella senza olio. Sbattete i tuorli con il pecorino e il pepe. Scolate la pasta e mantecate fuori dal fuoco."
            ).count == 3)
    }

    @Test("a stop inside a sentence does not cut it: abbreviations, numbers, a small letter after it")
    func stopsInside() {
        for paragraph in [
            "Mehl mit 1 Pck. Backpulver mischen und bei 180 °C ca. 35 Minuten backen.", "Add 1.5 kg of flour and mix well.",
            "Ajoutez 2 c. à s. de sucre et mélangez bien.", "Cook for 5 min. then add the eggs.",
        ] {
            #expect(DescriptionParser.paragraphSentences(paragraph) == [paragraph])
        }
        #expect(
            DescriptionParser.paragraphSentences("गैस पर कढ़ाई रखें। तेल गरम करें और जीरा डालें।") == [
                "गैस पर कढ़ाई रखें।", "तेल गरम करें और जीरा डालें।",
            ])
    }

    @Test("a method of several lines is left as the creator wrote its steps, and the verdict weighs the lines as written")
    func severalLines() throws {
        let steps = try Self.steps(
            "Ingredients:\n2 eggs\n1 cup milk\n\nMethod:\n1. Whisk the eggs. Add the milk.\n2. Cook in a hot pan. Flip once.")
        #expect(steps == ["Whisk the eggs. Add the milk.", "Cook in a hot pan. Flip once."])
        // Two sentences of no recipe are not two steps that make one.
        let stunt = Offline.extract(
            title: "Molten aluminum vs turkey",
            description: "Pouring 4lbs of molten aluminum into a 10lbs turkey. I stole the idea from a friend for our dinner!")
        guard case .notRecipe = stunt.result else {
            Issue.record("a stunt was read as a recipe")
            return
        }
    }

    static func names(_ document: RecipeDocument) -> [String] { document.ingredients.map(\.item) }

    @Test("a list announced in the sentence, in lower case, its method after a stop: English, Spanish, Italian")
    func announcedLists() throws {
        let english = try #require(
            Offline.recipe(
                title: "Spanish omelette",
                description:
                    "my grandma's tortilla 🥔 you need 4 medium potatoes, 1 onion, 6 eggs, olive oil and salt. peel and slice the potatoes thin, fry them slowly with the onion for 20 minutes, drain, mix with the beaten eggs and set 3 minutes each side ✨ #tortilla"
            ))
        #expect(Self.names(english) == ["potatoes", "onion", "eggs", "olive oil and salt"])
        #expect(english.steps.map(\.text).first?.hasPrefix("Peel and slice the potatoes thin") == true)
        let spanish = try #require(
            Offline.recipe(
                title: "Tortilla",
                description:
                    "la tortilla de mi abuela 🥔 necesitas 4 patatas medianas, 1 cebolla, 6 huevos, aceite de oliva y sal. pela y corta las patatas en láminas finas y fríelas a fuego lento"
            ))
        #expect(Self.names(spanish).prefix(3) == ["potatoes", "onion", "eggs"])
        #expect(spanish.steps.map(\.text) == ["Pela y corta las patatas en láminas finas y fríelas a fuego lento"])
        let italian = try #require(
            Offline.recipe(
                title: "Tiramisù",
                description:
                    "tiramisù facilissimo: 250g mascarpone, 3 uova, 80g zucchero, savoiardi, caffè, cacao amaro. montate i tuorli con lo zucchero e aggiungete il mascarpone"
            ))
        #expect(Self.names(italian) == ["mascarpone", "eggs", "sugar", "ladyfingers", "coffee", "unsweetened cocoa"])
        #expect(italian.steps.first?.text.hasPrefix("Montate i tuorli") == true)
    }

    @Test("in lower case, a stop before a cooking verb ends a sentence of the method; a list of no foods stays prose")
    func lowerCaseSentences() throws {
        let steps = try Self.steps(
            "tiramisu: 250g mascarpone, 3 eggs, 80g sugar, ladyfingers, coffee, cocoa. whip the yolks with the sugar, add the mascarpone. dip the ladyfingers in coffee and layer. cocoa on top and chill"
        )
        #expect(
            steps == [
                "Whip the yolks with the sugar, add the mascarpone.", "Dip the ladyfingers in coffee and layer. cocoa on top and chill",
            ])
        let match = Offline.extract(title: "Resumen", description: "ganamos 3 partidos, 2 empates, 1 derrota. mira el resumen completo")
        guard case .notRecipe = match.result else {
            Issue.record("a match report was read as a recipe")
            return
        }
    }

    @Test("a Japanese heading followed by how many it makes (\"【材料】2枚分\") still opens the list")
    func japaneseYield() throws {
        let pancakes = try #require(
            Offline.recipe(
                title: "ふわふわパンケーキ",
                description: "【材料】2枚分\n・卵 2個\n・砂糖 大さじ2\n・薄力粉 50g\n\n【作り方】\n①卵白と卵黄を分ける\n②弱火で両面焼く"))
        #expect(Self.names(pancakes) == ["egg", "sugar", "cake flour"])
        for heading in ["材料 4人前", "【材料】２個分", "材料（2人分）", "材料 3本分"] {
            #expect(DescriptionParser.isIngredientHeader(DescriptionParser.headingText(TextTools.fold(heading))), "\(heading)")
        }
    }

    @Test("a description of links and channel lines only is not called missing")
    func linksOnly() {
        let links = Offline.extract(
            title: "Highlights", description: "Instagram: https://www.instagram.com/someone/\nTwitter: https://twitter.com/someone")
        let none = Offline.extract(title: "Highlights", description: "")
        guard case .notRecipe(let reason) = links.result, case .notRecipe(let missing) = none.result else {
            Issue.record("read as recipes")
            return
        }
        #expect(reason == "No ingredients or cooking steps were found in the description or transcript")
        #expect(missing == "No description or transcript to extract a recipe from")
    }
}
