import Database
import Foundation
import FunctionRuntime
import RunnerCore
import TestSupport
import Testing

/// What a client can make the server spend on paid providers, through the runner: each new search
/// query is a YouTube search.list (100 of the day's 10,000 units).
@Suite("Paid provider spend", .serialized)
struct ProviderSpendTests {
    static let youtube = ServerFixture { try await FakeProviderServer.start { FakeYouTube.respond($0) } }
    static let llm = FakeLLM()
    static let llmServer = ServerFixture { try await FakeProviderServer.start { llm.respond($0) } }
    static let perMinute = 3
    static let fixture = RunnerFixture { database in
        try await TestRunner.start(
            routes: try TestRunner.projectRoutes(), database: database,
            extraEnvironment: [
                "YOUTUBE_API_KEY": FakeYouTube.key, "YOUTUBE_API_BASE_URL": try await youtube.server().baseURL + "/youtube/v3",
                "PROVIDER_CALLS_PER_CLIENT_MINUTE": "\(perMinute)",
                "LLM_BASE_URL": try await llmServer.server().baseURL + "/v1", "LLM_API_KEY": "test-llm-key", "LLM_MODEL": "test-model",
            ],
            // As behind Knative's queue-proxy: the loopback peer forwards the client's address.
            edge: EdgePolicy(metricsToken: "metrics-token", listensOnLoopback: false, trustedProxies: ["127.0.0.1"]))
    }

    static func search(_ runner: TestRunner, _ query: String, token: String? = nil, from address: String? = nil) async throws
        -> HTTPResult
    {
        var headers: [String: String] = [:]
        if let address { headers["X-Forwarded-For"] = address }
        if let token { headers["Authorization"] = "Bearer " + token }
        return try await runner.send("GET", "/functions/v1/search?q=\(query)", headers: headers, body: nil)
    }

    /// The limits count in fixed minutes: start a test early in one so it stays within it.
    static func startOfAMinute() async throws {
        let second = Int(Date().timeIntervalSince1970) % 60
        if second > 45 { try await Task.sleep(for: .seconds(61 - second)) }
    }

    @Test("a guest's new queries are limited per address; cached queries and other clients are not")
    func perClientLimit() async throws {
        let runner = try await Self.fixture.runner()
        try await Self.startOfAMinute()
        let run = UUID().uuidString.prefix(6).lowercased()
        for index in 0..<Self.perMinute {
            let result = try await Self.search(runner, "soup\(run)x\(index)")
            #expect(result.status == 200, "\(result.text)")
        }
        let limited = try await Self.search(runner, "soup\(run)xnew")
        #expect(limited.status == 429, "\(limited.text)")
        #expect(limited.json?["code"] == "RATE_LIMITED")
        #expect(Int(limited.headers["retry-after"] ?? "") ?? 0 >= 1)
        // A query someone already searched costs nothing and is still answered.
        let cached = try await Self.search(runner, "soup\(run)x0")
        #expect(cached.status == 200)
        #expect(cached.json?["cached"] == true)
        // A signed-in user on the same address is counted as themselves.
        let token = try await TestTokens.token(userID: TestUsers.pro.id, email: TestUsers.pro.email, tier: "PRO")
        #expect(try await Self.search(runner, "soup\(run)xuser", token: token).status == 200)
        // Another guest, forwarded by the trusted proxy, is another client; a client cannot
        // escape its limit by claiming an address further left in the header.
        let other = "198.51.100.\(Int.random(in: 1...250))"
        for index in 0..<Self.perMinute {
            #expect(try await Self.search(runner, "soup\(run)y\(index)", from: other).status == 200)
        }
        // The proxy appends the address it saw; whatever the client put before it is ignored.
        let spoofed = try await Self.search(runner, "soup\(run)ynew", from: "203.0.113.9, \(other)")
        #expect(spoofed.status == 429, "\(spoofed.text)")
    }

    @Test("recipe generation by a model: an account's new requests are limited per minute; an answer it was given is not")
    func generationLimit() async throws {
        let runner = try await Self.fixture.runner()
        try await Self.startOfAMinute()
        let user = UUID().uuidString.lowercased()
        try (try await Self.fixture.database()).createUser(id: user, email: "gen-\(user)@example.com")
        let token = try await TestTokens.token(userID: user, email: "gen-\(user)@example.com", tier: "FREE")
        let run = UUID().uuidString.prefix(6).lowercased()
        func generate(_ cuisine: String) async throws -> HTTPResult {
            try await runner.send(
                "POST", "/api/app/recipes/generate", headers: ["Authorization": "Bearer " + token, "Content-Type": "application/json"],
                body: Array(#"{"ingredients":["leek"],"cuisine":"fake-\#(run)-\#(cuisine)"}"#.utf8))
        }
        for index in 0..<Self.perMinute {
            let answer = try await generate("\(index)")
            #expect(answer.status == 200, "\(answer.text)")
            #expect(answer.json?["cached"] == false)
        }
        let limited = try await generate("new")
        #expect(limited.status == 429, "\(limited.text)")
        #expect(limited.headers["x-error-code"] == "RATE_LIMITED")
        #expect(limited.json?["message"] == "Too many new recipes from this account; try again shortly")
        #expect(Int(limited.headers["retry-after"] ?? "") ?? 0 >= 1)
        #expect(Self.llm.calls(for: "recipe:fake-\(run)-new") == 0)
        let again = try await generate("0")
        #expect(again.status == 200, "\(again.text)")
        #expect(again.json?["cached"] == true)
    }

    @Test("/metrics on a non-loopback runner answers only with its bearer token")
    func metricsNeedToken() async throws {
        let runner = try await Self.fixture.runner()
        #expect(try await runner.send("GET", "/metrics", headers: [:], body: nil).status == 404)
        #expect(try await runner.send("GET", "/metrics", headers: ["Authorization": "Bearer wrong"], body: nil).status == 404)
        let allowed = try await runner.send("GET", "/metrics", headers: ["Authorization": "Bearer metrics-token"], body: nil)
        #expect(allowed.status == 200)
        #expect(allowed.text.contains("runner_requests_total"))
    }

    @Test("a spent daily budget answers 503 with when it resets; cached answers keep working")
    func dailyBudget() async throws {
        let runner = try await Self.fixture.runner()
        let database = try await Self.fixture.database()
        let run = UUID().uuidString.prefix(6).lowercased()
        let token = try await TestTokens.token(userID: TestUsers.free.id, email: TestUsers.free.email, tier: "FREE")
        #expect(try await Self.search(runner, "stew\(run)", token: token).status == 200)
        try database.admin().query("update internal.provider_budgets set daily_limit = 0 where provider = 'youtube.search'")
        defer { _ = try? database.admin().query("update internal.provider_budgets set daily_limit = 90 where provider = 'youtube.search'") }
        let spent = try await Self.search(runner, "stew\(run)new", token: token)
        #expect(spent.status == 503, "\(spent.text)")
        #expect(spent.json?["code"] == "PROVIDER_BUDGET_EXHAUSTED")
        let retryAfter = Int(spent.headers["retry-after"] ?? "") ?? 0
        #expect((1...86_400).contains(retryAfter))
        #expect(try await Self.search(runner, "stew\(run)", token: token).json?["cached"] == true)
        let refused = try database.admin().query(
            "select refused from internal.provider_spend where provider = 'youtube.search' and day = (now() at time zone 'utc')::date"
        ).single().requireInt("refused")
        #expect(refused >= 1)
    }
}
