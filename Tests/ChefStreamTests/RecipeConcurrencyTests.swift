import Database
import Foundation
import FunctionRuntime
import TestSupport
import Testing

/// Through the runner, with the LLM extractor on a fake OpenAI-compatible server: many
/// simultaneous requests for one new video, one extraction (each request is its own process).
@Suite("Recipe concurrency through the runner")
struct RecipeConcurrencyTests {
    @Test("12 simultaneous requests for one new video: one LLM call, twelve recipes")
    func oneExtraction() async throws {
        let llm = FakeLLM()
        let server = try await FakeProviderServer.start { llm.respond($0) }
        let database = try TestCluster.shared.makeDatabase("concurrency")
        try database.admin().query(
            "insert into public.videos (video_id, title, description) values ('llmDelay000', 'Slow pasta', 'Ingredients:\n200g spaghetti')")
        let runner = try await TestRunner.start(
            routes: try TestRunner.projectRoutes(), database: database,
            extraEnvironment: ["LLM_BASE_URL": server.baseURL, "LLM_API_KEY": "test-llm-key", "LLM_MODEL": "test-model"])
        let results = try await withThrowingTaskGroup(of: HTTPResult.self) { group in
            for _ in 0..<12 {
                group.addTask { try await runner.send("GET", "/functions/v1/recipe?videoId=llmDelay000") }
            }
            return try await group.reduce(into: [HTTPResult]()) { $0.append($1) }
        }
        #expect(results.map(\.status) == Array(repeating: 200, count: 12))
        #expect(results.allSatisfy { $0.json?["status"] == "ready" })
        #expect(results.filter { $0.json?["cached"] == false }.count == 1)
        #expect(llm.calls(for: "llmDelay000") == 1)
        await runner.stop()
        await server.stop()
    }
}
