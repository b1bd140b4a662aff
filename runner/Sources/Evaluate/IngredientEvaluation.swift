import ArgumentParser
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

        var labelsWithSentence: [String: String] { labels.merging(["_sentence": sentence]) { $1 } }
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
    /// The CRF: the shipped one unless `--tagger` names another.
    var tagger = IngredientTagger.shared

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

    /// Who parses: the rules, the CRF tagger alone, or both (the product's choice).
    enum Parser: String, CaseIterable, ExpressibleByArgument {
        case rules, crf, both

        func parse(_ sentence: String, tagger: IngredientTagger?) -> ParsedIngredient? {
            switch self {
            case .rules: IngredientParser.parse(sentence, tagger: nil)
            case .crf: tagger?.parse(sentence)
            case .both: IngredientParser.parse(sentence, tagger: tagger)
            }
        }
    }

    /// Rules, CRF and both side by side, then the chosen parser's full report.
    func compare() -> [String] {
        var report = ["Ingredient lines (\(lines.count)): rules vs CRF vs both"]
        for parser in Parser.allCases {
            var single = Tally()
            var multi = Tally()
            var nyt = Tally()
            for line in lines {
                let scores = Self.score(
                    parser.parse(line.sentence, tagger: tagger), labels: line.labelsWithSentence, multiAmount: line.multiAmount)
                if line.id.hasPrefix("ipl-nyt-") {
                    nyt.add((scores.0, true, scores.2, true))
                } else if line.multiAmount {
                    multi.add(scores)
                } else {
                    single.add(scores)
                }
            }
            report.append(single.row("\(parser.rawValue): single"))
            report.append(multi.row("\(parser.rawValue): multi"))
            report.append(nyt.row("\(parser.rawValue): NYT (q+item)"))
        }
        return report
    }

    func run(verbose: Bool, parser: Parser = .both) -> [String] {
        var overall = Tally()
        var single = Tally()
        var multi = Tally()
        var bySource: [String: Tally] = [:]
        var failures: [String] = []
        var losing: [String] = []
        var (known, weighed) = (0, 0)
        var unknownFoods: [String] = []
        for line in lines {
            let parsed = parser.parse(line.sentence, tagger: tagger)
            if let parsed {
                let audit = NutritionEstimator.audit(item: parsed.item, quantity: parsed.quantity, unit: parsed.unit, notes: parsed.notes)
                if audit.known {
                    known += 1
                } else {
                    unknownFoods.append("  FOOD NOT IN THE NUTRITION TABLE: \(parsed.item)  [\(line.id)]")
                }
                if audit.weighed { weighed += 1 }
            }
            let lost = LostWords.lost(line.sentence, parsed)
            if !lost.isEmpty { losing.append("  loses \(lost.joined(separator: " ")): \(line.sentence)  [\(line.id)]") }
            let scores = Self.score(parsed, labels: line.labelsWithSentence, multiAmount: line.multiAmount)
            overall.add(scores)
            if line.multiAmount { multi.add(scores) } else { single.add(scores) }
            let source = String(line.id.split(separator: "-").dropFirst().first ?? "other")
            bySource[source, default: Tally()].add(scores)
            if verbose && !(scores.0 && scores.1 && scores.2 && scores.3) {
                failures.append(
                    "  \(line.sentence)  [\(line.id)]\n    got q=\(parsed?.quantity ?? "-") u=\(parsed?.unit ?? "-") item=\(parsed?.item ?? "-") notes=\(parsed?.notes ?? "-")\n    want q=\(line.labels["quantity"] ?? "") u=\(line.labels["unit"] ?? "") item=\(line.labels["name"] ?? "") notes=\(Self.expectedNotes(line.labels))  \(scores)\(line.multiAmount ? " multi" : "")"
                )
            }
        }
        var report = [
            "Ingredient lines (\(lines.count))", overall.row("all lines"), single.row("single-amount lines"),
            multi.row("multi-amount lines"),
        ]
        for (source, tally) in bySource.sorted(by: { $0.key < $1.key }) { report.append(tally.row("  \(source)")) }
        report.append("lines that lose a word of the source (restated measures aside; must be near 0)  \(losing.count)/\(lines.count)")
        // How far the nutrition estimate reaches: a recipe gets one only when most of its lines weigh.
        report.append(
            String(
                format: "lines whose food the nutrition table knows  %.3f (%d/%d); lines it can weigh  %.3f (%d/%d)",
                Double(known) / Double(max(lines.count, 1)), known, lines.count, Double(weighed) / Double(max(lines.count, 1)), weighed,
                lines.count))
        return report + failures + (verbose ? losing + unknownFoods : [])
    }

    static func expectedNotes(_ labels: [String: String]) -> String {
        ["size", "preparation", "comment", "purpose"].compactMap { labels[$0] }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    static func score(_ parsed: ParsedIngredient?, labels: [String: String], multiAmount: Bool) -> (Bool, Bool, Bool, Bool) {
        let expectedQuantity = firstAmount(labels["quantity"] ?? "", multi: multiAmount, sentence: labels["_sentence"] ?? "")
        var expectedUnitWords = (labels["unit"] ?? "").split(separator: " ").map(String.init)
        var movedSize: [String] = []
        while let first = expectedUnitWords.first,
            Self.sizeWordsInUnits.contains(first.lowercased()) || first.hasSuffix("-size") || first.hasSuffix("-sized")
        {
            movedSize.append(first)
            expectedUnitWords.removeFirst()
        }
        // Lines with several amounts list every unit in one field ("4 duck breasts, about 175g/6oz
        // each": quantity "4 175 6", unit "g oz"): the first unit is the first amount's only when
        // it comes before the second amount in the sentence.
        if multiAmount, let sentence = labels["_sentence"], !firstUnitBelongsToFirstAmount(sentence, unit: expectedUnitWords.first) {
            // "1 (14.5 ounce) can", "1 15-ounce can": the size's unit is listed first; the first
            // amount's own unit is the label's unit word right after the size.
            expectedUnitWords = unitAfterSize(sentence, labelUnits: expectedUnitWords).map { [$0] } ?? []
        }
        // "fl oz": a unit of two words is one unit.
        let expectedUnit =
            expectedUnitWords.count > 1 && IngredientVocabulary.canonicalUnit(expectedUnitWords.prefix(2).joined(separator: " ")) != nil
            ? canonicalUnit(expectedUnitWords.prefix(2).joined(separator: " ")) : expectedUnitWords.first.map(canonicalUnit)
        let quantityOK = quantityValue(parsed?.quantity) == quantityValue(expectedQuantity)
        let unitOK = parsed?.unit.map(canonicalUnit) == expectedUnit
        let itemOK = words(parsed?.item ?? "") == words(labels["name"] ?? "")
        var ourNotes = words(parsed?.notes ?? "")
        var expectedNoteWords = words(expectedNotes(labels) + " " + movedSize.joined(separator: " "))
        if multiAmount {
            let amounts = amountWords(labels)
            ourNotes = removing(amounts, from: ourNotes)
            expectedNoteWords = removing(amounts, from: expectedNoteWords)
        }
        let notesOK = ourNotes.sorted() == expectedNoteWords.sorted()
        return (quantityOK, unitOK, itemOK, notesOK)
    }

    /// Lines with several amounts: the labels put every amount in the quantity and unit fields,
    /// and a parser with one amount field keeps the others in its notes rather than lose them
    /// ("¼ cup plus 2 tablespoons": notes "plus 2 tbsp", the label's notes "plus"). The numbers
    /// and unit words of the label's amounts are taken out of both sides before notes are
    /// compared, so a kept amount costs nothing, and neither does a dropped restatement
    /// ("100g/3½oz"); everything else in the notes still has to match.
    static func amountWords(_ labels: [String: String]) -> [String] {
        words(labels["quantity"] ?? "") + words(labels["unit"] ?? "").map(canonicalUnit)
    }

    static func removing(_ amounts: [String], from noteWords: [String]) -> [String] {
        var left = amounts
        return noteWords.filter { word in
            guard let index = left.firstIndex(where: { $0 == word || $0 == canonicalUnit(word) }) else { return true }
            left.remove(at: index)
            return false
        }
    }

    /// Words the labels put in the unit field that say the measure's size, not the measure:
    /// "large clove", "lg clove", "scant cup", "thumb-sized piece". The parser gives them as notes.
    static let sizeWordsInUnits: Set<String> = [
        "small", "large", "medium", "thin", "thick", "big", "heaped", "level", "lg", "md", "sm", "med", "scant", "generous", "heaping",
        "rounded", "miniature",
    ]

    static func firstUnitBelongsToFirstAmount(_ sentence: String, unit: String?) -> Bool {
        guard let unit else { return true }
        let tokens = IngredientTagger.tokens(sentence).map { $0.text.lowercased() }
        func isNumber(_ token: String) -> Bool { token.first.map { $0.isNumber || "½⅓⅔¼¾⅛⅜⅝⅞".contains($0) } ?? false }
        guard let first = tokens.firstIndex(where: isNumber) else { return true }
        var position = first + 1
        // "1 1/2", "2 - 3", "2 to 3" continue the first amount; "1 15-ounce" does not.
        func continues(_ index: Int) -> Bool {
            let token = tokens[index]
            if ["-", "to"].contains(token) { return index + 1 < tokens.count && isNumber(tokens[index + 1]) }
            return isNumber(token)
                && (token.contains("/") || token.contains(where: { "½⅓⅔¼¾⅛⅜⅝⅞".contains($0) }) || ["-", "to"].contains(tokens[index - 1]))
        }
        while position < tokens.count, continues(position) { position += 1 }
        let unitWord = singular(unit.lowercased())
        let unitIndex = tokens[position...].firstIndex { singular($0) == unitWord || $0 == unit.lowercased() }
        let nextNumber = tokens[position...].firstIndex(where: isNumber)
        guard let unitIndex else { return true }
        return nextNumber.map { unitIndex < $0 } ?? true
    }

    /// The label's unit word that follows a size written after the first amount: "(14.5 ounce)"
    /// or "15-ounce" then "can".
    static func unitAfterSize(_ sentence: String, labelUnits: [String]) -> String? {
        let tokens = IngredientTagger.tokens(sentence).map { $0.text.lowercased() }
        func isNumber(_ token: String) -> Bool { token.first.map { $0.isNumber || "½⅓⅔¼¾⅛⅜⅝⅞".contains($0) } ?? false }
        guard let first = tokens.firstIndex(where: isNumber), first + 1 < tokens.count else { return nil }
        var after: Int?
        if tokens[first + 1] == "(" || tokens[first + 1] == "[" {
            after = tokens[(first + 1)...].firstIndex { $0 == ")" || $0 == "]" }.map { $0 + 1 }
        } else if first + 3 < tokens.count, isNumber(tokens[first + 1]), tokens[first + 2] == "-" {
            after = first + 4
        }
        guard let after, after < tokens.count else { return nil }
        let word = tokens[after].trimmingCharacters(in: CharacterSet(charactersIn: "."))
        let wanted = labelUnits.dropFirst().map { canonicalUnit($0) }
        return wanted.contains(canonicalUnit(word)) ? word : nil
    }

    static func firstAmount(_ text: String, multi: Bool, sentence: String = "") -> String? {
        let parts = text.split(separator: " ").map(String.init)
        guard let first = parts.first else { return nil }
        if !multi { return text }
        // "1 1/2" or "1½" is one mixed number; "420ml/¾ pint" lists 420 and 3/4, two amounts the
        // dataset writes the same way ("420 3/4"): mixed only when the sentence writes them together.
        if parts.count > 1, parts[1].contains("/"), !first.contains("/") {
            let written = " " + words(sentence, numbersByValue: false).joined(separator: " ") + " "
            if written.contains(" \(first) \(parts[1]) ") { return first + " " + parts[1] }
        }
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
                } else if let word = numberWords[part.lowercased()] {
                    total += word
                } else {
                    // "4x" in "4 x 225g/8oz steaks": the count, written with its multiplication sign.
                    let digits = part.hasSuffix("x") ? part.dropLast() : part[...]
                    guard let number = Double(digits.replacingOccurrences(of: ",", with: ".")) else { return nil }
                    total += number
                }
            }
            return total
        }
        let bounds = text.split(separator: "-").map { value($0) }
        // Two decimals: the labels write ⅓ as "0.333" and 5⅓ as "5.333".
        if bounds.allSatisfy({ $0 != nil }) { return bounds.map { String(format: "%.2f", $0!) }.joined(separator: "-") }
        return text.lowercased()
    }

    /// "One 3½-pound chicken": the labels keep the word; it is the number one.
    static let numberWords: [String: Double] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11,
        "twelve": 12, "a": 1, "an": 1, "half": 0.5,
    ]

    static func canonicalUnit(_ unit: String) -> String {
        let folded = unit.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ". "))
        return IngredientVocabulary.canonicalUnit(folded) ?? singular(folded)
    }

    /// Words for comparison. Numbers are compared as the dataset writes them: "½" as "1/2", and
    /// apart from the word they measure ("½-inch" and "2cm" as "1/2 inch" and "2 cm").
    static func words(_ text: String, numbersByValue: Bool = true) -> [String] {
        var cleaned = ""
        var previous: Character = " "
        for character in text.lowercased() {
            if let fraction = vulgarFractions[character] {
                cleaned += (previous.isNumber ? " " : "") + fraction
                previous = "1"
                continue
            }
            var kept: Character =
                character.isLetter || character.isNumber || character == "%" || character == "-" || character == "/" ? character : " "
            if kept == "-" && previous.isNumber { kept = " " }
            // "1/2" keeps its slash; "2cm/1in" and "and/or" are two things.
            if kept == "/" && !previous.isNumber { kept = " " }
            if character == "." && previous.isNumber { kept = "." }
            if kept.isLetter && previous.isNumber || kept.isNumber && previous.isLetter { cleaned += " " }
            cleaned.append(kept)
            previous = kept
        }
        // Numbers by value: some sources label "1/4-inch" as "0.25 inch", and "1 1/2" as "1.5".
        var result: [String] = []
        var previousWhole: Double?
        for piece in cleaned.split(separator: " ").map(String.init) {
            let value = numbersByValue ? numberValue(piece) : nil
            if let value, value < 1, piece.contains("/"), let whole = previousWhole {
                result[result.count - 1] = String(format: "%.2f", whole + value)
                previousWhole = nil
                continue
            }
            previousWhole = value.flatMap { $0 == $0.rounded() && !piece.contains("/") ? $0 : nil }
            result.append(value.map { String(format: "%.2f", $0) } ?? singular(piece))
        }
        // "3 or 4 slices", "12 to 14 figs": the labels write a range as "3-4".
        let isNumber = { (word: String) in word.first?.isNumber == true }
        let ranged = result.indices.filter { index in
            !(["or", "to"].contains(result[index]) && index > 0 && index + 1 < result.count && isNumber(result[index - 1])
                && isNumber(result[index + 1]))
        }.map { result[$0] }
        return ranged.filter { !["a", "an", "the", "of", "-"].contains($0) }
    }

    static func numberValue(_ word: String) -> Double? {
        let parts = word.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 {
            return numerator / denominator
        }
        return word.first?.isNumber == true ? Double(word) : nil
    }

    static let vulgarFractions: [Character: String] = [
        "½": "1/2", "⅓": "1/3", "⅔": "2/3", "¼": "1/4", "¾": "3/4", "⅛": "1/8", "⅜": "3/8", "⅝": "5/8", "⅞": "7/8",
    ]

    /// Plurals their ending does not give.
    static let irregularPlurals: [String: String] = ["leaves": "leaf", "halves": "half", "loaves": "loaf", "knives": "knife"]

    /// The singular of a plural English noun, by its ending: "tomatoes" → "tomato", "berries" →
    /// "berry", "pies" → "pie", "radishes" → "radish", "cloves" → "clove" (not "clof": only the
    /// irregular plurals take "f"); "glass", "asparagus" and short words as they are.
    static func singular(_ word: String) -> String {
        if let form = irregularPlurals[word] { return form }
        if word.hasSuffix("ies") && word.count > 4 { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("oes") || word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("xes") {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("s") && !word.hasSuffix("ss") && !word.hasSuffix("us") && word.count > 3 { return String(word.dropLast()) }
        return word
    }
}
