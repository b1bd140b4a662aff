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

    /// A connection string for another login role of the cluster.
    public func conninfo(user: String) -> String { cluster.cluster.conninfo(user: user, database: name) }

    /// The layer functions use, connected as `authenticator`.
    public func functionDatabase() -> Database { Database(conninfo: functionConninfo) }

    public func admin() throws -> PostgresConnection { try PostgresConnection(conninfo: adminConninfo) }

    /// Empties every table in `public` but `users` (whose seeded passwords are slow to hash again)
    /// and in `internal` but `tier_quotas` (configuration the migrations wrote), removes users the
    /// seed did not create (sign-ups; the seed's ids all start `00000000-0000-4000-8000-`), clears
    /// token revocations, and puts the seed's rows back, which restores a seeded user a case
    /// deleted: each golden case starts from the same state.
    ///
    /// The first reset does all of that by applying seed.sql, then keeps a copy of what the seed
    /// wrote and starts noting which tables any statement touches (the `test_seed` schema).
    /// Later resets empty only the touched tables and those whose foreign keys point at them, and
    /// copy the seed's rows back into those. Applying the 1.8 MB seed took about 0.6 s, and the
    /// golden suites reset before every case in every mode, over 700 times.
    public func reset() throws {
        let connection = try admin()
        if try connection.query("select to_regnamespace('test_seed') is not null as taken").single().requireBool("taken") {
            try connection.executeScript("set client_min_messages = warning; select test_seed.reset();")
            return
        }
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
        try connection.executeScript(Self.seedSnapshot)
    }

    /// The `test_seed` schema: copies of the rows seed.sql leaves, a statement trigger on every
    /// table `reset()` covers that notes it was touched, and `reset()`, which puts touched tables
    /// back as the seed left them. Users and passwords are put back as the seed's upserts would
    /// (email, name and tier; a password only where none is set); every other row with its ids
    /// and the values its triggers filled in (triggers are off while copying, so none fires
    /// twice); sequences where the seed left them.
    static let seedSnapshot = """
        set client_min_messages = warning;
        create schema test_seed;
        create table test_seed.copies (source regclass primary key, copy text not null, columns text not null);
        create table test_seed.sequences (sequence regclass primary key, last_value bigint not null);
        create table test_seed.touched (source regclass primary key);
        create function test_seed.emptied(source regclass) returns boolean language sql stable as $$
            select (n.nspname = 'public' and c.relname <> 'users') or (n.nspname = 'internal' and c.relname <> 'tier_quotas')
            from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.oid = source
        $$;
        create function test_seed.note() returns trigger language plpgsql security definer set search_path = pg_catalog as $$
        begin
            insert into test_seed.touched values (tg_relid::regclass) on conflict do nothing;
            return null;
        end
        $$;
        do $$
        declare
            t record;
            present boolean;
            listed text;
        begin
            for t in
                select c.oid::regclass as source, n.nspname as schema, c.relname as name
                from pg_class c join pg_namespace n on n.oid = c.relnamespace
                where c.relkind = 'r'
                  and (test_seed.emptied(c.oid) or c.oid in ('public.users'::regclass, 'private.user_credentials'::regclass))
            loop
                execute format(
                    'create trigger zz_test_seed_touched after insert or update or delete or truncate on %s '
                    'for each statement execute function test_seed.note()', t.source);
                execute format('select exists (select 1 from %s)', t.source) into present;
                continue when not present;
                select string_agg(quote_ident(attname), ', ' order by attnum) into listed
                from pg_attribute where attrelid = t.source and attnum > 0 and not attisdropped and attgenerated = '';
                execute format('create table test_seed.%I as select %s from %s', t.schema || '.' || t.name, listed, t.source);
                insert into test_seed.copies values (t.source, t.schema || '.' || t.name, listed);
            end loop;
            insert into test_seed.sequences
            select format('%I.%I', schemaname, sequencename)::regclass, last_value
            from pg_sequences where schemaname in ('public', 'internal') and last_value is not null;
        end
        $$;
        create function test_seed.reset() returns void language plpgsql as $$
        declare
            t record;
            emptied regclass[];
        begin
            if exists (select 1 from test_seed.touched where source = 'public.users'::regclass) then
                -- First, so the rows its cascades delete are noted too.
                delete from public.users where id::text not like '00000000-0000-4000-8000-%';
                update public.users set tokens_valid_after = '-infinity' where tokens_valid_after <> '-infinity';
                for t in select * from test_seed.copies where source = 'public.users'::regclass loop
                    execute format(
                        'insert into public.users (%s) select %s from test_seed.%I on conflict (id) do update '
                        'set email = excluded.email, name = excluded.name, tier = excluded.tier', t.columns, t.columns, t.copy);
                end loop;
            end if;
            if exists (select 1 from test_seed.touched where source = 'private.user_credentials'::regclass) then
                for t in select * from test_seed.copies where source = 'private.user_credentials'::regclass loop
                    execute format(
                        'insert into private.user_credentials (%s) select %s from test_seed.%I on conflict do nothing',
                        t.columns, t.columns, t.copy);
                end loop;
            end if;
            -- A touched table and every table whose foreign keys point at it, transitively: a
            -- referencing table cannot stay while the table it points at is emptied.
            with recursive closure (source) as (
                select source from test_seed.touched where test_seed.emptied(source)
                union
                select k.conrelid::regclass from pg_constraint k join closure on k.confrelid = closure.source where k.contype = 'f'
            )
            select array_agg(source) into emptied from closure;
            if emptied is not null then
                execute 'truncate table ' || array_to_string(emptied, ', ') || ' restart identity';
                set local session_replication_role = replica;
                for t in select * from test_seed.copies where source = any (emptied) loop
                    execute format('insert into %s (%s) overriding system value select %s from test_seed.%I',
                        t.source, t.columns, t.columns, t.copy);
                end loop;
                set local session_replication_role = origin;
            end if;
            perform setval(sequence, last_value) from test_seed.sequences;
            delete from test_seed.touched;
        end
        $$;
        """

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
