import Database
import Foundation
import FunctionRuntime
import Logging
import TestSupport
import Testing

/// U+0000 from a client is a 400 naming the field, from a third party it is dropped, and the
/// Postgres layer never stores a value cut short at one.
@Suite("NUL characters")
struct NULCharacterTests {
    struct Echo: FunctionHandler {
        struct Request: FunctionRequest {
            init(_ envelope: RequestEnvelope) throws(FunctionError) {}
        }

        struct Response: FunctionResponse {
            var json: JSONValue { ["ok": true] }
        }

        let access: Access

        func handle(_ request: Request, context: FunctionContext) async throws -> Response { Response() }
    }

    func run(
        body: String?, query: [String: String]? = nil, path: [String: String]? = nil, access: Access = .anyone, base64: Bool = false
    ) async throws -> (Int, JSONValue?) {
        let envelope = RequestEnvelope(
            routeKey: "POST /x", rawPath: "/x", queryStringParameters: query, pathParameters: path,
            requestContext: RequestContext(
                requestId: "req_1", routeKey: "POST /x", http: HTTPDescription(method: "POST", path: "/x", sourceIp: "127.0.0.1"),
                authorizer: nil, timeEpoch: 1_700_000_000_000, deadline: 1_700_000_010_000),
            body: base64 ? body.map { Data($0.utf8).base64EncodedString() } : body, isBase64Encoded: base64)
        let response = await FunctionMain.respond(
            to: Array(try JSONCoding.encode(envelope)), handler: Echo(access: access), logger: Logger(label: "test"))
        return (response.statusCode, response.body.flatMap(JSONCoding.parseBody))
    }

    func refusal(_ field: String) -> JSONValue {
        ["error": "Invalid field", "field": .string(field), "expected": .string(NULCharacters.expected)]
    }

    @Test("a NUL in a body's string or key is a 400 naming the first place, as FieldReader names fields")
    func body() async throws {
        let cases: [(String, String)] = [
            (#"{"recipe":{"title":"Pasta\u0000","tags":["a"]}}"#, "recipe.title"),
            (#"{"recipe":{"ingredients":[{"name":"x"},{"name":"\u0000"}]}}"#, "recipe.ingredients[1].name"),
            (#"{"b":"\u0000","a":["\u0000"]}"#, "a[0]"),
            (#"{"recipe":{"ti\u0000tle":"Pasta"}}"#, "recipe"),
            (#"{"\u0000":1}"#, "body"),
            (#"["x","\u0000"]"#, "[1]"),
        ]
        for (body, field) in cases {
            let (status, json) = try await run(body: body)
            #expect(status == 400, "\(body)")
            #expect(json == refusal(field), "\(body)")
        }
    }

    @Test("a JSON body sent without a JSON content type (base64 in the envelope) is checked too; a multipart one is not read")
    func base64Bodies() async throws {
        let (status, json) = try await run(body: #"  {"email":"cook\u0000@example.com"}"#, base64: true)
        #expect(status == 400)
        #expect(json == refusal("email"))
        let multipart = "--boundary\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\n\\u0000\r\n--boundary--"
        #expect(try await run(body: multipart, base64: true).0 == 200)
    }

    @Test("an escaped backslash before u0000 is text, and a body that is not JSON is the handler's to refuse")
    func notNUL() async throws {
        for body in [#"{"path":"C:\\u0000"}"#, #"{"a":"\\\\"}"#, #"{"a":"\u0001"}"#, "{\"a\":\"\\u0000", "", "\u{0}"] {
            #expect(try await run(body: body).0 == 200, "\(body)")
        }
    }

    @Test("query and path parameters are checked too")
    func parameters() async throws {
        let cases: [([String: String]?, [String: String]?, String)] = [
            (["q": "pasta\u{0}x"], nil, "q"), (["q\u{0}": "pasta"], nil, "q"), (["\u{0}": "pasta"], nil, "query"),
            (nil, ["id": "\u{0}"], "id"),
        ]
        for (query, path, field) in cases {
            let (status, json) = try await run(body: nil, query: query, path: path)
            #expect(status == 400, "\(field)")
            #expect(json == refusal(field), "\(field)")
        }
        #expect(try await run(body: nil, query: ["q": "pasta"], path: ["id": "1"]).0 == 200)
    }

    @Test("who may call is checked before the body")
    func accessFirst() async throws {
        #expect(try await run(body: #"{"a":"\u0000"}"#, access: .signedIn).0 == 401)
    }

    @Test("third-party text loses its NULs, keys included")
    func removing() {
        let value: JSONValue = ["ti\u{0}tle": "Pa\u{0}sta", "steps": ["Boil\u{0}", 1, nil], "ok": "plain"]
        #expect(value.removingNUL() == ["title": "Pasta", "steps": ["Boil", 1, nil], "ok": "plain"])
        #expect("a\u{0}b\u{0}".removingNUL() == "ab")
    }

    @Test("the Postgres layer refuses a parameter holding a NUL rather than store it cut short")
    func database() throws {
        let database = try TestCluster.shared.makeDatabase("nul")
        let layer = database.functionDatabase()
        #expect(
            try layer.transaction(as: .anonymous) { try $0.query("select $1::text as t", ["a\u{1}b"]).single().requireString("t") }
                == "a\u{1}b")
        do {
            _ = try layer.transaction(as: .anonymous) {
                try $0.query("select $1::text as t", ["bkwLxcfcKTY\u{0}x"]).single().requireString("t")
            }
            Issue.record("a NUL parameter was bound")
        } catch let error as PostgresError {
            #expect(error.sqlState == "22021")
            #expect(error.functionError.status == 500)
        }
        // A JSON value writes U+0000 as an escape; jsonb refuses it loudly (it never reaches storage cut short).
        #expect(throws: PostgresError.self) {
            try layer.transaction(as: .anonymous) { try $0.query("select $1::jsonb as j", [JSONValue.string("a\u{0}")]) }
        }
    }
}
