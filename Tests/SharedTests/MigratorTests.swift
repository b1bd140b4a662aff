import Database
import DatabaseAdmin
import Foundation
import Logging
import TestSupport
import Testing

@Suite("Migrations")
struct MigratorTests {
    @Test("applying again is a no-op; the migrations table records each once")
    func idempotent() throws {
        let database = try TestCluster.shared.makeDatabase("migrate")
        let migrator = Migrator(
            conninfo: database.adminConninfo, supabaseDirectory: PackagePaths.root + "/supabase", logger: Logger(label: "test"))
        #expect(try migrator.migrate().isEmpty)
        let recorded = try database.admin().query("select count(*) as n from app_migrations.applied").single().requireInt("n")
        #expect(recorded == (try migrator.migrations().count))
        #expect(try migrator.seed() == false)
    }

    @Test("a fresh database gets every migration in order; an edited one is refused")
    func freshAndEdited() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mig-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/migrations", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "create table public.b_second (id int);".write(
            toFile: folder + "/migrations/20990101000002_second.sql", atomically: true, encoding: .utf8)
        try "create table public.a_first (id int);".write(
            toFile: folder + "/migrations/20990101000001_first.sql", atomically: true, encoding: .utf8)
        let database = try TestCluster.shared.makeDatabase("migrate2")
        let migrator = Migrator(conninfo: database.adminConninfo, supabaseDirectory: folder, logger: Logger(label: "test"))
        #expect(try migrator.migrate() == ["20990101000001", "20990101000002"])
        try "create table public.a_first (id bigint);".write(
            toFile: folder + "/migrations/20990101000001_first.sql", atomically: true, encoding: .utf8)
        #expect(throws: Migrator.Failure.self) { try migrator.migrate() }
    }

    @Test("a failing migration is rolled back and not recorded")
    func failingMigration() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mig-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/migrations", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "create table public.half (id int); select 1/0;".write(
            toFile: folder + "/migrations/20990101000001_broken.sql", atomically: true, encoding: .utf8)
        let database = try TestCluster.shared.makeDatabase("migrate3")
        let migrator = Migrator(conninfo: database.adminConninfo, supabaseDirectory: folder, logger: Logger(label: "test"))
        #expect(throws: Migrator.Failure.self) { try migrator.migrate() }
        let tables = try database.admin().query("select count(*) as n from pg_tables where tablename = 'half'").single().requireInt("n")
        #expect(tables == 0)
    }
}
