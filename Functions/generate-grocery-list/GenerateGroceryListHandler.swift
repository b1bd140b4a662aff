import Domain
import Foundation
import FunctionRuntime
import Kitchen

/// The Savry app API's "Grocery List Generation", `POST /api/app/grocery-list/generate` with
/// `{mealPlanId}` or `{recipeIds}` (the caller's recipes): one line per ingredient across the
/// recipes, amounts converted to one unit before adding, incompatible amounts kept as separate
/// lines, each line in its aisle.
struct GenerateGroceryListHandler: FunctionHandler {
    let plans: any MealPlanStore
    let recipes: any RecipePool
    let lists: any GroceryListStore

    var errorStyle: ErrorStyle { .messageField }
    var access: Access { .signedIn }

    enum Request: JSONBodyRequest, Equatable {
        case mealPlan(String)
        /// Distinct ids, lower case, in the order given.
        case recipes([String])

        init(_ fields: FieldReader) throws(FunctionError) {
            let planID = try fields.string("mealPlanId", maxLength: 64)?.trimmed
            let recipeIDs = try fields.stringArray("recipeIds", maxCount: 100, maxLength: 64)?.map(\.trimmed)
            switch (planID, recipeIDs) {
            case (let planID?, nil):
                self = .mealPlan(planID)
            case (nil, let ids?):
                guard !ids.isEmpty else { throw CommonErrors.invalidField("recipeIds", expected: "non-empty array of recipe ids") }
                var unique: [String] = []
                for id in ids.map({ $0.lowercased() }) where !unique.contains(id) { unique.append(id) }
                self = .recipes(unique)
            case (nil, nil):
                throw SavryAppErrors.missingListSource
            case (_?, _?):
                throw SavryAppErrors.ambiguousListSource
            }
        }
    }

    struct Response: FunctionResponse, Equatable {
        let list: GroceryList
        var json: JSONValue { ["groceryList": list.json] }
    }

    func handle(_ request: Request, context: FunctionContext) async throws -> Response {
        let name: String
        let chosen: [KitchenRecipe]
        var planID: String?
        switch request {
        case .mealPlan(let id):
            guard UUID(uuidString: id) != nil, let plan = try plans.recipes(ofPlan: id, as: context.identity) else {
                throw SavryAppErrors.mealPlanNotFound
            }
            name = "Grocery List for \(plan.name)"
            chosen = plan.recipes
            planID = id
        case .recipes(let ids):
            let found = try recipes.ownRecipes(ids: ids.filter { UUID(uuidString: $0) != nil }, as: context.identity)
            let missing = ids.filter { found[$0] == nil }
            guard missing.isEmpty else { throw SavryAppErrors.recipesNotFound(missing) }
            name = ids.count == 1 ? "Grocery List for \(found[ids[0]]!.name)" : "Grocery List for \(ids.count) Recipes"
            chosen = ids.map { found[$0]! }
        }
        let lines = chosen.enumerated().flatMap { index, recipe in recipe.ingredients.map { (recipe: index, line: $0) } }
        let items = GroceryMerger.merge(lines)
        let list = try lists.create(name: name, mealPlanID: planID, items: items, as: context.identity)
        context.logger.info("grocery list generated", metadata: ["items": "\(items.count)", "recipes": "\(chosen.count)"])
        return Response(list: list)
    }
}
