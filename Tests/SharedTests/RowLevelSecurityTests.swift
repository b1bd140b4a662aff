import Database
import Foundation
import FunctionRuntime
import TestSupport
import Testing

/// Real SQL through the shared Postgres layer (connected as `authenticator`, role and claims set
/// per transaction) against the real server: what each caller can see and change.
@Suite("Row-level security through the Postgres layer")
struct RowLevelSecurityTests {
    let database: TestDatabase
    let layer: Database
    let alice: Identity
    let bob: Identity
    let aliceID = UUID().uuidString.lowercased()
    let bobID = UUID().uuidString.lowercased()

    init() throws {
        database = try TestCluster.shared.makeDatabase("rls")
        layer = database.functionDatabase()
        try database.createUser(id: aliceID, email: "alice-\(aliceID)@example.com")
        try database.createUser(id: bobID, email: "bob-\(bobID)@example.com")
        alice = Identity(role: .authenticated, claims: ["sub": .string(aliceID), "role": "authenticated"])
        bob = Identity(role: .authenticated, claims: ["sub": .string(bobID), "role": "authenticated"])
    }

    /// Inserts a community recipe as `identity` (RLS applies) and returns its id.
    func insertRecipe(as identity: Identity, key: String, isPublic: Bool) throws -> String {
        try layer.transaction(as: identity) { connection in
            try connection.query(
                """
                insert into public.community_recipes
                    (source_key, source_platform, source_url, canonical_url, source_video_id, title, recipe, owner_username, is_public)
                values ($1, 'tiktok', 'https://www.tiktok.com/@a/video/1', 'https://www.tiktok.com/@a/video/1', '1', 'Soup', '{}', 'name', $2)
                returning id
                """, [key, isPublic]
            ).single().requireString("id")
        }
    }

    func visibleRecipeIDs(as identity: Identity) throws -> Set<String> {
        try layer.transaction(as: identity) { connection in
            Set(try connection.query("select id from public.community_recipes").map { try $0.requireString("id") })
        }
    }

    @Test("a private recipe is visible to its owner only")
    func privateRecipeInvisible() throws {
        let privateID = try insertRecipe(as: alice, key: "tiktok:1001", isPublic: false)
        let publicID = try insertRecipe(as: alice, key: "tiktok:1002", isPublic: true)
        #expect(try visibleRecipeIDs(as: alice).isSuperset(of: [privateID, publicID]))
        #expect(try !visibleRecipeIDs(as: bob).contains(privateID))
        #expect(try visibleRecipeIDs(as: bob).contains(publicID))
        #expect(try !visibleRecipeIDs(as: .anonymous).contains(privateID))
        #expect(try visibleRecipeIDs(as: .anonymous).contains(publicID))
    }

    @Test("another user cannot update or delete a recipe, public or private")
    func otherUserCannotWrite() throws {
        let privateID = try insertRecipe(as: alice, key: "tiktok:2001", isPublic: false)
        let publicID = try insertRecipe(as: alice, key: "tiktok:2002", isPublic: true)
        for id in [privateID, publicID] {
            let updated = try layer.transaction(as: bob) { connection in
                try connection.query("update public.community_recipes set title = 'hacked' where id = $1", [id]).affectedRows
            }
            #expect(updated == 0)
            let deleted = try layer.transaction(as: bob) { connection in
                try connection.query("delete from public.community_recipes where id = $1", [id]).affectedRows
            }
            #expect(deleted == 0)
        }
        let title = try database.admin().query("select title from public.community_recipes where id = $1", [publicID]).single()
            .requireString("title")
        #expect(title == "Soup")
    }

    @Test("nobody can insert a row owned by someone else")
    func cannotImpersonateOwner() throws {
        #expect(throws: PostgresError.self) {
            try layer.transaction(as: bob) { connection in
                try connection.query(
                    """
                    insert into public.community_recipes
                        (source_key, source_platform, source_url, canonical_url, source_video_id, title, recipe, owner_id, owner_username)
                    values ('tiktok:3001', 'tiktok', 'u', 'u', '3001', 'x', '{}', $1, 'bob')
                    """, [aliceID])
            }
        }
    }

    @Test("the import count cannot be written directly, only by the trigger")
    func importCountIsProtected() throws {
        let id = try insertRecipe(as: alice, key: "tiktok:4001", isPublic: true)
        let error = #expect(throws: PostgresError.self) {
            try layer.transaction(as: alice) { connection in
                try connection.query("update public.community_recipes set import_count = 999 where id = $1", [id])
            }
        }
        #expect(error?.isPermissionDenied == true)
        try layer.transaction(as: bob) { connection in
            try connection.query("insert into public.community_recipe_imports (recipe_id, username) values ($1, 'bob')", [id])
        }
        let count = try database.admin().query("select import_count from public.community_recipes where id = $1", [id]).single().requireInt(
            "import_count")
        #expect(count == 1)
    }

    @Test("a user cannot record an import of a recipe they cannot see")
    func cannotImportInvisibleRecipe() throws {
        let privateID = try insertRecipe(as: alice, key: "tiktok:5001", isPublic: false)
        let error = #expect(throws: PostgresError.self) {
            try layer.transaction(as: bob) { connection in
                try connection.query("insert into public.community_recipe_imports (recipe_id, username) values ($1, 'bob')", [privateID])
            }
        }
        #expect(error?.isPermissionDenied == true)
    }

    @Test("users see only their own user row; guests see none; credentials are unreachable")
    func usersTable() throws {
        let seen = try layer.transaction(as: alice) { connection in
            try connection.query("select id from public.users").map { try $0.requireString("id") }
        }
        #expect(seen == [aliceID])
        #expect(throws: PostgresError.self) {
            try layer.transaction(as: .anonymous) { try $0.query("select id from public.users") }
        }
        #expect(throws: PostgresError.self) {
            try layer.transaction(as: alice) { try $0.query("select password_hash from private.user_credentials") }
        }
    }

    @Test("login verifies bcrypt hashes inside the database, as a guest")
    func login() throws {
        try database.createUser(email: "carol@example.com", password: "correct horse")
        func attempt(_ email: String, _ password: String) throws -> Int {
            try layer.transaction(as: .anonymous) {
                try $0.query("select id from public.authenticate_user($1, $2)", [email, password]).count
            }
        }
        #expect(try attempt("carol@example.com", "correct horse") == 1)
        #expect(try attempt("CAROL@example.com", "correct horse") == 1)
        #expect(try attempt("carol@example.com", "wrong") == 0)
        #expect(try attempt("nobody@example.com", "correct horse") == 0)
        let hash = try database.admin().query(
            "select password_hash from private.user_credentials c join public.users u on u.id = c.user_id where u.email = 'carol@example.com'"
        ).single().requireString("password_hash")
        #expect(hash.hasPrefix("$2a$10$"))
    }

    @Test("role and claims are transaction-local: nothing carries over on a reused connection")
    func settingsAreTransactionLocal() throws {
        let privateID = try insertRecipe(as: alice, key: "tiktok:6001", isPublic: false)
        #expect(try visibleRecipeIDs(as: alice).contains(privateID))
        // Same Database object, same connection: Bob right after Alice sees only his rows.
        #expect(try !visibleRecipeIDs(as: bob).contains(privateID))
        let after = try layer.transaction(as: .anonymous) { connection in
            try connection.query("select current_user as role, coalesce(current_setting('request.jwt.claims', true), '') as claims")
                .single()
        }
        #expect(try after.requireString("role") == "anon")
        #expect(try after.requireString("claims") == "{}")
    }

    @Test("the function login role is not privileged; service_role bypasses RLS")
    func roles() throws {
        let row = try PostgresConnection(conninfo: database.functionConninfo).query(
            "select rolsuper, rolbypassrls, rolinherit from pg_roles where rolname = current_user"
        ).single()
        #expect(try row.requireBool("rolsuper") == false)
        #expect(try row.requireBool("rolbypassrls") == false)
        #expect(try row.requireBool("rolinherit") == false)
        let privateID = try insertRecipe(as: alice, key: "tiktok:7001", isPublic: false)
        let service = Identity(role: .serviceRole, claims: ["role": "service_role"])
        #expect(try visibleRecipeIDs(as: service).contains(privateID))
    }

    @Test("a failed transaction leaves nothing behind")
    func rollback() throws {
        #expect(throws: PostgresError.self) {
            try layer.transaction(as: alice) { connection in
                try connection.query(
                    """
                    insert into public.community_recipes
                        (source_key, source_platform, source_url, canonical_url, source_video_id, title, recipe, owner_username)
                    values ('tiktok:8001', 'tiktok', 'u', 'u', '8001', 'x', '{}', 'alice')
                    """)
                try connection.query("select 1/0")
            }
        }
        let count = try database.admin().query("select count(*) as n from public.community_recipes where source_key = 'tiktok:8001'")
            .single().requireInt("n")
        #expect(count == 0)
    }

    @Test("a pipelined read applies the caller's role and claims, and they end with it")
    func pipelinedRead() throws {
        let privateID = try insertRecipe(as: alice, key: "tiktok:9001", isPublic: false)
        let sql = "select id, current_user as role from public.community_recipes where id = $1"
        #expect(try layer.read(as: alice, sql, [privateID]).count == 1)
        #expect(try layer.read(as: bob, sql, [privateID]).isEmpty)
        #expect(try layer.read(as: .anonymous, "select current_user as role").single().requireString("role") == "anon")
        // A failing statement throws its own error and leaves the connection usable.
        #expect(throws: PostgresError.self) { try layer.read(as: alice, "select 1/0") }
        #expect(try layer.read(as: alice, sql, [privateID]).count == 1)
        let after = try layer.transaction(as: .anonymous) { connection in
            try connection.query("select coalesce(current_setting('request.jwt.claims', true), '') as claims").single()
        }
        #expect(try after.requireString("claims") == "{}")
    }

    @Test("deleting a row leaves a sync tombstone; deleting an account removes everything of it")
    func accountDeletion() throws {
        let admin = try database.admin()
        let user = try database.createUser(email: "leaving-\(UUID().uuidString.prefix(8))@example.com")
        try admin.query(
            "insert into public.meal_plans (user_id, name, start_date, end_date) values ($1::uuid, 'gone', '2026-01-05', '2026-01-11')",
            [user])
        try admin.query(
            "insert into public.meal_plans (user_id, name, start_date, end_date) values ($1::uuid, 'kept', '2026-01-05', '2026-01-11')",
            [user])
        try admin.query("delete from public.meal_plans where user_id = $1::uuid and name = 'gone'", [user])
        #expect(
            try admin.query("select count(*) as n from public.sync_tombstones where user_id = $1::uuid", [user]).single().requireInt("n")
                == 1)
        try admin.query("delete from public.users where id = $1::uuid", [user])
        for table in ["meal_plans", "sync_tombstones"] {
            #expect(
                try admin.query("select count(*) as n from public.\(table) where user_id = $1::uuid", [user]).single().requireInt("n") == 0)
        }
    }

    @Test("prepared statements: each statement prepared once per connection, row-level security still per caller")
    func preparedStatements() throws {
        let connection = try PostgresConnection(conninfo: database.functionConninfo)
        connection.usesPreparedStatements = true
        let privateID = try insertRecipe(as: alice, key: "tiktok:9101", isPublic: false)
        func visible(_ claims: String) throws -> Int {
            let results = try connection.pipeline([
                .init("BEGIN"),
                .init("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [claims]),
                .init("select count(*) as n from public.community_recipes where id = $1::uuid", [privateID]), .init("COMMIT"),
            ])
            return try results[2].single().requireInt("n")
        }
        let aliceClaims = #"{"sub":"\#(aliceID)","role":"authenticated"}"#
        let bobClaims = #"{"sub":"\#(bobID)","role":"authenticated"}"#
        // Alternate callers more often than the plan cache's five custom plans.
        for _ in 0..<8 {
            #expect(try visible(aliceClaims) == 1)
            #expect(try visible(bobClaims) == 0)
        }
        #expect(try connection.query("select count(*) as n from pg_prepared_statements").single().requireInt("n") == 5)
        #expect(throws: PostgresError.self) { try connection.query("select 1/$1::int as x", [0]) }
        #expect(try connection.query("select 1/$1::int as x", [1]).single().requireInt("x") == 1)
    }

    @Test("an unreachable server is a connection error, never a crash")
    func unreachable() {
        for _ in 0..<3 {
            #expect(throws: PostgresError.self) {
                try PostgresConnection(conninfo: "host=/nonexistent-socket-dir port=1 connect_timeout=1")
            }
            #expect(throws: PostgresError.self) {
                try Database(conninfo: "host=/nonexistent-socket-dir port=1").read(as: .anonymous, "select 1")
            }
        }
    }

    @Test("a pipeline reports the first failure and skips what follows it")
    func pipelineFailure() throws {
        let connection = try PostgresConnection(conninfo: database.functionConninfo)
        let results = try connection.pipeline([.init("select 1 as one"), .init("select $1::int + 1 as two", [1])])
        #expect(try results.map { try $0.single().requireInt($0.columns[0]) } == [1, 2])
        do {
            _ = try connection.pipeline([.init("select 1"), .init("select 1/0"), .init("select pg_sleep(5)")])
            Issue.record("expected division by zero")
        } catch {
            #expect(error.sqlState == "22012")
        }
        #expect(try connection.query("select 3 as three").single().requireInt("three") == 3)
    }

    @Test("every table in public has row-level security enabled")
    func rlsEverywhere() throws {
        let unprotected = try database.admin().query(
            "select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity"
        ).map { try $0.requireString("relname") }
        #expect(unprotected.isEmpty)
    }
}
