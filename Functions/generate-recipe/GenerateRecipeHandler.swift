import Crypto
import Database
import Domain
import Extraction
import Foundation
import FunctionRuntime
import Kitchen

/// The Savry app API's "Recipe Generation", `POST /api/app/recipes/generate`. The same
/// normalised request is answered once: from the caller's own earlier answer, else from the
/// shared cache (copied into the caller's recipes), else generated — by the model when one is
/// configured (metered: a paid call per new answer), else retrieved from our recipe store and
/// adapted. Nothing fits → 404, never an invented recipe.
struct GenerateRecipeHandler: FunctionHandler {
    let answers: any GenerationCache
    let pool: any RecipePool
    let leases: any LeaseStore
    let generator: any RecipeGenerator
    /// Meters the model's calls (a cache miss with a paid generator), per account and per day.
    var spend: any SpendGuard = UnmeteredSpend()
    var pollInterval: Duration = .milliseconds(150)

    var errorStyle: ErrorStyle { .messageField }
    var access: Access { .signedIn }

    /// The contract's `RecipeRequest`: every field optional; anything present must make sense.
    struct Request: JSONBodyRequest, Equatable {
        let wanted: RecipeRequest

        init(wanted: RecipeRequest) {
            self.wanted = wanted
        }

        init(_ fields: FieldReader) throws(FunctionError) {
            let ingredients = try fields.stringArray("ingredients", maxCount: 50, maxLength: 100) ?? []
            let cuisine = try fields.string("cuisine", maxLength: 60)
            let restrictions = try DietaryInput.restrictions(fields)
            let cookingTime = try fields.integer("cookingTime", in: 1...1440)
            let servings = try fields.integer("servings", in: 1...50)
            var difficulty = try fields.string("difficulty", maxLength: 20)?.trimmed.lowercased()
            if difficulty?.isEmpty == true { difficulty = nil }
            if let difficulty, !["easy", "medium", "hard"].contains(difficulty) { throw SavryAppErrors.invalidDifficulty }
            let budget = try fields.number("budget", in: 0...10_000)
            wanted = RecipeRequest(
                ingredients: ingredients, cuisine: cuisine, restrictions: restrictions, cookingTime: cookingTime.map(Int.init),
                servings: servings.map(Int.init), difficulty: difficulty, budget: budget)
        }
    }

    struct Response: FunctionResponse, Equatable {
        let recipe: AppRecipe
        /// Whether it was answered before (by anyone) rather than generated for this request.
        let cached: Bool

        var json: JSONValue { ["recipe": recipe.json, "cached": .bool(cached)] }
    }

    /// The key a request's answers are stored under: the generator's version and the normalised
    /// request, readable when short. The stores' key columns take at most 200 characters, so a
    /// longer request (many long ingredient names) is stored under its SHA-256 instead of
    /// failing.
    static func storageKey(version: String, request: RecipeRequest) -> String {
        let key = version + "|" + request.key
        guard key.count > 200 else { return key }
        return version + "|sha256:" + SHA256.hash(data: Array(request.key.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    func handle(_ request: Request, context: FunctionContext) async throws -> Response {
        let key = Self.storageKey(version: generator.version, request: request.wanted)
        let identity = context.identity
        if let own = try answers.ownAnswer(requestKey: key, as: identity) {
            context.logger.info("recipe answered from the caller's recipes", metadata: ["recipeId": "\(own.id)"])
            return Response(recipe: own, cached: true)
        }
        // The shared answer, or the lease to produce it: one generation (one model call) per
        // request however many users ask at once; the others wait for the answer.
        let flight = SingleFlight(leases: leases, pollInterval: pollInterval)
        let outcome = try await flight.run(
            LeaseKey(.generation, key), clock: context.clock, deadline: context.deadline, reserve: 1,
            lookup: { _ in
                guard let shared = try answers.sharedAnswer(requestKey: key) else { return nil }
                let saved = try answers.saveOwn(shared.recipe, origin: shared.origin, requestKey: key, as: identity)
                context.logger.info("recipe answered from the shared cache", metadata: ["recipeId": "\(saved.id)"])
                return Response(recipe: saved, cached: true)
            },
            produce: { lease in try await generate(request.wanted, key: key, lease: lease, context: context) })
        switch outcome {
        case .found(let response), .produced(let response): return response
        case .busy: throw SavryAppErrors.generationUnavailable
        }
    }

    /// Recipes the embedded generator ranks per request, retrieved by ingredient through an index.
    static let candidateLimit = 200

    func generate(_ wanted: RecipeRequest, key: String, lease: Lease, context: FunctionContext) async throws -> Response {
        let identity = context.identity
        if generator.isPaid {
            switch try spend.admit(.llm, context: context) {
            case .allowed: break
            case .clientLimited(let seconds): throw SavryAppErrors.generationRateLimited(retryAfterSeconds: seconds)
            case .budgetExhausted(let seconds): throw SavryAppErrors.generationBudgetExhausted(retryAfterSeconds: seconds)
            }
        }
        let recipe: KitchenRecipe?
        do {
            let candidates: @Sendable () throws -> [KitchenRecipe] = { [pool] in
                try pool.candidates(for: wanted.ingredients, limit: Self.candidateLimit, as: identity)
            }
            recipe = try await generator.generate(wanted, pool: candidates, deadline: context.deadline)
        } catch let error as ExtractionError {
            context.logger.warning("recipe generation failed", metadata: ["error": "\(error)"])
            switch error.kind {
            case .unavailable, .timedOut: throw SavryAppErrors.generationUnavailable
            case .invalidOutput, .refused, .truncated: throw SavryAppErrors.generationFailed
            }
        }
        guard let recipe else {
            context.logger.info("no recipe matches", metadata: ["request": "\(wanted.key)"])
            throw SavryAppErrors.noMatchingRecipe
        }
        // A shared answer may be built only from what everyone may see: one adapted from the
        // caller's private recipe is the caller's alone.
        if recipe.isPrivate {
            try leases.release(lease)
        } else {
            try answers.storeShared(recipe, origin: generator.origin, requestKey: key, releasing: lease)
        }
        let saved = try answers.saveOwn(recipe, origin: generator.origin, requestKey: key, as: identity)
        context.logger.info("recipe generated", metadata: ["recipeId": "\(saved.id)", "origin": "\(generator.origin.rawValue)"])
        return Response(recipe: saved, cached: false)
    }
}
