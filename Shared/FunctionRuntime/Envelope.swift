#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The request a function reads on stdin. Field names follow the AWS API Gateway HTTP API payload
/// v2.0; header names are lower case; `authorization` has been verified and removed by the runner.
public struct RequestEnvelope: Codable, Sendable, Equatable {
    public var version: String
    public var routeKey: String
    public var rawPath: String
    public var rawQueryString: String
    public var headers: [String: String]
    public var queryStringParameters: [String: String]?
    public var pathParameters: [String: String]?
    public var requestContext: RequestContext
    public var body: String?
    public var isBase64Encoded: Bool

    public init(
        routeKey: String,
        rawPath: String,
        rawQueryString: String = "",
        headers: [String: String] = [:],
        queryStringParameters: [String: String]? = nil,
        pathParameters: [String: String]? = nil,
        requestContext: RequestContext,
        body: String? = nil,
        isBase64Encoded: Bool = false
    ) {
        self.version = "2.0"
        self.routeKey = routeKey
        self.rawPath = rawPath
        self.rawQueryString = rawQueryString
        self.headers = headers
        self.queryStringParameters = queryStringParameters
        self.pathParameters = pathParameters
        self.requestContext = requestContext
        self.body = body
        self.isBase64Encoded = isBase64Encoded
    }

    /// The body as bytes, decoding base64 when the runner marked it so.
    public func bodyBytes() -> [UInt8]? {
        guard let body else { return nil }
        if isBase64Encoded { return Data(base64Encoded: body).map { [UInt8]($0) } }
        return Array(body.utf8)
    }
}

public struct RequestContext: Codable, Sendable, Equatable {
    public var requestId: String
    public var routeKey: String
    public var http: HTTPDescription
    public var authorizer: Authorizer?
    /// Milliseconds since the Unix epoch when the runner received the request.
    public var timeEpoch: Int64
    /// Milliseconds since the Unix epoch after which the runner kills the function.
    public var deadline: Int64

    public init(
        requestId: String,
        routeKey: String,
        http: HTTPDescription,
        authorizer: Authorizer?,
        timeEpoch: Int64,
        deadline: Int64
    ) {
        self.requestId = requestId
        self.routeKey = routeKey
        self.http = http
        self.authorizer = authorizer
        self.timeEpoch = timeEpoch
        self.deadline = deadline
    }
}

public struct HTTPDescription: Codable, Sendable, Equatable {
    public var method: String
    public var path: String
    public var `protocol`: String
    public var sourceIp: String
    public var userAgent: String

    public init(method: String, path: String, protocol: String = "HTTP/1.1", sourceIp: String, userAgent: String = "") {
        self.method = method
        self.path = path
        self.protocol = `protocol`
        self.sourceIp = sourceIp
        self.userAgent = userAgent
    }
}

public struct Authorizer: Codable, Sendable, Equatable {
    public struct JWT: Codable, Sendable, Equatable {
        /// Claims of a token whose signature and expiry the runner verified.
        public var claims: [String: JSONValue]
        public var scopes: [String]?

        public init(claims: [String: JSONValue], scopes: [String]? = nil) {
            self.claims = claims
            self.scopes = scopes
        }
    }

    public var jwt: JWT

    public init(claims: [String: JSONValue]) {
        self.jwt = JWT(claims: claims)
    }
}

/// The response a function writes on stdout.
public struct ResponseEnvelope: Codable, Sendable, Equatable {
    public var statusCode: Int
    public var headers: [String: String]?
    public var body: String?
    public var isBase64Encoded: Bool?

    public init(statusCode: Int, headers: [String: String]? = nil, body: String? = nil, isBase64Encoded: Bool? = false) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
        self.isBase64Encoded = isBase64Encoded
    }

    /// A JSON response; the body is encoded with `JSONCoding`.
    public static func json(_ status: Int, _ body: some Encodable, headers: [String: String] = [:]) -> ResponseEnvelope {
        let text = (try? JSONCoding.encodeToString(body)) ?? "{}"
        var allHeaders = headers
        // A function may name another type for what the runner serves in its place (an
        // internal redirect to a stored video).
        if allHeaders["content-type"] == nil { allHeaders["content-type"] = "application/json" }
        return ResponseEnvelope(statusCode: status, headers: allHeaders, body: text, isBase64Encoded: false)
    }

    /// The body as bytes, decoding base64 when the function marked it so.
    public func bodyBytes() -> [UInt8] {
        guard let body else { return [] }
        if isBase64Encoded == true { return Data(base64Encoded: body).map { [UInt8]($0) } ?? [] }
        return Array(body.utf8)
    }
}
