import Database
import Foundation
import FunctionRuntime
import Logging
import ProcessKit
import RunnerCore
import TestSupport
import Testing
import Tokens

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The runner binary as a user starts it: embedded database created from nothing, migrations and
/// seed applied, functions served, clean shutdown on SIGTERM (which also stops the cluster).
@Suite("Runner binary end to end")
struct RunnerProcessTests {
    @Test("the run command serves auth and save-community-recipe on the embedded database, then shuts down cleanly")
    func embeddedEndToEnd() async throws {
        let dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("runner-e2e-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: dataDirectory) }
        let server = try RunnerProcess.start(arguments: ["serve", "--port", "0", "--data-dir", dataDirectory], environment: [:])
        defer { server.kill() }
        let base = try await server.waitForAddress()

        let health = try await HTTP.send("GET", base + "/health")
        #expect(health.status == 200)
        #expect(health.json?["database"]?["mode"] == "embedded")

        let login = try await HTTP.send(
            "POST", base + "/api/app/auth", body: Array(#"{"email":"test@example.com","password":"password123"}"#.utf8))
        #expect(login.status == 200)
        let token = try #require(login.json?["token"]?.stringValue)

        let save = try await HTTP.send(
            "POST", base + "/api/app/recipes/save-community-recipe", headers: ["Authorization": "Bearer \(token)"],
            body: Array(
                #"""
                {"recipe":{"title":"Pasta","ingredients":[{"name":"spaghetti"}],"instructions":[{"step":1,"text":"Boil"}]},
                 "sourceType":"video","sourcePlatform":"youtube","sourceUrl":"https://youtu.be/dQw4w9WgXcQ","sourceVideoId":"dQw4w9WgXcQ",
                 "userId":"00000000-0000-4000-8000-000000000001","username":"tester"}
                """#.utf8))
        #expect(save.status == 200)
        #expect(save.json?["importCount"] == 1)

        #expect(server.terminate() == 0)
        #expect(!FileManager.default.fileExists(atPath: dataDirectory + "/postgres/pgdata/postmaster.pid"))
    }

    @Test("--pooler pgbouncer: functions connect through PgBouncer the runner starts and stops")
    func pgbouncer() async throws {
        let dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("runner-pgb-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: dataDirectory) }
        let server = try RunnerProcess.start(
            arguments: ["serve", "--port", "0", "--data-dir", dataDirectory, "--pooler", "pgbouncer"],
            environment: ["JWT_SECRET": TestTokens.secret])
        defer { server.kill() }
        let base = try await server.waitForAddress()
        let health = try await HTTP.send("GET", base + "/health")
        #expect(health.json?["database"]?["pooler"] == "pgbouncer")
        let pid = try #require(Int32((try String(contentsOfFile: dataDirectory + "/pgbouncer/pgbouncer.pid", encoding: .utf8)).trimmed))
        #expect(kill(pid, 0) == 0)
        for _ in 0..<3 {
            #expect(try await HTTP.send("GET", base + "/functions/v1/recipe?videoId=bkwLxcfcKTY").status == 200)
        }
        // The functions depend on the pooler (while the health check, direct, still passes).
        kill(pid, SIGKILL)
        for _ in 0..<100 where kill(pid, 0) == 0 { try await Task.sleep(for: .milliseconds(20)) }
        let without = try await HTTP.send("GET", base + "/functions/v1/recipe?videoId=bkwLxcfcKTY")
        #expect(without.status == 503)
        #expect(without.headers["x-error-code"] == "DATABASE_UNAVAILABLE")
        #expect(server.terminate() == 0)
        #expect(kill(pid, 0) != 0, "pgbouncer still running after the runner stopped")
    }

    @Test("warm workers behind PgBouncer in transaction mode: several workers, two users, no prepared-statement mix-ups")
    func warmThroughPooler() async throws {
        let dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("runner-warm-pgb-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: dataDirectory) }
        let server = try RunnerProcess.start(
            arguments: ["serve", "--port", "0", "--data-dir", dataDirectory, "--pooler", "pgbouncer", "--mode", "warm"],
            environment: ["JWT_SECRET": TestTokens.secret, "WARM_WORKERS": "3"])
        defer { server.kill() }
        let base = try await server.waitForAddress()
        #expect(try await HTTP.send("GET", base + "/health").json?["database"]?["pooler"] == "pgbouncer")
        let free = try await TestTokens.token(userID: TestUsers.free.id, email: TestUsers.free.email, tier: "FREE")
        let pro = try await TestTokens.token(userID: TestUsers.pro.id, email: TestUsers.pro.email, tier: "PRO")
        // Only the free user saves a favourite; the pro user must never see it.
        let saved = try await HTTP.send(
            "POST", base + "/api/app/saved-recipes", headers: ["Authorization": "Bearer " + free],
            body: Array(#"{"kind":"video","recipeId":"bkwLxcfcKTY"}"#.utf8))
        #expect(saved.status == 201 || saved.status == 404, "\(saved.text)")
        let requests: [(path: String, token: String?)] = [
            ("/functions/v1/recipe?videoId=bkwLxcfcKTY", nil), ("/functions/v1/search?q=pasta", nil), ("/api/app/saved-recipes", free),
            ("/api/app/saved-recipes", pro), ("/api/app/sync", free), ("/api/app/sync", pro),
        ]
        for _ in 0..<3 {
            let results = try await withThrowingTaskGroup(of: (String, String?, HTTPResult).self) { group in
                for index in 0..<36 {
                    let request = requests[index % requests.count]
                    group.addTask {
                        let headers = request.token.map { ["Authorization": "Bearer " + $0] } ?? [:]
                        return (request.path, request.token, try await HTTP.send("GET", base + request.path, headers: headers))
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            for (path, token, result) in results {
                #expect(result.status == 200, "\(path): \(result.status) \(result.text)")
                if path == "/api/app/saved-recipes", token == pro { #expect(result.json?["savedRecipes"] == [], "\(result.text)") }
            }
        }
        #expect(server.terminate() == 0)
    }

    @Test("mint-token signs a token the runner's verifier accepts, with the requested claims")
    func mintToken() async throws {
        let outcome = await ProcessRunner.run(
            ProcessSpec(
                executable: PackagePaths.products + "/runner",
                arguments: ["mint-token", "--tier", "PRO", "--role", "service_role"],
                environment: ["JWT_SECRET": TestTokens.secret, "PATH": "/usr/bin:/bin"], stdin: [], timeout: .seconds(30),
                maxStdoutBytes: 8192)
        ) { _ in }
        guard case .exited(0, let stdout) = outcome else {
            Issue.record("mint-token failed: \(outcome)")
            return
        }
        let token = String(decoding: stdout, as: UTF8.self).trimmed
        let claims = try await TestTokens.tokens().verify(token)
        #expect(claims["tier"] == "PRO")
        #expect(claims["role"] == "service_role")
        #expect(claims["sub"] == .string(TestUsers.free.id))
    }

    @Test("deployment shape: `runner migrate` once, then function-only runners with just FUNCTION_DATABASE_URL")
    func migrateThenServe() async throws {
        let database = try TestCluster.shared.makeBlankDatabase("deploy")
        let environment = [
            "JWT_SECRET": TestTokens.secret, "FUNCTION_DATABASE_URL": database.functionConninfo, "RUNNER_FUNCTIONS": "recipe",
        ]
        // Before migrating, a function-only runner refuses to start, saying why.
        let early = try RunnerProcess.start(arguments: ["serve", "--port", "0"], environment: environment)
        #expect(early.child.waitForExit(timeout: .seconds(30)) != 0)
        #expect(early.log.contains("runner migrate"))
        early.kill()

        let outcome = await ProcessRunner.run(
            ProcessSpec(
                executable: PackagePaths.products + "/runner", arguments: ["migrate"],
                environment: [
                    "PATH": "/usr/bin:/bin", "DATABASE_URL": database.adminConninfo, "SUPABASE_DIR": PackagePaths.root + "/supabase",
                ],
                stdin: [], timeout: .seconds(60), maxStdoutBytes: 1 << 16)
        ) { _ in }
        guard case .exited(0, let stdout) = outcome else {
            Issue.record("runner migrate failed: \(outcome)")
            return
        }
        #expect(String(decoding: stdout, as: UTF8.self).hasPrefix("applied: 20261121000100, 20261121000200"))

        let server = try RunnerProcess.start(arguments: ["serve", "--port", "0"], environment: environment)
        defer { server.kill() }
        let base = try await server.waitForAddress()
        let health = try await HTTP.send("GET", base + "/health")
        #expect(health.status == 200)
        #expect(health.json?["functions"] == ["recipe"])
        #expect(health.json?["database"]?["mode"] == "external")
        // Only its function is served; the catalogue is empty (no seed in production).
        #expect(try await HTTP.send("GET", base + "/functions/v1/recipe?videoId=bkwLxcfcKTY").status == 404)
        #expect(try await HTTP.send("GET", base + "/functions/v1/search").status == 404)
        #expect(server.terminate() == 0)
    }

    @Test("with DATABASE_URL the runner migrates that server, and refuses a superuser function role")
    func externalDatabase() async throws {
        let database = try TestCluster.shared.makeDatabase("external")
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        let service = try await DatabaseService.start(
            .external(adminURL: database.adminConninfo, functionURL: database.functionConninfo, applySeed: false),
            supabaseDirectory: PackagePaths.root + "/supabase", logger: logger)
        #expect(await service.health().up)
        // A burst of probes shares connections instead of opening one each.
        let before = await service.healthProbes
        let burst = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<100 { group.addTask { await service.health().up } }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(burst == Array(repeating: true, count: 100))
        #expect(await service.healthProbes - before < 50)
        await #expect(throws: DatabaseService.Failure.self) {
            _ = try await DatabaseService.start(
                .external(adminURL: database.adminConninfo, functionURL: database.adminConninfo, applySeed: false),
                supabaseDirectory: PackagePaths.root + "/supabase", logger: logger)
        }
    }
}
