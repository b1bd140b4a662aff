import Database
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FunctionRuntime

/// Monthly quotas per tier (seed 000: FREE 2, TestFlight 999, Pro and Premium unlimited),
/// counted per calendar month in UTC and enforced inside Postgres.
public struct QuotaPolicy: Sendable {
    public static let transcriptionKind = "transcription"

    public static func monthlyLimit(tier: String?) -> Int? {
        switch tier?.uppercased() {
        case "PRO", "PREMIUM": return nil
        case "TESTFLIGHT": return 999
        default: return 2
        }
    }

    public static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    public static func periodStart(_ now: Date) -> Date {
        utc.date(from: utc.dateComponents([.year, .month], from: now))!
    }

    public static func nextPeriodStart(_ now: Date) -> Date {
        utc.date(byAdding: .month, value: 1, to: periodStart(now))!
    }

    /// `2026-11-01`
    public static func periodKey(_ now: Date) -> String {
        let components = utc.dateComponents([.year, .month], from: now)
        let month = components.month!
        return "\(components.year!)-\(month < 10 ? "0" : "")\(month)-01"
    }
}

public struct QuotaStore: Sendable {
    let database: Database

    public init(database: Database) {
        self.database = database
    }

    public struct Reservation: Sendable, Equatable {
        public var allowed: Bool
        public var used: Int
    }

    /// Takes one unit for the caller, atomically; `limit` nil is unlimited (still counted).
    public func reserve(kind: String, limit: Int?, now: Date, as identity: Identity) throws -> Reservation {
        try database.transaction(as: identity) { connection in
            let row = try connection.query(
                "select allowed, used from internal.reserve_quota($1, $2, $3::date)", [kind, limit, QuotaPolicy.periodKey(now)]
            ).single()
            return Reservation(allowed: try row.requireBool("allowed"), used: try row.int("used") ?? 0)
        }
    }

    public func refund(kind: String, now: Date, as identity: Identity) throws {
        try database.transaction(as: identity) { connection in
            try connection.query("select internal.refund_quota($1, $2::date)", [kind, QuotaPolicy.periodKey(now)])
        }
    }

    public struct RateDecision: Sendable {
        public var allowed: Bool
        public var hits: Int
        public var retryAfterSeconds: Int
    }

    public func hitRateLimit(kind: String, windowSeconds: Int, limit: Int, as identity: Identity) throws -> RateDecision {
        try database.transaction(as: identity) { connection in
            let row = try connection.query(
                "select allowed, hits, retry_after_seconds from internal.hit_rate_limit($1, $2, $3)", [kind, windowSeconds, limit]
            ).single()
            return RateDecision(allowed: try row.requireBool("allowed"), hits: try row.requireInt("hits"), retryAfterSeconds: try row.requireInt("retry_after_seconds"))
        }
    }
}
