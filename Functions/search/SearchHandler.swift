import ChefStream
import FunctionRuntime

/// `GET /functions/v1/search` (the ChefStream PRD's guarded search and curated home). Guests
/// welcome.
struct SearchHandler: FunctionHandler {
    let search: SearchService
    let categories: any CategoryStore

    var errorStyle: ErrorStyle { .coded }
    var access: Access { .anyone }

    func handle(_ request: SearchRequest, context: FunctionContext) async throws -> SearchResponse {
        switch request {
        case .categories:
            return .categories(try categories.all(as: context.identity))
        case .query(let query, let locale, let pageToken):
            return .results(try await search.search(query: query, locale: locale, pageToken: pageToken, context: context))
        case .category(let slug, let locale, let pageToken):
            return .category(try await category(slug, locale: locale, pageToken: pageToken, context: context))
        }
    }

    func category(_ slug: String, locale: SearchLocale, pageToken: String?, context: FunctionContext) async throws -> CategoryPage {
        guard slug.count <= 60, let (category, curated) = try categories.category(slug, as: context.identity) else {
            throw ChefStreamErrors.unknownCategory
        }
        var page = CategoryPage(
            category: category, locale: locale.identifier, results: pageToken == nil ? curated : [], nextPageToken: nil, stale: false,
            cached: true)
        do {
            let found = try await search.search(query: category.query, locale: locale, pageToken: pageToken, context: context)
            let known = Set(page.results.map(\.videoId))
            page.results += found.results.filter { !known.contains($0.videoId) && $0.recipeStatus != .notRecipe }
            page.nextPageToken = found.nextPageToken
            page.stale = found.stale
            page.cached = found.cached
        } catch let error as FunctionError where error.status == 503 && !page.results.isEmpty {
            // The curated part stands on its own when search is down.
            page.stale = true
        }
        return page
    }
}
