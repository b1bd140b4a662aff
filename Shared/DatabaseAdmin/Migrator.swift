import Database
import Foundation
import FunctionRuntime
import Logging

/// Applies `supabase/migrations/<YYYYMMDDHHmmss>_<name>.sql` in order, each exactly once, each in
/// its own transaction, recording them in `app_migrations.applied` with a checksum. A migration
/// edited after it was applied stops the start-up instead of silently diverging. Concurrent
/// migrators (two runners starting at once) serialise on an advisory lock.
public struct Migrator: Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public struct Migration: Sendable, Equatable {
        public let version: String
        public let name: String
        public let sql: String
    }

    /// Arbitrary constant identifying our advisory lock.
    private static let lockKey: Int64 = 7_316_405_112

    private let conninfo: String
    private let supabaseDirectory: String
    private let logger: Logger

    /// - Parameters:
    ///   - conninfo: a connection allowed to run DDL (the cluster superuser, or the project's owner).
    ///   - supabaseDirectory: the folder holding `migrations/` and `seed.sql`.
    public init(conninfo: String, supabaseDirectory: String, logger: Logger) {
        self.conninfo = conninfo
        self.supabaseDirectory = supabaseDirectory
        self.logger = logger
    }

    public func migrations() throws -> [Migration] {
        let folder = supabaseDirectory + "/migrations"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".sql") }.sorted()
        return try names.map { file in
            let stem = String(file.dropLast(4))
            guard let separator = stem.firstIndex(of: "_"),
                stem[..<separator].count == 14, stem[..<separator].allSatisfy(\.isNumber)
            else {
                throw Failure(description: "migration file \(file) is not named <YYYYMMDDHHmmss>_<name>.sql")
            }
            let sql = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            return Migration(version: String(stem[..<separator]), name: String(stem[stem.index(after: separator)...]), sql: sql)
        }
    }

    /// Applies every pending migration; returns the versions applied now.
    @discardableResult
    public func migrate() throws -> [String] {
        let connection = try PostgresConnection(conninfo: conninfo)
        try connection.query("select pg_advisory_lock($1)", [Self.lockKey])
        defer { _ = try? connection.query("select pg_advisory_unlock($1)", [Self.lockKey]) }
        try connection.executeScript(
            """
            set client_min_messages = warning;
            create schema if not exists app_migrations;
            create table if not exists app_migrations.applied (
                version text primary key,
                name text not null,
                checksum text not null,
                applied_at timestamptz not null default now()
            );
            create table if not exists app_migrations.seeds (
                name text primary key,
                checksum text not null,
                applied_at timestamptz not null default now()
            );
            """)
        var applied: [String: String] = [:]
        for row in try connection.query("select version, checksum from app_migrations.applied") {
            applied[try row.requireString("version")] = try row.requireString("checksum")
        }
        var appliedNow: [String] = []
        for migration in try migrations() {
            let checksum = try Self.checksum(migration.sql, connection)
            if let recorded = applied[migration.version] {
                guard recorded == checksum else {
                    throw Failure(
                        description:
                            "migration \(migration.version)_\(migration.name) changed after it was applied; add a new migration instead")
                }
                continue
            }
            do {
                try connection.query("BEGIN")
                try connection.executeScript(migration.sql)
                try connection.query(
                    "insert into app_migrations.applied (version, name, checksum) values ($1, $2, $3)",
                    [migration.version, migration.name, checksum])
                try connection.query("COMMIT")
            } catch {
                _ = try? connection.query("ROLLBACK")
                throw Failure(description: "migration \(migration.version)_\(migration.name) failed: \(error)")
            }
            logger.info("applied migration", metadata: ["version": "\(migration.version)", "name": "\(migration.name)"])
            appliedNow.append(migration.version)
        }
        return appliedNow
    }

    /// Applies `seed.sql` when it differs from the last one applied (it must be idempotent).
    /// Returns whether it ran.
    @discardableResult
    public func seed(force: Bool = false) throws -> Bool {
        let path = supabaseDirectory + "/seed.sql"
        guard FileManager.default.fileExists(atPath: path) else { return false }
        let sql = try String(contentsOfFile: path, encoding: .utf8)
        let connection = try PostgresConnection(conninfo: conninfo)
        try connection.query("select pg_advisory_lock($1)", [Self.lockKey])
        defer { _ = try? connection.query("select pg_advisory_unlock($1)", [Self.lockKey]) }
        let checksum = try Self.checksum(sql, connection)
        let recorded = try connection.query("select checksum from app_migrations.seeds where name = 'seed.sql'").first
        if try !force && recorded?.string("checksum") == checksum { return false }
        do {
            try connection.query("BEGIN")
            try connection.executeScript(sql)
            try connection.query(
                """
                insert into app_migrations.seeds (name, checksum) values ('seed.sql', $1)
                on conflict (name) do update set checksum = excluded.checksum, applied_at = now()
                """, [checksum])
            try connection.query("COMMIT")
        } catch {
            _ = try? connection.query("ROLLBACK")
            throw Failure(description: "seed.sql failed: \(error)")
        }
        logger.info("applied seed.sql")
        return true
    }

    private static func checksum(_ text: String, _ connection: PostgresConnection) throws -> String {
        try connection.query("select encode(sha256(convert_to($1, 'UTF8')), 'hex') as sum", [text]).single().requireString("sum")
    }
}
