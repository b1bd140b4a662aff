import FunctionRuntime

/// The runner's own errors, one per outcome that is not "exit 0 with a valid envelope".
public enum RunnerErrors: ErrorCatalogue {
    public static let codes = [
        "NOT_FOUND", "METHOD_NOT_ALLOWED", "PAYLOAD_TOO_LARGE", "UNREADABLE_BODY", "TOO_MANY_REQUESTS", "FUNCTION_UNAVAILABLE",
        "FUNCTION_TIMEOUT", "FUNCTION_CRASHED", "INVALID_FUNCTION_RESPONSE", "RESPONSE_TOO_LARGE",
    ]

    public static let notFound = FunctionError(status: 404, code: "NOT_FOUND", message: "Not found")
    public static func methodNotAllowed(_ allowed: [String]) -> FunctionError {
        FunctionError(
            status: 405, code: "METHOD_NOT_ALLOWED", message: "Method not allowed", headers: ["allow": allowed.joined(separator: ", ")])
    }
    public static func payloadTooLarge(limit: Int) -> FunctionError {
        FunctionError(
            status: 413, code: "PAYLOAD_TOO_LARGE", message: "Request body too large",
            fields: ["maxBytes": .int(Int64(limit))])
    }
    public static let unreadableBody = FunctionError(status: 400, code: "UNREADABLE_BODY", message: "Could not read the request body")
    public static let tooManyRequests = FunctionError(
        status: 429, code: "TOO_MANY_REQUESTS", message: "Too many concurrent requests, retry shortly", headers: ["retry-after": "1"])
    public static let functionUnavailable = FunctionError(
        status: 503, code: "FUNCTION_UNAVAILABLE", message: "Function unavailable", headers: ["retry-after": "1"])
    public static let functionTimeout = FunctionError(status: 504, code: "FUNCTION_TIMEOUT", message: "Function timed out")
    public static let functionCrashed = FunctionError(status: 502, code: "FUNCTION_CRASHED", message: "Function failed")
    public static let invalidFunctionResponse = FunctionError(
        status: 502, code: "INVALID_FUNCTION_RESPONSE", message: "Function returned an invalid response")
    public static let responseTooLarge = FunctionError(status: 502, code: "RESPONSE_TOO_LARGE", message: "Function response too large")
}
