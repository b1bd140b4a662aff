import Database
import FunctionRuntime

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a quota or rate window counts.
public enum QuotaKind: String, Sendable {
    /// Video imports a month (the Savry import API; the limit is the tier's).
    case transcription
    /// Recorded segments a minute (the TwinMind contract).
    case transcribeSegment = "transcribe_segment"
    /// The TwinMind contract's burst window (5 per 10 s), counted apart from the minute.
    case transcribeBurst = "transcribe_burst"
}

/// Calendar months in UTC: the period monthly quotas count in.
public enum QuotaPeriod {
    public static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    public static func start(_ now: Date) -> Date {
        utc.date(from: utc.dateComponents([.year, .month], from: now))!
    }

    public static func nextStart(_ now: Date) -> Date {
        utc.date(byAdding: .month, value: 1, to: start(now))!
    }

    /// `2026-11-01`
    public static func key(_ now: Date) -> String {
        start(now).formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!).year().month().day())
    }
}

public struct QuotaReservation: Sendable, Equatable {
    public var allowed: Bool
    public var used: Int
    /// The tier's monthly limit; nil is unlimited.
    public var limit: Int?
    /// The tier the reservation was judged by: the database's, not the token's.
    public var tier: Tier

    public init(allowed: Bool, used: Int, limit: Int?, tier: Tier) {
        self.allowed = allowed
        self.used = used
        self.limit = limit
        self.tier = tier
    }
}

public struct RateDecision: Sendable, Equatable {
    public var allowed: Bool
    public var hits: Int
    public var retryAfterSeconds: Int

    public init(allowed: Bool, hits: Int, retryAfterSeconds: Int) {
        self.allowed = allowed
        self.hits = hits
        self.retryAfterSeconds = retryAfterSeconds
    }
}

/// Per-user counters, enforced atomically inside the store so that simultaneous requests never
/// get past a limit together.
public protocol QuotaStore: Sendable {
    /// Takes one unit of this month's quota for the caller, if the caller's tier (read from the
    /// database, with its limit: `internal.tier_quotas`) allows another.
    func reserve(_ kind: QuotaKind, now: Date, as identity: Identity) throws -> QuotaReservation
    /// Gives a unit back (the request that took it failed).
    func refund(_ kind: QuotaKind, now: Date, as identity: Identity) throws
    /// Counts one hit in a sliding window of `windowSeconds`.
    func hitRateLimit(_ kind: QuotaKind, windowSeconds: Int, limit: Int, as identity: Identity) throws -> RateDecision
}

public struct PostgresQuotaStore: QuotaStore {
    let database: Database

    public init(database: Database) {
        self.database = database
    }

    public func reserve(_ kind: QuotaKind, now: Date, as identity: Identity) throws -> QuotaReservation {
        // A write: in a transaction, which never repeats a statement that may have run.
        try database.transaction(as: identity) { connection in
            let row = try connection.query(
                "select allowed, used, monthly_limit, tier::text as tier from internal.reserve_quota($1, $2::date)",
                [kind.rawValue, QuotaPeriod.key(now)]
            ).single()
            return QuotaReservation(
                allowed: try row.requireBool("allowed"), used: try row.int("used") ?? 0, limit: try row.int("monthly_limit"),
                tier: Tier(try row.string("tier")))
        }
    }

    public func refund(_ kind: QuotaKind, now: Date, as identity: Identity) throws {
        try database.transaction(as: identity) { connection in
            try connection.query("select internal.refund_quota($1, $2::date)", [kind.rawValue, QuotaPeriod.key(now)])
        }
    }

    public func hitRateLimit(_ kind: QuotaKind, windowSeconds: Int, limit: Int, as identity: Identity) throws -> RateDecision {
        try database.transaction(as: identity) { connection in
            let row = try connection.query(
                "select allowed, hits, retry_after_seconds from internal.hit_rate_limit($1, $2, $3)", [kind.rawValue, windowSeconds, limit]
            ).single()
            return RateDecision(
                allowed: try row.requireBool("allowed"), hits: try row.requireInt("hits"),
                retryAfterSeconds: try row.requireInt("retry_after_seconds"))
        }
    }
}
