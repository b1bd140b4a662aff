import Database
import Foundation
import FunctionRuntime

/// What changed in the caller's data.
public protocol SyncStore: Sendable {
    /// Everything of the caller's changed at or after `since` (all of it when nil), deletions
    /// since then, and the horizon to ask from next time.
    func changes(since: Date?, as identity: Identity) throws -> SyncChanges
}

public struct PostgresSyncStore: SyncStore {
    let database: Database

    public init(database: Database) {
        self.database = database
    }

    /// The horizon is taken first, before any data is read (see internal.sync_horizon), so a
    /// change committing during this read is returned by the next sync.
    public func changes(since: Date?, as identity: Identity) throws -> SyncChanges {
        try database.transaction(as: identity) { connection in
            guard let horizon = try connection.query("select internal.sync_horizon() as horizon").single().date("horizon") else {
                throw PostgresError(kind: .decoding, message: "no sync horizon")
            }
            var parameters: [(any PostgresBindable)?] = []
            var filter = ""
            if let since {
                parameters = [since]
                filter = "where updated_at >= $1"
            }
            let recipes = try connection.query(
                "select \(KitchenRows.recipeColumns) from public.app_recipes \(filter) order by updated_at", parameters
            ).map { try KitchenRows.appRecipe($0, withUpdatedAt: true) }
            let plans = try KitchenRows.plans(ids: nil, since: since, connection: connection)
            let lists = try KitchenRows.groceryLists(ids: nil, since: since, connection: connection)
            let saved = try connection.query(
                "select \(KitchenRows.savedColumns) from public.saved_recipes s \(filter) order by s.updated_at", parameters
            ).map(KitchenRows.saved)
            var deleted: [String: [String]] = ["recipes": [], "mealPlans": [], "groceryLists": [], "savedRecipes": []]
            let names = [
                "app_recipes": "recipes", "meal_plans": "mealPlans", "grocery_lists": "groceryLists", "saved_recipes": "savedRecipes",
            ]
            for row in try connection.query(
                "select entity, entity_id from public.sync_tombstones \(since == nil ? "" : "where deleted_at >= $1") order by deleted_at",
                parameters)
            {
                if let name = names[try row.requireString("entity")] {
                    deleted[name, default: []].append(try row.requireString("entity_id"))
                }
            }
            return SyncChanges(
                recipes: recipes, mealPlans: plans, groceryLists: lists, savedRecipes: saved, deleted: deleted, syncTime: horizon)
        }
    }
}
