/// A rough nutrition estimate from the ingredient list, for recipes whose source states none.
/// The ChefStream PRD allows an estimate only when it is marked as one: the result always sets
/// `is_estimated` and says in the note how many ingredients it rests on. It is given only when
/// most of the list could be weighed and looked up; otherwise the fields stay null.
///
/// The table holds approximate energy and protein per 100 g of common foods (rounded, in the
/// range general food-composition tables give), grams per piece for things counted, and density
/// for things measured by volume.
public enum NutritionEstimator {
    struct Food {
        let keywords: [String]
        let kcal: Double
        let protein: Double
        /// Grams of one piece ("2 eggs"), when counted.
        let piece: Double?
        /// Grams per millilitre, when measured by volume.
        let density: Double
        /// For rice, pasta, grains and pulses: the same once cooked or canned.
        var cooked: Cooked? = nil
    }

    /// Cooked rice, pasta and pulses have taken up about twice their dry weight in water: a
    /// cup of cooked rice is a third of the energy of a cup of dry rice.
    struct Cooked {
        let kcal: Double
        let protein: Double
        let density: Double
    }

    /// Words of an ingredient's name that say it is bought or measured cooked ("leftover cooked
    /// rice", "canned chickpeas"); "uncooked" and "dried" are words of their own.
    static let cookedWords: Set<String> = ["cooked", "leftover", "canned", "tinned", "boiled", "steamed", "precooked"]

    /// Grams above which a count of 20 or more with no unit is not of pieces: "20 eggs" are a
    /// kilo of eggs, "280 carrots" would be 20 kg (the writer meant 280 g).
    static let countedLimit = 2000.0

    /// Drained weight of a can of pulses (a 400 g can holds about 240 g of beans).
    static let drainedCan = 240.0

    /// Millilitres per volume unit.
    static let millilitres: [String: Double] = [
        "ml": 1, "cl": 10, "dl": 100, "l": 1000, "tsp": 5, "tbsp": 15, "cup": 240, "fl oz": 30, "pint": 473, "quart": 946, "spoon": 10,
        "dessert spoon": 10,
        "coffee spoon": 2.5,
        "glass": 250, "splash": 15, "drop": 0.05, "drizzle": 5, "squeeze": 5, "glug": 15,
    ]
    /// Grams per mass unit, and per unit of the packs and handfuls whose weight is standard or
    /// near enough: a can or tin (400 g), a stick of butter (113 g; a cinnamon stick weighs
    /// nothing here anyway), a loaf of bread, a punnet of berries, a bar of chocolate.
    static let grams: [String: Double] = [
        "g": 1, "kg": 1000, "mg": 0.001, "oz": 28.35, "lb": 453.6, "pinch": 0.4, "dash": 0.6, "clove": 5, "knob": 15, "handful": 30,
        "stick": 113, "can": 400, "tin": 400, "loaf": 500, "punnet": 250, "bar": 100, "dollop": 30,
    ]

    struct Estimate: Equatable {
        var calories: Double
        var protein: String
        var note: String
    }

    /// Notes (folded substrings) that say an unmeasured ingredient is used a little or not eaten.
    static let smallUses = [
        "taste", "fry", "greas", "dust", "drizzl", "brush", "garnish", "to serve", "for serving", "optional", "sprinkl",
    ]

    /// Energy per 100 g from which a food left unweighed rules an estimate out: oils, fats,
    /// nuts, flours, grains, pulses, sugar, cheese, most meat.
    static let energyDense = 150.0

    /// The estimate per serving (or for the whole recipe when servings are unknown), or nil when
    /// fewer than three ingredients or under 70 % of them could be weighed, or when an
    /// energy-dense one could not.
    static func estimate(_ ingredients: [RecipeDocumentIngredientView], servings: String?) -> Estimate? {
        guard ingredients.count >= 3 else { return nil }
        var kcal = 0.0
        var protein = 0.0
        var known = 0
        for ingredient in ingredients {
            guard let weighed = weigh(ingredient) else {
                // An energy-dense food left unweighed ("oil", "peanuts", "dal" with no amount)
                // would leave out much of the dish: no estimate rather than one far too low.
                if let food = food(named: ingredient.item), food.kcal >= energyDense { return nil }
                continue
            }
            known += 1
            kcal += weighed.kcal
            protein += weighed.protein
        }
        guard Double(known) >= 0.7 * Double(ingredients.count), kcal > 0 else { return nil }
        let people = servings.flatMap { text in Int(text.prefix { $0.fastIsNumber }) }.flatMap { (1...50).contains($0) ? $0 : nil }
        let divisor = Double(people ?? 1)
        let perServing = (kcal / divisor / 10).rounded() * 10
        let proteinText = "\(Int((protein / divisor).rounded())) g"
        let scope = people.map { "per serving (\($0) servings)" } ?? "for the whole recipe"
        return Estimate(
            calories: perServing, protein: proteinText,
            note: "Estimated \(scope) from \(known) of \(ingredients.count) ingredients; not stated in the video, rough values")
    }

    /// For the evaluation: whether the table knows the food of an English ingredient line, and
    /// whether it can weigh the line (an unmeasured seasoning "to taste" weighs nothing).
    public static func audit(item: String, quantity: String?, unit: String?, notes: String?) -> (known: Bool, weighed: Bool) {
        let line = RecipeDocumentIngredientView(item: item, quantity: quantity, unit: unit, notes: notes)
        return (food(named: item) != nil, weigh(line) != nil)
    }

    /// Energy and protein of one ingredient line, when its food and weight are known.
    static func weigh(_ ingredient: RecipeDocumentIngredientView) -> (kcal: Double, protein: Double)? {
        let notes = TextTools.fold(ingredient.notes ?? "")
        guard let food = food(named: ingredient.item) else { return nil }
        if food.kcal == 0 { return (0, 0) }
        guard let amount = quantityValue(ingredient.quantity) ?? (ingredient.unit != nil ? 1 : nil) else {
            // "salt to taste", "oil for frying", "icing sugar to dust": unmeasured, counted as
            // nothing, being little or not eaten; so is an unmeasured vegetable or fruit of under
            // 50 kcal per 100 g ("tomatoes", "lettuce"), or garlic or ginger, whose amount could
            // not change the estimate much.
            let smallUse = Self.smallUses.contains { TextTools.contains(notes, $0) }
            return smallUse || food.kcal < 50 || ["garlic", "ginger"].contains(food.keywords[0]) ? (0, 0) : nil
        }
        let cooked = food.cooked.flatMap { isCooked(ingredient) ? $0 : nil }
        let kcal = cooked?.kcal ?? food.kcal
        let protein = cooked?.protein ?? food.protein
        let weight: Double
        if let unit = ingredient.unit {
            if cooked != nil && (unit == "can" || unit == "tin") {
                weight = amount * drainedCan
            } else if let perUnit = grams[unit] {
                weight = amount * perUnit
            } else if let volume = millilitres[unit] {
                weight = amount * volume * (cooked?.density ?? food.density)
            } else if let piece = food.piece {
                weight = amount * piece
            } else {
                return nil
            }
        } else if amount >= 20, food.piece.map({ amount * $0 > countedLimit }) ?? true {
            // "280 de carottes râpées", "250 de lentille corail": a number too large to count
            // by is the grams its writer left out ("2 chickens" are still two).
            weight = amount
        } else if let piece = food.piece {
            weight = amount * piece
        } else {
            return nil
        }
        // A line weighing more than 5 kg is a misread, not a recipe.
        guard weight.isFinite, weight <= 5000 else { return nil }
        return (kcal * weight / 100, protein * weight / 100)
    }

    /// Whether a line of rice, pasta, grains or pulses measures them cooked: its name says so
    /// ("2 cups cooked rice", "leftover rice", "canned chickpeas"), or they come by the can, or
    /// a volume of them is "cooked" ("2 c cooked rice vermicelli", whose "cooked" the parser
    /// moves to the notes), or pulses are "drained" without having been soaked. A weight
    /// followed by "cooked according to the packet" is the dry weight, and so is anything "dried".
    static func isCooked(_ ingredient: RecipeDocumentIngredientView) -> Bool {
        let name = Set(TextTools.words(TextTools.fold(ingredient.item)))
        guard name.isDisjoint(with: ["dried", "dry", "uncooked", "raw"]) else { return false }
        if !name.isDisjoint(with: cookedWords) || ingredient.unit == "can" || ingredient.unit == "tin" { return true }
        let notes = TextTools.fold(ingredient.notes ?? "")
        let firstNote = Set(TextTools.words(notes.split(separator: ",").first.map(String.init) ?? ""))
        guard firstNote.isDisjoint(with: ["dried", "dry", "uncooked", "raw", "soaked", "according", "packet", "package"]) else {
            return false
        }
        let byVolume = ingredient.unit.map { millilitres[$0] != nil } ?? false
        if byVolume && !firstNote.isDisjoint(with: cookedWords) { return true }
        let pulse = food(named: ingredient.item)?.keywords.first == "lentils"
        return pulse && TextTools.contains(notes, "drained") && !TextTools.contains(notes, "soak")
    }

    /// The food a name is: the last words of the name that the table knows, the longest such
    /// name where several end on the same word. English names put the food last ("chicken stock"
    /// is stock, "coconut milk" milk of its own, "garlic powder" a seasoning), and what follows
    /// the food is rarely another one ("carrot (गाजर)", "tomatoes on the vine").
    static func food(named name: String) -> Food? {
        let words = TextTools.words(name)
        for end in stride(from: words.count, through: 1, by: -1) {
            for start in max(0, end - maxNameWords)..<end {
                if let index = foodIndex[words[start..<end].joined(separator: " ")] { return foods[index] }
            }
        }
        return nil
    }

    static let maxNameWords = 4

    /// Every name of the table in the singular and the plural, folded, to its food's place.
    static let foodIndex: [String: Int] = {
        var index: [String: Int] = [:]
        for (position, food) in foods.enumerated() {
            for keyword in food.keywords {
                let words = TextTools.words(keyword)
                guard let last = words.last, words.count <= maxNameWords else { continue }
                for form in TranscriptParser.numberForms(last) {
                    let name = (words.dropLast() + [form]).joined(separator: " ")
                    if index[name] == nil { index[name] = position }
                }
            }
        }
        return index
    }()

    /// "2", "1 1/2", "2-3" (the lower bound), "0.5".
    static func quantityValue(_ text: String?) -> Double? {
        guard let text else { return nil }
        let lower = text.split(separator: "-").first.map(String.init) ?? text
        var total = 0.0
        for part in lower.split(separator: " ") {
            if part.contains("/") {
                let pieces = part.split(separator: "/").compactMap { Double($0) }
                guard pieces.count == 2, pieces[1] != 0 else { return nil }
                total += pieces[0] / pieces[1]
            } else {
                guard let value = Double(part) else { return nil }
                total += value
            }
        }
        return total > 0 && total < 10000 ? total : nil
    }
}

/// What the estimator reads of an ingredient (English item, amount, unit, notes).
struct RecipeDocumentIngredientView {
    var item: String
    var quantity: String?
    var unit: String?
    var notes: String?
}
