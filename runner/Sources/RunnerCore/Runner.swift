import Database
import DatabaseAdmin
import Foundation
import FunctionRuntime
import Hummingbird
import Library
import Logging
import NIOCore
import Tokens

#if canImport(Glibc)
import Glibc
#endif

/// Composes and runs the runner: database (embedded or external, migrated), route table, JWT
/// verification, the function invoker, and the HTTP server. Stops the embedded database on exit.
public enum Runner {
    public static func bootstrapLogging(level: String) {
        let logLevel = Logger.Level(rawValue: level) ?? .info
        LoggingSystem.bootstrap { label in StderrLogHandler(label: label, level: logLevel) }
    }

    public static func run(_ configuration: RunnerConfiguration) async throws {
        signal(SIGPIPE, SIG_IGN)
        let logger = Logger(label: "runner")
        let allRoutes = try RouteTable.load(path: configuration.routesPath)
        let routes = try configuration.onlyFunctions.map { try allRoutes.restricted(to: $0) } ?? allRoutes
        for function in routes.functions {
            let path = configuration.functionsDirectory + "/" + function.executable
            if !FileManager.default.isExecutableFile(atPath: path) {
                logger.warning(
                    "function binary missing; its routes will answer 503", metadata: ["function": "\(function.name)", "path": "\(path)"])
            }
        }
        let secret = try configuration.resolvedJWTSecret()
        // Behind PgBouncer in transaction mode a worker's next transaction may run on another
        // server connection: functions then run without named prepared statements.
        let usesPooler = configuration.pooler == .pgbouncer
        let database = try await DatabaseService.start(
            configuration.database, supabaseDirectory: configuration.supabaseDirectory,
            poolerDirectory: usesPooler ? configuration.dataDirectory + "/pgbouncer" : nil, logger: logger)
        do {
            var passthrough = configuration.environment
            passthrough["JWT_SECRET"] = secret
            // The library's files, for functions that read them (ffmpeg on a library video).
            passthrough["LIBRARY_DIR"] = configuration.libraryDirectory
            let root = FileManager.default.currentDirectoryPath
            let metrics = RunnerMetrics()
            var base = ["DATABASE_URL": database.functionConninfo, "LOG_LEVEL": configuration.logLevel]
            // Our PgBouncer, or a pooler in front of the configured database (the operator says so).
            if database.poolerName != nil || configuration.environment["DB_PREPARED_STATEMENTS"] == "off" {
                base["DB_PREPARED_STATEMENTS"] = "off"
            }
            let spawn = SpawnInvoker(
                functionsDirectory: configuration.functionsDirectory,
                baseEnvironment: base,
                passthroughSource: passthrough,
                sidecars: [WhisperSidecar.project(root: root, dataDirectory: configuration.dataDirectory)],
                metrics: metrics,
                logger: logger)
            let warm =
                configuration.mode == .warm
                ? WarmInvoker(spawn: spawn, workersPerFunction: configuration.warmWorkers, metrics: metrics) : nil
            let openAPIPath = (configuration.routesPath as NSString).deletingLastPathComponent + "/openapi.json"
            let storage = LocalFolderStorage(root: configuration.libraryDirectory)
            let servesLibrary = routes.functions.contains { function in function.routes.contains { $0.stream || $0.upload } }
            let downloads =
                servesLibrary
                ? try startDownloadWorkers(configuration, storage: storage, conninfo: database.functionConninfo, logger: logger) : nil
            let responder = RunnerResponder(
                routes: routes,
                authenticator: RequestAuthenticator(tokens: await AccessTokens(secret: secret)),
                invoker: warm ?? spawn,
                bodyBudget: BodyBudget(bytes: configuration.bodyBudgetBytes),
                health: healthCheck(database: database, routes: routes),
                metrics: metrics,
                openAPI: FileManager.default.contents(atPath: openAPIPath).map { [UInt8]($0) },
                edge: configuration.edge,
                storage: servesLibrary
                    ? StorageResponder(storage: storage, maxUploadBytes: DownloadSettings(environment: configuration.environment).maxBytes)
                    : nil,
                operatorFigures: OperatorFigures(conninfo: database.functionConninfo),
                logger: logger)
            let application = makeApplication(
                responder: responder, host: configuration.host, port: configuration.port, logger: logger
            ) { address in
                logger.info(
                    "runner listening",
                    metadata: ["address": "\(address)", "database": "\(database.modeName)", "functions": "\(routes.functions.map(\.name))"])
            }
            // Graceful shutdown (SIGTERM/SIGINT): the server stops accepting and lets in-flight
            // requests finish (each bounded by its deadline); then workers, sidecars, database.
            do {
                try await application.runService()
            } catch {
                downloads?.cancel()
                await warm?.stopWorkers()
                await spawn.stopSidecars()
                throw error
            }
            downloads?.cancel()
            await warm?.stopWorkers()
            await spawn.stopSidecars()
        } catch {
            await database.stop()
            throw error
        }
        await database.stop()
    }

    /// The library's download workers, in this process, against the function login role (the
    /// service role through it, as every function's database use). Cancelling the task stops
    /// them; a download cut short is retried by whichever worker claims it after its lease.
    static func startDownloadWorkers(
        _ configuration: RunnerConfiguration, storage: LocalFolderStorage, conninfo: String, logger: Logger
    ) throws -> Task<Void, Never>? {
        try storage.prepare()
        guard configuration.downloadWorkers > 0 else { return nil }
        let settings = DownloadSettings(environment: configuration.environment)
        let probe = MediaProbe.locate(override: configuration.environment["FFPROBE_PATH"])
        let host = ProcessInfo.processInfo.hostName
        let pid = ProcessInfo.processInfo.processIdentifier
        let workers = (0..<configuration.downloadWorkers).map { index in
            DownloadWorker(
                name: "\(host):\(pid):\(index)", database: Database(conninfo: conninfo), storage: storage, settings: settings, probe: probe,
                logger: logger)
        }
        return Task {
            await withTaskGroup(of: Void.self) { group in
                for worker in workers { group.addTask { await worker.run() } }
            }
        }
    }

    /// `runner migrate`: pending migrations (and optionally the seed) on the owner's connection.
    public static func migrate(adminURL: String, supabaseDirectory: String, seed: Bool) throws -> [String] {
        let migrator = Migrator(conninfo: adminURL, supabaseDirectory: supabaseDirectory, logger: Logger(label: "migrate"))
        let applied = try migrator.migrate()
        if seed { try migrator.seed() }
        return applied
    }

    /// The HTTP server around a responder. `onRunning` receives `host:port` once bound (port 0
    /// picks a free port, which tests use).
    public static func makeApplication(
        responder: RunnerResponder, host: String, port: Int, logger: Logger, onRunning: @escaping @Sendable (String) -> Void
    ) -> some ApplicationProtocol {
        Application(
            responder: responder,
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "recipe-runner"),
            onServerRunning: { channel in
                onRunning("\(host):\(channel.localAddress?.port ?? port)")
            },
            logger: logger)
    }

    /// `GET /health`: 200 when the database answers as the function role, 503 otherwise.
    public static func healthCheck(database: DatabaseService, routes: RouteTable) -> @Sendable () async -> (status: Int, body: JSONValue) {
        let started = Date()
        return {
            let health = await database.health()
            var databaseStatus: [String: JSONValue] = [
                "status": .string(health.up ? "up" : "down"),
                "mode": .string(database.modeName),
                "latencyMs": .double((health.latencyMs * 100).rounded() / 100),
            ]
            if let error = health.error { databaseStatus["error"] = .string(error) }
            if let pooler = database.poolerName { databaseStatus["pooler"] = .string(pooler) }
            let body: JSONValue = [
                "status": .string(health.up ? "ok" : "degraded"),
                "runner": ["status": "up", "uptimeSeconds": .int(Int64(Date().timeIntervalSince(started)))],
                "database": .object(databaseStatus),
                "functions": .array(routes.functions.map { .string($0.name) }),
            ]
            return (health.up ? 200 : 503, body)
        }
    }
}
