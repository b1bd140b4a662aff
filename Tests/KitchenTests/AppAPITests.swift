import Database
import Foundation
import FunctionRuntime
import Kitchen
import TestSupport
import Testing

/// The Savry app API through the runner and the real function executables.
@Suite("Savry app API through the runner", .serialized)
struct AppAPITests {
    static func post(_ runner: TestRunner, _ path: String, _ body: JSONValue, token: String) async throws -> HTTPResult {
        try await runner.send(
            "POST", path, headers: ["Authorization": "Bearer " + token, "Content-Type": "application/json"],
            body: Array(try JSONCoding.encode(body)))
    }

    /// One request per token, all at the same time.
    static func atOnce(_ tokens: [String], _ send: @escaping @Sendable (String) async throws -> HTTPResult) async throws -> [HTTPResult] {
        try await withThrowingTaskGroup(of: HTTPResult.self) { group in
            for token in tokens { group.addTask { try await send(token) } }
            return try await group.reduce(into: [HTTPResult]()) { $0.append($1) }
        }
    }

    /// A runner whose functions talk to a fake OpenAI-compatible server.
    static func withFakeLLM(_ label: String) async throws -> (FakeLLM, FakeProviderServer, TestDatabase, TestRunner) {
        let llm = FakeLLM()
        let server = try await FakeProviderServer.start { llm.respond($0) }
        let database = try TestCluster.shared.makeDatabase(label)
        let runner = try await TestRunner.start(
            routes: try TestRunner.projectRoutes(), database: database,
            extraEnvironment: ["LLM_BASE_URL": server.baseURL, "LLM_API_KEY": "test-llm-key", "LLM_MODEL": "test-model"])
        return (llm, server, database, runner)
    }

    @Test("Pro gating follows the tier in the database, not the one in a 30-day token")
    func proGating() async throws {
        let database = try TestCluster.shared.makeDatabase("gating")
        let runner = try await TestRunner.start(routes: try TestRunner.projectRoutes(), database: database)
        let upgraded = UUID().uuidString.lowercased()
        let downgraded = UUID().uuidString.lowercased()
        try database.createUser(id: upgraded, email: "up-\(upgraded)@example.com", tier: "PRO")
        try database.createUser(id: downgraded, email: "down-\(downgraded)@example.com", tier: "FREE")
        // Tokens issued before the change of tier.
        let upgradedToken = try await TestTokens.token(userID: upgraded, email: "up@example.com", tier: "FREE")
        let downgradedToken = try await TestTokens.token(userID: downgraded, email: "down@example.com", tier: "PRO")
        let request: JSONValue = ["days": 2, "budget": 50, "zipCode": "10001", "startDate": "2025-03-03"]

        let allowed = try await Self.post(runner, "/api/app/meal-plans/generate", request, token: upgradedToken)
        #expect(allowed.status == 200)
        #expect(allowed.json?["mealPlan"]?["zipCode"] == "10001")
        let refused = try await Self.post(runner, "/api/app/meal-plans/generate", request, token: downgradedToken)
        #expect(refused.status == 403)
        #expect(refused.json == ["message": "Budget and zip code planning are Pro features. Upgrade to Pro to use them.", "upgrade": true])
        #expect(refused.headers["x-error-code"] == "UPGRADE_REQUIRED")
        // Each Pro field alone is gated; without them the same user plans fine.
        for field in ["budget", "zipCode"] {
            let body: JSONValue = ["days": 1, field: field == "budget" ? 10 : "10001"]
            #expect(try await Self.post(runner, "/api/app/meal-plans/generate", body, token: downgradedToken).status == 403)
        }
        #expect(try await Self.post(runner, "/api/app/meal-plans/generate", ["days": 1], token: downgradedToken).status == 200)
        // Nothing was written for the refused requests.
        let plans = try database.admin().query("select count(*)::int as n from public.meal_plans where user_id = $1::uuid", [downgraded])
        #expect(try plans.single().requireInt("n") == 1)
        await runner.stop()
    }

    @Test("with an LLM: one model call per normalised request, dietary violations repaired or refused")
    func llmGeneration() async throws {
        let (llm, server, database, runner) = try await Self.withFakeLLM("llm-generate")
        let token = try await TestTokens.token(userID: TestUsers.free.id, email: TestUsers.free.email, tier: "FREE")
        let path = "/api/app/recipes/generate"

        let first = try await Self.post(runner, path, ["ingredients": ["tofu", "rice"], "cuisine": "Thai", "servings": 3], token: token)
        #expect(first.status == 200)
        #expect(first.json?["cached"] == false)
        #expect(first.json?["recipe"]?["name"] == "Model's rice")
        let again = try await Self.post(runner, path, ["ingredients": ["Rice", "tofu"], "cuisine": "thai", "servings": 3], token: token)
        #expect(again.json?["cached"] == true)
        #expect(again.json?["recipe"]?["id"] == first.json?["recipe"]?["id"])
        #expect(llm.calls(for: "recipe:thai") == 1)

        let repaired = try await Self.post(
            runner, path, ["ingredients": ["lentils"], "cuisine": "fake-violate-once", "dietaryRestrictions": ["vegetarian"]], token: token)
        #expect(repaired.status == 200)
        #expect(llm.calls(for: "recipe:fake-violate-once") == 2)
        let names = repaired.json?["recipe"]?["ingredients"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
        #expect(names == ["lentils"])
        #expect(repaired.json?["recipe"]?["dietaryTags"]?.arrayValue?.contains("vegetarian") == true)

        let violating = try await Self.post(
            runner, path, ["ingredients": ["lentils"], "cuisine": "fake-violate-always", "dietaryRestrictions": ["vegan"]], token: token)
        #expect(violating.status == 502)
        #expect(violating.json == ["message": "Could not generate a valid recipe for this request"])
        #expect(llm.calls(for: "recipe:fake-violate-always") == 2)

        let declined = try await Self.post(runner, path, ["ingredients": ["beef"], "cuisine": "fake-impossible"], token: token)
        #expect(declined.status == 404)
        #expect(declined.headers["x-error-code"] == "NO_MATCHING_RECIPE")

        await server.stop()
        let down = try await Self.post(runner, path, ["ingredients": ["beans"], "cuisine": "Mexican"], token: token)
        #expect(down.status == 503)
        #expect(down.headers["retry-after"] != nil)
        #expect(down.json?["message"] == "Recipe generation is temporarily unavailable")
        // Failures write nothing: only the two successful answers are stored.
        let stored = try database.admin().query(
            "select count(*)::int as n from public.app_recipes where user_id = $1::uuid", [TestUsers.free.id])
        #expect(try stored.single().requireInt("n") == 2)
        await runner.stop()
    }

    @Test("the same request six times at once: one stored answer, the same recipe id for all")
    func simultaneousRequests() async throws {
        let database = try TestCluster.shared.makeDatabase("generate-at-once")
        let runner = try await TestRunner.start(routes: try TestRunner.projectRoutes(), database: database)
        let token = try await TestTokens.token(userID: TestUsers.pro.id, email: TestUsers.pro.email, tier: "PRO")
        let results = try await Self.atOnce(Array(repeating: token, count: 6)) { token in
            try await Self.post(runner, "/api/app/recipes/generate", ["ingredients": ["lentils", "carrots"], "servings": 2], token: token)
        }
        #expect(results.map(\.status) == Array(repeating: 200, count: 6))
        #expect(Set(results.compactMap { $0.json?["recipe"]?["id"]?.stringValue }).count == 1)
        let stored = try database.admin().query(
            "select count(*)::int as n from public.app_recipes where user_id = $1::uuid and request_key is not null", [TestUsers.pro.id])
        #expect(try stored.single().requireInt("n") == 1)
        await runner.stop()
    }

    @Test("with an LLM: five users asking the same new thing at once cost one model call")
    func oneModelCall() async throws {
        let (llm, server, database, runner) = try await Self.withFakeLLM("llm-once")
        var tokens: [String] = []
        for index in 0..<5 {
            let id = UUID().uuidString.lowercased()
            try database.createUser(id: id, email: "cook\(index)-\(id)@example.com")
            tokens.append(try await TestTokens.token(userID: id, email: "cook\(index)@example.com", tier: "FREE"))
        }
        let results = try await Self.atOnce(tokens) { token in
            try await Self.post(runner, "/api/app/recipes/generate", ["ingredients": ["squash"], "cuisine": "fake-slow"], token: token)
        }
        #expect(results.map(\.status) == Array(repeating: 200, count: 5))
        #expect(llm.calls(for: "recipe:fake-slow") == 1)
        #expect(results.filter { $0.json?["cached"] == false }.count == 1)
        // Each user has their own copy; no claim is left behind.
        #expect(Set(results.compactMap { $0.json?["recipe"]?["id"]?.stringValue }).count == 5)
        #expect(
            try database.admin().query("select count(*)::int as n from internal.leases where scope = 'generation'").single().requireInt("n")
                == 0)
        await runner.stop()
        await server.stop()
    }

    @Test("sync over HTTP: syncTime is whole seconds, rounded down, and a plan made after it is in the next sync")
    func syncRoundTrip() async throws {
        let database = try TestCluster.shared.makeDatabase("sync-http")
        let runner = try await TestRunner.start(routes: try TestRunner.projectRoutes(), database: database)
        let token = try await TestTokens.token(userID: TestUsers.free.id, email: TestUsers.free.email, tier: "FREE")
        let auth = ["Authorization": "Bearer " + token]
        let first = try await runner.send("GET", "/api/app/sync", headers: auth)
        #expect(first.status == 200)
        let syncTime = try #require(first.json?["syncTime"]?.stringValue)
        #expect(syncTime.hasSuffix("Z") && !syncTime.contains("."))
        let plan = try await Self.post(runner, "/api/app/meal-plans/generate", ["days": 1, "startDate": "2025-01-01"], token: token)
        #expect(plan.status == 200)
        let next = try await runner.send("GET", "/api/app/sync?lastSync=" + syncTime, headers: auth)
        #expect(next.json?["mealPlans"]?.arrayValue?.map { $0["id"] } == [plan.json?["mealPlan"]?["id"]])
        #expect(next.json?["recipes"]?.arrayValue?.count == 3)

        // The same changes one per page: follow nextCursor until hasMore is false.
        var cursor: String?
        var recipes: [JSONValue] = []
        var plans: [JSONValue] = []
        var pages = 0
        repeat {
            let query = "lastSync=\(syncTime)&limit=1" + (cursor.map { "&cursor=" + $0 } ?? "")
            let page = try await runner.send("GET", "/api/app/sync?" + query, headers: auth)
            #expect(page.status == 200, "\(page.text)")
            recipes += page.json?["recipes"]?.arrayValue ?? []
            plans += page.json?["mealPlans"]?.arrayValue ?? []
            cursor = page.json?["hasMore"] == true ? page.json?["nextCursor"]?.stringValue : nil
            pages += 1
        } while cursor != nil && pages < 20
        #expect(pages == 4, "3 recipes and a plan, one per page")
        #expect(
            Set(recipes.compactMap { $0["id"]?.stringValue })
                == Set((next.json?["recipes"]?.arrayValue ?? []).compactMap { $0["id"]?.stringValue }))
        #expect(plans.count == 1)
        await runner.stop()
    }
}
