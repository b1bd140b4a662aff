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

    @Test("with DATABASE_URL the runner migrates that server, and refuses a superuser function role")
    func externalDatabase() async throws {
        let database = try TestCluster.shared.makeDatabase("external")
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        let service = try await DatabaseService.start(
            .external(adminURL: database.adminConninfo, functionURL: database.functionConninfo, applySeed: false),
            supabaseDirectory: PackagePaths.root + "/supabase", logger: logger)
        #expect(await service.health().up)
        await #expect(throws: DatabaseService.Failure.self) {
            _ = try await DatabaseService.start(
                .external(adminURL: database.adminConninfo, functionURL: database.adminConninfo, applySeed: false),
                supabaseDirectory: PackagePaths.root + "/supabase", logger: logger)
        }
    }
}

/// A runner binary started as a child process; its JSON log tells where it listens.
final class RunnerProcess: Sendable {
    let child: ChildProcess
    let logPath: String

    static func start(arguments: [String], environment: [String: String]) throws -> RunnerProcess {
        let logPath = FileManager.default.temporaryDirectory.appendingPathComponent("runner-\(UUID().uuidString).log").path
        let child = try ChildProcess.launch(
            executable: PackagePaths.products + "/runner", arguments: arguments,
            environment: ["PATH": "/usr/bin:/bin", "LOG_LEVEL": "info"].merging(environment) { $1 },
            workingDirectory: PackagePaths.root, outputFile: logPath)
        return RunnerProcess(child: child, logPath: logPath)
    }

    init(child: ChildProcess, logPath: String) {
        self.child = child
        self.logPath = logPath
    }

    var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }

    func waitForAddress() async throws -> String {
        for _ in 0..<600 {
            for line in log.split(separator: "\n") {
                if let record = JSONCoding.parseBody(String(line)), record["msg"] == "runner listening",
                    let address = record["address"]?.stringValue
                {
                    return "http://" + address
                }
            }
            if !child.isRunning { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw RunnerFailure(log: log)
    }

    /// SIGTERM, then the exit status.
    func terminate() -> Int32? { child.stop(grace: .seconds(30)) }

    func kill() {
        child.signal(SIGKILL)
        _ = child.waitForExit(timeout: .seconds(5))
        try? FileManager.default.removeItem(atPath: logPath)
    }

    struct RunnerFailure: Error, CustomStringConvertible {
        let log: String
        var description: String { "runner did not start:\n\(log)" }
    }
}

/// A small URLSession helper for tests that talk to a runner by URL.
enum HTTP {
    static func send(_ method: String, _ url: String, headers: [String: String] = [:], body: [UInt8]? = nil) async throws -> HTTPResult {
        var request = URLRequest(url: URL(string: url)!)
        request.httpMethod = method
        request.timeoutInterval = 60
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let body {
            request.httpBody = Data(body)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = response as! HTTPURLResponse
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields { fields[String(describing: name).lowercased()] = String(describing: value) }
        return HTTPResult(status: http.statusCode, headers: fields, body: [UInt8](data))
    }
}
