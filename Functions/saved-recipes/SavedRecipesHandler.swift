import FunctionRuntime
import Kitchen

/// Favourites, the sign-in-gated "Save" action: `GET /api/app/saved-recipes` lists them,
/// `POST` with `{recipeId, kind}` saves one (201, or 200 when it was already saved),
/// `DELETE /api/app/saved-recipes/{kind}/{recipeId}` removes it. `kind` is `app` (one of the
/// caller's recipes, the default), `community` or `video` (a ChefStream recipe). Sync reports
/// them and their removal.
struct SavedRecipesHandler: FunctionHandler {
    let store: KitchenStore

    var errorStyle: ErrorStyle { .messageField }

    static let notFound = FunctionError(status: 404, code: "RECIPE_NOT_FOUND", message: "Recipe not found")

    func handle(_ request: RequestEnvelope, context: FunctionContext) async throws -> ResponseEnvelope {
        _ = try context.requireUser()
        switch request.requestContext.http.method {
        case "GET":
            return .json(200, ["savedRecipes": .array(try store.favourites(as: context.identity))] as JSONValue)
        case "DELETE":
            let kind = try Self.kind(request.pathParameters?["kind"])
            guard let ref = request.pathParameters?["recipe_id"]?.trimmed, !ref.isEmpty, ref.count <= 128 else { throw Self.notFound }
            guard try store.removeFavourite(kind: kind, ref: Self.normalised(ref, kind: kind), as: context.identity) else {
                throw FunctionError(status: 404, code: "NOT_SAVED", message: "Recipe is not in your saved recipes")
            }
            context.logger.info("favourite removed", metadata: ["kind": "\(kind.rawValue)"])
            return .json(200, ["deleted": true] as JSONValue)
        default:
            let fields = FieldReader(try request.jsonObject())
            guard fields.missing(["recipeId"]).isEmpty else { throw FunctionError.missingFields(["recipeId"]) }
            let kind = try Self.kind(try fields.string("kind", maxLength: 20) ?? "app")
            let ref = Self.normalised(try fields.requireString("recipeId", maxLength: 128).trimmed, kind: kind)
            guard !ref.isEmpty, try store.recipeExists(kind: kind, ref: ref, as: context.identity) else { throw Self.notFound }
            let saved = try store.saveFavourite(kind: kind, ref: ref, as: context.identity)
            context.logger.info("favourite saved", metadata: ["kind": "\(kind.rawValue)", "created": "\(saved.created)"])
            return .json(saved.created ? 201 : 200, ["savedRecipe": saved.json, "created": .bool(saved.created)] as JSONValue)
        }
    }

    static func kind(_ text: String?) throws(FunctionError) -> KitchenStore.RecipeKind {
        guard let text, let kind = KitchenStore.RecipeKind(rawValue: text.trimmed.lowercased()) else {
            throw FunctionError(
                status: 400, code: "INVALID_KIND", message: "kind must be app, community or video",
                fields: ["allowed": .array(KitchenStore.RecipeKind.allCases.map { .string($0.rawValue) })])
        }
        return kind
    }

    /// Ids are stored as the database prints them: UUIDs in lower case, video ids as given.
    static func normalised(_ ref: String, kind: KitchenStore.RecipeKind) -> String {
        kind == .video ? ref : ref.lowercased()
    }
}
