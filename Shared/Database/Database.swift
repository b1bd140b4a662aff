import FunctionRuntime
import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// The per-request Postgres layer. Each `transaction` runs
/// `BEGIN; select set_config('role', $1, true), set_config('request.jwt.claims', $2, true); …; COMMIT`
/// so row-level security sees the caller; the settings are transaction-local and vanish at COMMIT,
/// which makes a reused connection carry nothing from one request to the next.
///
/// Connects lazily (a request rejected by validation never pays for a connection) as the login
/// role the runner configured — `authenticator`, never a superuser.
public final class Database: Sendable {
    private let conninfo: String
    private let state = Mutex<PostgresConnection?>(nil)
    /// How often a transaction is retried after a serialization failure or deadlock.
    private let maxAttempts = 3

    public init(conninfo: String) {
        self.conninfo = conninfo
    }

    /// Runs `body` in one transaction as `identity`. Commits when it returns, rolls back when it
    /// throws. Serialization failures and deadlocks are retried (the body must be restartable:
    /// it only talks to the database).
    @discardableResult
    public func transaction<T>(
        as identity: Identity,
        _ body: (PostgresConnection) throws -> T
    ) throws -> T {
        try state.withLock { slot in
            var attempt = 1
            var reconnected = false
            while true {
                let kept = slot != nil
                let connection = try Self.ready(&slot, conninfo: conninfo)
                do {
                    // BEGIN and the settings share one round trip (pipeline mode).
                    do {
                        try connection.pipeline(Self.opening(identity))
                    } catch let error as PostgresError where error.isUnavailable && kept && !reconnected {
                        // A kept connection the server dropped (restart, idle timeout): nothing
                        // ran yet, so reconnect once and start over.
                        reconnected = true
                        slot = nil
                        continue
                    }
                    let value = try body(connection)
                    try connection.query("COMMIT")
                    return value
                } catch let error as PostgresError {
                    Self.rollback(connection)
                    if error.isRetryable && attempt < maxAttempts {
                        attempt += 1
                        continue
                    }
                    if !connection.isHealthy { slot = nil }
                    throw error
                } catch {
                    Self.rollback(connection)
                    throw error
                }
            }
        }
    }

    /// One statement in its own transaction as `identity`, sent with BEGIN, the settings and
    /// COMMIT in a single round trip (libpq pipeline mode): the cheapest way to read.
    public func read(as identity: Identity, _ sql: String, _ parameters: [(any PostgresBindable)?] = []) throws -> PostgresRows {
        try state.withLock { slot in
            var attempt = 1
            var reconnected = false
            while true {
                let kept = slot != nil
                let connection = try Self.ready(&slot, conninfo: conninfo)
                do throws(PostgresError) {
                    let opening = Self.opening(identity)
                    let results = try connection.pipeline(opening + [PostgresConnection.Statement(sql, parameters), Self.commit])
                    return results[opening.count]
                } catch {
                    if error.isUnavailable && kept && !reconnected {
                        // The kept connection was dropped by the server before this read (a
                        // dead backend executes nothing): reconnect once. Reads only — `read`
                        // is for statements that are safe to repeat.
                        reconnected = true
                        slot = nil
                        continue
                    }
                    Self.rollback(connection)
                    if error.isRetryable && attempt < maxAttempts {
                        attempt += 1
                        continue
                    }
                    if !connection.isHealthy { slot = nil }
                    throw error
                }
            }
        }
    }

    private static var begin: PostgresConnection.Statement { PostgresConnection.Statement("BEGIN") }
    private static var commit: PostgresConnection.Statement { PostgresConnection.Statement("COMMIT") }

    /// What every transaction starts with: BEGIN, the caller's role and claims, and for a signed-in
    /// caller the check that the account still exists and the token was not revoked
    /// (`internal.assert_active_caller`, SQLSTATE 28000 otherwise). All in the same round trip.
    private static func opening(_ identity: Identity) -> [PostgresConnection.Statement] {
        guard identity.role == .authenticated else { return [begin, settings(identity)] }
        return [begin, settings(identity), activeCaller]
    }

    private static var activeCaller: PostgresConnection.Statement { PostgresConnection.Statement("select internal.assert_active_caller()") }

    private static func settings(_ identity: Identity) -> PostgresConnection.Statement {
        PostgresConnection.Statement(
            "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('TimeZone', 'UTC', true)",
            [identity.role.rawValue, identity.claimsJSON])
    }

    private static func ready(_ slot: inout PostgresConnection?, conninfo: String) throws(PostgresError) -> PostgresConnection {
        if let connection = slot {
            if connection.isHealthy { return connection }
            do {
                try connection.reset()
                return connection
            } catch {
                slot = nil
            }
        }
        let connection = try connect(conninfo)
        // A warm worker's kept connection prepares each statement once (see usesPreparedStatements),
        // unless a transaction-mode pooler sits in between (DB_PREPARED_STATEMENTS=off).
        connection.usesPreparedStatements = ProcessLifetime.isLongLived && preparesStatements
        slot = connection
        return connection
    }

    /// A new connection, waiting a moment while the server has no connection slot left: under a
    /// burst of spawned functions each holds one for a few milliseconds, so a slot frees up
    /// soon, and the request should not fail with 503 for it. Seven waits, doubling from 25 ms
    /// (3.2 s in all, well inside a request's deadline); any other failure is thrown at once.
    static func connect(_ conninfo: String, attempts: Int = 8) throws(PostgresError) -> PostgresConnection {
        var delay: UInt32 = 25_000
        var attempt = 1
        while true {
            do {
                return try PostgresConnection(conninfo: conninfo)
            } catch  where error.isOutOfConnectionSlots && attempt < attempts {
                usleep(delay)
                delay *= 2
                attempt += 1
            }
        }
    }

    /// Named prepared statements live on one server connection; behind a transaction-mode pooler
    /// (PgBouncer before 1.21, Supabase's pooler port) the next transaction may run on another,
    /// where the name is unknown or means another worker's statement. The runner sets
    /// `DB_PREPARED_STATEMENTS=off` for its functions when it starts PgBouncer; a deployment whose
    /// database URL is a pooler sets it too.
    private static let preparesStatements = ProcessInfo.processInfo.environment["DB_PREPARED_STATEMENTS"] != "off"

    private static func rollback(_ connection: PostgresConnection) {
        guard connection.isHealthy else { return }
        _ = try? connection.query("ROLLBACK")
    }
}
