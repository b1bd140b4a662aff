import Extraction
import Foundation
import Recipes

/// How far the nutrition estimate reaches on recipe answers that state none: how many get one,
/// how many of their ingredients the food table knows, and whether the figures look like a
/// serving of food. There are no nutrition labels in the corpus, so this measures reach and
/// plausibility, not accuracy.
struct NutritionReach {
    struct Tally {
        var recipes = 0
        var estimated = 0
        var ingredients = 0
        var known = 0
    }

    var bySource: [String: Tally] = [:]
    var perServing: [Double] = []
    var details: [String] = []

    mutating func add(id: String, document: RecipeDocument, verbose: Bool) {
        let english = document.ingredients.filter { $0.originalLanguage == nil }
        guard english.count >= 3, document.nutrition.note?.hasPrefix("As stated") != true else { return }
        // Where the list came from: a description's list, or names heard in a transcript.
        let source = document.meta.source.first == "description" ? "description lists" : "transcript names"
        var tally = bySource[source] ?? Tally()
        tally.recipes += 1
        if document.flags.isEstimated { tally.estimated += 1 }
        tally.ingredients += english.count
        var unweighed: [String] = []
        for ingredient in english {
            let audit = NutritionEstimator.audit(
                item: ingredient.item, quantity: ingredient.quantity, unit: ingredient.unit, notes: ingredient.notes)
            if audit.known {
                tally.known += 1
            } else if verbose {
                details.append("  FOOD NOT IN THE NUTRITION TABLE \(id): \(ingredient.item)")
            }
            if !audit.weighed {
                unweighed.append([ingredient.quantity, ingredient.unit, ingredient.item].compactMap { $0 }.joined(separator: " "))
            }
        }
        if verbose, !document.flags.isEstimated {
            details.append("  NOT ESTIMATED \(id): \(unweighed.count) of \(english.count) unweighed: \(unweighed.joined(separator: " | "))")
        }
        bySource[source] = tally
        if document.flags.isEstimated, let calories = document.nutrition.calories {
            if document.nutrition.note?.contains("per serving") == true { perServing.append(calories) }
            if verbose {
                details.append(
                    "  ESTIMATE \(id): \(Int(calories)) kcal, protein \(document.nutrition.protein ?? "-"); \(document.nutrition.note ?? "")"
                )
            }
        }
    }

    /// The figures, one row each.
    var report: String {
        var lines: [String] = []
        for (source, tally) in bySource.sorted(by: { $0.key < $1.key }) {
            lines.append(
                String(
                    format:
                        "  nutrition estimated, recipes stating none (%@)  %.3f (%d/%d); their ingredients the table knows  %.3f (%d/%d)",
                    source, Double(tally.estimated) / Double(max(tally.recipes, 1)), tally.estimated, tally.recipes,
                    Double(tally.known) / Double(max(tally.ingredients, 1)), tally.known, tally.ingredients))
        }
        let sorted = perServing.sorted()
        if !sorted.isEmpty {
            lines.append(
                String(
                    format: "  estimates per serving: %d, median %.0f kcal, above 1,500 kcal %d", sorted.count, sorted[sorted.count / 2],
                    sorted.filter { $0 > 1500 }.count))
        }
        return lines.joined(separator: "\n")
    }
}
