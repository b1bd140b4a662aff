import Foundation
import FunctionRuntime
import Recipes
import RunnerCore
import TestSupport
import Testing

/// Every case under Tests/Golden, twice: through the built executable and through the runner.
/// `GOLDEN_RECORD=1 swift test --filter GoldenTests` re-records; review the diff before committing.
@Suite("Golden files", .serialized)
struct GoldenTests {
    static let groups = [
        "auth", "save-community-recipe", "runner", "search", "recipe", "extract", "generate-recipe", "generate-meal-plan",
        "generate-grocery-list", "saved-recipes", "sync", "app-data", "account", "library", "library-recipe",
    ]
    static let cases = GoldenCase.load(groups: groups)
    static let fixture = RunnerFixture { database in try await TestRunner.start(routes: try TestRunner.projectRoutes(), database: database)
    }
    static let warm = WarmFixture(fixture) { database in
        try await TestRunner.start(routes: try TestRunner.projectRoutes(), database: database, mode: .warm)
    }

    @Test("golden case", arguments: cases)
    func golden(_ golden: GoldenCase) async throws {
        try await GoldenRun.check(
            golden, database: try await Self.fixture.database(), runner: try await Self.fixture.runner(), warm: try await Self.warm.runner()
        )
    }

    @Test("openapi.json documents exactly the routes of the route table, plus the runner's own")
    func openAPIRoutes() throws {
        let routes = try TestRunner.projectRoutes()
        var expected: Set<String> = ["GET /health", "GET /api/v1/health", "GET /livez", "GET /metrics", "GET /openapi.json"]
        for function in routes.functions {
            for route in function.routes { expected.insert(route.method + " " + route.path) }
        }
        #expect(OpenAPIContract.shared.operations == expected)
        #expect(OpenAPIContract.shared.document["openapi"] == "3.1.0")
    }

    @Test("openapi.json's Recipe schema is the recipe_json_v1 document the functions validate with")
    func openAPIRecipeSchema() throws {
        var documented = try #require(OpenAPIContract.shared.document["components"]?["schemas"]?["Recipe"]?.objectValue)
        documented["description"] = nil
        var source = try #require(RecipeSchema.document["$defs"]?["recipe"]?.objectValue)
        source["description"] = nil
        #expect(JSONValue.object(documented) == JSONValue.object(source))
    }

    @Test("every function in the route table has golden cases")
    func coverage() throws {
        let routes = try TestRunner.projectRoutes()
        let all = GoldenCase.load(groups: Self.groups + GoldenWithYouTube.groups + GoldenWithTranscriber.groups)
        for function in routes.functions {
            #expect(all.contains { $0.group.hasPrefix(function.name) }, "no golden cases for \(function.name)")
        }
    }
}

/// Cases whose functions talk to a fake YouTube Data API (a real local HTTP server).
@Suite("Golden files with the YouTube provider", .serialized)
struct GoldenWithYouTube {
    static let groups = ["search-youtube"]
    static let cases = GoldenCase.load(groups: groups)
    static let youtube = ServerFixture { try await FakeProviderServer.start { FakeYouTube.respond($0) } }
    static let fixture = RunnerFixture { database in
        let server = try await youtube.server()
        return try await TestRunner.start(
            routes: try TestRunner.projectRoutes(), database: database, extraEnvironment: environment(server))
    }
    static let warm = WarmFixture(fixture) { database in
        try await TestRunner.start(
            routes: try TestRunner.projectRoutes(), database: database, extraEnvironment: environment(try await youtube.server()),
            mode: .warm)
    }

    static func environment(_ server: FakeProviderServer) -> [String: String] {
        ["YOUTUBE_API_KEY": FakeYouTube.key, "YOUTUBE_API_BASE_URL": server.baseURL + "/youtube/v3"]
    }

    @Test("golden case", arguments: cases)
    func golden(_ golden: GoldenCase) async throws {
        try await GoldenRun.check(
            golden, database: try await Self.fixture.database(), runner: try await Self.fixture.runner(),
            warm: try await Self.warm.runner(),
            environment: Self.environment(try await Self.youtube.server()))
    }
}

/// Cases whose functions talk to a fake OpenAI-compatible transcription server.
@Suite("Golden files with the transcription provider", .serialized)
struct GoldenWithTranscriber {
    static let groups = ["get-or-transcribe", "transcribe"]
    static let cases = GoldenCase.load(groups: groups)
    static let transcriber = FakeTranscriber()
    static let server = ServerFixture { try await FakeProviderServer.start { transcriber.respond($0) } }
    static let fixture = RunnerFixture { database in
        try await TestRunner.start(
            routes: try TestRunner.projectRoutes(), database: database, extraEnvironment: environment(try await server.server()))
    }
    static let warm = WarmFixture(fixture) { database in
        try await TestRunner.start(
            routes: try TestRunner.projectRoutes(), database: database, extraEnvironment: environment(try await server.server()),
            mode: .warm)
    }

    static func environment(_ server: FakeProviderServer) -> [String: String] {
        [
            "TRANSCRIBE_BASE_URL": server.baseURL, "TRANSCRIBE_API_KEY": "test-key", "TRANSCRIBE_RETRY_BASE_MS": "5",
            "TRANSCRIBE_MAX_RETRIES": "3",
        ]
    }

    @Test("golden case", arguments: cases)
    func golden(_ golden: GoldenCase) async throws {
        try await GoldenRun.check(
            golden, database: try await Self.fixture.database(), runner: try await Self.fixture.runner(),
            warm: try await Self.warm.runner(),
            environment: Self.environment(try await Self.server.server()))
    }
}

/// Each case through the executable, the runner spawning a process per request, and the runner
/// with warm workers: one golden file, three ways.
enum GoldenRun {
    static func check(
        _ golden: GoldenCase, database: TestDatabase, runner: TestRunner, warm: TestRunner, environment: [String: String] = [:]
    ) async throws {
        var recorded = false
        for (label, mode, via) in [
            ("executable", GoldenRequest.Mode.executable, runner), ("runner", .runner, runner), ("warm runner", .runner, warm),
        ]
        where golden.request.runsIn.contains(mode) {
            let harness = GoldenHarness(database: database, runner: via, environment: environment)
            let observed = try await harness.run(golden, mode: mode)
            if let diff = try GoldenHarness.check(observed, against: golden, record: GoldenHarness.recording && !recorded) {
                Issue.record("\(golden) via the \(label) differs from \(golden.name).response.json:\n\(diff)")
            }
            if !observed.contractProblems.isEmpty {
                let problems = observed.contractProblems.joined(separator: "\n")
                Issue.record("\(golden) via the \(label) breaks runner/openapi.json:\n\(problems)")
            }
            recorded = true
        }
    }
}
