import ChefStream
import Database
import Foundation
import FunctionRuntime
import Logging
import Providers
import TestSupport
import Testing

@Suite("Search service")
struct SearchServiceTests {
    static let youtube = ServerFixture { try await FakeProviderServer.start { FakeYouTube.respond($0) } }
    let database: TestDatabase
    let logger = Logger(label: "test")
    let locale = SearchLocale("en")!

    init() throws {
        database = try TestCluster.shared.makeDatabase("search")
    }

    func youtubeService() async throws -> SearchService {
        let client = YouTubeClient(apiKey: FakeYouTube.key, baseURL: try await Self.youtube.server().baseURL + "/youtube/v3")
        return service(provider: YouTubeSearchProvider(client: client))
    }

    func service(provider: any VideoSearchProvider) -> SearchService {
        let functions = database.functionDatabase()
        return SearchService(
            cache: PostgresSearchCache(database: functions), catalog: PostgresRecipeCatalog(database: functions), provider: provider)
    }

    /// A guest's request received at `now`, with its deadline ten seconds after `deadlineFrom`.
    func context(now: Date, deadlineFrom: Date? = nil) -> FunctionContext {
        FunctionContext(
            requestID: "r", identity: .anonymous, logger: logger, now: now, deadline: (deadlineFrom ?? now).addingTimeInterval(10))
    }

    @Test("queries normalise to one cache key: case, spacing, compatibility forms")
    func normalisation() {
        #expect(SearchQuery.normalise("  Crème\tBRÛLÉE  ") == "crème brûlée")
        #expect(SearchQuery.normalise("ｐａｓｔａ") == "pasta")
        #expect(SearchQuery.normalise("Cre\u{0300}me") == SearchQuery.normalise("Crème"))
        #expect(SearchQuery.augment("pasta", language: "fr") == "pasta recette")
        #expect(SearchQuery.augment("pasta recipe", language: "fr") == "pasta recipe")
        #expect(SearchLocale("pt_br")?.identifier == "pt-BR")
        #expect(SearchLocale("en;drop") == nil)
    }

    @Test("YouTube results are re-ranked, upserted into videos, cached for 24 h")
    func youtubeFlow() async throws {
        let now = Date()
        let first = try await youtubeService().search(
            query: "Pasta", locale: locale, pageToken: nil, context: context(now: now))
        #expect(first.provider == "youtube")
        #expect(first.cached == false)
        #expect(first.results.last?.videoId == "fixReview01")
        let stored = try database.admin().query(
            "select source::text as source, description from public.videos where video_id = 'fixPasta001'"
        ).single()
        #expect(try stored.requireString("source") == "search")
        #expect(try stored.string("description")?.contains("200g spaghetti") == true)
        let requests = try await Self.youtube.server().requests.count
        let second = try await youtubeService().search(
            query: "  pasta ", locale: locale, pageToken: nil, context: context(now: now.addingTimeInterval(3600), deadlineFrom: now))
        #expect(second.cached)
        #expect(second.results == first.results)
        #expect(try await Self.youtube.server().requests.count == requests)
        // A day later the entry is stale and a new search runs.
        let later = now.addingTimeInterval(25 * 3600)
        let third = try await youtubeService().search(
            query: "pasta", locale: locale, pageToken: nil, context: context(now: later, deadlineFrom: Date()))
        #expect(third.cached == false, "stale: \(third.stale)")
    }

    @Test("known non-recipes sink to the bottom; extracted recipes rise")
    func ranking() throws {
        try database.admin().executeScript(
            """
            insert into public.recipes (video_id, status) values ('bkwLxcfcKTY', 'ready') on conflict (video_id) do update set status = 'ready';
            """)
        let videos = [
            DiscoveredVideo(videoID: "aaaaaaaaaaa", title: "Easy pasta recipe", description: "Ingredients:\n200g pasta\n1 egg\n10g salt"),
            DiscoveredVideo(videoID: "bkwLxcfcKTY", title: "Peach macarons"),
            DiscoveredVideo(videoID: "ccccccccccc", title: "Pasta review"),
            DiscoveredVideo(videoID: "aaaaaaaaaaa", title: "Duplicate"),
        ]
        let ranked = Ranking.rank(videos, statuses: ["bkwLxcfcKTY": .ready, "aaaaaaaaaaa": .notRecipe])
        #expect(ranked.map(\.videoID) == ["bkwLxcfcKTY", "ccccccccccc", "aaaaaaaaaaa"])
    }

    @Test("the catalogue provider pages its results")
    func catalogPaging() async throws {
        let service = service(provider: CatalogSearchProvider(database: database.functionDatabase(), pageSize: 5))
        let now = Date()
        let page = try await service.search(
            query: "recipe", locale: locale, pageToken: nil, context: context(now: now))
        #expect(page.results.count == 5)
        let next = try #require(page.nextPageToken)
        let second = try await service.search(
            query: "recipe", locale: locale, pageToken: next, context: context(now: now))
        #expect(Set(second.results.map(\.videoId)).isDisjoint(with: page.results.map(\.videoId)))
    }

    @Test("a word every video has ranks a bounded number of matches, and paging ends after them")
    func catalogRankingIsBounded() async throws {
        let bound = CatalogSearchProvider.rankedMatches
        try database.admin().query(
            """
            insert into public.videos (video_id, title, description)
            select 'qq' || lpad(n::text, 9, '0'), 'Everyday quuxberry dish ' || n, 'Quuxberry with rice.'
            from generate_series(1, $1::int) n
            """, [bound + 50])
        let provider = CatalogSearchProvider(database: database.functionDatabase(), pageSize: 20)
        func page(_ token: String?) async throws -> (videos: [DiscoveredVideo], nextPageToken: String?) {
            try await provider.search(
                GuardedSearch(query: "quuxberry", relevanceLanguage: "en", pageToken: token), deadline: Date().addingTimeInterval(10))
        }
        let last = try await page("c\(bound - 20)")
        #expect(last.videos.count == 20)
        #expect(last.nextPageToken == nil)
        // Past the bound the token is not ours: the search starts over rather than reading on.
        let over = try await page("c\(bound)")
        #expect(over.videos.count == 20)
        #expect(over.nextPageToken == "c20")
    }
}
