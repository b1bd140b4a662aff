import Foundation
import FunctionRuntime
import Kitchen
import Testing

@testable import GenerateMealPlanFunction

@Suite("generate-meal-plan handler")
struct MealPlanHandlerTests {
    static let pool: [KitchenRecipe] = [
        KitchenRecipe(
            name: "Overnight oats", ingredients: [IngredientLine(name: "rolled oats", quantity: "1", unit: "cup")], instructions: ["Soak."],
            servings: 1, sourceRef: "community:oats"),
        KitchenRecipe(
            name: "Bean chili", ingredients: [IngredientLine(name: "black beans", quantity: "2", unit: "cups")], instructions: ["Simmer."],
            servings: 4, sourceRef: "community:chili"),
        KitchenRecipe(
            name: "Chicken curry", ingredients: [IngredientLine(name: "chicken thighs", quantity: "1", unit: "lb")],
            instructions: ["Cook."],
            servings: 4, sourceRef: "community:curry"),
    ]

    func ask(_ body: JSONValue, plans: FakeMealPlanStore = FakeMealPlanStore(), tier: Tier? = nil, recipes: [KitchenRecipe] = pool) async
        -> (
            status: Int, body: JSONValue?
        )
    {
        var pool = FakeRecipePool()
        pool.onPlanPool = { _, _ in recipes }
        var tiers = FakeTierStore()
        if let tier { tiers.onTier = { _ in tier } }
        let handler = GenerateMealPlanHandler(plans: plans, pool: pool, tiers: tiers)
        return await respond(handler, .test("POST", "/api/app/meal-plans/generate", body: body), context: .test(TestCaller.user()))
    }

    /// A store that echoes the plan back as stored.
    static func echoing(_ check: @escaping @Sendable (NewMealPlan) -> Void = { _ in }) -> FakeMealPlanStore {
        var plans = FakeMealPlanStore()
        plans.onCreate = { plan, _ in
            check(plan)
            return MealPlan(
                id: "00000000-0000-4000-8000-0000000000f1", name: plan.name, startDate: plan.start, endDate: plan.end, budget: plan.budget,
                totalCost: plan.totalCost, zipCode: plan.zipCode, dietaryRestrictions: plan.restrictions, discountsUsed: plan.discountsUsed,
                recipes: plan.entries.map {
                    PlannedMeal(
                        recipeID: $0.recipe.sourceRef ?? "", name: $0.recipe.name, dayOfWeek: $0.day, mealType: $0.mealType,
                        estimatedCost: $0.cost)
                }, updatedAt: nil)
        }
        return plans
    }

    @Test("three meals a day from the pool, breakfast from breakfast recipes, no repeats while others remain")
    func plans() async {
        let plans = Self.echoing { plan in
            #expect(plan.entries.count == 6)
            #expect(plan.entries.filter { $0.mealType == .breakfast }.allSatisfy { $0.recipe.name == "Overnight oats" })
            let firstDay = plan.entries.filter { $0.day == 0 && $0.mealType != .breakfast }.map(\.recipe.name)
            #expect(Set(firstDay).count == 2)
        }
        let (status, body) = await ask(["days": 2, "startDate": "2024-12-09"], plans: plans)
        #expect(status == 200)
        #expect(body?["mealPlan"]?["name"] == "2-Day Meal Plan")
        #expect(body?["mealPlan"]?["startDate"] == "2024-12-09T00:00:00Z")
        #expect(body?["mealPlan"]?["endDate"] == "2024-12-10T00:00:00Z")
        #expect(body?["mealPlan"]?["withinBudget"] == nil)
    }

    @Test("budget and zip code are Pro features by the database's tier: Free gets 403 with upgrade, before the zip is judged")
    func proGating() async {
        let free = await ask(["days": 1, "zipCode": "not-a-zip"], tier: .free)
        #expect(free.status == 403)
        #expect(free.body == ["message": "Budget and zip code planning are Pro features. Upgrade to Pro to use them.", "upgrade": true])
        let pro = await ask(["days": 1, "zipCode": "not-a-zip"], tier: .pro)
        #expect(pro.status == 400)
        #expect(pro.body?["message"] == "zipCode must be a US ZIP code like 90210")
        let budget = await ask(["days": 1, "budget": 80, "zipCode": "90210"], plans: Self.echoing(), tier: .testflight)
        #expect(budget.status == 200)
        #expect(budget.body?["mealPlan"]?["withinBudget"] == true)
    }

    @Test("restrictions no pool recipe meets: 404, nothing stored")
    func noMatch() async {
        let (status, body) = await ask(["days": 1, "dietaryRestrictions": ["vegetarian"]], recipes: [Self.pool[2]])
        #expect(status == 404)
        #expect(body?["message"] == "No recipes match these dietary restrictions yet")
    }

    @Test(
        "dates and days are validated",
        arguments: [
            (["days": 1, "startDate": "2024-02-30"] as JSONValue, "startDate must be a date like 2024-12-09"),
            ([:] as JSONValue, "Missing required fields"), (["days": 29] as JSONValue, "Invalid field"),
        ])
    func validation(body: JSONValue, message: String) async {
        let (status, answer) = await ask(body)
        #expect(status == 400)
        #expect(answer?["message"] == .string(message))
    }
}
