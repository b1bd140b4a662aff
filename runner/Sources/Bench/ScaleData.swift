import Database
import Foundation

/// Synthetic data at a chosen scale, made inside Postgres (`generate_series`), so a million
/// videos take minutes, not a client's round trips. Scales grow in place: `fill(from:to:)` adds
/// the rows numbered `from + 1 … to`, so each scale keeps the rows of the smaller ones.
///
/// Per video number `i`: a video whose title and description combine an adjective, a protein and
/// a dish (so `chicken curry` matches one video in 144, `chicken` one in 12, as real queries
/// match more as the catalogue grows), and for nine in ten an extracted recipe whose JSON is the
/// embedded extractor's own output for a real video with the title and ingredients replaced, and
/// whose source hash is current (so the recipe function answers it from the cache).
/// Per ten videos: a community recipe (one in twenty private), a cached transcript with its key,
/// a search-cache row. Users: one per ten videos, at least 1,000 and at most 100,000, each with
/// three app recipes, a meal plan using them, two favourites; a download per hundred videos.
struct ScaleData {
    let admin: PostgresConnection

    static let adjectives = [
        "Creamy", "Spicy", "Quick", "Crispy", "Smoky", "Garlic", "Lemon", "Honey", "Classic", "Easy", "Roasted", "Herby",
    ]
    static let proteins = [
        "chicken", "beef", "tofu", "salmon", "shrimp", "mushroom", "lentil", "pork", "egg", "chickpea", "paneer", "lamb",
    ]
    static let dishes = [
        "curry", "pasta", "stir fry", "tacos", "soup", "salad", "rice bowl", "noodles", "stew", "pie", "burger", "risotto",
    ]
    static let extras = [
        "garlic", "onion", "rice", "broccoli", "tomato", "spinach", "potato", "carrot", "ginger", "lemon", "butter", "cream", "cheese",
        "bell pepper", "coriander", "cumin", "soy sauce", "coconut milk", "basil", "parmesan",
    ]

    static func users(forVideos videos: Int) -> Int { min(100_000, max(1_000, videos / 10)) }

    static func array(_ words: [String]) -> String { "array[" + words.map { "'\($0)'" }.joined(separator: ",") + "]" }

    /// SQL expressions of video number `i` (an integer column or expression).
    static func adjective(_ i: String) -> String { "(\(array(adjectives)))[1 + \(i) % 12]" }
    static func protein(_ i: String) -> String { "(\(array(proteins)))[1 + (\(i) / 12) % 12]" }
    static func dish(_ i: String) -> String { "(\(array(dishes)))[1 + (\(i) / 144) % 12]" }
    static func extra(_ i: String, _ multiplier: Int, _ offset: Int) -> String {
        "(\(array(extras)))[1 + (\(i) * \(multiplier) + \(offset)) % 20]"
    }
    /// Eleven characters of YouTube's id alphabet, random-looking like real ids (so index order
    /// and windows over it behave as on a real catalogue), derived from the number.
    static func videoID(_ i: String) -> String {
        "translate(left(encode(sha256(('scale-video-' || (\(i)))::bytea), 'base64'), 11), '+/', '-_')"
    }
    static func userID(_ u: String) -> String { "md5('scale-user-' || (\(u)))::uuid" }

    /// Adds videos `from + 1 … to` and everything that scales with them; returns seconds taken.
    func fill(from: Int, to: Int, template: (json: String, extractor: String)) throws -> Double {
        let started = ContinuousClock.now
        let i = "i"
        let title = "\(Self.adjective(i)) || ' ' || \(Self.protein(i)) || ' ' || \(Self.dish(i)) || ' no. ' || i"
        let (e1, e2, e3) = (Self.extra(i, 7, 0), Self.extra(i, 11, 3), Self.extra(i, 13, 5))
        try admin.query(
            """
            insert into public.videos (video_id, title, description, channel_title, duration_seconds, published_at, tags)
            select \(Self.videoID(i)), \(title),
                   'Ingredients:' || chr(10) || '- 500g ' || \(Self.protein(i)) || chr(10) || '- 2 ' || \(e1) || chr(10)
                   || '- 1 tbsp ' || \(e2) || chr(10) || '- 200ml ' || \(e3) || chr(10) || chr(10) || 'Method:' || chr(10)
                   || '1. Prepare the ' || \(Self.protein(i)) || '.' || chr(10) || '2. Cook with the ' || \(e1) || ' and ' || \(e2)
                   || ' for 20 minutes.' || chr(10) || '3. Serve hot.',
                   'Scale kitchen ' || (i % 5000), 60 + i % 1200, now() - (i % 10000) * interval '1 hour',
                   array[\(Self.protein(i)), \(Self.dish(i))]
            from generate_series($1::int + 1, $2::int) i
            """, [from, to])
        // The template's first ingredient gives the shape; item, quantity and unit are replaced.
        func ingredient(_ item: String, _ quantity: String, _ unit: String) -> String {
            "(t.json->'ingredients'->0) || jsonb_build_object('item', \(item), 'quantity', '\(quantity)', 'unit', '\(unit)')"
        }
        try admin.query(
            """
            insert into public.recipes (video_id, status, recipe_json, extractor_version, source_hash, confidence, inputs)
            select \(Self.videoID(i)), 'ready',
                   jsonb_set(jsonb_set(t.json, '{title}', to_jsonb(\(title))), '{ingredients}',
                       jsonb_build_array(\(ingredient(Self.protein(i), "500", "g")), \(ingredient(e1, "2", "")),
                           \(ingredient(e2, "1", "tbsp")), \(ingredient(e3, "200", "ml")))),
                   $4, internal.video_source_hash(\(Self.videoID(i))), 0.9, array['description']
            from generate_series($1::int + 1, $2::int) i, (select $3::jsonb as json) t
            where i % 10 <> 0
            """, [from, to, template.json, template.extractor])
        let users = (Self.users(forVideos: from), Self.users(forVideos: to))
        if users.1 > users.0 || from == 0 {
            try fillUsers(from: from == 0 ? 0 : users.0, to: users.1, videos: to)
        }
        try fillShared(from: from, to: to, users: users.1)
        try admin.query("analyze")
        return BenchEnvironment.milliseconds(since: started) / 1000
    }

    /// Users `from + 1 … to`, each with three app recipes, a meal plan using them and two favourites.
    private func fillUsers(from: Int, to: Int, videos: Int) throws {
        let u = "u"
        try admin.query(
            """
            insert into public.users (id, email, tier)
            select \(Self.userID(u)), 'scale-' || u || '@example.com', 'FREE' from generate_series($1::int + 1, $2::int) u
            """, [from, to])
        try admin.query(
            """
            insert into public.app_recipes (id, user_id, name, ingredients, instructions, servings, origin)
            select md5('scale-recipe-' || u || '-' || k)::uuid, \(Self.userID(u)), 'Saved ' || \(Self.protein("u + k")) || ' dish',
                   jsonb_build_array(jsonb_build_object('name', \(Self.protein("u + k")), 'amount', '500', 'unit', 'g'),
                                     jsonb_build_object('name', \(Self.extra("u + k", 7, 0)), 'amount', '2', 'unit', '')),
                   '["Cook it.", "Serve."]'::jsonb, 2, 'saved'
            from generate_series($1::int + 1, $2::int) u, generate_series(1, 3) k
            """, [from, to])
        try admin.query(
            """
            insert into public.meal_plans (id, user_id, name, start_date, end_date)
            select md5('scale-plan-' || u)::uuid, \(Self.userID(u)), 'Weekly Meal Plan', date '2026-11-02', date '2026-11-08'
            from generate_series($1::int + 1, $2::int) u
            """, [from, to])
        try admin.query(
            """
            insert into public.meal_plan_entries (meal_plan_id, user_id, recipe_id, day_of_week, meal_type)
            select md5('scale-plan-' || u)::uuid, \(Self.userID(u)), md5('scale-recipe-' || u || '-' || k)::uuid, k - 1, 'DINNER'
            from generate_series($1::int + 1, $2::int) u, generate_series(1, 3) k
            """, [from, to])
        try admin.query(
            """
            insert into public.saved_recipes (user_id, recipe_kind, recipe_ref)
            select \(Self.userID(u)), 'video', \(Self.videoID("1 + (u * 37 + k * 11) % $3::int"))
            from generate_series($1::int + 1, $2::int) u, generate_series(1, 2) k
            where (1 + (u * 37 + k * 11) % $3::int) % 10 <> 0
            """, [from, to, videos])
    }

    /// Rows per ten videos (community recipes, transcripts, search cache) and per hundred (downloads).
    private func fillShared(from: Int, to: Int, users: Int) throws {
        let c = "c"
        try admin.query(
            """
            insert into public.community_recipes (source_key, source_platform, source_url, canonical_url, source_video_id, title, recipe,
                                                  owner_id, owner_username, is_public, import_count)
            select 'tiktok:sc' || c, 'tiktok', 'https://www.tiktok.com/@scale/video/' || c, 'https://www.tiktok.com/@scale/video/' || c,
                   'sc' || c, 'Community ' || \(Self.protein(c)) || ' ' || \(Self.dish(c)) || ' ' || c,
                   jsonb_build_object('title', 'Community ' || \(Self.protein(c)) || ' ' || \(Self.dish(c)),
                       'ingredients', jsonb_build_array(jsonb_build_object('name', \(Self.protein(c)), 'amount', '400', 'unit', 'g'),
                           jsonb_build_object('name', \(Self.extra(c, 7, 0)), 'amount', '1', 'unit', ''),
                           jsonb_build_object('name', \(Self.extra(c, 11, 3)), 'amount', '2', 'unit', 'tbsp')),
                       'instructions', jsonb_build_array(jsonb_build_object('step', 1, 'text', 'Cook the ' || \(Self.protein(c)) || '.'))),
                   \(Self.userID("1 + c % $3::int")), 'scale' || (1 + c % $3::int), c % 20 <> 0, (c * 7919) % 500
            from generate_series($1::int / 10 + 1, $2::int / 10) c
            """, [from, to, users])
        try admin.query(
            """
            with made as (
                insert into public.transcripts (audio_sha256, transcript, language, duration_seconds, created_by)
                select encode(sha256(('scale-audio-' || c)::bytea), 'hex'),
                       'Today we cook ' || \(Self.protein(c)) || ' ' || \(Self.dish(c)) || '. First the ' || \(Self.extra(c, 7, 0)) || '.',
                       'en', 45, \(Self.userID("1 + c % $3::int"))
                from generate_series($1::int / 10 + 1, $2::int / 10) c
                returning id, audio_sha256
            )
            insert into public.transcript_keys (platform, video_id, transcript_id)
            select 'tiktok', '76' || lpad(substr(audio_sha256, 1, 15), 17, '0'), id from made
            on conflict do nothing
            """, [from, to, users])
        try admin.query(
            """
            insert into public.search_cache (query_key, query, locale, provider, results_json, expires_at)
            select 'scale:' || c, 'scale query ' || c, 'en', 'catalog', '[]'::jsonb, now() + interval '1 day'
            from generate_series($1::int / 10 + 1, $2::int / 10) c
            """, [from, to])
        try admin.query(
            """
            insert into public.library_downloads (owner_id, url, genre, state, attempts, finished_at)
            select \(Self.userID("1 + d % $3::int")), 'https://videos.example.com/scale/' || d || '.mp4', 'pasta',
                   case when d % 50 = 0 then 'pending' when d % 17 = 0 then 'failed' else 'completed' end, 1,
                   case when d % 50 = 0 then null else now() end
            from generate_series($1::int / 100 + 1, $2::int / 100) d
            """, [from, to, users])
    }

    /// A user with `recipes` app recipes and `favourites` favourites: the account whose sync and
    /// favourites list are paged through.
    func largeAccount(_ id: String, recipes: Int, favourites: Int) throws {
        try admin.query("insert into public.users (id, email, tier) values ($1::uuid, 'large-account@example.com', 'PRO')", [id])
        try admin.query(
            """
            insert into public.app_recipes (user_id, name, ingredients, instructions, servings, origin, updated_at)
            select $1::uuid, 'Large account recipe ' || n, '[{"name":"rice","amount":"200","unit":"g"}]'::jsonb, '["Cook."]'::jsonb, 2,
                   'saved', timestamptz '2026-06-01' + n * interval '1 second'
            from generate_series(1, $2::int) n
            """, [id, recipes])
        try admin.query(
            """
            insert into public.saved_recipes (user_id, recipe_kind, recipe_ref, created_at)
            select $1::uuid, 'video', \(Self.videoID("n * 10 + 1")), timestamptz '2026-06-01' + n * interval '1 second'
            from generate_series(1, $2::int) n
            """, [id, favourites])
    }
}
