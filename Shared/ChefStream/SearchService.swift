import Database
import FunctionRuntime
import Providers

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Guarded, cached search (ChefStream PRD REQ-3). Results are cached 24 h per normalised query
/// and locale; only an explicit request searches. When the provider fails (quota, key, network)
/// a stale cached answer is served and marked stale; with none, a 503 with a stable code.
public struct SearchService: Sendable {
    let cache: any SearchCache
    let catalog: any RecipeCatalog
    let provider: any VideoSearchProvider
    let spend: any SpendGuard
    public static let cacheLifetime: TimeInterval = 24 * 60 * 60

    public init(
        cache: any SearchCache, catalog: any RecipeCatalog, provider: any VideoSearchProvider, spend: any SpendGuard = UnmeteredSpend()
    ) {
        self.spend = spend
        self.cache = cache
        self.catalog = catalog
        self.provider = provider
    }

    /// One page of results, as the search response shows it.
    public struct Page: Sendable, Equatable, FunctionResponse {
        public var query: String
        public var locale: String
        public var results: [SearchResult]
        public var nextPageToken: String?
        public var cached: Bool
        public var stale: Bool
        public var provider: String

        public var headers: [String: String] { ["cache-control": "no-store", "x-cache": stale ? "stale" : (cached ? "hit" : "miss")] }

        public var json: JSONValue {
            [
                "query": .string(query), "locale": .string(locale), "provider": .string(provider), "cached": .bool(cached),
                "stale": .bool(stale), "results": .array(results.map(\.json)), "nextPageToken": .optional(nextPageToken),
            ]
        }
    }

    public func search(query rawQuery: String, locale: SearchLocale, pageToken: String?, context: FunctionContext) async throws -> Page {
        let identity = context.identity
        let query = SearchQuery.normalise(rawQuery)
        let key = "v1|\(locale.identifier)|\(query)|\(pageToken ?? "")"
        let cachedPage = try cache.page(key, as: identity)
        func answer(_ page: CachedSearchPage, stale: Bool) throws -> Page {
            Page(
                query: query, locale: locale.identifier, results: try statuses(for: page.results, identity: identity),
                nextPageToken: page.nextPageToken, cached: true, stale: stale, provider: page.provider)
        }
        if let cachedPage, cachedPage.expiresAt > context.now { return try answer(cachedPage, stale: false) }
        let guarded = GuardedSearch(
            query: provider.name == "youtube" ? SearchQuery.augment(query, language: locale.language) : query,
            relevanceLanguage: locale.language, pageToken: pageToken)
        let found: (videos: [DiscoveredVideo], nextPageToken: String?)
        // A paid search is metered per client and per day; refused, a stale answer still serves.
        if let paid = provider.paidAs, let refusal = ChefStreamErrors.refused(try spend.admit(paid, context: context)) {
            if let cachedPage { return try answer(cachedPage, stale: true) }
            throw refusal
        }
        do {
            found = try await provider.search(guarded, deadline: context.deadline.addingTimeInterval(-1.5))
        } catch {
            context.logger.warning("search provider failed", metadata: ["provider": "\(provider.name)", "error": "\(error)"])
            if let cachedPage { return try answer(cachedPage, stale: true) }
            throw ChefStreamErrors.searchFailed(error)
        }
        let statusMap = try catalog.recipeStatuses(found.videos.map(\.videoID), as: identity)
        let ranked = Ranking.rank(found.videos, statuses: statusMap)
        if provider.name == "youtube" { try catalog.upsert(found.videos, source: "search") }
        // The cache holds what the provider found, never what one caller may see: statuses are
        // added per answer.
        let summaries = ranked.map(SearchResult.init(video:))
        try cache.store(
            key, query: query, locale: locale.identifier,
            page: CachedSearchPage(
                results: summaries, nextPageToken: found.nextPageToken, expiresAt: context.now.addingTimeInterval(Self.cacheLifetime),
                provider: provider.name),
            createdAt: context.now)
        return Page(
            query: query, locale: locale.identifier, results: summaries.map { $0.with(status: statusMap[$0.videoId]) },
            nextPageToken: found.nextPageToken, cached: false, stale: false, provider: provider.name)
    }

    /// Recipe status now, not when the results were cached.
    func statuses(for results: [SearchResult], identity: Identity) throws -> [SearchResult] {
        let map = try catalog.recipeStatuses(results.map(\.videoId), as: identity)
        return results.map { $0.with(status: map[$0.videoId]) }
    }
}
