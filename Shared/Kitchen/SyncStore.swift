import Database
import Foundation
import FunctionRuntime

/// Where a paged sync stands: the window every page of one sync reads (`since` up to the horizon
/// taken by the first page) and the last change already returned. Opaque to clients
/// (`nextCursor`): base64url of `v1.<since µs|->.<horizon µs>.<position µs>.<rank>.<id>`.
public struct SyncCursor: Sendable, Equatable {
    /// Microseconds since 1970 (timestamptz's own precision, so positions compare exactly).
    public var sinceMicros: Int64?
    public var horizonMicros: Int64
    public var positionMicros: Int64
    /// 0 recipes, 1 meal plans, 2 grocery lists, 3 saved recipes, 4 deletions.
    public var rank: Int
    public var id: String

    public init(sinceMicros: Int64?, horizonMicros: Int64, positionMicros: Int64, rank: Int, id: String) {
        self.sinceMicros = sinceMicros
        self.horizonMicros = horizonMicros
        self.positionMicros = positionMicros
        self.rank = rank
        self.id = id
    }

    public var token: String {
        let text = ["v1", sinceMicros.map(String.init) ?? "-", String(horizonMicros), String(positionMicros), String(rank), id]
            .joined(separator: ".")
        return Data(text.utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// Nil for anything this server did not write (a client can only page its own rows anyway).
    public init?(token: String) {
        guard token.utf8.count <= 400 else { return nil }
        var base64 = token.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base64.utf8.count % 4 != 0 { base64 += "=" }
        guard let data = Data(base64Encoded: base64), let text = String(data: data, encoding: .utf8) else { return nil }
        let parts = text.split(separator: ".", maxSplits: 5, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 6, parts[0] == "v1", let horizon = Int64(parts[2]), let position = Int64(parts[3]),
            let rank = Int(parts[4]), (0...4).contains(rank), !parts[5].isEmpty, parts[5].utf8.count <= 200
        else { return nil }
        if parts[1] == "-" {
            sinceMicros = nil
        } else {
            guard let since = Int64(parts[1]) else { return nil }
            sinceMicros = since
        }
        guard position < horizon, (sinceMicros ?? Int64.min) <= position else { return nil }
        horizonMicros = horizon
        positionMicros = position
        self.rank = rank
        id = parts[5]
    }

    public static func micros(_ date: Date) -> Int64 { Int64((date.timeIntervalSince1970 * 1_000_000).rounded(.down)) }
    public static func date(_ micros: Int64) -> Date { Date(timeIntervalSince1970: Double(micros) / 1_000_000) }
}

/// One page of a sync: the changes, whether more follow, and where the next page starts.
public struct SyncPage: Sendable, Equatable {
    public var changes: SyncChanges
    public var nextCursor: SyncCursor?

    public init(changes: SyncChanges, nextCursor: SyncCursor?) {
        self.changes = changes
        self.nextCursor = nextCursor
    }

    public var hasMore: Bool { nextCursor != nil }
}

/// What changed in the caller's data.
public protocol SyncStore: Sendable {
    /// One page (at most `limit` changes) of everything of the caller's changed at or after
    /// `since` (all of it when nil) and before the sync's horizon, deletions included, in change
    /// order. `cursor` continues a sync: its window wins over `since`.
    func page(since: Date?, cursor: SyncCursor?, limit: Int, as identity: Identity) throws -> SyncPage
}

public struct PostgresSyncStore: SyncStore {
    let database: Database

    public init(database: Database) {
        self.database = database
    }

    /// Every change of the caller in one order: (time, kind, id). The window is
    /// [since, horizon): the horizon is taken by the first page (see internal.sync_horizon) and
    /// carried in the cursor, so no write committing later can
    /// land inside it — pages neither miss nor repeat a change, and a row rewritten while a
    /// client pages moves past the horizon into the next sync.
    ///
    /// A page costs the same however large the account: each source is read from the cursor on
    /// by its `(user_id, time, id::text)` index, at most a page of it, and only those few are
    /// merged. The cursor `(time, kind, id)` becomes one row comparison per source: a source of
    /// a later kind than the cursor's starts at the cursor's time, one of an earlier kind just
    /// after it (times are whole microseconds), the cursor's own kind after its id.
    public static let keys: String = {
        // Microseconds to timestamptz in integer arithmetic: a cursor position compares exactly.
        func at(_ parameter: Int) -> String { "(timestamptz 'epoch' + $\(parameter)::bigint * interval '1 microsecond')" }
        func source(_ rank: Int, _ table: String, time: String = "updated_at", id: String = "id::text") -> String {
            """
            (select \(time) as ts, \(rank) as rank, \(id) as id from public.\(table)
             where \(time) >= \(at(1)) and \(time) < \(at(2))
               and (\(time), \(id)) > (\(at(3)) + case when \(rank) < $4::int then interval '1 microsecond' else interval '0' end,
                                   case when \(rank) = $4::int then $5::text else '' end)
             order by \(time), \(id) limit $6::int)
            """
        }
        return """
            select (extract(epoch from ts) * 1000000)::bigint as micros, rank, id from (
            \(source(0, "app_recipes"))
            union all \(source(1, "meal_plans"))
            union all \(source(2, "grocery_lists"))
            union all \(source(3, "saved_recipes"))
            union all \(source(4, "sync_tombstones", time: "deleted_at", id: "entity || ':' || entity_id"))
            ) keys
            order by ts, rank, id
            limit $6::int
            """
    }()

    public func page(since: Date?, cursor: SyncCursor?, limit: Int, as identity: Identity) throws -> SyncPage {
        try database.transaction(as: identity) { connection in
            let horizonMicros: Int64
            if let cursor {
                horizonMicros = cursor.horizonMicros
            } else {
                guard
                    let horizon = try connection.query("select internal.sync_horizon() as horizon").single().date(
                        "horizon")
                else { throw PostgresError(kind: .decoding, message: "no sync horizon") }
                horizonMicros = SyncCursor.micros(horizon)
            }
            let sinceMicros = cursor?.sinceMicros ?? since.map(SyncCursor.micros)
            // Before everything: the first page starts at the window's start.
            let position = cursor.map { ($0.positionMicros, $0.rank, $0.id) } ?? (sinceMicros ?? 0, -1, "")
            let rows = try connection.query(
                Self.keys,
                [
                    sinceMicros ?? 0, horizonMicros, position.0,
                    position.1, position.2, limit + 1,
                ])
            var keys = try rows.map { row in (try row.requireInt("micros"), try row.requireInt("rank"), try row.requireString("id")) }
            let hasMore = keys.count > limit
            if hasMore { keys.removeLast() }
            let changes = try Self.rows(for: keys, horizonMicros: horizonMicros, connection: connection)
            let next =
                hasMore
                ? keys.last.map {
                    SyncCursor(
                        sinceMicros: sinceMicros, horizonMicros: horizonMicros, positionMicros: Int64($0.0), rank: Int($0.1), id: $0.2)
                } : nil
            return SyncPage(changes: changes, nextCursor: next)
        }
    }

    /// The rows behind the keys, each collection in change order.
    static func rows(for keys: [(Int, Int, String)], horizonMicros: Int64, connection: PostgresConnection) throws -> SyncChanges {
        func ids(_ rank: Int) -> [String] { keys.filter { $0.1 == rank }.map(\.2) }
        func ordered<T>(_ items: [T], _ rank: Int, id: (T) -> String) -> [T] {
            let order = Dictionary(ids(rank).enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            return items.sorted { (order[id($0)] ?? 0) < (order[id($1)] ?? 0) }
        }
        let recipeIDs = ids(0)
        let recipes =
            recipeIDs.isEmpty
            ? []
            : try connection.query(
                "select \(KitchenRows.recipeColumns) from public.app_recipes where id = any($1::uuid[])", [PostgresTextArray(recipeIDs)]
            ).map { try KitchenRows.appRecipe($0, withUpdatedAt: true) }
        let planIDs = ids(1)
        let plans = planIDs.isEmpty ? [] : try KitchenRows.plans(ids: planIDs, connection: connection)
        let listIDs = ids(2)
        let lists = listIDs.isEmpty ? [] : try KitchenRows.groceryLists(ids: listIDs, connection: connection)
        let savedIDs = ids(3)
        let saved =
            savedIDs.isEmpty
            ? []
            : try connection.query(
                "select \(KitchenRows.savedColumns) from public.saved_recipes s where s.id = any($1::uuid[])", [PostgresTextArray(savedIDs)]
            ).map(KitchenRows.saved)
        var deleted: [String: [String]] = ["recipes": [], "mealPlans": [], "groceryLists": [], "savedRecipes": []]
        let names = ["app_recipes": "recipes", "meal_plans": "mealPlans", "grocery_lists": "groceryLists", "saved_recipes": "savedRecipes"]
        for tombstone in ids(4) {
            let parts = tombstone.split(separator: ":", maxSplits: 1).map(String.init)
            if parts.count == 2, let name = names[parts[0]] { deleted[name, default: []].append(parts[1]) }
        }
        return SyncChanges(
            recipes: ordered(recipes, 0, id: \.id), mealPlans: ordered(plans, 1, id: \.id), groceryLists: ordered(lists, 2, id: \.id),
            savedRecipes: ordered(saved, 3, id: \.id), deleted: deleted, syncTime: SyncCursor.date(horizonMicros))
    }
}
