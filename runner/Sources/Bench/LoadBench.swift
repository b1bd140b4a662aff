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
        /// Failed requests by outcome: `"503 overloaded"` (status and `x-error-code`), or wrk's
        /// socket errors (`"timeout"`: no answer within wrk's 10 s; `"connect"`, `"read"`, …).
        var failures: [String: Int] = [:]
        var failed: Int { failures.values.reduce(0, +) }

        mutating func add(_ other: [String: Int]) { failures.merge(other, uniquingKeysWith: +) }
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
    func wrk(_ url: String, script: String, connections: Int, seconds: Int) throws -> Figures {
        var arguments = ["-t", connections == 1 ? "1" : "2", "-c", "\(connections)", "-d", "\(seconds)s", "--latency", "--timeout", "10s"]
        arguments += ["-s", script, url]
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
            // Written by the script's `done()`: "failed <status> <x-error-code or -> <count>".
            if fields.count == 4, fields[0] == "failed", let count = Int(fields[3]) {
                figures.add([fields[2] == "-" ? fields[1] : fields[1] + " " + fields[2]: count])
            }
            if line.hasPrefix("Socket errors:") {
                // "Socket errors: connect 0, read 0, write 0, timeout 0"
                let parts = line.dropFirst("Socket errors:".count).split(separator: ",")
                for part in parts {
                    let pair = part.split(separator: " ")
                    if pair.count == 2, let count = Int(pair[1]), count > 0 { figures.add([String(pair[0]): count]) }
                }
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

    /// A wrk script sending `method` (with the bench user's token when `authorised`, and `body` as
    /// JSON) that counts every answer outside 2xx by status and `x-error-code`. Each wrk thread
    /// counts in its own Lua state; `done()` sums them and prints one line per outcome.
    func script(_ name: String, method: String = "GET", authorised: Bool = true, body: String? = nil) throws -> String {
        var lines = ["wrk.method = \"\(method)\""]
        if authorised { lines.append("wrk.headers[\"Authorization\"] = \"Bearer \(token)\"") }
        if let body {
            lines += ["wrk.body = [[\(body)]]", "wrk.headers[\"Content-Type\"] = \"application/json\""]
        }
        lines.append(Self.failureCounter)
        let path = directory + "/\(name).lua"
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let failureCounter = """
        local threads = {}
        function setup(thread) table.insert(threads, thread) end
        function init(args) failed = {} end
        function response(status, headers, body)
          if status < 200 or status > 299 then
            local key = status .. " " .. (headers["x-error-code"] or headers["X-Error-Code"] or "-")
            failed[key] = (failed[key] or 0) + 1
          end
        end
        function done(summary, latency, requests)
          local total = {}
          for _, thread in ipairs(threads) do
            for key, count in pairs(thread:get("failed") or {}) do total[key] = (total[key] or 0) + count end
          end
          for key, count in pairs(total) do io.write("failed " .. key .. " " .. count .. "\\n") end
        end
        """

    struct Row {
        let configuration: Configuration
        let route: String
        let unloaded: Figures
        let loaded: Figures
    }

    func run(_ configurations: [Configuration]) async throws -> [Row] {
        let recipe = try script("recipe", authorised: false)
        let save = try script("save", method: "POST", body: Self.saveBody)
        let generate = try script("generate", method: "POST", body: Self.generateBody)
        let sync = try script("sync")
        let authorised = ["Authorization": "Bearer \(token)", "Content-Type": "application/json"]
        var rows: [Row] = []
        for (index, configuration) in configurations.enumerated() {
            let port = 18_600 + Int(getpid() % 200) * 5 + index
            let runner = try await startRunner(configuration, port: port)
            defer { runner.stop() }
            let base = "http://127.0.0.1:\(port)"
            let routes: [(label: String, url: String, script: String, warmUp: String?)] = [
                ("GET recipe (cached)", base + "/functions/v1/recipe?videoId=bkwLxcfcKTY", recipe, nil),
                ("POST save-community-recipe", base + "/api/app/recipes/save-community-recipe", save, Self.saveBody),
                ("POST recipes/generate (cached)", base + "/api/app/recipes/generate", generate, Self.generateBody),
                ("GET sync (incremental)", base + "/api/app/sync?lastSync=2026-01-01T00:00:00Z", sync, nil),
            ]
            // Warm-up: the recipe exists, the save and the generation have happened once.
            for route in routes {
                let (status, body) = try await get(route.url, headers: route.script == recipe ? [:] : authorised, body: route.warmUp)
                guard status == 200 else {
                    throw BenchFailure("warm-up failed: \(route.label) \(status) \(String(decoding: body, as: UTF8.self))")
                }
            }
            _ = try wrk(routes[0].url, script: recipe, connections: connections, seconds: 2)
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
                    + String(format: "%8d", row.unloaded.failed + row.loaded.failed))
        }
        // What the failures were: an operator tells load shedding (503 overloaded), a deadline (504),
        // pool exhaustion and a client-side timeout apart by these.
        for row in rows where row.unloaded.failed + row.loaded.failed > 0 {
            var all = row.unloaded
            all.add(row.loaded.failures)
            let outcomes = all.failures.sorted { $0.value > $1.value }.map { "\($0.key) ×\($0.value)" }
            Swift.print("  failed: \(row.route), \(row.configuration.label): " + outcomes.joined(separator: ", "))
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
