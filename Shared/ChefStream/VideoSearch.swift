import Database
import FunctionRuntime
import Providers

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where search results come from.
public protocol VideoSearchProvider: Sendable {
    var name: String { get }
    /// The paid API behind the provider, if any (metered by the spend guard).
    var paidAs: PaidProvider? { get }
    func search(_ search: GuardedSearch, deadline: Date) async throws -> (videos: [DiscoveredVideo], nextPageToken: String?)
}

extension VideoSearchProvider {
    public var paidAs: PaidProvider? { nil }
}

/// The YouTube Data API with the guardrails (category 26, strict SafeSearch, embeddable, the
/// locale's relevance language, recipe words added to the query).
public struct YouTubeSearchProvider: VideoSearchProvider {
    let client: YouTubeClient
    public var name: String { "youtube" }
    public var paidAs: PaidProvider? { .youtubeSearch }

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

    /// $1 the query as typed, $2 the page size (one more than shown), $3 the offset.
    public static let sql = """
        select v.video_id, v.title, v.description, v.channel_title, v.thumbnail_url, v.language_hint, v.duration_seconds
        from public.videos v
        cross join (select websearch_to_tsquery('english', internal.fold($1)) || websearch_to_tsquery('simple', internal.fold($1)) as q) query
        where v.search_document @@ query.q
        order by ts_rank(v.search_document, query.q) desc, v.video_id
        limit $2 offset $3
        """

    public func search(_ search: GuardedSearch, deadline: Date) async throws -> (videos: [DiscoveredVideo], nextPageToken: String?) {
        // Our own tokens are "c<offset>"; anything else (or an offset no search pages to) starts over.
        let offset =
            search.pageToken.flatMap { $0.hasPrefix("c") ? Int($0.dropFirst()) : nil }.flatMap { (0...10_000).contains($0) ? $0 : nil } ?? 0
        let rows = try database.read(as: .anonymous, Self.sql, [search.query, pageSize + 1, offset])
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
