import Foundation
import FunctionRuntime
import Kitchen

/// Deleting the caller's own app data: `DELETE /api/app/recipes/{id}`, `/api/app/meal-plans/{id}`,
/// `/api/app/grocery-lists/{id}`. Sync reports each deletion (and the favourites a deleted recipe
/// takes with it). A recipe still used by a meal plan is refused with 409 naming the plans:
/// removing it would silently change them.
struct AppDataHandler: FunctionHandler {
    let store: KitchenStore

    var errorStyle: ErrorStyle { .messageField }

    func handle(_ request: RequestEnvelope, context: FunctionContext) async throws -> ResponseEnvelope {
        _ = try context.requireUser()
        let path = request.requestContext.http.path
        let kind: KitchenStore.ItemKind =
            path.hasPrefix("/api/app/meal-plans/") ? .mealPlan : path.hasPrefix("/api/app/grocery-lists/") ? .groceryList : .recipe
        guard let id = request.pathParameters?["id"]?.trimmed.lowercased(), UUID(uuidString: id) != nil else {
            throw Self.notFound(kind)
        }
        switch try store.delete(kind, id: id, as: context.identity) {
        case .deleted:
            context.logger.info("app data deleted", metadata: ["kind": "\(kind.rawValue)"])
            return .json(200, ["deleted": true] as JSONValue)
        case .notFound:
            throw Self.notFound(kind)
        case .inUse(let plans):
            throw FunctionError(
                status: 409, code: "RECIPE_IN_MEAL_PLAN", message: "Recipe is used by a meal plan; delete the plan first",
                fields: ["mealPlanIds": .array(plans.map(JSONValue.string))])
        }
    }

    static func notFound(_ kind: KitchenStore.ItemKind) -> FunctionError {
        switch kind {
        case .recipe: return FunctionError(status: 404, code: "RECIPE_NOT_FOUND", message: "Recipe not found")
        case .mealPlan: return FunctionError(status: 404, code: "MEAL_PLAN_NOT_FOUND", message: "Meal plan not found")
        case .groceryList: return FunctionError(status: 404, code: "GROCERY_LIST_NOT_FOUND", message: "Grocery list not found")
        }
    }
}
