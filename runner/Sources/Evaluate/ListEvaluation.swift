import Extraction
import Recipes

/// How the labelled lines fare inside a description: each line is put in a list between plain
/// lines ("2 cups flour", "1 cup milk" before; "2 eggs", "1 tsp salt" after), laid out as
/// descriptions lay lists out, and the whole description is extracted. A line the section
/// parser leaves out, or that ends the list before the lines after it, is a dropped ingredient
/// in the product.
struct ListEvaluation {
    static let before = ["2 cups flour", "1 cup milk"]
    static let after = ["2 eggs", "1 tsp salt"]

    /// Layouts of a list, each given the list's entries in order.
    static let layouts: [(name: String, text: @Sendable ([String]) -> String)] = [
        (
            "under a heading",
            {
                "Easy dinner\n\nINGREDIENTS\n" + $0.map { "- " + $0 }.joined(separator: "\n")
                    + "\n\nMETHOD\n1. Mix everything together.\n2. Bake for 20 minutes.\n\nFollow me: https://instagram.com/cook"
            }
        ),
        (
            "without a heading",
            {
                "Today we make an easy dinner.\n\n" + $0.joined(separator: "\n")
                    + "\n\nMix everything together and bake for 20 minutes.\nhttps://example.com/cook"
            }
        ),
        // The method after it is numbered too, from 1 again, with no heading of its own.
        (
            "numbered",
            {
                "INGREDIENTS:\n" + $0.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
                    + "\n\n1. Mix everything together.\n2. Bake for 20 minutes."
            }
        ),
        (
            "emoji bullets",
            {
                "🥘 Ingredients 🥘\n" + $0.map { "🔸" + $0 }.joined(separator: "\n")
                    + "\n\n👩‍🍳 Method\nMix everything together and bake for 20 minutes."
            }
        ),
        // The tested lines close the first part, before a blank and the next part's heading.
        (
            "in parts",
            {
                "Ingredients\n\nFor the dough:\n" + $0.dropLast(after.count).joined(separator: "\n") + "\n\nFor the topping:\n"
                    + $0.suffix(after.count).joined(separator: "\n") + "\n\nMix everything together and bake."
            }
        ),
        (
            "blank lines between",
            { "Ingredients:\n\n" + $0.joined(separator: "\n\n") + "\n\nInstructions:\nMix everything together and bake." }
        ),
        (
            "after an intro",
            {
                "Hi guys! Today I'm making an easy dinner for the whole family.\nYou will need:\n" + $0.joined(separator: "\n")
                    + "\nThanks for watching! Subscribe for more."
            }
        ),
        // A short-form caption: the list in one sentence, entries parted by commas.
        (
            "in one caption",
            {
                "Easy dinner in 20 minutes! Ingredients: " + $0.joined(separator: ", ")
                    + ". Mix everything together and bake for 20 minutes. #dinner #easyrecipe"
            }
        ),
        (
            "in one caption, no heading",
            { "Easy dinner in 20 minutes 🔥 " + $0.joined(separator: ", ") + ". Mix everything together and bake for 20 minutes." }
        ),
        // Symbols drawn as pictures ("▪️", with the emoji variation selector), glued to the entry.
        (
            "symbol bullets, glued",
            {
                "INGREDIENTS\n" + $0.enumerated().map { ["▪️", "✔️", "▶️"][$0.offset % 3] + $0.element }.joined(separator: "\n")
                    + "\n\nINSTRUCTIONS\n1️⃣ Mix everything together.\n2️⃣ Bake for 20 minutes."
            }
        ),
        // Typed in lower case, and the method runs on from the list with no stop between.
        (
            "in one caption, lower case, no stop",
            {
                "easy dinner in 20 minutes ingredients: " + $0.map { $0.lowercased() }.joined(separator: ", ")
                    + " mix everything together and bake for 20 minutes #dinner #easyrecipe"
            }
        ),
        // Announced in the sentence ("you need …"), lower case, the method after a stop.
        (
            "in one caption, announced, lower case",
            {
                "my easy dinner 🍲 you need " + $0.map { $0.lowercased() }.joined(separator: ", ")
                    + ". mix everything together and bake for 20 minutes ✨ #dinner"
            }
        ),
        (
            "CRLF, hashtags",
            { "Easy dinner\r\n\r\nIngredients:\r\n" + $0.joined(separator: "\r\n") + "\r\n\r\n#baking #easyrecipe" }
        ),
    ]

    /// Lines tried together in one list: when the list comes out whole, each of them was kept;
    /// otherwise each is tried alone, so that a miss is the line's own.
    static let batch = 5

    static func run(lines: [IngredientEvaluation.Line], verbose: Bool) -> [String] {
        let extractor = HeuristicExtractor(translator: OfflineTranslator(apertiumPath: nil))
        var report: [String] = []
        var failures: [String] = []
        for (name, layout) in layouts {
            var kept = 0
            var neighbours = 0
            // Whether the list keeps every tested line and the plain lines around them.
            func check(_ tested: [String]) -> (whole: Bool, neighbours: Bool, items: [String]) {
                let input = ExtractionInput(
                    videoID: "list", title: "Easy dinner", description: layout(before + tested + after), transcript: nil, chapters: [])
                guard case .recipe(let document) = extractor.extractSync(input).result else { return (false, false, []) }
                let items = document.ingredients.map { $0.item.lowercased() }
                let ends = items.first == "flour" && items.last == "salt"
                return (ends && items.count == before.count + tested.count + after.count, ends, items)
            }
            for start in stride(from: 0, to: lines.count, by: batch) {
                let group = Array(lines[start..<min(start + batch, lines.count)])
                if check(group.map(\.sentence)).whole {
                    kept += group.count
                    neighbours += group.count
                    continue
                }
                for line in group {
                    let result = check([line.sentence])
                    if result.whole {
                        kept += 1
                    } else {
                        failures.append("  [\(name)] \(line.sentence)  [\(line.id)]\n    got \(result.items)")
                    }
                    if result.neighbours { neighbours += 1 }
                }
            }
            report.append(
                "  lines kept in a description list, \(name): \(kept)/\(lines.count); the list's other lines kept: \(neighbours)/\(lines.count)"
            )
        }
        report.append(itemFirst(lines: lines))
        return report + (verbose ? failures : [])
    }

    /// The amount written after the item, as many channels write their lists ("Tomatoes - 300
    /// g"): each single-amount line with a name and one number, rewritten so, must give the
    /// labels' quantity, unit and item.
    static func itemFirst(lines: [IngredientEvaluation.Line]) -> String {
        var total = 0
        var read = 0
        for line in lines where !line.multiAmount {
            guard let name = line.labels["name"], !name.isEmpty, let quantity = line.labels["quantity"], !quantity.isEmpty,
                !quantity.contains(" ") || quantity.contains("/")
            else { continue }
            let unit = line.labels["unit"] ?? ""
            let sentence = name + " - " + quantity + (unit.isEmpty ? "" : " " + unit)
            let labels = ["name": name, "quantity": quantity, "unit": unit, "_sentence": sentence]
            let scores = IngredientEvaluation.score(
                IngredientParser.parse(sentence, tagger: IngredientTagger.shared), labels: labels, multiAmount: false)
            total += 1
            if scores.0 && scores.1 && scores.2 { read += 1 }
        }
        return "  amount after the item (\"Tomatoes - 300 g\"): quantity, unit and item read \(read)/\(total)"
    }
}
