import Testing

@testable import Extraction

@Suite("Nutrition estimate")
struct NutritionEstimatorTests {
    func line(_ item: String, _ quantity: String? = nil, _ unit: String? = nil, notes: String? = nil) -> RecipeDocumentIngredientView {
        RecipeDocumentIngredientView(item: item, quantity: quantity, unit: unit, notes: notes)
    }

    func kcal(_ item: String, _ quantity: String? = nil, _ unit: String? = nil, notes: String? = nil) -> Double? {
        NutritionEstimator.weigh(line(item, quantity, unit, notes: notes)).map { ($0.kcal * 10).rounded() / 10 }
    }

    @Test("every name of the table finds its own food, in the singular and the plural")
    func namesFindTheirFood() {
        for (position, food) in NutritionEstimator.foods.enumerated() {
            for keyword in food.keywords {
                let words = TextTools.words(keyword)
                for form in TranscriptParser.numberForms(words.last!) {
                    let name = (words.dropLast() + [form]).joined(separator: " ")
                    #expect(NutritionEstimator.foodIndex[name] == position, "\(name) is not \(food.keywords[0])")
                }
            }
        }
    }

    @Test("plurals are weighed as their singular: tomatoes, potatoes, radishes, leaves")
    func plurals() {
        #expect(kcal("tomatoes", "3") == 64.8)  // 3 × 120 g × 18 kcal
        #expect(kcal("potatoes", "2") == 272)  // 2 × 170 g × 80 kcal
        #expect(kcal("radishes", "10") == 16)
        #expect(kcal("bay leaves", "2") == 0)
    }

    @Test("the food is the last name the line says: stock is not chicken, powder not garlic, goat cheese not goat")
    func headNoun() {
        #expect(kcal("chicken stock", "2", "cup") == 0)
        #expect(kcal("garlic powder", "1", "tsp") == 0)
        #expect(kcal("coconut oil", "1", "tbsp") == 122.0)  // 15 ml × 0.92 × 884
        #expect(kcal("goat cheese", "100", "g") == 270)
        #expect(kcal("peanut butter", "100", "g") == 600)
        #expect(kcal("carrot(गाजर )", "250", "g") == 102.5)
        #expect(kcal("chicken drumsticks", "2") == 396)  // not the Indian drumstick vegetable
        // A powder is a spice unless the table names it: cocoa, milk, nuts.
        #expect(kcal("coriander powder", "2", "tbsp") == 0)
        #expect(kcal("cocoa powder", "100", "g") == 230)
        #expect(kcal("almond powder", "100", "g") == 600)
    }

    @Test("packs and sticks of standard weight")
    func packUnits() {
        #expect(kcal("butter", "1", "stick") == 836.2)  // 113 g × 740
        #expect(kcal("coconut milk", "1", "can") == 800)
        #expect(kcal("cinnamon", "1", "stick") == 0)
    }

    @Test("rice, pasta and pulses measured cooked or canned weigh as cooked; a dry weight to cook stays dry")
    func cookedState() {
        #expect(kcal("rice", "1", "cup") == 724.2)  // 240 ml × 0.85 × 355
        #expect(kcal("hot cooked rice", "1", "cup") == 249.6)  // 240 ml × 0.8 × 130
        #expect(kcal("leftover rice", "1", "cup") == 249.6)
        #expect(kcal("rice vermicelli", "2", "cup", notes: "cooked") == 446.4)  // 480 ml × 0.6 × 155
        #expect(kcal("long grain rice", "220", "g", notes: "cooked according to packet instructions") == 781)
        #expect(kcal("vermicelli noodles", "150", "g", notes: "cooked") == 532.5)  // weighed dry, then cooked
        #expect(kcal("black beans", "1", "can", notes: "15 ounce, rinsed and drained") == 312)  // 240 g drained × 130
        #expect(kcal("canned chickpeas", "1", "cup") == 218.4)  // 240 ml × 0.7 × 130
        #expect(kcal("kidney beans", "200", "g", notes: "drained") == 260)
        #expect(kcal("chickpeas", "200", "g", notes: "soaked overnight and drained") == 680)
        #expect(kcal("mussels", "1", "kg") == 250)  // in their shells
    }

    @Test("a count too large for pieces is the grams the writer left out: '280 de carottes', '250 de lentilles'")
    func gramsLeftOut() {
        #expect(kcal("carrots", "280") == 114.8)  // 280 g × 41, not 280 carrots
        #expect(kcal("red lentils", "250") == 850)  // 250 g × 340
        #expect(kcal("eggs", "20") == 1450)  // 20 eggs of 50 g × 145
        #expect(kcal("almonds", "25") == 180)  // 25 almonds of 1.2 g
        #expect(kcal("red lentils", "2") == nil)  // two of what: not weighed
        #expect(kcal("chickens", "2") == 4560)  // two whole birds of 1.2 kg
    }

    @Test("unmeasured: seasonings, small uses and light vegetables weigh nothing; oil or rice does not weigh")
    func unmeasured() {
        #expect(kcal("salt", notes: nil) == 0)
        #expect(kcal("icing sugar", notes: "to dust") == 0)
        #expect(kcal("olive oil", notes: "for drizzling") == 0)
        #expect(kcal("tomatoes") == 0)
        #expect(kcal("garlic") == 0)
        #expect(kcal("oil") == nil)
        #expect(kcal("rice") == nil)
    }

    @Test("no estimate when an energy-dense food has no amount, rather than one far too low")
    func energyDenseUnweighed() {
        let chutney = [line("green beans", "250", "g"), line("oil"), line("onion"), line("salt"), line("chilli powder", "1", "tsp")]
        #expect(NutritionEstimator.estimate(chutney, servings: nil) == nil)
        let measured = [
            line("green beans", "250", "g"), line("oil", "2", "tbsp"), line("onion"), line("salt"), line("chilli powder", "1", "tsp"),
        ]
        #expect(NutritionEstimator.estimate(measured, servings: nil)?.calories == 320)  // 75 + 244
    }

    @Test("servings stated as a range count from its lower end: 'pour 7 à 8 portions', 'serves 4 to 6', 'für 4 bis 6 Personen'")
    func servingsRanges() {
        #expect(MetaParser.parse("Ingrédients pour la recette (pour 7 à 8 portions) :").servings == "7-8")
        #expect(MetaParser.parse("Serves 4 to 6").servings == "4-6")
        #expect(MetaParser.parse("Zutaten für 4 bis 6 Personen").servings == "4-6")
        #expect(MetaParser.parse("Ingredientes para 4 o 5 personas").servings == "4-5")
        #expect(MetaParser.parse("Serves 4-6").servings == "4-6")
        #expect(MetaParser.parse("Makes 12 cupcakes").servings == "12 cupcakes")
        // A figure per serving is not a count of servings.
        #expect(MetaParser.parse("Serving 1 to 2 calories").servings == nil)
        #expect(MetaParser.parse("pour 7 à 8 minutes").servings == nil)
        let list = [line("flour", "200", "g"), line("sugar", "100", "g"), line("butter", "100", "g")]
        #expect(NutritionEstimator.estimate(list, servings: "7-8")?.note.hasPrefix("Estimated per serving (7 servings)") == true)
    }
}
