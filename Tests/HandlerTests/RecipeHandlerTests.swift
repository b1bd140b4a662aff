import ChefStream
import Database
import Extraction
import Foundation
import FunctionRuntime
import Providers
import Recipes
import Testing

@testable import RecipeFunction

/// The recipe function's handler with fake stores: no database, no provider, no process.
@Suite("recipe handler")
struct RecipeHandlerTests {
    static let videoID = "abcdefghijk"
    static let video = VideoRecord(videoID: videoID, title: "Garlic pasta", description: "Ingredients:\n200g spaghetti")
    static let document = RecipeDocument(
        title: "Garlic pasta", sourceLanguage: "en", ingredients: [.init(item: "spaghetti", quantity: "200", unit: "g")],
        steps: [.init(order: 1, text: "Boil the pasta.")], nutrition: .init(), meta: .init(source: ["description"]),
        flags: .init(isEstimated: false, translation: "not_needed"))

    let clock = ManualClock()
    let leases: InMemoryLeaseStore

    init() {
        leases = InMemoryLeaseStore(clock: clock)
    }

    func handler(_ catalog: FakeRecipeCatalog, _ extractor: FakeExtractor = FakeExtractor()) -> RecipeHandler {
        RecipeHandler(recipes: RecipeService(catalog: catalog, extractor: extractor, directory: nil, leases: leases))
    }

    func ask(
        _ catalog: FakeRecipeCatalog = FakeRecipeCatalog(), _ extractor: FakeExtractor = FakeExtractor(),
        query: [String: String] = ["videoId": videoID]
    ) async -> (status: Int, body: JSONValue?) {
        await respond(
            handler(catalog, extractor), .test("GET", "/functions/v1/recipe", query: query), context: .test(TestCaller.guest, clock: clock))
    }

    static func stored(version: String = "fake-1", hash: String = "h1", at seconds: Double = 0) -> StoredRecipe {
        StoredRecipe(
            status: .ready, json: RecipeResult.recipe(document).json, extractorVersion: version, sourceHash: hash, confidence: 0.9,
            inputs: ["description"], updatedAt: Date(timeIntervalSince1970: 1_700_000_000 + seconds))
    }

    @Test("a current stored recipe is answered from one lookup, without a lease")
    func cached() async {
        var catalog = FakeRecipeCatalog()
        catalog.onLookup = { _, _ in RecipeLookup(video: Self.video, recipe: Self.stored(), currentHash: "h1") }
        let (status, body) = await ask(catalog)
        #expect(status == 200)
        #expect(body?["status"] == "ready")
        #expect(body?["cached"] == true)
        #expect(body?["recipe"]?["title"] == "Garlic pasta")
        #expect(leases.calls.count("claim") == 0)
    }

    @Test("a miss extracts once, stores the outcome and its inputs, and releases the lease with it")
    func miss() async {
        var catalog = FakeRecipeCatalog()
        var extractor = FakeExtractor()
        catalog.onLookup = { _, _ in RecipeLookup(video: Self.video, recipe: nil, currentHash: "h1") }
        catalog.onInputs = { _ in RecipeInputs(video: Self.video, transcript: nil, hash: "h1") }
        let leases = leases
        let saved = CallLog()
        catalog.onSave = { id, output, sources, hash, lease in
            #expect(id == Self.videoID)
            #expect(output.status == .ready)
            #expect(sources.map(\.type) == ["description"])
            #expect(hash == "h1")
            #expect(leases.isHeld(lease.key))
            try leases.release(lease)
            saved.record("save")
            return Date(timeIntervalSince1970: 1_700_000_100)
        }
        extractor.onExtract = { input in
            #expect(input.description == Self.video.description)
            return ExtractionOutput(
                result: .recipe(Self.document), confidence: 0.8, inputsUsed: ["description"], extractorVersion: "fake-1")
        }
        let (status, body) = await ask(catalog, extractor)
        #expect(status == 200)
        #expect(body?["cached"] == false)
        #expect(body?["status"] == "ready")
        #expect(saved.count("save") == 1)
        #expect(!leases.isHeld(LeaseKey(.recipe, Self.videoID)))
    }

    @Test("a stale recipe (another extractor version) is extracted again")
    func stale() async {
        var catalog = FakeRecipeCatalog()
        var extractor = FakeExtractor()
        catalog.onLookup = { _, _ in RecipeLookup(video: Self.video, recipe: Self.stored(version: "fake-0"), currentHash: "h1") }
        catalog.onInputs = { _ in RecipeInputs(video: Self.video, transcript: nil, hash: "h1") }
        catalog.onSave = { _, _, _, _, _ in Date() }
        extractor.onExtract = { _ in
            ExtractionOutput(
                result: .notRecipe(reason: "A review."), confidence: 0.7, inputsUsed: ["description"], extractorVersion: "fake-1")
        }
        let (status, body) = await ask(catalog, extractor)
        #expect(status == 200)
        #expect(body?["status"] == "not_recipe")
        #expect(body?["reason"] == "A review.")
    }

    @Test("while another request extracts, this one waits for its result")
    func waitsForHolder() async {
        var catalog = FakeRecipeCatalog()
        leases.plant(LeaseKey(.recipe, Self.videoID), seconds: 60)
        let lookups = CallLog()
        catalog.onLookup = { _, _ in
            lookups.record("lookup")
            // The holder stores its result after this request's second look.
            let recipe = lookups.count("lookup") > 2 ? Self.stored(at: 5) : nil
            return RecipeLookup(video: Self.video, recipe: recipe, currentHash: "h1")
        }
        let (status, body) = await ask(catalog)
        #expect(status == 200)
        #expect(body?["cached"] == true)
        #expect(body?["status"] == "ready")
    }

    @Test("a holder still extracting at this request's deadline: 202 generating, with Retry-After")
    func busy() async throws {
        var catalog = FakeRecipeCatalog()
        leases.plant(LeaseKey(.recipe, Self.videoID), seconds: 600)
        catalog.onLookup = { _, _ in RecipeLookup(video: Self.video, recipe: nil, currentHash: "h1") }
        let context = FunctionContext.test(TestCaller.guest, clock: clock, seconds: 5)
        let response = try await handler(catalog).respond(
            to: .test("GET", "/functions/v1/recipe", query: ["videoId": Self.videoID]), context: context)
        #expect(response.statusCode == 202)
        #expect(response.headers?["retry-after"] == "1")
        #expect(response.body.flatMap(JSONCoding.parseBody)?["status"] == "generating")
        // It waited until its reserve before the deadline, by the injected clock.
        #expect(clock.now.timeIntervalSince(context.now) > 3.5)
    }

    @Test("an extractor failure is stored as failed and answered with its code; the lease goes with it")
    func failure() async {
        var catalog = FakeRecipeCatalog()
        var extractor = FakeExtractor()
        catalog.onLookup = { _, _ in RecipeLookup(video: Self.video, recipe: nil, currentHash: "h1") }
        catalog.onInputs = { _ in RecipeInputs(video: Self.video, transcript: nil, hash: "h1") }
        let leases = leases
        catalog.onFail = { _, reason, version, lease in
            #expect(reason.hasPrefix("EXTRACTOR_TIMEOUT"))
            #expect(version == "fake-1")
            try leases.release(lease)
        }
        extractor.onExtract = { _ in throw ProviderError(.timeout, provider: "llm", message: "slow") }
        let (status, body) = await ask(catalog, extractor)
        #expect(status == 200)
        #expect(body?["status"] == "failed")
        #expect(body?["retryable"] == true)
        #expect(body?["failure"]?["code"] == "EXTRACTOR_TIMEOUT")
        #expect(!leases.isHeld(LeaseKey(.recipe, Self.videoID)))
    }

    @Test(
        "bad input is refused before any store is asked",
        arguments: [
            (["videoId": "short"], 400, "INVALID_VIDEO_ID"), ([:], 400, "MISSING_FIELDS"),
            (["videoId": videoID, "locale": "en;drop table"], 400, "INVALID_LOCALE"),
        ])
    func badInput(query: [String: String], status: Int, code: String) async {
        let (answer, body) = await ask(query: query)
        #expect(answer == status)
        #expect(body?["code"] == .string(code))
    }

    @Test("an unknown video is 404 when no video directory is configured")
    func unknown() async {
        var catalog = FakeRecipeCatalog()
        catalog.onLookup = { _, _ in nil }
        let (status, body) = await ask(catalog)
        #expect(status == 404)
        #expect(body == ["error": "Unknown video", "code": "VIDEO_NOT_FOUND"])
    }
}
