import Extraction
import Foundation
import Recipes

/// How the amounts read from an Indian-language transcript compare with the channel's own list
/// (`source_ingredients_detected`, written with an LLM's help): for each ingredient given an
/// amount, the listed lines that name it, read by the ingredient parser. An amount agrees when its
/// quantity is a listed one's (or inside a listed range) and its unit is the listed unit; a spoken
/// "spoon" agrees with a teaspoon or a tablespoon, as the channels' "చెంచా" means either.
/// Only records whose description lists nothing, where the amounts can come from speech alone.
struct SpokenAmountEvaluation {
    /// Ingredients given an amount; of them, named on the list with an amount; of those, agreeing
    /// in quantity, and in quantity and unit.
    var given = 0
    var listedWithAmount = 0
    var quantityAgrees = 0
    var amountAgrees = 0
    /// Ingredients found on the list with an amount there; of them, given an amount.
    var listedAmounts = 0
    var listedAmountsGiven = 0
    var details: [String] = []

    mutating func add(id: String, ingredients: [RecipeDocument.Ingredient], listed: [String], verbose: Bool) {
        let lines = listed.map { (words: IngredientNames.listedWords($0), parsed: IngredientParser.parse($0), text: $0) }
        for ingredient in ingredients {
            let name = IngredientNames.words(ingredient.item)
            guard !name.isEmpty else { continue }
            let amounts = lines.filter { name.isSubset(of: $0.words) }.compactMap { line in
                line.parsed.flatMap { $0.quantity == nil ? nil : (parsed: $0, text: line.text) }
            }
            if !amounts.isEmpty {
                listedAmounts += 1
                if ingredient.quantity != nil { listedAmountsGiven += 1 }
            }
            guard let quantity = ingredient.quantity else { continue }
            given += 1
            guard !amounts.isEmpty else {
                if verbose { details.append("  SPOKEN AMOUNT, NOT LISTED \(id): \(quantity) \(ingredient.unit ?? "") \(ingredient.item)") }
                continue
            }
            listedWithAmount += 1
            let sameQuantity = amounts.filter {
                Self.quantityAgrees(quantity, $0.parsed.quantity)
                    || Self.sameMetricAmount((quantity, ingredient.unit), ($0.parsed.quantity, $0.parsed.unit))
            }
            if !sameQuantity.isEmpty { quantityAgrees += 1 }
            if sameQuantity.contains(where: {
                Self.unitAgrees(ingredient.unit, $0.parsed.unit)
                    || Self.sameMetricAmount((quantity, ingredient.unit), ($0.parsed.quantity, $0.parsed.unit))
            }) {
                amountAgrees += 1
            } else if verbose {
                let said = [quantity, ingredient.unit].compactMap { $0 }.joined(separator: " ")
                details.append("  SPOKEN AMOUNT \(id): \(said) \(ingredient.item) — listed \(amounts.map(\.text).joined(separator: "; "))")
            }
        }
    }

    static func quantityAgrees(_ spoken: String, _ listed: String?) -> Bool {
        guard let said = IngredientEvaluation.quantityValue(spoken), let written = IngredientEvaluation.quantityValue(listed) else {
            return false
        }
        if said == written { return true }
        // "2" said, "2-3" listed, or the other way round: one amount inside the other's range.
        func inside(_ value: String, _ range: String) -> Bool {
            let bounds = range.split(separator: "-").compactMap { Double($0) }
            guard bounds.count == 2, let value = Double(value) else { return false }
            return bounds[0] <= value && value <= bounds[1]
        }
        return inside(said, written) || inside(written, said)
    }

    /// "½ l" said, "500ml" listed: one amount in two metric units.
    static func sameMetricAmount(_ said: (String?, String?), _ written: (String?, String?)) -> Bool {
        let factors: [String: (base: String, factor: Double)] = ["g": ("g", 1), "kg": ("g", 1000), "ml": ("ml", 1), "l": ("ml", 1000)]
        func base(_ amount: (quantity: String?, unit: String?)) -> (String, Double)? {
            guard let unit = amount.unit.map(IngredientEvaluation.canonicalUnit), let metric = factors[unit],
                let value = IngredientEvaluation.quantityValue(amount.quantity).flatMap(Double.init)
            else { return nil }
            return (metric.base, value * metric.factor)
        }
        guard let a = base(said), let b = base(written) else { return false }
        return a.0 == b.0 && abs(a.1 - b.1) < 0.5
    }

    static func unitAgrees(_ spoken: String?, _ listed: String?) -> Bool {
        let said = spoken.map(IngredientEvaluation.canonicalUnit)
        let written = listed.map(IngredientEvaluation.canonicalUnit)
        if said == written { return true }
        guard let said, let written else { return false }
        return said == IngredientEvaluation.canonicalUnit("spoon")
            && ["tsp", "tbsp"].map(IngredientEvaluation.canonicalUnit).contains(written)
    }

    var heardLine: String {
        "  amounts heard in Indian transcripts: \(given); quantity as listed \(Self.ratio(quantityAgrees, listedWithAmount)), quantity and unit \(Self.ratio(amountAgrees, listedWithAmount))"
    }

    var coverageLine: String {
        "  listed amounts of the ingredients found that were heard  \(Self.ratio(listedAmountsGiven, listedAmounts))"
    }

    static func ratio(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "-" : String(format: "%.3f (%d/%d)", Double(part) / Double(whole), part, whole)
    }
}
