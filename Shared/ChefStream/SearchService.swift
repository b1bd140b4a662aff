import Database
import Extraction
import Foundation
import FunctionRuntime
import Logging
import Providers

/// Where search results come from.
public protocol VideoSearchProvider: Sendable {
    var name: String { get }
    func search(_ search: GuardedSearch, deadline: Date) async throws -> (videos: [DiscoveredVideo], nextPageToken: String?)
}

/// The YouTube Data API with the guardrails (category 26, strict SafeSearch, embeddable, the
/// locale's relevance language, recipe words added to the query).
public struct YouTubeSearchProvider: VideoSearchProvider {
    let client: YouTubeClient
    public var name: String { "youtube" }

    public init(client: YouTubeClient) {
        self.client = client
    }

    public func search(_ search: GuardedSearch, deadline: Date) async throws -> (videos: [DiscoveredVideo], nextPageToken: String?) {
        try await client.search(search, deadline: deadline)
    }
}

/// The embedded default: Postgres full-text search over the local `videos` catalogue (English
/// stemming and exact words, accents folded).
public struct CatalogSearchProvider: VideoSearchProvider {
    let database: Database
    let pageSize: Int
    public var name: String { "catalog" }

    public init(database: Database, pageSize: Int = 20) {
        self.database = database
        self.pageSize = pageSize
    }

    public func search(_ search: GuardedSearch, deadline: Date) async throws -> (videos: [DiscoveredVideo], nextPageToken: String?) {
        let offset = search.pageToken.flatMap { $0.hasPrefix("c") ? Int($0.dropFirst()) : nil } ?? 0
        let rows = try database.transaction(as: .anonymous) { connection in
            try connection.query(
                """
                select v.video_id, v.title, v.description, v.channel_title, v.thumbnail_url, v.language_hint, v.duration_seconds
                from public.videos v
                cross join (select websearch_to_tsquery('english', internal.fold($1)) || websearch_to_tsquery('simple', internal.fold($1)) as q) query
                where v.search_document @@ query.q
                order by ts_rank(v.search_document, query.q) desc, v.video_id
                limit $2 offset $3
                """, [search.query, pageSize + 1, offset])
        }
        let videos = try rows.rows.prefix(pageSize).map { row in
            DiscoveredVideo(
                videoID: try row.requireString("video_id"), title: try row.requireString("title"),
                description: try row.string("description"),
                channelTitle: try row.string("channel_title"), thumbnailURL: try row.string("thumbnail_url"),
                durationSeconds: try row.int("duration_seconds"), languageHint: try row.string("language_hint"))
        }
        return (videos, rows.count > pageSize ? "c\(offset + pageSize)" : nil)
    }
}

/// One search result as the app shows it.
public struct SearchResult: Sendable, Equatable, Codable {
    public var videoId: String
    public var title: String
    public var channelTitle: String?
    public var thumbnailUrl: String?
    public var durationSeconds: Int?
    /// What we already know: `ready` (an instant recipe), `not_recipe`, or `unknown`.
    public var recipeStatus: String
}

/// Guarded, cached search (ChefStream REQ-3). Results are cached 24 h per normalised query and
/// locale; only an explicit request searches. When the provider fails (quota, key, network) a
/// stale cached answer is served and marked stale; with none, a 503 with a stable code.
public struct SearchService: Sendable {
    let database: Database
    let provider: any VideoSearchProvider
    public static let cacheLifetime: TimeInterval = 24 * 60 * 60

    public init(database: Database, provider: any VideoSearchProvider) {
        self.database = database
        self.provider = provider
    }

    public struct Page: Sendable {
        public var query: String
        public var locale: String
        public var results: [SearchResult]
        public var nextPageToken: String?
        public var cached: Bool
        public var stale: Bool
        public var provider: String
    }

    public func search(
        query rawQuery: String, locale: SearchLocale, pageToken: String?, identity: Identity, now: Date, deadline: Date, logger: Logger
    ) async throws -> Page {
        let query = SearchQuery.normalise(rawQuery)
        let key = "v1|\(locale.identifier)|\(query)|\(pageToken ?? "")"
        let cachedRow = try cached(key: key, identity: identity)
        if let cachedRow, cachedRow.expiresAt > now {
            return Page(
                query: query, locale: locale.identifier, results: try statuses(for: cachedRow.videos, identity: identity),
                nextPageToken: cachedRow.nextPageToken,
                cached: true, stale: false, provider: cachedRow.provider)
        }
        let guarded = GuardedSearch(
            query: provider.name == "youtube" ? SearchQuery.augment(query, language: locale.language) : query,
            relevanceLanguage: locale.language,
            pageToken: pageToken)
        let found: (videos: [DiscoveredVideo], nextPageToken: String?)
        do {
            found = try await provider.search(guarded, deadline: deadline.addingTimeInterval(-1.5))
        } catch {
            logger.warning("search provider failed", metadata: ["provider": "\(provider.name)", "error": "\(error)"])
            if let cachedRow {
                return Page(
                    query: query, locale: locale.identifier, results: try statuses(for: cachedRow.videos, identity: identity),
                    nextPageToken: cachedRow.nextPageToken, cached: true, stale: true, provider: cachedRow.provider)
            }
            throw Self.unavailable(error)
        }
        let statusMap = try recipeStatuses(found.videos.map(\.videoID), identity: identity)
        let ranked = Ranking.rank(found.videos, statuses: statusMap)
        if provider.name == "youtube" { try CatalogStore(database: database).upsert(found.videos) }
        let summaries = ranked.map { SearchResult(video: $0, status: "unknown") }
        try store(key: key, query: query, locale: locale.identifier, results: summaries, nextPageToken: found.nextPageToken, now: now)
        return Page(
            query: query, locale: locale.identifier, results: summaries.map { $0.with(status: statusMap[$0.videoId] ?? "unknown") },
            nextPageToken: found.nextPageToken, cached: false, stale: false, provider: provider.name)
    }

    public static func unavailable(_ error: any Error) -> FunctionError {
        guard let providerError = error as? ProviderError else {
            if let functionError = error as? FunctionError { return functionError }
            return FunctionError(
                status: 503, code: "SEARCH_UNAVAILABLE", message: "Search is temporarily unavailable", headers: ["retry-after": "30"])
        }
        switch providerError.kind {
        case .quotaExceeded:
            return FunctionError(
                status: 503, code: "SEARCH_QUOTA_EXCEEDED", message: "Search quota exhausted; try again later",
                headers: ["retry-after": "3600"])
        case .badCredentials:
            return FunctionError(status: 503, code: "SEARCH_MISCONFIGURED", message: "Search is temporarily unavailable")
        default:
            return FunctionError(
                status: 503, code: "SEARCH_UNAVAILABLE", message: "Search is temporarily unavailable", headers: ["retry-after": "30"])
        }
    }

    struct CachedPage {
        var videos: [SearchResult]
        var nextPageToken: String?
        var expiresAt: Date
        var provider: String
    }

    func cached(key: String, identity: Identity) throws -> CachedPage? {
        try database.transaction(as: identity) { connection in
            guard
                let row = try connection.query(
                    "select results_json, expires_at, provider from public.search_cache where query_key = $1", [key]
                ).first, let json = try row.json("results_json")
            else { return nil }
            let results = (json["results"]?.arrayValue ?? []).compactMap { item -> SearchResult? in
                guard let data = try? JSONCoding.encode(item) else { return nil }
                return try? JSONCoding.decode(SearchResult.self, from: data)
            }
            return CachedPage(
                videos: results, nextPageToken: json["nextPageToken"]?.stringValue, expiresAt: try row.requireDate("expires_at"),
                provider: try row.requireString("provider"))
        }
    }

    func store(key: String, query: String, locale: String, results: [SearchResult], nextPageToken: String?, now: Date) throws {
        let json: JSONValue = [
            "results": .array(results.compactMap { try? JSONCoding.decode(JSONValue.self, from: JSONCoding.encode($0)) }),
            "nextPageToken": .optional(nextPageToken),
        ]
        try database.transaction(as: .system) { connection in
            try connection.query(
                """
                insert into public.search_cache (query_key, query, locale, provider, results_json, created_at, expires_at)
                values ($1, $2, $3, $4, $5::jsonb, $6::timestamptz, $7::timestamptz)
                on conflict (query_key) do update set results_json = excluded.results_json, provider = excluded.provider,
                    created_at = excluded.created_at, expires_at = excluded.expires_at
                """, [key, query, locale, provider.name, json, now, now.addingTimeInterval(Self.cacheLifetime)])
        }
    }

    /// Recipe status now, not when the results were cached.
    func statuses(for results: [SearchResult], identity: Identity) throws -> [SearchResult] {
        let map = try recipeStatuses(results.map(\.videoId), identity: identity)
        return results.map { $0.with(status: map[$0.videoId] ?? "unknown") }
    }

    func recipeStatuses(_ ids: [String], identity: Identity) throws -> [String: String] {
        guard !ids.isEmpty else { return [:] }
        return try database.transaction(as: identity) { connection in
            var map: [String: String] = [:]
            for row in try connection.query(
                "select video_id, status::text as status from public.recipes where video_id = any($1::text[]) and status in ('ready', 'not_recipe')",
                [PostgresTextArray(ids)])
            {
                map[try row.requireString("video_id")] = try row.requireString("status")
            }
            return map
        }
    }
}

extension SearchResult {
    init(video: DiscoveredVideo, status: String) {
        self.init(
            videoId: video.videoID, title: video.title, channelTitle: video.channelTitle, thumbnailUrl: video.thumbnailURL,
            durationSeconds: video.durationSeconds, recipeStatus: status)
    }

    func with(status: String) -> SearchResult {
        var copy = self
        copy.recipeStatus = status
        return copy
    }
}

/// Orders provider results by recipe signals in title and full description (any language):
/// videos already extracted as recipes first, known non-recipes last, duplicates removed.
public enum Ranking {
    public static func rank(_ videos: [DiscoveredVideo], statuses: [String: String]) -> [DiscoveredVideo] {
        var seen = Set<String>()
        let unique = videos.filter { seen.insert($0.videoID).inserted }
        let scored = unique.enumerated().map { index, video -> (DiscoveredVideo, Double) in
            var score = Double(unique.count - index) / Double(max(unique.count, 1)) * 4
            score += Double(HeuristicExtractor.recipeSignal(title: video.title, description: video.description ?? ""))
            switch statuses[video.videoID] {
            case "ready": score += 10
            case "not_recipe": score -= 100
            default: break
            }
            return (video, score)
        }
        return scored.sorted { $0.1 > $1.1 || ($0.1 == $1.1 && $0.0.videoID < $1.0.videoID) }.map(\.0)
    }
}

/// A locale such as `en`, `fr-FR`, `pt_BR`.
public struct SearchLocale: Sendable, Equatable {
    public let identifier: String
    public let language: String

    public init?(_ text: String?) {
        let value = (text ?? "en").trimmed
        let parts = value.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }),
            parts.dropFirst().allSatisfy({ (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }),
            parts.count <= 3
        else { return nil }
        language = first.lowercased()
        identifier = ([language] + parts.dropFirst().map { $0.count == 2 ? $0.uppercased() : String($0) }).joined(separator: "-")
    }
}

/// Query normalisation and guardrail augmentation.
public enum SearchQuery {
    public static let maximumLength = 200

    /// Unicode compatibility-normalised (NFKC), lower case, control characters removed,
    /// whitespace collapsed: the cache key part.
    public static func normalise(_ text: String) -> String {
        let compatible = text.precomposedStringWithCompatibilityMapping.lowercased()
        let cleaned = compatible.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : Character($0) }
        return String(cleaned).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static let recipeTerm: [String: String] = [
        "en": "recipe", "fr": "recette", "es": "receta", "it": "ricetta", "de": "rezept", "pt": "receita", "nl": "recept", "hi": "recipe",
        "bn": "recipe", "te": "recipe",
    ]

    /// Adds the locale's word for "recipe" unless the query already has a recipe word.
    public static func augment(_ query: String, language: String) -> String {
        let words = Set(query.split(separator: " ").map(String.init))
        let known: Set<String> = [
            "recipe", "recipes", "recette", "recettes", "receta", "recetas", "ricetta", "ricette", "rezept", "receita", "recept",
            "how to make", "cooking",
        ]
        guard words.isDisjoint(with: known) else { return query }
        return query + " " + (recipeTerm[language] ?? "recipe")
    }
}
