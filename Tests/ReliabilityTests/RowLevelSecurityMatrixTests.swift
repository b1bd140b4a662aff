import Database
import Foundation
import FunctionRuntime
import TestSupport
import Testing

/// Row-level security, exhaustively: for every table in `public` and `internal`, each of anon, user A, user B
/// and service_role tries select, insert, update and delete on a row of A and a row of B, through
/// the function login role (`authenticator`) exactly as functions do. The allowed set is written
/// down per table below; anything else — an extra permission or a missing one — fails.
@Suite("Row-level security matrix")
struct RowLevelSecurityMatrixTests {
    enum Actor: String, CaseIterable, Sendable {
        case anon
        case userA = "A"
        case userB = "B"
        case service
    }

    enum Operation: String, CaseIterable, Sendable {
        case select, insert, update, delete
    }

    /// Who may do what.
    enum Access {
        /// Owners may do `operations` on their own rows only; anon nothing; service everything.
        case own(Set<Operation>)
        /// Nobody owns the rows: `readers` may select; writes are for the service role only.
        case shared(readers: Set<Actor>)

        func allows(_ actor: Actor, _ operation: Operation, on owner: Actor) -> Bool {
            if actor == .service { return true }
            switch self {
            case .own(let operations): return actor == owner && operations.contains(operation)
            case .shared(let readers): return operation == .select && readers.contains(actor)
            }
        }
    }

    static let a = TestUsers.free.id
    static let b = TestUsers.pro.id

    /// One table: how to plant a row for an owner, find it again, create another, and touch it.
    struct Table {
        /// The table's name, schema-qualified when it is not in `public`.
        let name: String
        let access: Access
        /// Superuser SQL planting the row of `owner` (`O` is the owner id, `T` a short tag).
        let plant: String
        /// Predicate selecting the planted row.
        let match: String
        /// The actor's attempt to create a new row belonging to `owner`.
        let insert: String
        /// A no-op SET clause.
        let set: String

        var qualifiedName: String { name.contains(".") ? name : "public." + name }
    }

    static let tables: [Table] = [
        Table(
            name: "app_recipes", access: .own(Set(Operation.allCases)),
            plant: "insert into public.app_recipes (user_id, name) values ('O', 'rls-T')", match: "name = 'rls-T'",
            insert: "insert into public.app_recipes (user_id, name) values ('O', 'rls-new-T')", set: "name = name"),
        Table(
            name: "grocery_lists", access: .own(Set(Operation.allCases)),
            plant: "insert into public.grocery_lists (user_id, name) values ('O', 'rls-T')", match: "name = 'rls-T'",
            insert: "insert into public.grocery_lists (user_id, name) values ('O', 'rls-new-T')", set: "name = name"),
        Table(
            name: "meal_plans", access: .own(Set(Operation.allCases)),
            plant: "insert into public.meal_plans (user_id, name, start_date, end_date) values ('O', 'rls-T', '2026-01-05', '2026-01-11')",
            match: "name = 'rls-T'",
            insert:
                "insert into public.meal_plans (user_id, name, start_date, end_date) values ('O', 'rls-new-T', '2026-01-05', '2026-01-11')",
            set: "name = name"),
        Table(
            name: "meal_plan_entries", access: .own(Set(Operation.allCases)),
            plant: """
                insert into public.meal_plan_entries (meal_plan_id, user_id, recipe_id, day_of_week, meal_type)
                values ('{plan:T}', 'O', '{recipe:T}', 3, 'DINNER')
                """,
            match: "meal_plan_id = '{plan:T}' and day_of_week = 3",
            insert: """
                insert into public.meal_plan_entries (meal_plan_id, user_id, recipe_id, day_of_week, meal_type)
                values ('{plan:T}', 'O', '{recipe:T}', 4, 'LUNCH')
                """,
            set: "meal_type = meal_type"),
        Table(
            name: "saved_recipes", access: .own(Set(Operation.allCases)),
            plant: "insert into public.saved_recipes (user_id, recipe_kind, recipe_ref) values ('O', 'video', 'rls-T')",
            match: "recipe_ref = 'rls-T'",
            insert: "insert into public.saved_recipes (user_id, recipe_kind, recipe_ref) values ('O', 'video', 'rls-new-T')",
            set: "recipe_ref = recipe_ref"),
        Table(
            name: "transcription_segments", access: .own(Set(Operation.allCases)),
            plant:
                "insert into public.transcription_segments (session_id, user_id, segment_index, transcript_text) values (gen_random_uuid(), 'O', 0, 'rls-T')",
            match: "transcript_text = 'rls-T'",
            insert:
                "insert into public.transcription_segments (session_id, user_id, segment_index, transcript_text) values (gen_random_uuid(), 'O', 1, 'rls-new-T')",
            set: "transcript_text = transcript_text"),
        Table(
            name: "community_recipes", access: .own(Set(Operation.allCases)),
            plant: """
                insert into public.community_recipes (source_key, source_platform, source_url, canonical_url, source_video_id, title, recipe, owner_id, owner_username, is_public)
                values ('tiktok:rlsT', 'tiktok', 'u', 'u', 'rlsT', 'rls-T', '{}', 'O', 'u', false)
                """,
            match: "source_key = 'tiktok:rlsT'",
            insert: """
                insert into public.community_recipes (source_key, source_platform, source_url, canonical_url, source_video_id, title, recipe, owner_id, owner_username, is_public)
                values ('tiktok:rlsnewT', 'tiktok', 'u', 'u', 'rlsnewT', 'rls-new-T', '{}', 'O', 'u', false)
                """,
            set: "title = title"),
        Table(
            name: "community_recipe_imports", access: .own([.select, .insert, .delete]),
            plant: "insert into public.community_recipe_imports (recipe_id, user_id, username) values ('{public:1}', 'O', 'u')",
            match: "recipe_id = '{public:1}' and user_id = 'O'",
            insert: "insert into public.community_recipe_imports (recipe_id, user_id, username) values ('{public:2}', 'O', 'u')",
            set: "username = username"),
        Table(
            name: "sync_tombstones", access: .own([.select]),
            plant: "insert into public.sync_tombstones (user_id, entity, entity_id) values ('O', 'meal_plan', 'rls-T')",
            match: "entity_id = 'rls-T'",
            insert: "insert into public.sync_tombstones (user_id, entity, entity_id) values ('O', 'meal_plan', 'rls-new-T')",
            set: "entity = entity"),
        Table(
            name: "usage_counters", access: .own([.select]),
            plant: "insert into public.usage_counters (user_id, kind, period_start, used) values ('O', 'rls_test', '2026-01-01', 1)",
            match: "user_id = 'O' and kind = 'rls_test'",
            insert: "insert into public.usage_counters (user_id, kind, period_start, used) values ('O', 'rls_new', '2026-01-01', 1)",
            set: "used = used"),
        Table(
            name: "users", access: .own([.select]),
            plant: "select 1", match: "id = 'O'",
            insert: "insert into public.users (id, email) values (gen_random_uuid(), 'rls-new-T@example.com')", set: "name = name"),
        Table(
            name: "auth_sessions", access: .own([.select]),
            plant: "insert into public.auth_sessions (user_id, method, expires_at) values ('O', 'password', '2099-01-01')",
            match: "user_id = 'O' and method = 'password'",
            insert: "insert into public.auth_sessions (user_id, method, expires_at) values ('O', 'signup', '2099-01-01')",
            set: "method = method"),
        Table(
            name: "user_identities", access: .own([.select]),
            plant: "insert into public.user_identities (provider, subject, user_id) values ('apple', 'rls-T', 'O')",
            match: "subject = 'rls-T'",
            insert: "insert into public.user_identities (provider, subject, user_id) values ('google', 'rls-new-T', 'O')",
            set: "email = email"),
        Table(
            name: "internal.refresh_tokens", access: .shared(readers: []),
            plant: """
                with s as (insert into public.auth_sessions (user_id, method, expires_at) values ('O', 'apple', '2099-01-01') returning id)
                insert into internal.refresh_tokens (token_hash, session_id, user_id, expires_at)
                select encode(extensions.digest('rls-T', 'sha256'), 'hex'), s.id, 'O', '2099-01-01' from s
                """,
            match: "token_hash = encode(extensions.digest('rls-T', 'sha256'), 'hex')",
            insert: """
                insert into internal.refresh_tokens (token_hash, session_id, user_id, expires_at)
                select encode(extensions.digest('rls-new-T', 'sha256'), 'hex'), r.session_id, r.user_id, r.expires_at
                from internal.refresh_tokens r where r.user_id = 'O' limit 1
                """,
            set: "used_at = used_at"),
        Table(
            // Two providers, so A's row is Apple's keys and B's Google's.
            name: "internal.identity_provider_keys", access: .shared(readers: []),
            plant: "insert into internal.identity_provider_keys (provider) values (case when 'T' = 'A' then 'apple' else 'google' end)",
            match: "provider = (case when 'T' = 'A' then 'apple' else 'google' end)",
            insert: """
                insert into internal.identity_provider_keys as k (provider) values (case when 'T' = 'A' then 'apple' else 'google' end)
                on conflict (provider) do update set attempted_at = now()
                """,
            set: "jwks = jwks"),
        // The video library: private to each owner; entries and downloads are written by the
        // service role (workers), an owner may only delete an entry.
        Table(
            name: "library_owners", access: .own([.select]),
            plant: "insert into public.library_owners (user_id, username) values ('O', lower('rls-T'))",
            match: "user_id = 'O'",
            insert: "insert into public.library_owners (user_id, username) values ('O', lower('rls-new-T'))"
                + " on conflict (user_id) do update set username = excluded.username",
            set: "username = username"),
        Table(
            name: "library_videos", access: .own([.select, .delete]),
            plant: """
                insert into public.library_videos (owner_id, username, genre, stem, extension, storage_key, size_bytes, content_type)
                values ('O', lower('rls-T'), 'g', 'clip', '.mp4', md5('T') || '.mp4', 1, 'video/mp4')
                """,
            match: "storage_key = md5('T') || '.mp4'",
            insert: """
                insert into public.library_videos (owner_id, username, genre, stem, extension, storage_key, size_bytes, content_type)
                values ('O', lower('rls-T'), 'g', 'new', '.mp4', md5('new-T') || '.mp4', 1, 'video/mp4')
                """,
            set: "title = title"),
        Table(
            name: "library_downloads", access: .own([.select]),
            plant: "insert into public.library_downloads (owner_id, url, genre) values ('O', 'https://rls.example/T.mp4', 'g')",
            match: "url = 'https://rls.example/T.mp4'",
            insert: "insert into public.library_downloads (owner_id, url, genre) values ('O', 'https://rls.example/new-T.mp4', 'g')",
            set: "genre = genre"),
        Table(
            name: "internal.library_garbage", access: .shared(readers: []),
            plant: "insert into internal.library_garbage (storage_key) values ('rls-T')", match: "storage_key = 'rls-T'",
            insert: "insert into internal.library_garbage (storage_key) values ('rls-new-T')", set: "queued_at = queued_at"),
        Table(
            name: "videos", access: .shared(readers: [.anon, .userA, .userB]),
            plant: "select 1", match: "video_id = 'rlsVidTxxxx'",
            insert: "insert into public.videos (video_id, title) values ('rlsNewTxxxx', 'rls')", set: "title = title"),
        Table(
            // Filled by triggers on `videos` (the video above is already in it); written by nobody else.
            name: "catalog_recent", access: .shared(readers: [.anon, .userA, .userB]),
            plant: "delete from public.catalog_recent where video_id = 'rlsSpareTxx'", match: "video_id = 'rlsVidTxxxx'",
            insert: "insert into public.catalog_recent (video_id, position, search_document) values ('rlsSpareTxx', 0, '')",
            set: "position = position"),
        Table(
            name: "recipes", access: .shared(readers: [.anon, .userA, .userB]),
            plant: "insert into public.recipes (video_id, status) values ('rlsVidTxxxx', 'failed')", match: "video_id = 'rlsVidTxxxx'",
            insert: "insert into public.recipes (video_id, status) values ('rlsSpareTxx', 'failed')", set: "attempts = attempts"),
        Table(
            name: "recipe_sources", access: .shared(readers: [.anon, .userA, .userB]),
            plant:
                "insert into public.recipe_sources (video_id, source_type, payload, content_hash) values ('rlsVidTxxxx', 'description', 'rls-T', 'h')",
            match: "payload = 'rls-T'",
            insert:
                "insert into public.recipe_sources (video_id, source_type, payload, content_hash) values ('rlsVidTxxxx', 'transcript', 'rls-new-T', 'h')",
            set: "payload = payload"),
        Table(
            name: "search_cache", access: .shared(readers: [.anon, .userA, .userB]),
            plant:
                "insert into public.search_cache (query_key, query, locale, provider, results_json, expires_at) values ('rls-T', 'q', 'en', 'catalog', '[]', now() + interval '1 day')",
            match: "query_key = 'rls-T'",
            insert:
                "insert into public.search_cache (query_key, query, locale, provider, results_json, expires_at) values ('rls-new-T', 'q', 'en', 'catalog', '[]', now())",
            set: "query = query"),
        Table(
            name: "categories", access: .shared(readers: [.anon, .userA, .userB]),
            plant: "select 1", match: "slug = lower('rls-T')",
            insert: "insert into public.categories (slug, title, query) values (lower('rls-new-T'), 'rls', 'q')", set: "title = title"),
        Table(
            name: "category_videos", access: .shared(readers: [.anon, .userA, .userB]),
            plant: "insert into public.category_videos (category_slug, video_id) values (lower('rls-T'), 'rlsVidTxxxx')",
            match: "category_slug = lower('rls-T') and video_id = 'rlsVidTxxxx'",
            insert: "insert into public.category_videos (category_slug, video_id) values (lower('rls-T'), 'rlsSpareTxx')",
            set: "position = position"),
        Table(
            // Shared because it is filed under a public video (a device video's stays private).
            name: "transcripts", access: .shared(readers: [.userA, .userB]),
            plant:
                "insert into public.transcript_keys (platform, video_id, transcript_id) values ('tiktok', 'rls-shared-T', '{transcript:T}')",
            match: "transcript = 'transcript-T'",
            insert: "insert into public.transcripts (transcript) values ('rls-new-T')", set: "transcript = transcript"),
        Table(
            name: "transcript_keys", access: .shared(readers: [.userA, .userB]),
            plant: "insert into public.transcript_keys (platform, video_id, transcript_id) values ('tiktok', 'rls-T', '{transcript:T}')",
            match: "video_id = 'rls-T'",
            insert:
                "insert into public.transcript_keys (platform, video_id, transcript_id) values ('tiktok', 'rls-new-T', '{transcript:T}')",
            set: "source_url = source_url"),
        Table(
            name: "internal.transcript_vouchers", access: .shared(readers: []),
            plant:
                "insert into internal.transcript_vouchers (platform, video_id, transcript_id, user_id) values ('tiktok', 'rls-T', '{transcript:T}', 'O')",
            match: "video_id = 'rls-T'",
            insert:
                "insert into internal.transcript_vouchers (platform, video_id, transcript_id, user_id) values ('tiktok', 'rls-new-T', '{transcript:T}', 'O')",
            set: "created_at = created_at"),
        Table(
            name: "internal.transcript_disputes", access: .shared(readers: []),
            plant: "insert into internal.transcript_disputes (platform, video_id, user_id) values ('tiktok', 'rls-T', 'O')",
            match: "video_id = 'rls-T'",
            insert: "insert into internal.transcript_disputes (platform, video_id, user_id) values ('tiktok', 'rls-new-T', 'O')",
            set: "created_at = created_at"),
        Table(
            name: "internal.client_windows", access: .shared(readers: []),
            plant: "insert into internal.client_windows (client_key, kind, window_start, hits) values ('rls-T', 'k', now(), 1)",
            match: "client_key = 'rls-T'",
            insert: "insert into internal.client_windows (client_key, kind, window_start, hits) values ('rls-new-T', 'k', now(), 1)",
            set: "hits = hits"),
        Table(
            name: "internal.provider_budgets", access: .shared(readers: []),
            plant: "insert into internal.provider_budgets (provider, daily_limit) values ('rls-T', 1)", match: "provider = 'rls-T'",
            insert: "insert into internal.provider_budgets (provider, daily_limit) values ('rls-new-T', 1)",
            set: "daily_limit = daily_limit"),
        Table(
            name: "internal.provider_spend", access: .shared(readers: []),
            plant: "insert into internal.provider_spend (provider, day, calls) values ('rls-T', current_date, 1)",
            match: "provider = 'rls-T'",
            insert: "insert into internal.provider_spend (provider, day, calls) values ('rls-new-T', current_date, 1)",
            set: "calls = calls"),
        Table(
            name: "recipe_generation_cache", access: .shared(readers: []),
            plant: "insert into public.recipe_generation_cache (request_key, recipe, origin) values ('rls-T', '{}', 'adapted')",
            match: "request_key = 'rls-T'",
            insert: "insert into public.recipe_generation_cache (request_key, recipe, origin) values ('rls-new-T', '{}', 'adapted')",
            set: "hits = hits"),
        Table(
            name: "internal.sign_in_failures", access: .shared(readers: []),
            plant: "insert into internal.sign_in_failures (key, window_start, failures) values ('rls-T', now(), 1)", match: "key = 'rls-T'",
            insert: "insert into internal.sign_in_failures (key, window_start, failures) values ('rls-new-T', now(), 1)",
            set: "failures = failures"),
        Table(
            name: "internal.tier_quotas", access: .shared(readers: []),
            plant: "insert into internal.tier_quotas (kind, tier, monthly_limit) values (lower('rls_T'), 'FREE', 1)",
            match: "kind = lower('rls_T')",
            insert: "insert into internal.tier_quotas (kind, tier, monthly_limit) values (lower('rls_new_T'), 'FREE', 1)",
            set: "monthly_limit = monthly_limit"),
        Table(
            name: "internal.leases", access: .shared(readers: []),
            plant:
                "insert into internal.leases (scope, key_hash, key, holder, expires_at) values ('recipe', extensions.digest('rls-T', 'sha256'), 'rls-T', gen_random_uuid(), now())",
            match: "key = 'rls-T'",
            insert:
                "insert into internal.leases (scope, key_hash, key, holder, expires_at) values ('recipe', extensions.digest('rls-new-T', 'sha256'), 'rls-new-T', gen_random_uuid(), now())",
            set: "key = key"),
        Table(
            name: "rate_windows", access: .shared(readers: []),
            plant: "insert into public.rate_windows (user_id, kind, window_start, hits) values ('O', 'rls', '2026-01-01', 1)",
            match: "user_id = 'O' and kind = 'rls'",
            insert: "insert into public.rate_windows (user_id, kind, window_start, hits) values ('O', 'rls_new', '2026-01-01', 1)",
            set: "hits = hits"),
    ]

    static func owner(_ actor: Actor) -> String { actor == .userA ? a : b }
    static func tag(_ actor: Actor) -> String { actor == .userA ? "A" : "B" }

    /// Fills in owner, tag and ids looked up from planted rows.
    static func render(_ sql: String, owner: Actor, ids: [String: String]) -> String {
        var text = sql.replacingOccurrences(of: "'O'", with: "'\(Self.owner(owner))'").replacingOccurrences(of: "T", with: tag(owner))
        for (name, id) in ids { text = text.replacingOccurrences(of: "{\(name)}", with: id) }
        return text
    }

    static func identity(_ actor: Actor) -> (role: String, claims: String) {
        switch actor {
        case .anon: return ("anon", "{}")
        case .service: return ("service_role", #"{"role":"service_role"}"#)
        case .userA, .userB: return ("authenticated", #"{"sub":"\#(owner(actor))","role":"authenticated"}"#)
        }
    }

    /// Rows other tables' rows depend on (plans, recipes, public recipes, spare videos,
    /// transcripts) for users A and B; returns their ids by name (`plan:A`, `public:1`, …).
    static func prepare(_ admin: PostgresConnection) throws -> [String: String] {
        var ids: [String: String] = [:]
        try admin.executeScript(
            """
            insert into public.community_recipes (source_key, source_platform, source_url, canonical_url, source_video_id, title, recipe, owner_id, owner_username, is_public)
            values ('tiktok:rlspub1', 'tiktok', 'u', 'u', 'rlspub1', 'public one', '{}', '\(Self.a)', 'u', true),
                   ('tiktok:rlspub2', 'tiktok', 'u', 'u', 'rlspub2', 'public two', '{}', '\(Self.a)', 'u', true);
            """)
        for number in ["1", "2"] {
            ids["public:\(number)"] = try admin.query(
                "select id::text as id from public.community_recipes where source_key = $1", ["tiktok:rlspub\(number)"]
            )
            .single().requireString("id")
        }
        for owner in [Actor.userA, .userB] {
            let tag = Self.tag(owner)
            try admin.executeScript(
                """
                insert into public.meal_plans (user_id, name, start_date, end_date) values ('\(Self.owner(owner))', 'plan-\(tag)', '2026-01-05', '2026-01-11');
                insert into public.app_recipes (user_id, name) values ('\(Self.owner(owner))', 'recipe-\(tag)');
                insert into public.videos (video_id, title) values ('rlsVid\(tag)xxxx', 'rls'), ('rlsSpare\(tag)xx', 'rls');
                insert into public.transcripts (transcript) values ('transcript-\(tag)');
                insert into public.categories (slug, title, query) values ('rls-\(tag.lowercased())', 'rls', 'q');
                """)
            ids["plan:\(tag)"] = try admin.query("select id::text as id from public.meal_plans where name = $1", ["plan-\(tag)"]).single()
                .requireString("id")
            ids["recipe:\(tag)"] = try admin.query("select id::text as id from public.app_recipes where name = $1", ["recipe-\(tag)"])
                .single().requireString("id")
            ids["transcript:\(tag)"] = try admin.query(
                "select id::text as id from public.transcripts where transcript = $1", ["transcript-\(tag)"]
            )
            .single().requireString("id")
        }
        return ids
    }

    @Test("every table in public and internal is in the matrix")
    func coverage() throws {
        let database = try TestCluster.shared.makeDatabase("rls-coverage")
        let tables = try database.admin().query(
            "select schemaname || '.' || tablename as name from pg_tables where schemaname in ('public', 'internal')"
        ).map { try $0.requireString("name") }
        #expect(Set(tables) == Set(Self.tables.map(\.qualifiedName)))
    }

    @Test("a page of transcripts not read by key probes the key index per row; it never hashes every shared key")
    func transcriptsPolicyIsPerRow() throws {
        let database = try TestCluster.shared.makeDatabase("rls-transcripts-plan")
        let admin = try database.admin()
        // Enough rows that a hash of every key would look cheaper to the planner if it were allowed.
        try admin.executeScript(
            """
            insert into public.transcripts (transcript) select 'plan ' || n from generate_series(1, 3000) n;
            insert into public.transcript_keys (platform, video_id, transcript_id)
                select case when substr(transcript, 6)::int % 10 = 0 then 'device' else 'youtube' end::public.video_platform,
                       'plan' || substr(transcript, 6), id
                from public.transcripts where transcript like 'plan %';
            analyze public.transcripts; analyze public.transcript_keys;
            """)
        try admin.query("begin")
        defer { _ = try? admin.query("rollback") }
        let (role, claims) = Self.identity(.userA)
        try admin.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [role, claims])
        let plan = try admin.query("explain select * from public.transcripts limit 50").map { try $0.requireString("QUERY PLAN") }
            .joined(separator: "\n")
        #expect(!plan.contains("hashed SubPlan"))
        #expect(!plan.contains("Seq Scan on transcript_keys"))
        #expect(plan.contains("transcript_keys_transcript_idx"))
        // The rule itself is unchanged: device-keyed transcripts stay out, shared ones are read.
        let visible = try admin.query("select count(*) as n from public.transcripts where transcript like 'plan %'").single()
            .requireInt("n")
        #expect(visible == 2700)
    }

    @Test("anon, A, B and service_role × select, insert, update, delete × rows of A and of B", arguments: tables.map(\.name))
    func matrix(_ tableName: String) throws {
        let table = Self.tables.first { $0.name == tableName }!
        let database = try TestCluster.shared.makeDatabase(
            "rls-\(tableName.replacingOccurrences(of: "_", with: "-").replacingOccurrences(of: ".", with: "-"))")
        let admin = try database.admin()
        let ids = try Self.prepare(admin)
        for owner in [Actor.userA, .userB] {
            try admin.executeScript(Self.render(table.plant, owner: owner, ids: ids))
        }

        let connection = try PostgresConnection(conninfo: database.functionConninfo)
        var mismatches: [String] = []
        for actor in Actor.allCases {
            let (role, claims) = Self.identity(actor)
            for owner in [Actor.userA, .userB] {
                let match = Self.render(table.match, owner: owner, ids: ids)
                for operation in Operation.allCases {
                    let sql: String
                    switch operation {
                    case .select: sql = "select count(*) as n from \(table.qualifiedName) where \(match)"
                    case .insert: sql = Self.render(table.insert, owner: owner, ids: ids)
                    case .update: sql = "update \(table.qualifiedName) set \(table.set) where \(match)"
                    case .delete: sql = "delete from \(table.qualifiedName) where \(match)"
                    }
                    try connection.query("BEGIN")
                    try connection.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [role, claims])
                    var allowed: Bool
                    do {
                        let rows = try connection.query(sql)
                        allowed = operation == .select ? (try rows.single().requireInt("n")) == 1 : rows.affectedRows == 1
                    } catch let error as PostgresError where error.isPermissionDenied {
                        allowed = false
                    } catch {
                        allowed = false
                        mismatches.append("\(actor.rawValue) \(operation.rawValue) on \(Self.tag(owner))'s row: unexpected error \(error)")
                    }
                    try connection.query("ROLLBACK")
                    let expected = table.access.allows(actor, operation, on: owner)
                    if allowed != expected {
                        mismatches.append(
                            "\(actor.rawValue) \(operation.rawValue) on \(Self.tag(owner))'s row: \(allowed ? "allowed" : "denied"), expected \(expected ? "allowed" : "denied")"
                        )
                    }
                }
            }
        }
        let report = mismatches.joined(separator: "\n")
        #expect(mismatches.isEmpty, "\(table.name):\n\(report)")
    }
}
