#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The one error type functions and the runner answer with: an HTTP status, a stable machine
/// `code` (sent as the `x-error-code` header and used in logs and metrics), a human message and
/// the extra fields the customer's contracts put in the body (`required`, `allowed`, `upgrade`, …).
/// How those become a body depends on the route's `ErrorStyle`.
public struct FunctionError: Error, Sendable, Equatable {
    public let status: Int
    public let code: String
    public let message: String
    /// Extra top-level fields (Savry styles) or `details` (TwinMind style).
    public let fields: [String: JSONValue]
    public let headers: [String: String]

    public init(
        status: Int,
        code: String,
        message: String,
        fields: [String: JSONValue] = [:],
        headers: [String: String] = [:]
    ) {
        self.status = status
        self.code = code
        self.message = message
        self.fields = fields
        self.headers = headers
    }
}

/// How an error is rendered, per customer contract. The runner uses the route's style for the errors it
/// produces itself (401, 413, 429, 502, 503, 504), so every answer on a route has one shape.
public enum ErrorStyle: String, Sendable, Codable {
    /// The Savry import API: `{"error": message, …fields}`.
    case errorField = "error"
    /// The Savry app API: `{"message": message, …fields}` (e.g. `"upgrade": true`).
    case messageField = "message"
    /// The TwinMind transcription contract: `{"success": false, "error": {code, message, details}, "meta": {…}}`.
    case envelope
    /// The ChefStream PRD (which gives no shape): `{"error": message, "code": CODE, …fields}` — the
    /// stable code in the body too.
    case coded

    public func body(for error: FunctionError, requestID: String, now: Date) -> JSONValue {
        switch self {
        case .errorField:
            var object = error.fields
            object["error"] = .string(error.message)
            return .object(object)
        case .messageField:
            var object = error.fields
            object["message"] = .string(error.message)
            return .object(object)
        case .coded:
            var object = error.fields
            object["error"] = .string(error.message)
            object["code"] = .string(error.code)
            return .object(object)
        case .envelope:
            var detail: [String: JSONValue] = [
                "code": .string(Self.envelopeCodes[error.code] ?? error.code), "message": .string(error.message),
            ]
            if !error.fields.isEmpty { detail["details"] = .object(error.fields) }
            return [
                "success": false,
                "error": .object(detail),
                "meta": [
                    "api_version": "v1.0",
                    "request_id": .string(requestID),
                    "timestamp": .string(Timestamp.iso8601(now)),
                ],
            ]
        }
    }

    /// The TwinMind contract names some outcomes differently; the runner's own codes are translated.
    static let envelopeCodes: [String: String] = [
        "NO_TOKEN": "INVALID_TOKEN", "PAYLOAD_TOO_LARGE": "AUDIO_FILE_TOO_LARGE", "TOO_MANY_REQUESTS": "RATE_LIMIT_EXCEEDED",
        "FUNCTION_TIMEOUT": "PROCESSING_TIMEOUT", "FUNCTION_UNAVAILABLE": "SERVICE_UNAVAILABLE",
        "DATABASE_UNAVAILABLE": "SERVICE_UNAVAILABLE",
        "FUNCTION_CRASHED": "INTERNAL_SERVER_ERROR", "INVALID_FUNCTION_RESPONSE": "INTERNAL_SERVER_ERROR",
        "RESPONSE_TOO_LARGE": "INTERNAL_SERVER_ERROR", "INTERNAL": "INTERNAL_SERVER_ERROR",
    ]

    public func response(for error: FunctionError, requestID: String, now: Date) -> ResponseEnvelope {
        var headers = error.headers
        // The header names the same code the body does (the TwinMind envelope renames some).
        headers["x-error-code"] = self == .envelope ? (Self.envelopeCodes[error.code] ?? error.code) : error.code
        return .json(error.status, body(for: error, requestID: requestID, now: now), headers: headers)
    }
}

/// ISO-8601 timestamps in UTC with whole seconds, as the customer's contracts show them.
public enum Timestamp {
    public static func iso8601(_ date: Date) -> String {
        date.formatted(.iso8601)
    }

    /// Parses `2024-12-01T00:00:00Z`, with or without fractional seconds or an offset.
    public static func parse(_ text: String) -> Date? {
        if let date = try? Date(text, strategy: .iso8601) { return date }
        let fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        return try? fractional.parse(text)
    }
}

/// Errors from lower layers (database, providers) that know which public error they stand for.
/// `FunctionMain` answers them with that error instead of a generic 500.
public protocol FunctionErrorConvertible: Error {
    var functionError: FunctionError { get }
}
