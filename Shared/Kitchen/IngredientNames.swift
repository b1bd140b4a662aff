import Extraction
import Foundation

/// One name per ingredient, so the same thing bought for two recipes becomes one grocery line:
/// folded case and accents, preparation words and parenthesised notes dropped, the head noun made
/// singular, and common synonyms (British, American, culinary) mapped to one spelling.
public enum IngredientNames {
    /// Words that describe preparation or grade, not what to buy.
    static let descriptors: Set<String> = [
        "fresh", "freshly", "chopped", "finely", "roughly", "coarsely", "thinly", "diced", "minced", "sliced", "grated", "shredded",
        "crushed", "peeled", "cubed", "halved", "quartered", "trimmed", "rinsed", "drained", "softened", "melted", "beaten", "sifted",
        "large", "small", "medium", "big", "ripe", "organic", "good", "quality", "packed", "heaping", "level", "room", "temperature",
        "boneless", "skinless", "optional", "about", "approximately", "plus", "extra", "more", "taste",
    ]

    /// Phrases (after folding and singularising) → the spelling used everywhere.
    static let synonyms: [String: String] = [
        "scallion": "green onion", "spring onion": "green onion", "salad onion": "green onion",
        "coriander leaf": "cilantro", "fresh coriander": "cilantro", "coriander leave": "cilantro",
        "garbanzo bean": "chickpea", "garbanzo": "chickpea", "capsicum": "bell pepper", "red capsicum": "red bell pepper",
        "courgette": "zucchini", "aubergine": "eggplant", "minced beef": "ground beef", "beef mince": "ground beef",
        "mince": "ground beef", "minced pork": "ground pork", "pork mince": "ground pork", "prawn": "shrimp", "king prawn": "shrimp",
        "caster sugar": "sugar", "granulated sugar": "sugar", "white sugar": "sugar", "castor sugar": "sugar",
        "icing sugar": "powdered sugar", "confectioner sugar": "powdered sugar", "confectioners sugar": "powdered sugar",
        "all purpose flour": "flour", "all-purpose flour": "flour", "plain flour": "flour", "ap flour": "flour", "white flour": "flour",
        "double cream": "heavy cream", "whipping cream": "heavy cream", "heavy whipping cream": "heavy cream",
        "rocket": "arugula", "chilli": "chili", "chile": "chili", "chilli pepper": "chili", "chili pepper": "chili",
        "yoghurt": "yogurt", "cornflour": "cornstarch", "corn starch": "cornstarch", "bicarbonate of soda": "baking soda",
        "bicarb": "baking soda", "natural yogurt": "plain yogurt", "spring water": "water", "tap water": "water",
        "extra virgin olive oil": "olive oil", "virgin olive oil": "olive oil", "evoo": "olive oil", "kosher salt": "salt",
        "sea salt": "salt", "table salt": "salt", "fine salt": "salt", "ground black pepper": "black pepper",
        "ground pepper": "black pepper", "cracked black pepper": "black pepper", "egg white": "egg", "egg yolk": "egg", "whole egg": "egg",
        "garlic clove": "garlic", "clove garlic": "garlic", "clove of garlic": "garlic",
        "chicken breast fillet": "chicken breast", "chicken fillet": "chicken breast",
    ]

    /// A canonical name and every phrase `synonyms` maps to it ("shrimp": "prawn", "king prawn"),
    /// for finding recipes that spell it another way.
    public static func spellings(of canonical: String) -> [String] {
        [canonical] + (spellingsByName[canonical] ?? [])
    }

    static let spellingsByName: [String: [String]] = Dictionary(grouping: synonyms.keys, by: { synonyms[$0]! }).mapValues { $0.sorted() }

    /// Words whose plural-looking spelling is the singular.
    static let invariant: Set<String> = [
        "hummus", "asparagus", "couscous", "molasses", "swiss", "brussels", "grits", "octopus", "citrus", "bass", "watercress",
        "cress", "harissa", "quinoa", "pasta", "feta", "salsa", "tortilla", "chips",
    ]
    static let irregular: [String: String] = [
        "leaves": "leaf", "loaves": "loaf", "halves": "half", "knives": "knife", "chillies": "chili", "chilies": "chili",
        "chilis": "chili", "tomatoes": "tomato", "potatoes": "potato", "mangoes": "mango", "avocados": "avocado",
        "anchovies": "anchovy", "cherries": "cherry", "berries": "berry", "radishes": "radish", "peaches": "peach",
        "sandwiches": "sandwich", "dishes": "dish", "olives": "olive", "cloves": "clove", "chives": "chive",
    ]

    public static func singular(_ word: String) -> String {
        if invariant.contains(word) || word.count <= 3 { return word }
        if let known = irregular[word] { return known }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("oes") { return String(word.dropLast(2)) }
        for ending in ["ches", "shes", "sses", "xes", "zes"] where word.hasSuffix(ending) { return String(word.dropLast(2)) }
        if word.hasSuffix("s") && !word.hasSuffix("ss") && !word.hasSuffix("us") && !word.hasSuffix("is") { return String(word.dropLast()) }
        return word
    }

    /// The most words of a synonym: longer tails of a name are not looked up.
    static let synonymWords = synonyms.keys.map { $0.split(separator: " ").count }.max() ?? 1

    /// The canonical name of an ingredient as written in a recipe.
    public static func canonical(_ raw: String) -> String {
        var text = IngredientVocabulary.fold(raw)
        // Notes in parentheses and anything after the first comma are preparation, not product.
        text = IngredientVocabulary.withoutParentheses(text)
        if let comma = text.firstIndex(of: ",") { text = String(text[..<comma]) }
        for cut in [" for ", " to taste", " to serve", " or "] {
            if let range = text.range(of: cut) { text = String(text[..<range.lowerBound]) }
        }
        let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "'") }).map(String.init)
            .filter { !descriptors.contains($0) && $0 != "of" && $0 != "the" && $0 != "a" && $0 != "an" }
        guard !words.isEmpty else { return IngredientVocabulary.fold(raw).trimmingSpaces }
        var phrase = words
        phrase[phrase.count - 1] = singular(phrase[phrase.count - 1])
        let joined = phrase.joined(separator: " ")
        if let mapped = synonyms[joined] { return mapped }
        // "Salt and pepper": plain pepper is the spice; peppers with a qualifier are vegetables.
        if joined == "pepper" { return "black pepper" }
        // A synonym may be the tail ("fresh coriander leaves" → "coriander leaf").
        for length in stride(from: min(phrase.count - 1, synonymWords), through: 1, by: -1) {
            let tail = phrase.suffix(length).joined(separator: " ")
            if let mapped = synonyms[tail] { return (phrase.prefix(phrase.count - length) + [mapped]).joined(separator: " ") }
        }
        return joined
    }
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text.removeLast() }  // (a Substring's dropLast() walks the whole text)
        return String(text)
    }
}
