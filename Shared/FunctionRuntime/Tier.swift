/// A subscription tier, as the database (`public.user_tier`) and tokens spell it.
public enum Tier: String, Sendable, CaseIterable {
    case free = "FREE"
    case testflight = "TESTFLIGHT"
    case pro = "PRO"
    case premium = "PREMIUM"

    /// A tier from a token claim or a database value (any case); unknown or absent is Free, the
    /// tier that grants least.
    public init(_ text: String?) {
        self = text.flatMap { Tier(rawValue: $0.trimmed.uppercased()) } ?? .free
    }
}

/// What each tier includes. Monthly quotas (video imports, recorded segments) are counted and
/// limited inside Postgres, so their limits live there too: `internal.tier_quotas`, read by
/// `internal.reserve_quota` with the tier the database holds.
extension Tier {
    /// Budget and zip-code meal planning (the Savry app API's Pro features). TestFlight testers
    /// get them too, so they can try them.
    public var includesProFeatures: Bool { self != .free }
}
