import Extraction
import Foundation
import FunctionRuntime

/// Quantities and units for shopping: parses what recipes write ("1 1/2", "½", "2-3", "1,5"),
/// converts compatible units to one base (grams, millilitres) and presents sums in the unit a
/// cook would use.
public enum Measures {
    public enum Kind: Hashable, Sendable {
        case mass, volume
        /// Counted things: eggs (no unit), cloves, cans, … — only the same unit adds up.
        case count(String)
    }

    static let grams: [String: Double] = ["mg": 0.001, "g": 1, "kg": 1000, "oz": 28.349_523, "lb": 453.592_37]
    static let millilitres: [String: Double] = [
        "ml": 1, "cl": 10, "dl": 100, "l": 1000, "tsp": 4.928_922, "tbsp": 14.786_765, "cup": 236.588_236, "fl oz": 29.573_53,
        "pint": 473.176_473, "quart": 946.352_946, "gallon": 3785.411_784,
        // The Brazilian "colher de café", half a teaspoon as it is usually given: it adds up
        // with other volumes, and shows in spoons as a teaspoon does.
        "coffee spoon": 4.928_922 / 2,
    ]
    static let imperial: Set<String> = ["oz", "lb", "tsp", "tbsp", "cup", "fl oz", "pint", "quart", "gallon", "coffee spoon"]

    /// The canonical unit for a spelling ("Tablespoons" → "tbsp", "lbs" → "lb"), nil for none.
    public static func unit(_ spelling: String?) -> String? {
        guard let spelling, !spelling.trimmingSpaces.isEmpty else { return nil }
        let folded = IngredientVocabulary.fold(spelling).trimmingSpaces.trimmingCharacters(in: CharacterSet(charactersIn: "."))
        if ["gallon", "gallons", "gal"].contains(folded) { return "gallon" }
        if let known = IngredientVocabulary.canonicalUnit(folded) { return known }
        return IngredientNames.singular(folded)
    }

    public static func kind(of unit: String?) -> Kind {
        guard let unit else { return .count("") }
        if grams[unit] != nil { return .mass }
        if millilitres[unit] != nil { return .volume }
        return .count(unit)
    }

    /// Base amount: grams for mass, millilitres for volume, the count itself otherwise.
    public static func base(_ value: Double, unit: String?) -> Double {
        guard let unit else { return value }
        return value * (grams[unit] ?? millilitres[unit] ?? 1)
    }

    static let vulgarFractions: [Character: Double] = [
        "½": 0.5, "⅓": 1.0 / 3, "⅔": 2.0 / 3, "¼": 0.25, "¾": 0.75, "⅕": 0.2, "⅛": 0.125, "⅜": 0.375, "⅝": 0.625, "⅞": 0.875,
    ]

    /// "1", "1.5", "1,5", "1/2", "1 1/2", "1½", "2-3" (the upper end: enough to buy), nil when no number.
    public static func quantity(_ text: String?) -> Double? {
        guard var text = text?.trimmingSpaces, !text.isEmpty else { return nil }
        for separator in ["-", "–", " to "] {
            if let range = text.range(of: separator), range.lowerBound != text.startIndex {
                text = String(text[range.upperBound...]).trimmingSpaces
            }
        }
        var total = 0.0
        var found = false
        for part in text.replacingOccurrences(of: ",", with: ".").split(separator: " ") {
            var piece = Substring(part)
            if let last = piece.last, let fraction = vulgarFractions[last] {
                total += fraction
                found = true
                piece = piece.dropLast()
                if piece.isEmpty { continue }
            }
            if let slash = piece.firstIndex(of: "/") {
                guard let numerator = Double(piece[..<slash]), let denominator = Double(piece[piece.index(after: slash)...]),
                    denominator > 0
                else { return found ? total : nil }
                total += numerator / denominator
                found = true
            } else if let number = Double(piece), number.isFinite, number >= 0 {
                total += number
                found = true
            } else {
                break
            }
        }
        return found ? total : nil
    }

    /// A sum in base units shown in a kitchen unit: metric when any part was metric, US units
    /// when all were.
    /// Spices are measured in spoons, never cups ("4 tbsp salt", not "0.25 cup").
    public static func present(_ base: Double, kind: Kind, imperialOnly: Bool, spoons: Bool = false) -> (quantity: String, unit: String) {
        switch kind {
        case .mass:
            if imperialOnly {
                let ounces = base / grams["oz"]!
                return ounces >= 16 ? (format(ounces / 16), plural("lb", ounces / 16)) : (format(ounces), "oz")
            }
            return base >= 1000 ? (format(base / 1000), "kg") : (format(base, decimals: base >= 10 ? 0 : 1), "g")
        case .volume:
            if imperialOnly {
                let cups = base / millilitres["cup"]!
                if cups >= 0.25 && !spoons { return (format(cups), plural("cup", cups)) }
                let tablespoons = base / millilitres["tbsp"]!
                if tablespoons >= 1 { return (format(tablespoons), "tbsp") }
                return (format(base / millilitres["tsp"]!), "tsp")
            }
            return base >= 1000 ? (format(base / 1000), "l") : (format(base, decimals: base >= 10 ? 0 : 1), "ml")
        case .count(let unit):
            return (format(base), unit.isEmpty ? "" : plural(unit, base))
        }
    }

    /// A unit as written, made to agree with a new amount: "cup" for 2 → "cups", "cloves" for 1
    /// → "clove". Abbreviations ("tbsp", "g", "lb") and words we do not know stay as written.
    public static func agree(_ written: String, with value: Double) -> String {
        let folded = IngredientVocabulary.fold(written).trimmingSpaces
        guard let canonical = unit(written), !folded.isEmpty, folded.allSatisfy({ $0.isLetter }) else { return written }
        let singular = canonical.count > 3 || canonical == "cup" || canonical == "can" ? canonical : nil
        guard let singular, folded == singular || folded == plural(singular, 2) else { return written }
        return value > 1 ? plural(singular, value) : singular
    }

    static func plural(_ unit: String, _ value: Double) -> String {
        // As shown: 1.0000001 lb is "1 lb".
        guard (value * 100).rounded() / 100 > 1 else { return unit }
        switch unit {
        case "lb": return "lbs"
        case "oz", "g", "kg", "ml", "l", "tsp", "tbsp", "fl oz", "mg", "cl", "dl": return unit
        case "pinch", "dash", "bunch": return unit + "es"
        default: return unit.hasSuffix("s") ? unit : unit + "s"
        }
    }

    /// Up to two decimals, no trailing zeros ("1.5", "2", "0.33").
    public static func format(_ value: Double, decimals: Int = 2) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if let whole = rounded.exactInt { return String(whole) }
        var text = String(rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
