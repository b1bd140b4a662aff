import Database
import Foundation
import FunctionRuntime
import Synchronization
import TestSupport
import Testing

/// The single-flight primitive against the real Postgres lease store: the races that were once
/// fixed in each of its three users are tested here, once.
@Suite("Single flight")
struct SingleFlightTests {
    let database: TestDatabase

    init() throws {
        database = try TestCluster.shared.makeDatabase("single-flight")
        try database.admin().executeScript(
            """
            create table public.flight_results (key text primary key, value text not null);
            grant select, insert on public.flight_results to service_role;
            """)
    }

    /// Results of the work, stored as the call sites store theirs: with the lease released in the
    /// same transaction.
    struct Results {
        let database: Database

        func find(_ key: String) throws -> String? {
            try database.read(as: .system, "select value from public.flight_results where key = $1", [key]).first?.string("value")
        }

        func store(_ key: String, _ value: String, releasing lease: Lease?) throws {
            try database.transaction(as: .system) { connection in
                try connection.query("insert into public.flight_results (key, value) values ($1, $2)", [key, value])
                try lease?.release(on: connection)
            }
        }
    }

    /// One request's view: its own connection, as separate processes have.
    func request() -> (flight: SingleFlight, results: Results) {
        let connection = database.functionDatabase()
        return (
            SingleFlight(leases: PostgresLeaseStore(database: connection), pollInterval: .milliseconds(20)), Results(database: connection)
        )
    }

    func leaseCount() throws -> Int {
        try database.admin().query("select count(*)::int as n from internal.leases").single().requireInt("n")
    }

    func plantLease(_ key: String, expiresIn seconds: Int) throws {
        try database.admin().query(
            """
            insert into internal.leases (scope, key_hash, key, holder, expires_at)
            values ('generation', extensions.digest($1, 'sha256'), $1, gen_random_uuid(), now() + make_interval(secs => $2))
            """, [key, seconds])
    }

    static func deadline(_ seconds: TimeInterval) -> Date { Date().addingTimeInterval(seconds) }

    final class Counter: Sendable {
        private let count = Atomic<Int>(0)

        /// Adds one and returns the new count.
        @discardableResult
        func increment() -> Int { count.add(1, ordering: .relaxed).newValue }
        var value: Int { count.load(ordering: .relaxed) }
    }

    @Test("twenty requests at once for new work: one produces, all get its result, no lease is left")
    func concurrent() async throws {
        let produced = Counter()
        let key = "work-concurrent"
        let outcomes = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<20 {
                let (flight, results) = request()
                group.addTask {
                    let outcome = try await flight.run(
                        LeaseKey(.generation, key), clock: .system, deadline: Self.deadline(20), reserve: 1,
                        lookup: { _ in try results.find(key) },
                        produce: { lease in
                            produced.increment()
                            try await Task.sleep(for: .milliseconds(300))
                            try results.store(key, "made by \(index)", releasing: lease)
                            return "made by \(index)"
                        })
                    switch outcome {
                    case .found(let value), .produced(let value): return value
                    case .busy: return "busy"
                    }
                }
            }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(produced.value == 1)
        #expect(Set(outcomes).count == 1)
        #expect(!outcomes.contains("busy"))
        #expect(try leaseCount() == 0)
    }

    @Test("a claim won just after the previous holder finished looks again instead of producing twice")
    func lookAgainAfterClaim() async throws {
        let (flight, results) = request()
        let key = "work-finished-meanwhile"
        let lookups = Counter()
        let outcome = try await flight.run(
            LeaseKey(.generation, key), clock: .system, deadline: Self.deadline(10), reserve: 1,
            lookup: { _ -> String? in
                // The first look misses; before this request claims, another one stores its result
                // and releases its lease (as its single transaction does).
                if lookups.increment() == 1 {
                    try results.store(key, "theirs", releasing: nil)
                    return nil
                }
                return try results.find(key)
            },
            produce: { _ in
                Issue.record("produced although the result was there")
                return "ours"
            })
        guard case .found("theirs") = outcome else {
            Issue.record("expected the other request's result, got \(outcome)")
            return
        }
        #expect(try leaseCount() == 0)
    }

    @Test("an expired claim is taken over; a live one is waited for until the reserve, then busy")
    func expiredAndLive() async throws {
        try plantLease("work-crashed", expiresIn: -1)
        let (flight, results) = request()
        let taken = try await flight.run(
            LeaseKey(.generation, "work-crashed"), clock: .system, deadline: Self.deadline(10), reserve: 1,
            lookup: { _ in try results.find("work-crashed") },
            produce: { lease in
                try results.store("work-crashed", "recovered", releasing: lease)
                return "recovered"
            })
        guard case .produced("recovered") = taken else {
            Issue.record("the expired claim was not taken over: \(taken)")
            return
        }

        try plantLease("work-running", expiresIn: 3600)
        let deadline = Self.deadline(3)
        let waited = try await flight.run(
            LeaseKey(.generation, "work-running"), clock: .system, deadline: deadline, reserve: 2,
            lookup: { _ in try results.find("work-running") },
            produce: { _ in
                Issue.record("produced while another request held a live claim")
                return "ours"
            })
        guard case .busy = waited else {
            Issue.record("expected busy, got \(waited)")
            return
        }
        // It stopped waiting in time to answer: before the deadline.
        #expect(Date() < deadline)
    }

    @Test("a producer that fails releases its claim: the next request produces at once")
    func failureReleases() async throws {
        struct Boom: Error {}
        let (flight, results) = request()
        await #expect(throws: Boom.self) {
            _ = try await flight.run(
                LeaseKey(.generation, "work-fails"), clock: .system, deadline: Self.deadline(10), reserve: 1,
                lookup: { _ in try results.find("work-fails") }, produce: { _ -> String in throw Boom() })
        }
        #expect(try leaseCount() == 0)
        let next = try await flight.run(
            LeaseKey(.generation, "work-fails"), clock: .system, deadline: Self.deadline(10), reserve: 1,
            lookup: { _ in try results.find("work-fails") },
            produce: { lease in
                try results.store("work-fails", "second try", releasing: lease)
                return "second try"
            })
        guard case .produced("second try") = next else {
            Issue.record("expected a second attempt, got \(next)")
            return
        }
    }

    @Test("waiters are told they waited, so forced work accepts what the holder produced")
    func waitedFlag() async throws {
        let key = "work-forced"
        let (holderFlight, holderResults) = request()
        let (waiterFlight, waiterResults) = request()
        let holding = AsyncStream.makeStream(of: Void.self)
        let holder = Task {
            try await holderFlight.run(
                LeaseKey(.generation, key), clock: .system, deadline: Self.deadline(10), reserve: 1,
                lookup: { _ in nil },
                produce: { lease in
                    holding.continuation.yield()
                    try await Task.sleep(for: .milliseconds(300))
                    try holderResults.store(key, "holder's", releasing: lease)
                    return "holder's"
                })
        }
        var iterator = holding.stream.makeAsyncIterator()
        await iterator.next()
        // Forced work ignores a stored result unless it waited for the request that made it.
        let outcome = try await waiterFlight.run(
            LeaseKey(.generation, key), clock: .system, deadline: Self.deadline(10), reserve: 1,
            lookup: { waited in waited ? try waiterResults.find(key) : nil },
            produce: { _ in
                Issue.record("the waiter produced again")
                return "waiter's"
            })
        _ = try await holder.value
        guard case .found("holder's") = outcome else {
            Issue.record("expected the holder's result, got \(outcome)")
            return
        }
    }

    @Test("a late release by a holder whose claim expired leaves the new holder's claim alone")
    func lateRelease() throws {
        let store = PostgresLeaseStore(database: database.functionDatabase())
        let key = LeaseKey(.transcript, "tiktok:late")
        let first = Lease(key: key)
        #expect(try store.claim(first, seconds: 30))
        #expect(try !store.claim(Lease(key: key), seconds: 30))
        try database.admin().query("update internal.leases set expires_at = now() - interval '1 second'")
        let second = Lease(key: key)
        #expect(try store.claim(second, seconds: 30))
        try store.release(first)
        #expect(try leaseCount() == 1)
        // The holder's own claim again (an answer lost with its connection) is still its own.
        #expect(try store.claim(second, seconds: 30))
        try store.release(second)
        #expect(try leaseCount() == 0)
    }

    @Test("the release commits with the result, or not at all")
    func releaseInResultTransaction() throws {
        let store = PostgresLeaseStore(database: database.functionDatabase())
        let lease = Lease(key: LeaseKey(.recipe, "atomic0000a"))
        #expect(try store.claim(lease, seconds: 30))
        struct Crash: Error {}
        #expect(throws: Crash.self) {
            try database.functionDatabase().transaction(as: .system) { connection in
                try connection.query("insert into public.flight_results (key, value) values ('atomic', 'half')")
                try lease.release(on: connection)
                throw Crash()
            }
        }
        #expect(try leaseCount() == 1)
        #expect(try Results(database: database.functionDatabase()).find("atomic") == nil)
    }

    @Test("a key of any length fits (a long generation request)")
    func longKeys() throws {
        let store = PostgresLeaseStore(database: database.functionDatabase())
        let long = LeaseKey(.generation, String(repeating: "ingredient,", count: 1_000))
        #expect(try store.claim(Lease(key: long), seconds: 30))
        #expect(try !store.claim(Lease(key: long), seconds: 30))
        #expect(try store.claim(Lease(key: LeaseKey(.generation, long.key + "x")), seconds: 30))
    }
}
