import Database
import Foundation
import FunctionRuntime
import Kitchen
import TestSupport
import Testing

/// The recipe pool on the real database: generation candidates come from the ingredient index
/// (every wanted ingredient first, then any; spellings the synonyms map; only what the caller
/// may see), and the meal planner's pool is a bounded window that still reads a small catalogue
/// whole.
@Suite("Recipe pool")
struct RecipePoolTests {
    let database: TestDatabase
    let admin: PostgresConnection
    let pool: PostgresRecipePool
    let user: Identity
    let otherID: String

    init() throws {
        database = try TestCluster.shared.makeDatabase("recipepool")
        admin = try database.admin()
        pool = PostgresRecipePool(database: database.functionDatabase())
        let id = UUID().uuidString.lowercased()
        try database.createUser(id: id, email: "pool-\(id)@example.com")
        user = Identity(role: .authenticated, claims: ["sub": .string(id), "role": "authenticated"])
        otherID = UUID().uuidString.lowercased()
        try database.createUser(id: otherID, email: "pool-\(otherID)@example.com")
    }

    /// An extracted recipe (recipe_json_v1) for a new catalogue video.
    func extracted(_ videoID: String, _ title: String, items: [String]) throws {
        try admin.query("insert into public.videos (video_id, title) values ($1, $2)", [videoID, title])
        let ingredients = items.map { #"{"item":"\#($0)","quantity":"1","unit":""}"# }.joined(separator: ",")
        try admin.query(
            """
            insert into public.recipes (video_id, status, recipe_json)
            values ($1, 'ready', ('{"title":"' || $2 || '","flags":{"is_recipe":true},"ingredients":[' || $3 || '],"steps":[{"text":"Cook."}]}')::jsonb)
            """, [videoID, title, ingredients])
    }

    /// A community recipe (the Savry import API's shape); private ones belong to `owner`.
    func community(_ key: String, _ title: String, items: [String], owner: String, isPublic: Bool = true) throws {
        let ingredients = items.map { #"{"name":"\#($0)","amount":"1","unit":""}"# }.joined(separator: ",")
        try admin.query(
            """
            insert into public.community_recipes (source_key, source_platform, source_url, canonical_url, source_video_id, title, recipe,
                                                  owner_id, owner_username, is_public)
            values ('tiktok:' || $1, 'tiktok', 'https://www.tiktok.com/@pool/video/' || $1, 'https://www.tiktok.com/@pool/video/' || $1,
                    $1, $2, ('{"title":"' || $2 || '","ingredients":[' || $3 || '],"instructions":[{"step":1,"text":"Cook."}]}')::jsonb,
                    $4::uuid, 'pool', $5)
            """, [key, title, ingredients, owner, isPublic])
    }

    @Test("recipes naming every wanted ingredient come first, then any; never another user's private recipe")
    func candidatesByIngredient() throws {
        try extracted("poolVid0001", "Both in a video", items: ["2 zebrafruits, sliced", "quokkaberry jam"])
        try extracted("poolVid0002", "One in a video", items: ["zebrafruit"])
        try extracted("poolVid0003", "Neither", items: ["flour"])
        try community("901", "Both, shared", items: ["quokkaberries", "Zebrafruit"], owner: otherID)
        try community("902", "Both, someone's private", items: ["quokkaberry", "zebrafruit"], owner: otherID, isPublic: false)
        let ownerID = user.claims["sub"]?.stringValue ?? ""
        try community("903", "One, my private", items: ["quokkaberry"], owner: ownerID, isPublic: false)

        let found = try pool.candidates(for: ["zebrafruit", "quokkaberry"], limit: 10, as: user)
        #expect(found.map(\.name) == ["Both, shared", "Both in a video", "One, my private", "One in a video"])
        #expect(found.map(\.isPrivate) == [false, false, true, false])
        #expect(try pool.candidates(for: ["zebrafruit", "quokkaberry"], limit: 1, as: user).map(\.name) == ["Both, shared"])
        #expect(try pool.candidates(for: ["dragonmelon"], limit: 10, as: user).isEmpty)
    }

    @Test("a spelling the synonyms map to the wanted name is found: prawns for shrimp, capsicum for bell pepper")
    func candidatesBySynonym() throws {
        try extracted("poolVid0011", "Prawn skewers", items: ["12 king prawns"])
        try extracted("poolVid0012", "Stuffed capsicum", items: ["4 red capsicums"])
        #expect(try pool.candidates(for: ["shrimp"], limit: 10, as: user).map(\.name).contains("Prawn skewers"))
        #expect(try pool.candidates(for: ["bell pepper"], limit: 10, as: user).map(\.name).contains("Stuffed capsicum"))
    }

    @Test("what a user types is only ever words: quotes, dashes and or in it change nothing, break nothing")
    func hostileIngredientText() throws {
        try extracted("poolVid0021", "Plain rice", items: ["rice"])
        for text in [#"rice" | !"#, "-rice", "rice or", "&&(rice", "'; drop table public.recipes; --", String(repeating: "a", count: 100)] {
            _ = try pool.candidates(for: [text], limit: 10, as: user)
        }
        #expect(try pool.candidates(for: ["-rice"], limit: 10, as: user).map(\.name).contains("Plain rice"))
        #expect(try admin.query("select count(*) as n from public.recipes").single().requireInt("n") > 0)
    }

    @Test("the candidates query is answered from the ingredient indexes, under row-level security too")
    func candidatesUseTheIndexes() throws {
        try admin.query("begin")
        defer { _ = try? admin.query("rollback") }
        try admin.query("set local enable_seqscan = off")
        // As the functions run it: under the read policies, where a condition that is not
        // leakproof (`@@`) cannot be an index condition on a table whose policy is not `true`.
        try admin.query(
            "select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)",
            [#"{"sub":"\#(otherID)","role":"authenticated"}"#])
        let plan = try admin.query(
            "explain " + PostgresRecipePool.candidatesSQL, [PostgresTextArray(["chicken", "garlic"]), 200]
        ).map { try $0.requireString("QUERY PLAN") }.joined(separator: "\n")
        #expect(plan.contains("recipes_ingredient_document_idx"))
        #expect(plan.contains("community_recipes_with_ingredients"))
        #expect(!plan.contains("Seq Scan on community_recipes"))
        // The lookup itself, as its owner sees it: by the community index.
        try admin.query("reset role")
        let lookup = try admin.query(
            """
            explain select c.id from public.community_recipes c
            where internal.ingredient_document(c.recipe) @@ to_tsquery('english', 'chicken') and (c.is_public or c.owner_id = auth.uid())
            """
        ).map { try $0.requireString("QUERY PLAN") }.joined(separator: "\n")
        #expect(lookup.contains("community_recipes_ingredient_document_idx"))
    }

    @Test("the meal plan pool: a bounded window that moves with the seed, and a small catalogue whole from any seed")
    func planPoolWindow() throws {
        let ready = try admin.query("select count(*) as n from public.recipes where status = 'ready' and recipe_json is not null")
            .single().requireInt("n")
        try #require(ready <= 400, "the seed catalogue is small")
        let small = try pool.planPool(seed: "2026-11-02a", as: user)
        #expect(Set(try pool.planPool(seed: "2027-01-05b", as: user).map(\.sourceRef)) == Set(small.map(\.sourceRef)))

        try admin.query(
            """
            insert into public.videos (video_id, title)
            select translate(left(encode(sha256(('pool-' || n)::bytea), 'base64'), 11), '+/', '-_'), 'Window ' || n
            from generate_series(1, 1000) n
            """)
        try admin.query(
            """
            insert into public.recipes (video_id, status, recipe_json)
            select translate(left(encode(sha256(('pool-' || n)::bytea), 'base64'), 11), '+/', '-_'), 'ready',
                   jsonb_build_object('title', 'Window ' || n, 'flags', '{"is_recipe": true}'::jsonb,
                                      'ingredients', '[{"item": "rice", "quantity": "1", "unit": "cup"}]'::jsonb)
            from generate_series(1, 1000) n
            """)
        let first = try pool.planPool(seed: "2026-11-02 user a", as: user).filter { $0.name.hasPrefix("Window") }
        let again = try pool.planPool(seed: "2026-11-02 user a", as: user).filter { $0.name.hasPrefix("Window") }
        let other = try pool.planPool(seed: "2026-11-09 user b", as: user).filter { $0.name.hasPrefix("Window") }
        #expect(first.count <= 400 && !first.isEmpty)
        #expect(first.map(\.name) == again.map(\.name))
        #expect(Set(first.map(\.name)) != Set(other.map(\.name)))
    }
}

@Suite("Extracted recipes in the Savry app")
struct ExtractedKitchenRecipeTests {
    @Test("a step kept in its language is given by its English outline when there is one")
    func gistForInstructions() throws {
        let json: JSONValue = [
            "title": "Peanut chutney", "flags": ["is_recipe": true],
            "ingredients": [["item": "peanuts", "quantity": "1", "unit": "cup"]],
            "steps": [
                ["order": 1, "text": "నూనె వేడి చేసి ఆవాలు వేయండి.", "original_language": "te", "gist": "Heat oil; add mustard seeds."],
                ["order": 2, "text": "రుచి చూడండి.", "original_language": "te"],
            ],
        ]
        let recipe = try #require(KitchenRecipe.fromExtracted(json, videoID: "abcdefghijk"))
        #expect(recipe.instructions == ["Heat oil; add mustard seeds.", "రుచి చూడండి."])
    }
}
