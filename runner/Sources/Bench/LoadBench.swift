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
    func startRunner(_ configuration: Configuration, port: Int) async throws -> ChildProcess {
        let environment = [
            "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "DATABASE_URL": adminConninfo, "FUNCTION_DATABASE_URL": functionConninfo,
            "JWT_SECRET": secret, "PORT": "\(port)", "RUNNER_MODE": configuration.mode, "DB_POOLER": configuration.pooler,
            "DATA_DIR": directory + "/runner-\(configuration.label.filter(\.isLetter))", "LOG_LEVEL": "error",
            "RUNNER_ROUTES": root + "/runner/routes.json", "SUPABASE_DIR": root + "/supabase", "FUNCTIONS_DIR": configuration.functions,
        ]
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

    /// A wrk script that POSTs a small community recipe as one user (the same recipe each time:
    /// after the first request the function finds it and records nothing new).
    func saveScript() throws -> String {
        let body = #"""
            {"recipe":{"title":"Bench pasta","ingredients":[{"name":"spaghetti","amount":"200","unit":"g"}],"instructions":[{"step":1,"text":"Boil the pasta."}]},"sourceType":"video","sourcePlatform":"tiktok","sourceUrl":"https://www.tiktok.com/@bench/video/7900000000000000001","sourceVideoId":"7900000000000000001","userId":"00000000-0000-4000-8000-000000000001","username":"bench"}
            """#
        let script = """
            wrk.method = "POST"
            wrk.body = [[\(body)]]
            wrk.headers["Content-Type"] = "application/json"
            wrk.headers["Authorization"] = "Bearer \(token)"
            """
        let path = directory + "/save.lua"
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    struct Row {
        let configuration: Configuration
        let route: String
        let unloaded: Figures
        let loaded: Figures
    }

    func run(_ configurations: [Configuration]) async throws -> [Row] {
        let script = try saveScript()
        var rows: [Row] = []
        for (index, configuration) in configurations.enumerated() {
            let port = 18_600 + Int(getpid() % 200) * 5 + index
            let runner = try await startRunner(configuration, port: port)
            defer { runner.stop() }
            let base = "http://127.0.0.1:\(port)"
            let recipe = base + "/functions/v1/recipe?videoId=bkwLxcfcKTY"
            let save = base + "/api/app/recipes/save-community-recipe"
            // Warm-up: the recipe exists and the save has happened once; workers are started.
            let (recipeStatus, _) = try await get(recipe)
            let (saveStatus, saveBody) = try await get(
                save, headers: ["Authorization": "Bearer \(token)", "Content-Type": "application/json"],
                body: try String(contentsOfFile: script, encoding: .utf8).components(separatedBy: "[[")[1].components(separatedBy: "]]")[0])
            guard recipeStatus == 200, saveStatus == 200 else {
                throw BenchFailure("warm-up failed: recipe \(recipeStatus), save \(saveStatus) \(String(decoding: saveBody, as: UTF8.self))")
            }
            _ = try wrk(recipe, script: nil, connections: connections, seconds: 2)
            for (route, url, lua) in [("GET recipe (cached)", recipe, nil), ("POST save-community-recipe", save, script)] {
                let unloaded = try wrk(url, script: lua, connections: 1, seconds: seconds)
                let loaded = try wrk(url, script: lua, connections: connections, seconds: seconds)
                rows.append(Row(configuration: configuration, route: route, unloaded: unloaded, loaded: loaded))
            }
        }
        return rows
    }

    static func print(_ rows: [Row], connections: Int) {
        func cell(_ value: Double, _ format: String) -> String { String(format: format, value) }
        Swift.print("runner over loopback, wrk on the same cores (unloaded: 1 connection; loaded: \(connections) connections)")
        Swift.print(
            "route".padding(toLength: 28, withPad: " ", startingAt: 0) + "mode".padding(toLength: 34, withPad: " ", startingAt: 0)
                + "unloaded p50   p99    req/s | loaded req/s   p50     p99   failed")
        for row in rows {
            Swift.print(
                row.route.padding(toLength: 28, withPad: " ", startingAt: 0)
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
                    warm.loaded.requestsPerSecond / max(spawn.loaded.requestsPerSecond, 0.001), warm.unloaded.p50 / max(spawn.unloaded.p50, 0.001),
                    spawn.unloaded.p50, warm.unloaded.p50))
        }
    }
}

struct BenchFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
