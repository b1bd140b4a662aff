import Database
import FunctionRuntime

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A cached page of search results (the statuses are read fresh on every answer).
public struct CachedSearchPage: Sendable, Equatable {
    public var results: [SearchResult]
    public var nextPageToken: String?
    public var expiresAt: Date
    public var provider: String

    public init(results: [SearchResult], nextPageToken: String?, expiresAt: Date, provider: String) {
        self.results = results
        self.nextPageToken = nextPageToken
        self.expiresAt = expiresAt
        self.provider = provider
    }
}

/// The shared search cache (`search_cache`): read by anyone, written by the system role. What is
/// cached comes from the provider alone, never from a user's rows.
public protocol SearchCache: Sendable {
    func page(_ key: String, as identity: Identity) throws -> CachedSearchPage?
    func store(_ key: String, query: String, locale: String, page: CachedSearchPage, createdAt: Date) throws
}

public struct PostgresSearchCache: SearchCache {
    let database: Database

    public init(database: Database) {
        self.database = database
    }

    public func page(_ key: String, as identity: Identity) throws -> CachedSearchPage? {
        guard
            let row = try database.read(
                as: identity, "select results_json, expires_at, provider from public.search_cache where query_key = $1", [key]
            ).first, let json = try row.json("results_json")
        else { return nil }
        return CachedSearchPage(
            results: (json["results"]?.arrayValue ?? []).compactMap(SearchResult.init(json:)),
            nextPageToken: json["nextPageToken"]?.stringValue,
            expiresAt: try row.requireDate("expires_at"), provider: try row.requireString("provider"))
    }

    public func store(_ key: String, query: String, locale: String, page: CachedSearchPage, createdAt: Date) throws {
        let json: JSONValue = ["results": .array(page.results.map(\.json)), "nextPageToken": .optional(page.nextPageToken)]
        try database.transaction(as: .system) { connection in
            try connection.query(
                """
                insert into public.search_cache (query_key, query, locale, provider, results_json, created_at, expires_at)
                values ($1, $2, $3, $4, $5::jsonb, $6::timestamptz, $7::timestamptz)
                on conflict (query_key) do update set results_json = excluded.results_json, provider = excluded.provider,
                    created_at = excluded.created_at, expires_at = excluded.expires_at
                """, [key, query, locale, page.provider, json, createdAt, page.expiresAt])
        }
    }
}
