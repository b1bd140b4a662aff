#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The one error type functions and the runner answer with: an HTTP status, a stable machine
/// `code` (sent as the `x-error-code` header and used in logs and metrics), a human message and
/// the extra fields the seed documents put in the body (`required`, `allowed`, `upgrade`, …).
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

extension FunctionError {
    public static let noToken = FunctionError(status: 401, code: "NO_TOKEN", message: "No token provided")
    public static let invalidToken = FunctionError(status: 401, code: "INVALID_TOKEN", message: "Invalid token")
    public static let invalidJSON = FunctionError(status: 400, code: "INVALID_JSON", message: "Request body must be a valid JSON object")
    public static let internalError = FunctionError(status: 500, code: "INTERNAL", message: "Internal server error")
    public static let databaseUnavailable = FunctionError(
        status: 503, code: "DATABASE_UNAVAILABLE", message: "Database temporarily unavailable", headers: ["retry-after": "1"])

    /// The seed-000 shape for absent fields: `{"error":"Missing required fields","required":[…]}`.
    public static func missingFields(_ names: [String]) -> FunctionError {
        FunctionError(
            status: 400, code: "MISSING_FIELDS", message: "Missing required fields",
            fields: ["required": .array(names.map(JSONValue.string))])
    }

    /// A field present with the wrong JSON type or an unacceptable value.
    public static func invalidField(_ name: String, expected: String) -> FunctionError {
        FunctionError(
            status: 400, code: "INVALID_FIELD", message: "Invalid field",
            fields: ["field": .string(name), "expected": .string(expected)])
    }
}

/// How an error is rendered, per seed family. The runner uses the route's style for the errors it
/// produces itself (401, 413, 429, 502, 503, 504), so every answer on a route has one shape.
public enum ErrorStyle: String, Sendable, Codable {
    /// Seed 000 (Savry video import): `{"error": message, …fields}`.
    case errorField = "error"
    /// Seed 001 (Savry app API): `{"message": message, …fields}` (e.g. `"upgrade": true`).
    case messageField = "message"
    /// Seed 004 (TwinMind): `{"success": false, "error": {code, message, details}, "meta": {…}}`.
    case envelope
    /// ChefStream (seed 002 gives no shape): `{"error": message, "code": CODE, …fields}` — the
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
            var detail: [String: JSONValue] = ["code": .string(Self.envelopeCodes[error.code] ?? error.code), "message": .string(error.message)]
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

    /// Seed 004 names some outcomes differently; the runner's own codes are translated.
    static let envelopeCodes: [String: String] = [
        "NO_TOKEN": "INVALID_TOKEN", "PAYLOAD_TOO_LARGE": "AUDIO_FILE_TOO_LARGE", "TOO_MANY_REQUESTS": "RATE_LIMIT_EXCEEDED",
        "FUNCTION_TIMEOUT": "PROCESSING_TIMEOUT", "FUNCTION_UNAVAILABLE": "SERVICE_UNAVAILABLE", "DATABASE_UNAVAILABLE": "SERVICE_UNAVAILABLE",
        "FUNCTION_CRASHED": "INTERNAL_SERVER_ERROR", "INVALID_FUNCTION_RESPONSE": "INTERNAL_SERVER_ERROR",
        "RESPONSE_TOO_LARGE": "INTERNAL_SERVER_ERROR", "INTERNAL": "INTERNAL_SERVER_ERROR",
    ]

    public func response(for error: FunctionError, requestID: String, now: Date) -> ResponseEnvelope {
        var headers = error.headers
        headers["x-error-code"] = error.code
        return .json(error.status, body(for: error, requestID: requestID, now: now), headers: headers)
    }
}

/// ISO-8601 timestamps in UTC with whole seconds, as the seeds show them.
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
