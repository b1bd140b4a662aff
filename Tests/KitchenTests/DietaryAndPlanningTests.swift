import Kitchen
import Testing

@Suite("Dietary rules are hard constraints")
struct DietaryRulesTests {
    func allowed(_ ingredients: [String], _ restriction: DietaryRules.Restriction, title: String = "Dish") -> Bool {
        DietaryRules.satisfies(title: title, ingredients: ingredients, restrictions: [restriction])
    }

    @Test("meat, fish and hidden animal products break vegetarian")
    func vegetarian() {
        #expect(allowed(["tofu", "rice", "vegetable stock"], .vegetarian))
        #expect(!allowed(["rice", "chicken stock"], .vegetarian))
        #expect(!allowed(["lettuce", "Worcestershire sauce"], .vegetarian))
        #expect(!allowed(["lettuce"], .vegetarian, title: "Bacon Salad"))
        #expect(!allowed(["gelatin", "sugar"], .vegetarian))
        #expect(allowed(["eggplant", "egg-free mayo"], .eggFree))
    }

    @Test("vegan also excludes dairy, eggs and honey; named substitutes are fine")
    func vegan() {
        #expect(allowed(["oat milk", "coconut cream", "peanut butter"], .vegan))
        #expect(!allowed(["oats", "honey"], .vegan))
        #expect(!allowed(["butter"], .vegan))
        #expect(!allowed(["2 eggs"], .vegan))
        #expect(allowed(["butternut squash", "butter beans"], .vegan))
    }

    @Test("gluten-free: wheat, regular soy sauce and pasta break it; tamari and rice flour do not")
    func glutenFree() {
        #expect(allowed(["tamari", "rice flour", "corn tortillas"], .glutenFree))
        #expect(!allowed(["soy sauce"], .glutenFree))
        #expect(!allowed(["spaghetti"], .glutenFree))
        #expect(allowed(["gluten-free spaghetti"], .glutenFree))
        #expect(!allowed(["gluten-free spaghetti", "bread"], .glutenFree))
    }

    @Test("spellings of restrictions map to one rule; unknown ones are not guessed")
    func spellings() {
        #expect(DietaryRules.restriction("Gluten Free") == .glutenFree)
        #expect(DietaryRules.restriction("plant-based") == .vegan)
        #expect(DietaryRules.restriction("dairy_free") == .dairyFree)
        #expect(DietaryRules.restriction("keto") == nil)
    }

    @Test("tags are computed from ingredients, never from the source's claims")
    func tags() {
        let recipe = KitchenRecipe(
            name: "Vegan Chili", ingredients: [IngredientLine(name: "ground beef", quantity: "1", unit: "lb")], instructions: [])
        #expect(!recipe.dietaryTags.contains("vegan"))
        #expect(!recipe.dietaryTags.contains("vegetarian"))
    }
}

@Suite("Recipe matching and meal planning")
struct PlanningTests {
    static func recipe(_ name: String, _ ingredients: [String], servings: Int = 4, ref: String? = nil) -> KitchenRecipe {
        KitchenRecipe(
            name: name, ingredients: ingredients.map { IngredientLine(name: $0, quantity: "1", unit: "cup") }, instructions: ["Cook."],
            prepTime: 10, cookTime: 10, servings: servings, sourceRef: ref ?? "community:" + name)
    }

    static let pool = [
        recipe("Chicken Rice Bowl", ["chicken breast", "rice", "broccoli"]),
        recipe("Tofu Rice Bowl", ["firm tofu", "rice", "broccoli"]),
        recipe("Beef Noodles", ["beef", "wheat noodles"]),
        recipe("Lentil Soup", ["lentils", "carrots", "onion"]),
        recipe("Banana Pancakes", ["flour", "banana", "milk", "egg"]),
        recipe("Overnight Oats", ["oats", "milk"]),
    ]

    @Test("the same request however written has one key")
    func requestKey() {
        let first = RecipeRequest(
            ingredients: ["Chicken", "rice", "Broccoli"], cuisine: "Asian", restrictions: [.glutenFree], cookingTime: 30, servings: 4,
            difficulty: "Medium", budget: 15)
        let second = RecipeRequest(
            ingredients: ["broccoli", "chickens", "RICE", "rice"], cuisine: " asian ", restrictions: [.glutenFree], cookingTime: 30,
            servings: 4, difficulty: "medium", budget: 15.0)
        #expect(first.key == second.key)
        let other = RecipeRequest(
            ingredients: ["broccoli", "chicken", "rice"], cuisine: "Asian", restrictions: [.glutenFree], cookingTime: 30, servings: 2,
            difficulty: "medium", budget: 15)
        #expect(first.key != other.key)
    }

    @Test("ranking: overlap first, restrictions exclude, no overlap means no match")
    func ranking() {
        let request = RecipeRequest(
            ingredients: ["rice", "broccoli"], cuisine: nil, restrictions: [.vegetarian], cookingTime: nil, servings: 2, difficulty: nil,
            budget: nil)
        let ranked = RecipeMatcher.rank(request, among: Self.pool)
        #expect(ranked.first?.recipe.name == "Tofu Rice Bowl")
        #expect(!ranked.contains { $0.recipe.name == "Chicken Rice Bowl" })
        let adapted = RecipeMatcher.adapt(ranked[0], for: request)
        #expect(adapted.servings == 2)
        #expect(adapted.ingredients[0].quantity == "0.5")
        let nothing = RecipeRequest(
            ingredients: ["durian"], cuisine: nil, restrictions: [], cookingTime: nil, servings: nil, difficulty: nil, budget: nil)
        #expect(RecipeMatcher.rank(nothing, among: Self.pool).isEmpty)
    }

    @Test("plans: breakfast recipes at breakfast, no repeats while unused recipes remain, restrictions kept")
    func plans() {
        let slots = MealPlanner.plan(days: 2, pool: Self.pool, restrictions: [.vegetarian], budget: nil, region: .national, seed: "s")
        #expect(slots.count == 6)
        #expect(slots.filter { $0.mealType == .breakfast }.allSatisfy { ["Banana Pancakes", "Overnight Oats"].contains($0.recipe.name) })
        let mains = slots.filter { $0.mealType != .breakfast }.map(\.recipe.name)
        #expect(Set(mains) == ["Tofu Rice Bowl", "Lentil Soup"])
        #expect(mains.count == 4)
        #expect(!slots.contains { $0.recipe.name.contains("Chicken") || $0.recipe.name.contains("Beef") })
        // The two mains alternate instead of one repeating while the other waits.
        #expect(mains[0] != mains[1])
        // Deterministic for the same seed.
        let again = MealPlanner.plan(
            days: 2, pool: Self.pool.reversed(), restrictions: [.vegetarian], budget: nil, region: .national, seed: "s")
        #expect(again.map(\.recipe.name) == slots.map(\.recipe.name))
    }

    @Test("prices: cited entries, regional multipliers from the BLS tables, zip codes to regions")
    func prices() {
        #expect(PriceTable.entry(for: "ground beef")?.price == 6.899)
        #expect(PriceTable.entry(for: "chicken breast")?.source == .bls2025)
        let pound = PriceTable.cost(name: "ground beef", quantity: 1, unit: "lb")
        #expect(abs(pound - 6.899) < 0.001)
        #expect(abs(PriceTable.cost(name: "ground beef", quantity: 16, unit: "oz") - pound) < 0.01)
        #expect(PriceTable.cost(name: "cumin", quantity: 1, unit: "tsp") == PriceTable.spiceCost)
        #expect(PriceTable.Region(zipCode: "90210") == .west)
        #expect(PriceTable.Region(zipCode: "10001") == .northeast)
        #expect(PriceTable.Region(zipCode: "60601-1234") == .midwest)
        #expect(PriceTable.Region(zipCode: "30301") == .south)
        #expect(PriceTable.Region(zipCode: "ABCDE") == nil)
        #expect(PriceTable.Region.west.multiplier > 1)
        #expect(PriceTable.Region.national.multiplier == 1)
    }
}
