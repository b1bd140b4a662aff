import Foundation
import Logging
import ProcessKit

/// A private Postgres cluster in a data folder, created and started by the project itself
/// (`initdb`/`pg_ctl` from the Postgres 15 binaries). It listens only on a unix socket inside
/// its own data folder. `initdb` refuses to run as root, so when we are root every Postgres
/// command runs as an unprivileged OS user (default `postgres`) through `runuser`.
public struct EmbeddedCluster: Sendable {
    public struct Configuration: Sendable {
        /// Folder that holds the cluster (`pgdata/`) and its log.
        public var directory: String
        /// Folder of `initdb`, `pg_ctl`, `postgres`; found with `pg_config --bindir` when nil.
        public var binDirectory: String?
        /// OS user that owns and runs the cluster when we are root.
        public var osUser: String
        public var port: Int
        /// fsync on. Tests turn it off: their data is thrown away.
        public var durable: Bool

        public init(directory: String, binDirectory: String? = nil, osUser: String = "postgres", port: Int = 5432, durable: Bool = true) {
            self.directory = directory
            self.binDirectory = binDirectory
            self.osUser = osUser
            self.port = port
            self.durable = durable
        }
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public let configuration: Configuration
    private let logger: Logger

    public init(configuration: Configuration, logger: Logger) {
        self.configuration = configuration
        self.logger = logger
    }

    public var dataDirectory: String { configuration.directory + "/pgdata" }
    public var socketDirectory: String { dataDirectory }
    public var logFile: String { configuration.directory + "/postgres.log" }

    /// libpq connection string for `user` over the private socket.
    public func conninfo(user: String, database: String = "postgres") -> String {
        "host=\(socketDirectory) port=\(configuration.port) user=\(user) dbname=\(database) connect_timeout=5"
    }

    public var superuserConninfo: String { conninfo(user: "postgres") }

    /// Creates the cluster if the folder has none, then starts it unless it is already running.
    public func start() throws {
        let bin = try Self.binDirectory(configuration.binDirectory)
        try prepareDirectory(configuration.directory)
        if !FileManager.default.fileExists(atPath: dataDirectory + "/PG_VERSION") {
            logger.info("creating embedded Postgres cluster", metadata: ["directory": "\(dataDirectory)"])
            var arguments = ["-D", dataDirectory, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]
            if !configuration.durable { arguments.append("--no-sync") }
            try runAsOwner(bin + "/initdb", arguments)
            let include = "\ninclude_if_exists = 'embedded.conf'\n"
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: dataDirectory + "/postgresql.conf"))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(include.utf8))
            try handle.close()
        }
        try writeSettings()
        if try isRunning(bin: bin) {
            logger.info("embedded Postgres already running", metadata: ["directory": "\(dataDirectory)"])
            return
        }
        try runAsOwner(bin + "/pg_ctl", ["-D", dataDirectory, "-l", logFile, "-w", "-t", "60", "start"])
        logger.info("embedded Postgres started", metadata: ["socket": "\(socketDirectory)"])
    }

    /// Stops the cluster (fast shutdown: active sessions are rolled back).
    public func stop() throws {
        let bin = try Self.binDirectory(configuration.binDirectory)
        guard try isRunning(bin: bin) else { return }
        try runAsOwner(bin + "/pg_ctl", ["-D", dataDirectory, "-m", "fast", "-w", "-t", "60", "stop"])
        logger.info("embedded Postgres stopped")
    }

    public func isRunning() throws -> Bool {
        try isRunning(bin: Self.binDirectory(configuration.binDirectory))
    }

    private func isRunning(bin: String) throws -> Bool {
        guard FileManager.default.fileExists(atPath: dataDirectory + "/postmaster.pid") else { return false }
        // pg_ctl status: 0 running, 3 not running, 4 no data directory.
        return (try? runAsOwner(bin + "/pg_ctl", ["-D", dataDirectory, "status"])) != nil
    }

    private func writeSettings() throws {
        let settings = """
            # Written by the runner on every start; edit EmbeddedCluster.swift instead.
            listen_addresses = ''
            unix_socket_directories = '\(socketDirectory)'
            port = \(configuration.port)
            max_connections = 200
            shared_buffers = 128MB
            fsync = \(configuration.durable ? "on" : "off")
            synchronous_commit = \(configuration.durable ? "on" : "off")
            full_page_writes = \(configuration.durable ? "on" : "off")
            log_min_messages = warning
            log_statement = 'none'
            timezone = 'UTC'

            """
        let path = dataDirectory + "/embedded.conf"
        try settings.write(toFile: path, atomically: true, encoding: .utf8)
        try chownToOwner(path)
    }

    private var owner: ServiceAccount { ServiceAccount(osUser: configuration.osUser, logger: logger) }

    private func prepareDirectory(_ path: String) throws {
        try owner.prepareDirectory(path)
    }

    private func chownToOwner(_ path: String) throws {
        try owner.chown(path)
    }

    @discardableResult
    private func runAsOwner(_ executable: String, _ arguments: [String]) throws -> String {
        try owner.run(executable, arguments, in: configuration.directory)
    }

    /// `binDirectory` if given, else `PG_BIN_DIR`, else `pg_config --bindir`, else the newest
    /// `/usr/lib/postgresql/*/bin`.
    static func binDirectory(_ configured: String?) throws -> String {
        let fileManager = FileManager.default
        if let configured { return configured }
        if let fromEnvironment = ProcessInfo.processInfo.environment["PG_BIN_DIR"], !fromEnvironment.isEmpty {
            return fromEnvironment
        }
        if let fromPgConfig = try? Self.capture("/usr/bin/pg_config", ["--bindir"]),
            fileManager.fileExists(atPath: fromPgConfig + "/initdb")
        {
            return fromPgConfig
        }
        let root = "/usr/lib/postgresql"
        let versions = (try? fileManager.contentsOfDirectory(atPath: root)) ?? []
        for version in versions.sorted(by: { (Int($0) ?? 0) > (Int($1) ?? 0) }) {
            let candidate = "\(root)/\(version)/bin"
            if fileManager.fileExists(atPath: candidate + "/initdb") { return candidate }
        }
        throw Failure(description: "Postgres server binaries not found: install postgresql-15 or set PG_BIN_DIR")
    }

    private static func capture(_ executable: String, _ arguments: [String]) throws -> String {
        let outcome = ProcessRunner.runBlocking(
            ProcessSpec(
                executable: executable, arguments: arguments, environment: ["PATH": "/usr/bin:/bin"], stdin: [],
                timeout: .seconds(10), maxStdoutBytes: 1 << 16),
            stderrLine: { _ in })
        guard case .exited(0, let stdout) = outcome else { throw Failure(description: "\(executable) failed") }
        return String(decoding: stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
