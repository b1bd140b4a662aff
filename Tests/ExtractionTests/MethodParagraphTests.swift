import Recipes
import Testing

@testable import Extraction

/// A whole method written as one paragraph, in the languages creators caption in (none from the
/// corpus): a sentence a step, every word kept; and the answer for a description of links only.
@Suite("Method paragraphs and link-only descriptions")
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
