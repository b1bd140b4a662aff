import Database
import Foundation
import FunctionRuntime
import TestSupport
import Testing

/// Export and deletion of an account (`public.export_my_account`, `public.delete_my_account`)
/// over a user with a row in every table that can name a user, planted exactly as the
/// row-level security matrix plants them, beside a second user whose rows must not change.
@Suite("Account data: export and deletion cover every table")
struct AccountDataTests {
    typealias Matrix = RowLevelSecurityMatrixTests

    /// Rows naming `user`, per table that names users (from the catalogue, like the functions).
    static func counts(_ admin: PostgresConnection, user: String) throws -> [String: Int] {
        var counts: [String: Int] = [:]
        for table in try admin.query("select schema_name, table_name, column_name from internal.user_tables()") {
            let name = try table.requireString("schema_name") + "." + table.requireString("table_name")
            let column = try table.requireString("column_name")
            counts[name, default: 0] += try admin.query("select count(*) as n from \(name) where \(column) = $1::uuid", [user]).single()
                .requireInt("n")
        }
        return counts
    }

    @Test("export holds every table's rows of the caller and nobody else's; deletion removes them all and keeps shared content")
    func exportAndDelete() throws {
        let database = try TestCluster.shared.makeDatabase("account-data")
        let admin = try database.admin()
        let ids = try Matrix.prepare(admin)
        for table in Matrix.tables {
            for owner in [Matrix.Actor.userA, .userB] { try admin.executeScript(Matrix.render(table.plant, owner: owner, ids: ids)) }
        }
        try admin.query("update public.transcripts set created_by = $1::uuid where id = $2::uuid", [Matrix.a, ids["transcript:A"]])
        let before = try Self.counts(admin, user: Matrix.a)
        #expect(
            before.filter { $0.value == 0 }.isEmpty,
            "tables where user A has no row to export or delete: \(before.filter { $0.value == 0 })")

        let a = Identity(role: .authenticated, claims: ["sub": .string(Matrix.a), "role": "authenticated"])
        let functions = database.functionDatabase()
        let export = try #require(try functions.read(as: a, "select public.export_my_account() as d").single().json("d"))
        #expect(export["user"]?["id"] == .string(Matrix.a))
        #expect(export["user"]?["has_password"] == true)
        let text = try JSONCoding.encodeToString(export)
        #expect(!text.contains("token_hash") && !text.contains("password_hash") && !text.contains(Matrix.b))
        for (table, count) in before {
            let key = table.hasPrefix("public.") ? String(table.dropFirst("public.".count)) : table
            #expect(export["data"]?[key]?.arrayValue?.count == count, "\(table)")
        }

        let otherBefore = try Self.counts(admin, user: Matrix.b)
        let summary = try functions.transaction(as: a) { try $0.query("select public.delete_my_account() as s").single().json("s") }
        #expect(summary?["anonymised"]?["community_recipes"] == 1)
        #expect(summary?["anonymised"]?["transcripts"] == 1)
        #expect(try Self.counts(admin, user: Matrix.a).values.allSatisfy { $0 == 0 })
        // B's rows are all there, but B's import of A's public recipe now points at a kept, anonymous recipe.
        #expect(try Self.counts(admin, user: Matrix.b) == otherBefore)
        let kept = try admin.query("select owner_id, owner_username from public.community_recipes where id = $1::uuid", [ids["public:1"]])
            .single()
        #expect(try kept.string("owner_id") == nil)
        #expect(try kept.string("owner_username") == "a former member")
        #expect(try admin.query("select 1 from public.community_recipes where id = $1::uuid", [ids["public:2"]]).isEmpty)
        #expect(
            try admin.query("select created_by from public.transcripts where id = $1::uuid", [ids["transcript:A"]]).single().string(
                "created_by") == nil)
        // Every token of the account is dead at once.
        #expect(throws: PostgresError.self) { try functions.read(as: a, "select 1 as one") }
    }
}
