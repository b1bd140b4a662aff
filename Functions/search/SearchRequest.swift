import ChefStream
import FunctionRuntime

/// `GET /functions/v1/search`: `?q=` a guarded, cached search; `?category=<slug>` a curated
/// category's videos; neither, the category list. `locale` and `pageToken` apply to both.
enum SearchRequest: FunctionRequest, Equatable {
    case categories(locale: SearchLocale)
    case category(slug: String, locale: SearchLocale, pageToken: String?)
    case query(String, locale: SearchLocale, pageToken: String?)

    init(_ envelope: RequestEnvelope) throws(FunctionError) {
        guard let locale = SearchLocale(envelope.query("locale")) else { throw ChefStreamErrors.invalidLocale }
        let pageToken = envelope.query("pageToken")
        if let pageToken,
            pageToken.count > 200 || !pageToken.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_=".contains($0)) })
        {
            throw ChefStreamErrors.invalidPageToken
        }
        let query = envelope.query("q").map(SearchQuery.normalise).flatMap { $0.isEmpty ? nil : $0 }
        let slug = envelope.query("category")
        switch (query, slug) {
        case (_?, _?):
            throw ChefStreamErrors.ambiguousSearch
        case (let query?, nil):
            guard query.count <= SearchQuery.maximumLength else { throw ChefStreamErrors.queryTooLong }
            self = .query(query, locale: locale, pageToken: pageToken)
        case (nil, let slug?):
            self = .category(slug: slug, locale: locale, pageToken: pageToken)
        case (nil, nil):
            self = .categories(locale: locale)
        }
    }
}

/// The three answers of the search route.
enum SearchResponse: FunctionResponse, Equatable {
    case categories([Category])
    case category(CategoryPage)
    case results(SearchService.Page)

    var headers: [String: String] {
        switch self {
        case .categories: return ["cache-control": "public, max-age=300"]
        case .category: return ["cache-control": "no-store"]
        case .results(let page): return page.headers
        }
    }

    var json: JSONValue {
        switch self {
        case .categories(let list): return ["categories": .array(list.map(\.json))]
        case .category(let page): return page.json
        case .results(let page): return page.json
        }
    }
}

/// A category's videos: the curated ones first (first page only), then what a guarded search for
/// the category finds.
struct CategoryPage: Sendable, Equatable {
    var category: Category
    var locale: String
    var results: [SearchResult]
    var nextPageToken: String?
    var stale: Bool
    var cached: Bool

    var json: JSONValue {
        [
            "category": category.json, "locale": .string(locale), "results": .array(results.map(\.json)),
            "nextPageToken": .optional(nextPageToken), "stale": .bool(stale), "cached": .bool(cached),
        ]
    }
}
