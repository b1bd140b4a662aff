import Extraction
import Foundation
import FunctionRuntime

/// Scores `IngredientParser` on `ingredient_lines.dev.jsonl`. Mapping (the dataset's README):
/// item ← name; quantity ← first amount; unit ← first unit; notes ← size + preparation +
/// comment + purpose. Comparison after normalising: case, accents, punctuation, plural/singular,
/// articles; quantities by numeric value; units through the unit alias table (size words such as
/// "small" in "small tin" count as notes); notes as a bag of words, since the dataset joins four
/// label fields in no particular order.
struct IngredientEvaluation {
    struct Line: Decodable {
        let id: String
        let sentence: String
        let labels: [String: String]
        let multiAmount: Bool
    }

    struct Tally {
        var total = 0
        var quantity = 0
        var unit = 0
        var item = 0
        var notes = 0
        var all = 0

        mutating func add(_ scores: (Bool, Bool, Bool, Bool)) {
            total += 1
            if scores.0 { quantity += 1 }
            if scores.1 { unit += 1 }
            if scores.2 { item += 1 }
            if scores.3 { notes += 1 }
            if scores.0 && scores.1 && scores.2 && scores.3 { all += 1 }
        }

        func row(_ label: String) -> String {
            func share(_ count: Int) -> String { total == 0 ? "-" : String(format: "%.3f", Double(count) / Double(total)) }
            return
                "\(label.padding(toLength: 22, withPad: " ", startingAt: 0)) n=\(String(total).padding(toLength: 4, withPad: " ", startingAt: 0)) quantity \(share(quantity))  unit \(share(unit))  item \(share(item))  notes \(share(notes))  all-fields \(share(all))"
        }
    }

    var lines: [Line]

    /// The corpora's keys are snake_case.
    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()

    init(path: String) throws {
        lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map {
            try Self.decoder.decode(Line.self, from: Data($0.utf8))
        }
    }

    func run(verbose: Bool) -> [String] {
        var overall = Tally()
        var single = Tally()
        var multi = Tally()
        var bySource: [String: Tally] = [:]
        var failures: [String] = []
        for line in lines {
            let parsed = IngredientParser.parse(line.sentence)
            let scores = Self.score(parsed, labels: line.labels, multiAmount: line.multiAmount)
            overall.add(scores)
            if line.multiAmount { multi.add(scores) } else { single.add(scores) }
            let source = String(line.id.split(separator: "-").dropFirst().first ?? "other")
            bySource[source, default: Tally()].add(scores)
            if verbose && !(scores.0 && scores.1 && scores.2 && scores.3) {
                failures.append(
                    "  \(line.sentence)\n    got q=\(parsed?.quantity ?? "-") u=\(parsed?.unit ?? "-") item=\(parsed?.item ?? "-") notes=\(parsed?.notes ?? "-")\n    want q=\(line.labels["quantity"] ?? "") u=\(line.labels["unit"] ?? "") item=\(line.labels["name"] ?? "") notes=\(Self.expectedNotes(line.labels))  \(scores)"
                )
            }
        }
        var report = [
            "Ingredient lines (\(lines.count))", overall.row("all lines"), single.row("single-amount lines"),
            multi.row("multi-amount lines"),
        ]
        for (source, tally) in bySource.sorted(by: { $0.key < $1.key }) { report.append(tally.row("  \(source)")) }
        return report + failures
    }

    static func expectedNotes(_ labels: [String: String]) -> String {
        ["size", "preparation", "comment", "purpose"].compactMap { labels[$0] }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    static func score(_ parsed: ParsedIngredient?, labels: [String: String], multiAmount: Bool) -> (Bool, Bool, Bool, Bool) {
        let expectedQuantity = firstAmount(labels["quantity"] ?? "", multi: multiAmount)
        var expectedUnitWords = (labels["unit"] ?? "").split(separator: " ").map(String.init)
        var movedSize: [String] = []
        while let first = expectedUnitWords.first,
            ["small", "large", "medium", "thin", "thick", "big", "heaped", "level"].contains(first.lowercased())
        {
            movedSize.append(first)
            expectedUnitWords.removeFirst()
        }
        let expectedUnit = expectedUnitWords.first.map(canonicalUnit)
        let quantityOK = quantityValue(parsed?.quantity) == quantityValue(expectedQuantity)
        let unitOK = parsed?.unit.map(canonicalUnit) == expectedUnit
        let itemOK = words(parsed?.item ?? "") == words(labels["name"] ?? "")
        let notesOK = words(parsed?.notes ?? "").sorted() == words(expectedNotes(labels) + " " + movedSize.joined(separator: " ")).sorted()
        return (quantityOK, unitOK, itemOK, notesOK)
    }

    static func firstAmount(_ text: String, multi: Bool) -> String? {
        let parts = text.split(separator: " ").map(String.init)
        guard let first = parts.first else { return nil }
        if !multi { return text }
        if parts.count > 1, parts[1].contains("/"), !first.contains("/") { return first + " " + parts[1] }
        return first
    }

    static func quantityValue(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        func value(_ piece: Substring) -> Double? {
            var total = 0.0
            for part in piece.split(separator: " ") {
                if part.contains("/") {
                    let numbers = part.split(separator: "/").compactMap { Double($0) }
                    guard numbers.count == 2, numbers[1] != 0 else { return nil }
                    total += numbers[0] / numbers[1]
                } else {
                    guard let number = Double(part.replacingOccurrences(of: ",", with: ".")) else { return nil }
                    total += number
                }
            }
            return total
        }
        let bounds = text.split(separator: "-").map { value($0) }
        if bounds.allSatisfy({ $0 != nil }) { return bounds.map { String(format: "%.4f", $0!) }.joined(separator: "-") }
        return text.lowercased()
    }

    static func canonicalUnit(_ unit: String) -> String {
        let folded = unit.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ". "))
        return IngredientVocabulary.canonicalUnit(folded) ?? singular(folded)
    }

    static func words(_ text: String) -> [String] {
        let cleaned = text.lowercased().map { $0.isLetter || $0.isNumber || $0 == "%" || $0 == "-" || $0 == "/" ? $0 : " " }
        return String(cleaned).split(separator: " ").map { singular(String($0)) }.filter { !["a", "an", "the", "of"].contains($0) }
    }

    static func singular(_ word: String) -> String {
        if word.hasSuffix("ies") && word.count > 4 { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("ves") && word.count > 4 { return String(word.dropLast(3)) + "f" }
        if word.hasSuffix("oes") || word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("xes") {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("s") && !word.hasSuffix("ss") && word.count > 3 { return String(word.dropLast()) }
        return word
    }
}
