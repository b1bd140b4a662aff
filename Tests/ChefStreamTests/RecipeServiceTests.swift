import ChefStream
import Database
import Extraction
import Foundation
import FunctionRuntime
import Logging
import Providers
import Recipes
import TestSupport
import Testing

/// Generation, caching and single-flight against the real database.
@Suite("Recipe service")
struct RecipeServiceTests {
    static let llm = FakeLLM()
    static let llmServer = ServerFixture { try await FakeProviderServer.start { llm.respond($0) } }
    static let youtube = ServerFixture { try await FakeProviderServer.start { FakeYouTube.respond($0) } }

    let database: TestDatabase
    let logger = Logger(label: "test")

    init() throws {
        database = try TestCluster.shared.makeDatabase("recipes")
    }

    func service(extractor: (any RecipeExtractor)? = nil, youtube: YouTubeClient? = nil) -> RecipeService {
        let functions = database.functionDatabase()
        return RecipeService(
            catalog: PostgresRecipeCatalog(database: functions), extractor: extractor ?? HeuristicExtractor(), directory: youtube,
            leases: PostgresLeaseStore(database: functions), pollInterval: .milliseconds(50))
    }

    /// A guest's request with `seconds` until its deadline.
    func context(_ seconds: TimeInterval = 20) -> FunctionContext {
        FunctionContext(requestID: "r", identity: .anonymous, logger: logger, now: Date(), deadline: Date().addingTimeInterval(seconds))
    }

    /// A lease another request holds on `videoID`, live or expired by `offset` seconds.
    func plantLease(_ videoID: String, expiresIn offset: Int) throws {
        try database.admin().query(
            """
            insert into internal.leases (scope, key_hash, key, holder, expires_at)
            values ('recipe', extensions.digest($1, 'sha256'), $1, gen_random_uuid(), now() + make_interval(secs => $2))
            """, [videoID, offset])
    }

    func llmExtractor() async throws -> LLMExtractor {
        LLMExtractor(
            client: OpenAIChatClient(baseURL: try await Self.llmServer.server().baseURL, apiKey: "test-llm-key", model: "test-model"))
    }

    func addVideo(_ id: String, title: String = "Garlic pasta", description: String = "Ingredients:\n200g spaghetti\n2 cloves garlic")
        throws
    {
        try database.admin().query(
            "insert into public.videos (video_id, title, description, source) values ($1, $2, $3, 'curated')", [id, title, description])
    }

    func attempts(_ id: String) throws -> Int {
        try database.admin().query("select attempts from public.recipes where video_id = $1", [id]).single().requireInt("attempts")
    }

    @Test("a miss generates, stores the inputs, and the next call is a cache hit")
    func generateThenCache() async throws {
        let first = try await service().recipe(for: "bkwLxcfcKTY", context: context())
        #expect(first.status == .ready)
        #expect(first.cached == false)
        #expect(first.inputs == ["description"])
        #expect(first.extractorVersion == HeuristicExtractor.currentVersion)
        let second = try await service().recipe(for: "bkwLxcfcKTY", context: context())
        #expect(second.cached)
        #expect(second.recipe == first.recipe)
        #expect(try attempts("bkwLxcfcKTY") == 1)
        let sources = try database.admin().query(
            "select source_type::text as type from public.recipe_sources where video_id = 'bkwLxcfcKTY'")
        #expect(try sources.map { try $0.requireString("type") } == ["description"])
        let stored = try #require(
            try database.admin().query("select recipe_json from public.recipes where video_id = 'bkwLxcfcKTY'").single().json("recipe_json")
        )
        #expect(RecipeSchema.validate(stored).isEmpty)
    }

    @Test("many simultaneous requests for one new video: one extraction, everyone answered")
    func singleFlight() async throws {
        try addVideo("llmDelay000", title: "Slow pasta")
        let extractor = try await llmExtractor()
        let answers = try await withThrowingTaskGroup(of: RecipeAnswer.self) { group in
            for _ in 0..<10 {
                group.addTask {
                    try await service(extractor: extractor).recipe(
                        for: "llmDelay000", context: context())
                }
            }
            return try await group.reduce(into: [RecipeAnswer]()) { $0.append($1) }
        }
        #expect(answers.allSatisfy { $0.status == .ready })
        #expect(answers.filter { !$0.cached }.count == 1)
        #expect(Self.llm.calls(for: "llmDelay000") == 1)
        #expect(try attempts("llmDelay000") == 1)
    }

    @Test("a crashed extraction (expired lease) is taken over; a live one is waited for, bounded")
    func leases() async throws {
        try addVideo("leaseDead00")
        try plantLease("leaseDead00", expiresIn: -1)
        let recovered = try await service().recipe(for: "leaseDead00", context: context())
        #expect(recovered.status == .ready)

        try addVideo("leaseLive00")
        try plantLease("leaseLive00", expiresIn: 3600)
        let started = Date()
        let waiting = try await service().recipe(for: "leaseLive00", context: context(2.5))
        #expect(waiting.status == .generating)
        #expect(Date().timeIntervalSince(started) < 4)
    }

    @Test("changed inputs or a new extractor version re-extract")
    func staleness() async throws {
        try addVideo("staleHash00")
        _ = try await service().recipe(for: "staleHash00", context: context())
        try database.admin().query(
            "update public.videos set description = description || E'\\n100g parmesan' where video_id = 'staleHash00'")
        let afterEdit = try await service().recipe(for: "staleHash00", context: context())
        #expect(afterEdit.cached == false)
        #expect(afterEdit.recipe?["ingredients"]?.arrayValue?.count == 3)
        #expect(try attempts("staleHash00") == 2)

        let llm = try await service(extractor: try await llmExtractor()).recipe(
            for: "staleHash00", context: context())
        #expect(llm.cached == false)
        #expect(llm.extractorVersion == "llm-1:test-model")
        #expect(try attempts("staleHash00") == 3)
    }

    @Test("a failed extraction is stored as failed, releases the lease, and is retried after a backoff that doubles")
    func failure() async throws {
        try addVideo("llm500xxxxx")
        let extractor = try await llmExtractor()
        let failed = try await service(extractor: extractor).recipe(
            for: "llm500xxxxx", context: context())
        #expect(failed.status == .failed)
        #expect(failed.failure?.code == "EXTRACTOR_UNAVAILABLE")
        let row = try database.admin().query("select status::text as status from public.recipes where video_id = 'llm500xxxxx'").single()
        #expect(try row.requireString("status") == "failed")
        #expect(try database.admin().query("select 1 from internal.leases where key = 'llm500xxxxx'").isEmpty)
        // At once again: the failure is answered from the store with when it will be retried.
        let waiting = try await service(extractor: extractor).recipe(for: "llm500xxxxx", context: context())
        #expect(waiting.status == .failed)
        #expect(waiting.cached)
        #expect((1...30).contains(waiting.retryAfterSeconds ?? 0), "\(String(describing: waiting.retryAfterSeconds))")
        #expect(waiting.headers["retry-after"] != nil)
        #expect(Self.llm.calls(for: "llm500xxxxx") == 1)
        // 31 s later (the failure moved back in time) it is retried, fails again, and waits 60 s.
        // (Triggers off for this session, or the touch trigger would set updated_at back to now.)
        try database.admin().executeScript(
            """
            set session_replication_role = replica;
            update public.recipes set updated_at = updated_at - interval '31 seconds' where video_id = 'llm500xxxxx';
            """)
        _ = try await service(extractor: extractor).recipe(for: "llm500xxxxx", context: context())
        #expect(Self.llm.calls(for: "llm500xxxxx") == 2)
        let again = try await service(extractor: extractor).recipe(for: "llm500xxxxx", context: context())
        #expect((31...60).contains(again.retryAfterSeconds ?? 0), "\(String(describing: again.retryAfterSeconds))")
        #expect(RecipeService.retryDelay(afterFailures: 40) == 6 * 3600)
    }

    @Test("an unknown video: 404 without YouTube, discovered and extracted with it")
    func discovery() async throws {
        await #expect(throws: FunctionError.self) {
            _ = try await service().recipe(for: "fixPasta001", context: context())
        }
        let client = YouTubeClient(apiKey: FakeYouTube.key, baseURL: try await Self.youtube.server().baseURL + "/youtube/v3")
        let answer = try await service(youtube: client).recipe(for: "fixPasta001", context: context())
        #expect(answer.status == .ready)
        #expect(answer.recipe?["steps"]?.arrayValue?.count == 3)
        let source = try database.admin().query("select source::text as source from public.videos where video_id = 'fixPasta001'").single()
        #expect(try source.requireString("source") == "user")
    }

    @Test("guests cannot write the catalogue directly; generation writes through the system role")
    func rowLevelSecurity() async throws {
        let guest = database.functionDatabase()
        #expect(throws: PostgresError.self) {
            try guest.transaction(as: .anonymous) {
                try $0.query("insert into public.recipes (video_id, status) values ('bkwLxcfcKTY', 'ready')")
            }
        }
        #expect(throws: PostgresError.self) {
            try guest.transaction(as: .anonymous) { try $0.query("select transcript from public.transcripts") }
        }
    }
}
