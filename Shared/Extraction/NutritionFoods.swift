/// The food table of the nutrition estimate: approximate energy (kcal) and protein (g) per 100 g
/// as bought for a recipe (raw meat, dry grains and pulses, shellfish in the shell), rounded to what general
/// food-composition tables give; grams of one piece for things counted ("2 leeks"); grams per
/// millilitre for things measured by volume. Names are English, singular or plural; the
/// longest name a line says wins ("coconut oil" over "coconut", "goat cheese" over "goat").
///
/// Seasonings, herbs and condiments used by the spoonful weigh nothing here: whatever the
/// amount, they add little to a dish, and counting them lets the rest of a list be estimated.
extension NutritionEstimator {
    static let foods: [Food] =
        meatAndFish + dairyAndEggs + fatsAndSweets + grainsAndPulses + nutsAndSeeds + vegetables + fruit + drinksAndSauces + [
            Food(seasonings, 0, 0, piece: 1)
        ]

    static let meatAndFish: [Food] = [
        Food(["chicken breast"], 120, 23, piece: 170),
        Food(["chicken thigh", "chicken leg", "chicken drumstick"], 180, 19, piece: 110),
        Food(["chicken wing"], 190, 18, piece: 35),
        Food(["chicken"], 190, 20, piece: 1200),
        Food(["turkey breast"], 115, 24, piece: nil),
        Food(["turkey", "ground turkey", "turkey mince"], 160, 20, piece: nil),
        Food(["duck breast"], 135, 20, piece: 200),
        Food(["duck"], 330, 16, piece: nil),
        Food(["ground beef", "minced beef", "beef mince", "mince"], 250, 26, piece: nil),
        Food(["beef", "steak", "sirloin", "ribeye", "brisket", "oxtail", "meat"], 220, 26, piece: 250),
        Food(["veal", "venison", "rabbit", "goat"], 120, 21, piece: nil),
        Food(["pork", "sausage"], 260, 18, piece: 80),
        Food(["bacon", "pancetta"], 450, 14, piece: 15),
        Food(["ham", "prosciutto"], 180, 22, piece: 20),
        Food(["salami", "pepperoni", "chorizo"], 430, 22, piece: nil),
        Food(["lamb", "mutton"], 280, 25, piece: nil),
        Food(
            [
                "salmon", "tuna", "fish", "cod", "haddock", "sea bass", "trout", "tilapia", "halibut", "snapper", "mullet", "mackerel",
                "sardine", "hake", "sole", "pollock", "catfish", "swordfish", "monkfish", "plaice", "bream", "pomfret", "rohu", "hilsa",
            ], 160, 21, piece: 150),
        Food(["anchovy", "anchovy fillet"], 210, 29, piece: 4),
        Food(["prawn", "shrimp", "langoustine", "crayfish"], 90, 20, piece: 12),
        Food(["crab", "crabmeat", "crab meat", "lobster"], 90, 19, piece: nil),
        // Mussels, clams and cockles are bought and weighed in their shells, a quarter of
        // which is meat; oysters and scallops are mostly counted, by the meat.
        Food(["mussel", "clam", "cockle"], 25, 4, piece: 20),
        Food(["oyster", "scallop"], 80, 13, piece: 15),
        Food(["squid", "calamari", "octopus"], 90, 16, piece: nil),
        Food(["tofu"], 80, 8, piece: nil),
        Food(["tempeh"], 190, 19, piece: nil),
    ]

    static let dairyAndEggs: [Food] = [
        Food(["egg white"], 50, 11, piece: 33),
        Food(["egg yolk", "yolk"], 320, 16, piece: 17),
        Food(["egg"], 145, 13, piece: 50),
        Food(["milk"], 60, 3.3, piece: nil, density: 1.03),
        Food(["buttermilk"], 40, 3.3, piece: nil, density: 1.03),
        Food(["almond milk", "oat milk", "soy milk", "rice milk"], 40, 1, piece: nil, density: 1.03),
        Food(["condensed milk"], 320, 8, piece: nil, density: 1.3),
        Food(["evaporated milk"], 135, 7, piece: nil, density: 1.07),
        Food(["milk powder", "khoya", "mawa"], 480, 25, piece: nil, density: 0.5),
        Food(["cream"], 340, 2, piece: nil),
        Food(["sour cream", "creme fraiche"], 250, 2.5, piece: nil),
        Food(["ice cream"], 210, 3.5, piece: nil, density: 0.55),
        Food(["yogurt", "yoghurt", "curd"], 70, 4, piece: 125, density: 1.05),
        Food(["butter", "ghee", "margarine"], 740, 0.7, piece: nil, density: 0.96),
        Food(
            [
                "parmesan", "cheddar", "cheese", "gruyere", "pecorino", "parmigiano", "gouda", "emmental", "manchego", "provolone",
                "monterey jack", "brie", "camembert", "roquefort",
            ], 380, 24, piece: nil, density: 0.5),
        Food(["paneer"], 300, 18, piece: nil, density: 0.5),
        Food(["mozzarella"], 280, 22, piece: 125, density: 0.5),
        Food(["feta", "goat cheese", "goats cheese", "halloumi"], 270, 17, piece: nil, density: 0.5),
        Food(["ricotta", "cottage cheese"], 150, 11, piece: nil),
        Food(["cream cheese", "mascarpone"], 380, 6, piece: nil),
    ]

    static let fatsAndSweets: [Food] = [
        Food(
            [
                "olive oil", "oil", "coconut oil", "sesame oil", "mustard oil", "peanut oil", "groundnut oil", "lard", "shortening",
                "dripping",
            ], 884, 0, piece: nil, density: 0.92),
        Food(
            ["caster sugar", "brown sugar", "icing sugar", "sugar", "jaggery", "sugar powder", "jaggery powder"], 390, 0, piece: nil,
            density: 0.85),
        Food(["honey", "maple syrup", "syrup", "molasses", "treacle"], 300, 0.3, piece: nil, density: 1.4),
        Food(["jam", "preserves", "marmalade"], 250, 0.4, piece: nil, density: 1.3),
        Food(["chocolate"], 540, 6, piece: nil, density: 0.6),
        Food(["cocoa", "cocoa powder"], 230, 20, piece: nil, density: 0.4),
        Food(["marzipan", "almond paste"], 450, 8, piece: nil),
        Food(["biscuit", "cracker", "cookie", "digestive"], 480, 7, piece: 12, density: 0.5),
        Food(["puff pastry", "pastry", "filo", "phyllo", "shortcrust"], 450, 6, piece: nil),
    ]

    static let grainsAndPulses: [Food] = [
        Food(
            [
                "plain flour", "all-purpose flour", "flour", "atta", "maida", "gram flour", "besan", "wheat flour", "rice flour",
                "rice powder",
                "bread flour",
            ], 360, 11, piece: nil, density: 0.53),
        Food(
            ["cornstarch", "cornflour", "corn starch", "potato starch", "tapioca", "arrowroot", "sago"], 380, 0.3, piece: nil, density: 0.55
        ),
        Food(
            [
                "semolina", "sooji", "rava", "cornmeal", "polenta", "grits", "couscous", "bulgur", "quinoa", "barley", "millet",
                "buckwheat", "maize",
            ], 360, 12, piece: nil, density: 0.75, cooked: .init(kcal: 115, protein: 4, density: 0.75)),
        Food(
            ["rice", "basmati", "arborio", "poha", "flattened rice"], 355, 7, piece: nil, density: 0.85,
            cooked: .init(kcal: 130, protein: 2.7, density: 0.8)),
        Food(
            [
                "pasta", "spaghetti", "noodles", "macaroni", "penne", "fettuccine", "linguine", "tagliatelle", "rigatoni", "fusilli",
                "lasagne", "lasagna", "orzo", "vermicelli", "ramen", "udon", "soba",
            ], 355, 12, piece: nil, density: 0.45, cooked: .init(kcal: 155, protein: 5.5, density: 0.6)),
        Food(["oats", "oatmeal"], 380, 13, piece: nil, density: 0.4),
        Food(["bread", "sourdough", "brioche"], 265, 9, piece: 35, density: 0.45),
        Food(["baguette", "ciabatta"], 270, 9, piece: 250),
        Food(["breadcrumbs", "bread crumbs", "panko"], 395, 13, piece: nil, density: 0.45),
        Food(["tortilla", "pita", "naan", "flatbread", "chapati", "roti"], 290, 9, piece: 50),
        Food(
            ["lentils", "dal", "chickpeas", "beans"], 340, 22, piece: nil, density: 0.8,
            cooked: .init(kcal: 130, protein: 9, density: 0.7)),
    ]

    static let nutsAndSeeds: [Food] = [
        Food(
            [
                "peanuts", "almonds", "cashews", "walnuts", "nuts", "pistachios", "hazelnuts", "pecans", "pine nuts", "macadamia",
                "brazil nuts", "ground almonds", "almond flour", "almond meal", "almond powder", "cashew powder",
            ], 600, 20, piece: 1.2, density: 0.55),
        Food(["peanut butter", "almond butter", "nut butter", "tahini"], 600, 22, piece: nil, density: 1.05),
        Food(
            [
                "sesame seeds", "sesame", "chia seeds", "sunflower seeds", "pumpkin seeds", "flaxseed", "flax seeds", "poppy seeds",
                "hemp seeds", "melon seeds",
            ], 570, 20, piece: nil, density: 0.6),
        Food(["coconut milk"], 200, 2, piece: nil),
        Food(["coconut", "coconut powder"], 350, 3.3, piece: nil, density: 0.35),
    ]

    static let vegetables: [Food] = [
        Food(["potato", "sweet potato", "yam"], 80, 2, piece: 170, density: 0.7),
        Food(["new potato", "baby potato"], 75, 2, piece: 50, density: 0.7),
        Food(["cassava", "taro", "plantain"], 140, 1.4, piece: 250, density: 0.7),
        Food(["onion"], 40, 1.1, piece: 150, density: 0.6),
        Food(["shallot"], 72, 2.5, piece: 30, density: 0.6),
        Food(["spring onion", "green onion", "scallion"], 32, 1.8, piece: 15, density: 0.3),
        Food(["leek"], 61, 1.5, piece: 200, density: 0.4),
        Food(["garlic", "garlic clove"], 150, 6, piece: 5, density: 0.6),
        Food(["ginger"], 80, 1.8, piece: 15, density: 0.6),
        Food(["tomato paste", "tomato puree"], 82, 4.3, piece: nil, density: 1.1),
        Food(["sun-dried tomato"], 260, 14, piece: 5, density: 0.5),
        Food(["cherry tomato", "grape tomato"], 18, 0.9, piece: 15, density: 0.6),
        Food(["tomato", "passata"], 18, 0.9, piece: 120, density: 0.6),
        Food(["carrot"], 41, 0.9, piece: 70, density: 0.6),
        Food(["parsnip", "turnip", "swede", "rutabaga"], 60, 1.2, piece: 150, density: 0.6),
        Food(["beetroot", "beet"], 43, 1.6, piece: 130, density: 0.6),
        Food(["celeriac"], 42, 1.5, piece: 700, density: 0.6),
        Food(["radish"], 16, 0.7, piece: 10, density: 0.6),
        Food(["bell pepper", "pepper", "capsicum"], 30, 1, piece: 150, density: 0.5),
        Food(["mushroom"], 22, 3, piece: 18, density: 0.4),
        Food(
            [
                "spinach", "lettuce", "kale", "cabbage", "greens", "arugula", "rocket", "watercress", "chard", "bok choy", "pak choi",
                "collard greens", "mustard greens", "endive", "radicchio", "salad leaves", "romaine", "fenugreek leaves",
                "amaranth leaves",
            ], 25, 2.5, piece: 500, density: 0.2),
        Food(
            [
                "broccoli", "cauliflower", "courgette", "zucchini", "aubergine", "eggplant", "brinjal", "green beans", "french beans",
                "runner beans", "string beans", "cluster beans", "snow peas", "mangetout", "gourd", "bitter gourd", "bottle gourd",
                "ash gourd", "pointed gourd", "ridge gourd", "banana flower", "drumstick",
            ], 30, 2.5, piece: 300, density: 0.4),
        Food(["vegetables", "mixed vegetables"], 35, 2, piece: nil, density: 0.5),
        Food(["asparagus"], 20, 2.2, piece: 16, density: 0.5),
        Food(["celery"], 16, 0.7, piece: 40, density: 0.5),
        Food(["cucumber"], 15, 0.7, piece: 300, density: 0.5),
        Food(["fennel"], 31, 1.2, piece: 250, density: 0.4),
        Food(["okra", "bhindi"], 33, 1.9, piece: 12, density: 0.5),
        Food(["artichoke"], 47, 3.3, piece: 130, density: 0.5),
        Food(["squash", "butternut squash", "pumpkin"], 40, 1, piece: 1000, density: 0.6),
        Food(["brussels sprout", "bean sprout", "beansprout"], 40, 3, piece: 15, density: 0.4),
        Food(["peas", "corn", "sweetcorn"], 85, 5, piece: 150, density: 0.6),
        Food(["corn on the cob"], 86, 3.3, piece: 200),
        Food(["avocado"], 160, 2, piece: 170, density: 0.6),
        Food(["olive"], 115, 0.8, piece: 4, density: 0.6),
    ]

    static let fruit: [Food] = [
        Food(["apple", "pear"], 52, 0.3, piece: 180, density: 0.6),
        Food(["banana"], 89, 1.1, piece: 120, density: 0.6),
        Food(["lemon juice", "lime juice"], 22, 0.4, piece: nil),
        Food(["lemon", "lime"], 29, 1.1, piece: 60),
        Food(["orange", "clementine", "mandarin", "tangerine", "grapefruit"], 47, 0.9, piece: 130, density: 0.6),
        Food(
            ["berries", "strawberries", "raspberries", "blueberries", "blackberries", "cranberries", "cherries", "grapes"], 45, 0.9,
            piece: 10, density: 0.6),
        Food(["mango"], 60, 0.8, piece: 200, density: 0.6),
        Food(["pineapple"], 50, 0.5, piece: 900, density: 0.6),
        Food(["peach", "nectarine", "plum", "apricot"], 42, 1, piece: 120, density: 0.6),
        Food(["fig"], 74, 0.8, piece: 50, density: 0.6),
        Food(["melon", "watermelon", "cantaloupe"], 30, 0.6, piece: 1000, density: 0.6),
        Food(["kiwi", "pomegranate", "guava", "papaya", "jackfruit"], 70, 1.2, piece: 150, density: 0.6),
        Food(["rhubarb"], 21, 0.9, piece: 100, density: 0.5),
        Food(
            [
                "raisins", "sultanas", "currants", "dates", "prunes", "dried fruit", "dried apricots", "dried cranberries", "dried figs",
                "mixed peel", "candied peel",
            ], 290, 2.5, piece: 8, density: 0.65),
    ]

    static let drinksAndSauces: [Food] = [
        Food(["orange juice", "apple juice", "pineapple juice", "grape juice", "cranberry juice"], 46, 0.6, piece: nil, density: 1.04),
        Food(["wine", "white wine", "red wine", "marsala", "sherry", "vermouth", "sake", "mirin"], 100, 0.1, piece: nil),
        Food(["beer", "lager", "cider"], 45, 0.4, piece: nil),
        Food(
            [
                "brandy", "rum", "whisky", "whiskey", "vodka", "tequila", "gin", "liqueur", "cognac", "calvados", "bourbon", "kirsch",
                "amaretto", "cointreau", "grand marnier", "ouzo",
            ], 240, 0, piece: nil, density: 0.95),
        Food(["mayonnaise", "aioli"], 680, 1, piece: nil, density: 0.95),
        Food(
            ["ketchup", "barbecue sauce", "bbq sauce", "hoisin sauce", "sweet chilli sauce", "sweet chili sauce", "teriyaki sauce"], 150,
            1.5, piece: nil, density: 1.15),
        Food(["pesto"], 450, 5, piece: nil),
        Food(["hummus"], 170, 8, piece: nil),
        Food(["miso"], 200, 12, piece: nil, density: 1.1),
        Food(["tamarind"], 240, 3, piece: nil, density: 1.1),
    ]

    /// What weighs nothing here (see above): water, salt, spices, herbs, sauces and condiments
    /// by the spoonful, leaveners, zest.
    static let seasonings: [String] = [
        "soy sauce", "vinegar", "stock", "broth", "water", "salt", "black pepper", "white pepper", "salt and pepper", "spice", "cumin",
        "turmeric", "paprika", "cinnamon", "vanilla", "baking powder", "baking soda", "bicarbonate of soda", "cream of tartar", "yeast",
        "herbs", "parsley", "coriander", "cilantro", "basil", "thyme", "oregano", "mint", "dill", "chives", "rosemary", "sage",
        "tarragon", "chervil", "chilli", "chili", "chillies", "chilies", "chiles", "chilli powder", "chili powder", "cayenne",
        "jalapeno", "garam masala", "masala", "curry leaves", "curry powder", "curry paste", "mustard seeds", "mustard", "mustard paste",
        "dijon mustard", "bay leaf", "nutmeg", "allspice", "cloves", "cardamom", "saffron", "peppercorns", "fennel seeds",
        "caraway seeds", "cumin seeds", "coriander seeds", "nigella seeds", "star anise", "mace", "asafoetida", "hing", "fenugreek",
        "fenugreek seeds", "panch phoron", "ajwain", "carom seeds", "worcestershire sauce", "tabasco", "hot sauce", "sriracha",
        "fish sauce", "oyster sauce", "harissa", "wasabi", "horseradish", "gelatin", "gelatine", "agar", "lemongrass", "galangal",
        "garlic powder", "onion powder", "ginger garlic paste", "ginger-garlic paste", "bouillon", "stock cube", "seasoning", "ice",
        "food colouring",
        "food coloring", "food color", "food colour", "food gel", "powder", "curry", "ras el hanout", "extract", "essence",
        "lemon zest", "lime zest", "orange zest", "zest", "capers", "pickles",
        "gherkins", "cornichons", "kimchi", "sauerkraut",
    ]
}

extension NutritionEstimator.Food {
    init(
        _ keywords: [String], _ kcal: Double, _ protein: Double, piece: Double?, density: Double = 1,
        cooked: NutritionEstimator.Cooked? = nil
    ) {
        self.init(keywords: keywords, kcal: kcal, protein: protein, piece: piece, density: density, cooked: cooked)
    }
}
