import Domain
import Foundation
import FunctionRuntime
import Kitchen

/// The Savry app API's "Meal Plan Generation", `POST /api/app/meal-plans/generate`: breakfast,
/// lunch and dinner for each day from the recipes the caller can see, without repeating a recipe
/// while unused ones remain. `budget` and `zipCode` are Pro features (403 with `"upgrade": true`
/// for Free). `totalCost` prices the plan's merged shopping list from the shipped price table, in
/// the zip code's region; `discountsUsed` counts ingredients the plan buys once for several
/// meals.
struct GenerateMealPlanHandler: FunctionHandler {
    let plans: any MealPlanStore
    let pool: any RecipePool
    let tiers: any TierStore

    var errorStyle: ErrorStyle { .messageField }
    var access: Access { .signedIn }

    struct Request: JSONBodyRequest, Equatable {
        var days: Int
        var budget: Double?
        /// Checked against the price regions only after the tier check: a Free user learns that
        /// zip codes are a Pro feature, not that theirs is malformed.
        var zipCode: String?
        var restrictions: Set<DietaryRules.Restriction>
        /// Today (UTC) when absent.
        var startDate: PlanDate?

        init(
            days: Int, budget: Double? = nil, zipCode: String? = nil, restrictions: Set<DietaryRules.Restriction> = [],
            startDate: PlanDate? = nil
        ) {
            self.days = days
            self.budget = budget
            self.zipCode = zipCode
            self.restrictions = restrictions
            self.startDate = startDate
        }

        init(_ fields: FieldReader) throws(FunctionError) {
            guard fields.missing(["days"]).isEmpty else { throw CommonErrors.missingFields(["days"]) }
            days = Int(try fields.integer("days", in: 1...28)!)
            budget = try fields.number("budget", in: 0...100_000)
            zipCode = try fields.string("zipCode", maxLength: 10)?.trimmed
            restrictions = try DietaryInput.restrictions(fields)
            startDate = try fields.string("startDate", maxLength: 10).map { text throws(FunctionError) -> PlanDate in
                guard let date = PlanDate(text) else { throw SavryAppErrors.invalidStartDate }
                return date
            }
        }
    }

    struct Response: FunctionResponse, Equatable {
        let plan: MealPlan
        /// Whether `totalCost` fits the budget; only when a budget was given.
        let withinBudget: Bool?

        var json: JSONValue {
            var mealPlan = plan.json.objectValue ?? [:]
            if let withinBudget { mealPlan["withinBudget"] = .bool(withinBudget) }
            return ["mealPlan": .object(mealPlan), "discountsUsed": .int(Int64(plan.discountsUsed))]
        }
    }

    func handle(_ request: Request, context: FunctionContext) async throws -> Response {
        let user = try context.requireUser()
        if request.budget != nil || request.zipCode != nil {
            let tier = try tiers.tier(of: context.identity)
            guard tier.includesProFeatures else {
                context.logger.info("pro feature refused", metadata: ["tier": "\(tier.rawValue)"])
                throw SavryAppErrors.upgradeRequired
            }
        }
        var region = PriceTable.Region.national
        if let zipCode = request.zipCode {
            guard let known = PriceTable.Region(zipCode: zipCode) else { throw SavryAppErrors.invalidZipCode }
            region = known
        }
        let start = request.startDate ?? PlanDate(context.now)
        let days = request.days
        let seed = start.text + user.description
        let slots = MealPlanner.plan(
            days: days, pool: try pool.planPool(seed: seed, as: context.identity), restrictions: request.restrictions,
            budget: request.budget, region: region, seed: seed)
        guard !slots.isEmpty else { throw SavryAppErrors.noMatchingRecipes }
        let lines = slots.enumerated().flatMap { index, slot in slot.recipe.ingredients.map { (recipe: index, line: $0) } }
        let groceries = GroceryMerger.merge(lines)
        let totalCost = GroceryMerger.cost(of: groceries, region: region)
        let plan = try plans.create(
            NewMealPlan(
                name: days == 7 ? "Weekly Meal Plan" : "\(days)-Day Meal Plan", start: start.text, end: start.adding(days: days - 1).text,
                budget: request.budget, totalCost: totalCost, zipCode: request.zipCode,
                restrictions: request.restrictions.map(\.rawValue).sorted(), discountsUsed: groceries.filter { $0.uses > 1 }.count,
                entries: slots.map { NewMealPlan.Entry(day: $0.day, mealType: $0.mealType, recipe: $0.recipe, cost: $0.cost) }),
            as: context.identity)
        context.logger.info("meal plan generated", metadata: ["mealPlanId": "\(plan.id)", "days": "\(days)", "meals": "\(slots.count)"])
        return Response(plan: plan, withinBudget: request.budget.map { totalCost <= $0 })
    }
}
