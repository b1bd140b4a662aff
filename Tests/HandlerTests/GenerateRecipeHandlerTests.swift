import Database
import Extraction
import Foundation
import FunctionRuntime
import Kitchen
import Testing

@testable import GenerateRecipeFunction

@Suite("generate-recipe handler")
struct GenerateRecipeHandlerTests {
    static let stew = KitchenRecipe(
        name: "Chicken stew", ingredients: [IngredientLine(name: "chicken", quantity: "1", unit: "lb")], instructions: ["Simmer."],
        servings: 4)

    let clock = ManualClock()
    let leases: InMemoryLeaseStore

    init() {
        leases = InMemoryLeaseStore(clock: clock)
    }

    func ask(
        _ body: JSONValue, answers: FakeGenerationCache = FakeGenerationCache(), pool: FakeRecipePool = FakeRecipePool(),
        generator: FakeRecipeGenerator = FakeRecipeGenerator(), spend: FakeSpendGuard = FakeSpendGuard(), seconds: TimeInterval = 30
    ) async -> (status: Int, body: JSONValue?, headers: [String: String]) {
        let handler = GenerateRecipeHandler(answers: answers, pool: pool, leases: leases, generator: generator, spend: spend)
        let response = await responseEnvelope(
            handler, .test("POST", "/api/app/recipes/generate", body: body),
            context: .test(TestCaller.user(), clock: clock, seconds: seconds))
        return (response.statusCode, response.body.flatMap(JSONCoding.parseBody), response.headers ?? [:])
    }

    /// A cache with no answer for the request, that is asked nothing else.
    static func unanswered() -> FakeGenerationCache {
        var answers = FakeGenerationCache()
        answers.onOwnAnswer = { _, _ in nil }
        answers.onSharedAnswer = { _ in nil }
        return answers
    }

    /// A generator whose answers are paid calls (a model), which the spend guard meters.
    static let paidGenerator: FakeRecipeGenerator = {
        var generator = FakeRecipeGenerator()
        generator.isPaid = true
        return generator
    }()

    /// A cache with no answers yet that stores what it is given.
    static func emptyCache(_ log: CallLog, leases: InMemoryLeaseStore) -> FakeGenerationCache {
        var answers = unanswered()
        answers.onStoreShared = { _, origin, key, lease in
            #expect(origin == .generated)
            #expect(key.hasPrefix("fake-1|"))
            #expect(leases.isHeld(lease.key))
            try leases.release(lease)
            log.record("storeShared")
        }
        answers.onSaveOwn = { recipe, _, _, _ in
            log.record("saveOwn")
            return AppRecipe(id: "00000000-0000-4000-8000-0000000000e1", recipe: recipe)
        }
        return answers
    }

    @Test("the same request in any order, case or plural is one key")
    func normalisedKey() throws {
        let first = try GenerateRecipeHandler.Request(.test("POST", "/x", body: ["ingredients": ["Tomatoes", "rice"], "servings": 2]))
        let second = try GenerateRecipeHandler.Request(.test("POST", "/x", body: ["ingredients": ["rice", "tomato"], "servings": 2]))
        #expect(first.wanted.key == second.wanted.key)
    }

    @Test("a long request is stored under a digest that fits the stores' 200-character keys; a short one as written")
    func storageKeys() throws {
        let short = try GenerateRecipeHandler.Request(.test("POST", "/x", body: ["ingredients": ["rice"]])).wanted
        #expect(GenerateRecipeHandler.storageKey(version: "fake-1", request: short) == "fake-1|" + short.key)
        let names = (0..<50).map { JSONValue.string(String(repeating: Character(UnicodeScalar(97 + $0 % 26)!), count: 100)) }
        let long = try GenerateRecipeHandler.Request(.test("POST", "/x", body: ["ingredients": .array(names)])).wanted
        let key = GenerateRecipeHandler.storageKey(version: "fake-1", request: long)
        #expect(key.count <= 200)
        #expect(key.hasPrefix("fake-1|sha256:"))
        #expect(key != GenerateRecipeHandler.storageKey(version: "fake-2", request: long))
    }

    @Test("a new request is generated once, stored shared and for the caller; the lease goes with the shared answer")
    func generates() async {
        let log = CallLog()
        var generator = FakeRecipeGenerator()
        generator.onGenerate = { request, _ in
            #expect(request.ingredients == ["chicken"])
            return Self.stew
        }
        let (status, body, _) = await ask(["ingredients": ["chicken"]], answers: Self.emptyCache(log, leases: leases), generator: generator)
        #expect(status == 200)
        #expect(body?["cached"] == false)
        #expect(body?["recipe"]?["name"] == "Chicken stew")
        #expect(log.count("storeShared") == 1)
        #expect(log.count("saveOwn") == 1)
    }

    @Test("the generator's pool is retrieved for the wanted ingredients, bounded, as the caller")
    func poolByIngredients() async {
        let log = CallLog()
        var pool = FakeRecipePool()
        pool.onCandidates = { ingredients, limit, identity in
            #expect(ingredients == ["chicken", "garlic"])
            #expect(limit == GenerateRecipeHandler.candidateLimit)
            #expect(identity.role == .authenticated)
            log.record("candidates")
            return [Self.stew]
        }
        var generator = FakeRecipeGenerator()
        generator.onGenerate = { _, candidates in try candidates().first }
        let (status, _, _) = await ask(
            ["ingredients": ["Garlic", "chicken"]], answers: Self.emptyCache(log, leases: leases), pool: pool, generator: generator)
        #expect(status == 200)
        #expect(log.count("candidates") == 1)
    }

    @Test("an answer adapted from the caller's private recipe is saved for the caller only, never shared")
    func privateSource() async {
        var generator = FakeRecipeGenerator()
        generator.onGenerate = { _, _ in
            var mine = Self.stew
            mine.isPrivate = true
            return mine
        }
        var answers = Self.unanswered()
        // No onStoreShared: storing it would fail the test.
        answers.onSaveOwn = { recipe, _, _, _ in AppRecipe(id: "00000000-0000-4000-8000-0000000000e3", recipe: recipe) }
        let (status, body, _) = await ask(["ingredients": ["chicken"]], answers: answers, generator: generator)
        #expect(status == 200)
        #expect(body?["cached"] == false)
        #expect(leases.calls.count("release") == 1)
    }

    @Test("another user's earlier answer is copied to the caller without generating")
    func shared() async {
        var answers = FakeGenerationCache()
        answers.onOwnAnswer = { _, _ in nil }
        answers.onSharedAnswer = { _ in (Self.stew, .adapted) }
        answers.onSaveOwn = { recipe, origin, _, _ in
            #expect(origin == .adapted)
            return AppRecipe(id: "00000000-0000-4000-8000-0000000000e2", recipe: recipe)
        }
        let (status, body, _) = await ask(["ingredients": ["chicken"]], answers: answers)
        #expect(status == 200)
        #expect(body?["cached"] == true)
        #expect(leases.calls.count("claim") == 0)
    }

    @Test("nothing fits: 404, the lease released, nothing stored")
    func noMatch() async {
        var generator = FakeRecipeGenerator()
        generator.onGenerate = { _, _ in nil }
        let answers = Self.unanswered()
        let (status, body, _) = await ask(["ingredients": ["unobtainium"]], answers: answers, generator: generator)
        #expect(status == 404)
        #expect(body?["message"] == "No recipe matches these ingredients and restrictions")
        #expect(leases.calls.count("release") == 1)
    }

    @Test(
        "model failures map to 503 (unavailable) and 502 (invalid answers)",
        arguments: [
            (ExtractionError.Kind.unavailable, 503), (.timedOut, 503), (.invalidOutput, 502), (.refused, 502),
        ])
    func failures(kind: ExtractionError.Kind, status: Int) async {
        var generator = FakeRecipeGenerator()
        generator.onGenerate = { _, _ in throw ExtractionError(kind, "model said no") }
        let answers = Self.unanswered()
        let answer = await ask(["ingredients": ["chicken"]], answers: answers, generator: generator)
        #expect(answer.status == status)
    }

    @Test("another request generating the same thing past this one's deadline: 503 with Retry-After, no model call")
    func busy() async {
        let answers = Self.unanswered()
        let key = try! GenerateRecipeHandler.Request(.test("POST", "/x", body: ["ingredients": ["chicken"]])).wanted.key
        leases.plant(LeaseKey(.generation, "fake-1|" + key), seconds: 600)
        let (status, body, _) = await ask(["ingredients": ["chicken"]], answers: answers, seconds: 4)
        #expect(status == 503)
        #expect(body?["message"] == "Recipe generation is temporarily unavailable")
    }

    @Test("a model-written answer is metered before the call; over the account's minute or the day's budget nothing is called")
    func metered() async {
        var generator = Self.paidGenerator
        let answers = Self.unanswered()
        for (decision, status, code, seconds) in [
            (SpendDecision.clientLimited(retryAfterSeconds: 42), 429, "RATE_LIMITED", 42),
            (.budgetExhausted(retryAfterSeconds: 3_600), 503, "PROVIDER_BUDGET_EXHAUSTED", 3_600),
        ] {
            var spend = FakeSpendGuard()
            spend.onAdmit = { provider, identity in
                #expect(provider == .llm)
                #expect(identity.userID != nil)
                return decision
            }
            let answer = await ask(["ingredients": ["chicken"]], answers: answers, generator: generator, spend: spend)
            #expect(answer.status == status)
            #expect(answer.headers["x-error-code"] == code)
            #expect(answer.body?["retryAfterSeconds"] == .int(Int64(seconds)))
            #expect(answer.headers["retry-after"] == "\(seconds)")
        }
        // Allowed: the model is called once.
        let log = CallLog()
        generator.onGenerate = { _, _ in
            log.record("generate")
            return Self.stew
        }
        var spend = FakeSpendGuard()
        spend.onAdmit = { _, _ in .allowed }
        let answer = await ask(
            ["ingredients": ["chicken"]], answers: Self.emptyCache(log, leases: leases), generator: generator, spend: spend)
        #expect(answer.status == 200)
        #expect(log.count("generate") == 1)
    }

    @Test("answers already given, and the embedded generator, are never metered")
    func notMetered() async {
        let paid = Self.paidGenerator
        var answers = FakeGenerationCache()
        answers.onOwnAnswer = { _, _ in nil }
        answers.onSharedAnswer = { _ in (Self.stew, .generated) }
        answers.onSaveOwn = { recipe, _, _, _ in AppRecipe(id: "00000000-0000-4000-8000-0000000000e3", recipe: recipe) }
        // The fake guard fails on any call: none is made.
        #expect(await ask(["ingredients": ["chicken"]], answers: answers, generator: paid).status == 200)
        var free = FakeRecipeGenerator()
        free.onGenerate = { _, _ in Self.stew }
        let log = CallLog()
        #expect(await ask(["ingredients": ["chicken"]], answers: Self.emptyCache(log, leases: leases), generator: free).status == 200)
    }

    @Test(
        "validation names the field",
        arguments: [
            (["difficulty": "extreme"] as JSONValue, "difficulty must be easy, medium or hard"),
            (["dietaryRestrictions": ["carnivore"]] as JSONValue, "Unknown dietary restriction: carnivore"),
            (["servings": 0] as JSONValue, "Invalid field"), (["ingredients": "chicken"] as JSONValue, "Invalid field"),
        ])
    func validation(body: JSONValue, message: String) async {
        let (status, answer, _) = await ask(body)
        #expect(status == 400)
        #expect(answer?["message"] == .string(message))
    }
}
