import Database
import Foundation
import Synchronization

/// Leases in memory, judged by a test's clock: the real single-flight behaviour without a
/// database (the Postgres store has its own tests).
public final class InMemoryLeaseStore: LeaseStore {
    struct Claim {
        let holder: UUID
        let expires: Date
    }

    private let claims = Mutex<[LeaseKey: Claim]>([:])
    private let clock: ManualClock
    public let calls = CallLog()

    public init(clock: ManualClock) {
        self.clock = clock
    }

    public func claim(_ lease: Lease, seconds: Int) throws -> Bool {
        calls.record("claim")
        let now = clock.now
        return claims.withLock { map in
            if let current = map[lease.key], current.expires > now, current.holder != lease.holder { return false }
            map[lease.key] = Claim(holder: lease.holder, expires: now.addingTimeInterval(Double(seconds)))
            return true
        }
    }

    public func release(_ lease: Lease) throws {
        calls.record("release")
        claims.withLock { map in
            if map[lease.key]?.holder == lease.holder { map[lease.key] = nil }
        }
    }

    /// Another request's lease on `key`, live for `seconds` (negative: already expired).
    public func plant(_ key: LeaseKey, seconds: Double) {
        claims.withLock { $0[key] = Claim(holder: UUID(), expires: clock.now.addingTimeInterval(seconds)) }
    }

    /// Whether anyone holds a live lease on `key`.
    public func isHeld(_ key: LeaseKey) -> Bool {
        let now = clock.now
        return claims.withLock { ($0[key]?.expires).map { $0 > now } ?? false }
    }
}
