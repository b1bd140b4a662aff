import Extraction
import Foundation

/// Retail food prices for estimating what a plan costs, shipped with the project. Every figure
/// names its source:
///
/// - `bls2026`: U.S. Bureau of Labor Statistics, Average Price Data (CPI), "Average retail food
///   and energy prices, U.S. city average", April 2026, as tabulated on
///   https://www.bls.gov/regions/mid-atlantic/data/averageretailfoodandenergyprices_usandsouth_table.htm
/// - `ers2022`: USDA Economic Research Service, "Fruit and Vegetable Prices" (2022 retail scanner
///   data, Circana), https://www.ers.usda.gov/data-products/fruit-and-vegetable-prices — retail
///   price per pound, fresh unless the entry says canned, frozen or dried.
/// - `bls2025`: BLS average prices (series APU0000FF1101 boneless chicken breast and APU0000706111
///   whole chicken, September 2025; APU0000708111 eggs, April 2025; APU0000709112 whole milk,
///   January 2025) as reported by Economy Insights, the Associated Press and the Chicago Tribune.
///
/// An ingredient with no entry is priced at the median per-pound price of the cited entries in
/// its grocery category; spices and seasonings, for which none of the sources publishes a
/// price, at a flat $0.10 per use. These two rules are our assumptions, not published figures.
public enum PriceTable {
    public enum Source: String, Sendable {
        case bls2026, ers2022, bls2025
    }

    public enum Per: Sendable, Equatable {
        case pound, dozen, gallon
    }

    public struct Entry: Sendable {
        public let item: String
        let matches: [String]
        public let price: Double
        public let per: Per
        public let source: Source
    }

    static func entry(_ item: String, _ price: Double, _ source: Source, per: Per = .pound, matches: [String]? = nil) -> Entry {
        Entry(item: item, matches: matches ?? [item], price: price, per: per, source: source)
    }

    /// Most specific first: the first entry one of whose phrases the name contains wins.
    public static let entries: [Entry] = [
        // BLS, U.S. city average, April 2026 (per lb).
        entry("lean ground beef", 8.512, .bls2026, matches: ["lean ground beef", "extra lean ground beef"]),
        entry("ground chuck", 6.921, .bls2026),
        entry("ground beef", 6.899, .bls2026, matches: ["ground beef", "minced beef", "beef mince"]),
        entry("chuck roast", 9.495, .bls2026, matches: ["chuck roast", "beef chuck", "stewing beef", "stew beef", "beef"]),
        entry("whole wheat bread", 2.735, .bls2026, matches: ["whole wheat bread", "wholemeal bread", "whole grain bread"]),
        entry("white bread", 1.869, .bls2026, matches: ["bread", "breadcrumb", "panko"]),
        entry(
            "spaghetti and macaroni", 1.343, .bls2026,
            matches: ["spaghetti", "macaroni", "pasta", "penne", "fusilli", "linguine", "noodle"]),
        entry("rice", 1.076, .bls2026, matches: ["rice"]),
        entry("flour", 0.543, .bls2026, matches: ["flour"]),
        entry("chocolate chip cookies", 5.182, .bls2026, matches: ["cookie"]),
        // BLS 2025 (chicken, eggs, milk).
        entry("chicken breast", 4.17, .bls2025, matches: ["chicken breast", "chicken thigh", "chicken tender"]),
        entry("whole chicken", 2.06, .bls2025, matches: ["chicken"]),
        entry("eggs", 5.12, .bls2025, per: .dozen, matches: ["egg"]),
        entry("whole milk", 4.03, .bls2025, per: .gallon, matches: ["milk"]),
        // USDA ERS 2022 (per lb).
        entry("onions", 1.1062, .ers2022, matches: ["onion", "shallot"]),
        entry("potatoes", 0.8166, .ers2022, matches: ["potato"]),
        entry("sweet potatoes", 1.1565, .ers2022, matches: ["sweet potato"]),
        entry("carrots", 0.9761, .ers2022, matches: ["carrot"]),
        entry("celery", 1.1637, .ers2022),
        entry("tomatoes, grape & cherry", 3.8729, .ers2022, matches: ["cherry tomato", "grape tomato"]),
        entry(
            "tomatoes, canned", 1.0715, .ers2022, matches: ["canned tomato", "crushed tomato", "tomato sauce", "tomato paste", "passata"]),
        entry("tomatoes, roma & plum", 1.2453, .ers2022, matches: ["roma tomato", "plum tomato"]),
        entry("tomatoes, large round", 2.1868, .ers2022, matches: ["tomato"]),
        entry("green peppers", 1.4789, .ers2022, matches: ["green pepper", "green bell pepper", "jalapeno"]),
        entry("red peppers", 1.8742, .ers2022, matches: ["red pepper", "bell pepper", "yellow pepper"]),
        entry("broccoli heads", 3.0820, .ers2022, matches: ["broccoli"]),
        entry("cauliflower heads", 2.1841, .ers2022, matches: ["cauliflower"]),
        entry("cabbage, green", 0.7970, .ers2022, matches: ["cabbage"]),
        entry("spinach", 4.1214, .ers2022, matches: ["spinach"]),
        entry("kale", 3.4338, .ers2022),
        entry("lettuce, romaine", 2.3074, .ers2022, matches: ["romaine", "lettuce", "salad green", "arugula"]),
        entry("cucumbers", 1.2473, .ers2022, matches: ["cucumber"]),
        entry("zucchini", 1.6359, .ers2022, matches: ["zucchini", "squash"]),
        entry("mushrooms", 3.8929, .ers2022, matches: ["mushroom"]),
        entry("corn", 2.2281, .ers2022, matches: ["corn"]),
        entry("green beans", 2.6199, .ers2022, matches: ["green bean"]),
        entry("green peas, frozen", 1.9960, .ers2022, matches: ["pea"]),
        entry("asparagus", 2.9531, .ers2022),
        entry("avocados", 2.6737, .ers2022, matches: ["avocado"]),
        entry("brussels sprouts", 2.9139, .ers2022, matches: ["brussels sprout"]),
        entry("butternut squash", 1.2691, .ers2022, matches: ["butternut"]),
        entry("radish", 1.8126, .ers2022),
        entry("okra", 5.1567, .ers2022),
        entry("black beans, canned", 1.2387, .ers2022, matches: ["black bean"]),
        entry("kidney beans, canned", 1.1208, .ers2022, matches: ["kidney bean"]),
        entry("pinto beans, canned", 1.1189, .ers2022, matches: ["pinto bean", "bean"]),
        entry("lentils, dried", 1.8390, .ers2022, matches: ["lentil"]),
        entry("olives, canned", 5.3496, .ers2022, matches: ["olive"]),
        entry("pumpkin, canned", 1.8642, .ers2022, matches: ["pumpkin"]),
    ]

    /// Weight of one of a counted thing, in pounds (one medium onion, one clove, …).
    static let eachPounds: [(String, Double)] = [
        ("garlic", 0.011), ("clove", 0.011), ("onion", 0.33), ("shallot", 0.08), ("tomato", 0.33), ("cherry tomato", 0.04),
        ("potato", 0.45), ("sweet potato", 0.5), ("carrot", 0.14), ("bell pepper", 0.35), ("pepper", 0.35), ("jalapeno", 0.05),
        ("chili", 0.03), ("lemon", 0.25), ("lime", 0.15), ("avocado", 0.4), ("zucchini", 0.45), ("cucumber", 0.5),
        ("banana", 0.27), ("apple", 0.4), ("chicken breast", 0.5), ("chicken thigh", 0.3), ("celery", 0.1), ("mushroom", 0.04),
        ("tortilla", 0.1), ("can", 0.94), ("tin", 0.94), ("slice", 0.06), ("fillet", 0.4), ("bunch", 0.3), ("head", 1.5),
        ("leaf", 0.002), ("sprig", 0.005), ("sheet", 0.006), ("stalk", 0.1), ("chop", 0.5), ("pear", 0.4), ("loaf", 1.0),
        ("egg", 0.11),
    ]

    /// Grams per millilitre for converting volumes of common solids to weight (water otherwise).
    static let density: [(String, Double)] = [
        ("flour", 0.53), ("sugar", 0.85), ("rice", 0.85), ("oil", 0.92), ("butter", 0.96), ("oat", 0.38), ("honey", 1.42),
        ("milk", 1.03), ("cheese", 0.45), ("pea", 0.6), ("corn", 0.6), ("bean", 0.75), ("spinach", 0.13), ("lentil", 0.8),
    ]

    public static let spiceCost = 0.10

    public static func entry(for name: String) -> Entry? {
        let folded = " " + IngredientVocabulary.fold(name) + " "
        return entries.first { entry in entry.matches.contains { DietaryRules.containsWord(folded, $0) } }
    }

    /// Median per-pound price of the cited entries in each grocery category ("Other" is not a
    /// category of goods, so it is left out and its items get the median of all entries).
    static let categoryMedians: [String: Double] = {
        var prices: [String: [Double]] = [:]
        for entry in entries where entry.per == .pound {
            let category = GroceryCategories.category(of: entry.matches.last ?? entry.item)
            if category != "Other" { prices[category, default: []].append(entry.price) }
        }
        return prices.mapValues(median)
    }()

    static let overallMedian = median(entries.filter { $0.per == .pound }.map(\.price))

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    static func lookup<T>(_ table: [(String, T)], _ name: String) -> T? {
        let folded = " " + IngredientVocabulary.fold(name) + " "
        return table.first { DietaryRules.containsWord(folded, $0.0) }?.1
    }

    /// Estimated cost in USD of one ingredient line (canonical name, amount in a canonical unit).
    public static func cost(name: String, quantity: Double?, unit: String?, region: Region = .national) -> Double {
        let category = GroceryCategories.category(of: name)
        if category == "Spices" { return spiceCost }
        let entry = entry(for: name)
        var pounds: Double?
        var cost: Double
        switch entry?.per {
        case .dozen?:
            let count: Double
            switch Measures.kind(of: unit) {
            case .mass: count = Measures.base(quantity ?? 50, unit: unit) / 50
            default: count = quantity ?? 1
            }
            cost = entry!.price * count / 12
        case .gallon?:
            let millilitres: Double
            switch Measures.kind(of: unit) {
            case .volume: millilitres = Measures.base(quantity ?? 240, unit: unit)
            case .mass: millilitres = Measures.base(quantity ?? 240, unit: unit) / 1.03
            case .count: millilitres = 240 * (quantity ?? 1)
            }
            cost = entry!.price * millilitres / 3785.41
        default:
            switch Measures.kind(of: unit) {
            case .mass: pounds = Measures.base(quantity ?? 100, unit: unit) / 453.592
            case .volume: pounds = Measures.base(quantity ?? 120, unit: unit) * (lookup(density, name) ?? 1.0) / 453.592
            case .count(let counted):
                let each = lookup(eachPounds, counted.isEmpty ? name : counted) ?? lookup(eachPounds, name) ?? 0.25
                pounds = each * (quantity ?? 1)
            }
            let perPound = entry?.price ?? categoryMedians[category] ?? overallMedian
            cost = perPound * (pounds ?? 0.22)
        }
        return plausible(cost * region.multiplier)
    }

    /// No home recipe's ingredient line costs more than this; stored recipes can say anything
    /// ("99999999999999999999 kg"), and an estimate past it would overflow the plans' money columns.
    static let maximumLineCost = 500.0

    static func plausible(_ cost: Double) -> Double {
        guard cost.isFinite, cost > 0 else { return 0 }
        return min(cost, maximumLineCost)
    }

    /// Census regions, with a price index from the BLS regional tables: for every item the
    /// tables publish for both the region and the U.S. city average (March/April 2026), the mean
    /// ratio region / U.S.
    public enum Region: String, Sendable, CaseIterable {
        case national, northeast, midwest, south, west

        /// (region price, U.S. city average price) pairs from the BLS tables.
        static let pairs: [Region: [(Double, Double)]] = [
            // March 2026: white bread, ground beef, all uncooked ground beef.
            .northeast: [(1.726, 1.808), (6.394, 6.701), (6.638, 6.863)],
            // April 2026: white bread, ground beef, all uncooked ground beef.
            .midwest: [(1.792, 1.869), (6.968, 6.899), (7.284, 7.056)],
            // April 2026: flour, rice, spaghetti, white bread, cookies, ground chuck, ground beef, lean ground beef, all ground beef.
            .south: [
                (0.497, 0.543), (1.167, 1.076), (1.275, 1.343), (1.731, 1.869), (4.889, 5.182), (7.062, 6.921), (6.557, 6.899),
                (8.301, 8.512), (7.174, 7.056),
            ],
            // April 2026: white bread, cookies, ground beef, all uncooked ground beef.
            .west: [(2.100, 1.869), (6.516, 5.182), (7.227, 6.899), (6.746, 7.056)],
        ]

        public var multiplier: Double {
            guard let pairs = Self.pairs[self], !pairs.isEmpty else { return 1 }
            return pairs.reduce(0) { $0 + $1.0 / $1.1 } / Double(pairs.count)
        }

        /// The region of a US ZIP code, by its first digit (the USPS national area), which follows
        /// state groups closely; a few border states fall in their neighbours' region.
        public init?(zipCode: String) {
            guard zipCode.count == 5 || (zipCode.count == 10 && zipCode.dropFirst(5).first == "-"),
                zipCode.prefix(5).allSatisfy(\.isASCII), zipCode.prefix(5).allSatisfy(\.isNumber), let first = zipCode.first
            else { return nil }
            switch first {
            case "0", "1": self = .northeast
            case "2", "3", "7": self = .south
            case "4", "5", "6": self = .midwest
            default: self = .west
            }
        }
    }
}
