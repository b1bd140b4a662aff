import Database
import Foundation
import FunctionRuntime

/// Answers to normalised recipe requests: each caller's own (in their recipes, so they sync) and
/// one shared copy per request, written by the system role, so the same request from anyone is
/// answered without generating again.
public protocol GenerationCache: Sendable {
    /// The caller's own recipe answering this request before, if any.
    func ownAnswer(requestKey: String, as identity: Identity) throws -> AppRecipe?
    /// The shared answer to this request, if any (counted as a hit).
    func sharedAnswer(requestKey: String) throws -> (recipe: KitchenRecipe, origin: RecipeOrigin)?
    /// Stores the shared answer and releases the generation lease, in one transaction.
    func storeShared(_ recipe: KitchenRecipe, origin: RecipeOrigin, requestKey: String, releasing lease: Lease) throws
    /// Stores the answer for the caller, once per request: when the same request was answered
    /// meanwhile (two at once), the stored answer is returned instead.
    func saveOwn(_ recipe: KitchenRecipe, origin: RecipeOrigin, requestKey: String, as identity: Identity) throws -> AppRecipe
}

public struct PostgresGenerationCache: GenerationCache {
    let database: Database

    public init(database: Database) {
        self.database = database
    }

    public func ownAnswer(requestKey: String, as identity: Identity) throws -> AppRecipe? {
        try database.read(
            as: identity, "select \(KitchenRows.recipeColumns) from public.app_recipes where request_key = $1 order by created_at limit 1",
            [requestKey]
        ).first.map { try KitchenRows.appRecipe($0) }
    }

    public func sharedAnswer(requestKey: String) throws -> (recipe: KitchenRecipe, origin: RecipeOrigin)? {
        try database.transaction(as: .system) { connection in
            guard
                let row = try connection.query(
                    "update public.recipe_generation_cache set hits = hits + 1 where request_key = $1 returning recipe, origin",
                    [requestKey]
                ).first, let json = try row.json("recipe"), let recipe = Self.recipe(fromStored: json),
                let origin = RecipeOrigin(rawValue: try row.requireString("origin"))
            else { return nil }
            return (recipe, origin)
        }
    }

    public func storeShared(_ recipe: KitchenRecipe, origin: RecipeOrigin, requestKey: String, releasing lease: Lease) throws {
        try database.transaction(as: .system) { connection in
            try connection.query(
                """
                insert into public.recipe_generation_cache (request_key, recipe, origin, source_ref) values ($1, $2::jsonb, $3, $4)
                on conflict (request_key) do nothing
                """, [requestKey, Self.stored(recipe), origin.rawValue, recipe.sourceRef])
            try lease.release(on: connection)
        }
    }

    public func saveOwn(_ recipe: KitchenRecipe, origin: RecipeOrigin, requestKey: String, as identity: Identity) throws -> AppRecipe {
        try database.transaction(as: identity) { connection in
            if let id = try connection.query(
                KitchenRows.insertRecipe
                    + " on conflict (user_id, request_key) where request_key is not null do nothing returning id::text as id",
                KitchenRows.columns(recipe, origin: origin, requestKey: requestKey)
            ).first?.requireString("id") {
                return AppRecipe(id: id, recipe: recipe)
            }
            return try KitchenRows.appRecipe(
                try connection.query("select \(KitchenRows.recipeColumns) from public.app_recipes where request_key = $1", [requestKey])
                    .single())
        }
    }

    /// A recipe as the generation cache keeps it (the app shape without an id).
    static func stored(_ recipe: KitchenRecipe) -> JSONValue {
        var json = recipe.json(id: "").objectValue ?? [:]
        json["id"] = nil
        json["sourceRef"] = .optional(recipe.sourceRef)
        return .object(json)
    }

    static func recipe(fromStored json: JSONValue) -> KitchenRecipe? {
        guard let name = json["name"]?.stringValue else { return nil }
        return KitchenRecipe(
            name: name, description: json["description"]?.stringValue,
            ingredients: (json["ingredients"]?.arrayValue ?? []).map(IngredientLine.init(app:)),
            instructions: (json["instructions"]?.arrayValue ?? []).compactMap(\.stringValue),
            prepTime: json["prepTime"]?.intValue.map(Int.init),
            cookTime: json["cookTime"]?.intValue.map(Int.init), servings: json["servings"]?.intValue.map(Int.init),
            calories: json["calories"]?.intValue.map(Int.init), difficulty: json["difficulty"]?.stringValue,
            cuisine: json["cuisine"]?.stringValue, sourceRef: json["sourceRef"]?.stringValue)
    }
}
