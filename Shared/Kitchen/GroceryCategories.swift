import Extraction
import Foundation

/// The aisle an ingredient is shopped in: Produce, Meat, Dairy, Bakery, Pantry, Spices, Frozen,
/// Other. The first rule whose word appears in the name wins, so specific phrases come first.
public enum GroceryCategories {
    public static let order = ["Produce", "Meat", "Dairy", "Bakery", "Pantry", "Spices", "Frozen", "Other"]

    static let rules: [(String, [String])] = [
        ("Frozen", ["frozen", "ice cream", "puff pastry"]),
        (
            "Pantry",
            [
                "peanut butter", "almond butter", "coconut milk", "coconut cream", "soy sauce", "fish sauce", "oyster sauce",
                "tomato paste", "tomato sauce", "canned tomato", "chicken stock", "chicken broth", "beef stock", "beef broth",
                "vegetable stock", "vegetable broth", "cornstarch", "corn starch", "cornmeal", "almond milk", "oat milk",
                "baking powder", "cocoa powder", "custard powder", "protein powder", "nori", "seaweed", "tamarind",
            ]
        ),
        (
            "Spices",
            [
                "salt", "pepper flake", "peppercorn", "black pepper", "paprika", "cumin", "cinnamon", "nutmeg", "turmeric", "oregano",
                "thyme", "rosemary", "bay leaf", "chili powder", "cayenne", "curry powder", "garam masala", "clove", "cardamom",
                "ginger powder", "ground ginger", "allspice", "coriander seed", "ground coriander", "fennel seed", "mustard seed",
                "saffron", "vanilla", "seasoning", "spice", "star anise", "sumac", "za'atar", "herbes de provence", "italian herb",
                "dried basil", "dried parsley", "garlic powder", "onion powder", "msg", "five spice", "curry leaf", "powder", "masala",
                "asafoetida", "fenugreek",
            ]
        ),
        (
            "Meat",
            [
                "beef", "steak", "pork", "bacon", "ham", "chicken", "turkey", "lamb", "veal", "duck", "sausage", "chorizo", "salami",
                "prosciutto", "pancetta", "mince", "brisket", "rib", "fish", "salmon", "tuna", "cod", "shrimp", "prawn", "crab",
                "lobster", "mussel", "clam", "scallop", "squid", "anchovy", "sardine", "tilapia", "trout", "halibut",
            ]
        ),
        (
            "Dairy",
            [
                "milk", "cream", "butter", "cheese", "parmesan", "mozzarella", "cheddar", "ricotta", "feta", "yogurt", "ghee",
                "buttermilk", "mascarpone", "egg", "sour cream", "creme fraiche", "halloumi", "paneer", "tofu",
            ]
        ),
        ("Bakery", ["bread", "baguette", "bun", "roll", "tortilla", "pita", "naan", "bagel", "croissant", "brioche", "ciabatta"]),
        (
            "Produce",
            [
                "onion", "garlic", "shallot", "leek", "tomato", "potato", "carrot", "celery", "pepper", "chili", "lettuce", "spinach",
                "kale", "cabbage", "broccoli", "cauliflower", "zucchini", "eggplant", "cucumber", "mushroom", "corn", "pea", "bean sprout",
                "green bean", "asparagus", "avocado", "lemon", "lime", "orange", "apple", "banana", "berry", "strawberry", "blueberry",
                "raspberry", "blackberry", "cranberry", "grape",
                "mango", "pineapple", "peach", "pear", "cherry", "melon", "herb", "basil", "parsley", "cilantro", "mint", "dill",
                "chive", "ginger", "squash", "pumpkin", "sweet potato", "beet", "radish", "arugula", "scallion", "green onion",
                "fennel", "okra", "artichoke", "sprout", "jalapeno", "lemongrass",
            ]
        ),
        (
            "Pantry",
            [
                "flour", "sugar", "rice", "pasta", "spaghetti", "noodle", "oil", "vinegar", "sauce", "stock", "broth", "bean", "lentil",
                "chickpea", "oat", "honey", "syrup", "baking", "yeast", "cocoa", "chocolate", "nut", "almond", "walnut", "peanut",
                "cashew", "seed", "quinoa", "couscous", "canned", "paste", "ketchup", "mustard", "mayonnaise", "jam", "coffee", "tea",
                "water", "wine", "cornstarch", "breadcrumb", "panko", "cracker", "cereal", "raisin", "coconut", "dal", "salsa",
                "gochujang", "sriracha", "tahini", "miso",
            ]
        ),
    ]

    public static func category(of name: String) -> String {
        let folded = " " + IngredientVocabulary.fold(name) + " "
        for (category, words) in rules where words.contains(where: { DietaryRules.containsWord(folded, $0) }) {
            return category
        }
        return "Other"
    }
}
