/// One domain's errors: every code a client can receive from it, in the one file that builds them.
/// The OpenAPI document lists the same codes per route (a test compares both).
public protocol ErrorCatalogue {
    static var codes: [String] { get }
}

/// Errors any function can answer with, whatever its contract: tokens, bodies, the envelope,
/// the database, and anything unexpected.
public enum CommonErrors: ErrorCatalogue {
    public static let codes = [
        "NO_TOKEN", "INVALID_TOKEN", "ROLE_NOT_ALLOWED", "INVALID_JSON", "MISSING_FIELDS", "INVALID_FIELD", "INVALID_ENVELOPE",
        "PAYLOAD_TOO_LARGE", "FUNCTION_MISCONFIGURED", "DATABASE_UNAVAILABLE", "FORBIDDEN", "INTERNAL",
    ]

    public static let noToken = FunctionError(status: 401, code: "NO_TOKEN", message: "No token provided")
    public static let invalidToken = FunctionError(status: 401, code: "INVALID_TOKEN", message: "Invalid token")
    public static let roleNotAllowed = FunctionError(status: 403, code: "ROLE_NOT_ALLOWED", message: "Role not allowed")
    public static let invalidJSON = FunctionError(status: 400, code: "INVALID_JSON", message: "Request body must be a valid JSON object")
    public static let invalidEnvelope = FunctionError(status: 400, code: "INVALID_ENVELOPE", message: "Invalid request envelope")
    public static let payloadTooLarge = FunctionError(status: 413, code: "PAYLOAD_TOO_LARGE", message: "Request too large")
    public static let misconfigured = FunctionError(status: 503, code: "FUNCTION_MISCONFIGURED", message: "Service unavailable")
    /// Row-level security or a grant refused a statement the request made.
    public static let forbidden = FunctionError(status: 403, code: "FORBIDDEN", message: "Forbidden")
    public static let internalError = FunctionError(status: 500, code: "INTERNAL", message: "Internal server error")
    public static let databaseUnavailable = FunctionError(
        status: 503, code: "DATABASE_UNAVAILABLE", message: "Database temporarily unavailable", headers: ["retry-after": "1"])

    /// The Savry contracts' shape for absent fields: `{"error":"Missing required fields","required":[…]}`.
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
