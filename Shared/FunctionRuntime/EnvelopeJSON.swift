#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A type read from and written to JSON through `JSONText` directly. Conversions follow what the
/// synthesized Codable conformance does (absent or null optionals are nil; nil is omitted on
/// output), so both paths give the same bytes.
public protocol JSONRepresentable {
    init(json: JSONValue) throws(JSONShapeError)
    var json: JSONValue { get }
}

/// A JSON document of the wrong shape for the type it was read as.
public struct JSONShapeError: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let expected: String
    public var description: String { "\(path): expected \(expected)" }
}

/// Typed access to members while converting.
struct JSONFields {
    let members: [String: JSONValue]
    let path: String

    init(_ value: JSONValue, path: String) throws(JSONShapeError) {
        guard case .object(let members) = value else { throw JSONShapeError(path: path, expected: "an object") }
        self.members = members
        self.path = path
    }

    func present(_ key: String) -> JSONValue? {
        guard let value = members[key], value != .null else { return nil }
        return value
    }

    func string(_ key: String) throws(JSONShapeError) -> String {
        guard case .string(let text)? = members[key] else { throw JSONShapeError(path: path + "." + key, expected: "a string") }
        return text
    }

    func optionalString(_ key: String) throws(JSONShapeError) -> String? {
        guard let value = present(key) else { return nil }
        guard case .string(let text) = value else { throw JSONShapeError(path: path + "." + key, expected: "a string") }
        return text
    }

    func bool(_ key: String) throws(JSONShapeError) -> Bool {
        guard case .bool(let flag)? = members[key] else { throw JSONShapeError(path: path + "." + key, expected: "a boolean") }
        return flag
    }

    func optionalBool(_ key: String) throws(JSONShapeError) -> Bool? {
        guard let value = present(key) else { return nil }
        guard case .bool(let flag) = value else { throw JSONShapeError(path: path + "." + key, expected: "a boolean") }
        return flag
    }

    func int(_ key: String) throws(JSONShapeError) -> Int64 {
        guard case .int(let number)? = members[key] else { throw JSONShapeError(path: path + "." + key, expected: "an integer") }
        return number
    }

    func strings(_ key: String) throws(JSONShapeError) -> [String: String] {
        guard let map = try optionalStrings(key) else { throw JSONShapeError(path: path + "." + key, expected: "an object of strings") }
        return map
    }

    func optionalStrings(_ key: String) throws(JSONShapeError) -> [String: String]? {
        guard let value = present(key) else { return nil }
        guard case .object(let members) = value else { throw JSONShapeError(path: path + "." + key, expected: "an object of strings") }
        var map: [String: String] = [:]
        map.reserveCapacity(members.count)
        for (name, member) in members {
            guard case .string(let text) = member else { throw JSONShapeError(path: path + "." + key + "." + name, expected: "a string") }
            map[name] = text
        }
        return map
    }
}

extension Dictionary where Key == String, Value == String {
    var json: JSONValue { .object(mapValues(JSONValue.string)) }
}

extension RequestEnvelope: JSONRepresentable {
    public init(json: JSONValue) throws(JSONShapeError) {
        let fields = try JSONFields(json, path: "envelope")
        self.init(
            routeKey: try fields.string("routeKey"), rawPath: try fields.string("rawPath"),
            rawQueryString: try fields.string("rawQueryString"),
            headers: try fields.strings("headers"), queryStringParameters: try fields.optionalStrings("queryStringParameters"),
            pathParameters: try fields.optionalStrings("pathParameters"),
            requestContext: try RequestContext(json: fields.members["requestContext"] ?? .null),
            body: try fields.optionalString("body"), isBase64Encoded: try fields.bool("isBase64Encoded"))
        self.version = try fields.string("version")
    }

    public var json: JSONValue {
        var members: [String: JSONValue] = [
            "version": .string(version), "routeKey": .string(routeKey), "rawPath": .string(rawPath),
            "rawQueryString": .string(rawQueryString),
            "headers": headers.json, "requestContext": requestContext.json, "isBase64Encoded": .bool(isBase64Encoded),
        ]
        if let queryStringParameters { members["queryStringParameters"] = queryStringParameters.json }
        if let pathParameters { members["pathParameters"] = pathParameters.json }
        if let body { members["body"] = .string(body) }
        return .object(members)
    }
}

extension RequestContext: JSONRepresentable {
    public init(json: JSONValue) throws(JSONShapeError) {
        let fields = try JSONFields(json, path: "requestContext")
        var authorizer: Authorizer?
        if let value = fields.present("authorizer") {
            let outer = try JSONFields(value, path: "requestContext.authorizer")
            let jwt = try JSONFields(outer.members["jwt"] ?? .null, path: "requestContext.authorizer.jwt")
            guard case .object(let claims)? = jwt.members["claims"] else {
                throw JSONShapeError(path: "requestContext.authorizer.jwt.claims", expected: "an object")
            }
            var scopes: [String]?
            if let list = jwt.present("scopes") {
                guard case .array(let items) = list, let texts = Optional(items.compactMap(\.stringValue)), texts.count == items.count
                else {
                    throw JSONShapeError(path: "requestContext.authorizer.jwt.scopes", expected: "an array of strings")
                }
                scopes = texts
            }
            var built = Authorizer(claims: claims)
            built.jwt.scopes = scopes
            authorizer = built
        }
        let http = try JSONFields(fields.members["http"] ?? .null, path: "requestContext.http")
        self.init(
            requestId: try fields.string("requestId"), routeKey: try fields.string("routeKey"),
            http: HTTPDescription(
                method: try http.string("method"), path: try http.string("path"), protocol: try http.string("protocol"),
                sourceIp: try http.string("sourceIp"), userAgent: try http.string("userAgent")),
            authorizer: authorizer, timeEpoch: try fields.int("timeEpoch"), deadline: try fields.int("deadline"))
    }

    public var json: JSONValue {
        var members: [String: JSONValue] = [
            "requestId": .string(requestId), "routeKey": .string(routeKey), "timeEpoch": .int(timeEpoch), "deadline": .int(deadline),
            "http": [
                "method": .string(http.method), "path": .string(http.path), "protocol": .string(http.protocol),
                "sourceIp": .string(http.sourceIp),
                "userAgent": .string(http.userAgent),
            ],
        ]
        if let authorizer {
            var jwt: [String: JSONValue] = ["claims": .object(authorizer.jwt.claims)]
            if let scopes = authorizer.jwt.scopes { jwt["scopes"] = .array(scopes.map(JSONValue.string)) }
            members["authorizer"] = ["jwt": .object(jwt)]
        }
        return .object(members)
    }
}

extension ResponseEnvelope: JSONRepresentable {
    public init(json: JSONValue) throws(JSONShapeError) {
        let fields = try JSONFields(json, path: "response")
        guard case .int(let status)? = fields.members["statusCode"], let statusCode = Int(exactly: status) else {
            throw JSONShapeError(path: "response.statusCode", expected: "an integer")
        }
        self.init(
            statusCode: statusCode, headers: try fields.optionalStrings("headers"), body: try fields.optionalString("body"),
            isBase64Encoded: try fields.optionalBool("isBase64Encoded"))
    }

    public var json: JSONValue {
        var members: [String: JSONValue] = ["statusCode": .int(Int64(statusCode))]
        if let headers { members["headers"] = headers.json }
        if let body { members["body"] = .string(body) }
        if let isBase64Encoded { members["isBase64Encoded"] = .bool(isBase64Encoded) }
        return .object(members)
    }
}
