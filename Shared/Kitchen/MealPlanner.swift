import Extraction
import Foundation

/// Picks a recipe for each day and meal from the pool: breakfast-like recipes for breakfast
/// (when the pool has any), others for lunch and dinner, never repeating a recipe within the
/// plan while unused ones remain; with a budget, cheaper recipes first.
public enum MealPlanner {
    public enum MealType: String, Sendable, CaseIterable {
        case breakfast = "BREAKFAST"
        case lunch = "LUNCH"
        case dinner = "DINNER"
        case snack = "SNACK"
    }

    public struct Slot: Sendable {
        public let day: Int
        public let mealType: MealType
        public let recipe: KitchenRecipe
        public let cost: Double
    }

    static let breakfastWords = [
        "breakfast", "pancake", "waffle", "oatmeal", "porridge", "granola", "smoothie", "omelet", "omelette", "scrambled",
        "frittata", "french toast", "crepe", "shakshuka", "muesli", "overnight oat", "egg muffin", "hash brown",
    ]
    static let snackWords = [
        "cookie", "cake", "brownie", "macaron", "cupcake", "dessert", "truffle", "fudge", "candy", "ice cream", "mousse",
        "tart", "pie", "pudding", "cheesecake", "donut", "doughnut", "meringue", "biscuit",
    ]

    public static func mealType(of recipe: KitchenRecipe) -> MealType {
        let name = " " + IngredientVocabulary.fold(recipe.name) + " "
        if breakfastWords.contains(where: { DietaryRules.containsWord(name, $0) }) { return .breakfast }
        if snackWords.contains(where: { DietaryRules.containsWord(name, $0) }) { return .snack }
        return .dinner
    }

    /// `seed` varies the order between plans (a plan id, a date) while staying deterministic.
    public static func plan(
        days: Int, pool: [KitchenRecipe], restrictions: Set<DietaryRules.Restriction>, budget: Double?, region: PriceTable.Region,
        seed: String
    ) -> [Slot] {
        let allowed = pool.filter {
            DietaryRules.satisfies(title: $0.name, ingredients: $0.ingredients.map(\.name), restrictions: restrictions)
        }
        let costs = Dictionary(
            allowed.map { ($0.sourceRef ?? $0.name, RecipeMatcher.cost(of: $0, region: region)) }, uniquingKeysWith: { first, _ in first })
        func key(_ recipe: KitchenRecipe) -> String { recipe.sourceRef ?? recipe.name }
        let breakfasts = allowed.filter { mealType(of: $0) == .breakfast }
        let mains = allowed.filter { mealType(of: $0) == .dinner }
        var uses: [String: Int] = [:]
        var slots: [Slot] = []
        for day in 0..<days {
            var meals: [(MealType, [KitchenRecipe])] = []
            if !breakfasts.isEmpty { meals.append((.breakfast, breakfasts)) }
            meals.append((.lunch, mains))
            meals.append((.dinner, mains))
            for (type, candidates) in meals where !candidates.isEmpty {
                let chosen = candidates.min { left, right in
                    let leftUses = uses[key(left), default: 0]
                    let rightUses = uses[key(right), default: 0]
                    if leftUses != rightUses { return leftUses < rightUses }
                    if budget != nil, costs[key(left)] != costs[key(right)] { return costs[key(left)] ?? 0 < costs[key(right)] ?? 0 }
                    // Names, not ids: the same recipes give the same plan in every copy of the database.
                    let leftHash = stableHash(seed + left.name + String(day))
                    let rightHash = stableHash(seed + right.name + String(day))
                    if leftHash != rightHash { return leftHash < rightHash }
                    return key(left) < key(right)
                }!
                uses[key(chosen), default: 0] += 1
                slots.append(Slot(day: day, mealType: type, recipe: chosen, cost: costs[key(chosen)] ?? 0))
            }
        }
        return slots
    }

    /// FNV-1a: a hash that is the same in every process (Swift's Hasher is seeded per process).
    static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
