/// A rough nutrition estimate from the ingredient list, for recipes whose source states none.
/// The ChefStream PRD allows an estimate only when it is marked as one: the result always sets
/// `is_estimated` and says in the note how many ingredients it rests on. It is given only when
/// most of the list could be weighed and looked up; otherwise the fields stay null.
///
/// The table holds approximate energy and protein per 100 g of common foods (rounded, in the
/// range general food-composition tables give), grams per piece for things counted, and density
/// for things measured by volume.
enum NutritionEstimator {
    struct Food {
        let keywords: [String]
        let kcal: Double
        let protein: Double
        /// Grams of one piece ("2 eggs"), when counted.
        let piece: Double?
        /// Grams per millilitre, when measured by volume.
        let density: Double
    }

    static let foods: [Food] = [
        Food(keywords: ["chicken breast"], kcal: 120, protein: 23, piece: 170, density: 1),
        Food(keywords: ["chicken thigh"], kcal: 180, protein: 19, piece: 110, density: 1),
        Food(keywords: ["chicken"], kcal: 190, protein: 20, piece: 1200, density: 1),
        Food(keywords: ["ground beef", "minced beef", "beef mince"], kcal: 250, protein: 26, piece: nil, density: 1),
        Food(keywords: ["beef", "steak"], kcal: 220, protein: 26, piece: 250, density: 1),
        Food(keywords: ["pork", "sausage"], kcal: 260, protein: 18, piece: 80, density: 1),
        Food(keywords: ["bacon"], kcal: 450, protein: 14, piece: 15, density: 1),
        Food(keywords: ["lamb", "mutton"], kcal: 280, protein: 25, piece: nil, density: 1),
        Food(keywords: ["salmon", "tuna", "fish", "cod", "haddock"], kcal: 160, protein: 21, piece: 150, density: 1),
        Food(keywords: ["prawn", "shrimp"], kcal: 90, protein: 20, piece: 12, density: 1),
        Food(keywords: ["egg white"], kcal: 50, protein: 11, piece: 33, density: 1),
        Food(keywords: ["egg yolk"], kcal: 320, protein: 16, piece: 17, density: 1),
        Food(keywords: ["egg"], kcal: 145, protein: 13, piece: 50, density: 1),
        Food(keywords: ["milk"], kcal: 60, protein: 3.3, piece: nil, density: 1.03),
        Food(keywords: ["cream"], kcal: 340, protein: 2, piece: nil, density: 1),
        Food(keywords: ["yogurt", "yoghurt", "curd"], kcal: 70, protein: 4, piece: nil, density: 1.05),
        Food(keywords: ["butter", "ghee"], kcal: 740, protein: 0.7, piece: nil, density: 0.96),
        Food(keywords: ["parmesan", "cheddar", "cheese", "paneer"], kcal: 380, protein: 24, piece: nil, density: 0.5),
        Food(keywords: ["olive oil", "oil"], kcal: 884, protein: 0, piece: nil, density: 0.92),
        Food(
            keywords: ["plain flour", "all-purpose flour", "flour", "atta", "maida", "gram flour", "besan"], kcal: 360, protein: 11,
            piece: nil, density: 0.53),
        Food(
            keywords: ["caster sugar", "brown sugar", "icing sugar", "sugar", "jaggery"], kcal: 390, protein: 0, piece: nil, density: 0.85),
        Food(keywords: ["honey", "maple syrup", "syrup"], kcal: 300, protein: 0.3, piece: nil, density: 1.4),
        Food(keywords: ["rice"], kcal: 355, protein: 7, piece: nil, density: 0.85),
        Food(keywords: ["pasta", "spaghetti", "noodles", "macaroni"], kcal: 355, protein: 12, piece: nil, density: 0.45),
        Food(keywords: ["oats", "oatmeal"], kcal: 380, protein: 13, piece: nil, density: 0.4),
        Food(keywords: ["bread", "breadcrumbs"], kcal: 265, protein: 9, piece: 35, density: 0.45),
        Food(keywords: ["lentils", "dal", "chickpeas", "beans"], kcal: 340, protein: 22, piece: nil, density: 0.8),
        Food(
            keywords: ["peanuts", "almonds", "cashews", "walnuts", "nuts", "pistachios", "hazelnuts"], kcal: 600, protein: 20, piece: 1.2,
            density: 0.55),
        Food(keywords: ["chocolate"], kcal: 540, protein: 6, piece: nil, density: 0.6),
        Food(keywords: ["cocoa"], kcal: 230, protein: 20, piece: nil, density: 0.4),
        Food(keywords: ["potato", "sweet potato"], kcal: 80, protein: 2, piece: 170, density: 0.7),
        Food(keywords: ["onion", "shallot"], kcal: 40, protein: 1.1, piece: 150, density: 0.6),
        Food(keywords: ["garlic"], kcal: 150, protein: 6, piece: 5, density: 0.6),
        Food(keywords: ["ginger"], kcal: 80, protein: 1.8, piece: 15, density: 0.6),
        Food(keywords: ["tomato paste", "tomato puree"], kcal: 82, protein: 4.3, piece: nil, density: 1.1),
        Food(keywords: ["tomato"], kcal: 18, protein: 0.9, piece: 120, density: 0.6),
        Food(keywords: ["carrot"], kcal: 41, protein: 0.9, piece: 70, density: 0.6),
        Food(keywords: ["bell pepper", "pepper", "capsicum"], kcal: 30, protein: 1, piece: 150, density: 0.5),
        Food(keywords: ["mushroom"], kcal: 22, protein: 3, piece: 18, density: 0.4),
        Food(keywords: ["spinach", "lettuce", "kale", "cabbage", "greens"], kcal: 25, protein: 2.5, piece: 500, density: 0.2),
        Food(
            keywords: ["broccoli", "cauliflower", "courgette", "zucchini", "aubergine", "eggplant"], kcal: 30, protein: 2.5, piece: 300,
            density: 0.4),
        Food(keywords: ["peas", "corn"], kcal: 85, protein: 5, piece: nil, density: 0.6),
        Food(keywords: ["apple", "pear"], kcal: 52, protein: 0.3, piece: 180, density: 0.6),
        Food(keywords: ["banana"], kcal: 89, protein: 1.1, piece: 120, density: 0.6),
        Food(keywords: ["lemon juice", "lime juice"], kcal: 22, protein: 0.4, piece: nil, density: 1),
        Food(keywords: ["lemon", "lime"], kcal: 29, protein: 1.1, piece: 60, density: 1),
        Food(keywords: ["berries", "strawberries", "raspberries", "blueberries"], kcal: 45, protein: 0.9, piece: 10, density: 0.6),
        Food(keywords: ["coconut milk"], kcal: 200, protein: 2, piece: nil, density: 1),
        Food(keywords: ["coconut"], kcal: 350, protein: 3.3, piece: nil, density: 0.35),
        Food(keywords: ["tofu"], kcal: 80, protein: 8, piece: nil, density: 1),
        Food(keywords: ["mayonnaise"], kcal: 680, protein: 1, piece: nil, density: 0.95),
        Food(
            keywords: [
                "soy sauce", "vinegar", "stock", "broth", "water", "salt", "black pepper", "spice", "cumin", "turmeric",
                "paprika", "cinnamon", "vanilla", "baking powder", "baking soda", "yeast", "herbs", "parsley", "coriander",
                "basil", "thyme", "oregano", "chilli", "chili", "garam masala", "curry leaves", "mustard seeds", "bay leaf",
            ],
            kcal: 0, protein: 0, piece: 1, density: 1),
    ]

    /// Millilitres per volume unit; grams per mass unit.
    static let millilitres: [String: Double] = [
        "ml": 1, "cl": 10, "dl": 100, "l": 1000, "tsp": 5, "tbsp": 15, "cup": 240, "fl oz": 30, "pint": 473, "quart": 946, "spoon": 10,
        "coffee spoon": 2.5,
        "glass": 250,
    ]
    static let grams: [String: Double] = ["g": 1, "kg": 1000, "mg": 0.001, "oz": 28.35, "lb": 453.6, "pinch": 0.4, "clove": 5]

    struct Estimate: Equatable {
        var calories: Double
        var protein: String
        var note: String
    }

    /// The estimate per serving (or for the whole recipe when servings are unknown), or nil when
    /// fewer than three ingredients or under 70 % of them could be weighed.
    static func estimate(_ ingredients: [RecipeDocumentIngredientView], servings: String?) -> Estimate? {
        guard ingredients.count >= 3 else { return nil }
        var kcal = 0.0
        var protein = 0.0
        var known = 0
        for ingredient in ingredients {
            guard let weighed = weigh(ingredient) else { continue }
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

    /// Energy and protein of one ingredient line, when its food and weight are known.
    static func weigh(_ ingredient: RecipeDocumentIngredientView) -> (kcal: Double, protein: Double)? {
        let name = " " + TextTools.fold(ingredient.item) + " "
        let notes = TextTools.fold(ingredient.notes ?? "")
        guard let food = food(named: name) else { return nil }
        if food.kcal == 0 { return (0, 0) }
        guard let amount = quantityValue(ingredient.quantity) ?? (ingredient.unit != nil ? 1 : nil) else {
            // "salt to taste", "oil for frying": unmeasured, counted as nothing.
            return notes.contains("taste") || notes.contains("frying") ? (0, 0) : nil
        }
        let weight: Double
        if let unit = ingredient.unit {
            if let perUnit = grams[unit] {
                weight = amount * perUnit
            } else if let volume = millilitres[unit] {
                weight = amount * volume * food.density
            } else if let piece = food.piece {
                weight = amount * piece
            } else {
                return nil
            }
        } else if let piece = food.piece {
            weight = amount * piece
        } else {
            return nil
        }
        // A line weighing more than 5 kg is a misread, not a recipe.
        guard weight.isFinite, weight <= 5000 else { return nil }
        return (food.kcal * weight / 100, food.protein * weight / 100)
    }

    static func food(named name: String) -> Food? {
        var best: (Food, Int)?
        for food in foods {
            for keyword in food.keywords
            where TextTools.contains(name, " " + keyword + " ") || TextTools.contains(name, " " + keyword + "s ") {
                if best == nil || keyword.count > best!.1 { best = (food, keyword.count) }
            }
        }
        return best?.0
    }

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
