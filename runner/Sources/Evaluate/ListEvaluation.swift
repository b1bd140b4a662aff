import Extraction
import Recipes

/// How the labelled lines fare inside a description: each line is put between two plain lines
/// of a list, under an ingredient heading and, apart, in a list without one, and the whole
/// description is extracted. A line the section parser leaves out, or that ends the list
/// before the line after it, is a dropped ingredient in the product.
struct ListEvaluation {
    static let templates: [(name: String, text: @Sendable (String) -> String)] = [
        (
            "under a heading",
            { line in
                "Easy dinner\n\nINGREDIENTS\n- 2 cups flour\n- 1 cup milk\n- \(line)\n- 2 eggs\n- 1 tsp salt\n\nMETHOD\n1. Mix everything together.\n2. Bake for 20 minutes.\n\nFollow me: https://instagram.com/cook"
            }
        ),
        (
            "without a heading",
            { line in
                "Today we make an easy dinner.\n\n2 cups flour\n1 cup milk\n\(line)\n2 eggs\n1 tsp salt\n\nMix everything together and bake for 20 minutes.\nhttps://example.com/cook"
            }
        ),
    ]

    static func run(lines: [IngredientEvaluation.Line], verbose: Bool) -> [String] {
        let extractor = HeuristicExtractor(translator: OfflineTranslator(apertiumPath: nil))
        var report: [String] = []
        var failures: [String] = []
        for (name, template) in templates {
            var kept = 0
            var neighbours = 0
            for line in lines {
                let input = ExtractionInput(
                    videoID: "list", title: "Easy dinner", description: template(line.sentence), transcript: nil, chapters: [])
                guard case .recipe(let document) = extractor.extractSync(input).result else {
                    failures.append("  [\(name)] not a recipe: \(line.sentence)")
                    continue
                }
                let items = document.ingredients.map { $0.item.lowercased() }
                let hasFlour = items.first == "flour"
                let hasSalt = items.last == "salt"
                if hasFlour && hasSalt { neighbours += 1 }
                if items.count == 5 && hasFlour && hasSalt {
                    kept += 1
                } else {
                    failures.append("  [\(name)] \(line.sentence)  [\(line.id)]\n    got \(items)")
                }
            }
            report.append(
                "  lines kept in a description list, \(name): \(kept)/\(lines.count); the list's other lines kept: \(neighbours)/\(lines.count)"
            )
        }
        return report + (verbose ? failures : [])
    }
}
