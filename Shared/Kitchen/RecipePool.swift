import Database
import Foundation
import FunctionRuntime

/// The recipes generation and planning draw from, and the caller's own recipes by id.
public protocol RecipePool: Sendable {
    /// Community and extracted recipes the caller may see, best known first; the caller's private
    /// community recipes are marked `isPrivate`.
    func pool(as identity: Identity) throws -> [KitchenRecipe]
    /// The caller's recipes with these ids (others' are invisible, so they are simply missing).
    func ownRecipes(ids: [String], as identity: Identity) throws -> [String: KitchenRecipe]
}

public struct PostgresRecipePool: RecipePool {
    let database: Database

    public init(database: Database) {
        self.database = database
    }

    /// The most imported community recipes the caller may see (by the popularity index).
    public static let communitySQL = """
        select id::text as id, recipe, not is_public as private from public.community_recipes
        order by import_count desc, created_at, title, id limit 500
        """
    /// Extracted recipes, a bounded slice by primary key.
    public static let extractedSQL =
        "select video_id, recipe_json from public.recipes where status = 'ready' and recipe_json is not null order by video_id limit 1000"

    public func pool(as identity: Identity) throws -> [KitchenRecipe] {
        try database.transaction(as: identity) { connection in
            var recipes: [KitchenRecipe] = []
            for row in try connection.query(Self.communitySQL) {
                if let json = try row.json("recipe"),
                    let recipe = KitchenRecipe.fromCommunity(
                        json, id: try row.requireString("id"), isPrivate: try row.requireBool("private"))
                {
                    recipes.append(recipe)
                }
            }
            for row in try connection.query(Self.extractedSQL) {
                if let json = try row.json("recipe_json"),
                    let recipe = KitchenRecipe.fromExtracted(json, videoID: try row.requireString("video_id"))
                {
                    recipes.append(recipe)
                }
            }
            return recipes
        }
    }

    public func ownRecipes(ids: [String], as identity: Identity) throws -> [String: KitchenRecipe] {
        var found: [String: KitchenRecipe] = [:]
        for row in try database.read(
            as: identity, "select \(KitchenRows.recipeColumns) from public.app_recipes where id = any($1::uuid[])", [PostgresTextArray(ids)]
        ) {
            let own = try KitchenRows.appRecipe(row)
            found[own.id] = own.recipe
        }
        return found
    }
}

/// The caller's tier as the database has it now: a token keeps the tier of its login for days,
/// while an upgrade or a downgrade must count at once.
public protocol TierStore: Sendable {
    func tier(of identity: Identity) throws -> Tier
}

public struct PostgresTierStore: TierStore {
    let database: Database

    public init(database: Database) {
        self.database = database
    }

    /// Falls back to the token's claim when the database has no such user.
    public func tier(of identity: Identity) throws -> Tier {
        let stored = try database.read(as: identity, "select tier::text as tier from public.users where id = auth.uid()").first?.string(
            "tier")
        return stored.map(Tier.init) ?? identity.tier
    }
}
