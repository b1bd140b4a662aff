import Foundation
import FunctionRuntime
import ProcessKit
import TestSupport
import Testing

/// SIGTERM with a request in flight: the runner stops accepting, lets the request finish, then
/// stops workers and the embedded Postgres, and exits 0.
@Suite("Graceful shutdown", .serialized)
struct ShutdownTests {
    @Test("an in-flight request completes after SIGTERM; then everything stops", arguments: ["spawn", "warm"])
    func inFlight(mode: String) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shutdown-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let routes = """
            {"functions": [{"name": "slow", "executable": "test-function", "auth": "none", "timeoutMs": 30000,
              "maxRequestBytes": 1024, "maxResponseBytes": 65536, "maxConcurrency": 4,
              "routes": [{"method": "GET", "path": "/slow"}]}]}
            """
        try routes.write(toFile: directory + "/routes.json", atomically: true, encoding: .utf8)
        let runner = try RunnerProcess.start(
            arguments: ["serve", "--port", "0", "--data-dir", directory + "/data", "--routes", directory + "/routes.json", "--mode", mode],
            environment: ["JWT_SECRET": TestTokens.secret])
        defer { runner.kill() }
        let base = try await runner.waitForAddress()

        let inFlight = Task { try await HTTP.send("GET", base + "/slow?mode=sleep&ms=2000") }
        // Wait until the request is being served, then ask the runner to stop.
        for _ in 0..<100 {
            let metrics = try await HTTP.send("GET", base + "/metrics")
            if metrics.text.contains(#"runner_in_flight{function="slow"} 1"#) { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        runner.child.signal(SIGTERM)
        try await Task.sleep(for: .milliseconds(300))
        // No new connections once shutdown began.
        await #expect(throws: (any Error).self) { _ = try await HTTP.send("GET", base + "/health") }

        let answered = try await inFlight.value
        #expect(answered.status == 200)
        #expect(answered.json?["envelope"]?["rawPath"] == "/slow")
        #expect(runner.child.waitForExit(timeout: .seconds(30)) == 0)
        #expect(
            !FileManager.default.fileExists(atPath: directory + "/data/postgres/pgdata/postmaster.pid"), "embedded Postgres still running")
        #expect(runner.log.contains("embedded Postgres stopped"))
    }
}
