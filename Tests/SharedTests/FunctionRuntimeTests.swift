import Foundation
import FunctionRuntime
import Logging
import Testing

@Suite("Function runtime")
struct FunctionRuntimeTests {
    struct Echo: FunctionHandler {
        struct Request: JSONBodyRequest {
            let explode: Bool

            init(_ fields: FieldReader) throws(FunctionError) {
                _ = try fields.requireString("name", maxLength: 5)
                explode = try fields.bool("explode") ?? false
            }
        }

        struct Response: FunctionResponse {
            let user: UserID?
            var json: JSONValue { ["user": .optional(user?.description)] }
        }

        var access: Access { .anyone }

        func handle(_ request: Request, context: FunctionContext) async throws -> Response {
            if request.explode { throw CocoaLikeError() }
            return Response(user: context.identity.userID)
        }
    }

    struct CocoaLikeError: Error {}

    func envelope(body: String?, claims: [String: JSONValue]? = nil) throws -> [UInt8] {
        let envelope = RequestEnvelope(
            routeKey: "POST /x", rawPath: "/x",
            requestContext: RequestContext(
                requestId: "req_1", routeKey: "POST /x", http: HTTPDescription(method: "POST", path: "/x", sourceIp: "127.0.0.1"),
                authorizer: claims.map { Authorizer(claims: $0) }, timeEpoch: 1_700_000_000_000, deadline: 1_700_000_010_000),
            body: body)
        return Array(try JSONCoding.encode(envelope))
    }

    func run(_ input: [UInt8]) async -> (Int, JSONValue?) {
        let response = await FunctionMain.respond(to: input, handler: Echo(), logger: Logger(label: "test"))
        return (response.statusCode, response.body.flatMap(JSONCoding.parseBody))
    }

    @Test("an undecodable envelope is a 400, never a crash")
    func badEnvelope() async {
        for input in ["", "{", "null", #"{"version":"2.0"}"#, String(repeating: "[", count: 10_000)] {
            let (status, body) = await run(Array(input.utf8))
            #expect(status == 400)
            #expect(body == ["error": "Invalid request envelope"])
        }
    }

    @Test("a body that is not a JSON object is the stable INVALID_JSON 400")
    func badBody() async throws {
        for body in ["", "[1,2]", "{\"name\":", "\u{0}", "1e999999"] {
            let (status, json) = await run(try envelope(body: body))
            #expect(status == 400)
            #expect(json == ["error": "Request body must be a valid JSON object"])
        }
    }

    @Test("missing and mistyped fields name the field")
    func fields() async throws {
        #expect(await run(try envelope(body: "{}")).1 == ["error": "Missing required fields", "required": ["name"]])
        #expect(await run(try envelope(body: #"{"name": 5}"#)).1 == ["error": "Invalid field", "field": "name", "expected": "string"])
        #expect(
            await run(try envelope(body: #"{"name": "toolong"}"#)).1 == [
                "error": "Invalid field", "field": "name", "expected": "string of at most 5 characters",
            ])
    }

    @Test("an unexpected error is a 500 without details")
    func unexpected() async throws {
        let (status, body) = await run(try envelope(body: #"{"name":"a","explode":true}"#))
        #expect(status == 500)
        #expect(body == ["error": "Internal server error"])
    }

    @Test("claims become the identity; unknown roles are refused")
    func identity() async throws {
        let user = "00000000-0000-4000-8000-000000000001"
        #expect(
            await run(try envelope(body: #"{"name":"a"}"#, claims: ["sub": .string(user), "role": "authenticated"])).1 == [
                "user": .string(user)
            ])
        #expect(await run(try envelope(body: #"{"name":"a"}"#)).1 == ["user": nil])
        #expect(await run(try envelope(body: #"{"name":"a"}"#, claims: ["sub": .string(user), "role": "postgres"])).0 == 403)
    }

    @Test("error styles render the contracts' shapes")
    func styles() {
        let error = FunctionError(status: 403, code: "PRO_ONLY", message: "Upgrade to Pro", fields: ["upgrade": true])
        let now = Date(timeIntervalSince1970: 1_705_314_600)
        #expect(ErrorStyle.messageField.body(for: error, requestID: "r", now: now) == ["message": "Upgrade to Pro", "upgrade": true])
        #expect(ErrorStyle.errorField.body(for: error, requestID: "r", now: now) == ["error": "Upgrade to Pro", "upgrade": true])
        #expect(
            ErrorStyle.envelope.body(for: error, requestID: "r", now: now) == [
                "success": false,
                "error": ["code": "PRO_ONLY", "message": "Upgrade to Pro", "details": ["upgrade": true]],
                "meta": ["api_version": "v1.0", "request_id": "r", "timestamp": "2024-01-15T10:30:00Z"],
            ])
        #expect(ErrorStyle.errorField.response(for: error, requestID: "r", now: now).headers?["x-error-code"] == "PRO_ONLY")
    }
}
