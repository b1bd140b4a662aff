import Database
import Foundation
import FunctionRuntime
import RunnerCore
import Synchronization
import TestSupport
import Testing

/// Every provider (YouTube, the LLM, transcription) failing in every way a real one does —
/// timeouts, 429, 500, malformed JSON, connection refused — through the runner and the real
/// functions. Each request gets the documented error within its deadline (never the runner's
/// own 504), the response matches openapi.json, and nothing is left half-written.
@Suite("Provider faults", .serialized)
struct ProviderFaultTests {
    enum Fault: String, CaseIterable, Sendable {
        case timeout
        case rateLimited = "429"
        case serverError = "500"
        case malformed, refused
    }

    /// One fake server for all three providers; the fault it plays is switched per test.
    static let fault = Mutex<Fault>(.serverError)
    static let server = ServerFixture {
        try await FakeProviderServer.start { request in
            switch ProviderFaultTests.fault.withLock({ $0 }) {
            case .timeout: return FakeResponse(status: 200, body: Array("{}".utf8), delay: .seconds(30))
            case .rateLimited:
                return .json(429, ["error": ["message": "Rate limit reached", "type": "requests", "code": "rate_limit_exceeded"]])
            case .serverError: return .json(500, ["error": ["message": "The server had an error while processing your request."]])
            case .malformed: return FakeResponse(status: 200, body: Array(#"{"items": [{"id": "#.utf8))
            case .refused: return .json(500, [:])
            }
        }
    }

    /// Deadlines short enough for a bounded test, long enough for the retries the clients make.
    static let timeouts = ["search": 4_000, "recipe": 5_000, "get-or-transcribe": 5_000]

    static func routes() throws -> RouteTable {
        let project = try TestRunner.projectRoutes()
        return try RouteTable(
            functions: project.functions.map { function in
                FunctionSpec(
                    name: function.name, executable: function.executable, auth: function.auth,
                    timeoutMs: timeouts[function.name] ?? function.timeoutMs, maxRequestBytes: function.maxRequestBytes,
                    maxResponseBytes: function.maxResponseBytes, maxConcurrency: function.maxConcurrency, errorStyle: function.errorStyle,
                    environment: function.environment, sidecars: function.sidecars, routes: function.routes)
            })
    }

    static func environment(_ base: String) -> [String: String] {
        [
            "YOUTUBE_API_KEY": "fault-key", "YOUTUBE_API_BASE_URL": base + "/youtube/v3", "LLM_BASE_URL": base, "LLM_API_KEY": "fault-key",
            "TRANSCRIBE_BASE_URL": base, "TRANSCRIBE_API_KEY": "fault-key", "TRANSCRIBE_RETRY_BASE_MS": "5", "TRANSCRIBE_MAX_RETRIES": "2",
        ]
    }

    static let reachable = RunnerFixture { database in
        try await TestRunner.start(
            routes: try routes(), database: database, extraEnvironment: environment(try await server.server().baseURL))
    }
    /// Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
    static let unreachable = WarmFixture(reachable) { database in
        try await TestRunner.start(routes: try routes(), database: database, extraEnvironment: environment("http://127.0.0.1:9"))
    }

    func runner(for fault: Fault) async throws -> TestRunner {
        Self.fault.withLock { $0 = fault }
        return fault == .refused ? try await Self.unreachable.runner() : try await Self.reachable.runner()
    }

    func database() async throws -> TestDatabase { try await Self.reachable.database() }

    /// The request answered within its deadline with a documented error of the function itself.
    func expectDocumentedFailure(
        _ result: HTTPResult, started: ContinuousClock.Instant, function: String, method: String, template: String, statuses: Set<Int>
    ) {
        let elapsed = ContinuousClock.now - started
        #expect(statuses.contains(result.status), "\(function): status \(result.status) \(result.text)")
        #expect(!["FUNCTION_TIMEOUT", "FUNCTION_CRASHED", "INVALID_FUNCTION_RESPONSE"].contains(result.headers["x-error-code"] ?? ""))
        #expect(elapsed < .milliseconds(Self.timeouts[function]!), "\(function) took \(elapsed)")
        let problems = OpenAPIContract.shared.problems(
            method: method, pathTemplate: template, status: result.status, headers: result.headers, body: result.body)
        #expect(problems.isEmpty, "\(problems)")
    }

    static func count(_ database: TestDatabase, _ sql: String, _ parameters: [String] = []) throws -> Int {
        try database.admin().query(sql, parameters).single().requireInt("n")
    }

    @Test("YouTube search: no cache → 503 (SEARCH_QUOTA_EXCEEDED on 429); nothing cached, no videos added", arguments: Fault.allCases)
    func youtube(_ fault: Fault) async throws {
        let runner = try await runner(for: fault)
        let database = try await database()
        let videos = try Self.count(database, "select count(*) as n from public.videos")
        let query = "fault \(fault.rawValue) \(UUID().uuidString.prefix(8))"
        let started = ContinuousClock.now
        let result = try await runner.send(
            "GET", "/functions/v1/search?q=\(query.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)")
        expectDocumentedFailure(
            result, started: started, function: "search", method: "GET", template: "/functions/v1/search", statuses: [503])
        #expect(result.json?["code"] == (fault == .rateLimited ? "SEARCH_QUOTA_EXCEEDED" : "SEARCH_UNAVAILABLE"))
        #expect(
            try Self.count(database, "select count(*) as n from public.search_cache where query like $1", ["%" + fault.rawValue + "%"]) == 0
        )
        #expect(try Self.count(database, "select count(*) as n from public.videos") == videos)
    }

    @Test("LLM extraction: a documented extractor error; the video is left failed (retryable), never stuck", arguments: Fault.allCases)
    func llm(_ fault: Fault) async throws {
        let runner = try await runner(for: fault)
        let database = try await database()
        let video = try database.admin().query(
            "select video_id from public.videos where length(description) > 300 order by video_id offset $1 limit 1",
            [String(Fault.allCases.firstIndex(of: fault)!)]
        ).single().requireString("video_id")
        try database.admin().query("delete from public.recipes where video_id = $1", [video])
        let started = ContinuousClock.now
        let result = try await runner.send("GET", "/functions/v1/recipe?videoId=\(video)")
        // The ChefStream PRD: a failed extraction is "No recipe available for this video." with a retry —
        // a 200 whose status is `failed`, retryable, with the stable failure code.
        expectDocumentedFailure(
            result, started: started, function: "recipe", method: "GET", template: "/functions/v1/recipe", statuses: [200])
        #expect(result.json?["status"] == "failed")
        #expect(result.json?["retryable"] == true)
        #expect(result.json?["recipe"] == .null)
        #expect(result.json?["failure"]?["code"]?.stringValue?.hasPrefix("EXTRACT") == true, "\(result.text)")
        let row = try database.admin().query(
            """
            select status::text as status, recipe_json is null as empty,
                   not exists (select 1 from internal.leases l where l.scope = 'recipe' and l.key = r.video_id) as released
            from public.recipes r where video_id = $1
            """, [video]
        ).single()
        #expect(try row.requireString("status") == "failed")
        #expect(try row.requireBool("empty"))
        #expect(try row.requireBool("released"))
    }

    @Test("transcription: the Savry import API's failure; no transcript, no lease left, quota not consumed", arguments: Fault.allCases)
    func transcription(_ fault: Fault) async throws {
        let runner = try await runner(for: fault)
        let database = try await database()
        let video = String(7_100_000_000_000_000_000 + Int.random(in: 0..<999_999_999))
        let used = try Self.count(
            database, "select coalesce(sum(used), 0)::int as n from public.usage_counters where user_id = $1", [TestUsers.free.id])
        let token = try await TestTokens.token(userID: TestUsers.free.id, email: TestUsers.free.email, tier: "FREE")
        let body: JSONValue = [
            "videoUrl": .string("https://www.tiktok.com/@fault/video/\(video)"), "platform": "tiktok", "userId": .string(TestUsers.free.id),
            "audioData": .string(Data(GoldenRequest.fixture("tone-1s.wav")).base64EncodedString()),
        ]
        let started = ContinuousClock.now
        let result = try await runner.send(
            "POST", "/api/app/video/get-or-transcribe", headers: ["Authorization": "Bearer \(token)", "Content-Type": "application/json"],
            body: JSONText.serializeBytes(body))
        expectDocumentedFailure(
            result, started: started, function: "get-or-transcribe", method: "POST", template: "/api/app/video/get-or-transcribe",
            statuses: [429, 500, 503])
        #expect(result.json?["success"] == false)
        #expect(try Self.count(database, "select count(*) as n from public.transcript_keys where video_id = $1", [video]) == 0)
        #expect(try Self.count(database, "select count(*) as n from internal.leases where key like $1", ["%" + video + "%"]) == 0)
        #expect(
            try Self.count(
                database, "select coalesce(sum(used), 0)::int as n from public.usage_counters where user_id = $1", [TestUsers.free.id])
                == used)
    }
}
