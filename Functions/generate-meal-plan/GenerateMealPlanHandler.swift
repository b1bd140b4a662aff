import Foundation
import FunctionRuntime
import Kitchen

/// Seed 001 "Meal Plan Generation", `POST /api/app/meal-plans/generate`: breakfast, lunch and
/// dinner for each day from the recipes the caller can see, without repeating a recipe while
/// unused ones remain. `budget` and `zipCode` are Pro features (403 with `"upgrade": true` for
/// Free). `totalCost` prices the plan's merged shopping list from the shipped price table, in
/// the zip code's region; `discountsUsed` counts ingredients the plan buys once for several
/// meals.
struct GenerateMealPlanHandler: FunctionHandler {
    let store: KitchenStore

    var errorStyle: ErrorStyle { .messageField }

    static let upgradeRequired = FunctionError(
        status: 403, code: "UPGRADE_REQUIRED", message: "Budget and zip code planning are Pro features. Upgrade to Pro to use them.",
        fields: ["upgrade": true])

    func handle(_ request: RequestEnvelope, context: FunctionContext) async throws -> ResponseEnvelope {
        let user = try context.requireUser()
        let fields = FieldReader(try request.jsonObject())
        guard fields.missing(["days"]).isEmpty else { throw FunctionError.missingFields(["days"]) }
        let days = Int(try fields.integer("days", in: 1...28)!)
        let budget = try fields.number("budget", in: 0...100_000)
        let zipCode = try fields.string("zipCode", maxLength: 10)?.trimmed
        let restrictions = try DietaryInput.restrictions(fields)
        let start = try fields.string("startDate", maxLength: 10).map { text throws(FunctionError) -> PlanDate in
            guard let date = PlanDate(text) else {
                throw FunctionError(status: 400, code: "INVALID_START_DATE", message: "startDate must be a date like 2024-12-09")
            }
            return date
        } ?? PlanDate(context.now)

        if budget != nil || zipCode != nil {
            let tier = try store.tier(of: context.identity)
            guard KitchenStore.proTiers.contains(tier) else {
                context.logger.info("pro feature refused", metadata: ["tier": "\(tier)"])
                throw Self.upgradeRequired
            }
        }
        var region = PriceTable.Region.national
        if let zipCode {
            guard let known = PriceTable.Region(zipCode: zipCode) else {
                throw FunctionError(status: 400, code: "INVALID_ZIP_CODE", message: "zipCode must be a US ZIP code like 90210")
            }
            region = known
        }

        let pool = try store.pool(as: context.identity)
        let slots = MealPlanner.plan(
            days: days, pool: pool, restrictions: restrictions, budget: budget, region: region, seed: start.text + user.description)
        guard !slots.isEmpty else {
            throw FunctionError(
                status: 404, code: "NO_MATCHING_RECIPES", message: "No recipes match these dietary restrictions yet")
        }
        let lines = slots.enumerated().flatMap { index, slot in slot.recipe.ingredients.map { (recipe: index, line: $0) } }
        let groceries = GroceryMerger.merge(lines)
        let totalCost = GroceryMerger.cost(of: groceries, region: region)
        let discountsUsed = groceries.filter { $0.uses > 1 }.count
        let plan = try store.createMealPlan(
            name: days == 7 ? "Weekly Meal Plan" : "\(days)-Day Meal Plan", start: start.text, end: start.adding(days: days - 1).text,
            budget: budget, totalCost: totalCost, zipCode: zipCode, restrictions: restrictions.map(\.rawValue).sorted(),
            discountsUsed: discountsUsed,
            entries: slots.map { KitchenStore.PlanEntry(day: $0.day, mealType: $0.mealType.rawValue, recipe: $0.recipe, cost: $0.cost) },
            as: context.identity)
        context.logger.info(
            "meal plan generated", metadata: ["mealPlanId": "\(plan.id)", "days": "\(days)", "meals": "\(slots.count)"])
        var mealPlan = plan.json.objectValue ?? [:]
        if let budget { mealPlan["withinBudget"] = JSONValue.bool(totalCost <= budget) }
        return .json(200, ["mealPlan": .object(mealPlan), "discountsUsed": .int(Int64(discountsUsed))] as JSONValue)
    }
}

/// A calendar date (UTC), `YYYY-MM-DD`.
struct PlanDate {
    let date: Date

    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard text.count == 10, parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), (1900...2999).contains(year),
            let date = Self.calendar.date(from: DateComponents(year: year, month: month, day: day))
        else { return nil }
        // Rejects dates the calendar would roll over (2024-02-30 → March 1).
        let check = Self.calendar.dateComponents([.year, .month, .day], from: date)
        guard check.year == year, check.month == month, check.day == day else { return nil }
        self.date = date
    }

    init(_ instant: Date) {
        date = Self.calendar.startOfDay(for: instant)
    }

    var text: String {
        let parts = Self.calendar.dateComponents([.year, .month, .day], from: date)
        func pad(_ value: Int?, _ width: Int) -> String {
            let digits = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(parts.year, 4))-\(pad(parts.month, 2))-\(pad(parts.day, 2))"
    }

    func adding(days: Int) -> PlanDate {
        PlanDate(date: Self.calendar.date(byAdding: .day, value: days, to: date)!)
    }

    private init(date: Date) {
        self.date = date
    }
}
