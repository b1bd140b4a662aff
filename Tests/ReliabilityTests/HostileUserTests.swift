import Database
import Foundation
import FunctionRuntime
import TestSupport
import Testing
import Tokens

/// What a hostile user tried on the shared caches and the routes, through the runner and the
/// real function executables: each test failed before the change that answers it.
@Suite("Hostile users", .serialized)
struct HostileUserTests {
    static let fixture = RunnerFixture { database in try await TestRunner.start(routes: try TestRunner.projectRoutes(), database: database)
    }

    static func send(_ runner: TestRunner, _ method: String, _ path: String, token: String?, body: JSONValue? = nil) async throws
        -> HTTPResult
    {
        var headers = ["Content-Type": "application/json"]
        if let token { headers["Authorization"] = "Bearer " + token }
        return try await runner.send(method, path, headers: headers, body: try body.map { Array(try JSONCoding.encode($0)) })
    }

    /// A new user and a token for them.
    static func user(_ database: TestDatabase, tier: String = "FREE") async throws -> (id: String, token: String) {
        let id = UUID().uuidString.lowercased()
        try database.createUser(id: id, email: "hostile-\(id)@example.com", tier: tier)
        return (id, try await TestTokens.token(userID: id, email: "hostile-\(id)@example.com", tier: tier))
    }

    /// One request per function that needs a signed-in user, with a body each would accept.
    static func signedInRequests(user: String) -> [(function: String, method: String, path: String, body: JSONValue?)] {
        [
            (
                "get-or-transcribe", "POST", "/api/app/video/get-or-transcribe",
                ["videoUrl": "https://www.tiktok.com/@a/video/7111111111111111111", "platform": "tiktok", "userId": .string(user)]
            ),
            (
                "save-community-recipe", "POST", "/api/app/recipes/save-community-recipe",
                [
                    "recipe": ["title": "Toast", "ingredients": [["name": "bread"]], "instructions": ["Toast it."]], "sourceType": "video",
                    "sourcePlatform": "tiktok", "sourceUrl": "https://www.tiktok.com/@a/video/7111111111111111112",
                    "sourceVideoId": "7111111111111111112", "userId": .string(user), "username": "ghost",
                ]
            ),
            ("generate-recipe", "POST", "/api/app/recipes/generate", ["ingredients": ["chicken"]]),
            ("generate-meal-plan", "POST", "/api/app/meal-plans/generate", ["days": 1]),
            ("generate-grocery-list", "POST", "/api/app/grocery-list/generate", ["recipeIds": ["00000000-0000-4000-8000-00000000dead"]]),
            ("saved-recipes", "GET", "/api/app/saved-recipes", nil),
            ("sync", "GET", "/api/app/sync", nil),
            ("app-data", "DELETE", "/api/app/recipes/00000000-0000-4000-8000-00000000dead", nil),
            ("account", "GET", "/api/app/account/export", nil),
            ("transcribe", "GET", "/transcribe/sessions/123e4567-e89b-12d3-a456-426614174000", nil),
            ("search", "GET", "/functions/v1/search?q=pasta", nil),
            ("recipe", "GET", "/functions/v1/recipe?videoId=bkwLxcfcKTY", nil),
        ]
    }

    @Test("a valid token for a user who no longer exists, or whose tokens were revoked, gets each route's 401")
    func goneAndRevokedUsers() async throws {
        let runner = try await Self.fixture.runner()
        let database = try await Self.fixture.database()
        let gone = try await Self.user(database)
        let revoked = try await Self.user(database)
        try database.admin().query("delete from public.users where id = $1::uuid", [gone.id])
        try database.admin().query("select internal.revoke_tokens($1::uuid)", [revoked.id])
        // Revocation covers tokens up to the end of its second.
        try await Task.sleep(for: .milliseconds(1_200))
        for (id, token) in [gone, revoked] {
            for request in Self.signedInRequests(user: id) {
                let result = try await Self.send(runner, request.method, request.path, token: token, body: request.body)
                #expect(result.status == 401, "\(request.function): \(result.status) \(result.text)")
                #expect(result.headers["x-error-code"] == "INVALID_TOKEN", "\(request.function)")
            }
        }
        // A token issued after the revocation works.
        let fresh = try await TestTokens.token(userID: revoked.id, email: "x@example.com", tier: "FREE")
        #expect(try await Self.send(runner, "GET", "/api/app/sync", token: fresh).status == 200)
    }

    @Test("the account lifecycle through the runner: a stolen refresh token replayed ends the session; deletion kills every token")
    func accountLifecycle() async throws {
        let runner = try await Self.fixture.runner()
        let email = "lifecycle-\(UUID().uuidString.prefix(8))@example.com"
        let signUp = try await Self.send(
            runner, "POST", "/api/app/auth/signup", token: nil, body: ["email": .string(email), "password": "correct horse battery"])
        #expect(signUp.status == 201, "\(signUp.text)")
        let first = try #require(signUp.json)
        let access = try #require(first["token"]?.stringValue)
        #expect(try await Self.send(runner, "GET", "/api/app/sync", token: access).status == 200)
        // The app refreshes; a thief who copied the first refresh token replays it later.
        let refresh = "/api/app/auth/refresh"
        let refreshed = try await Self.send(runner, "POST", refresh, token: nil, body: ["refreshToken": first["refreshToken"]!])
        #expect(refreshed.status == 200)
        let second = try #require(refreshed.json)
        let database = try await Self.fixture.database()
        try database.admin().query(
            """
            update internal.refresh_tokens set used_at = now() - interval '1 minute'
            where used_at is not null and user_id = (select id from public.users where email = lower($1))
            """, [email])
        let replay = try await Self.send(runner, "POST", refresh, token: nil, body: ["refreshToken": first["refreshToken"]!])
        #expect(replay.status == 401)
        #expect(replay.headers["x-error-code"] == "REFRESH_TOKEN_REUSED")
        // The whole session ended: the app's newest pair is dead too.
        #expect(try await Self.send(runner, "GET", "/api/app/sync", token: second["token"]?.stringValue).status == 401)
        #expect(try await Self.send(runner, "POST", refresh, token: nil, body: ["refreshToken": second["refreshToken"]!]).status == 401)
        // Signing in again works; export, then delete, and the token dies with the account.
        let login = try await Self.send(
            runner, "POST", "/api/app/auth", token: nil, body: ["email": .string(email), "password": "correct horse battery"])
        let token = try #require(login.json?["token"]?.stringValue)
        let export = try await Self.send(runner, "GET", "/api/app/account/export", token: token)
        #expect(export.status == 200)
        #expect(export.headers["cache-control"] == "no-store")
        #expect(export.json?["data"]?["auth_sessions"]?.arrayValue?.count == 2)
        let deleted = try await Self.send(runner, "DELETE", "/api/app/account", token: token)
        #expect(deleted.status == 200)
        #expect(deleted.json?["removed"]?["auth_sessions"] == 2)
        #expect(try await Self.send(runner, "GET", "/api/app/account/export", token: token).status == 401)
        let again = try await Self.send(
            runner, "POST", "/api/app/auth", token: nil, body: ["email": .string(email), "password": "correct horse battery"])
        #expect(again.status == 401)
    }

    @Test("a token signed with the secret but another issuer or audience is not ours: 401")
    func foreignIssuerOrAudience() async throws {
        let runner = try await Self.fixture.runner()
        let now = Int64(Date().timeIntervalSince1970)
        let base: [String: JSONValue] = [
            "sub": .string(TestUsers.free.id), "userId": .string(TestUsers.free.id), "email": "test@example.com", "tier": "FREE",
            "role": "authenticated", "aud": "authenticated", "iss": "recipe-backend", "iat": .int(now), "exp": .int(now + 600),
        ]
        let tokens = await TestTokens.tokens()
        #expect(try await Self.send(runner, "GET", "/api/app/sync", token: try await tokens.sign(raw: base)).status == 200)
        var variants: [String: [String: JSONValue]] = [:]
        variants["another issuer (a Supabase project sharing the secret)"] = base.merging(["iss": "supabase"]) { $1 }
        variants["no issuer"] = base.filter { $0.key != "iss" }
        variants["another audience"] = base.merging(["aud": "anon"]) { $1 }
        variants["no audience"] = base.filter { $0.key != "aud" }
        for (name, claims) in variants {
            let result = try await Self.send(runner, "GET", "/api/app/sync", token: try await tokens.sign(raw: claims))
            #expect(result.status == 401, "\(name): \(result.status)")
        }
    }

    @Test("import quotas follow the tier in the database, not the one in a 30-day token")
    func quotaFromDatabaseTier() async throws {
        let runner = try await Self.fixture.runner()
        let database = try await Self.fixture.database()
        // A token that says PRO (unlimited) for a user the database knows as FREE (2 a month).
        let id = UUID().uuidString.lowercased()
        try database.createUser(id: id, email: "claims-pro-\(id)@example.com", tier: "FREE")
        let token = try await TestTokens.token(userID: id, email: "claims-pro@example.com", tier: "PRO")
        try database.admin().query(
            "insert into public.usage_counters (user_id, kind, period_start, used) values ($1::uuid, 'transcription', date_trunc('month', now())::date, 2)",
            [id])
        let body: JSONValue = [
            "videoUrl": "https://www.tiktok.com/@a/video/7111111111111111113", "platform": "tiktok", "userId": .string(id),
        ]
        let result = try await Self.send(runner, "POST", "/api/app/video/get-or-transcribe", token: token, body: body)
        #expect(result.status == 429, "\(result.text)")
        #expect(result.json?["tier"] == "FREE")
        #expect(result.json?["limit"] == 2)
    }

    @Test("numbers past what an integer holds never trap a function: in a request, or stored by someone else")
    func hugeNumbers() async throws {
        let runner = try await Self.fixture.runner()
        let database = try await Self.fixture.database()
        let caller = try await Self.user(database)
        for amount: JSONValue in [1e19, -1e19, 9_007_199_254_740_993.0, 1e-320, 1e308] {
            let body: JSONValue = [
                "recipe": ["title": "Big", "ingredients": [["name": "salt", "amount": amount]], "instructions": ["Salt."]],
                "sourceType": "video",
                "sourcePlatform": "tiktok", "sourceUrl": "https://www.tiktok.com/@a/video/7222222222222222222",
                "sourceVideoId": "7222222222222222222", "userId": .string(caller.id), "username": "big",
            ]
            let result = try await Self.send(runner, "POST", "/api/app/recipes/save-community-recipe", token: caller.token, body: body)
            #expect(result.status == 200, "amount \(amount): \(result.status) \(result.text)")
        }
        // An extracted recipe whose stored times and calories are absurd, in everyone's pool.
        let recipe: JSONValue = [
            "title": "Absurd chicken", "language": "en", "source_language": "en", "title_original_language": nil,
            "ingredients": [["item": "chicken", "quantity": "99999999999999999999", "unit": "kg", "notes": nil, "original_language": nil]],
            "steps": [["order": 1, "text": "Cook.", "original_language": nil]],
            "nutrition": ["calories": 1e300, "protein": nil, "note": nil],
            "meta": [
                "servings": "99999999999999999999", "prep_time": "99999999999999999999 hours", "cook_time": "PT99999999999999999999M",
                "total_time": nil, "source": ["description"],
            ],
            "flags": ["is_recipe": true, "is_estimated": false, "translation": "not_needed"],
        ]
        try database.admin().query("insert into public.videos (video_id, title) values ('absurdVid01', 'Absurd') on conflict do nothing")
        try database.admin().query(
            "insert into public.recipes (video_id, status, recipe_json) values ('absurdVid01', 'ready', $1::jsonb)", [recipe])
        let generated = try await Self.send(
            runner, "POST", "/api/app/recipes/generate", token: caller.token, body: ["ingredients": ["chicken"], "servings": 3])
        #expect(generated.status < 500, "\(generated.status) \(generated.text)")
        let plan = try await Self.send(runner, "POST", "/api/app/meal-plans/generate", token: caller.token, body: ["days": 3])
        #expect(plan.status == 200, "\(plan.status) \(plan.text)")
    }

    @Test("a private community recipe never reaches another user through the shared generation or search caches")
    func privateRecipesStayPrivate() async throws {
        let runner = try await Self.fixture.runner()
        let database = try await Self.fixture.database()
        let owner = try await Self.user(database)
        let other = try await Self.user(database)
        let save: JSONValue = [
            "recipe": [
                "title": "Grandma's secret zorblefruit pie",
                "ingredients": [["name": "zorblefruit", "amount": "3"], ["name": "flour", "amount": "2", "unit": "cups"]],
                "instructions": ["Bake the secret."], "servings": 4,
            ],
            "sourceType": "video", "sourcePlatform": "tiktok", "sourceUrl": "https://www.tiktok.com/@gran/video/7333333333333333333",
            "sourceVideoId": "7333333333333333333", "userId": .string(owner.id), "username": "gran", "isPublic": false,
        ]
        #expect(try await Self.send(runner, "POST", "/api/app/recipes/save-community-recipe", token: owner.token, body: save).status == 200)
        let ask: JSONValue = ["ingredients": ["zorblefruit"]]
        let mine = try await Self.send(runner, "POST", "/api/app/recipes/generate", token: owner.token, body: ask)
        #expect(mine.status == 200)
        #expect(mine.json?["recipe"]?["name"] == "Grandma's secret zorblefruit pie")
        let theirs = try await Self.send(runner, "POST", "/api/app/recipes/generate", token: other.token, body: ask)
        #expect(theirs.status == 404, "\(theirs.text)")
        #expect(!theirs.text.contains("secret"))
        #expect(try database.admin().query("select 1 from public.recipe_generation_cache where recipe::text like '%secret%'").isEmpty)
        // Search answers are built from the provider alone: the owner's searching caches nothing of theirs.
        _ = try await Self.send(runner, "GET", "/functions/v1/search?q=zorblefruit%20pie", token: owner.token)
        let search = try await Self.send(runner, "GET", "/functions/v1/search?q=zorblefruit%20pie", token: other.token)
        #expect(search.status == 200)
        #expect(!search.text.contains("secret"))
        #expect(try database.admin().query("select 1 from public.search_cache where results_json::text like '%secret%'").isEmpty)
    }

    @Test("wrong passwords are throttled per email and address, known and unknown emails alike")
    func signInThrottle() async throws {
        let runner = try await Self.fixture.runner()
        let database = try await Self.fixture.database()
        let id = UUID().uuidString.lowercased()
        let email = "victim-\(id)@example.com"
        try database.createUser(id: id, email: email, tier: "FREE", password: "correct horse battery")
        for target in [email, "nobody-\(id)@example.com"] {
            var statuses: [Int] = []
            for _ in 0..<8 {
                let result = try await Self.send(
                    runner, "POST", "/api/app/auth", token: nil, body: ["email": .string(target), "password": "guess"])
                statuses.append(result.status)
                if result.status == 429 {
                    #expect(result.json == ["message": "Too many failed sign-in attempts. Try again later."])
                    #expect(Int(result.headers["retry-after"] ?? "") ?? 0 > 0)
                }
            }
            #expect(statuses == [401, 401, 401, 401, 401, 429, 429, 429], "\(target): \(statuses)")
        }
        // While throttled, even the right password is refused the same way (no oracle).
        let right = try await Self.send(
            runner, "POST", "/api/app/auth", token: nil, body: ["email": .string(email), "password": "correct horse battery"])
        #expect(right.status == 429)
        // Failures are counted in Postgres, so every runner instance sees them.
        let count = try database.admin().query(
            "select failures from internal.sign_in_failures where key = $1", ["email:" + email]
        ).single().requireInt("failures")
        #expect(count == 5)
    }

    static func identity(_ user: String) throws -> Identity {
        try Identity(claims: ["sub": .string(user), "role": "authenticated", "aud": "authenticated"])
    }

    @Test("a public recipe others imported is frozen for its owner; before that the owner may edit it")
    func importedRecipesAreFrozen() async throws {
        let database = try await Self.fixture.database()
        let owner = try await Self.user(database)
        let importer = try await Self.user(database)
        let functions = database.functionDatabase()
        let id = try functions.transaction(as: try Self.identity(owner.id)) { connection in
            try connection.query(
                """
                insert into public.community_recipes (source_key, source_platform, source_url, canonical_url, source_video_id, title, recipe,
                                                      owner_username, is_public)
                values ($1, 'tiktok', 'u', 'u', $2, 'Original', '{}', 'owner', true) returning id::text as id
                """, ["tiktok:frz\(owner.id.prefix(8))", "frz\(owner.id.prefix(8))"]
            ).single().requireString("id")
        }
        try functions.transaction(as: try Self.identity(owner.id)) { connection in
            try connection.query("update public.community_recipes set title = 'Edited before anyone imported' where id = $1::uuid", [id])
        }
        try functions.transaction(as: try Self.identity(importer.id)) { connection in
            try connection.query("insert into public.community_recipe_imports (recipe_id, username) values ($1::uuid, 'importer')", [id])
        }
        for statement in [
            "update public.community_recipes set title = 'Rewritten' where id = $1::uuid",
            "update public.community_recipes set is_public = false where id = $1::uuid",
            "delete from public.community_recipes where id = $1::uuid",
        ] {
            #expect(throws: PostgresError.self, "\(statement)") {
                try functions.transaction(as: try Self.identity(owner.id)) { try $0.query(statement, [id]) }
            }
        }
        let title = try database.admin().query("select title from public.community_recipes where id = $1::uuid", [id]).single()
        #expect(try title.requireString("title") == "Edited before anyone imported")
    }

    @Test("a meal plan entry cannot point at another user's plan or recipe")
    func mealPlanEntriesReferenceOwnRows() async throws {
        let database = try await Self.fixture.database()
        let mine = try await Self.user(database)
        let theirs = try await Self.user(database)
        let functions = database.functionDatabase()
        func plantPlanAndRecipe(_ user: String) throws -> (plan: String, recipe: String) {
            try functions.transaction(as: try Self.identity(user)) { connection in
                let plan = try connection.query(
                    "insert into public.meal_plans (name, start_date, end_date) values ('p', '2026-01-05', '2026-01-11') returning id::text as id"
                ).single().requireString("id")
                let recipe = try connection.query("insert into public.app_recipes (name) values ('r') returning id::text as id").single()
                    .requireString("id")
                return (plan, recipe)
            }
        }
        let own = try plantPlanAndRecipe(mine.id)
        let other = try plantPlanAndRecipe(theirs.id)
        let insert =
            "insert into public.meal_plan_entries (meal_plan_id, recipe_id, day_of_week, meal_type) values ($1::uuid, $2::uuid, $3, 'DINNER')"
        try functions.transaction(as: try Self.identity(mine.id)) { try $0.query(insert, [own.plan, own.recipe, 0]) }
        for (plan, recipe, day) in [(own.plan, other.recipe, 1), (other.plan, own.recipe, 2)] {
            #expect(throws: PostgresError.self) {
                try functions.transaction(as: try Self.identity(mine.id)) { try $0.query(insert, [plan, recipe, day]) }
            }
        }
    }
}
