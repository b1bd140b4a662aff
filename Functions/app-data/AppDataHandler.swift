import Domain
import Foundation
import FunctionRuntime
import Kitchen

/// Deleting the caller's own app data: `DELETE /api/app/recipes/{id}`, `/api/app/meal-plans/{id}`,
/// `/api/app/grocery-lists/{id}`. Sync reports each deletion (and the favourites a deleted recipe
/// takes with it). A recipe still used by a meal plan is refused with 409 naming the plans:
/// removing it would silently change them.
struct AppDataHandler: FunctionHandler {
    let store: any AppDataStore

    var errorStyle: ErrorStyle { .messageField }
    var access: Access { .signedIn }

    struct Request: FunctionRequest, Equatable {
        let kind: AppDataKind
        /// A lower-case UUID.
        let id: String

        init(kind: AppDataKind, id: String) {
            self.kind = kind
            self.id = id
        }

        init(_ envelope: RequestEnvelope) throws(FunctionError) {
            let path = envelope.requestContext.http.path
            kind = path.hasPrefix("/api/app/meal-plans/") ? .mealPlan : path.hasPrefix("/api/app/grocery-lists/") ? .groceryList : .recipe
            // Not a UUID cannot be one of the caller's items.
            guard let id = envelope.pathParameters?["id"]?.trimmed.lowercased(), UUID(uuidString: id) != nil else {
                throw AppDataHandler.notFound(kind)
            }
            self.id = id
        }
    }

    func handle(_ request: Request, context: FunctionContext) async throws -> Deleted {
        switch try store.delete(request.kind, id: request.id, as: context.identity) {
        case .deleted:
            context.logger.info("app data deleted", metadata: ["kind": "\(request.kind.rawValue)"])
            return Deleted()
        case .notFound:
            throw Self.notFound(request.kind)
        case .inUse(let plans):
            throw SavryAppErrors.recipeInMealPlan(plans)
        }
    }

    static func notFound(_ kind: AppDataKind) -> FunctionError {
        switch kind {
        case .recipe: return SavryAppErrors.recipeNotFound
        case .mealPlan: return SavryAppErrors.mealPlanNotFound
        case .groceryList: return SavryAppErrors.groceryListNotFound
        }
    }
}
