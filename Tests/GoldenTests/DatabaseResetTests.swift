import Database
import TestSupport
import Testing

/// `TestDatabase.reset()`, which every golden case relies on: after any writes, every table it
/// covers holds exactly what the seed left, whichever way the writes got there.
@Suite("Golden database reset")
struct DatabaseResetTests {
    /// A digest of every covered table's rows and of the sequences. `users.updated_at` is left
    /// out: the seed's upsert touches it, as it always did.
    static func state(_ database: TestDatabase) throws -> [String: String] {
        let admin = try database.admin()
        var digests: [String: String] = [:]
        let tables = try admin.query(
            """
            select format('%I.%I', schemaname, tablename) as name from pg_tables
            where schemaname in ('public', 'internal') or (schemaname = 'private' and tablename = 'user_credentials')
            """)
        for table in tables {
            let name = try table.requireString("name")
            let rows = name == "public.users" ? "(select id, email, name, tier, tokens_valid_after from public.users)" : name
            digests[name] = try admin.query(
                "select count(*)::text || ' ' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from \(rows) t"
            ).single().requireString("digest")
        }
        for sequence in try admin.query("select format('%I.%I', schemaname, sequencename) as name, last_value::text as v from pg_sequences")
        {
            digests["sequence " + (try sequence.requireString("name"))] = try sequence.string("v") ?? "unused"
        }
        return digests
    }

    @Test("writes of every kind, then reset: every table and sequence is as the seed left it")
    func resetRestoresTheSeed() throws {
        let database = try TestCluster.shared.makeDatabase("reset")
        try database.reset()
        let seeded = try Self.state(database)
        #expect(seeded["public.videos"]?.hasPrefix("0 ") == false)

        for _ in 0..<2 {
            try database.createUser(email: "signup@example.com")
            try database.admin().executeScript(
                """
                update public.videos set title = title || ' (edited)' where video_id in (select video_id from public.videos limit 3);
                delete from public.category_videos where position = 1;
                insert into public.recipe_sources (video_id, source_type, payload, content_hash)
                    select video_id, 'description', 'payload', 'hash' from public.videos limit 2;
                insert into internal.leases (scope, key_hash, key, holder, expires_at)
                    values ('recipe', '\\x00', 'k', gen_random_uuid(), now() + interval '1 minute');
                update public.users set tier = 'FREE', tokens_valid_after = now() where email = 'pro@example.com';
                delete from public.users where email = 'test@example.com';
                select nextval('internal.catalog_recent_position');
                """)
            #expect(try Self.state(database) != seeded)
            try database.reset()
            let restored = try Self.state(database)
            for (table, digest) in seeded { #expect(restored[table] == digest, "\(table) differs after reset") }
            #expect(Set(restored.keys) == Set(seeded.keys))
        }
        // A reset with nothing written changes nothing either.
        try database.reset()
        #expect(try Self.state(database) == seeded)
    }
}
