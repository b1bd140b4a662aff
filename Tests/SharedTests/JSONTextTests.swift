import Foundation
import FunctionRuntime
import Testing

/// The direct JSON reader/writer must agree with Foundation's Codable JSON exactly: same bytes
/// out (golden files and cache keys depend on them), same values in, same refusals.
@Suite("JSON text")
struct JSONTextTests {
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 29)
        }
    }

    static let keys = ["a", "a10", "a2", "B", "_", "é", "Z", "", "zz", "A", "ä", "title", "1", "10", "9", "key with space", "ß", "𝄞"]
    static let strings = [
        "", "plain", "quote \" and backslash \\", "slash / stays", "line\nbreak\ttab\r", "\u{01}\u{1F}\u{7F}", "é ñ 中文 🍝",
        "\u{2028}\u{2029}", "<script>", "emoji 👩‍🍳", "nul\u{0}byte",
    ]
    static let doubles: [Double] = [0.1, 1.5, -2.25, 1e-7, 1e21, 123456.789, 3.14159, 0.5, 1e300, -1e-300, 2.5e-5, 100.0, 4.0]

    static func value(_ generator: inout Generator, depth: Int) -> JSONValue {
        let pick = Int(generator.next() % (depth > 3 ? 6 : 8))
        switch pick {
        case 0: return .null
        case 1: return .bool(generator.next() % 2 == 0)
        case 2: return .int([0, 1, -1, 42, Int64.max, Int64.min, 9_007_199_254_740_993][Int(generator.next() % 7)])
        case 3: return .double(doubles[Int(generator.next() % UInt64(doubles.count))])
        case 4, 5: return .string(strings[Int(generator.next() % UInt64(strings.count))])
        case 6: return .array((0..<Int(generator.next() % 4)).map { _ in value(&generator, depth: depth + 1) })
        default:
            var members: [String: JSONValue] = [:]
            for _ in 0..<Int(generator.next() % 6) {
                members[keys[Int(generator.next() % UInt64(keys.count))]] = value(&generator, depth: depth + 1)
            }
            return .object(members)
        }
    }

    static func foundationText(_ value: JSONValue) throws -> String {
        String(decoding: try JSONCoding.encoder().encode(value), as: UTF8.self)
    }

    static func foundationParse(_ text: String) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    @Test("2,000 generated documents serialise to the same bytes as JSONEncoder and parse back to the same values")
    func agreesWithFoundation() throws {
        var generator = Generator(state: 20_261_122)
        for _ in 0..<2_000 {
            let document = Self.value(&generator, depth: 0)
            let text = JSONText.serialize(document)
            #expect(text == (try Self.foundationText(document)))
            let parsed = try JSONText.parse(text)
            #expect(parsed == Self.foundationParse(text))
        }
    }

    @Test(
        "numbers are read as Foundation reads them",
        arguments: [
            "1", "-0", "1.0", "1e2", "2.5", "12345678901234567890", "-9223372036854775808", "9223372036854775807", "1E-2", "0.1e1",
            "[1,2.0]",
        ])
    func numbers(_ text: String) throws {
        #expect(try JSONText.parse(text) == Self.foundationParse(text))
    }

    @Test(
        "malformed documents are refused",
        arguments: [
            "", "{", "{\"a\":}", "01", "1.", "-", "1e", "+1", "1e400", "-1e400", "\"\\x\"", "\"\\ud800\"", "\"\\udc00x\"", "tru", "nul",
            "{\"a\" 1}", "[1 2]", "\"unterminated", "\"tab\there\"", "1 2", "{'a':1}", "NaN", "Infinity", "[", "]",
        ])
    func refusals(_ text: String) {
        #expect(throws: JSONText.SyntaxError.self) { try JSONText.parse(text) }
        #expect(Self.foundationParse(text) == nil, "Foundation accepts \(text.debugDescription) while we refuse it")
    }

    @Test("stricter than Foundation on trailing commas; a leading byte order mark is ignored")
    func strictness() throws {
        #expect(throws: JSONText.SyntaxError.self) { try JSONText.parse("[1,]") }
        #expect(throws: JSONText.SyntaxError.self) { try JSONText.parse(#"{"a":1,}"#) }
        #expect(try JSONText.parse("\u{FEFF}{}") == [:])
    }

    @Test("invalid UTF-8 and excessive nesting are refused")
    func hostileInput() {
        #expect(throws: JSONText.SyntaxError.self) { try JSONText.parse([0x22, 0xC3, 0x28, 0x22]) }
        #expect(throws: JSONText.SyntaxError.self) {
            try JSONText.parse(String(repeating: "[", count: 600) + String(repeating: "]", count: 600))
        }
        #expect((try? JSONText.parse(String(repeating: "[", count: 100) + String(repeating: "]", count: 100))) != nil)
    }

    @Test("envelopes written directly are byte-identical to Codable's, and read back equal")
    func envelopes() throws {
        let request = RequestEnvelope(
            routeKey: "POST /items/{id}", rawPath: "/items/a%20b", rawQueryString: "x=1&y=%2F",
            headers: ["content-type": "application/json"],
            queryStringParameters: ["x": "1", "y": "/"], pathParameters: ["id": "a b"],
            requestContext: RequestContext(
                requestId: "req_1", routeKey: "POST /items/{id}",
                http: HTTPDescription(method: "POST", path: "/items/a b", sourceIp: "127.0.0.1"),
                authorizer: Authorizer(claims: ["sub": "u", "tier": "PRO", "exp": 1_700_000_000]), timeEpoch: 1, deadline: 2),
            body: "{\"a\":\"é\\n\"}")
        let anonymous = RequestEnvelope(
            routeKey: "GET /x", rawPath: "/x",
            requestContext: RequestContext(
                requestId: "r", routeKey: "GET /x", http: HTTPDescription(method: "GET", path: "/x", sourceIp: "::1"), authorizer: nil,
                timeEpoch: 5, deadline: 6))
        for envelope in [request, anonymous] {
            let direct = try JSONCoding.encode(envelope)
            #expect(direct == (try JSONCoding.encoder().encode(envelope)))
            #expect(try JSONCoding.decode(RequestEnvelope.self, from: direct) == envelope)
            #expect(try JSONDecoder().decode(RequestEnvelope.self, from: direct) == envelope)
        }
        for response in [
            ResponseEnvelope(statusCode: 201, headers: ["x-a": "1"], body: "{}"), ResponseEnvelope(statusCode: 204, isBase64Encoded: nil),
        ] {
            let direct = try JSONCoding.encode(response)
            #expect(direct == (try JSONCoding.encoder().encode(response)))
            #expect(try JSONCoding.decode(ResponseEnvelope.self, from: direct) == response)
        }
        #expect(throws: (any Error).self) { try JSONCoding.decode(ResponseEnvelope.self, from: Data(#"{"statusCode":"200"}"#.utf8)) }
        #expect(throws: (any Error).self) {
            try JSONCoding.decode(ResponseEnvelope.self, from: Data(#"{"statusCode":200,"headers":{"a":1}}"#.utf8))
        }
    }

    @Test("escapes and surrogate pairs decode to the right characters")
    func escapes() throws {
        #expect(try JSONText.parse(#""\u00e9\ud83c\udf5d\/\n""#) == .string("é🍝/\n"))
    }
}
