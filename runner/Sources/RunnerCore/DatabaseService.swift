import Database
import DatabaseAdmin
import Foundation
import FunctionRuntime
import Logging

/// Where the database comes from. With no `DATABASE_URL` the runner creates and starts a private
/// cluster in the data folder; with one it uses that server. Either way pending migrations are
/// applied before the first request.
public enum DatabaseMode: Sendable {
    case embedded(directory: String)
    /// `adminURL` may run DDL (migrations); `functionURL` is what functions connect with and
    /// must not be a superuser. Without `adminURL` (a per-function container holding only the
    /// function role's credentials) nothing is migrated here: `runner migrate` does it once.
    case external(adminURL: String?, functionURL: String, applySeed: Bool)
}

public final class DatabaseService: Sendable {
    /// What functions connect with: the function role, through the pooler when there is one.
    public let functionConninfo: String
    /// The function role straight to the server (health checks).
    public let directConninfo: String
    public let adminConninfo: String
    public let modeName: String
    private let cluster: EmbeddedCluster?
    private let pooler: PgBouncer?
    private let logger: Logger
    private let probe = SingleFlight<Health>()

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    init(
        functionConninfo: String, adminConninfo: String, modeName: String, cluster: EmbeddedCluster?, pooler: PgBouncer? = nil,
        logger: Logger
    ) {
        self.functionConninfo = pooler?.conninfo ?? functionConninfo
        self.directConninfo = functionConninfo
        self.adminConninfo = adminConninfo
        self.modeName = modeName
        self.cluster = cluster
        self.pooler = pooler
        self.logger = logger
    }

    public var poolerName: String? { pooler == nil ? nil : "pgbouncer" }

    /// The same service with PgBouncer started in front of the function role.
    func pooled(directory: String) throws -> DatabaseService {
        let bouncer = PgBouncer(configuration: .init(directory: directory, upstream: directConninfo), logger: logger)
        try bouncer.start()
        return DatabaseService(
            functionConninfo: directConninfo, adminConninfo: adminConninfo, modeName: modeName, cluster: cluster, pooler: bouncer,
            logger: logger)
    }

    /// Starts (embedded) or reaches (external) the database, migrates, seeds, and checks that the
    /// function role is not a superuser.
    public static func start(
        _ mode: DatabaseMode, supabaseDirectory: String, poolerDirectory: String? = nil, logger: Logger
    ) async throws -> DatabaseService {
        try await Blocking.run {
            let service: DatabaseService
            let seed: Bool
            switch mode {
            case .embedded(let directory):
                let cluster = EmbeddedCluster(configuration: .init(directory: directory), logger: logger)
                try cluster.start()
                service = DatabaseService(
                    functionConninfo: cluster.conninfo(user: "authenticator"), adminConninfo: cluster.superuserConninfo,
                    modeName: "embedded", cluster: cluster, logger: logger)
                seed = true
            case .external(let adminURL, let functionURL, let applySeed):
                service = DatabaseService(
                    functionConninfo: functionURL, adminConninfo: adminURL ?? functionURL, modeName: "external", cluster: nil,
                    logger: logger)
                seed = applySeed
                if adminURL == nil {
                    try service.checkFunctionRole()
                    try service.checkMigrated()
                    // A function-only runner (the container shape) may still run its own pooler.
                    return try poolerDirectory.map { try service.pooled(directory: $0) } ?? service
                }
            }
            let migrator = Migrator(conninfo: service.adminConninfo, supabaseDirectory: supabaseDirectory, logger: logger)
            try migrator.migrate()
            if seed { try migrator.seed() }
            try service.checkFunctionRole()
            if let poolerDirectory {
                do {
                    return try service.pooled(directory: poolerDirectory)
                } catch {
                    try? service.cluster?.stop()
                    throw error
                }
            }
            return service
        }
    }

    /// Functions never connect as a superuser or a role that bypasses row-level security.
    func checkFunctionRole() throws {
        let connection = try PostgresConnection(conninfo: functionConninfo)
        let row = try connection.query(
            "select rolname, rolsuper, rolbypassrls from pg_roles where rolname = current_user"
        ).single()
        if try row.requireBool("rolsuper") || row.requireBool("rolbypassrls") {
            throw Failure(
                description:
                    "functions must not connect as a superuser or a BYPASSRLS role (got \(try row.requireString("rolname"))); use the authenticator role"
            )
        }
    }

    /// Without migration rights the runner can only check that someone migrated the database.
    func checkMigrated() throws {
        let connection = try PostgresConnection(conninfo: functionConninfo)
        let row = try connection.query("select to_regclass('public.users') is not null as ready").single()
        guard try row.requireBool("ready") else {
            throw Failure(description: "the database has no schema yet: run `runner migrate` with DATABASE_URL (the owner role) first")
        }
    }

    public struct Health: Sendable {
        public let up: Bool
        public let latencyMs: Double
        public let error: String?
    }

    /// Opens a fresh connection as the function role and runs `select 1`; requests that arrive
    /// while a probe is running share its answer (see `SingleFlight`). A server that accepts the
    /// connection and then never answers (stopped, wedged) would hold every check forever:
    /// callers wait `deadline` at most (the connect timeout, 2 s, and a moment for `select 1`)
    /// and read "timeout", while the stuck probe goes on alone and later checks join it.
    public func health(within deadline: Duration = .seconds(3)) async -> Health {
        await probe.run(within: deadline, orElse: Health(up: false, latencyMs: Self.milliseconds(deadline), error: "timeout")) {
            [directConninfo] in await Self.probeOnce(directConninfo)
        }
    }

    /// How many probes `health()` has run (callers sharing one count once).
    public var healthProbes: Int {
        get async { await probe.runs }
    }

    private static func probeOnce(_ conninfo: String) async -> Health {
        let start = ContinuousClock.now
        do {
            try await Blocking.run {
                let connection = try PostgresConnection(conninfo: ConnectionString.setting("connect_timeout", "2", in: conninfo))
                try connection.query("select 1")
            }
            return Health(up: true, latencyMs: Self.milliseconds(since: start), error: nil)
        } catch let error as PostgresError {
            return Health(
                up: false, latencyMs: Self.milliseconds(since: start), error: error.kind == .connection ? "unreachable" : "query failed")
        } catch {
            return Health(up: false, latencyMs: Self.milliseconds(since: start), error: "unreachable")
        }
    }

    public func stop() async {
        pooler?.stop()
        guard let cluster else { return }
        do {
            try await Blocking.run { try cluster.stop() }
        } catch {
            logger.error("could not stop embedded Postgres", metadata: ["error": "\(error)"])
        }
    }

    static func milliseconds(since start: ContinuousClock.Instant) -> Double {
        milliseconds(ContinuousClock.now - start)
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
}
