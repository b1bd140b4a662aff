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
        let first = try store.changes(since: nil, as: user)
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
        let second = try store.changes(since: first.syncTime, as: user)
        #expect(ids(second).contains(id))
    }

    @Test("4 writers × 25 recipes while a client keeps syncing: the client ends with every recipe")
    func stress() throws {
        let store = PostgresSyncStore(database: database.functionDatabase())
        let all = Box()
        let done = DispatchSemaphore(value: 0)
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
                            // Hold the transaction open for a moment so syncs overlap it.
                            try connection.query("select pg_sleep(0.004)")
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
        var seen: Set<String> = []
        var since: Date?
        var finishedWriters = 0
        var syncs = 0
        while finishedWriters < 4 {
            let changes = try store.changes(since: since, as: user)
            seen.formUnion(ids(changes))
            since = changes.syncTime
            syncs += 1
            while done.wait(timeout: .now()) == .success { finishedWriters += 1 }
        }
        let last = try store.changes(since: since, as: user)
        seen.formUnion(ids(last))
        #expect(all.error == nil)
        #expect(all.ids.count == 100)
        #expect(Set(all.ids).isSubset(of: seen), "missed \(Set(all.ids).subtracting(seen).count) of 100 over \(syncs) syncs")
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
