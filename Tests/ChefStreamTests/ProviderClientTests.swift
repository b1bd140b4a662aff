import Extraction
import Foundation
import FunctionRuntime
import Providers
import Recipes
import TestSupport
import Testing

/// The real YouTube and chat clients against local servers speaking the documented protocols.
@Suite("Provider clients")
struct ProviderClientTests {
    static let youtube = ServerFixture { try await FakeProviderServer.start { FakeYouTube.respond($0) } }
    static let llm = FakeLLM()
    static let llmServer = ServerFixture { try await FakeProviderServer.start { llm.respond($0) } }

    func youtubeClient(key: String = FakeYouTube.key) async throws -> YouTubeClient {
        YouTubeClient(apiKey: key, baseURL: try await Self.youtube.server().baseURL + "/youtube/v3")
    }

    func extractor(key: String = "test-llm-key") async throws -> LLMExtractor {
        LLMExtractor(client: OpenAIChatClient(baseURL: try await Self.llmServer.server().baseURL + "/v1", apiKey: key, model: "test-model"))
    }

    func input(_ id: String) -> ExtractionInput {
        ExtractionInput(videoID: id, title: "Garlic pasta", description: "Ingredients:\n200g spaghetti", transcript: nil)
    }

    @Test("search sends every guardrail, then one batched videos.list; entities decoded")
    func youtubeSearch() async throws {
        let server = try await Self.youtube.server()
        let found = try await youtubeClient().search(
            GuardedSearch(query: "pasta recette", relevanceLanguage: "fr", pageToken: "CAUQAA"), deadline: Date().addingTimeInterval(10))
        #expect(found.videos.map(\.videoID) == ["fixReview01", "fixPasta001", "bkwLxcfcKTY"])
        #expect(found.videos[0].title == "Trying the Weirdest Pasta Gadgets – Review")
        #expect(found.videos[1].title == "Creamy Garlic Pasta & Spinach | Easy Recipe")
        #expect(found.videos[1].durationSeconds == 510)
        #expect(found.videos[1].description?.contains("200g spaghetti") == true)
        #expect(found.videos[1].languageHint == "en")
        #expect(found.nextPageToken == "CBkQAA")
        // Other tests share the server: find this test's calls by their query.
        let calls = server.requests
        let searchIndex = try #require(calls.firstIndex { $0.query["q"] == "pasta recette" })
        let search = calls[searchIndex]
        #expect(search.path == "/youtube/v3/search")
        for (name, value) in [
            ("type", "video"), ("videoCategoryId", "26"), ("safeSearch", "strict"), ("videoEmbeddable", "true"),
            ("relevanceLanguage", "fr"),
            ("q", "pasta recette"), ("pageToken", "CAUQAA"), ("part", "snippet"),
        ] {
            #expect(search.query[name] == value, "\(name)")
        }
        #expect(
            calls.dropFirst(searchIndex + 1).contains {
                $0.path == "/youtube/v3/videos" && $0.query["id"] == "fixReview01,fixPasta001,bkwLxcfcKTY"
            })
    }

    @Test(
        "YouTube failures map to stable kinds",
        arguments: [
            ("quota", ProviderError.Kind.quotaExceeded), ("boom", .unavailable), ("garbage", .malformedResponse),
        ])
    func youtubeErrors(query: String, kind: ProviderError.Kind) async throws {
        await #expect(throws: ProviderError.self) {
            do {
                _ = try await youtubeClient().search(
                    GuardedSearch(query: query, relevanceLanguage: "en", pageToken: nil), deadline: Date().addingTimeInterval(10))
            } catch let error as ProviderError {
                #expect(error.kind == kind)
                throw error
            }
        }
    }

    @Test("a bad key, a slow provider and a refused connection")
    func youtubeTransportFailures() async throws {
        do {
            _ = try await youtubeClient(key: "wrong").search(
                GuardedSearch(query: "pasta", relevanceLanguage: "en", pageToken: nil), deadline: Date().addingTimeInterval(10))
            Issue.record("expected a failure")
        } catch let error as ProviderError {
            #expect(error.kind == .badCredentials)
        }
        let started = Date()
        do {
            _ = try await youtubeClient().search(
                GuardedSearch(query: "slow", relevanceLanguage: "en", pageToken: nil), deadline: Date().addingTimeInterval(2))
            Issue.record("expected a timeout")
        } catch let error as ProviderError {
            #expect(error.kind == .timeout)
        }
        #expect(Date().timeIntervalSince(started) < 10)
        do {
            _ = try await YouTubeClient(apiKey: "k", baseURL: "http://127.0.0.1:1/youtube/v3").videos(
                ids: ["x"], deadline: Date().addingTimeInterval(5))
            Issue.record("expected a network error")
        } catch let error as ProviderError {
            #expect(error.kind == .network)
        }
    }

    @Test("a creator's NUL characters are dropped as the answer is read, so the text can be stored")
    func youtubeNULCharacters() async throws {
        let found = try await youtubeClient().videos(ids: ["fixNul00001"], deadline: Date().addingTimeInterval(10))
        let video = try #require(found.first)
        #expect(video.title == "Nul Pasta")
        #expect(video.channelTitle == "Test Kitchen")
        #expect(video.description == "Ingredients:\n200g spaghetti\n\n1. Boil the spaghetti.")
    }

    @Test("the LLM extractor asks for strict structured output and validates the answer")
    func llmSuccess() async throws {
        let output = try await extractor().extract(input("llmOkay0001"), deadline: Date().addingTimeInterval(20))
        guard case .recipe(let recipe) = output.result else {
            Issue.record("expected a recipe")
            return
        }
        #expect(recipe.title == "Garlic pasta")
        #expect(output.extractorVersion == "llm-1:test-model")
        let request = try #require(
            try await Self.llmServer.server().requests.last { String(decoding: $0.body, as: UTF8.self).contains("llmOkay0001") }?.json)
        #expect(request["response_format"]?["type"] == "json_schema")
        #expect(request["response_format"]?["json_schema"]?["strict"] == true)
        #expect(request["response_format"]?["json_schema"]?["schema"]?["required"] == ["result"])
        #expect(request["temperature"] == 0)
    }

    @Test("not a recipe")
    func llmNotRecipe() async throws {
        let output = try await extractor().extract(input("llmNotRcp00"), deadline: Date().addingTimeInterval(20))
        #expect(output.result == .notRecipe(reason: "A taste test of store-bought snacks"))
    }

    @Test("invalid JSON gets one repair round")
    func llmRepair() async throws {
        let output = try await extractor().extract(input("llmRepair00"), deadline: Date().addingTimeInterval(20))
        if case .recipe = output.result {} else { Issue.record("expected a recipe after the repair") }
        #expect(Self.llm.calls(for: "llmRepair00") == 2)
        let requests = try await Self.llmServer.server().requests
        let repairRequest = requests.last(where: { String(decoding: $0.body, as: UTF8.self).contains("llmRepair00") })
        let repair = try #require(repairRequest?.json?["messages"]?.arrayValue)
        #expect(repair.count == 4)
        #expect(repair.last?["content"]?.stringValue?.contains("does not match the schema") == true)
    }

    @Test(
        "refusal, truncation and persistent schema violations fail",
        arguments: [
            ("llmRefuse00", ExtractionError.Kind.refused, 1), ("llmLength00", .truncated, 2), ("llmInvalid0", .invalidOutput, 2),
        ])
    func llmFailures(id: String, kind: ExtractionError.Kind, calls: Int) async throws {
        let before = Self.llm.calls(for: id)
        do {
            _ = try await extractor().extract(input(id), deadline: Date().addingTimeInterval(20))
            Issue.record("expected \(kind)")
        } catch let error as ExtractionError {
            #expect(error.kind == kind)
        }
        #expect(Self.llm.calls(for: id) - before == calls)
    }

    @Test(
        "provider errors: rate limit, server error, garbage, bad key",
        arguments: [
            ("llm429xxxxx", ProviderError.Kind.quotaExceeded, "test-llm-key"), ("llm500xxxxx", .unavailable, "test-llm-key"),
            ("llmGarbage0", .malformedResponse, "test-llm-key"), ("llmOkay0002", .badCredentials, "wrong-key"),
        ])
    func llmProviderErrors(id: String, kind: ProviderError.Kind, key: String) async throws {
        do {
            _ = try await extractor(key: key).extract(input(id), deadline: Date().addingTimeInterval(20))
            Issue.record("expected \(kind)")
        } catch let error as ProviderError {
            #expect(error.kind == kind)
        }
    }

    @Test("the deadline bounds a slow model")
    func llmTimeout() async throws {
        let started = Date()
        do {
            _ = try await extractor().extract(input("llmSlow0000"), deadline: Date().addingTimeInterval(2))
            Issue.record("expected a timeout")
        } catch let error as ProviderError {
            #expect(error.kind == .timeout)
        }
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test("retry policy: exponential with jitter, bounded by the deadline")
    func retryPolicy() async throws {
        let policy = RetryPolicy(maxRetries: 5, baseDelay: 0.01, maxDelay: 0.05, jitter: 0.1)
        #expect((0.009...0.011).contains(policy.delay(attempt: 1)))
        #expect((0.018...0.022).contains(policy.delay(attempt: 2)))
        #expect(policy.delay(attempt: 10) <= 0.055)
        let attempts = AttemptCounter()
        let kind = await Self.runFailing(policy, counter: attempts, kind: .unavailable)
        #expect(kind == .unavailable)
        #expect(attempts.value == 6)
        let once = AttemptCounter()
        _ = await Self.runFailing(policy, counter: once, kind: .badRequest)
        #expect(once.value == 1)
    }
}

extension ProviderClientTests {
    /// Runs an operation that always fails with `kind` under `policy`; returns the final kind.
    static func runFailing(_ policy: RetryPolicy, counter: AttemptCounter, kind: ProviderError.Kind) async -> ProviderError.Kind? {
        do {
            _ = try await policy.run(deadline: Date().addingTimeInterval(5), minimumAttemptTime: 0) {
                (attempt: Int) async throws(ProviderError) -> Int in
                try await fail(counter, kind: kind)
            }
            return nil
        } catch let error as ProviderError {
            return error.kind
        } catch {
            return nil
        }
    }

    static func fail(_ counter: AttemptCounter, kind: ProviderError.Kind) async throws(ProviderError) -> Int {
        counter.increment()
        throw ProviderError(kind, provider: "test", message: "failing on purpose")
    }
}

final class AttemptCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
