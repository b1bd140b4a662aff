import Foundation
import FunctionRuntime
import Kitchen

/// Seed 001 "Grocery List Generation", `POST /api/app/grocery-list/generate` with `{mealPlanId}`
/// or `{recipeIds}` (the caller's recipes): one line per ingredient across the recipes, amounts
/// converted to one unit before adding, incompatible amounts kept as separate lines, each line in
/// its aisle.
struct GenerateGroceryListHandler: FunctionHandler {
    let store: KitchenStore

    var errorStyle: ErrorStyle { .messageField }

    func handle(_ request: RequestEnvelope, context: FunctionContext) async throws -> ResponseEnvelope {
        _ = try context.requireUser()
        let fields = FieldReader(try request.jsonObject())
        let planID = try fields.string("mealPlanId", maxLength: 64)?.trimmed
        let recipeIDs = try fields.stringArray("recipeIds", maxCount: 100, maxLength: 64)?.map(\.trimmed)
        let name: String
        let recipes: [KitchenRecipe]
        switch (planID, recipeIDs) {
        case (let planID?, nil):
            guard UUID(uuidString: planID) != nil, let plan = try store.mealPlanRecipes(planID, as: context.identity) else {
                throw FunctionError(status: 404, code: "MEAL_PLAN_NOT_FOUND", message: "Meal plan not found")
            }
            name = "Grocery List for \(plan.name)"
            recipes = plan.recipes
        case (nil, let ids?):
            guard !ids.isEmpty else { throw FunctionError.invalidField("recipeIds", expected: "non-empty array of recipe ids") }
            var unique: [String] = []
            for id in ids.map({ $0.lowercased() }) where !unique.contains(id) { unique.append(id) }
            let found = try store.appRecipes(ids: unique.filter { UUID(uuidString: $0) != nil }, as: context.identity)
            let missing = unique.filter { found[$0] == nil }
            guard missing.isEmpty else {
                throw FunctionError(
                    status: 404, code: "RECIPE_NOT_FOUND", message: "Recipe not found",
                    fields: ["missing": .array(missing.map(JSONValue.string))])
            }
            name = unique.count == 1 ? "Grocery List for \(found[unique[0]]!.name)" : "Grocery List for \(unique.count) Recipes"
            recipes = unique.map { found[$0]! }
        case (nil, nil):
            throw FunctionError(
                status: 400, code: "MISSING_FIELDS", message: "Provide mealPlanId or recipeIds",
                fields: ["required": ["mealPlanId", "recipeIds"]])
        case (_?, _?):
            throw FunctionError(status: 400, code: "AMBIGUOUS_SOURCE", message: "Provide mealPlanId or recipeIds, not both")
        }
        let lines = recipes.enumerated().flatMap { index, recipe in recipe.ingredients.map { (recipe: index, line: $0) } }
        let items = GroceryMerger.merge(lines)
        let list = try store.createGroceryList(name: name, mealPlanID: planID, items: items, as: context.identity)
        context.logger.info("grocery list generated", metadata: ["items": "\(items.count)", "recipes": "\(recipes.count)"])
        return .json(200, ["groceryList": list] as JSONValue)
    }
}
