import Domain
import FunctionRuntime
import Kitchen

/// Favourites, the sign-in-gated "Save" action: `GET /api/app/saved-recipes` lists them (newest
/// first, in pages: `limit` per answer, default 500, at most 1,000; `hasMore` and `nextCursor`,
/// which the client sends back as `…?cursor=` until `hasMore` is false),
/// `POST` with `{recipeId, kind}` saves one (201, or 200 when it was already saved),
/// `DELETE /api/app/saved-recipes/{kind}/{recipeId}` removes it. `kind` is `app` (one of the
/// caller's recipes, the default), `community` or `video` (a ChefStream recipe). Sync reports
/// them and their removal.
struct SavedRecipesHandler: FunctionHandler {
    let favourites: any FavouriteStore

    var errorStyle: ErrorStyle { .messageField }
    var access: Access { .signedIn }

    static let defaultPageSize = 500
    static let maximumPageSize = 1_000

    enum Request: FunctionRequest, Equatable {
        case list(after: FavouriteCursor?, limit: Int)
        case save(RecipeKind, ref: String)
        case remove(RecipeKind, ref: String)

        init(_ envelope: RequestEnvelope) throws(FunctionError) {
            switch envelope.requestContext.http.method {
            case "GET":
                var cursor: FavouriteCursor?
                if let token = envelope.query("cursor") {
                    guard let parsed = FavouriteCursor(token: token) else { throw SavryAppErrors.invalidSyncCursor }
                    cursor = parsed
                }
                var limit = SavedRecipesHandler.defaultPageSize
                if let text = envelope.query("limit") {
                    guard let value = Int(text), (1...SavedRecipesHandler.maximumPageSize).contains(value) else {
                        throw SavryAppErrors.invalidSyncLimit(maximum: SavedRecipesHandler.maximumPageSize)
                    }
                    limit = value
                }
                self = .list(after: cursor, limit: limit)
            case "DELETE":
                let kind = try Self.kind(envelope.pathParameters?["kind"])
                guard let ref = envelope.pathParameters?["recipe_id"]?.trimmed, !ref.isEmpty, ref.count <= 128 else {
                    throw SavryAppErrors.recipeNotFound
                }
                self = .remove(kind, ref: Self.normalised(ref, kind: kind))
            default:
                let fields = FieldReader(try envelope.jsonObject())
                guard fields.missing(["recipeId"]).isEmpty else { throw CommonErrors.missingFields(["recipeId"]) }
                let kind = try Self.kind(try fields.string("kind", maxLength: 20) ?? "app")
                self = .save(kind, ref: Self.normalised(try fields.requireString("recipeId", maxLength: 128).trimmed, kind: kind))
            }
        }

        static func kind(_ text: String?) throws(FunctionError) -> RecipeKind {
            guard let text, let kind = RecipeKind(rawValue: text.trimmed.lowercased()) else {
                throw SavryAppErrors.invalidKind(allowed: RecipeKind.allCases.map(\.rawValue))
            }
            return kind
        }

        /// Ids are stored as the database prints them: UUIDs in lower case, video ids as given.
        static func normalised(_ ref: String, kind: RecipeKind) -> String {
            kind == .video ? ref : ref.lowercased()
        }
    }

    enum Response: FunctionResponse, Equatable {
        case list([SavedRecipe], next: FavouriteCursor?)
        case saved(SavedRecipe, created: Bool)
        case removed

        var statusCode: Int {
            if case .saved(_, true) = self { return 201 }
            return 200
        }

        var json: JSONValue {
            switch self {
            case .list(let saved, let next):
                return [
                    "savedRecipes": .array(saved.map(\.json)), "hasMore": .bool(next != nil),
                    "nextCursor": next.map { .string($0.token) } ?? .null,
                ]
            case .saved(let saved, let created): return ["savedRecipe": saved.json, "created": .bool(created)]
            case .removed: return Deleted().json
            }
        }
    }

    func handle(_ request: Request, context: FunctionContext) async throws -> Response {
        switch request {
        case .list(let cursor, let limit):
            let page = try favourites.list(after: cursor, limit: limit, as: context.identity)
            return .list(page.saved, next: page.next)
        case .remove(let kind, let ref):
            guard try favourites.remove(kind: kind, ref: ref, as: context.identity) else { throw SavryAppErrors.notSaved }
            context.logger.info("favourite removed", metadata: ["kind": "\(kind.rawValue)"])
            return .removed
        case .save(let kind, let ref):
            guard !ref.isEmpty, try favourites.recipeExists(kind: kind, ref: ref, as: context.identity) else {
                throw SavryAppErrors.recipeNotFound
            }
            let (saved, created) = try favourites.save(kind: kind, ref: ref, as: context.identity)
            context.logger.info("favourite saved", metadata: ["kind": "\(kind.rawValue)", "created": "\(created)"])
            return .saved(saved, created: created)
        }
    }
}
