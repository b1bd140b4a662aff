import Database
import FunctionRuntime
import Providers

/// Every error the ChefStream functions (search, recipe, extract) answer with, as
/// `{"error": message, "code": CODE}` bodies. Extraction failures also appear inside a `failed`
/// recipe answer (`failure.code`).
public enum ChefStreamErrors: ErrorCatalogue {
    public static let codes = [
        "INVALID_LOCALE", "INVALID_PAGE_TOKEN", "AMBIGUOUS_SEARCH", "QUERY_TOO_LONG", "UNKNOWN_CATEGORY", "SEARCH_UNAVAILABLE",
        "SEARCH_QUOTA_EXCEEDED", "SEARCH_MISCONFIGURED", "INVALID_VIDEO_ID", "VIDEO_NOT_FOUND", "FORBIDDEN",
        "EXTRACTOR_QUOTA_EXCEEDED", "EXTRACTOR_TIMEOUT", "EXTRACTOR_UNAVAILABLE", "EXTRACTION_REFUSED", "EXTRACTION_TRUNCATED",
        "EXTRACTION_INVALID", "EXTRACTION_FAILED", "RATE_LIMITED", "PROVIDER_BUDGET_EXHAUSTED",
    ]

    // MARK: Search

    public static let invalidLocale = FunctionError(status: 400, code: "INVALID_LOCALE", message: "locale must look like en, fr or pt-BR")
    public static let invalidPageToken = FunctionError(
        status: 400, code: "INVALID_PAGE_TOKEN", message: "pageToken is not one this service issued")
    public static let ambiguousSearch = FunctionError(status: 400, code: "AMBIGUOUS_SEARCH", message: "Send either q or category, not both")
    public static let queryTooLong = FunctionError(
        status: 400, code: "QUERY_TOO_LONG", message: "q must be at most \(SearchQuery.maximumLength) characters")
    public static let unknownCategory = FunctionError(status: 404, code: "UNKNOWN_CATEGORY", message: "No such category")
    public static let searchUnavailable = FunctionError(
        status: 503, code: "SEARCH_UNAVAILABLE", message: "Search is temporarily unavailable", headers: ["retry-after": "30"])
    public static let searchQuotaExceeded = FunctionError(
        status: 503, code: "SEARCH_QUOTA_EXCEEDED", message: "Search quota exhausted; try again later", headers: ["retry-after": "3600"])
    public static let searchMisconfigured = FunctionError(
        status: 503, code: "SEARCH_MISCONFIGURED", message: "Search is temporarily unavailable")

    /// The answer when the search provider failed and no cached answer can stand in.
    public static func searchFailed(_ error: any Error) -> FunctionError {
        if let functionError = error as? FunctionError { return functionError }
        switch (error as? ProviderError)?.kind {
        case .quotaExceeded?: return searchQuotaExceeded
        case .badCredentials?: return searchMisconfigured
        default: return searchUnavailable
        }
    }

    // MARK: Paid providers

    /// The error for a paid call the spend guard refused; nil when it was allowed.
    public static func refused(_ decision: SpendDecision) -> FunctionError? {
        switch decision {
        case .allowed:
            return nil
        case .clientLimited(let seconds):
            return FunctionError(
                status: 429, code: "RATE_LIMITED", message: "Too many new searches or recipes from this client; try again shortly",
                fields: ["retryAfterSeconds": .int(Int64(seconds))], headers: ["retry-after": "\(seconds)"])
        case .budgetExhausted(let seconds):
            return FunctionError(
                status: 503, code: "PROVIDER_BUDGET_EXHAUSTED",
                message: "Today's budget for new searches or recipes is spent; cached ones still work",
                fields: ["retryAfterSeconds": .int(Int64(seconds))], headers: ["retry-after": "\(seconds)"])
        }
    }

    // MARK: Recipes

    public static let invalidVideoID = FunctionError(
        status: 400, code: "INVALID_VIDEO_ID", message: "videoId must be an 11-character YouTube video id")
    public static let videoNotFound = FunctionError(status: 404, code: "VIDEO_NOT_FOUND", message: "Unknown video")
    public static let extractForbidden = FunctionError(
        status: 403, code: "FORBIDDEN", message: "Only the service role may force extraction")

    // MARK: Extraction failures (stored with a failed recipe; the next request retries)

    public static let extractorQuotaExceeded = FunctionError(
        status: 503, code: "EXTRACTOR_QUOTA_EXCEEDED", message: "The recipe extractor is unavailable")
    public static let extractorTimeout = FunctionError(
        status: 503, code: "EXTRACTOR_TIMEOUT", message: "The recipe extractor is unavailable")
    public static let extractorUnavailable = FunctionError(
        status: 503, code: "EXTRACTOR_UNAVAILABLE", message: "The recipe extractor is unavailable")
    public static let extractionRefused = FunctionError(
        status: 422, code: "EXTRACTION_REFUSED", message: "The extractor declined this video")
    public static let extractionTruncated = FunctionError(
        status: 422, code: "EXTRACTION_TRUNCATED", message: "The extractor's answer was cut off")
    public static let extractionTookTooLong = FunctionError(status: 504, code: "EXTRACTOR_TIMEOUT", message: "The extractor took too long")
    public static let extractionInvalid = FunctionError(
        status: 422, code: "EXTRACTION_INVALID", message: "The extractor's answer did not match the recipe schema")
    public static let extractionFailed = FunctionError(status: 500, code: "EXTRACTION_FAILED", message: "Extraction failed")
}
