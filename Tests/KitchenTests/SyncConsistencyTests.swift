import Database
import Foundation
import FunctionRuntime
import Kitchen
import TestSupport
import Testing

/// `syncTime` must never let a client miss a change: a write committed after a sync read, but
/// stamped before that sync's clock, still has to appear in the next sync.
@Suite("Sync horizon", .serialized)
struct SyncConsistencyTests {
    let database: TestDatabase
    let user: Identity

    init() throws {
        database = try TestCluster.shared.makeDatabase("sync")
        let id = UUID().uuidString.lowercased()
        try database.createUser(id: id, email: "sync-\(id)@example.com")
        user = Identity(role: .authenticated, claims: ["sub": .string(id), "role": "authenticated"])
    }

    func insertRecipe(_ name: String, on layer: Database) throws -> String {
        try layer.transaction(as: user) { connection in
            try connection.query("insert into public.app_recipes (name) values ($1) returning id::text as id", [name]).single()
                .requireString("id")
        }
    }

    func ids(_ changes: SyncChanges) -> Set<String> {
        Set(changes.recipes.map(\.id))
    }

    /// Every page of one sync: the recipe ids in the order received, and the last page's syncTime.
    func pagedSync(_ store: PostgresSyncStore, since: Date?, limit: Int) throws -> (ids: [String], pages: Int, syncTime: Date) {
        var cursor: SyncCursor?
        var ids: [String] = []
        var pages = 0
        while true {
            let page = try store.page(since: since, cursor: cursor, limit: limit, as: user)
            pages += 1
            ids += page.changes.recipes.map(\.id)
            guard let next = page.nextCursor else { return (ids, pages, page.changes.syncTime) }
            cursor = next
        }
    }

    /// Four writer threads, 25 transactions each, each inserting a recipe (and running `extra`
    /// in the same transaction); the ids go to `all`, and each thread signals `done` at the end.
    func startWriters(into all: Box, done: DispatchSemaphore, extra: [String]) {
        let user = self.user
        for writerIndex in 0..<4 {
            let layer = database.functionDatabase()
            Thread {
                for index in 0..<25 {
                    do {
                        let id = try layer.transaction(as: user) { connection in
                            let id = try connection.query(
                                "insert into public.app_recipes (name) values ($1) returning id::text as id", ["w\(writerIndex)-\(index)"]
                            ).single().requireString("id")
                            for statement in extra { try connection.query(statement) }
                            return id
                        }
                        all.append(id)
                    } catch {
                        all.error = "\(error)"
                    }
                }
                done.signal()
            }.start()
        }
    }

    @Test("a write in flight during a sync is in the next sync from the returned syncTime")
    func inFlightWrite() throws {
        let store = PostgresSyncStore(database: database.functionDatabase())
        let writer = database.functionDatabase()
        let inserted = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let box = Box()
        let user = self.user
        Thread {
            do {
                box.id = try writer.transaction(as: user) { connection in
                    let id = try connection.query("insert into public.app_recipes (name) values ('in flight') returning id::text as id")
                        .single().requireString("id")
                    inserted.signal()
                    release.wait()
                    return id
                }
            } catch {
                box.error = "\(error)"
                inserted.signal()
            }
            finished.signal()
        }.start()
        inserted.wait()
        // Let the row's clock fall clearly before this sync's.
        Thread.sleep(forTimeInterval: 0.05)
        let first = try store.page(since: nil, cursor: nil, limit: 1_000, as: user).changes
        let readAt = try database.admin().query("select clock_timestamp() as now").single().date("now")!
        release.signal()
        finished.wait()
        #expect(box.error == nil)
        let id = try #require(box.id)
        #expect(!ids(first).contains(id), "uncommitted when the first sync read")
        let stamped = try database.admin().query("select updated_at from public.app_recipes where id = $1::uuid", [id]).single().date(
            "updated_at")!
        // A horizon of "now" would have skipped it: it is stamped before the first sync's read.
        #expect(stamped < readAt)
        #expect(first.syncTime <= stamped)
        let second = try store.page(since: first.syncTime, cursor: nil, limit: 1_000, as: user).changes
        #expect(ids(second).contains(id))
    }

    @Test("4 writers × 25 recipes while a client keeps syncing: the client ends with every recipe")
    func stress() throws {
        let store = PostgresSyncStore(database: database.functionDatabase())
        let all = Box()
        let done = DispatchSemaphore(value: 0)
        // Each transaction stays open a moment so syncs overlap it.
        startWriters(into: all, done: done, extra: ["select pg_sleep(0.004)"])
        var seen: Set<String> = []
        var since: Date?
        var finishedWriters = 0
        var syncs = 0
        while finishedWriters < 4 {
            let changes = try store.page(since: since, cursor: nil, limit: 1_000, as: user).changes
            seen.formUnion(ids(changes))
            since = changes.syncTime
            syncs += 1
            while done.wait(timeout: .now()) == .success { finishedWriters += 1 }
        }
        let last = try store.page(since: since, cursor: nil, limit: 1_000, as: user).changes
        seen.formUnion(ids(last))
        #expect(all.error == nil)
        #expect(all.ids.count == 100)
        #expect(Set(all.ids).isSubset(of: seen), "missed \(Set(all.ids).subtracting(seen).count) of 100 over \(syncs) syncs")
    }

    @Test("paging while 4 writers insert and rewrite: no change repeats within a sync, none is missed across syncs")
    func pagedStress() throws {
        let store = PostgresSyncStore(database: database.functionDatabase())
        let all = Box()
        let done = DispatchSemaphore(value: 0)
        // Each transaction also rewrites an older recipe: it moves to the end of the change order.
        startWriters(
            into: all, done: done,
            extra: [
                "update public.app_recipes set name = name || '+' where id = (select id from public.app_recipes order by random() limit 1)",
                "select pg_sleep(0.003)",
            ])
        var seen: Set<String> = []
        var since: Date?
        var finishedWriters = 0
        var repeats = 0
        var pages = 0
        while finishedWriters < 4 {
            let sync = try pagedSync(store, since: since, limit: 7)
            repeats += sync.ids.count - Set(sync.ids).count
            pages += sync.pages
            seen.formUnion(sync.ids)
            since = sync.syncTime
            while done.wait(timeout: .now()) == .success { finishedWriters += 1 }
        }
        let last = try pagedSync(store, since: since, limit: 7)
        repeats += last.ids.count - Set(last.ids).count
        seen.formUnion(last.ids)
        #expect(all.error == nil)
        #expect(repeats == 0, "a change repeated within one sync's pages")
        #expect(pages > 4, "the syncs were paged (\(pages) pages)")
        #expect(Set(all.ids).isSubset(of: seen), "missed \(Set(all.ids).subtracting(seen).count) of \(all.ids.count)")
    }

    @Test("1,200 recipes and 10 deletions in pages of 500: 3 pages, every change once, deletions included, syncTime the horizon")
    func largeAccount() throws {
        let store = PostgresSyncStore(database: database.functionDatabase())
        let user = self.user
        try database.functionDatabase().transaction(as: user) { connection in
            try connection.query("insert into public.app_recipes (name) select 'bulk ' || g from generate_series(1, 1200) g")
            try connection.query(
                "delete from public.app_recipes where id in (select id from public.app_recipes where name like 'bulk %' order by name limit 10)"
            )
        }
        var cursor: SyncCursor?
        var sizes: [Int] = []
        var recipes: [String] = []
        var deleted: [String] = []
        var syncTimes: Set<Date> = []
        repeat {
            let page = try store.page(since: nil, cursor: cursor, limit: 500, as: user)
            let count = page.changes.recipes.count + (page.changes.deleted["recipes"]?.count ?? 0)
            sizes.append(count)
            recipes += page.changes.recipes.map(\.id)
            deleted += page.changes.deleted["recipes"] ?? []
            syncTimes.insert(page.changes.syncTime)
            cursor = page.nextCursor
        } while cursor != nil
        let stored = try database.admin().query(
            "select count(*) as n from public.app_recipes where user_id = $1::uuid", [user.userID!.description]
        ).single().requireInt("n")
        #expect(recipes.count == stored && Set(recipes).count == recipes.count)
        #expect(deleted.count == 10 && Set(deleted).isDisjoint(with: recipes))
        #expect(sizes.allSatisfy { $0 <= 500 } && sizes.count == (stored + 10 + 499) / 500, "\(sizes)")
        #expect(syncTimes.count == 1, "every page of one sync reads the same window")
    }

    @Test("recipes, plans, lists and favourites written at one instant, in pages of 7: every change once, in (time, kind, id) order")
    func tiesAcrossKinds() throws {
        let store = PostgresSyncStore(database: database.functionDatabase())
        try database.functionDatabase().transaction(as: user) { connection in
            // One transaction: every row shares now(), so only kind and id order them.
            try connection.query("insert into public.app_recipes (name) select 'tie ' || g from generate_series(1, 30) g")
            try connection.query(
                "insert into public.meal_plans (name, start_date, end_date) select 'plan ' || g, date '2026-11-02', date '2026-11-08' from generate_series(1, 9) g"
            )
            try connection.query("insert into public.grocery_lists (name) select 'list ' || g from generate_series(1, 8) g")
            try connection.query(
                "insert into public.saved_recipes (recipe_kind, recipe_ref) select 'community', gen_random_uuid()::text from generate_series(1, 11) g"
            )
        }
        var cursor: SyncCursor?
        var seen: [String] = []
        repeat {
            let page = try store.page(since: nil, cursor: cursor, limit: 7, as: user)
            let changes = page.changes
            seen +=
                changes.recipes.map { "r" + $0.id } + changes.mealPlans.map { "p" + $0.id } + changes.groceryLists.map { "l" + $0.id }
                + changes.savedRecipes.map { "s" + $0.id }
            #expect(changes.recipes.count + changes.mealPlans.count + changes.groceryLists.count + changes.savedRecipes.count <= 7)
            cursor = page.nextCursor
        } while cursor != nil
        #expect(seen.count == 58 && Set(seen).count == 58, "\(seen.count) changes, \(Set(seen).count) distinct")
        // Kinds come in order at one instant: recipes, plans, lists, favourites.
        let kinds = seen.map { $0.prefix(1) }
        #expect(
            kinds == Array(repeating: "r", count: 30) + Array(repeating: "p", count: 9) + Array(repeating: "l", count: 8)
                + Array(repeating: "s", count: 11))
    }

    @Test("a page deep in a 3,000-change account reads about a page from each table, not the account")
    func pageCostIsThePage() throws {
        let store = PostgresSyncStore(database: database.functionDatabase())
        try database.functionDatabase().transaction(as: user) { connection in
            try connection.query("insert into public.app_recipes (name) select 'deep ' || g from generate_series(1, 3000) g")
        }
        try database.admin().query("analyze public.app_recipes")
        var cursor: SyncCursor?
        for _ in 0..<10 { cursor = try store.page(since: nil, cursor: cursor, limit: 100, as: user).nextCursor }
        let position = try #require(cursor)
        let plan = try database.functionDatabase().transaction(as: user) { connection in
            try connection.query(
                "explain (analyze, costs off) " + PostgresSyncStore.keys,
                [position.sinceMicros ?? 0, position.horizonMicros, position.positionMicros, position.rank, position.id, 101]
            ).map { try $0.requireString("QUERY PLAN") }
        }
        let rows = plan.compactMap { line in
            line.range(of: "rows=").flatMap { Int(line[$0.upperBound...].prefix { $0.isNumber }) }
        }
        #expect(plan.joined().contains("app_recipes_user_change_idx"), "\(plan.joined(separator: "\n"))")
        #expect(rows.max() ?? 0 <= 101, "\(plan.joined(separator: "\n"))")
    }
}

final class Box: @unchecked Sendable {
    private let lock = NSLock()
    private var _id: String?
    private var _ids: [String] = []
    private var _error: String?

    var id: String? {
        get { lock.withLock { _id } }
        set { lock.withLock { _id = newValue } }
    }
    var error: String? {
        get { lock.withLock { _error } }
        set { lock.withLock { _error = newValue } }
    }
    var ids: [String] { lock.withLock { _ids } }
    func append(_ id: String) { lock.withLock { _ids.append(id) } }
}
