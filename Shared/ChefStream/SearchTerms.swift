import Extraction
// Full Foundation: Unicode compatibility normalisation (NFKC) is not in FoundationEssentials.
import Foundation
import FunctionRuntime
import Providers

/// One search result as the app shows it.
public struct SearchResult: Sendable, Equatable {
    public var videoId: String
    public var title: String
    public var channelTitle: String?
    public var thumbnailUrl: String?
    public var durationSeconds: Int?
    /// What we already know: `ready` (an instant recipe) or `not_recipe`; nil is `unknown`.
    public var recipeStatus: RecipeStatus?

    public init(
        videoId: String, title: String, channelTitle: String? = nil, thumbnailUrl: String? = nil, durationSeconds: Int? = nil,
        recipeStatus: RecipeStatus? = nil
    ) {
        self.videoId = videoId
        self.title = title
        self.channelTitle = channelTitle
        self.thumbnailUrl = thumbnailUrl
        self.durationSeconds = durationSeconds
        self.recipeStatus = recipeStatus
    }

    init(video: DiscoveredVideo) {
        self.init(
            videoId: video.videoID, title: video.title, channelTitle: video.channelTitle, thumbnailUrl: video.thumbnailURL,
            durationSeconds: video.durationSeconds)
    }

    public var json: JSONValue {
        [
            "videoId": .string(videoId), "title": .string(title), "channelTitle": .optional(channelTitle),
            "thumbnailUrl": .optional(thumbnailUrl), "durationSeconds": .optional(durationSeconds),
            "recipeStatus": .string(recipeStatus?.rawValue ?? "unknown"),
        ]
    }

    /// Reads the JSON above back (a cached page); nil for anything else.
    init?(json: JSONValue) {
        guard let videoId = json["videoId"]?.stringValue, let title = json["title"]?.stringValue else { return nil }
        self.init(
            videoId: videoId, title: title, channelTitle: json["channelTitle"]?.stringValue,
            thumbnailUrl: json["thumbnailUrl"]?.stringValue,
            durationSeconds: json["durationSeconds"]?.intValue.map(Int.init),
            recipeStatus: json["recipeStatus"]?.stringValue.flatMap(RecipeStatus.init(rawValue:)))
    }

    func with(status: RecipeStatus?) -> SearchResult {
        var copy = self
        copy.recipeStatus = status
        return copy
    }
}

/// Orders provider results by recipe signals in title and full description (any language):
/// videos already extracted as recipes first, known non-recipes last, duplicates removed.
public enum Ranking {
    public static func rank(_ videos: [DiscoveredVideo], statuses: [String: RecipeStatus]) -> [DiscoveredVideo] {
        var seen = Set<String>()
        let unique = videos.filter { seen.insert($0.videoID).inserted }
        let scored = unique.enumerated().map { index, video -> (DiscoveredVideo, Double) in
            var score = Double(unique.count - index) / Double(max(unique.count, 1)) * 4
            score += Double(HeuristicExtractor.recipeSignal(title: video.title, description: video.description ?? ""))
            switch statuses[video.videoID] {
            case .ready?: score += 10
            case .notRecipe?: score -= 100
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
