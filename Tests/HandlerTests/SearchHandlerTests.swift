import ChefStream
import Foundation
import FunctionRuntime
import Providers
import Testing

@testable import SearchFunction

@Suite("search handler")
struct SearchHandlerTests {
    let clock = ManualClock()

    func ask(
        _ query: [String: String], cache: FakeSearchCache = FakeSearchCache(), catalog: FakeRecipeCatalog = FakeRecipeCatalog(),
        provider: FakeSearchProvider = FakeSearchProvider(), categories: FakeCategoryStore = FakeCategoryStore()
    ) async -> (status: Int, body: JSONValue?) {
        let handler = SearchHandler(search: SearchService(cache: cache, catalog: catalog, provider: provider), categories: categories)
        return await respond(handler, .test("GET", "/functions/v1/search", query: query), context: .test(TestCaller.guest, clock: clock))
    }

    static let pasta = DiscoveredVideo(videoID: "pastaVideo1", title: "Easy pasta recipe", description: "Ingredients:\n200g pasta")
    static let review = DiscoveredVideo(videoID: "reviewVid01", title: "Pasta place review")

    @Test("a new query searches the provider, ranks, caches what the provider found, and adds statuses per answer")
    func miss() async {
        var cache = FakeSearchCache()
        cache.onPage = { key, _ in
            #expect(key == "v1|en|pasta|")
            return nil
        }
        let stored = CallLog()
        cache.onStore = { _, query, locale, page, _ in
            #expect(query == "pasta")
            #expect(locale == "en")
            #expect(page.results.allSatisfy { $0.recipeStatus == nil }, "the cache holds no per-caller status")
            stored.record("store")
        }
        var catalog = FakeRecipeCatalog()
        catalog.onRecipeStatuses = { _, _ in ["reviewVid01": .notRecipe] }
        catalog.onUpsert = { videos, source in
            #expect(videos.count == 2)
            #expect(source == "search")
        }
        var provider = FakeSearchProvider(name: "youtube")
        provider.onSearch = { search in
            #expect(search.query == "pasta recipe")
            return ([Self.review, Self.pasta], nil)
        }
        let (status, body) = await ask(["q": "  Pasta "], cache: cache, catalog: catalog, provider: provider)
        #expect(status == 200)
        #expect(body?["cached"] == false)
        #expect(body?["results"]?.arrayValue?.map { $0["videoId"] } == ["pastaVideo1", "reviewVid01"])
        #expect(body?["results"]?[1]?["recipeStatus"] == "not_recipe")
        #expect(stored.count("store") == 1)
    }

    @Test("a cached page is answered without the provider, with statuses read now")
    func hit() async {
        var cache = FakeSearchCache()
        let expires = clock.now.addingTimeInterval(3600)
        cache.onPage = { _, _ in
            CachedSearchPage(
                results: [SearchResult(videoId: "pastaVideo1", title: "Pasta")], nextPageToken: "t2", expiresAt: expires,
                provider: "catalog")
        }
        var catalog = FakeRecipeCatalog()
        catalog.onRecipeStatuses = { _, _ in ["pastaVideo1": .ready] }
        let (status, body) = await ask(["q": "pasta"], cache: cache, catalog: catalog)
        #expect(status == 200)
        #expect(body?["cached"] == true)
        #expect(body?["nextPageToken"] == "t2")
        #expect(body?["results"]?[0]?["recipeStatus"] == "ready")
    }

    @Test("a failing provider serves an expired cached page as stale, or a 503 with a stable code")
    func providerDown() async {
        var provider = FakeSearchProvider()
        provider.onSearch = { _ in throw ProviderError(.quotaExceeded, provider: "youtube", message: "quota") }
        var empty = FakeSearchCache()
        empty.onPage = { _, _ in nil }
        let (status, body) = await ask(["q": "pasta"], cache: empty, provider: provider)
        #expect(status == 503)
        #expect(body?["code"] == "SEARCH_QUOTA_EXCEEDED")

        var expired = FakeSearchCache()
        let past = clock.now.addingTimeInterval(-60)
        expired.onPage = { _, _ in CachedSearchPage(results: [], nextPageToken: nil, expiresAt: past, provider: "youtube") }
        var catalog = FakeRecipeCatalog()
        catalog.onRecipeStatuses = { _, _ in [:] }
        let stale = await ask(["q": "pasta"], cache: expired, catalog: catalog, provider: provider)
        #expect(stale.status == 200)
        #expect(stale.body?["stale"] == true)
    }

    @Test("no query: the categories; a category: curated videos first, known non-recipes left out")
    func categories() async {
        let dinner = ChefStream.Category(slug: "dinner", title: "Dinner", description: nil, query: "dinner")
        var categories = FakeCategoryStore()
        categories.onAll = { _ in [dinner] }
        categories.onCategory = { slug, _ in slug == "dinner" ? (dinner, [SearchResult(videoId: "curated0001", title: "Curated")]) : nil }
        let list = await ask([:], categories: categories)
        #expect(list.body == ["categories": [["slug": "dinner", "title": "Dinner", "description": nil]]])

        var cache = FakeSearchCache()
        cache.onPage = { _, _ in nil }
        cache.onStore = { _, _, _, _, _ in }
        var catalog = FakeRecipeCatalog()
        catalog.onRecipeStatuses = { _, _ in ["reviewVid01": .notRecipe] }
        catalog.onUpsert = { _, _ in }
        var provider = FakeSearchProvider()
        provider.onSearch = { _ in ([Self.pasta, Self.review], "next") }
        let page = await ask(["category": "dinner"], cache: cache, catalog: catalog, provider: provider, categories: categories)
        #expect(page.status == 200)
        #expect(page.body?["results"]?.arrayValue?.map { $0["videoId"] } == ["curated0001", "pastaVideo1"])
        #expect(page.body?["nextPageToken"] == "next")

        let unknown = await ask(["category": "brunch"], categories: categories)
        #expect(unknown.status == 404)
        #expect(unknown.body?["code"] == "UNKNOWN_CATEGORY")
    }

    @Test(
        "bad queries are refused before anything is read",
        arguments: [
            (["q": "a", "category": "dinner"], "AMBIGUOUS_SEARCH"), (["q": String(repeating: "a", count: 201)], "QUERY_TOO_LONG"),
            (["locale": "english please"], "INVALID_LOCALE"), (["q": "a", "pageToken": "<script>"], "INVALID_PAGE_TOKEN"),
        ])
    func badInput(query: [String: String], code: String) async {
        let (status, body) = await ask(query)
        #expect(status == 400)
        #expect(body?["code"] == .string(code))
    }
}
