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

/// The one place that says what each tier includes; every function asks it.
extension Tier {
    /// Video imports a month (the Savry import API: Free 2, TestFlight 999, Pro and Premium
    /// unlimited); nil is unlimited.
    public var monthlyImportLimit: Int? {
        switch self {
        case .free: return 2
        case .testflight: return 999
        case .pro, .premium: return nil
        }
    }

    /// Budget and zip-code meal planning (the Savry app API's Pro features). TestFlight testers
    /// get them too, so they can try them.
    public var includesProFeatures: Bool { self != .free }
}
