import FunctionRuntime

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a lease guards: one kind of shared, expensive work that must run once however many
/// requests ask for it at the same moment.
public enum LeaseScope: String, Sendable, CaseIterable {
    /// Extracting a video's recipe (ChefStream).
    case recipe
    /// Transcribing a video's audio (the Savry import API).
    case transcript
    /// Generating a recipe for a normalised request (the Savry app API).
    case generation
}

/// One piece of work: its scope and its key within the scope (a video id, a request key).
public struct LeaseKey: Sendable, Hashable, CustomStringConvertible {
    public let scope: LeaseScope
    public let key: String

    public init(_ scope: LeaseScope, _ key: String) {
        self.scope = scope
        self.key = key
    }

    public var description: String { "\(scope.rawValue):\(key)" }
}

/// A claim one request holds: the right to do the work until it expires. The holder id makes a
/// late release by a request whose claim expired (and was taken over) harmless.
public struct Lease: Sendable, Equatable {
    public let key: LeaseKey
    public let holder: UUID

    public init(key: LeaseKey, holder: UUID = UUID()) {
        self.key = key
        self.holder = holder
    }
}

/// Where leases live. Postgres in production (`PostgresLeaseStore`), so every process and every
/// machine sees the same claims.
public protocol LeaseStore: Sendable {
    /// Claims the work for `seconds` unless another holder's claim is still live; an expired
    /// claim (its holder died) is taken over.
    func claim(_ lease: Lease, seconds: Int) throws -> Bool
    /// Gives a claim up without a result (the work failed or found nothing); does nothing when
    /// another holder has taken it over since.
    func release(_ lease: Lease) throws
}

/// "One request does the work, the others wait for it": claim a lease, wait with a deadline,
/// take over an expired claim. The producer stores its result and releases the lease in one
/// transaction, so a waiter never sees the lease gone without the result.
public struct SingleFlight: Sendable {
    public enum Outcome<Value: Sendable>: Sendable {
        /// The work was already done (before this request, or by the request it waited for).
        case found(Value)
        /// This request did the work.
        case produced(Value)
        /// Another request still held the lease when this one had to stop waiting.
        case busy
    }

    let leases: any LeaseStore
    let pollInterval: Duration

    public init(leases: any LeaseStore, pollInterval: Duration = .milliseconds(150)) {
        self.leases = leases
        self.pollInterval = pollInterval
    }

    /// Runs the work for `key` at most once at a time across every request.
    ///
    /// - `lookup(waited)`: the finished result, if there is one. `waited` is true once another
    ///   request was seen holding the lease, so that forced work can accept what it produced.
    /// - `produce(lease)`: does the work and stores the result, releasing `lease` in the same
    ///   transaction. When it throws, the lease is released here.
    /// - `reserve`: seconds kept before the deadline to answer; waiting stops there (`.busy`).
    ///
    /// The lease lasts until a little past the deadline: a holder that dies leaves a claim that
    /// expires soon after the runner would have killed it.
    public func run<Value: Sendable>(
        _ key: LeaseKey, clock: FunctionClock, deadline: Date, reserve: TimeInterval,
        lookup: (_ waited: Bool) async throws -> Value?,
        produce: (Lease) async throws -> Value
    ) async throws -> Outcome<Value> {
        var waited = false
        while true {
            if let value = try await lookup(waited) { return .found(value) }
            let lease = Lease(key: key)
            let seconds = max(10, Int(deadline.timeIntervalSince(clock.now()).rounded(.up)) + 5)
            if try leases.claim(lease, seconds: seconds) {
                do {
                    // The previous holder stores its result and drops its claim in one
                    // transaction: a claim won just after that must look once more before
                    // paying for the work again.
                    if let value = try await lookup(waited) {
                        try leases.release(lease)
                        return .found(value)
                    }
                    return .produced(try await produce(lease))
                } catch {
                    try? leases.release(lease)
                    throw error
                }
            }
            waited = true
            guard clock.now().addingTimeInterval(reserve) < deadline else { return .busy }
            try await clock.sleep(pollInterval)
        }
    }
}
