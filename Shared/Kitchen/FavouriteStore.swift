import Database
import Foundation
import FunctionRuntime

/// The caller's favourites ("Save" in the app).
public protocol FavouriteStore: Sendable {
    /// Whether the caller can see the recipe they want to save.
    func recipeExists(kind: RecipeKind, ref: String, as identity: Identity) throws -> Bool
    /// Saves a favourite; `created` is false when it was already saved.
    func save(kind: RecipeKind, ref: String, as identity: Identity) throws -> (saved: SavedRecipe, created: Bool)
    /// Removes a favourite; false when there was none.
    func remove(kind: RecipeKind, ref: String, as identity: Identity) throws -> Bool
    /// The caller's favourites, newest first.
    func list(as identity: Identity) throws -> [SavedRecipe]
}

public struct PostgresFavouriteStore: FavouriteStore {
    let database: Database

    public init(database: Database) {
        self.database = database
    }

    public func recipeExists(kind: RecipeKind, ref: String, as identity: Identity) throws -> Bool {
        let sql: String
        switch kind {
        case .app:
            guard UUID(uuidString: ref) != nil else { return false }
            sql = "select 1 from public.app_recipes where id = $1::uuid"
        case .community:
            guard UUID(uuidString: ref) != nil else { return false }
            sql = "select 1 from public.community_recipes where id = $1::uuid"
        case .video:
            sql = "select 1 from public.recipes where video_id = $1 and status = 'ready'"
        }
        return !(try database.read(as: identity, sql, [ref]).isEmpty)
    }

    public func save(kind: RecipeKind, ref: String, as identity: Identity) throws -> (saved: SavedRecipe, created: Bool) {
        try database.transaction(as: identity) { connection in
            let inserted = try connection.query(
                """
                insert into public.saved_recipes (recipe_kind, recipe_ref) values ($1, $2)
                on conflict (user_id, recipe_kind, recipe_ref) do nothing returning id
                """, [kind.rawValue, ref])
            let row = try connection.query(
                "select \(KitchenRows.savedColumns) from public.saved_recipes s where s.recipe_kind = $1 and s.recipe_ref = $2",
                [kind.rawValue, ref]
            ).single()
            return (try KitchenRows.saved(row), !inserted.isEmpty)
        }
    }

    public func remove(kind: RecipeKind, ref: String, as identity: Identity) throws -> Bool {
        try database.transaction(as: identity) { connection in
            try connection.query("delete from public.saved_recipes where recipe_kind = $1 and recipe_ref = $2", [kind.rawValue, ref])
                .affectedRows
                == 1
        }
    }

    public func list(as identity: Identity) throws -> [SavedRecipe] {
        try database.read(as: identity, "select \(KitchenRows.savedColumns) from public.saved_recipes s order by s.created_at desc, s.id")
            .map(
                KitchenRows.saved)
    }
}

/// Deleting the caller's own data.
public protocol AppDataStore: Sendable {
    /// Deletes one item in one transaction. A deleted recipe takes its favourites with it, so
    /// sync reports both; a recipe a meal plan uses is not deleted.
    func delete(_ kind: AppDataKind, id: String, as identity: Identity) throws -> Deletion
}

public struct PostgresAppDataStore: AppDataStore {
    let database: Database

    public init(database: Database) {
        self.database = database
    }

    public func delete(_ kind: AppDataKind, id: String, as identity: Identity) throws -> Deletion {
        try database.transaction(as: identity) { connection in
            switch kind {
            case .recipe:
                guard !(try connection.query("select 1 from public.app_recipes where id = $1::uuid for update", [id]).isEmpty) else {
                    return .notFound
                }
                let plans = try connection.query(
                    "select distinct meal_plan_id::text as id from public.meal_plan_entries where recipe_id = $1::uuid order by 1", [id]
                ).map { try $0.requireString("id") }
                guard plans.isEmpty else { return .inUse(plans) }
                try connection.query("delete from public.saved_recipes where recipe_kind = 'app' and recipe_ref = $1", [id])
                try connection.query("delete from public.app_recipes where id = $1::uuid", [id])
                return .deleted
            case .mealPlan:
                return try connection.query("delete from public.meal_plans where id = $1::uuid", [id]).affectedRows == 1
                    ? .deleted : .notFound
            case .groceryList:
                return try connection.query("delete from public.grocery_lists where id = $1::uuid", [id]).affectedRows == 1
                    ? .deleted : .notFound
            }
        }
    }
}
