import FunctionRuntime

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// recipe_json_v1 (ChefStream PRD §12) with three additions that make translation honest:
/// `source_language`, `title_original_language`, and `original_language` on every ingredient
/// and step (null when the text is English; a language code when it could not be translated and
/// is shown in that language), plus `flags.translation`.
public struct RecipeDocument: Codable, Sendable, Equatable {
    public static let schemaVersion = 1

    public var title: String
    public var titleOriginalLanguage: String?
    public var language: String
    public var sourceLanguage: String?
    public var ingredients: [Ingredient]
    public var steps: [Step]
    public var nutrition: Nutrition
    public var meta: Meta
    public var flags: Flags

    public struct Ingredient: Codable, Sendable, Equatable {
        public var item: String
        public var quantity: String?
        public var unit: String?
        public var notes: String?
        public var originalLanguage: String?

        public init(item: String, quantity: String? = nil, unit: String? = nil, notes: String? = nil, originalLanguage: String? = nil) {
            self.item = item
            self.quantity = quantity
            self.unit = unit
            self.notes = notes
            self.originalLanguage = originalLanguage
        }

        enum CodingKeys: String, CodingKey {
            case item, quantity, unit, notes
            case originalLanguage = "original_language"
        }
    }

    public struct Step: Codable, Sendable, Equatable {
        public var order: Int
        public var text: String
        public var originalLanguage: String?
        /// An English outline of a step kept in its language when nothing offline can translate
        /// it ("Heat oil; add onion; fry."): its actions and what they act on, no more. Absent
        /// (not null) otherwise, so that the LLM's strict schema, where every key is required,
        /// does not carry it.
        public var gist: String?

        public init(order: Int, text: String, originalLanguage: String? = nil, gist: String? = nil) {
            self.order = order
            self.text = text
            self.originalLanguage = originalLanguage
            self.gist = gist
        }

        enum CodingKeys: String, CodingKey {
            case order, text, gist
            case originalLanguage = "original_language"
        }
    }

    public struct Nutrition: Codable, Sendable, Equatable {
        public var calories: Double?
        public var protein: String?
        public var note: String?

        public init(calories: Double? = nil, protein: String? = nil, note: String? = nil) {
            self.calories = calories
            self.protein = protein
            self.note = note
        }
    }

    public struct Meta: Codable, Sendable, Equatable {
        public var servings: String?
        public var prepTime: String?
        public var cookTime: String?
        public var totalTime: String?
        public var source: [String]

        public init(servings: String? = nil, prepTime: String? = nil, cookTime: String? = nil, totalTime: String? = nil, source: [String]) {
            self.servings = servings
            self.prepTime = prepTime
            self.cookTime = cookTime
            self.totalTime = totalTime
            self.source = source
        }

        enum CodingKeys: String, CodingKey {
            case servings, source
            case prepTime = "prep_time"
            case cookTime = "cook_time"
            case totalTime = "total_time"
        }
    }

    public struct Flags: Codable, Sendable, Equatable {
        public var isRecipe: Bool
        public var isEstimated: Bool
        /// `not_needed` (source was English), `complete`, `partial` (some text kept in its
        /// language, marked by `original_language`), `unavailable` (no offline translation for
        /// the source language).
        public var translation: String

        public init(isRecipe: Bool = true, isEstimated: Bool, translation: String) {
            self.isRecipe = isRecipe
            self.isEstimated = isEstimated
            self.translation = translation
        }

        enum CodingKeys: String, CodingKey {
            case isRecipe = "is_recipe"
            case isEstimated = "is_estimated"
            case translation
        }
    }

    public init(
        title: String, titleOriginalLanguage: String? = nil, language: String = "en", sourceLanguage: String?, ingredients: [Ingredient],
        steps: [Step], nutrition: Nutrition, meta: Meta, flags: Flags
    ) {
        self.title = title
        self.titleOriginalLanguage = titleOriginalLanguage
        self.language = language
        self.sourceLanguage = sourceLanguage
        self.ingredients = ingredients
        self.steps = steps
        self.nutrition = nutrition
        self.meta = meta
        self.flags = flags
    }

    enum CodingKeys: String, CodingKey {
        case title, language, ingredients, steps, nutrition, meta, flags
        case titleOriginalLanguage = "title_original_language"
        case sourceLanguage = "source_language"
    }

    /// Optional fields encode as explicit nulls: the schema requires every key.
    public func encode(to encoder: any Encoder) throws {
        try JSONValue.from(self).encode(to: encoder)
    }
}

/// What an extractor concluded about a video.
public enum RecipeResult: Sendable, Equatable {
    case recipe(RecipeDocument)
    case notRecipe(reason: String)
    /// A recipe video whose recipe could not be read from what we have (the description only
    /// links to it, say): never an empty "ready" recipe (the ChefStream PRD's REQ-6).
    case incomplete(reason: String, missing: [String], recipeURL: String?)

    /// The stored/returned JSON: the recipe, `{"flags":{"is_recipe":false},"reason":…}`, or
    /// `{"flags":{"is_recipe":true,"is_complete":false},"reason":…,"missing":[…],"recipe_url":…}`.
    public var json: JSONValue {
        switch self {
        case .recipe(let document): return JSONValue.from(document)
        case .notRecipe(let reason): return ["flags": ["is_recipe": false], "reason": .string(reason)]
        case .incomplete(let reason, let missing, let url):
            return [
                "flags": ["is_recipe": true, "is_complete": false], "reason": .string(reason),
                "missing": .array(missing.map(JSONValue.string)), "recipe_url": .optional(url),
            ]
        }
    }

    /// A recipe with neither ingredients nor steps is not a recipe anyone can cook: it becomes
    /// `incomplete`, naming the link where the recipe is when the description has one.
    /// (The link is looked for only when the recipe is empty: a description is read for it.)
    public func withoutEmptyRecipe(recipeURL link: @autoclosure () -> String?) -> RecipeResult {
        guard case .recipe(let document) = self, document.ingredients.isEmpty, document.steps.isEmpty else { return self }
        let recipeURL = link()
        let reason =
            recipeURL != nil
            ? "The video's description links to the written recipe instead of listing it."
            : "No ingredients or cooking steps could be read from this video's description or transcript."
        return .incomplete(reason: reason, missing: ["ingredients", "steps"], recipeURL: recipeURL)
    }

    /// Decodes either shape after strict validation.
    public init(json: JSONValue) throws {
        let problems = RecipeSchema.validate(json)
        guard problems.isEmpty else { throw RecipeSchema.Invalid(problems: problems) }
        if json["flags"]?["is_recipe"] == false {
            self = .notRecipe(reason: json["reason"]?.stringValue ?? "")
        } else if json["flags"]?["is_complete"] == false {
            self = .incomplete(
                reason: json["reason"]?.stringValue ?? "", missing: (json["missing"]?.arrayValue ?? []).compactMap(\.stringValue),
                recipeURL: json["recipe_url"]?.stringValue)
        } else {
            self = .recipe(try JSONCoding.decode(RecipeDocument.self, from: JSONCoding.encode(json)))
        }
    }
}

extension JSONValue {
    /// The document as a JSON tree with every optional present (null when absent), but a step's
    /// gist, which is left out when there is none.
    static func from(_ document: RecipeDocument) -> JSONValue {
        func text(_ value: String?) -> JSONValue { .optional(value) }
        return [
            "title": .string(document.title),
            "title_original_language": text(document.titleOriginalLanguage),
            "language": .string(document.language),
            "source_language": text(document.sourceLanguage),
            "ingredients": .array(
                document.ingredients.map { ingredient in
                    [
                        "item": .string(ingredient.item), "quantity": text(ingredient.quantity), "unit": text(ingredient.unit),
                        "notes": text(ingredient.notes), "original_language": text(ingredient.originalLanguage),
                    ]
                }),
            "steps": .array(
                document.steps.map { step in
                    var members: [String: JSONValue] = [
                        "order": .int(Int64(step.order)), "text": .string(step.text), "original_language": text(step.originalLanguage),
                    ]
                    if let gist = step.gist { members["gist"] = .string(gist) }
                    return .object(members)
                }),
            "nutrition": [
                "calories": document.nutrition.calories.map { $0.exactInt.map { .int(Int64($0)) } ?? .double($0) } ?? .null,
                "protein": text(document.nutrition.protein), "note": text(document.nutrition.note),
            ],
            "meta": [
                "servings": text(document.meta.servings), "prep_time": text(document.meta.prepTime),
                "cook_time": text(document.meta.cookTime), "total_time": text(document.meta.totalTime),
                "source": .array(document.meta.source.map(JSONValue.string)),
            ],
            "flags": [
                "is_recipe": .bool(document.flags.isRecipe), "is_estimated": .bool(document.flags.isEstimated),
                "translation": .string(document.flags.translation),
            ],
        ]
    }
}
