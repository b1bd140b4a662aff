import Foundation
import FunctionRuntime

/// An HTTP request as the runner received it, before it becomes an envelope.
public struct IncomingRequest: Sendable {
    public var method: String
    /// The path as sent (still percent-encoded), without the query.
    public var path: String
    public var rawQuery: String
    /// Header fields in arrival order; names in any case.
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]
    public var sourceIP: String

    public init(
        method: String, path: String, rawQuery: String = "", headers: [(name: String, value: String)] = [], body: [UInt8] = [],
        sourceIP: String = "127.0.0.1"
    ) {
        self.method = method
        self.path = path
        self.rawQuery = rawQuery
        self.headers = headers
        self.body = body
        self.sourceIP = sourceIP
    }

    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name }?.value
    }
}

/// Builds the API Gateway v2.0-style request envelope a function reads on stdin.
public enum EnvelopeBuilder {
    /// Headers a function never sees: the verified token, and hop-by-hop fields.
    static let strippedHeaders: Set<String> = [
        "authorization", "connection", "keep-alive", "proxy-authorization", "proxy-connection", "te", "trailer",
        "transfer-encoding", "upgrade",
    ]

    public static func envelope(
        for request: IncomingRequest,
        route: RouteSpec,
        pathParameters: [String: String],
        claims: [String: JSONValue]?,
        requestID: String,
        receivedAt: Date,
        timeout: Duration
    ) -> RequestEnvelope {
        var headers: [String: String] = [:]
        for (name, value) in request.headers {
            let key = name.lowercased()
            guard !strippedHeaders.contains(key) else { continue }
            headers[key] = headers[key].map { "\($0),\(value)" } ?? value
        }
        let (body, isBase64) = encodeBody(request.body, contentType: headers["content-type"])
        let timeEpoch = Int64((receivedAt.timeIntervalSince1970 * 1000).rounded())
        let timeoutMs = Int64(timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
        let query = parseQuery(request.rawQuery)
        return RequestEnvelope(
            routeKey: route.routeKey,
            rawPath: request.path,
            rawQueryString: request.rawQuery,
            headers: headers,
            queryStringParameters: query.isEmpty ? nil : query,
            pathParameters: pathParameters.isEmpty ? nil : pathParameters,
            requestContext: RequestContext(
                requestId: requestID,
                routeKey: route.routeKey,
                http: HTTPDescription(
                    method: request.method, path: request.path, sourceIp: request.sourceIP, userAgent: headers["user-agent"] ?? ""),
                authorizer: claims.map { Authorizer(claims: $0) },
                timeEpoch: timeEpoch,
                deadline: timeEpoch + timeoutMs),
            body: body,
            isBase64Encoded: isBase64)
    }

    /// Text bodies (JSON, text, forms, or no content type) travel as strings when they are valid
    /// UTF-8; anything else (multipart, audio, invalid UTF-8) as base64.
    static func encodeBody(_ bytes: [UInt8], contentType: String?) -> (String?, Bool) {
        guard !bytes.isEmpty else { return (nil, false) }
        let type = contentType?.lowercased() ?? ""
        let textual = type.isEmpty || type.contains("json") || type.hasPrefix("text/") || type.contains("x-www-form-urlencoded")
        if textual, let text = String(validating: bytes, as: UTF8.self) { return (text, false) }
        return (Data(bytes).base64EncodedString(), true)
    }

    /// `a=1&b=x+y&a=2` → `["a": "1,2", "b": "x y"]` (repeated keys joined with commas, as API Gateway does).
    public static func parseQuery(_ raw: String) -> [String: String] {
        var result: [String: String] = [:]
        for pair in raw.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = decode(parts[0])
            let value = parts.count > 1 ? decode(parts[1]) : ""
            guard !name.isEmpty else { continue }
            result[name] = result[name].map { "\($0),\(value)" } ?? value
        }
        return result
    }

    private static func decode(_ component: Substring) -> String {
        let spaced = component.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
