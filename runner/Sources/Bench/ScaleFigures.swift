import ChefStream
import Database
import DatabaseAdmin
import Foundation
import FunctionRuntime
import Kitchen
import ProcessKit
import Tokens

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `bench scale`: the same requests at growing data sizes (videos 10^3 → 10^6), through the runner
/// binary in spawn and warm mode, one request at a time; p50/p99 per request and scale, the ratio
/// to the smallest scale, and the plans (`EXPLAIN (ANALYZE, BUFFERS)`) of the statements behind
/// them — execution times at every scale, whole plans at the largest.
struct ScaleFigures {
    let bench: BenchEnvironment
    let scales: [Int]
    let requests: Int

    static let largeAccount = "00000000-0000-4000-8000-00000000a11c"
    static let cook = "00000000-0000-4000-8000-0000000c0c00"
    /// The large account's changes and favourites (issue: sync of 10,000 changed rows, paged).
    static let accountChanges = 10_000
    static let accountFavourites = 2_000

    struct Probe {
        let label: String
        /// Request number → method, path with query, body, bearer token.
        let request: (Int) -> (method: String, path: String, body: String?, token: String?)
    }

    struct Figure {
        var p50 = 0.0
        var p99 = 0.0
        var failures: [Int: Int] = [:]
    }

    func run() async throws {
        let admin = try PostgresConnection(conninfo: bench.cluster.superuserConninfo)
        let data = ScaleData(admin: admin)
        let tokens = try await AccessTokens(secret: BenchEnvironment.secret)
        let accountToken = try await tokens.issue(userID: Self.largeAccount, email: "large-account@example.com", tier: "PRO", now: Date())
        let cookToken = try await tokens.issue(userID: Self.cook, email: "cook@example.com", tier: "PRO", now: Date())
        try admin.query("insert into public.users (id, email, tier) values ($1::uuid, 'cook@example.com', 'PRO')", [Self.cook])
        try data.largeAccount(Self.largeAccount, recipes: Self.accountChanges, favourites: Self.accountFavourites)
        let template = try await Self.template(bench: bench, admin: admin)
        let categories = try admin.query("select slug from public.categories order by slug").map { try $0.requireString("slug") }

        var results: [(scale: Int, mode: String, probe: String, figure: Figure)] = []
        var statements: [(scale: Int, label: String, milliseconds: Double, plan: String)] = []
        var filled = 0
        for scale in scales.sorted() {
            let seconds = try data.fill(from: filled, to: scale, template: template)
            filled = scale
            print("scale \(scale) videos: filled in \(String(format: "%.1f", seconds)) s (\(try Self.sizes(admin)))")
            // Shown as it happens, even into a file: a run up to 10^6 takes many minutes.
            fflush(nil)
            // Paging positions of the large account: the middle of its sync and of its favourites.
            let syncMiddle = try await middleCursor(
                "/api/app/sync?lastSync=2026-01-01T00:00:00Z&limit=500", token: accountToken, pages: 10)
            let favouritesMiddle = try await middleCursor("/api/app/saved-recipes?limit=100", token: accountToken, pages: 10)
            // Videos with a recipe, spread over the scale's numbers.
            let cached = try admin.query(
                """
                select \(ScaleData.videoID("n")) as id from generate_series(1, 200) g, lateral (select 1 + (g * 7919 * 31) % $1::int as n) x
                where n % 10 <> 0
                """, [scale]
            ).map { try $0.requireString("id") }
            let probes = Self.probes(
                scale: scale, cached: cached, categories: categories, accountToken: accountToken, cookToken: cookToken,
                syncMiddle: syncMiddle,
                favouritesMiddle: favouritesMiddle)
            for mode in ["spawn", "warm"] {
                // The probes' generation requests and search queries recur across scales and
                // modes: answered from the shared caches they would time a cache hit.
                try admin.query("delete from public.recipe_generation_cache")
                // The caller's own earlier answers too: they are looked up before the shared ones.
                try admin.query("delete from public.app_recipes where user_id = $1::uuid and request_key is not null", [Self.cook])
                try admin.query("delete from public.search_cache where query_key not like 'scale:%'")
                for (probe, figure) in try await measure(probes, mode: mode, scale: scale) {
                    results.append((scale, mode, probe, figure))
                }
            }
            for (label, milliseconds, plan) in try explain(admin, scale: scale, syncMiddle: syncMiddle, videoID: cached[0]) {
                statements.append((scale, label, milliseconds, plan))
            }
        }
        Self.printFigures(results, scales: scales.sorted())
        Self.printStatements(statements, scales: scales.sorted())
    }

    /// A real extracted recipe's JSON (the embedded extractor's, through the runner) and the
    /// extractor version, the template every generated recipe is made from.
    static func template(bench: BenchEnvironment, admin: PostgresConnection) async throws -> (json: String, extractor: String) {
        let runner = try await ScaleRunner.start(bench: bench, mode: "spawn", port: 18_500 + Int(getpid() % 90))
        defer { runner.stop() }
        _ = try await runner.send("GET", "/functions/v1/recipe?videoId=bkwLxcfcKTY")
        let row = try admin.query("select recipe_json::text as json, extractor_version from public.recipes where video_id = 'bkwLxcfcKTY'")
            .single()
        return (try row.requireString("json"), try row.requireString("extractor_version"))
    }

    static func sizes(_ admin: PostgresConnection) throws -> String {
        let row = try admin.query(
            """
            select (select count(*) from public.videos) as videos, (select count(*) from public.recipes) as recipes,
                   (select count(*) from public.users) as users, (select count(*) from public.community_recipes) as community,
                   (select count(*) from public.app_recipes) as app_recipes, pg_size_pretty(pg_database_size(current_database())) as size
            """
        ).single()
        return try "\(row.requireInt("videos")) videos, \(row.requireInt("recipes")) recipes, \(row.requireInt("users")) users, "
            + "\(row.requireInt("community")) community recipes, \(row.requireInt("app_recipes")) app recipes, \(row.requireString("size"))"
    }

    /// The cursor `pages` pages into a paged list (through a runner: the cursor is the API's).
    func middleCursor(_ path: String, token: String, pages: Int) async throws -> String {
        let runner = try await ScaleRunner.start(bench: bench, mode: "spawn", port: 18_400 + Int(getpid() % 90))
        defer { runner.stop() }
        var cursor: String?
        for _ in 0..<pages {
            let (status, body) = try await runner.send("GET", path + (cursor.map { "&cursor=" + $0 } ?? ""), token: token)
            guard status == 200, let next = JSONCoding.parseBody(String(decoding: body, as: UTF8.self))?["nextCursor"]?.stringValue else {
                throw BenchFailure("paging \(path) stopped early: \(status)")
            }
            cursor = next
        }
        return cursor!
    }

    static func probes(
        scale: Int, cached: [String], categories: [String], accountToken: String, cookToken: String, syncMiddle: String,
        favouritesMiddle: String
    ) -> [Probe] {
        func words(_ k: Int) -> (String, String, String) {
            (ScaleData.adjectives[k % 12].lowercased(), ScaleData.proteins[(k / 12) % 12], ScaleData.dishes[(k * 5 + k / 144) % 12])
        }
        return [
            Probe(label: "search by query (new query)") { k in
                let (adjective, protein, dish) = words(k + scale)
                let query = "\(adjective) \(protein) \(dish)".addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
                return ("GET", "/functions/v1/search?q=" + query, nil, nil)
            },
            Probe(label: "search by category") { k in ("GET", "/functions/v1/search?category=" + categories[k % categories.count], nil, nil)
            },
            Probe(label: "recipe by id (cached)") { k in ("GET", "/functions/v1/recipe?videoId=" + cached[k % cached.count], nil, nil) },
            Probe(label: "sync, 10,000 changes: first page") { _ in
                ("GET", "/api/app/sync?lastSync=2026-01-01T00:00:00Z&limit=500", nil, accountToken)
            },
            Probe(label: "sync, 10,000 changes: page 11 of 20") { _ in
                ("GET", "/api/app/sync?cursor=\(syncMiddle)&limit=500", nil, accountToken)
            },
            Probe(label: "favourites, 2,000: page 11 of 20") { _ in
                ("GET", "/api/app/saved-recipes?cursor=\(favouritesMiddle)&limit=100", nil, accountToken)
            },
            Probe(label: "generate recipe (new request: retrieval)") { k in
                let (_, protein, _) = words(k * 13 + scale)
                let extra = ScaleData.extras[(k * 7 + scale) % 20]
                return (
                    "POST", "/api/app/recipes/generate", #"{"ingredients":["\#(protein)","\#(extra)"],"servings":\#(1 + k % 50)}"#,
                    cookToken
                )
            },
            Probe(label: "meal plan, 3 days") { k in
                ("POST", "/api/app/meal-plans/generate", #"{"days":3,"startDate":"2027-0\#(1 + k % 9)-1\#(k % 10)"}"#, cookToken)
            },
        ]
    }

    /// Each probe `requests` times, one at a time (after three untimed), on a fresh runner.
    func measure(_ probes: [Probe], mode: String, scale: Int) async throws -> [(String, Figure)] {
        let runner = try await ScaleRunner.start(bench: bench, mode: mode, port: 18_300 + Int(getpid() % 90))
        defer { runner.stop() }
        var figures: [(String, Figure)] = []
        for probe in probes {
            var figure = Figure()
            var samples: [Double] = []
            for k in 0..<(requests + 3) {
                let call = probe.request(k + (mode == "warm" ? 100_000 : 0))
                let started = ContinuousClock.now
                let (status, _) = try await runner.send(call.method, call.path, body: call.body, token: call.token)
                let elapsed = BenchEnvironment.milliseconds(since: started)
                if status >= 300 { figure.failures[status, default: 0] += 1 }
                if k >= 3 { samples.append(elapsed) }
            }
            figure.p50 = BenchEnvironment.percentile(samples, 0.5)
            figure.p99 = BenchEnvironment.percentile(samples, 0.99)
            figures.append((probe.label, figure))
        }
        return figures
    }

    /// The statements behind the probes, as the role and user the functions use, with
    /// `EXPLAIN (ANALYZE, BUFFERS)`; and the row-level-security matrix's reads.
    func explain(_ admin: PostgresConnection, scale: Int, syncMiddle: String, videoID: String) throws -> [(String, Double, String)] {
        let account = #"{"sub":"\#(Self.largeAccount)","role":"authenticated"}"#
        let someone =
            #"{"sub":"\#(try admin.query("select md5('scale-user-7')::uuid::text as id").single().requireString("id"))","role":"authenticated"}"#
        let cursor = SyncCursor(token: syncMiddle)
        let horizon = SyncCursor.micros(Date())
        var statements: [(label: String, role: String, claims: String, sql: String, parameters: [(any PostgresBindable)?])] = [
            ("catalog search 'chicken curry'", "anon", "{}", CatalogSearchProvider.sql, ["chicken curry", 21, 0]),
            // Three common words, first page (from the newest videos) and a page past them.
            ("catalog search 'spicy chicken curry'", "anon", "{}", CatalogSearchProvider.sql, ["spicy chicken curry", 21, 0]),
            ("catalog search 'spicy chicken curry' p. 3", "anon", "{}", CatalogSearchProvider.sql, ["spicy chicken curry", 21, 40]),
            // One word a twelfth of the catalogue has, and one every video has: ranking is bounded.
            ("catalog search 'chicken'", "anon", "{}", CatalogSearchProvider.sql, ["chicken", 21, 0]),
            ("catalog search 'the'", "anon", "{}", CatalogSearchProvider.sql, ["the", 21, 0]),
            ("recipe lookup by id", "anon", "{}", PostgresRecipeCatalog.lookupSQL, [videoID]),
            (
                "sync keys: page 11", "authenticated", account, PostgresSyncStore.keys,
                [
                    cursor?.sinceMicros, cursor?.horizonMicros ?? horizon, cursor?.positionMicros ?? 0, cursor?.rank ?? -1,
                    cursor?.id ?? "",
                    501,
                ]
            ),
            ("favourites: first page", "authenticated", account, PostgresFavouriteStore.pageSQL, [nil, nil, 101]),
            (
                "generation candidates: chicken, garlic", "authenticated", someone, PostgresRecipePool.candidatesSQL,
                [PostgresTextArray(["chicken", "garlic or garlic clove or clove garlic or clove of garlic"]), 200]
            ),
            ("meal plan pool: community", "authenticated", someone, PostgresRecipePool.communitySQL, []),
            ("meal plan pool: extracted window", "authenticated", someone, PostgresRecipePool.extractedSQL, ["Qx3"]),
        ]
        for table in [
            "app_recipes", "meal_plans", "meal_plan_entries", "grocery_lists", "saved_recipes", "community_recipes", "transcripts",
            "library_downloads", "usage_counters", "videos", "recipes",
        ] {
            statements.append(("RLS: \(table), 50 rows as a user", "authenticated", someone, "select * from public.\(table) limit 50", []))
        }
        var results: [(String, Double, String)] = []
        for statement in statements {
            try admin.query("begin")
            defer { _ = try? admin.query("rollback") }
            try admin.query(
                "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [statement.role, statement.claims])
            let plan = try admin.query("explain (analyze, buffers) " + statement.sql, statement.parameters).map {
                try $0.requireString("QUERY PLAN")
            }
            let time = plan.last { $0.hasPrefix("Execution Time:") }.flatMap { Double($0.split(separator: " ")[2]) } ?? 0
            results.append((statement.label, time, plan.joined(separator: "\n")))
        }
        return results
    }

    static func printFigures(_ results: [(scale: Int, mode: String, probe: String, figure: Figure)], scales: [Int]) {
        print("\nthrough the runner, one request at a time: p50 (p99) in ms at each scale of videos; ratio = p50 largest / smallest")
        var header = "request".padding(toLength: 44, withPad: " ", startingAt: 0) + "mode  "
        for scale in scales { header += Self.right("\(scale)", 18) }
        print(header + "   ratio")
        var failed: [String] = []
        for mode in ["spawn", "warm"] {
            for probe in results.filter({ $0.mode == mode && $0.scale == scales[0] }).map(\.probe) {
                var line = probe.padding(toLength: 44, withPad: " ", startingAt: 0) + mode.padding(toLength: 6, withPad: " ", startingAt: 0)
                let row = results.filter { $0.mode == mode && $0.probe == probe }
                for scale in scales {
                    guard let figure = row.first(where: { $0.scale == scale })?.figure else { continue }
                    line += String(format: "%9.2f (%6.2f)", figure.p50, figure.p99)
                    if !figure.failures.isEmpty { failed.append("\(probe) \(mode) at \(scale): \(figure.failures)") }
                }
                if let first = row.first?.figure.p50, let last = row.last?.figure.p50, first > 0 {
                    line += String(format: "   ×%.2f", last / first)
                }
                print(line)
            }
        }
        print(failed.isEmpty ? "no request failed" : "failed: " + failed.joined(separator: "; "))
    }

    /// `text` right-aligned in `width` columns.
    static func right(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    static func printStatements(_ statements: [(scale: Int, label: String, milliseconds: Double, plan: String)], scales: [Int]) {
        print("\nstatements behind them, EXPLAIN (ANALYZE, BUFFERS) execution time in ms at each scale")
        var header = "statement".padding(toLength: 44, withPad: " ", startingAt: 0)
        for scale in scales { header += Self.right("\(scale)", 11) }
        print(header)
        let labels = statements.filter { $0.scale == scales[0] }.map(\.label)
        for label in labels {
            var line = label.padding(toLength: 44, withPad: " ", startingAt: 0)
            for scale in scales {
                line += String(format: "%11.3f", statements.first { $0.scale == scale && $0.label == label }?.milliseconds ?? 0)
            }
            print(line)
        }
        guard let largest = scales.last else { return }
        print("\nplans at \(largest) videos")
        for statement in statements where statement.scale == largest {
            print("\n-- \(statement.label)\n\(statement.plan)")
        }
    }
}

/// The runner binary on the bench's database, in one mode, serving every function.
struct ScaleRunner {
    let child: ChildProcess
    let base: String

    static func start(bench: BenchEnvironment, mode: String, port: Int) async throws -> ScaleRunner {
        let load = LoadBench(
            products: bench.products, root: bench.root, adminConninfo: bench.cluster.superuserConninfo,
            functionConninfo: bench.functionConninfo,
            secret: BenchEnvironment.secret, token: "", directory: bench.directory, seconds: 0, connections: 0)
        let child = try await load.startRunner(
            .init(label: "scale \(mode)", mode: mode, pooler: "none", functions: bench.products), port: port)
        return ScaleRunner(child: child, base: "http://127.0.0.1:\(port)")
    }

    func stop() { child.stop() }

    func send(_ method: String, _ path: String, body: String? = nil, token: String? = nil) async throws -> (Int, Data) {
        var request = URLRequest(url: URL(string: base + path)!)
        request.httpMethod = method
        request.timeoutInterval = 60
        if let token { request.setValue("Bearer " + token, forHTTPHeaderField: "Authorization") }
        if let body {
            request.httpBody = Data(body.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
    }
}
