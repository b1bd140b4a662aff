import ChefStream
import Extraction
import Foundation
import FunctionRuntime
import Recipes
import Testing

@testable import ExtractFunction

@Suite("extract handler")
struct ExtractHandlerTests {
    let clock = ManualClock()

    func handler(_ catalog: FakeRecipeCatalog = FakeRecipeCatalog(), _ extractor: FakeExtractor = FakeExtractor()) -> ExtractHandler {
        ExtractHandler(
            recipes: RecipeService(catalog: catalog, extractor: extractor, directory: nil, leases: InMemoryLeaseStore(clock: clock)))
    }

    @Test("only the service role may force extraction; others learn nothing about their body")
    func serviceRoleOnly() async {
        for caller in [TestCaller.guest, TestCaller.user()] {
            let (status, body) = await respond(
                handler(), .test("POST", "/functions/v1/extract", rawBody: "not json"), context: .test(caller, clock: clock))
            #expect(status == 403)
            #expect(body == ["error": "Only the service role may force extraction", "code": "FORBIDDEN"])
        }
    }

    @Test(
        "the ids are deduplicated and at most twenty",
        arguments: [
            (["videoId": "aaaaaaaaaaa", "videoIds": ["aaaaaaaaaaa", "bbbbbbbbbbb"]] as JSONValue, ["aaaaaaaaaaa", "bbbbbbbbbbb"]),
            (["videoIds": ["ccccccccccc"]] as JSONValue, ["ccccccccccc"]),
        ])
    func ids(body: JSONValue, expected: [String]) throws {
        let request = try ExtractHandler.Request(.test("POST", "/functions/v1/extract", body: body))
        #expect(request.videoIDs == expected)
        #expect(throws: FunctionError.self) {
            try ExtractHandler.Request(.test("POST", "/x", body: ["videoIds": .array((0..<21).map { .string("id\($0)xxxxxxxx") })]))
        }
        #expect(throws: FunctionError.self) { try ExtractHandler.Request(.test("POST", "/x", body: [:])) }
    }

    @Test("each id is extracted again, even when current; a bad id is an error item, not a failed batch")
    func forced() async throws {
        let video = VideoRecord(videoID: "aaaaaaaaaaa", title: "Stew")
        var catalog = FakeRecipeCatalog()
        catalog.onLookup = { id, _ in
            id == "aaaaaaaaaaa"
                ? RecipeLookup(
                    video: video, recipe: StoredRecipe(status: .notRecipe, json: nil, extractorVersion: "fake-1", sourceHash: "h"),
                    currentHash: "h")
                : nil
        }
        catalog.onInputs = { _ in RecipeInputs(video: video, transcript: "Add the beef.", hash: "h") }
        let saves = CallLog()
        catalog.onSave = { _, _, sources, _, _ in
            #expect(sources.map(\.type) == ["transcript"])
            saves.record("save")
            return Date()
        }
        var extractor = FakeExtractor()
        extractor.onExtract = { _ in
            ExtractionOutput(
                result: .notRecipe(reason: "No steps."), confidence: 0.5, inputsUsed: ["transcript"], extractorVersion: "fake-1")
        }
        let response = try await handler(catalog, extractor).handle(
            ExtractHandler.Request(videoIDs: ["aaaaaaaaaaa", "bad"]), context: .test(TestCaller.service, clock: clock))
        #expect(saves.count("save") == 1)
        #expect(response.results.count == 2)
        guard case .answered(let answer) = response.results[0], case .failed(_, let error) = response.results[1] else {
            Issue.record("unexpected results \(response.results)")
            return
        }
        #expect(answer.cached == false)
        #expect(error.code == "INVALID_VIDEO_ID")
    }

    @Test("ids not reached before the deadline are reported as skipped")
    func skipped() async throws {
        let response = try await handler().handle(
            ExtractHandler.Request(videoIDs: ["aaaaaaaaaaa"]), context: .test(TestCaller.service, clock: clock, seconds: 2))
        #expect(response.results == [.skipped(videoID: "aaaaaaaaaaa")])
        #expect(response.json["results"]?[0]?["status"] == "skipped")
    }
}
