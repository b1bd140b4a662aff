import Extraction
import Foundation
import FunctionRuntime
import Providers

/// Answers a recipe request. `nil` means nothing fits: the caller says so instead of inventing.
/// Failures the caller should hear about are `ExtractionError`s (the same kinds as extraction:
/// the model unavailable, refusing, or answering invalid recipes).
public protocol RecipeGenerator: Sendable {
    var origin: RecipeOrigin { get }
    /// Part of the cache key: a different generator (another model) does not reuse old answers.
    var version: String { get }
    /// Whether each generation is a paid call (a model), which the spend guard meters.
    var isPaid: Bool { get }
    func generate(_ request: RecipeRequest, pool: @Sendable () throws -> [KitchenRecipe], deadline: Date) async throws -> KitchenRecipe?
}

extension RecipeGenerator {
    public var isPaid: Bool { false }
}

/// The embedded default: the best match from community and extracted recipes, adapted.
public struct StoreRecipeGenerator: RecipeGenerator {
    public init() {}

    public var origin: RecipeOrigin { .adapted }
    public var version: String { "store-1" }

    public func generate(_ request: RecipeRequest, pool: @Sendable () throws -> [KitchenRecipe], deadline: Date) async throws
        -> KitchenRecipe?
    {
        guard let best = RecipeMatcher.rank(request, among: try pool()).first else { return nil }
        return RecipeMatcher.adapt(best, for: request)
    }
}

/// An OpenAI-compatible model under a strict JSON schema (the same client as extraction). The
/// answer is checked after it arrives: dietary restrictions are verified against our own rules,
/// not taken on the model's word; a violation or a schema problem gets one repair round with the
/// findings, then fails.
public struct LLMRecipeGenerator: RecipeGenerator {
    let client: OpenAIChatClient
    let maxTokens: Int

    public init(client: OpenAIChatClient, maxTokens: Int = 2048) {
        self.client = client
        self.maxTokens = maxTokens
    }

    public var origin: RecipeOrigin { .generated }
    public var version: String { "llm-1:\(client.model)" }
    public var isPaid: Bool { true }

    static let instructions = """
        You write one home-cooking recipe for a mobile app, following the JSON schema exactly.
        Rules:
        - Build the recipe around the requested ingredients; you may add common pantry items.
        - Dietary restrictions are absolute: no ingredient may contain anything a restriction excludes (vegetarian: no meat, \
        fish or shellfish, no meat stock; vegan: also no dairy, eggs or honey; gluten-free: no wheat, barley, rye, regular \
        soy sauce, regular pasta or bread; dairy-free; nut-free; egg-free; pescatarian: no meat). Name substitutes explicitly \
        ("gluten-free soy sauce", "vegetable stock").
        - Respect the cooking time (prepTime + cookTime), servings, difficulty and budget in US dollars when given.
        - Quantities are strings ("1", "1/2"); units are short ("lb", "g", "cup", "tbsp"), or "" for counted items.
        - Instructions are ordered, short imperative sentences, without numbering.
        - calories is per serving, an honest estimate, or null.
        - Write in English.
        - If the request cannot be met safely, answer {"recipe": null, "reason": "<one sentence>"}.
        Answer with {"recipe": <recipe or null>, "reason": <string or null>}.
        """

    static let schema: JSONValue = [
        "type": "object", "additionalProperties": false, "required": ["recipe", "reason"],
        "properties": [
            "reason": ["type": ["string", "null"]],
            "recipe": [
                "type": ["object", "null"], "additionalProperties": false,
                "required": [
                    "name", "description", "ingredients", "instructions", "prepTime", "cookTime", "servings", "calories", "difficulty",
                    "cuisine",
                ],
                "properties": [
                    "name": ["type": "string"], "description": ["type": "string"],
                    "ingredients": [
                        "type": "array",
                        "items": [
                            "type": "object", "additionalProperties": false, "required": ["name", "quantity", "unit"],
                            "properties": ["name": ["type": "string"], "quantity": ["type": "string"], "unit": ["type": "string"]],
                        ],
                    ],
                    "instructions": ["type": "array", "items": ["type": "string"]],
                    "prepTime": ["type": "integer"], "cookTime": ["type": "integer"], "servings": ["type": "integer"],
                    "calories": ["type": ["integer", "null"]], "difficulty": ["type": "string", "enum": ["easy", "medium", "hard"]],
                    "cuisine": ["type": ["string", "null"]],
                ],
            ],
        ],
    ]

    func userMessage(_ request: RecipeRequest) -> String {
        let payload: JSONValue = [
            "ingredients": .array(request.ingredients.map { .string(request.written[$0] ?? $0) }), "cuisine": .optional(request.cuisine),
            "dietaryRestrictions": .array(request.restrictions.map(\.rawValue).sorted().map(JSONValue.string)),
            "cookingTimeMinutes": .optional(request.cookingTime), "servings": .optional(request.servings),
            "difficulty": .optional(request.difficulty), "budgetUSD": .optional(request.budget),
        ]
        return (try? JSONCoding.encodeToString(payload)) ?? "{}"
    }

    public func generate(_ request: RecipeRequest, pool: @Sendable () throws -> [KitchenRecipe], deadline: Date) async throws
        -> KitchenRecipe?
    {
        var messages: [JSONValue] = [
            ["role": "system", "content": .string(Self.instructions)], ["role": "user", "content": .string(userMessage(request))],
        ]
        for attempt in 1...2 {
            let answer: ChatAnswer
            do {
                answer = try await client.complete(
                    messages: messages, schemaName: "savry_recipe_v1", schema: Self.schema, maxTokens: maxTokens, deadline: deadline)
            } catch {
                throw ExtractionError(.unavailable, error.description)
            }
            if let refusal = answer.refusal, !refusal.isEmpty { throw ExtractionError(.refused, "the model refused: \(refusal)") }
            let findings: [String]
            if answer.finishReason == "length" {
                findings = ["the answer was cut off at \(maxTokens) tokens"]
            } else if let content = answer.content, let parsed = JSONCoding.parseBody(content)?.removingNUL() {
                if parsed["recipe"] == .null, parsed["reason"]?.stringValue != nil { return nil }
                switch Self.recipe(from: parsed["recipe"], request: request) {
                case .success(let recipe): return recipe
                case .failure(let problems): findings = problems.list
                }
            } else {
                findings = ["the answer is not valid JSON"]
            }
            if attempt == 2 { break }
            messages.append(["role": "assistant", "content": .string(answer.content ?? "")])
            messages.append([
                "role": "user",
                "content": .string("Your answer has these problems: \(findings.joined(separator: "; ")). Answer again, fixing them."),
            ])
        }
        throw ExtractionError(.invalidOutput, "the model's recipe failed validation twice")
    }

    struct Problems: Error {
        let list: [String]
    }

    /// The model's recipe, checked: required fields, sane numbers, and every restriction met.
    static func recipe(from json: JSONValue?, request: RecipeRequest) -> Result<KitchenRecipe, Problems> {
        guard let json, let name = json["name"]?.stringValue?.trimmed, !name.isEmpty else {
            return .failure(Problems(list: ["recipe.name is missing"]))
        }
        var problems: [String] = []
        let ingredients = (json["ingredients"]?.arrayValue ?? []).map(IngredientLine.init(app:)).compactMap { line -> IngredientLine? in
            line.name.trimmed.isEmpty ? nil : IngredientLine(name: line.name.trimmed, quantity: line.quantity, unit: line.unit)
        }
        let steps = (json["instructions"]?.arrayValue ?? []).compactMap { $0.stringValue?.trimmed }.filter { !$0.isEmpty }
        if ingredients.isEmpty { problems.append("recipe.ingredients is empty") }
        if steps.isEmpty { problems.append("recipe.instructions is empty") }
        func minutes(_ key: String) -> Int? {
            guard let value = json[key]?.intValue else { return nil }
            if !(0...1440).contains(value) { problems.append("recipe.\(key) must be between 0 and 1440") }
            return Int(value)
        }
        let recipe = KitchenRecipe(
            name: String(name.prefix(300)), description: json["description"]?.stringValue, ingredients: ingredients, instructions: steps,
            prepTime: minutes("prepTime"), cookTime: minutes("cookTime"),
            servings: json["servings"]?.intValue.map { Int(min(max($0, 1), 100)) } ?? request.servings,
            calories: json["calories"]?.intValue.flatMap { (0...10_000).contains($0) ? Int($0) : nil },
            difficulty: json["difficulty"]?.stringValue.flatMap { ["easy", "medium", "hard"].contains($0) ? $0 : nil },
            cuisine: json["cuisine"]?.stringValue ?? request.cuisine)
        for restriction in request.restrictions.sorted(by: { $0.rawValue < $1.rawValue }) {
            let offending = ([recipe.name] + ingredients.map(\.name)).filter {
                !DietaryRules.satisfies(title: $0, ingredients: [], restrictions: [restriction])
            }
            if !offending.isEmpty {
                problems.append("\"\(offending.joined(separator: "\", \""))\" is not \(restriction.rawValue)")
            }
        }
        return problems.isEmpty ? .success(recipe) : .failure(Problems(list: problems))
    }
}
