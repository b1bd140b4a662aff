import Database
import DatabaseAdmin
import Foundation
import Logging
import Synchronization

/// One private Postgres cluster per test process, started with the same `EmbeddedCluster` code
/// the runner uses for its embedded default (fsync off: the data is thrown away). Migrations and
/// the seed are applied once to a template database; every suite then gets its own copy, so
/// suites can run in parallel without seeing each other's rows.
public final class TestCluster: Sendable {
    public static let shared: TestCluster = {
        do {
            return try TestCluster()
        } catch {
            fatalError("cannot start the test Postgres cluster: \(error)")
        }
    }()

    public let cluster: EmbeddedCluster
    public let supabaseDirectory: String
    private let counter = Mutex(0)
    private let templateName = "app_template"

    private init() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("recipe-tests-\(getpid())").path
        try? FileManager.default.removeItem(atPath: directory)
        let logger = Logger(label: "test-cluster")
        cluster = EmbeddedCluster(configuration: .init(directory: directory, durable: false), logger: logger)
        supabaseDirectory = PackagePaths.root + "/supabase"
        try cluster.start()
        atexit {
            try? TestCluster.shared.cluster.stop()
            try? FileManager.default.removeItem(atPath: TestCluster.shared.cluster.configuration.directory)
        }
        let admin = try PostgresConnection(conninfo: cluster.superuserConninfo)
        try admin.query("create database app_template")
        let migrator = Migrator(
            conninfo: cluster.conninfo(user: "postgres", database: templateName), supabaseDirectory: supabaseDirectory, logger: logger)
        try migrator.migrate()
        try migrator.seed()
    }

    /// An empty database (no schema): for migrating from nothing.
    public func makeBlankDatabase(_ label: String) throws -> TestDatabase {
        let number = counter.withLock { value in
            value += 1
            return value
        }
        let name = "b\(number)_" + label.lowercased().filter { $0.isLetter || $0.isNumber }.prefix(30)
        try PostgresConnection(conninfo: cluster.superuserConninfo).executeScript("create database \(name) template template0")
        return TestDatabase(name: name, cluster: self)
    }

    /// A fresh database cloned from the migrated, seeded template.
    public func makeDatabase(_ label: String) throws -> TestDatabase {
        let number = counter.withLock { value in
            value += 1
            return value
        }
        let safe = label.lowercased().filter { $0.isLetter || $0.isNumber }.prefix(30)
        let name = "t\(number)_\(safe)"
        let admin = try PostgresConnection(conninfo: cluster.superuserConninfo)
        // CREATE DATABASE takes no parameters; the name is built from letters and digits only.
        try admin.executeScript("create database \(name) template \(templateName)")
        return TestDatabase(name: name, cluster: self)
    }
}

/// One test database: the superuser connection for setup and assertions, and the
/// `authenticator` connection functions use.
public struct TestDatabase: Sendable {
    public let name: String
    let cluster: TestCluster

    public var adminConninfo: String { cluster.cluster.conninfo(user: "postgres", database: name) }
    public var functionConninfo: String { cluster.cluster.conninfo(user: "authenticator", database: name) }

    /// The layer functions use, connected as `authenticator`.
    public func functionDatabase() -> Database { Database(conninfo: functionConninfo) }

    public func admin() throws -> PostgresConnection { try PostgresConnection(conninfo: adminConninfo) }

    /// Empties every table in `public` but `users` (whose seeded passwords are slow to hash again)
    /// and in `internal` but `tier_quotas` (configuration the migrations wrote), removes users the
    /// seed did not create (sign-ups; the seed's ids all start `00000000-0000-4000-8000-`), clears
    /// token revocations, and re-applies the seed, which restores a seeded user a case deleted:
    /// each golden case starts from the same state.
    public func reset() throws {
        let connection = try admin()
        try connection.executeScript(
            """
            set client_min_messages = warning;
            do $$
            begin
                execute (
                    select 'truncate table ' || string_agg(format('%I.%I', schemaname, tablename), ', ') || ' restart identity'
                    from pg_tables
                    where (schemaname = 'public' and tablename <> 'users') or (schemaname = 'internal' and tablename <> 'tier_quotas'));
            end
            $$;
            delete from public.users where id::text not like '00000000-0000-4000-8000-%';
            update public.users set tokens_valid_after = '-infinity' where tokens_valid_after <> '-infinity';
            """)
        var logger = Logger(label: "reset")
        logger.logLevel = .warning
        try Migrator(conninfo: adminConninfo, supabaseDirectory: cluster.supabaseDirectory, logger: logger).seed(force: true)
    }

    /// Inserts a user (superuser connection, bypassing RLS) and returns its id.
    @discardableResult
    public func createUser(id: String = UUID().uuidString.lowercased(), email: String, tier: String = "FREE", password: String? = nil)
        throws -> String
    {
        let connection = try admin()
        try connection.query(
            "insert into public.users (id, email, name, tier) values ($1::uuid, $2, $3, $4::public.user_tier)",
            [id, email, "User \(email)", tier])
        if let password {
            try connection.query("select public.set_user_password($1::uuid, $2)", [id, password])
        }
        return id
    }
}

/// Locations inside the package and the build folder.
public enum PackagePaths {
    /// The package root (this file is Tests/Support/TestSupport/TestCluster.swift).
    public static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// Where the built executables are: `FUNCTIONS_DIR`, else next to the test binary.
    public static let products: String = {
        if let directory = ProcessInfo.processInfo.environment["FUNCTIONS_DIR"], !directory.isEmpty { return directory }
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var url = URL(fileURLWithPath: executable)
        while url.path != "/"
            && !FileManager.default.fileExists(atPath: url.deletingLastPathComponent().appendingPathComponent("runner").path)
        {
            url.deleteLastPathComponent()
        }
        return url.deletingLastPathComponent().path
    }()
}
