import Testing

@testable import Kitchen

@Suite("Grocery list merging")
struct GroceryMergerTests {
    func merge(_ recipes: [[(String, String, String)]]) -> [GroceryItem] {
        GroceryMerger.merge(
            recipes.enumerated().flatMap { index, lines in
                lines.map { (recipe: index, line: IngredientLine(name: $0.0, quantity: $0.1, unit: $0.2)) }
            })
    }

    func item(_ items: [GroceryItem], _ name: String) -> [GroceryItem] { items.filter { $0.name == name } }

    @Test("the same ingredient merges across case, plural and synonyms")
    func namesMerge() {
        let items = merge([
            [("Tomatoes", "2", ""), ("Scallions", "3", ""), ("Chickpeas", "200", "g")],
            [("tomato", "1", ""), ("spring onion", "2", ""), ("garbanzo beans", "100", "g")],
        ])
        #expect(item(items, "tomato").map(\.quantity) == ["3"])
        #expect(item(items, "green onion").map(\.quantity) == ["5"])
        #expect(item(items, "chickpea").map { "\($0.quantity) \($0.unit)" } == ["300 g"])
        #expect(items.count == 3)
    }

    @Test("metric masses convert before adding: 500 g + 1 kg = 1.5 kg")
    func gramsAndKilograms() {
        let items = merge([[("flour", "500", "g")], [("Flour", "1", "kg")]])
        #expect(items.map { "\($0.quantity) \($0.unit)" } == ["1.5 kg"])
    }

    @Test("volumes convert: 250 ml + 1 l = 1.25 l; tsp + tbsp + cup in US units")
    func volumes() {
        let metric = merge([[("milk", "250", "ml")], [("milk", "1", "l")]])
        #expect(metric.map { "\($0.quantity) \($0.unit)" } == ["1.25 l"])
        // 3 tsp = 1 tbsp; 1 tbsp + 1 tbsp + 1/4 cup = 6 tbsp = 0.38 cup.
        let us = merge([[("olive oil", "3", "tsp")], [("extra virgin olive oil", "1", "tablespoon")], [("olive oil", "1/4", "cup")]])
        #expect(us.map { "\($0.quantity) \($0.unit)" } == ["0.38 cup"])
    }

    @Test("ounces and pounds convert: 8 oz + 1.5 lb = 2 lbs")
    func ouncesAndPounds() {
        let items = merge([[("chicken breasts", "8", "oz")], [("chicken breast", "1 1/2", "lbs")]])
        #expect(items.map { "\($0.quantity) \($0.unit)" } == ["2 lbs"])
        #expect(items.first?.category == "Meat")
        #expect(merge([[("spaghetti", "1", "lb")]]).map { "\($0.quantity) \($0.unit)" } == ["1 lb"])
    }

    @Test("mixed metric and US masses are shown in metric")
    func mixedSystems() {
        let items = merge([[("butter", "100", "g")], [("butter", "4", "oz")]])
        #expect(items.map { "\($0.quantity) \($0.unit)" } == ["213 g"])
    }

    @Test("incompatible units stay separate lines instead of a wrong sum")
    func incompatibleUnits() {
        let items = merge([[("garlic", "2", "cloves")], [("garlic", "1", "tsp")], [("garlic", "3", "cloves")]])
        let garlic = item(items, "garlic").map { "\($0.quantity) \($0.unit)" }.sorted()
        #expect(garlic == ["1 tsp", "5 cloves"])
        let onions = merge([[("onion", "2", "")], [("onion", "200", "g")]])
        #expect(item(onions, "onion").count == 2)
    }

    @Test("spices stay in spoons however much is added")
    func spices() {
        let items = merge([[("salt", "2", "tbsp")], [("salt", "2", "tbsp")], [("cumin", "1", "tsp")]])
        #expect(item(items, "salt").map { "\($0.quantity) \($0.unit)" } == ["4 tbsp"])
        #expect(item(items, "cumin").map { "\($0.quantity) \($0.unit)" } == ["1 tsp"])
    }

    @Test("the Brazilian coffee spoon is a volume and adds up with teaspoons")
    func coffeeSpoon() {
        #expect(Measures.kind(of: Measures.unit("coffee spoon")) == .volume)
        let items = merge([[("orégano", "2", "coffee spoon")], [("oregano", "1", "tsp")]])
        #expect(items.count == 1)
        #expect(items.map { "\($0.quantity) \($0.unit)" } == ["2 tsp"])
    }

    @Test("lines without an amount are kept once")
    func noAmount() {
        let items = merge([[("salt", "", "")], [("Salt", "to taste", "")], [("pepper", "", "")]])
        #expect(item(items, "salt").map(\.quantity) == [""])
        #expect(item(items, "black pepper").map(\.quantity) == [""])
        // Next to a measured line, "to taste" adds nothing to buy.
        let measured = merge([[("salt", "", "")], [("salt", "1", "tsp")]])
        #expect(item(measured, "salt").map { "\($0.quantity) \($0.unit)" } == ["1 tsp"])
        #expect(item(measured, "salt").first?.uses == 2)
    }

    @Test("fractions, vulgar fractions and ranges are read")
    func quantities() {
        #expect(Measures.quantity("1 1/2") == 1.5)
        #expect(Measures.quantity("½") == 0.5)
        #expect(Measures.quantity("1½") == 1.5)
        #expect(Measures.quantity("2-3") == 3)
        #expect(Measures.quantity("1,5") == 1.5)
        #expect(Measures.quantity("a pinch") == nil)
    }

    @Test("categories cover the app's aisles")
    func categories() {
        let expected: [String: String] = [
            "broccoli": "Produce", "chicken thigh": "Meat", "salmon fillet": "Meat", "cheddar cheese": "Dairy", "egg": "Dairy",
            "sourdough bread": "Bakery", "rice": "Pantry", "soy sauce": "Pantry", "chicken stock": "Pantry", "cumin": "Spices",
            "black pepper": "Spices", "frozen peas": "Frozen", "banana leaf wrapper": "Produce", "xanthan gum": "Other",
        ]
        for (name, category) in expected {
            #expect(GroceryCategories.category(of: name) == category, "\(name)")
        }
        #expect(IngredientNames.canonical("freshly ground black pepper") == "black pepper")
        #expect(IngredientNames.canonical("Pepper") == "black pepper")
        #expect(IngredientNames.canonical("red bell peppers, sliced") == "red bell pepper")
        #expect(IngredientNames.canonical("tomatoes (ripe) (about 2 (large))") == "tomato")
        #expect(IngredientNames.canonical("fresh coriander leaves (a bunch") == "cilantro")
    }

    @Test("hostile names and times are read in one pass: 160,000 characters, not once per word or per parenthesis")
    func hostileNames() {
        let words = String(repeating: "chicken ", count: 20_000)
        #expect(IngredientNames.canonical(words).hasSuffix("chicken"))
        #expect(IngredientNames.canonical(String(repeating: "(a) ", count: 40_000) + "rice") == "rice")
        #expect(KitchenRecipe.minutes(String(repeating: "1/", count: 80_000)) != nil)
        #expect(DietaryRules.contents(of: String(repeating: "gluten-free pasta ", count: 9_000)).isEmpty)
    }

    @Test("shared purchases are counted per recipe, not per line")
    func uses() {
        let items = merge([[("onion", "1", ""), ("onions", "1", "")], [("onion", "1", "")], [("carrot", "2", "")]])
        #expect(item(items, "onion").first?.uses == 2)
        #expect(item(items, "carrot").first?.uses == 1)
    }
}

@Suite("Recipe adaptation")
struct RecipeAdaptationTests {
    @Test("scaling keeps units in agreement with the new amounts")
    func unitsAgree() {
        #expect(Measures.agree("cup", with: 2) == "cups")
        #expect(Measures.agree("cups", with: 0.5) == "cup")
        #expect(Measures.agree("cloves", with: 1) == "clove")
        #expect(Measures.agree("tbsp", with: 4) == "tbsp")
        #expect(Measures.agree("lb", with: 3) == "lb")
        #expect(Measures.agree("handful", with: 2) == "handfuls")
        let recipe = KitchenRecipe(
            name: "Mash",
            ingredients: [
                IngredientLine(name: "butter", quantity: "1/2", unit: "cup"), IngredientLine(name: "salt", quantity: "", unit: ""),
            ],
            instructions: ["Mash."], servings: 6)
        let doubled = recipe.scaled(to: 12)
        #expect(doubled.ingredients.map { "\($0.quantity) \($0.unit)" } == ["1 cup", " "])
        #expect(recipe.scaled(to: 24).ingredients[0].unit == "cups")
        #expect(doubled.servings == 12)
    }
}
