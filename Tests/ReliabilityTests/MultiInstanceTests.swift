import Database
import DatabaseAdmin
import Foundation
import FunctionRuntime
import Logging
import ProcessKit
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A deployment that outgrew one machine: three runner binaries on one Postgres (each given the
/// README's `DATABASE_URL`, so each also runs the migrator against it at start), requests spread
/// over them round robin. Every guarantee that one runner gives must come from the database, not
/// from a process: one extraction and one transcription per new video, exact quotas, shared
/// sign-in throttling and provider limits, and a dead instance's claim taken over by another.
///
/// Two shapes: process-per-request straight to Postgres, and warm workers through one shared
/// PgBouncer in transaction mode (a managed pooler such as Supabase's).
@Suite("Several runners on one database", .serialized)
struct MultiInstanceTests {
    enum Shape: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case direct = "spawn, direct"
        case pooled = "warm, one PgBouncer in transaction mode"
        var testDescription: String { rawValue }
    }

    /// The recipe route's deadline in these runners: short, so that a dead holder's claim (which
    /// lasts the deadline plus five seconds, at least ten) expires within the test.
    static let recipeTimeoutMs = 6_000

    /// Three runners, one database, one fake LLM and transcription server.
    final class Fleet: Sendable {
        let database: TestDatabase
        let llm: FakeLLM
        let transcriber: FakeTranscriber
        let providers: FakeProviderServer
        let runners: [RunnerProcess]
        let bases: [String]
        let bouncer: PgBouncer?
        let directory: String

        init(
            database: TestDatabase, llm: FakeLLM, transcriber: FakeTranscriber, providers: FakeProviderServer, runners: [RunnerProcess],
            bases: [String], bouncer: PgBouncer?, directory: String
        ) {
            self.database = database
            self.llm = llm
            self.transcriber = transcriber
            self.providers = providers
            self.runners = runners
            self.bases = bases
            self.bouncer = bouncer
            self.directory = directory
        }

        /// The instance request `index` goes to (round robin, as a load balancer spreads them).
        func base(_ index: Int) -> String { bases[index % bases.count] }

        func stop() async {
            for runner in runners where runner.child.isRunning { _ = runner.terminate() }
            bouncer?.stop()
            await providers.stop()
            try? FileManager.default.removeItem(atPath: directory)
        }
    }

    static func start(_ label: String, _ shape: Shape, environment extra: [String: String] = [:]) async throws -> Fleet {
        let database = try TestCluster.shared.makeDatabase(label)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fleet-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        // One server for both providers: the paths tell the LLM and transcription apart.
        let llm = FakeLLM()
        let transcriber = FakeTranscriber()
        let providers = try await FakeProviderServer.start { request in
            request.path.hasPrefix("/v1/audio/") ? transcriber.respond(request) : llm.respond(request)
        }
        // The project's route table with a short recipe deadline.
        let table = try String(contentsOfFile: PackagePaths.root + "/runner/routes.json", encoding: .utf8)
        let recipeEntry = try #require(table.range(of: "\"name\": \"recipe\""))
        let timeout = try #require(table.range(of: "\"timeoutMs\": 60000", range: recipeEntry.upperBound..<table.endIndex))
        let routes = table.replacingCharacters(in: timeout, with: "\"timeoutMs\": \(recipeTimeoutMs)")
        let routesPath = directory + "/routes.json"
        try routes.write(toFile: routesPath, atomically: true, encoding: .utf8)

        var environment = [
            "JWT_SECRET": TestTokens.secret, "DATABASE_URL": database.adminConninfo, "FUNCTION_DATABASE_URL": database.functionConninfo,
            "RUNNER_ROUTES": routesPath,
            "LLM_BASE_URL": providers.baseURL, "LLM_API_KEY": "test-llm-key", "LLM_MODEL": "test-model",
            "TRANSCRIBE_BASE_URL": providers.baseURL, "TRANSCRIBE_RETRY_BASE_MS": "5",
            "RUNNER_FUNCTIONS": "auth,recipe,get-or-transcribe",
        ]
        var bouncer: PgBouncer?
        if shape == .pooled {
            var logger = Logger(label: "fleet")
            logger.logLevel = .critical
            let pooler = PgBouncer(
                configuration: .init(directory: directory + "/pgbouncer", upstream: database.functionConninfo), logger: logger)
            try pooler.start()
            bouncer = pooler
            environment["FUNCTION_DATABASE_URL"] = pooler.conninfo
            environment["DB_PREPARED_STATEMENTS"] = "off"
            environment["RUNNER_MODE"] = "warm"
            environment["WARM_WORKERS"] = "2"
        }
        environment.merge(extra) { $1 }
        var runners: [RunnerProcess] = []
        var bases: [String] = []
        do {
            // Started together: their migrators meet on the migration lock.
            for index in 0..<3 {
                runners.append(
                    try RunnerProcess.start(
                        arguments: ["serve", "--port", "0", "--data-dir", directory + "/runner\(index)"], environment: environment))
            }
            for runner in runners { bases.append(try await runner.waitForAddress()) }
        } catch {
            for runner in runners { runner.kill() }
            bouncer?.stop()
            await providers.stop()
            throw error
        }
        return Fleet(
            database: database, llm: llm, transcriber: transcriber, providers: providers, runners: runners, bases: bases, bouncer: bouncer,
            directory: directory)
    }

    /// `count` requests at once, request `index` sent to instance `index % 3`.
    static func spread(
        _ fleet: Fleet, _ count: Int,
        _ request: @escaping @Sendable (Int) async throws -> (method: String, path: String, headers: [String: String], body: [UInt8]?)
    ) async throws -> [HTTPResult] {
        try await withThrowingTaskGroup(of: (Int, HTTPResult).self) { group in
            for index in 0..<count {
                group.addTask {
                    let call = try await request(index)
                    return (index, try await Self.send(call.method, fleet.base(index) + call.path, headers: call.headers, body: call.body))
                }
            }
            var results: [(Int, HTTPResult)] = []
            for try await result in group { results.append(result) }
            return results.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }

    static func send(_ method: String, _ url: String, headers: [String: String] = [:], body: [UInt8]? = nil) async throws -> HTTPResult {
        var request = URLRequest(url: URL(string: url)!)
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let body {
            request.httpBody = Data(body)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, response) = try await LoadTests.session.data(for: request)
        let http = response as! HTTPURLResponse
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields { fields[String(describing: name).lowercased()] = String(describing: value) }
        return HTTPResult(status: http.statusCode, headers: fields, body: [UInt8](data))
    }

    static func user(_ fleet: Fleet, tier: String = "FREE") async throws -> (id: String, token: String) {
        let id = UUID().uuidString.lowercased()
        try fleet.database.createUser(id: id, email: "fleet-\(id)@example.com", tier: tier)
        return (id, try await TestTokens.token(userID: id, email: "fleet-\(id)@example.com", tier: tier))
    }

    static func addVideo(_ fleet: Fleet, _ id: String, title: String) throws {
        try fleet.database.admin().query(
            "insert into public.videos (video_id, title, description) values ($1, $2, 'Ingredients:\n200g spaghetti')", [id, title])
    }

    static func importBody(url: String, user: String, audio: [UInt8]) -> [UInt8] {
        let object: JSONValue = [
            "videoUrl": .string(url), "platform": "tiktok", "userId": .string(user),
            "audioData": .string(Data(audio).base64EncodedString()),
        ]
        return Array((try? JSONCoding.encode(object)) ?? Data())
    }

    static func leases(_ fleet: Fleet) throws -> Int {
        try fleet.database.admin().query("select count(*)::int as n from internal.leases").single().requireInt("n")
    }

    @Test("30 requests for a new video spread over three instances: one extraction, one answer for all", arguments: Shape.allCases)
    func oneExtraction(shape: Shape) async throws {
        let fleet = try await Self.start("fleet-extract", shape)
        try Self.addVideo(fleet, "llmDelay000", title: "Slow pasta")
        let results = try await Self.spread(fleet, 30) { _ in ("GET", "/functions/v1/recipe?videoId=llmDelay000", [:], nil) }
        #expect(results.map(\.status) == Array(repeating: 200, count: 30), "\(results.map(\.text).prefix(3))")
        #expect(Set(results.compactMap { $0.json?["recipe"]?["title"]?.stringValue }) == ["Slow pasta"])
        #expect(fleet.llm.calls(for: "llmDelay000") == 1)
        #expect(try Self.leases(fleet) == 0)
        await fleet.stop()
    }

    @Test("30 users import one new video through three instances: one transcription", arguments: Shape.allCases)
    func oneTranscription(shape: Shape) async throws {
        let fleet = try await Self.start("fleet-transcribe", shape)
        var users: [(id: String, token: String)] = []
        for _ in 0..<30 { users.append(try await Self.user(fleet)) }
        let audio = GoldenRequest.fixture("tone-1s.wav") + Array("DELAY1S".utf8)
        let callers = users
        let results = try await Self.spread(fleet, 30) { index in
            (
                "POST", "/api/app/video/get-or-transcribe", ["Authorization": "Bearer " + callers[index].token],
                Self.importBody(url: "https://www.tiktok.com/@chef/video/7600000000000000001", user: callers[index].id, audio: audio)
            )
        }
        #expect(results.map(\.status) == Array(repeating: 200, count: 30), "\(results.map(\.text).prefix(3))")
        #expect(results.filter { $0.json?["cached"] == false }.count == 1)
        #expect(fleet.transcriber.calls(containing: "DELAY1S") == 1)
        #expect(try Self.leases(fleet) == 0)
        await fleet.stop()
    }

    @Test(
        "one user on every instance at once: the quota is exact, sign-in throttling and provider limits are shared",
        arguments: Shape.allCases)
    func sharedLimits(shape: Shape) async throws {
        let fleet = try await Self.start("fleet-limits", shape, environment: ["PROVIDER_CALLS_PER_CLIENT_MINUTE": "3"])
        // A FREE user may import 2 videos a month: 24 new videos at once, 8 per instance.
        let free = try await Self.user(fleet)
        let audio = GoldenRequest.fixture("tone-1s.wav")
        let imports = try await Self.spread(fleet, 24) { index in
            (
                "POST", "/api/app/video/get-or-transcribe", ["Authorization": "Bearer " + free.token],
                Self.importBody(
                    url: "https://www.tiktok.com/@chef/video/76100000000000000\(10 + index)", user: free.id,
                    audio: audio + Array("COUNTME\(index)".utf8))
            )
        }
        #expect(imports.filter { $0.status == 200 }.count == 2, "\(imports.map(\.status))")
        #expect(imports.filter { $0.status == 429 }.count == 22)
        let used = try fleet.database.admin().query(
            "select used from public.usage_counters where user_id = $1::uuid and kind = 'transcription'", [free.id]
        ).single().requireInt("used")
        #expect(used == 2)

        // Wrong passwords for one email, 15 at once over the three instances: five are judged, the
        // rest throttled, whichever instance they reached.
        let email = "throttled-\(free.id)@example.com"
        try fleet.database.createUser(email: email, password: "correct horse battery")
        let guesses = try await Self.spread(fleet, 15) { _ in
            ("POST", "/api/app/auth", [:], Array(#"{"email":"\#(email)","password":"guess"}"#.utf8))
        }
        #expect(guesses.filter { $0.status == 401 }.count == 5, "\(guesses.map(\.status))")
        #expect(guesses.filter { $0.status == 429 }.count == 10)

        // Paid LLM calls one client may cause per minute (3 here): 9 new videos at once, 3 per
        // instance, cost 3 calls; the other requests are refused before they spend.
        try await ProviderSpendTests.startOfAMinute()
        let cook = try await Self.user(fleet)
        let videos = (0..<9).map { "fleetVid00\($0)" }
        for video in videos { try Self.addVideo(fleet, video, title: "Fleet dish \(video.suffix(1))") }
        let recipes = try await Self.spread(fleet, 9) { index in
            ("GET", "/functions/v1/recipe?videoId=\(videos[index])", ["Authorization": "Bearer " + cook.token], nil)
        }
        #expect(recipes.filter { $0.status == 200 }.count == 3, "\(recipes.map(\.status))")
        #expect(recipes.filter { $0.status == 429 }.count == 6)
        #expect(videos.map { fleet.llm.calls(for: $0) }.reduce(0, +) == 3)
        #expect(try Self.leases(fleet) == 0)
        await fleet.stop()
    }

    @Test("an instance killed mid-extraction: its claim expires and another instance does the work once more", arguments: Shape.allCases)
    func deadInstanceTakenOver(shape: Shape) async throws {
        let fleet = try await Self.start("fleet-takeover", shape)
        try Self.addVideo(fleet, "llmStall000", title: "Stalled stew")
        let path = "/functions/v1/recipe?videoId=llmStall000"
        // The first instance claims the work and hangs in the model call.
        let doomed = Task { try? await Self.send("GET", fleet.bases[0] + path) }
        for _ in 0..<200 where fleet.llm.calls(for: "llmStall000") == 0 { try await Task.sleep(for: .milliseconds(25)) }
        #expect(fleet.llm.calls(for: "llmStall000") == 1)
        let claimed = ContinuousClock.now
        // The machine is lost: the runner and every function process it started.
        let victim = fleet.runners[0].child.pid
        let children = LoadTests.children(of: victim).map(\.pid)
        kill(victim, SIGKILL)
        for child in children { kill(pid_t(-child), SIGKILL) }
        _ = fleet.runners[0].child.waitForExit(timeout: .seconds(5))
        _ = await doomed.value

        // While the dead holder's claim lasts, others wait and are told it is being made.
        let waiting = try await Self.send("GET", fleet.bases[1] + path)
        #expect(waiting.status == 202, "\(waiting.text)")
        #expect(waiting.json?["status"] == "generating")
        // Once it has expired, the next request takes the work over.
        var final: HTTPResult?
        for attempt in 0..<40 {
            let result = try await Self.send("GET", fleet.base(1 + attempt % 2) + path)
            if result.status == 200 {
                final = result
                break
            }
            #expect(result.status == 202, "\(result.text)")
            try await Task.sleep(for: .milliseconds(500))
        }
        // Not `#require`: a failure here must still stop the fleet.
        #expect(final?.json?["recipe"]?["title"] == "Stalled stew", "no instance took the dead one's work over")
        #expect(fleet.llm.calls(for: "llmStall000") == 2)
        // Not before the claim had expired (at least ten seconds after it was made).
        #expect(ContinuousClock.now - claimed >= .seconds(9))
        #expect(try Self.leases(fleet) == 0)
        await fleet.stop()
    }
}
