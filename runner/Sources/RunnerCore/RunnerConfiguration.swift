import Foundation
import FunctionRuntime

/// Everything the runner needs, from flags and the environment (flags win).
public struct RunnerConfiguration: Sendable {
    public var host: String
    public var port: Int
    public var routesPath: String
    public var functionsDirectory: String
    public var supabaseDirectory: String
    public var dataDirectory: String
    public var database: DatabaseMode
    public var jwtSecret: String?
    public var logLevel: String
    /// When set, serve only these functions (a per-function container).
    public var onlyFunctions: Set<String>?
    /// The runner's own environment, source of each function's declared pass-through variables.
    public var environment: [String: String]
    /// `spawn` (a process per request, the reference) or `warm` (long-lived workers).
    public var mode: Mode
    /// Warm workers per function.
    public var warmWorkers: Int
    /// Request-body bytes the runner holds at once, across requests (`RUNNER_BODY_BUDGET_MB`).
    public var bodyBudgetBytes: Int
    /// `/metrics` access and trusted proxies (`RUNNER_METRICS_TOKEN`, `RUNNER_TRUSTED_PROXIES`).
    public var edge: EdgePolicy = EdgePolicy()
    /// `pgbouncer`: the runner starts PgBouncer (transaction pooling) and functions connect
    /// through it; `none` (default): functions connect to the database directly.
    public var pooler: Pooler
    /// The video library's storage folder (`LIBRARY_DIR`, default `<data dir>/library`).
    public var libraryDirectory: String = ""
    /// Download workers this runner starts (`DOWNLOAD_WORKERS`, default 1 when it serves the
    /// library, 0 otherwise; any number of runners may each run some).
    public var downloadWorkers: Int = 1

    public enum Pooler: String, Sendable {
        case none, pgbouncer
    }

    public enum Mode: String, Sendable {
        case spawn, warm
    }

    public struct Invalid: Error, CustomStringConvertible {
        public let description: String
    }

    /// Reads the documented environment variables; `overrides` come from command-line flags.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment,
        host: String? = nil, port: Int? = nil, routesPath: String? = nil, functionsDirectory: String? = nil,
        dataDirectory: String? = nil, only: String? = nil, mode: String? = nil, pooler: String? = nil
    ) throws -> RunnerConfiguration {
        let cwd = FileManager.default.currentDirectoryPath
        let executableDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().path
        let dataDirectory = dataDirectory ?? environment["DATA_DIR"] ?? cwd + "/.data"
        let database: DatabaseMode
        if let url = environment["DATABASE_URL"], !url.isEmpty {
            let functionURL =
                try environment["FUNCTION_DATABASE_URL"].flatMap { $0.isEmpty ? nil : $0 }
                ?? Self.authenticatorURL(from: url, password: environment["AUTHENTICATOR_PASSWORD"])
            database = .external(adminURL: url, functionURL: functionURL, applySeed: environment["DATABASE_SEED"] == "1")
        } else if let functionURL = environment["FUNCTION_DATABASE_URL"], !functionURL.isEmpty {
            // Functions only: the schema is migrated elsewhere (`runner migrate`).
            database = .external(adminURL: nil, functionURL: functionURL, applySeed: false)
        } else {
            database = .embedded(directory: dataDirectory + "/postgres")
        }
        let portText = environment["PORT"] ?? "8080"
        guard let resolvedPort = port ?? Int(portText), (0...65535).contains(resolvedPort) else {
            throw Invalid(description: "PORT must be a number from 0 to 65535")
        }
        guard let resolvedMode = Mode(rawValue: mode ?? environment["RUNNER_MODE"] ?? "spawn") else {
            throw Invalid(description: "RUNNER_MODE must be spawn or warm")
        }
        guard let resolvedPooler = Pooler(rawValue: pooler ?? environment["DB_POOLER"] ?? "none") else {
            throw Invalid(description: "DB_POOLER must be none or pgbouncer")
        }
        let onlyList = (only ?? environment["RUNNER_FUNCTIONS"]).map {
            Set($0.split(separator: ",").map { String($0).trimmed }.filter { !$0.isEmpty })
        }
        let resolvedHost = host ?? environment["HOST"] ?? "127.0.0.1"
        var configuration = RunnerConfiguration(
            host: resolvedHost,
            port: resolvedPort,
            routesPath: routesPath ?? environment["RUNNER_ROUTES"]
                ?? Self.firstExisting([cwd + "/runner/routes.json", executableDirectory + "/routes.json"]),
            functionsDirectory: functionsDirectory ?? environment["FUNCTIONS_DIR"] ?? executableDirectory,
            supabaseDirectory: Self.supabaseDirectory(environment),
            dataDirectory: dataDirectory,
            database: database,
            jwtSecret: environment["JWT_SECRET"].flatMap { $0.isEmpty ? nil : $0 },
            logLevel: environment["LOG_LEVEL"] ?? "info",
            onlyFunctions: onlyList?.isEmpty == false ? onlyList : nil,
            environment: environment,
            mode: resolvedMode,
            warmWorkers: environment["WARM_WORKERS"].flatMap(Int.init).map { max(1, min($0, 32)) } ?? 2,
            bodyBudgetBytes: environment["RUNNER_BODY_BUDGET_MB"].flatMap(Int.init).map { max(1, min($0, 65_536)) << 20 }
                ?? BodyBudget.defaultBytes,
            pooler: resolvedPooler)
        configuration.libraryDirectory = environment["LIBRARY_DIR"].flatMap { $0.isEmpty ? nil : $0 } ?? dataDirectory + "/library"
        if let workers = environment["DOWNLOAD_WORKERS"] {
            guard let count = Int(workers), (0...32).contains(count) else {
                throw Invalid(description: "DOWNLOAD_WORKERS must be a number from 0 to 32")
            }
            configuration.downloadWorkers = count
        }
        configuration.edge = EdgePolicy(
            metricsToken: environment["RUNNER_METRICS_TOKEN"].flatMap { $0.isEmpty ? nil : $0 },
            listensOnLoopback: EdgePolicy.loopback(resolvedHost),
            trustedProxies: Set(
                (environment["RUNNER_TRUSTED_PROXIES"] ?? "").split(separator: ",").map { String($0).trimmed }.filter { !$0.isEmpty }))
        return configuration
    }

    /// `SUPABASE_DIR`, else `./supabase`, else `supabase/` next to the binary (a container image).
    public static func supabaseDirectory(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let executableDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().path
        return environment["SUPABASE_DIR"]
            ?? firstExisting([FileManager.default.currentDirectoryPath + "/supabase", executableDirectory + "/supabase"])
    }

    private static func firstExisting(_ candidates: [String]) -> String {
        candidates.first { FileManager.default.fileExists(atPath: $0) } ?? candidates[0]
    }

    /// `postgresql://owner:pw@host/db` → the same server as `authenticator`.
    static func authenticatorURL(from url: String, password: String?) throws -> String {
        guard var components = URLComponents(string: url), components.scheme?.hasPrefix("postgres") == true else {
            throw Invalid(
                description: "DATABASE_URL is not a postgresql:// URL; set FUNCTION_DATABASE_URL for the authenticator role explicitly")
        }
        components.user = "authenticator"
        components.password = password
        guard let result = components.string else { throw Invalid(description: "cannot derive FUNCTION_DATABASE_URL from DATABASE_URL") }
        return result
    }

    /// A secret copied from an example (the manifests' `CHANGE-ME-at-least-32-random-bytes`
    /// passed the length check) or with too little variety to be random: anyone who read the
    /// example could sign tokens for any user.
    public static func isPlaceholderSecret(_ secret: String) -> Bool {
        let folded = secret.lowercased()
        let markers = ["change-me", "changeme", "change_me", "replace-me", "your-secret", "example", "placeholder", "at-least-32"]
        return markers.contains { folded.contains($0) } || Set(secret.utf8).count < 10
    }

    /// `JWT_SECRET`, or for the embedded default a random development secret kept in the data
    /// folder (so tokens survive restarts). An external database requires a real secret.
    public func resolvedJWTSecret() throws -> String {
        if let jwtSecret {
            guard jwtSecret.utf8.count >= 32 else { throw Invalid(description: "JWT_SECRET must be at least 32 bytes") }
            guard !Self.isPlaceholderSecret(jwtSecret) else {
                throw Invalid(description: "JWT_SECRET is a placeholder from an example; generate one (openssl rand -base64 48)")
            }
            return jwtSecret
        }
        guard case .embedded = database else { throw Invalid(description: "JWT_SECRET is required with DATABASE_URL") }
        let path = dataDirectory + "/jwt-secret"
        if let existing = try? String(contentsOfFile: path, encoding: .utf8).trimmed, existing.utf8.count >= 32 {
            return existing
        }
        try FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true)
        var generator = SystemRandomNumberGenerator()
        let secret = (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
        FileManager.default.createFile(atPath: path, contents: Data(secret.utf8), attributes: [.posixPermissions: 0o600])
        return secret
    }
}
