import FunctionRuntime

/// A provider whose calls cost money or a daily quota.
public enum PaidProvider: String, Sendable, CaseIterable {
    /// YouTube Data API `search.list`: 100 units of the project's 10,000 a day.
    case youtubeSearch = "youtube.search"
    /// YouTube Data API `videos.list`: 1 unit.
    case youtubeVideos = "youtube.videos"
    /// A chat completion (recipe extraction or generation).
    case llm
}

public enum SpendDecision: Sendable, Equatable {
    case allowed
    /// This client (user, or address for guests) made too many paid calls this minute.
    case clientLimited(retryAfterSeconds: Int)
    /// The deployment's daily budget for the provider is spent (resets at midnight UTC).
    case budgetExhausted(retryAfterSeconds: Int)
}

/// Decides whether a request may make a paid call, and counts it. Checked only when a call is
/// about to happen (a cache miss): cached answers cost nothing and are never limited here.
public protocol SpendGuard: Sendable {
    func admit(_ provider: PaidProvider, context: FunctionContext) throws -> SpendDecision
}

/// Limits in Postgres, so they hold across runner instances: `internal.hit_client_limit`
/// (per client per minute) then `internal.spend_provider` (per provider per UTC day, budgets in
/// `internal.provider_budgets`). A client over its limit spends nothing from the budget.
public struct PostgresSpendGuard: SpendGuard {
    let database: Database
    /// Paid calls one client may cause per minute, per provider.
    public let perClientPerMinute: Int

    public static let defaultPerClientPerMinute = 10

    public init(database: Database, perClientPerMinute: Int = Self.defaultPerClientPerMinute) {
        self.database = database
        self.perClientPerMinute = perClientPerMinute
    }

    /// `PROVIDER_CALLS_PER_CLIENT_MINUTE` overrides the per-client limit.
    public static func fromEnvironment(_ environment: FunctionEnvironment, database: Database) -> PostgresSpendGuard {
        let limit = environment.optional("PROVIDER_CALLS_PER_CLIENT_MINUTE").flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
        return PostgresSpendGuard(database: database, perClientPerMinute: limit ?? defaultPerClientPerMinute)
    }

    public func admit(_ provider: PaidProvider, context: FunctionContext) throws -> SpendDecision {
        try database.transaction(as: context.identity) { connection in
            let client = try connection.query(
                "select allowed, retry_after_seconds from internal.hit_client_limit($1, $2, 60, $3)",
                [context.clientKey, provider.rawValue, perClientPerMinute]
            ).single()
            guard try client.requireBool("allowed") else {
                return .clientLimited(retryAfterSeconds: try client.requireInt("retry_after_seconds"))
            }
            let budget = try connection.query("select allowed, retry_after_seconds from internal.spend_provider($1)", [provider.rawValue])
                .single()
            guard try budget.requireBool("allowed") else {
                return .budgetExhausted(retryAfterSeconds: try budget.requireInt("retry_after_seconds"))
            }
            return .allowed
        }
    }
}

/// Every call allowed: for services with no paid provider configured, and handler tests.
public struct UnmeteredSpend: SpendGuard {
    public init() {}

    public func admit(_ provider: PaidProvider, context: FunctionContext) throws -> SpendDecision { .allowed }
}
