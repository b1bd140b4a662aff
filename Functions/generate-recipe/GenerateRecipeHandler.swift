import Extraction
import Foundation
import FunctionRuntime
import Kitchen

/// Seed 001 "Recipe Generation", `POST /api/app/recipes/generate`. The same normalised request
/// is answered once: from the caller's own earlier answer, else from the shared cache (copied
/// into the caller's recipes), else generated — by the model when one is configured, else
/// retrieved from our recipe store and adapted. Nothing fits → 404, never an invented recipe.
struct GenerateRecipeHandler: FunctionHandler {
    let store: KitchenStore
    let generator: any RecipeGenerator

    var errorStyle: ErrorStyle { .messageField }

    static let unavailable = FunctionError(
        status: 503, code: "GENERATION_UNAVAILABLE", message: "Recipe generation is temporarily unavailable", headers: ["retry-after": "5"])

    static let noMatch = FunctionError(
        status: 404, code: "NO_MATCHING_RECIPE", message: "No recipe matches these ingredients and restrictions")

    func handle(_ request: RequestEnvelope, context: FunctionContext) async throws -> ResponseEnvelope {
        _ = try context.requireUser()
        let wanted = try Self.parse(FieldReader(try request.jsonObject()))
        let key = generator.version + "|" + wanted.key
        let identity = context.identity

        if let own = try store.userRecipe(requestKey: key, as: identity) {
            context.logger.info("recipe answered from the caller's recipes", metadata: ["recipeId": "\(own.id)"])
            return Self.answer(own.recipe, id: own.id, cached: true)
        }
        // The shared answer, or the claim to produce it: one model call per request however many
        // ask at once; the others wait for the answer.
        let waitUntil = ContinuousClock.now + .milliseconds(Int(max(0, context.deadline.timeIntervalSince(context.now) - 1) * 1000))
        func shared() throws -> ResponseEnvelope? {
            guard let shared = try store.cachedGeneration(key) else { return nil }
            let saved = try store.saveAnswer(shared.recipe, origin: shared.origin, requestKey: key, as: identity)
            context.logger.info("recipe answered from the shared cache", metadata: ["recipeId": "\(saved.id)"])
            return Self.answer(saved.recipe, id: saved.id, cached: true)
        }
        while true {
            if let answer = try shared() { return answer }
            if try store.claimGeneration(key, until: context.deadline.addingTimeInterval(2)) {
                // The holder before us stores its answer and drops its claim in one transaction:
                // a claim won just after that must look at the cache once more.
                if let answer = try shared() {
                    try store.releaseGeneration(key)
                    return answer
                }
                break
            }
            guard ContinuousClock.now < waitUntil else { throw Self.unavailable }
            try await Task.sleep(for: .milliseconds(150))
        }
        let recipe: KitchenRecipe?
        do {
            recipe = try await generator.generate(wanted, pool: { try store.pool(as: identity) }, deadline: context.deadline)
        } catch let error as ExtractionError {
            try? store.releaseGeneration(key)
            context.logger.warning("recipe generation failed", metadata: ["error": "\(error)"])
            switch error.kind {
            case .unavailable, .timedOut: throw Self.unavailable
            case .invalidOutput, .refused, .truncated:
                throw FunctionError(status: 502, code: "GENERATION_FAILED", message: "Could not generate a valid recipe for this request")
            }
        } catch {
            try? store.releaseGeneration(key)
            throw error
        }
        guard let recipe else {
            try? store.releaseGeneration(key)
            context.logger.info("no recipe matches", metadata: ["request": "\(wanted.key)"])
            throw Self.noMatch
        }
        try store.cacheGeneration(key, recipe: recipe, origin: generator.origin)
        let saved = try store.saveAnswer(recipe, origin: generator.origin, requestKey: key, as: identity)
        context.logger.info("recipe generated", metadata: ["recipeId": "\(saved.id)", "origin": "\(generator.origin)"])
        return Self.answer(saved.recipe, id: saved.id, cached: false)
    }

    static func answer(_ recipe: KitchenRecipe, id: String, cached: Bool) -> ResponseEnvelope {
        .json(200, ["recipe": recipe.json(id: id), "cached": .bool(cached)] as JSONValue)
    }

    /// Seed 001 `RecipeRequest`: every field optional; anything present must make sense.
    static func parse(_ fields: FieldReader) throws(FunctionError) -> RecipeRequest {
        let ingredients = try fields.stringArray("ingredients", maxCount: 50, maxLength: 100) ?? []
        let cuisine = try fields.string("cuisine", maxLength: 60)
        let restrictions = try DietaryInput.restrictions(fields)
        let cookingTime = try fields.integer("cookingTime", in: 1...1440)
        let servings = try fields.integer("servings", in: 1...50)
        var difficulty = try fields.string("difficulty", maxLength: 20)?.trimmed.lowercased()
        if difficulty?.isEmpty == true { difficulty = nil }
        if let difficulty, !["easy", "medium", "hard"].contains(difficulty) {
            throw FunctionError(
                status: 400, code: "INVALID_DIFFICULTY", message: "difficulty must be easy, medium or hard",
                fields: ["allowed": ["easy", "medium", "hard"]])
        }
        let budget = try fields.number("budget", in: 0...10_000)
        return RecipeRequest(
            ingredients: ingredients, cuisine: cuisine, restrictions: restrictions, cookingTime: cookingTime.map(Int.init),
            servings: servings.map(Int.init), difficulty: difficulty, budget: budget)
    }
}
