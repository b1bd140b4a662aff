import Foundation
import FunctionRuntime

/// One ingredient as the Savry app shows it: `{"name","quantity","unit"}` (strings; empty when
/// a recipe gives no amount).
public struct IngredientLine: Sendable, Equatable, Hashable {
    public var name: String
    public var quantity: String
    public var unit: String

    public init(name: String, quantity: String, unit: String) {
        self.name = name
        self.quantity = quantity
        self.unit = unit
    }

    public var json: JSONValue { ["name": .string(name), "quantity": .string(quantity), "unit": .string(unit)] }

    /// Reads the app shape back (missing members are empty).
    public init(app json: JSONValue) {
        self.init(
            name: json["name"]?.stringValue ?? "", quantity: json["quantity"]?.stringValue ?? "", unit: json["unit"]?.stringValue ?? "")
    }
}

/// A recipe in the shape of the Savry app API's `Recipe` (the app's model), whatever it came from: one of
/// the user's app recipes, a community recipe, or a recipe extracted from a video.
public struct KitchenRecipe: Sendable, Equatable {
    public var name: String
    public var description: String?
    public var ingredients: [IngredientLine]
    public var instructions: [String]
    public var prepTime: Int?
    public var cookTime: Int?
    public var servings: Int?
    public var calories: Int?
    public var difficulty: String?
    public var cuisine: String?
    /// Where it came from: `community:<uuid>`, `video:<id>` (nil for generated ones).
    public var sourceRef: String?
    /// Made from a row only its owner may see (a private community recipe): an answer built from it
    /// is the caller's alone, never a shared cache entry.
    public var isPrivate = false

    public init(
        name: String, description: String? = nil, ingredients: [IngredientLine], instructions: [String], prepTime: Int? = nil,
        cookTime: Int? = nil, servings: Int? = nil, calories: Int? = nil, difficulty: String? = nil, cuisine: String? = nil,
        sourceRef: String? = nil
    ) {
        self.name = name
        self.description = description
        self.ingredients = ingredients
        self.instructions = instructions
        self.prepTime = prepTime
        self.cookTime = cookTime
        self.servings = servings
        self.calories = calories
        self.difficulty = difficulty
        self.cuisine = cuisine
        self.sourceRef = sourceRef
    }

    /// The restrictions it meets, computed from its ingredients (never trusted from the source).
    public var dietaryTags: [String] { DietaryRules.tags(title: name, ingredients: ingredients.map(\.name)) }

    public var totalTime: Int? {
        switch (prepTime, cookTime) {
        case (nil, nil): return nil
        default: return (prepTime ?? 0) + (cookTime ?? 0)
        }
    }

    /// The app's JSON for a stored recipe.
    public func json(id: String) -> JSONValue {
        [
            "id": .string(id), "name": .string(name), "description": .optional(description),
            "ingredients": .array(ingredients.map(\.json)), "instructions": .array(instructions.map(JSONValue.string)),
            "prepTime": .optional(prepTime), "cookTime": .optional(cookTime), "servings": .optional(servings),
            "calories": .optional(calories), "difficulty": .optional(difficulty), "cuisine": .optional(cuisine),
            "dietaryTags": .array(dietaryTags.map(JSONValue.string)),
        ]
    }

    /// The same recipe for `servings` people: amounts scaled, kept as written when not numeric.
    public func scaled(to target: Int) -> KitchenRecipe {
        guard let servings, servings > 0, target > 0, target != servings else {
            var copy = self
            if copy.servings == nil { copy.servings = target }
            return copy
        }
        let factor = Double(target) / Double(servings)
        var copy = self
        copy.servings = target
        copy.calories = calories
        copy.ingredients = ingredients.map { line in
            guard let amount = Measures.quantity(line.quantity) else { return line }
            let scaled = amount * factor
            return IngredientLine(name: line.name, quantity: Measures.format(scaled), unit: Measures.agree(line.unit, with: scaled))
        }
        return copy
    }

    // MARK: From stored shapes

    /// A community recipe's `recipe` JSON (the Savry import API's shape).
    public static func fromCommunity(_ json: JSONValue, id: String, isPrivate: Bool = false) -> KitchenRecipe? {
        guard let name = json["title"]?.stringValue, !name.isEmpty else { return nil }
        let ingredients: [IngredientLine] = (json["ingredients"]?.arrayValue ?? []).compactMap { item in
            guard let name = item["name"]?.stringValue, !name.trimmingSpaces.isEmpty else { return nil }
            let amount = item["amount"]?.stringValue ?? item["amount"]?.doubleValue.map { Measures.format($0) } ?? ""
            return IngredientLine(name: name, quantity: amount, unit: item["unit"]?.stringValue ?? "")
        }
        let steps = (json["instructions"]?.arrayValue ?? []).compactMap { $0["text"]?.stringValue ?? $0.stringValue }
        guard !ingredients.isEmpty else { return nil }
        var recipe = KitchenRecipe(
            name: name, description: json["description"]?.stringValue, ingredients: ingredients, instructions: steps,
            prepTime: json["prepTime"]?.intValue.map(Int.init), cookTime: json["cookTime"]?.intValue.map(Int.init),
            servings: json["servings"]?.intValue.map(Int.init), calories: json["calories"]?.intValue.map(Int.init),
            difficulty: json["difficulty"]?.stringValue?.lowercased(), cuisine: json["cuisine"]?.stringValue,
            sourceRef: "community:" + id)
        recipe.isPrivate = isPrivate
        return recipe
    }

    /// A recipe extracted from a video (recipe_json_v1).
    public static func fromExtracted(_ json: JSONValue, videoID: String) -> KitchenRecipe? {
        guard json["flags"]?["is_recipe"] == true, let name = json["title"]?.stringValue else { return nil }
        let ingredients: [IngredientLine] = (json["ingredients"]?.arrayValue ?? []).compactMap { item in
            guard let name = item["item"]?.stringValue else { return nil }
            return IngredientLine(name: name, quantity: item["quantity"]?.stringValue ?? "", unit: item["unit"]?.stringValue ?? "")
        }
        // The Savry app has no field for a step's language: a step kept in Telugu or Hindi is
        // given by its English outline when the extractor wrote one.
        let steps = (json["steps"]?.arrayValue ?? []).compactMap { $0["gist"]?.stringValue ?? $0["text"]?.stringValue }
        guard !ingredients.isEmpty else { return nil }
        let meta = json["meta"]
        return KitchenRecipe(
            name: name, ingredients: ingredients, instructions: steps, prepTime: minutes(meta?["prep_time"]?.stringValue),
            cookTime: minutes(meta?["cook_time"]?.stringValue), servings: firstNumber(meta?["servings"]?.stringValue),
            calories: json["nutrition"]?["calories"]?.doubleValue.flatMap { $0.rounded(.towardZero).exactInt },
            sourceRef: "video:" + videoID)
    }

    /// "1 h 20 min", "45 minutes", "PT30M", "30" → minutes.
    static func minutes(_ text: String?) -> Int? {
        guard let text = text?.lowercased(), !text.isEmpty else { return nil }
        var total = 0
        var number = ""
        var found = false
        // Once, not once per number: "2 hours" with no "min" counts bare numbers as hours.
        let hoursOnly = text.contains("hour") && !text.contains("min")
        for character in text + " " {
            if character.isNumber {
                number.append(character)
                continue
            }
            // At most six digits: a stored "99999999999999999999 hours" must not overflow.
            if number.count <= 6, let value = Int(number) {
                found = true
                if character == "h" || hoursOnly { total += value * 60 } else { total += value }
            }
            number = ""
        }
        return found ? total : nil
    }

    static func firstNumber(_ text: String?) -> Int? {
        guard let text else { return nil }
        let digits = text.drop { !$0.isNumber }.prefix { $0.isNumber }
        return digits.count <= 9 ? Int(digits) : nil
    }
}
