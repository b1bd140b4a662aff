import ChefStream
import Foundation
import FunctionRuntime

/// `GET /functions/v1/search?q=&locale=&pageToken=` — guarded, cached recipe-video search;
/// `?category=<slug>` — a curated category's videos; neither — the category list.
struct SearchHandler: FunctionHandler {
    let search: SearchService
    let categories: CategoryStore

    var errorStyle: ErrorStyle { .coded }

    func handle(_ request: RequestEnvelope, context: FunctionContext) async throws -> ResponseEnvelope {
        guard let locale = SearchLocale(request.query("locale")) else {
            throw FunctionError(status: 400, code: "INVALID_LOCALE", message: "locale must look like en, fr or pt-BR")
        }
        let pageToken = request.query("pageToken")
        if let pageToken,
            pageToken.count > 200 || !pageToken.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_=".contains($0)) })
        {
            throw FunctionError(status: 400, code: "INVALID_PAGE_TOKEN", message: "pageToken is not one this service issued")
        }
        let query = request.query("q").map(SearchQuery.normalise).flatMap { $0.isEmpty ? nil : $0 }
        let slug = request.query("category")
        if query != nil && slug != nil {
            throw FunctionError(status: 400, code: "AMBIGUOUS_SEARCH", message: "Send either q or category, not both")
        }
        if let query {
            guard query.count <= SearchQuery.maximumLength else {
                throw FunctionError(
                    status: 400, code: "QUERY_TOO_LONG", message: "q must be at most \(SearchQuery.maximumLength) characters")
            }
            let page = try await search.search(
                query: query, locale: locale, pageToken: pageToken, identity: context.identity, now: context.now,
                deadline: context.deadline,
                logger: context.logger)
            return .json(200, body(page), headers: ["cache-control": "no-store", "x-cache": page.stale ? "stale" : (page.cached ? "hit" : "miss")])
        }
        if let slug {
            return try await category(slug, locale: locale, pageToken: pageToken, context: context)
        }
        let list = try categories.all(as: context.identity)
        return .json(200, ["categories": .array(list.map(\.json))] as JSONValue, headers: ["cache-control": "public, max-age=300"])
    }

    /// Curated videos first (first page only), then what a guarded search for the category finds.
    func category(_ slug: String, locale: SearchLocale, pageToken: String?, context: FunctionContext) async throws -> ResponseEnvelope {
        guard slug.count <= 60, let (category, curated) = try categories.category(slug, as: context.identity) else {
            throw FunctionError(status: 404, code: "UNKNOWN_CATEGORY", message: "No such category")
        }
        var results = pageToken == nil ? curated : []
        var next: String?
        var stale = false
        var cached = true
        do {
            let page = try await search.search(
                query: category.query, locale: locale, pageToken: pageToken, identity: context.identity, now: context.now,
                deadline: context.deadline, logger: context.logger)
            let known = Set(results.map(\.videoId))
            results += page.results.filter { !known.contains($0.videoId) && $0.recipeStatus != "not_recipe" }
            next = page.nextPageToken
            stale = page.stale
            cached = page.cached
        } catch let error as FunctionError where error.status == 503 && !results.isEmpty {
            // The curated part stands on its own when search is down.
            stale = true
        }
        return .json(
            200,
            [
                "category": category.json, "locale": .string(locale.identifier), "results": .array(results.map(Self.json)),
                "nextPageToken": .optional(next), "stale": .bool(stale), "cached": .bool(cached),
            ] as JSONValue, headers: ["cache-control": "no-store"])
    }

    func body(_ page: SearchService.Page) -> JSONValue {
        [
            "query": .string(page.query), "locale": .string(page.locale), "provider": .string(page.provider), "cached": .bool(page.cached),
            "stale": .bool(page.stale), "results": .array(page.results.map(Self.json)), "nextPageToken": .optional(page.nextPageToken),
        ]
    }

    static func json(_ result: SearchResult) -> JSONValue {
        [
            "videoId": .string(result.videoId), "title": .string(result.title), "channelTitle": .optional(result.channelTitle),
            "thumbnailUrl": .optional(result.thumbnailUrl), "durationSeconds": .optional(result.durationSeconds),
            "recipeStatus": .string(result.recipeStatus),
        ]
    }
}
