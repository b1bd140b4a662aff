import FunctionRuntime
import Recipes

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a video's recipe stands. `generating` is never stored: it is the answer while another
/// request holds the extraction lease past this request's wait.
public enum RecipeStatus: String, Sendable, CaseIterable {
    case ready
    case notRecipe = "not_recipe"
    /// A recipe video whose recipe is not readable here (it links elsewhere): no empty recipe.
    case incomplete
    case failed
    case generating
}

/// The answer to "what is the recipe of this video?" (`GET /functions/v1/recipe`, and each item
/// of an extract batch).
public struct RecipeAnswer: Sendable, Equatable, FunctionResponse {
    public var videoID: String
    public var status: RecipeStatus
    public var cached: Bool
    public var recipe: JSONValue?
    public var reason: String?
    public var inputs: [String]
    public var extractorVersion: String?
    public var confidence: Double?
    public var generatedAt: Date?
    public var failure: FunctionError?
    /// For a failed recipe inside its retry backoff: seconds until the next attempt.
    public var retryAfterSeconds: Int?

    public init(
        videoID: String, status: RecipeStatus, cached: Bool = false, recipe: JSONValue? = nil, reason: String? = nil, inputs: [String] = [],
        extractorVersion: String? = nil, confidence: Double? = nil, generatedAt: Date? = nil, failure: FunctionError? = nil
    ) {
        self.videoID = videoID
        self.status = status
        self.cached = cached
        self.recipe = recipe
        self.reason = reason
        self.inputs = inputs
        self.extractorVersion = extractorVersion
        self.confidence = confidence
        self.generatedAt = generatedAt
        self.failure = failure
    }

    /// Another request is still extracting: ask again shortly (202).
    public static func generating(_ videoID: String) -> RecipeAnswer { RecipeAnswer(videoID: videoID, status: .generating) }

    /// This answer, saying when the failed extraction behind it will be retried.
    public func retrying(after seconds: Int) -> RecipeAnswer {
        var answer = self
        answer.retryAfterSeconds = seconds
        return answer
    }

    public var statusCode: Int { status == .generating ? 202 : 200 }

    public var headers: [String: String] {
        var headers: [String: String] = ["x-cache": cached ? "hit" : "miss"]
        if let failure { headers["x-error-code"] = failure.code }
        if status == .generating { headers["retry-after"] = "1" }
        if let retryAfterSeconds { headers["retry-after"] = "\(retryAfterSeconds)" }
        return headers
    }

    /// The response body: always which inputs were used, whether values are estimated, and the
    /// extractor version.
    public var json: JSONValue {
        var body: [String: JSONValue] = [
            "videoId": .string(videoID),
            "status": .string(status.rawValue),
            "cached": .bool(cached),
            "recipe": recipe ?? .null,
            "inputs": .array(inputs.map(JSONValue.string)),
            "isEstimated": .bool(recipe?["flags"]?["is_estimated"]?.boolValue ?? false),
            "extractorVersion": .optional(extractorVersion),
            "schemaVersion": .int(Int64(RecipeDocument.schemaVersion)),
            "language": "en",
            "confidence": .optional(confidence.map { ($0 * 100).rounded() / 100 }),
            "generatedAt": .optional(generatedAt.map(Timestamp.iso8601)),
        ]
        switch status {
        case .ready:
            body["translation"] = recipe?["flags"]?["translation"] ?? .null
        case .notRecipe:
            body["reason"] = .optional(reason)
            body["message"] = "No recipe available for this video."
        case .incomplete:
            // What is missing and where the recipe is, from the stored statement.
            body["recipe"] = .null
            body["reason"] = .optional(reason)
            body["message"] = "No recipe available for this video."
            body["missing"] = recipe?["missing"] ?? ["ingredients", "steps"]
            body["recipeUrl"] = recipe?["recipe_url"] ?? .null
        case .failed:
            body["message"] = "No recipe available for this video."
            body["retryable"] = true
            if let retryAfterSeconds { body["retryAfterSeconds"] = .int(Int64(retryAfterSeconds)) }
            if let failure { body["failure"] = ["code": .string(failure.code), "message": .string(failure.message)] }
        case .generating:
            body["message"] = "The recipe is being prepared. Try again shortly."
            body["retryAfterMs"] = 1000
        }
        return .object(body)
    }
}
