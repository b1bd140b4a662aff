import Database
import Foundation
import Logging

/// Debian's PgBouncer in transaction-pooling mode, started by the runner in front of the
/// functions' database: a process-per-request function then borrows an open server connection
/// instead of paying for a new Postgres backend on every request. Safe with our per-request
/// transactions because role and claims are set with `set_config(…, true)` (transaction-local).
///
/// It listens only on a unix socket in its own folder and logs in upstream as the function role
/// (`auth_type = any`: every client is served as that one role, which is the only role functions
/// use anyway).
public struct PgBouncer: Sendable {
    public struct Configuration: Sendable {
        public var directory: String
        /// libpq connection string of the function role on the real server.
        public var upstream: String
        public var port: Int
        public var poolSize: Int
        public var osUser: String

        public init(directory: String, upstream: String, port: Int = 6432, poolSize: Int = 8, osUser: String = "postgres") {
            self.directory = directory
            self.upstream = upstream
            self.port = port
            self.poolSize = poolSize
            self.osUser = osUser
        }
    }

    public let configuration: Configuration
    private let logger: Logger

    public init(configuration: Configuration, logger: Logger) {
        self.configuration = configuration
        self.logger = logger
    }

    var owner: ServiceAccount { ServiceAccount(osUser: configuration.osUser, logger: logger) }
    var pidFile: String { configuration.directory + "/pgbouncer.pid" }
    var configFile: String { configuration.directory + "/pgbouncer.ini" }

    /// What functions connect with: the pooler's socket, the upstream's database and user.
    public var conninfo: String {
        let upstream = (try? ConnectionString.parse(configuration.upstream)) ?? [:]
        return "host=\(configuration.directory) port=\(configuration.port) dbname=\(upstream["dbname"] ?? "postgres")"
            + " user=\(upstream["user"] ?? "authenticator") connect_timeout=5"
    }

    public static func binary() -> String? {
        ["/usr/sbin/pgbouncer", "/usr/bin/pgbouncer"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Writes the configuration and starts the daemon (replacing one left by an earlier run).
    public func start() throws {
        guard let binary = Self.binary() else {
            throw EmbeddedCluster.Failure(description: "pgbouncer not found: install Debian's pgbouncer package")
        }
        try owner.prepareDirectory(configuration.directory)
        stop()
        let upstream = try ConnectionString.parse(configuration.upstream)
        let database = upstream["dbname"] ?? "postgres"
        // Upstream keywords are written as libpq keywords; values come from our own configuration.
        let target = ["host", "port", "user", "password", "dbname"].compactMap { key in
            upstream[key].map { "\(key)=\(Self.quoted($0))" }
        }.joined(separator: " ")
        let ini = """
            ; Written by the runner on every start.
            [databases]
            \(database) = \(target)

            [pgbouncer]
            listen_addr =
            listen_port = \(configuration.port)
            unix_socket_dir = \(configuration.directory)
            unix_socket_mode = 0700
            auth_type = any
            pool_mode = transaction
            default_pool_size = \(configuration.poolSize)
            max_client_conn = 500
            ignore_startup_parameters = extra_float_digits,options,application_name
            server_reset_query =
            logfile = \(configuration.directory)/pgbouncer.log
            pidfile = \(pidFile)
            log_connections = 0
            log_disconnections = 0

            """
        try ini.write(toFile: configFile, atomically: true, encoding: .utf8)
        try owner.chown(configFile)
        try owner.run(binary, ["-d", "-q", configFile], in: configuration.directory)
        // -d returns once the daemon forked; wait for its socket.
        let socket = configuration.directory + "/.s.PGSQL.\(configuration.port)"
        for _ in 0..<200 where !FileManager.default.fileExists(atPath: socket) { usleep(10_000) }
        guard FileManager.default.fileExists(atPath: socket) else {
            throw EmbeddedCluster.Failure(description: "pgbouncer did not start; see \(configuration.directory)/pgbouncer.log")
        }
        logger.info("pgbouncer started (transaction pooling)", metadata: ["socket": "\(socket)", "poolSize": "\(configuration.poolSize)"])
    }

    /// Stops the daemon if its pid file names a running one (SIGINT: safe shutdown).
    public func stop() {
        guard let text = try? String(contentsOfFile: pidFile, encoding: .utf8),
            let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)), pid > 1
        else { return }
        guard kill(pid, 0) == 0 else { return }
        kill(pid, SIGINT)
        for _ in 0..<300 where kill(pid, 0) == 0 { usleep(10_000) }
        if kill(pid, 0) == 0 { kill(pid, SIGKILL) }
        logger.info("pgbouncer stopped")
    }

    static func quoted(_ value: String) -> String {
        value.contains(where: { $0 == " " || $0 == "'" || $0 == "\\" })
            ? "'" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'" : value
    }
}
