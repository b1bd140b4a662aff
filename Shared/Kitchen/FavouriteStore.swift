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
    /// The caller's favourites, newest first: at most `limit`, after `cursor` (from the previous
    /// page); `next` is where the following page starts, nil on the last.
    func list(after cursor: FavouriteCursor?, limit: Int, as identity: Identity) throws -> (saved: [SavedRecipe], next: FavouriteCursor?)
}

/// Where a page of favourites ended: the last one's `(created_at, id)`, the list's order
/// (newest first, then id descending). Keyset, not offset: a favourite saved or removed while a
/// client pages shifts nothing, and a page costs the same however deep it is. Opaque to clients:
/// base64url of `f1.<created µs>.<id>`.
public struct FavouriteCursor: Sendable, Equatable {
    public var createdMicros: Int64
    public var id: String

    public init(createdMicros: Int64, id: String) {
        self.createdMicros = createdMicros
        self.id = id
    }

    public var token: String {
        Data("f1.\(createdMicros).\(id)".utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }

    /// Nil for anything this server did not write.
    public init?(token: String) {
        guard token.utf8.count <= 200 else { return nil }
        var base64 = token.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base64.utf8.count % 4 != 0 { base64 += "=" }
        guard let data = Data(base64Encoded: base64), let text = String(data: data, encoding: .utf8) else { return nil }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, parts[0] == "f1", let micros = Int64(parts[1]), let uuid = UUID(uuidString: parts[2]) else { return nil }
        createdMicros = micros
        id = uuid.uuidString.lowercased()
    }
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

    /// One page of the caller's favourites: $1 and $2 the cursor (created µs, id; null for the
    /// first page), $3 the page size plus one.
    public static let pageSQL = """
        select \(KitchenRows.savedColumns), (extract(epoch from s.created_at) * 1000000)::bigint as created_micros
        from public.saved_recipes s
        where s.user_id = auth.uid()
          and ($1::bigint is null
               or (s.created_at, s.id) < (timestamptz 'epoch' + $1::bigint * interval '1 microsecond', $2::uuid))
        order by s.created_at desc, s.id desc
        limit $3::int
        """

    public func list(after cursor: FavouriteCursor?, limit: Int, as identity: Identity) throws -> (
        saved: [SavedRecipe], next: FavouriteCursor?
    ) {
        // One more than asked tells whether another page follows. Read by the
        // (user_id, created_at desc, id desc) index, whatever the account's size.
        let rows = try database.read(as: identity, Self.pageSQL, [cursor?.createdMicros, cursor?.id, limit + 1])
        let page = try rows.rows.prefix(limit).map(KitchenRows.saved)
        guard rows.count > limit, let last = rows.rows.prefix(limit).last else { return (page, nil) }
        return (page, FavouriteCursor(createdMicros: Int64(try last.requireInt("created_micros")), id: try last.requireString("id")))
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
