import Database
import Foundation
import FunctionRuntime
import RunnerCore
import TestSupport
import Testing

/// The figures an operator scales by, on `/metrics` through a runner on the real database, and
/// the repository's Grafana dashboard checked against what the runner actually exposes.
@Suite("Operator figures and the dashboard")
struct OperatorFiguresTests {
    static let dashboardPath = PackagePaths.root + "/runner/deploy/observability/grafana/dashboards/recipe-backend.json"

    /// The value of one exposition line (`name{labels} value`), if present.
    static func value(_ text: String, _ series: String) -> Double? {
        text.split(separator: "\n").first { $0.hasPrefix(series + " ") }.flatMap { Double($0.dropFirst(series.count + 1)) }
    }

    @Test("leases, the download queue, provider calls and cost, and connections, as the database has them")
    func figures() async throws {
        let database = try TestCluster.shared.makeDatabase("operator-figures")
        let admin = try database.admin()
        let owner = UUID().uuidString.lowercased()
        try database.createUser(id: owner, email: "ops-\(owner)@example.com")
        try admin.query(
            """
            insert into internal.leases (scope, key_hash, key, holder, expires_at) values
                ('recipe', sha256('a'), 'a', gen_random_uuid(), now() + interval '1 minute'),
                ('recipe', sha256('b'), 'b', gen_random_uuid(), now() - interval '1 minute'),
                ('generation', sha256('c'), 'c', gen_random_uuid(), now() + interval '1 minute')
            """)
        try admin.query(
            """
            insert into public.library_downloads (owner_id, url, genre, state, next_attempt_at) values
                ($1::uuid, 'https://example.com/a.mp4', 'pasta', 'pending', now() - interval '90 seconds'),
                ($1::uuid, 'https://example.com/b.mp4', 'pasta', 'pending', now() + interval '1 hour'),
                ($1::uuid, 'https://example.com/c.mp4', 'pasta', 'completed', now())
            """, [owner])
        try admin.query(
            "insert into internal.provider_spend (provider, day, calls, refused) values ('llm', (now() at time zone 'utc')::date, 4, 1), ('youtube.search', (now() at time zone 'utc')::date, 3, 0)"
        )
        let runner = try await TestRunner.start(routes: try TestRunner.projectRoutes(), database: database)
        let text = try await runner.send("GET", "/metrics").text
        await runner.stop()

        #expect(Self.value(text, "recipe_backend_figures_up") == 1)
        #expect(Self.value(text, #"recipe_backend_leases{scope="recipe"}"#) == 1)
        #expect(Self.value(text, #"recipe_backend_leases_expired{scope="recipe"}"#) == 1)
        #expect(Self.value(text, #"recipe_backend_leases{scope="generation"}"#) == 1)
        #expect(Self.value(text, #"recipe_backend_leases{scope="transcript"}"#) == 0)
        #expect(Self.value(text, #"recipe_backend_downloads{state="waiting"}"#) == 1)
        #expect(Self.value(text, #"recipe_backend_downloads{state="backing_off"}"#) == 1)
        #expect(Self.value(text, #"recipe_backend_downloads{state="downloading"}"#) == 0)
        #expect((Self.value(text, "recipe_backend_download_oldest_wait_seconds") ?? 0) >= 89)
        #expect(Self.value(text, #"recipe_backend_provider_calls_today{provider="llm"}"#) == 4)
        #expect(Self.value(text, #"recipe_backend_provider_refused_today{provider="llm"}"#) == 1)
        #expect(Self.value(text, #"recipe_backend_provider_budget_today{provider="llm"}"#) == 5000)
        #expect(Self.value(text, #"recipe_backend_provider_cost_today{provider="llm",unit="usd"}"#) == 0.006)
        #expect(Self.value(text, #"recipe_backend_provider_cost_today{provider="youtube.search",unit="youtube_quota_units"}"#) == 300)
        #expect(Self.value(text, #"recipe_backend_provider_calls_today{provider="youtube.videos"}"#) == 0)
        // At least the connection that read the figures, as the login role the runner uses.
        #expect(text.contains(#"recipe_backend_db_connections{role="authenticator",state="active"}"#), "\(text)")
        #expect((Self.value(text, "recipe_backend_db_max_connections") ?? 0) > 0)
        // Aggregates only: nothing of a user's rows reaches the scrape.
        #expect(!text.contains(owner))
        #expect(!text.contains("example.com"))
    }

    @Test("a database that does not answer: /metrics still answers, with figures_up 0")
    func unreachable() async throws {
        let figures = OperatorFigures(conninfo: "host=127.0.0.1 port=1 dbname=none user=none connect_timeout=1")
        let text = await figures.render()
        #expect(Self.value(text, "recipe_backend_figures_up") == 0)
        #expect(!text.contains("recipe_backend_leases"))
    }

    @Test("every series the dashboard queries is one the runner exposes")
    func dashboard() async throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.dashboardPath))
        let dashboard = try #require(JSONCoding.parseBody(String(decoding: data, as: UTF8.self)))
        #expect(dashboard["uid"] == "recipe-backend")
        var expressions: [String] = []
        for panel in dashboard["panels"]?.arrayValue ?? [] {
            for target in panel["targets"]?.arrayValue ?? [] { expressions += target["expr"]?.stringValue.map { [$0] } ?? [] }
        }
        #expect(expressions.count >= 15)
        let pattern = try NSRegularExpression(pattern: #"\b(runner|recipe_backend)_[a-z_]+"#)
        var referenced: Set<String> = []
        for expression in expressions {
            for match in pattern.matches(in: expression, range: NSRange(expression.startIndex..., in: expression)) {
                referenced.insert(String(expression[Range(match.range, in: expression)!]))
            }
        }
        #expect(referenced.count >= 12)
        // What a runner with traffic exposes: its own families (counters appear at their first
        // increment, so those are taken from the runner's declared list) and the database's.
        let database = try TestCluster.shared.makeDatabase("operator-dashboard")
        let runner = try await TestRunner.start(routes: try TestRunner.projectRoutes(), database: database)
        _ = try await runner.send("GET", "/functions/v1/recipe?videoId=bkwLxcfcKTY")
        let text = try await runner.send("GET", "/metrics").text
        await runner.stop()
        let exposed = Set(
            text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap {
                $0.split(whereSeparator: { $0 == "{" || $0 == " " }).first
            }
            .map(String.init))
        for name in referenced.sorted() {
            #expect(
                exposed.contains(name) || RunnerMetrics.families.contains(name), "the dashboard queries \(name), which no runner exposes")
        }
        // And the declared list is true: every runner family the scrape showed is declared.
        for name in exposed where name.hasPrefix("runner_") {
            let family = ["_bucket", "_sum", "_count"].reduce(name) { $0.hasSuffix($1) ? String($0.dropLast($1.count)) : $0 }
            #expect(RunnerMetrics.families.contains(family), "\(name) is not in RunnerMetrics.families")
        }
    }
}
