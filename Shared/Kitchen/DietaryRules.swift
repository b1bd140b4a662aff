import Extraction
import Foundation

/// Dietary restrictions as hard constraints: a recipe satisfies one only when none of its
/// ingredients (or its title) contains something the restriction excludes. The classification
/// is conservative: an ambiguous ingredient ("stock", "Worcestershire sauce") counts against.
public enum DietaryRules {
    public enum Restriction: String, CaseIterable, Sendable, Hashable {
        case vegetarian, vegan, pescatarian
        case glutenFree = "gluten-free"
        case dairyFree = "dairy-free"
        case nutFree = "nut-free"
        case eggFree = "egg-free"

        /// What the restriction rules out.
        var excludes: Set<Contains> {
            switch self {
            case .vegetarian: return [.meat, .fish, .shellfish]
            case .vegan: return [.meat, .fish, .shellfish, .dairy, .egg, .honey]
            case .pescatarian: return [.meat]
            case .glutenFree: return [.gluten]
            case .dairyFree: return [.dairy]
            case .nutFree: return [.nuts]
            case .eggFree: return [.egg]
            }
        }
    }

    public enum Contains: String, Sendable, Hashable, CaseIterable {
        case meat, fish, shellfish, dairy, egg, honey, gluten, nuts
    }

    /// Accepted spellings → restriction.
    static let aliases: [String: Restriction] = [
        "vegetarian": .vegetarian, "veggie": .vegetarian, "lacto-ovo": .vegetarian, "vegan": .vegan, "plant-based": .vegan,
        "plant based": .vegan, "pescatarian": .pescatarian, "pescetarian": .pescatarian, "gluten-free": .glutenFree,
        "gluten free": .glutenFree, "glutenfree": .glutenFree, "coeliac": .glutenFree, "celiac": .glutenFree,
        "dairy-free": .dairyFree, "dairy free": .dairyFree, "lactose-free": .dairyFree, "lactose free": .dairyFree,
        "nut-free": .nutFree, "nut free": .nutFree, "no nuts": .nutFree, "peanut-free": .nutFree, "egg-free": .eggFree,
        "egg free": .eggFree, "no eggs": .eggFree,
    ]

    /// The restriction a user wrote, or nil when we do not know it (and so cannot promise it).
    public static func restriction(_ text: String) -> Restriction? {
        aliases[text.lowercased().trimmingSpaces.replacingOccurrences(of: "_", with: "-")]
    }

    /// Substitutes named as such are safe ("almond milk" is not dairy, "gluten-free pasta" not gluten).
    static let safePhrases: [(String, Set<Contains>)] = [
        ("gluten-free", [.gluten]), ("gluten free", [.gluten]), ("dairy-free", [.dairy]), ("dairy free", [.dairy]),
        ("vegan", [.meat, .fish, .shellfish, .dairy, .egg, .honey]), ("egg-free", [.egg]), ("egg free", [.egg]),
        ("plant-based", [.meat, .dairy, .egg]), ("plant based", [.meat, .dairy, .egg]), ("nut-free", [.nuts]),
        ("almond milk", [.dairy]), ("oat milk", [.dairy]), ("soy milk", [.dairy]), ("coconut milk", [.dairy]),
        ("rice milk", [.dairy]), ("cashew milk", [.dairy]), ("coconut cream", [.dairy]), ("coconut yogurt", [.dairy]),
        ("peanut butter", [.dairy]), ("almond butter", [.dairy]), ("cocoa butter", [.dairy]), ("nut butter", [.dairy]),
        ("rice flour", [.gluten]), ("almond flour", [.gluten]), ("coconut flour", [.gluten]), ("corn flour", [.gluten]),
        ("chickpea flour", [.gluten]), ("buckwheat", [.gluten]), ("corn tortilla", [.gluten]), ("rice noodle", [.gluten]),
        ("tamari", [.gluten]), ("eggplant", [.egg]), ("butternut", [.dairy]), ("butter bean", [.dairy]), ("coconut", [.nuts]),
        ("nutmeg", [.nuts]), ("water chestnut", [.nuts]), ("vegetable stock", [.meat, .fish]), ("vegetable broth", [.meat, .fish]),
        ("veggie stock", [.meat, .fish]), ("mushroom stock", [.meat, .fish]), ("cream of tartar", [.dairy]),
    ]

    static let keywords: [Contains: [String]] = [
        .meat: [
            "beef", "steak", "pork", "bacon", "ham", "chicken", "turkey", "lamb", "mutton", "veal", "venison", "duck", "goose",
            "sausage", "chorizo", "salami", "pepperoni", "prosciutto", "pancetta", "guanciale", "lard", "gelatin", "gelatine",
            "meatball", "mince", "brisket", "ribs", "rib", "chuck", "sirloin", "pastrami", "hot dog", "bratwurst", "stock", "broth",
            "bouillon", "drippings", "suet", "liver", "oxtail", "rabbit", "quail", "goat", "jerky", "spam", "meat",
        ],
        .fish: [
            "fish", "salmon", "tuna", "cod", "haddock", "halibut", "tilapia", "trout", "sardine", "anchovy", "anchovies", "mackerel",
            "sea bass", "snapper", "swordfish", "catfish", "herring", "bonito", "dashi", "worcestershire", "caesar", "caviar", "roe",
        ],
        .shellfish: [
            "shrimp", "prawn", "crab", "lobster", "mussel", "clam", "oyster", "scallop", "squid", "calamari", "octopus", "crayfish",
            "langoustine", "oyster sauce",
        ],
        .dairy: [
            "milk", "cream", "butter", "cheese", "parmesan", "parmigiano", "mozzarella", "cheddar", "ricotta", "feta", "gouda",
            "brie", "camembert", "mascarpone", "gruyere", "pecorino", "halloumi", "paneer", "yogurt", "yoghurt", "ghee", "whey",
            "buttermilk", "custard", "creme fraiche", "quark", "kefir", "casein", "ice cream", "condensed", "evaporated",
        ],
        .egg: ["egg", "eggs", "mayonnaise", "mayo", "aioli", "meringue", "custard", "hollandaise", "brioche"],
        .honey: ["honey"],
        .gluten: [
            "flour", "wheat", "bread", "breadcrumb", "panko", "pasta", "spaghetti", "macaroni", "penne", "fusilli", "linguine",
            "fettuccine", "lasagna", "lasagne", "noodle", "ramen", "udon", "couscous", "bulgur", "barley", "rye", "semolina",
            "farro", "spelt", "seitan", "soy sauce", "teriyaki", "beer", "malt", "tortilla", "pita", "naan", "bun", "roll", "bagel",
            "croissant", "pastry", "pie crust", "dough", "cracker", "biscuit", "cookie", "cake", "brownie", "muffin", "pancake",
            "waffle", "pizza", "crouton", "orzo", "gnocchi", "dumpling", "wonton", "cereal", "graham",
        ],
        .nuts: [
            "almond", "walnut", "pecan", "cashew", "pistachio", "hazelnut", "macadamia", "peanut", "pine nut", "brazil nut",
            "praline", "marzipan", "nutella", "nut",
        ],
    ]

    /// What an ingredient (or a title) contains, by whole words. A substitute named as such
    /// ("almond milk", "vegetable stock", "gluten-free pasta") clears what it replaces, unless the
    /// same thing is also named elsewhere in the text.
    public static func contents(of text: String) -> Set<Contains> {
        let folded = " " + IngredientVocabulary.fold(text) + " "
        var found = detect(folded)
        for (phrase, safe) in safePhrases where folded.contains(phrase) {
            let elsewhere = detect(removing(phrase, from: folded))
            for kind in safe where !elsewhere.contains(kind) { found.remove(kind) }
        }
        return found
    }

    /// Qualifiers ("gluten-free", "vegan", "plant-based") describe the word after them: "egg-free
    /// mayo" is safe mayo, so the word goes with the phrase. Nouns ("almond milk") go alone.
    static let qualifiers: Set<String> = [
        "gluten-free", "gluten free", "dairy-free", "dairy free", "vegan", "egg-free", "egg free",
        "plant-based", "plant based", "nut-free",
    ]

    static func removing(_ phrase: String, from folded: String) -> String {
        guard qualifiers.contains(phrase) else { return folded.replacingOccurrences(of: phrase, with: " ") }
        // One pass, each occurrence searched for after the last (not from the start again).
        var text = ""
        var rest = folded[...]
        while let range = rest.range(of: phrase) {
            var end = range.upperBound
            while end < rest.endIndex, !rest[end].isLetter { end = rest.index(after: end) }
            while end < rest.endIndex, rest[end].isLetter { end = rest.index(after: end) }
            text += rest[..<range.lowerBound] + " "
            rest = rest[end...]
        }
        return text + rest
    }

    /// Keywords of one word, looked up per word of the text (a plural "s" allowed); phrases
    /// ("soy sauce", "hot dog") are searched for.
    static let singleWords: [String: Set<Contains>] = keywords.reduce(into: [:]) { table, entry in
        for word in entry.value where word.allSatisfy(\.isLetter) { table[word, default: []].insert(entry.key) }
    }
    static let phrases: [(String, Contains)] = keywords.flatMap { kind, words in
        words.filter { !$0.allSatisfy(\.isLetter) }.map { ($0, kind) }
    }

    static func detect(_ folded: String) -> Set<Contains> {
        var found: Set<Contains> = []
        for word in folded.split(whereSeparator: { !$0.isLetter }) {
            if let kinds = singleWords[String(word)] {
                found.formUnion(kinds)
            } else if word.hasSuffix("s"), let kinds = singleWords[String(word.dropLast())] {
                found.formUnion(kinds)
            }
        }
        for (phrase, kind) in phrases where !found.contains(kind) && containsWord(folded, phrase) { found.insert(kind) }
        return found
    }

    static func containsWord(_ text: String, _ word: String) -> Bool {
        var searchRange = text.startIndex..<text.endIndex
        while let range = text.range(of: word, range: searchRange) {
            let before = range.lowerBound == text.startIndex ? " " : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? " " : text[range.upperBound]
            let plural =
                after == "s"
                && (range.upperBound == text.endIndex || text.index(after: range.upperBound) == text.endIndex
                    || !text[text.index(after: range.upperBound)].isLetter)
            if !before.isLetter && (!after.isLetter || plural) { return true }
            searchRange = range.upperBound..<text.endIndex
        }
        return false
    }

    /// Whether every ingredient (and the title) is allowed under all `restrictions`.
    public static func satisfies(title: String, ingredients: [String], restrictions: Set<Restriction>) -> Bool {
        guard !restrictions.isEmpty else { return true }
        let excluded = restrictions.reduce(into: Set<Contains>()) { $0.formUnion($1.excludes) }
        for text in [title] + ingredients where !contents(of: text).isDisjoint(with: excluded) { return false }
        return true
    }

    /// The restrictions a recipe meets (its dietary tags).
    public static func tags(title: String, ingredients: [String]) -> [String] {
        let found = ([title] + ingredients).reduce(into: Set<Contains>()) { $0.formUnion(contents(of: $1)) }
        return Restriction.allCases.filter { found.isDisjoint(with: $0.excludes) }.map(\.rawValue)
    }
}
