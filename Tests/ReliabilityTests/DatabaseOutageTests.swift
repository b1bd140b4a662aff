import DatabaseAdmin
import Foundation
import FunctionRuntime
import Logging
import ProcessKit
import TestSupport
import Testing

/// Postgres stopped and started again under a running runner (its own embedded cluster):
/// requests during the outage fail cleanly with 503 DATABASE_UNAVAILABLE, the health check says
/// so, and the first requests after it succeed — in both modes, without restarting the runner
/// (warm workers reconnect their kept connections).
@Suite("Database outage", .serialized)
struct DatabaseOutageTests {
    @Test("Postgres restarted while the runner is up", arguments: ["spawn", "warm"])
    func restart(mode: String) async throws {
        let dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("outage-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: dataDirectory) }
        let runner = try RunnerProcess.start(
            arguments: ["serve", "--port", "0", "--data-dir", dataDirectory, "--mode", mode], environment: ["JWT_SECRET": TestTokens.secret]
        )
        defer { runner.kill() }
        let base = try await runner.waitForAddress()
        var logger = Logger(label: "outage")
        logger.logLevel = .critical
        let cluster = EmbeddedCluster(configuration: .init(directory: dataDirectory + "/postgres"), logger: logger)
        let token = try await TestTokens.token(userID: TestUsers.free.id, email: TestUsers.free.email, tier: "FREE")

        func recipe() async throws -> HTTPResult { try await HTTP.send("GET", base + "/functions/v1/recipe?videoId=bkwLxcfcKTY") }
        func save() async throws -> HTTPResult {
            try await HTTP.send(
                "POST", base + "/api/app/recipes/save-community-recipe", headers: ["Authorization": "Bearer \(token)"],
                body: Array(
                    #"""
                    {"recipe":{"title":"Outage pasta","ingredients":[{"name":"spaghetti"}],"instructions":[{"step":1,"text":"Boil"}]},
                     "sourceType":"video","sourcePlatform":"youtube","sourceUrl":"https://youtu.be/dQw4w9WgXcQ","sourceVideoId":"dQw4w9WgXcQ",
                     "userId":"00000000-0000-4000-8000-000000000001","username":"tester"}
                    """#.utf8))
        }

        // Up: connections are made (and kept, in warm mode).
        #expect(try await recipe().status == 200)
        #expect(try await save().status == 200)

        try cluster.stop()
        for _ in 0..<3 {
            let during = try await recipe()
            #expect(during.status == 503)
            #expect(during.headers["x-error-code"] == "DATABASE_UNAVAILABLE")
            #expect(during.json == ["error": "Database temporarily unavailable", "code": "DATABASE_UNAVAILABLE"])
            let write = try await save()
            #expect(write.status == 503)
            #expect(write.json == ["error": "Database temporarily unavailable"])
        }
        let health = try await HTTP.send("GET", base + "/health")
        #expect(health.status == 503)
        #expect(health.json?["database"]?["status"] == "down")

        try cluster.start()
        // The very first requests after the restart succeed.
        let recovered = try await recipe()
        #expect(recovered.status == 200, "\(recovered.text)")
        #expect(recovered.json?["cached"] == true)
        let saved = try await save()
        #expect(saved.status == 200, "\(saved.text)")
        #expect(saved.json?["existed"] == true)
        #expect(try await HTTP.send("GET", base + "/health").status == 200)
        #expect(runner.child.isRunning)
        #expect(runner.terminate() == 0)
    }

    /// A server that is there but does not answer (stopped by a signal, wedged): the health check
    /// must still answer, down, within its deadline, and up again once the server moves.
    @Test("Postgres frozen under a running runner: /health says down within seconds, never hangs", .timeLimit(.minutes(2)))
    func frozen() async throws {
        let dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("frozen-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: dataDirectory) }
        let runner = try RunnerProcess.start(
            arguments: ["serve", "--port", "0", "--data-dir", dataDirectory], environment: ["JWT_SECRET": TestTokens.secret])
        defer { runner.kill() }
        let base = try await runner.waitForAddress()
        #expect(try await HTTP.send("GET", base + "/health").status == 200)

        let pidFile = try String(contentsOfFile: dataDirectory + "/postgres/pgdata/postmaster.pid", encoding: .utf8)
        let postmaster = try #require(pidFile.split(separator: "\n").first.flatMap { Int32($0) })
        #expect(kill(postmaster, SIGSTOP) == 0)
        // Whatever happens below, the server must move again for the runner to stop cleanly.
        defer { kill(postmaster, SIGCONT) }
        let clock = ContinuousClock()
        for _ in 0..<3 {
            let started = clock.now
            let health = try await HTTP.send("GET", base + "/health")
            #expect(health.status == 503)
            #expect(health.json?["database"]?["status"] == "down")
            // The connect timeout is 2 s and the callers' deadline 3 s: well under 10 s even on a
            // loaded machine, where without them this would wait for TCP to give up.
            #expect(clock.now - started < .seconds(10))
        }
        kill(postmaster, SIGCONT)
        var recovered = 0
        for _ in 0..<50 where recovered != 200 {
            recovered = try await HTTP.send("GET", base + "/health").status
            if recovered != 200 { try await Task.sleep(for: .milliseconds(100)) }
        }
        #expect(recovered == 200)
        #expect(runner.terminate() == 0)
    }
}
