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

    /// Every page of `query` through the catalogue provider, in order.
    func allPages(_ query: String, pageSize: Int) async throws -> [[String]] {
        let provider = CatalogSearchProvider(database: database.functionDatabase(), pageSize: pageSize)
        var pages: [[String]] = []
        var token: String?
        repeat {
            let page = try await provider.search(
                GuardedSearch(query: query, relevanceLanguage: "en", pageToken: token), deadline: Date().addingTimeInterval(10))
            pages.append(page.videos.map(\.videoID))
            token = page.nextPageToken
        } while token != nil && pages.count < 100
        return pages
    }

    @Test("the newest videos are ranked first; older ones follow, and paging neither repeats nor skips")
    func catalogTiers() async throws {
        let admin = try database.admin()
        try admin.query(
            """
            insert into public.videos (video_id, title, description)
            select 'tt' || lpad(n::text, 9, '0'), 'Quuxtier stew ' || n, case when n % 2 = 0 then 'Quuxtier quuxtier quuxtier.' end
            from generate_series(1, 30) n
            """)
        // As if the tier had moved on past the first twenty (what the trim does at its capacity).
        try admin.query("delete from public.catalog_recent where video_id between 'tt000000001' and 'tt000000020'")
        let pages = try await allPages("quuxtier", pageSize: 4)
        let found = pages.flatMap { $0 }
        #expect(found.count == 30)
        #expect(Set(found).count == 30)
        #expect(Set(found.prefix(10)) == Set((21...30).map { "tt" + String(format: "%09d", $0) }))
        // Within each tier by rank: the videos whose description repeats the word come first.
        let rank = { (id: String) in Int(id.dropFirst(2))! % 2 == 0 ? 0 : 1 }
        #expect(found.prefix(10).map(rank) == found.prefix(10).map(rank).sorted())
        #expect(found.suffix(20).map(rank) == found.suffix(20).map(rank).sorted())
    }

    @Test("a page the newest videos fill never searches the older ones")
    func catalogTierPlan() throws {
        let admin = try database.admin()
        try admin.query(
            """
            insert into public.videos (video_id, title) select 'tp' || lpad(n::text, 9, '0'), 'Quuxplan pie ' || n from generate_series(1, 30) n
            """)
        func plan(offset: Int) throws -> String {
            try admin.query("begin")
            defer { _ = try? admin.query("rollback") }
            try admin.query("set local role anon")
            return try admin.query("explain (analyze, costs off, timing off) " + CatalogSearchProvider.sql, ["quuxplan", 21, offset])
                .map { try $0.requireString("QUERY PLAN") }.joined(separator: "\n")
        }
        let first = try plan(offset: 0)
        #expect(first.contains("Bitmap Heap Scan on videos v_1 (never executed)"), "\(first)")
        let past = try plan(offset: 20)
        #expect(!past.contains("Bitmap Heap Scan on videos v_1 (never executed)"), "\(past)")
    }

    @Test("the tier keeps the newest videos up to its capacity and follows edits and deletions")
    func catalogTierTrim() throws {
        let admin = try database.admin()
        let capacity = try admin.query("select internal.catalog_recent_capacity() as n").single().requireInt("n")
        func count() throws -> Int { try admin.query("select count(*) as n from public.catalog_recent").single().requireInt("n") }
        func inTier(_ id: String) throws -> Bool {
            try admin.query("select count(*) as n from public.catalog_recent where video_id = $1", [id]).single().requireInt("n") == 1
        }
        #expect(try count() > 0)  // the embedded catalogue's videos
        try admin.query(
            """
            insert into public.videos (video_id, title)
            select 'tc' || lpad(n::text, 9, '0'), 'Bulk ' || n from generate_series(1, $1::int + 100) n
            """, [capacity])
        #expect(try count() == capacity)
        try admin.query("insert into public.videos (video_id, title) values ('tcNewest000', 'Quuxnew soup')")
        #expect(try count() == capacity)
        #expect(try inTier("tcNewest000"))
        try admin.query("update public.videos set title = 'Quuxedited soup' where video_id = 'tcNewest000'")
        let document = try admin.query("select search_document::text as d from public.catalog_recent where video_id = 'tcNewest000'")
            .single().requireString("d")
        #expect(document.contains("quuxedit"))
        #expect(!document.contains("quuxnew"))
        try admin.query("delete from public.videos where video_id = 'tcNewest000'")
        #expect(try !inTier("tcNewest000"))
    }
}
