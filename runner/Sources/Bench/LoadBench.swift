import Foundation
import FunctionRuntime
import ProcessKit

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The runner binary under load from `wrk` (Debian's package), on loopback, on the same cores.
/// Each configuration is a fresh `runner serve` on the benchmark's database.
struct LoadBench {
    struct Figures {
        var requestsPerSecond = 0.0
        var p50 = 0.0
        var p99 = 0.0
        var failures = 0
    }

    struct Configuration {
        let label: String
        let mode: String
        let pooler: String
        /// Folder of the function binaries (dynamic or static Swift runtime).
        let functions: String
    }

    let products: String
    let root: String
    let adminConninfo: String
    let functionConninfo: String
    let secret: String
    let token: String
    let directory: String
    let seconds: Int
    let connections: Int

    static func wrkPath() -> String? {
        ["/usr/bin/wrk", "/usr/local/bin/wrk"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts the runner binary and waits for its health check.
    func startRunner(_ configuration: Configuration, port: Int, extraEnvironment: [String: String] = [:]) async throws -> ChildProcess {
        var environment = [
            "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "DATABASE_URL": adminConninfo, "FUNCTION_DATABASE_URL": functionConninfo,
            "JWT_SECRET": secret, "PORT": "\(port)", "RUNNER_MODE": configuration.mode, "DB_POOLER": configuration.pooler,
            "DATA_DIR": directory + "/runner-\(configuration.label.filter(\.isLetter))", "LOG_LEVEL": "error",
            "RUNNER_ROUTES": root + "/runner/routes.json", "SUPABASE_DIR": root + "/supabase", "FUNCTIONS_DIR": configuration.functions,
        ]
        environment.merge(extraEnvironment) { _, new in new }
        let child = try ChildProcess.launch(
            executable: products + "/runner", arguments: ["serve"], environment: environment,
            outputFile: directory + "/runner-\(configuration.label.filter(\.isLetter)).log")
        for _ in 0..<300 {
            if let (status, _) = try? await get("http://127.0.0.1:\(port)/health"), status == 200 { return child }
            try await Task.sleep(for: .milliseconds(50))
        }
        child.stop()
        throw BenchFailure("runner (\(configuration.label)) did not become healthy")
    }

    func get(_ url: String, headers: [String: String] = [:], body: String? = nil) async throws -> (Int, Data) {
        var request = URLRequest(url: URL(string: url)!)
        request.timeoutInterval = 10
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let body {
            request.httpMethod = "POST"
            request.httpBody = Data(body.utf8)
        }
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
    }

    /// Runs wrk and reads its latency distribution and throughput.
    func wrk(_ url: String, script: String?, connections: Int, seconds: Int) throws -> Figures {
        var arguments = ["-t", connections == 1 ? "1" : "2", "-c", "\(connections)", "-d", "\(seconds)s", "--latency", "--timeout", "10s"]
        if let script { arguments += ["-s", script] }
        arguments.append(url)
        let outcome = ProcessRunner.runBlocking(
            ProcessSpec(
                executable: Self.wrkPath()!, arguments: arguments, environment: ["PATH": "/usr/bin:/bin"], stdin: [],
                timeout: .seconds(seconds + 60), maxStdoutBytes: 1 << 20)
        ) { _ in }
        guard case .exited(0, let stdout) = outcome else { throw BenchFailure("wrk failed: \(outcome)") }
        return Self.parse(String(decoding: stdout, as: UTF8.self))
    }

    static func parse(_ output: String) -> Figures {
        var figures = Figures()
        for line in output.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            if fields.count == 2, fields[0] == "50%" { figures.p50 = milliseconds(fields[1]) }
            if fields.count == 2, fields[0] == "99%" { figures.p99 = milliseconds(fields[1]) }
            if line.hasPrefix("Requests/sec:"), let last = fields.last { figures.requestsPerSecond = Double(last) ?? 0 }
            if line.hasPrefix("Non-2xx or 3xx responses:"), let last = fields.last { figures.failures += Int(last) ?? 0 }
            if line.hasPrefix("Socket errors:") {
                // "Socket errors: connect 0, read 0, write 0, timeout 0"
                figures.failures += fields.compactMap { Int($0.trimmingCharacters(in: CharacterSet(charactersIn: ","))) }.reduce(0, +)
            }
        }
        return figures
    }

    static func milliseconds(_ text: String) -> Double {
        for (suffix, scale) in [("us", 0.001), ("ms", 1.0), ("s", 1000.0)] where text.hasSuffix(suffix) {
            return (Double(text.dropLast(suffix.count)) ?? 0) * scale
        }
        return Double(text) ?? 0
    }

    /// A request with a body the bench sends: a small community recipe saved as one user (the
    /// same each time: after the first request the function finds it and records nothing new), and
    /// a recipe request (after the first, answered from the caller's stored answer).
    static let saveBody = #"""
        {"recipe":{"title":"Bench pasta","ingredients":[{"name":"spaghetti","amount":"200","unit":"g"}],"instructions":[{"step":1,"text":"Boil the pasta."}]},"sourceType":"video","sourcePlatform":"tiktok","sourceUrl":"https://www.tiktok.com/@bench/video/7900000000000000001","sourceVideoId":"7900000000000000001","userId":"00000000-0000-4000-8000-000000000001","username":"bench"}
        """#
    static let generateBody = #"{"ingredients":["chicken","broccoli","rice"],"dietaryRestrictions":["gluten-free"],"servings":4}"#

    /// A wrk script sending `method` with the bench user's token (and `body` as JSON).
    func script(_ name: String, method: String, body: String?) throws -> String {
        var lines = ["wrk.method = \"\(method)\"", "wrk.headers[\"Authorization\"] = \"Bearer \(token)\""]
        if let body {
            lines += ["wrk.body = [[\(body)]]", "wrk.headers[\"Content-Type\"] = \"application/json\""]
        }
        let path = directory + "/\(name).lua"
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    struct Row {
        let configuration: Configuration
        let route: String
        let unloaded: Figures
        let loaded: Figures
    }

    func run(_ configurations: [Configuration]) async throws -> [Row] {
        let save = try script("save", method: "POST", body: Self.saveBody)
        let generate = try script("generate", method: "POST", body: Self.generateBody)
        let sync = try script("sync", method: "GET", body: nil)
        let authorised = ["Authorization": "Bearer \(token)", "Content-Type": "application/json"]
        var rows: [Row] = []
        for (index, configuration) in configurations.enumerated() {
            let port = 18_600 + Int(getpid() % 200) * 5 + index
            let runner = try await startRunner(configuration, port: port)
            defer { runner.stop() }
            let base = "http://127.0.0.1:\(port)"
            let routes: [(label: String, url: String, script: String?, warmUp: String?)] = [
                ("GET recipe (cached)", base + "/functions/v1/recipe?videoId=bkwLxcfcKTY", nil, nil),
                ("POST save-community-recipe", base + "/api/app/recipes/save-community-recipe", save, Self.saveBody),
                ("POST recipes/generate (cached)", base + "/api/app/recipes/generate", generate, Self.generateBody),
                ("GET sync (incremental)", base + "/api/app/sync?lastSync=2026-01-01T00:00:00Z", sync, nil),
            ]
            // Warm-up: the recipe exists, the save and the generation have happened once.
            for route in routes {
                let (status, body) = try await get(route.url, headers: route.script == nil ? [:] : authorised, body: route.warmUp)
                guard status == 200 else {
                    throw BenchFailure("warm-up failed: \(route.label) \(status) \(String(decoding: body, as: UTF8.self))")
                }
            }
            _ = try wrk(routes[0].url, script: nil, connections: connections, seconds: 2)
            for route in routes {
                let unloaded = try wrk(route.url, script: route.script, connections: 1, seconds: seconds)
                let loaded = try wrk(route.url, script: route.script, connections: connections, seconds: seconds)
                rows.append(Row(configuration: configuration, route: route.label, unloaded: unloaded, loaded: loaded))
            }
        }
        return rows
    }

    static func print(_ rows: [Row], connections: Int) {
        func cell(_ value: Double, _ format: String) -> String { String(format: format, value) }
        Swift.print("runner over loopback, wrk on the same cores (unloaded: 1 connection; loaded: \(connections) connections)")
        Swift.print(
            "route".padding(toLength: 32, withPad: " ", startingAt: 0) + "mode".padding(toLength: 34, withPad: " ", startingAt: 0)
                + "unloaded p50   p99    req/s | loaded req/s   p50     p99   failed")
        for row in rows {
            Swift.print(
                row.route.padding(toLength: 32, withPad: " ", startingAt: 0)
                    + row.configuration.label.padding(toLength: 34, withPad: " ", startingAt: 0)
                    + cell(row.unloaded.p50, "%8.2f ms") + cell(row.unloaded.p99, "%7.2f") + cell(row.unloaded.requestsPerSecond, "%8.0f")
                    + " |" + cell(row.loaded.requestsPerSecond, "%12.0f") + cell(row.loaded.p50, "%8.2f ms") + cell(row.loaded.p99, "%7.2f")
                    + String(format: "%8d", row.unloaded.failures + row.loaded.failures))
        }
        for route in Set(rows.map(\.route)).sorted() {
            guard let spawn = rows.first(where: { $0.route == route && $0.configuration.mode == "spawn" }),
                let warm = rows.first(where: { $0.route == route && $0.configuration.mode == "warm" })
            else { continue }
            Swift.print(
                String(
                    format: "%@: warm/spawn throughput ×%.1f, unloaded p50 ×%.2f (%.2f → %.2f ms)", route,
                    warm.loaded.requestsPerSecond / max(spawn.loaded.requestsPerSecond, 0.001),
                    warm.unloaded.p50 / max(spawn.unloaded.p50, 0.001),
                    spawn.unloaded.p50, warm.unloaded.p50))
        }
    }
}
