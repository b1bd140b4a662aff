import Foundation
import FunctionRuntime

/// A line of a grocery list: `{"name","quantity","unit","category"}`.
public struct GroceryItem: Sendable, Equatable {
    public var name: String
    public var quantity: String
    public var unit: String
    public var category: String
    /// How many recipe lines it gathers (a shared purchase when more than one recipe needs it).
    public var uses: Int

    public init(name: String, quantity: String, unit: String, category: String, uses: Int = 1) {
        self.name = name
        self.quantity = quantity
        self.unit = unit
        self.category = category
        self.uses = uses
    }

    public var json: JSONValue {
        ["name": .string(name), "quantity": .string(quantity), "unit": .string(unit), "category": .string(category)]
    }

    /// A stored line (how many recipes shared it is not stored).
    public init(stored json: JSONValue) {
        self.init(
            name: json["name"]?.stringValue ?? "", quantity: json["quantity"]?.stringValue ?? "", unit: json["unit"]?.stringValue ?? "",
            category: json["category"]?.stringValue ?? "")
    }
}

/// Merges the ingredient lines of several recipes into one shopping list: the same ingredient
/// (any case, singular or plural, synonyms) becomes one line, compatible units are converted
/// before adding (g/kg/oz/lb; ml/l/tsp/tbsp/cup/fl oz/pint/quart/gallon), counts add when the
/// unit is the same, and anything else stays a separate line rather than a wrong sum.
public enum GroceryMerger {
    struct Key: Hashable {
        let name: String
        let kind: Measures.Kind?
    }

    struct Sum {
        var base = 0.0
        var imperialOnly = true
        var uses = 0
        var recipes: Set<Int> = []
        var order: Int
    }

    /// `lines` are (recipe index, line) pairs so shared purchases can be counted per recipe.
    public static func merge(_ lines: [(recipe: Int, line: IngredientLine)]) -> [GroceryItem] {
        var sums: [Key: Sum] = [:]
        for (position, entry) in lines.enumerated() {
            let name = IngredientNames.canonical(entry.line.name)
            guard !name.isEmpty else { continue }
            let unit = Measures.unit(entry.line.unit)
            let amount = Measures.quantity(entry.line.quantity)
            // No amount ("salt to taste"): one line per ingredient, nothing to add up.
            let key = Key(name: name, kind: amount == nil ? nil : Measures.kind(of: unit))
            var sum = sums[key] ?? Sum(order: position)
            if let amount {
                sum.base += Measures.base(amount, unit: unit)
                if let unit, Measures.grams[unit] != nil || Measures.millilitres[unit] != nil, !Measures.imperial.contains(unit) {
                    sum.imperialOnly = false
                }
            }
            sum.uses += 1
            sum.recipes.insert(entry.recipe)
            sums[key] = sum
        }
        // "Salt to taste" next to "1 tsp salt": the measured line already buys it.
        let measured = Set(sums.keys.filter { $0.kind != nil }.map(\.name))
        for key in sums.keys where key.kind == nil && measured.contains(key.name) {
            let unmeasured = sums.removeValue(forKey: key)!
            if let other = sums.keys.filter({ $0.name == key.name && $0.kind != nil }).min(by: { sums[$0]!.order < sums[$1]!.order }) {
                sums[other]!.recipes.formUnion(unmeasured.recipes)
            }
        }
        let items = sums.map { key, sum -> (GroceryItem, Int) in
            let category = GroceryCategories.category(of: key.name)
            guard let kind = key.kind else {
                return (GroceryItem(name: key.name, quantity: "", unit: "", category: category, uses: sum.recipes.count), sum.order)
            }
            let shown = Measures.present(sum.base, kind: kind, imperialOnly: sum.imperialOnly, spoons: category == "Spices")
            return (
                GroceryItem(name: key.name, quantity: shown.quantity, unit: shown.unit, category: category, uses: sum.recipes.count),
                sum.order
            )
        }
        return items.sorted { left, right in
            let leftRank = GroceryCategories.order.firstIndex(of: left.0.category) ?? 99
            let rightRank = GroceryCategories.order.firstIndex(of: right.0.category) ?? 99
            if leftRank != rightRank { return leftRank < rightRank }
            if left.0.name != right.0.name { return left.0.name < right.0.name }
            return left.1 < right.1
        }.map(\.0)
    }

    /// Estimated cost of a merged list (see PriceTable).
    public static func cost(of items: [GroceryItem], region: PriceTable.Region) -> Double {
        items.reduce(0) { total, item in
            total
                + PriceTable.cost(
                    name: item.name, quantity: Measures.quantity(item.quantity), unit: Measures.unit(item.unit), region: region)
        }
    }
}
