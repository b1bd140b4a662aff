import Foundation
import FunctionRuntime
import RunnerCore
import TestSupport
import Testing

/// Warm mode's outcome mapping: long-lived workers are reused, and a worker that crashes, prints
/// garbage, floods or misses the deadline is killed and replaced while only its own request fails.
@Suite("Warm workers", .serialized)
struct WarmModeTests {
    static let fixture = RunnerFixture { database in
        try await TestRunner.start(routes: OutcomeMappingTests.routes, database: database, mode: .warm, workers: 2)
    }
    /// The project's functions with one worker each: consecutive requests share a connection.
    static let project = RunnerFixture { database in
        try await TestRunner.start(routes: try TestRunner.projectRoutes(), database: database, mode: .warm, workers: 1)
    }

    func runner() async throws -> TestRunner { try await Self.fixture.runner() }

    struct Served: Equatable {
        let pid: Int
        let served: Int
    }

    /// `/limited` has a concurrency of one, so its pool holds exactly one worker.
    func echo(_ runner: TestRunner, path: String = "/limited") async throws -> Served {
        let result = try await runner.send("GET", path + "?mode=echo")
        #expect(result.status == 200)
        return Served(
            pid: Int(try #require(result.json?["pid"]?.intValue)), served: Int(try #require(result.json?["served"]?.intValue)))
    }

    func waitUntilGone(_ pid: Int) async throws -> Bool {
        for _ in 0..<250 {
            if !ProcessState.isRunning(pid: Int32(pid)) { return true }
            try await Task.sleep(for: .milliseconds(20))
        }
        return false
    }

    @Test("one worker serves request after request, keeping its process")
    func reuse() async throws {
        let runner = try await runner()
        let first = try await echo(runner)
        var previous = first
        for _ in 0..<5 {
            let next = try await echo(runner)
            #expect(next.pid == first.pid)
            #expect(next.served == previous.served + 1)
            previous = next
        }
        #expect(
            runner.metrics.value(of: "runner_spawns_total", function: "limited") <= 1
                + runner.metrics.value(of: "runner_worker_restarts_total", function: "limited"))
    }

    @Test(
        "a broken worker is replaced and only its request fails",
        arguments: [
            ("crash", "FUNCTION_CRASHED"), ("exit", "FUNCTION_CRASHED"), ("garbage", "INVALID_FUNCTION_RESPONSE"),
            ("bad-status", "INVALID_FUNCTION_RESPONSE"), ("flood", "RESPONSE_TOO_LARGE"), ("big-body", "RESPONSE_TOO_LARGE"),
        ])
    func replaced(mode: String, code: String) async throws {
        let runner = try await runner()
        let before = try await echo(runner)
        let restarts = runner.metrics.value(of: "runner_worker_restarts_total", function: "limited")
        let failed = try await runner.send("GET", "/limited?mode=\(mode)&bytes=200000")
        #expect(failed.status == 502)
        #expect(failed.headers["x-error-code"] == code)
        #expect(failed.headers["x-request-id"] != nil)
        let after = try await echo(runner)
        #expect(after.pid != before.pid)
        #expect(after.served == 1)
        #expect(try await waitUntilGone(before.pid), "the broken worker \(before.pid) is still running")
        #expect(runner.metrics.value(of: "runner_worker_restarts_total", function: "limited") == restarts + 1)
    }

    @Test("a worker past the deadline is killed (504) and the next request gets a fresh one")
    func deadline() async throws {
        let runner = try await runner()
        let started = Date()
        let result = try await runner.send("GET", "/short?mode=sleep&ms=60000")
        #expect(result.status == 504)
        #expect(result.headers["x-error-code"] == "FUNCTION_TIMEOUT")
        #expect(Date().timeIntervalSince(started) < 45)
        let next = try await runner.send("GET", "/short?mode=echo")
        #expect(next.status == 200)
    }

    @Test("a worker that closed its stdout after answering is not handed the next request")
    func brokenWhileIdle() async throws {
        let runner = try await runner()
        let before = try await echo(runner)
        let answered = try await runner.send("GET", "/limited?mode=hang-after-response")
        #expect(answered.status == 200)
        let after = try await echo(runner)
        #expect(after.pid != before.pid)
        #expect(try await waitUntilGone(before.pid))
    }

    @Test("a crash on one worker does not disturb the request another worker is serving")
    func isolation() async throws {
        let runner = try await runner()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("warm-hold-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        async let held = runner.send("GET", "/test?mode=hold&dir=\(folder)")
        while !FileManager.default.fileExists(atPath: folder + "/started") { try await Task.sleep(for: .milliseconds(20)) }
        let crashed = try await runner.send("GET", "/test?mode=crash")
        #expect(crashed.status == 502)
        FileManager.default.createFile(atPath: folder + "/release", contents: nil)
        let survivor = try await held
        #expect(survivor.status == 200)
    }

    @Test("requests beyond the pool wait for a worker instead of failing")
    func queueing() async throws {
        let runner = try await runner()
        let results = try await withThrowingTaskGroup(of: HTTPResult.self) { group in
            for _ in 0..<8 { group.addTask { try await runner.send("GET", "/test?mode=sleep&ms=100") } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.map(\.status) == Array(repeating: 200, count: 8))
        // Two workers served all eight.
        #expect(Set(results.compactMap { $0.json?["pid"]?.intValue }).count <= 2)
    }

    @Test("one worker serves users A and B in turn; each sees only their own rows (claims are transaction-local)")
    func rowLevelSecurityAcrossRequests() async throws {
        let runner = try await Self.project.runner()
        let a = try await TestTokens.token(userID: TestUsers.free.id, email: TestUsers.free.email, tier: "FREE")
        let b = try await TestTokens.token(userID: TestUsers.pro.id, email: TestUsers.pro.email, tier: "PRO")
        let video = String(7_000_000_000_000_000_000 + Int.random(in: 0..<999_999_999_999_999_999))

        func save(_ token: String, user: String, isPublic: Bool) async throws -> (existed: Bool, id: String, imports: Int) {
            let body = """
                {"recipe":{"title":"Warm pasta","ingredients":[{"name":"spaghetti"}],"instructions":[{"step":1,"text":"Boil"}]},
                 "sourceType":"video","sourcePlatform":"tiktok","sourceUrl":"https://www.tiktok.com/@someone/video/\(video)",
                 "sourceVideoId":"\(video)","userId":"\(user)","username":"cook","isPublic":\(isPublic)}
                """
            let result = try await runner.send(
                "POST", "/api/app/recipes/save-community-recipe", headers: ["Authorization": "Bearer \(token)"], body: Array(body.utf8))
            #expect(result.status == 200, "\(result.text)")
            return (
                try #require(result.json?["existed"]?.boolValue), try #require(result.json?["recipeId"]?.stringValue),
                Int(try #require(result.json?["importCount"]?.intValue))
            )
        }

        let spawnsBefore = runner.metrics.value(of: "runner_spawns_total", function: "save-community-recipe")
        let privateOfA = try await save(a, user: TestUsers.free.id, isPublic: false)
        #expect(!privateOfA.existed)
        // B, on the same worker and connection right after A: A's private row is invisible.
        let publicOfB = try await save(b, user: TestUsers.pro.id, isPublic: true)
        #expect(!publicOfB.existed)
        #expect(publicOfB.id != privateOfA.id)
        // A again: its own private row is found (not B's claims either).
        let againA = try await save(a, user: TestUsers.free.id, isPublic: false)
        #expect(againA.existed)
        #expect(againA.id == privateOfA.id)
        let againB = try await save(b, user: TestUsers.pro.id, isPublic: true)
        #expect(againB.existed && againB.id == publicOfB.id && againB.imports == 1)
        // All four requests were served by the one worker it started (or had started before).
        #expect(runner.metrics.value(of: "runner_spawns_total", function: "save-community-recipe") <= max(spawnsBefore, 1))
    }
}

extension RunnerMetrics {
    /// One counter's value for a function, read from the exposition text.
    func value(of metric: String, function: String) -> Int {
        let prefix = "\(metric){function=\"\(function)\"} "
        let line = render(inFlight: [:]).split(separator: "\n").first { $0.hasPrefix(prefix) }
        return line.flatMap { Int($0.dropFirst(prefix.count)) } ?? 0
    }
}
