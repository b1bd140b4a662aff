import FunctionRuntime

/// Leases in `internal.leases`, written as the system role (they coordinate shared caches, never
/// a user's rows). Expiry is judged by the database's clock, the one clock every instance shares.
public struct PostgresLeaseStore: LeaseStore {
    let database: Database

    public init(database: Database) {
        self.database = database
    }

    /// Inserts the claim, or takes over one that expired. Re-running it for the same holder
    /// succeeds too, so a claim whose answer was lost with its connection is not mistaken for
    /// someone else's.
    static let claim = """
        insert into internal.leases (scope, key_hash, key, holder, expires_at)
        values ($1, extensions.digest($2, 'sha256'), left($2, 200), $3::uuid, now() + make_interval(secs => $4))
        on conflict (scope, key_hash) do update
            set holder = excluded.holder, key = excluded.key, expires_at = excluded.expires_at, claimed_at = now()
            where internal.leases.expires_at < now() or internal.leases.holder = excluded.holder
        returning holder
        """

    static let release = """
        delete from internal.leases where scope = $1 and key_hash = extensions.digest($2, 'sha256') and holder = $3::uuid
        """

    public func claim(_ lease: Lease, seconds: Int) throws -> Bool {
        // One statement in its own transaction, sent in a single round trip.
        !(try database.read(as: .system, Self.claim, [lease.key.scope.rawValue, lease.key.key, lease.holder, seconds]).isEmpty)
    }

    public func release(_ lease: Lease) throws {
        try database.transaction(as: .system) { connection in try lease.release(on: connection) }
    }
}

extension Lease {
    /// Releases the lease inside the caller's transaction: the store that saves the result calls
    /// this in the same transaction, so the result and the release commit together.
    public func release(on connection: PostgresConnection) throws {
        try connection.query(PostgresLeaseStore.release, [key.scope.rawValue, key.key, holder])
    }
}
