import Extraction
import Foundation

/// What the app asks for (the Savry app API's `RecipeRequest`), normalised.
public struct RecipeRequest: Sendable, Equatable {
    public var ingredients: [String]
    public var cuisine: String?
    public var restrictions: Set<DietaryRules.Restriction>
    public var cookingTime: Int?
    public var servings: Int?
    public var difficulty: String?
    public var budget: Double?
    /// Canonical ingredient → how the user wrote it (for the description, not the key).
    public var written: [String: String]

    public init(
        ingredients: [String], cuisine: String?, restrictions: Set<DietaryRules.Restriction>, cookingTime: Int?, servings: Int?,
        difficulty: String?, budget: Double?
    ) {
        var written: [String: String] = [:]
        for text in ingredients {
            let canonical = IngredientNames.canonical(text)
            if !canonical.isEmpty, written[canonical] == nil { written[canonical] = text.trimmingSpaces.lowercased() }
        }
        self.written = written
        self.ingredients = written.keys.sorted()
        self.cuisine = cuisine.map { IngredientVocabulary.fold($0).trimmingSpaces }.flatMap { $0.isEmpty ? nil : $0 }
        self.restrictions = restrictions
        self.cookingTime = cookingTime
        self.servings = servings
        self.difficulty = difficulty?.lowercased()
        self.budget = budget
    }

    /// The same request however it was written: order, case, plurals and synonyms do not matter.
    public var key: String {
        var parts = ["i=" + ingredients.joined(separator: ",")]
        parts.append("c=" + (cuisine ?? ""))
        parts.append("d=" + restrictions.map(\.rawValue).sorted().joined(separator: ","))
        parts.append("t=" + (cookingTime.map(String.init) ?? ""))
        parts.append("s=" + (servings.map(String.init) ?? ""))
        parts.append("l=" + (difficulty ?? ""))
        parts.append("b=" + (budget.map { Measures.format($0) } ?? ""))
        return parts.joined(separator: ";")
    }
}

/// The embedded recipe generator: retrieves the best match from our own recipes (community and
/// extracted) and adapts it. Dietary restrictions are hard constraints; the requested
/// ingredients must overlap; cuisine, time, difficulty and budget rank.
public enum RecipeMatcher {
    public struct Match: Sendable {
        public var recipe: KitchenRecipe
        public var score: Double
        public var matched: [String]
        public var estimatedCost: Double
    }

    public static func difficulty(of recipe: KitchenRecipe) -> String {
        if let known = recipe.difficulty, ["easy", "medium", "hard"].contains(known) { return known }
        let steps = recipe.instructions.count
        let time = recipe.totalTime ?? 0
        if steps <= 5 && time <= 30 { return "easy" }
        if steps <= 10 && time <= 90 { return "medium" }
        return "hard"
    }

    public static func cost(of recipe: KitchenRecipe, region: PriceTable.Region) -> Double {
        recipe.ingredients.reduce(0) { total, line in
            total
                + PriceTable.cost(
                    name: IngredientNames.canonical(line.name), quantity: Measures.quantity(line.quantity), unit: Measures.unit(line.unit),
                    region: region)
        }
    }

    public static func rank(_ request: RecipeRequest, among candidates: [KitchenRecipe], region: PriceTable.Region = .national) -> [Match] {
        var matches: [Match] = []
        for candidate in candidates {
            let names = candidate.ingredients.map(\.name)
            guard DietaryRules.satisfies(title: candidate.name, ingredients: names, restrictions: request.restrictions) else { continue }
            let canonical = names.map { " " + IngredientNames.canonical($0) + " " }
            let matched = request.ingredients.filter { wanted in
                canonical.contains {
                    DietaryRules.containsWord($0, wanted) || DietaryRules.containsWord(" " + wanted + " ", $0.trimmingSpaces)
                }
            }
            if !request.ingredients.isEmpty && matched.isEmpty { continue }
            var score = request.ingredients.isEmpty ? 0 : 3 * Double(matched.count) / Double(request.ingredients.count)
            if let cuisine = request.cuisine {
                if let own = candidate.cuisine, IngredientVocabulary.fold(own) == cuisine {
                    score += 1
                } else if DietaryRules.containsWord(" " + IngredientVocabulary.fold(candidate.name) + " ", cuisine) {
                    score += 0.5
                }
            }
            if let limit = request.cookingTime, let total = candidate.totalTime {
                score += total <= limit ? 0.5 : -min(1, Double(total - limit) / Double(max(limit, 1)))
            }
            if let wanted = request.difficulty, difficulty(of: candidate) == wanted { score += 0.3 }
            let adapted = candidate.scaled(to: request.servings ?? candidate.servings ?? 4)
            let estimated = cost(of: adapted, region: region)
            if let budget = request.budget { score += estimated <= budget ? 0.3 : -0.5 }
            score += 0.01 * Double(min(candidate.instructions.count, 10))
            matches.append(Match(recipe: candidate, score: score, matched: matched, estimatedCost: estimated))
        }
        return matches.sorted { left, right in
            if left.score != right.score { return left.score > right.score }
            return left.recipe.name < right.recipe.name
        }
    }

    /// The best match, adapted: scaled to the requested servings, with a description saying what
    /// it is and where it came from.
    public static func adapt(_ match: Match, for request: RecipeRequest) -> KitchenRecipe {
        var recipe = match.recipe.scaled(to: request.servings ?? match.recipe.servings ?? 4)
        recipe.difficulty = difficulty(of: match.recipe)
        if recipe.cuisine == nil, let cuisine = request.cuisine,
            DietaryRules.containsWord(" " + IngredientVocabulary.fold(recipe.name) + " ", cuisine)
        {
            recipe.cuisine = cuisine.prefix(1).uppercased() + cuisine.dropFirst()
        }
        var sentences: [String] = []
        if let original = match.recipe.description, !original.isEmpty { sentences.append(original) }
        if !match.matched.isEmpty {
            sentences.append("Uses \(list(match.matched.map { request.written[$0] ?? $0 })) from your ingredients.")
        }
        if let servings = recipe.servings { sentences.append("Amounts for \(servings) servings.") }
        recipe.description = sentences.joined(separator: " ")
        return recipe
    }

    static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " and " + items.last!
        }
    }
}
