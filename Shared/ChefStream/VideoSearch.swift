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

    /// How many matches a query ranks at most. Ranking reads every match's document, so a word
    /// most videos contain ("the" in the exact-word half, "chicken" in a large catalogue) would
    /// cost in proportion to the catalogue: a million videos made one such search take most of a
    /// second. The index finds the matches; the first this many found are ranked, and paging
    /// ends after them. A query that matches fewer, the usual case, is ranked whole.
    public static let rankedMatches = 1000

    /// $1 the query as typed, $2 the page size (one more than shown), $3 the offset.
    ///
    /// Two tiers, ranked one after the other: the newest videos (`catalog_recent`, a bounded
    /// copy of their documents kept by triggers), then — only when those matches do not reach
    /// the end of the page asked for — every older video. A query of common words costs an
    /// index intersection of their posting lists, which grow with the catalogue; over the tier
    /// it costs the same at any size, and the first pages of such a query come from the tier.
    /// Paging runs over the two rankings laid end to end, so pages neither repeat nor skip.
    /// The test for "already in the tier" is per row (`offset 0`): never a hash of the tier;
    /// only the page's rows are joined back to `videos`.
    public static let sql = """
        with query as not materialized (
            select websearch_to_tsquery('english', internal.fold($1)) || websearch_to_tsquery('simple', internal.fold($1)) as q
        ),
        recent as materialized (
            select r.video_id, ts_rank(r.search_document, query.q) as rank
            from public.catalog_recent r cross join query
            where r.search_document @@ query.q
            limit \(rankedMatches)
        ),
        older as (
            select v.video_id, ts_rank(v.search_document, query.q) as rank
            from public.videos v cross join query
            where (select count(*) from recent) < $2::int + $3::int
              and v.search_document @@ query.q
              and not exists (select 1 from public.catalog_recent r where r.video_id = v.video_id offset 0)
            limit \(rankedMatches)
        )
        select v.video_id, v.title, v.description, v.channel_title, v.thumbnail_url, v.language_hint, v.duration_seconds
        from (
            select tier, video_id, rank
            from (select 0 as tier, video_id, rank from recent union all select 1, video_id, rank from older) ranked
            order by tier, rank desc, video_id
            limit $2 offset $3
        ) m
        join public.videos v on v.video_id = m.video_id
        order by m.tier, m.rank desc, m.video_id
        """

    public func search(_ search: GuardedSearch, deadline: Date) async throws -> (videos: [DiscoveredVideo], nextPageToken: String?) {
        // Our own tokens are "c<offset>"; anything else (or an offset no search pages to) starts over.
        let offset =
            search.pageToken.flatMap { $0.hasPrefix("c") ? Int($0.dropFirst()) : nil }
            .flatMap { (0..<Self.rankedMatches).contains($0) ? $0 : nil } ?? 0
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
