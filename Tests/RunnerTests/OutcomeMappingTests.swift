import Foundation
import FunctionRuntime
import RunnerCore
import TestSupport
import Testing

/// Every row of the runner's outcome mapping (ARCHITECTURE.md §3), driven through HTTP with the
/// purpose-built `test-function`.
@Suite("Runner outcome mapping")
struct OutcomeMappingTests {
    static let routes: RouteTable = {
        func spec(
            _ name: String, auth: FunctionSpec.AuthMode, executable: String = "test-function", concurrency: Int = 16,
            timeoutMs: Int = 15_000, paths: [String]
        ) -> FunctionSpec {
            FunctionSpec(
                name: name, executable: executable, auth: auth, timeoutMs: timeoutMs, maxRequestBytes: 2_048,
                maxResponseBytes: 4_096, maxConcurrency: concurrency,
                routes: paths.flatMap { [RouteSpec(method: "GET", path: $0), RouteSpec(method: "POST", path: $0)] })
        }
        return try! RouteTable(functions: [
            spec("test-function", auth: .optional, timeoutMs: 90_000, paths: ["/test", "/test/items/{id}"]),
            spec("protected", auth: .required, paths: ["/protected"]),
            spec("public", auth: .none, paths: ["/public"]),
            spec("limited", auth: .optional, concurrency: 1, timeoutMs: 90_000, paths: ["/limited"]),
            spec("short", auth: .optional, timeoutMs: 2_000, paths: ["/short"]),
            spec("missing", auth: .optional, executable: "no-such-binary", paths: ["/missing"]),
        ])
    }()

    static let fixture = RunnerFixture { database in try await TestRunner.start(routes: routes, database: database) }

    func runner() async throws -> TestRunner { try await Self.fixture.runner() }

    @Test("exit 0 with a valid envelope is answered as given")
    func validEnvelope() async throws {
        let result = try await runner().send("GET", "/test?mode=headers")
        #expect(result.status == 201)
        #expect(result.headers["x-custom"] == "yes")
        #expect(result.headers["x-request-id"]?.hasPrefix("req_") == true)
        #expect(result.headers["x-request-id"] != "forged")
        #expect(result.json == ["ok": true])
    }

    @Test("the envelope carries the request, verified claims and a deadline; authorization is stripped")
    func envelopeShape() async throws {
        let token = try await TestTokens.token(userID: TestUsers.free.id, email: TestUsers.free.email, tier: "FREE")
        let result = try await runner().send(
            "POST", "/test/items/a%20b?mode=echo&tag=x&tag=y",
            headers: ["Authorization": "Bearer \(token)", "Content-Type": "application/json", "X-Request-ID": "client-id-1"],
            body: Array(#"{"hello":"world"}"#.utf8))
        #expect(result.status == 200)
        #expect(result.headers["x-request-id"] == "client-id-1")
        let envelope = try #require(result.json?["envelope"])
        #expect(envelope["version"] == "2.0")
        #expect(envelope["routeKey"] == "POST /test/items/{id}")
        #expect(envelope["rawPath"] == "/test/items/a%20b")
        #expect(envelope["pathParameters"] == ["id": "a b"])
        #expect(envelope["queryStringParameters"]?["tag"] == "x,y")
        #expect(envelope["body"] == #"{"hello":"world"}"#)
        #expect(envelope["isBase64Encoded"] == false)
        #expect(envelope["headers"]?["authorization"] == nil)
        #expect(envelope["headers"]?["content-type"] == "application/json")
        let context = try #require(envelope["requestContext"])
        #expect(context["requestId"] == "client-id-1")
        #expect(context["http"]?["method"] == "POST")
        #expect(context["authorizer"]?["jwt"]?["claims"]?["sub"] == .string(TestUsers.free.id))
        let start = try #require(context["timeEpoch"]?.intValue)
        let deadline = try #require(context["deadline"]?.intValue)
        #expect(deadline - start == 90_000)
    }

    @Test("functions get a minimal, explicit environment")
    func minimalEnvironment() async throws {
        let result = try await runner().send("GET", "/test?mode=echo")
        let environment = try #require(result.json?["environment"]?.objectValue)
        #expect(Set(environment.keys) == ["PATH", "LANG", "FUNCTION_NAME", "DATABASE_URL", "LOG_LEVEL", "SWIFT_BACKTRACE"])
        #expect(environment["FUNCTION_NAME"] == "test-function")
    }

    @Test("the runner serves Prometheus metrics and its OpenAPI document")
    func operatorEndpoints() async throws {
        let runner = try await runner()
        #expect(try await runner.send("GET", "/test?mode=echo").status == 200)
        _ = try await runner.send("GET", "/test?mode=crash")
        let metrics = try await runner.send("GET", "/metrics")
        #expect(metrics.status == 200)
        #expect(metrics.headers["content-type"]?.hasPrefix("text/plain") == true)
        for line in [
            #"runner_requests_total{function="test-function",status="200"}"#,
            #"runner_requests_total{function="test-function",status="502"}"#,
            #"runner_request_duration_seconds_bucket{function="test-function",le="+Inf"}"#,
            #"runner_spawns_total{function="test-function"}"#,
            #"runner_in_flight{function="test-function"}"#,
        ] {
            #expect(metrics.text.contains(line), "missing \(line)")
        }
        let document = try await runner.send("GET", "/openapi.json")
        #expect(document.status == 200)
        #expect(document.json?["openapi"] == "3.1.0")
        #expect(document.json?["paths"]?["/functions/v1/recipe"]?["get"] != nil)
    }

    @Test("a crash is a 502", arguments: ["crash", "exit"])
    func crash(mode: String) async throws {
        let result = try await runner().send("GET", "/test?mode=\(mode)")
        #expect(result.status == 502)
        #expect(result.headers["x-error-code"] == "FUNCTION_CRASHED")
        #expect(result.json == ["error": "Function failed"])
        #expect(result.headers["x-request-id"] != nil)
    }

    @Test("invalid stdout is a 502", arguments: ["garbage", "bad-status"])
    func invalidOutput(mode: String) async throws {
        let result = try await runner().send("GET", "/test?mode=\(mode)")
        #expect(result.status == 502)
        #expect(result.headers["x-error-code"] == "INVALID_FUNCTION_RESPONSE")
    }

    @Test("output over the cap is a 502 (not a deadline 504)", arguments: ["flood", "big-body"])
    func tooMuchOutput(mode: String) async throws {
        let result = try await runner().send("GET", "/test?mode=\(mode)&bytes=200000")
        #expect(result.status == 502)
        #expect(result.headers["x-error-code"] == "RESPONSE_TOO_LARGE")
    }

    @Test("the deadline is a 504 and the process group is killed")
    func deadline() async throws {
        let started = Date()
        let result = try await runner().send("GET", "/short?mode=sleep&ms=60000")
        #expect(result.status == 504)
        #expect(result.headers["x-error-code"] == "FUNCTION_TIMEOUT")
        // The runner reaps the child before answering: an answer well before the 60 s sleep
        // ends means the process was killed, not waited for.
        #expect(Date().timeIntervalSince(started) < 45)
    }

    @Test("a function that answers but never exits is a 504")
    func answersButHangs() async throws {
        let result = try await runner().send("GET", "/short?mode=hang-after-response")
        #expect(result.status == 504)
    }

    @Test("processes a function leaves behind are killed with its group")
    func backgroundChildIsKilled() async throws {
        let result = try await runner().send("GET", "/test?mode=background")
        #expect(result.status == 200)
        let child = try #require(result.json?["childPid"]?.intValue)
        var alive = true
        for _ in 0..<100 where alive {
            alive = ProcessState.isRunning(pid: Int32(child))
            if alive { try await Task.sleep(for: .milliseconds(20)) }
        }
        #expect(!alive)
    }

    @Test("a body over the limit is a 413 before spawning")
    func payloadTooLarge() async throws {
        let result = try await runner().send("POST", "/test?mode=echo", body: [UInt8](repeating: 65, count: 5_000))
        #expect(result.status == 413)
        #expect(result.headers["x-error-code"] == "PAYLOAD_TOO_LARGE")
        #expect(result.json == ["error": "Request body too large", "maxBytes": 2048])
    }

    @Test("a binary that cannot be spawned is a 503")
    func spawnFailure() async throws {
        let result = try await runner().send("GET", "/missing")
        #expect(result.status == 503)
        #expect(result.headers["x-error-code"] == "FUNCTION_UNAVAILABLE")
    }

    @Test("over the function's concurrency a request waits in a queue of the same size; beyond the queue it is a 429")
    func concurrencyLimit() async throws {
        let runner = try await runner()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hold-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        async let holder = runner.send("GET", "/limited?mode=hold&dir=\(folder)")
        // No sleeps: wait until the first request's process is running and holds the only slot.
        while !FileManager.default.fileExists(atPath: folder + "/started") { try await Task.sleep(for: .milliseconds(20)) }
        // The second waits for that slot (the queue holds one per slot)…
        async let waiter = runner.send("GET", "/limited?mode=echo")
        while try await Self.gauge(runner, "runner_queued", "limited") != 1 { try await Task.sleep(for: .milliseconds(20)) }
        // …and a third finds the queue full: refused at once, told when to retry.
        let rejected = try await runner.send("GET", "/limited?mode=echo")
        #expect(rejected.status == 429)
        #expect(rejected.headers["retry-after"] == "1")
        #expect(rejected.headers["x-error-code"] == "TOO_MANY_REQUESTS")
        _ = FileManager.default.createFile(atPath: folder + "/release", contents: nil)
        #expect(try await holder.status == 200)
        #expect(try await waiter.status == 200)
        #expect(try await Self.gauge(runner, "runner_queued", "limited") == 0)
        #expect(try await Self.gauge(runner, "runner_in_flight", "limited") == 0)
    }

    /// One of the runner's gauges for one function, as `/metrics` shows it now.
    static func gauge(_ runner: TestRunner, _ name: String, _ function: String) async throws -> Int? {
        let text = try await runner.send("GET", "/metrics").text
        let prefix = "\(name){function=\"\(function)\"} "
        return text.split(separator: "\n").first { $0.hasPrefix(prefix) }.flatMap { Int(Double($0.dropFirst(prefix.count)) ?? -1) }
    }

    @Test("an unknown route is a 404, a wrong method a 405")
    func routing() async throws {
        let notFound = try await runner().send("GET", "/nope")
        #expect(notFound.status == 404)
        #expect(notFound.headers["x-request-id"] != nil)
        #expect(notFound.json == ["error": "Not found"])
        let wrongMethod = try await runner().send("DELETE", "/test")
        #expect(wrongMethod.status == 405)
        #expect(wrongMethod.headers["allow"] == "GET, POST")
    }

    @Test("tokens: missing, invalid, expired, foreign and with unknown roles are 401")
    func tokens() async throws {
        let runner = try await runner()
        let missing = try await runner.send("GET", "/protected?mode=echo")
        #expect(missing.status == 401)
        #expect(missing.json == ["error": "No token provided"])

        let valid = try await TestTokens.token(userID: TestUsers.free.id, email: TestUsers.free.email, tier: "FREE")
        let expired = try await TestTokens.token(userID: TestUsers.free.id, email: TestUsers.free.email, tier: "FREE", expiresIn: -60)
        let foreign = try await TestTokens.token(
            userID: TestUsers.free.id, email: TestUsers.free.email, tier: "FREE", secret: "another-secret-0123456789abcdef0123456789")
        let badRole = try await TestTokens.token(userID: TestUsers.free.id, email: TestUsers.free.email, tier: "FREE", role: "postgres")
        let badSubject = try await TestTokens.token(userID: "not-a-uuid", email: TestUsers.free.email, tier: "FREE")
        for header in [
            "Bearer \(expired)", "Bearer \(foreign)", "Bearer \(badRole)", "Bearer \(badSubject)", "Bearer abc.def.ghi",
            "Basic dXNlcjpwdw==",
        ] {
            let result = try await runner.send("GET", "/protected?mode=echo", headers: ["Authorization": header])
            #expect(result.status == 401, "\(header)")
            #expect(result.json == ["error": "Invalid token"])
        }
        let ok = try await runner.send("GET", "/protected?mode=echo", headers: ["Authorization": "Bearer \(valid)"])
        #expect(ok.status == 200)
    }

    @Test("optional auth admits guests but not bad tokens; 'none' ignores the header")
    func authModes() async throws {
        let runner = try await runner()
        let guest = try await runner.send("GET", "/test?mode=echo")
        #expect(guest.status == 200)
        #expect(guest.json?["envelope"]?["requestContext"]?["authorizer"] == nil)
        let bad = try await runner.send("GET", "/test?mode=echo", headers: ["Authorization": "Bearer nope"])
        #expect(bad.status == 401)
        let ignored = try await runner.send("GET", "/public?mode=echo", headers: ["Authorization": "Bearer nope"])
        #expect(ignored.status == 200)
        #expect(ignored.json?["envelope"]?["headers"]?["authorization"] == nil)
    }

    @Test("many requests are in flight at once (no global serialisation)")
    func concurrentRequests() async throws {
        let runner = try await runner()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("barrier-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let count = 6
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<count {
                group.addTask { try await runner.send("GET", "/test?mode=barrier&count=\(count)&dir=\(folder)").status }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 200, count: count))
    }

    @Test("a flood of stderr is drained and does not reach the client")
    func stderrIsDrained() async throws {
        let result = try await runner().send("GET", "/test?mode=stderr")
        #expect(result.status == 200)
        #expect(!result.text.contains("noise line"))
    }
}
