/// Cooking vocabulary in English, French, Spanish, Italian, German and Portuguese, folded (lower
/// case, no accents). Hand-checked; used for classification, parsing and as the translation
/// glossary's unit table (`VocabularyUnits.swift`).
enum Vocabulary {
    /// Units that are also ordinary words; they count as units only right after a number.
    static let ambiguousUnits: Set<String> = [
        "c", "in", "t", "el", "tl", "cas", "pot", "pots", "can", "tin", "dose", "glas", "once", "trait", "noix", "ball", "balls", "head",
        "rib", "ribs", "loaf", "bulb", "branch", "branches", "stem", "stems", "recipe", "recipes", "batch", "batches", "square", "squares",
        "wheel", "wheels", "bar", "bars", "pod", "pods",
    ]

    /// How a cook says "to taste" in each language (folded): a note where the amount goes
    /// ("Salt - to taste"), and the end of an item in a list that lost its line breaks.
    static let toTastePhrases =
        [
            "to taste", "a gosto", "al gusto", "a gusto", "au gout", "selon gout", "q.b", "q.b.", "qb", "nach geschmack", "nach belieben",
            "a piacere", "quanto basta",
            // Spanish lists' "cantidad necesaria", as much as needed
            "c/n", "cantidad necesaria",
        ] + indianToTastePhrases

    /// "To taste" in Hindi, written in Latin letters ("namak swaad anusar") and in Devanagari, and
    /// in Bengali, Telugu and Tamil: a note, as "to taste" is.
    static let indianToTastePhrases = [
        "swaad anusar", "swad anusar", "swadanusar", "swaadanusar", "स्वादानुसार", "स्वाद अनुसार", "স্বাদমতো", "স্বাদ মতো",
        "రుచికి సరిపడా", "రుచికి తగినంత", "ருசிக்கேற்ப", "சுவைக்கேற்ப",
        // Marathi, Kannada, Malayalam
        "चवीनुसार", "चवीप्रमाणे", "ರುಚಿಗೆ ತಕ್ಕಷ್ಟು", "ರುಚಿಗೆ ತಕ್ಕಂತೆ", "ರುಚಿಗೆ", "രുചിക്ക്", "രുചിക്കനുസരിച്ച്", "പാകത്തിന്",
    ]

    /// "As needed" where an Indian list gives no amount ("घी - आवश्यकतानुसार", "ഉപ്പ് - ആവശ്യത്തിന്"),
    /// in Hindi, Bengali, Telugu, Tamil, Marathi, Kannada and Malayalam.
    static let indianAsNeededPhrases = [
        "आवश्यकतानुसार", "आवश्यकता अनुसार", "ज़रूरत अनुसार", "जरूरत अनुसार", "ज़रूरत के अनुसार", "जरूरत के अनुसार", "পরিমাণমতো", "পরিমাণ মতো", "প্রয়োজনমতো", "తగినంత", "సరిపడా",
        "தேவையான அளவு", "தேவைக்கேற்ப", "आवश्यकतेनुसार", "गरजेनुसार",
        "ಅಗತ್ಯಕ್ಕೆ ತಕ್ಕಷ್ಟು", "ಬೇಕಾದಷ್ಟು", "ಅಗತ್ಯವಿರುವಷ್ಟು", "ആവശ്യത്തിന്", "ആവശ്യത്തിനു", "ആവശ്യാനുസരണം",
    ]

    /// "A little", as the same lists write it ("ಕರಿಬೇವು - ಸ್ವಲ್ಪ").
    static let indianALittleWords = [
        "थोड़ा", "थोड़ी", "थोड़े", "সামান্য", "একটু", "కొంచెం", "கொஞ்சம்", "சிறிது", "थोडे", "थोडी", "ಸ್ವಲ್ಪ", "കുറച്ച്", "അല്പം",
    ]

    static let sizeWords: Set<String> = [
        "small", "medium", "large", "big", "very", "extra-large", "jumbo", "thin", "thick", "heaped", "level", "rounded", "generous",
        "heaping", "scant", "lg", "md", "sm", "med", "petit", "petite", "gros", "grosse", "grand", "grande", "pequeno", "pequena",
        "piccolo",
        "grosso", "klein", "gross", "miniature",
        // German in its genders and cases, and abbreviated ("1 kl. Zwiebel")
        "kleine", "kleiner", "kleines", "kleinen", "kl", "grosser", "grosses", "grossen", "mittelgrosse", "mittelgrosser",
        "mittelgrosses", "mittlere", "mittlerer", "mittleres",
        // How full a spoon or cup is, before its unit ("4 gehäufte EL") or after it ("2
        // cucharadas colmadas", "1 c. à soupe bombée", "1 xícara cheia").
        "gehaufte", "gehaufter", "gehauftes", "gestrichene", "gestrichener", "gestrichenes", "colmada", "colmadas", "colmado", "colmados",
        "bombee", "bombees", "rase", "rases", "cheia", "cheias", "rasa", "rasas", "colma", "colme", "colmo", "colmi", "rasi", "raso",
    ]

    /// Leading words that soften an amount: "about 1½ tablespoons".
    static let approximationWords: Set<String> = [
        "about", "approximately", "approx", "around", "roughly", "environ", "aproximadamente", "circa", "etwa", "cerca",
        // "Scant ½ cup", "generous pinch", "heaping 1/4 cup": how full the measure is, before it.
        "scant", "generous", "heaping", "heaped",
    ]

    /// Adjectives that, alone before a comma, mean the comma separates adjectives, not notes
    /// ("6 fresh, ripe passion fruits").
    /// The second of "fresh or frozen", "fresh or canned": a choice of state, said in the notes.
    static let stateChoiceWords: Set<String> = ["frozen", "canned", "dried", "thawed", "tinned", "jarred", "bottled", "defrosted"]

    /// Participles that, closing a name, say how it is prepared ("1 pear cored", "butter packed").
    /// Not "ground" or "smoked": those close names ("beef ground" is rare, "pepper ground" rarer).
    static let trailingParticiples: Set<String> = [
        "chopped", "minced", "diced", "sliced", "grated", "peeled", "cored", "seeded", "deseeded", "halved", "quartered", "cubed",
        "packed", "softened", "melted", "beaten", "trimmed", "rinsed", "drained", "pitted", "stemmed", "hulled",
    ]

    /// First words of a parenthesis that is a note, not another name for the ingredient.
    static let parentheticalNoteStarters: Set<String> = [
        "optional", "see", "about", "approximately", "approx", "from", "or", "such", "preferably", "if", "available", "for", "recipe",
        "homemade", "store-bought", "plus", "use", "like", "any", "at", "in", "to", "divided", "sold", "found", "reserved", "note",
        "notes", "page", "each", "ou", "facultatif", "opcional", "facoltativo", "with", "without", "and", "we", "i", "you", "not",
        "unless", "room", "cold", "warm", "hot", "tip", "also", "e.g", "eg", "ie", "i.e", "below", "above", "weight", "drained", "can",
        "omit", "this", "it", "may", "will", "should", "substitute", "more", "less", "extra", "works", "try", "is", "are", "be",
        "only",
        // how a cook buys or cuts it: "Chicken (boneless)", "Green chillies (slit)"
        "boneless", "skinless", "bone-in", "slit", "whole", "fresh", "ripe", "raw", "cut", "split", "broken",
    ]

    /// Parts of a fruit or vegetable a line can ask for: "juice of 1 lime", "zeste d'un citron".
    static let fruitParts: Set<String> = [
        "juice", "zest", "rind", "jus", "zeste", "zumo", "jugo", "ralladura", "saft", "schale", "suco", "sumo", "raspa", "raspas", "casca",
        "succo", "scorza",
    ]

    /// Words that join two names or preparations and belong to neither alone.
    static let connectors: Set<String> = ["and", "or", "&", "et", "ou", "y", "o", "e", "und", "oder"]

    static let leadingAdjectives: Set<String> = [
        "fresh", "ripe", "dried", "dry", "boneless", "skinless", "unsalted", "salted", "organic", "raw", "whole", "frozen", "cooked",
        "plain",
        "sweet", "heavy", "light", "lean", "firm", "hot", "cold", "warm", "mild", "fine", "coarse", "smoked", "young",
    ]

    /// Every cooking verb the step rules read: the classifier's and the other European forms.
    static let cookingVerbs: Set<String> = classifierVerbs.union(europeanCookingVerbs)

    /// A verb that opens a written step: a cooking verb or one of `englishStepVerbs`.
    static func isWrittenStepVerb(_ word: String) -> Bool {
        isCookingVerb(word) || englishStepVerbs.contains(word)
    }

    /// English imperatives that open a method's lines beyond the classifier's verbs ("Sear the
    /// steak…", "Air-fry at 400°F…", "Arrange on a tray…"): without them such a line was lost
    /// from a caption's method. Written steps only: no video becomes a recipe by them, and speech
    /// is read as before ("…a bit form.", "freezes really well" are talk). Left out: words that open other lines as often ("set", "line", "let",
    /// "plate", "glaze", "brine", "puree", "char").
    static let englishStepVerbs: Set<String> = [
        "sear", "microwave", "air-fry", "airfry", "stir-fry", "pan-fry", "deep-fry", "parboil", "arrange", "assemble", "scoop",
        "smash", "shred", "crumble", "freeze", "thaw", "defrost", "rinse", "wash", "pat", "trim", "flatten", "deglaze", "baste",
        "caramelize", "caramelise", "sift", "blanch", "pulse", "ladle", "dredge", "skewer", "spritz", "tenderize", "divide", "halve",
        "reheat", "form", "julienne", "devein", "debone", "measure", "shake", "muddle",
    ]

    /// "Air fry at 400°F", "slow cook on low": a cooking verb written as two words.
    static func opensWithTwoWordVerb(_ words: [String]) -> Bool {
        words.count >= 2 && ["air", "deep", "shallow", "slow", "pressure", "stir", "pan"].contains(words[0])
            && ["fry", "cook"].contains(words[1])
    }

    /// Imperative cooking verbs (folded), all six languages, plus English -ing forms that ASR
    /// transcripts use ("we're adding"): the verbs that count towards a recipe.
    static let classifierVerbs: Set<String> = [
        // English
        "add", "bake", "beat", "blend", "boil", "braise", "bring", "broil", "brown", "brush", "chill", "chop", "coat", "combine", "cook",
        "cool", "cover", "crack", "cream", "cut", "dice", "drain", "drizzle", "dust", "flip", "fold", "fry", "garnish", "grate", "grease",
        "grill", "heat", "knead", "layer", "marinate", "mash", "melt", "mince", "mix", "peel", "pipe", "place", "poach", "pour", "preheat",
        "reduce", "refrigerate", "remove", "rest", "roast", "roll", "saute", "season", "serve", "shape", "simmer", "slice", "soak",
        "spread",
        "sprinkle", "steam", "stir", "strain", "stuff", "toast", "toss", "transfer", "whip", "whisk", "wrap", "adding", "mixing",
        "stirring",
        "cooking", "baking", "frying", "boiling", "chopping", "cutting", "pouring", "whisking", "slicing", "simmering", "seasoning",
        "rolling",
        "blending", "melting", "marinating", "roasting", "grilling", "kneading", "sprinkle", "spoon", "squeeze", "tip", "dip", "fill",
        "top",
        "put", "putting", "blitz", "blitzing", "press", "fry", "fried", "roll", "rolled", "cutting", "chopped", "mixed", "added", "stirred",
        "baked", "boiled", "sauteed", "sauteing", "pan", "oven", "bowl", "pot", "skillet",
        // French
        "ajouter", "ajoutez", "ajoute", "battre", "battez", "beurrer", "beurrez", "couper", "coupez", "cuire", "faites", "faire",
        "fouetter",
        "fouettez", "hacher", "hachez", "incorporer", "incorporez", "melanger", "melangez", "melange", "mixer", "mixez", "petrir",
        "petrissez",
        "prechauffer", "prechauffez", "reserver", "reservez", "saler", "salez", "poivrer", "poivrez", "verser", "versez", "enfourner",
        "enfournez", "laisser", "laissez", "chauffer", "chauffez", "mettre", "mettez", "deposer", "deposez", "etaler", "etalez", "eplucher",
        "epluchez", "emincer", "emincez", "dorer", "rissoler", "mijoter", "porter", "egoutter", "egouttez", "tamiser", "tamisez",
        "repartir",
        "repartissez", "napper", "garnir", "garnissez", "refroidir", "decouper", "decoupez", "former", "formez", "retirer", "retirez",
        // Spanish
        "anadir", "anade", "agregar", "agrega", "batir", "bate", "cocinar", "cocina", "cortar", "corta", "freir", "frie", "hornear",
        "hornea",
        "mezclar", "mezcla", "picar", "pica", "precalentar", "precalienta", "verter", "vierte", "hervir", "hierve", "calentar", "calienta",
        "remover", "remueve", "incorporar", "incorpora", "sazonar", "salpimentar", "servir", "sirve", "dejar", "deja", "colocar", "coloca",
        // Italian
        "aggiungere", "aggiungi", "cuocere", "cuoci", "mescolare", "mescola", "tagliare", "taglia", "versare", "versa", "infornare",
        "inforna",
        "sbattere", "sbatti", "impastare", "impasta", "friggere", "friggi", "tritare", "trita", "scaldare", "scalda", "lessare", "salare",
        "servire", "servi", "unire", "unite", "amalgamare", "mettere", "metti",
        // German
        "hinzufugen", "geben", "ruhren", "schneiden", "backen", "kochen", "braten", "mischen", "vermischen", "schlagen", "erhitzen",
        "vorheizen", "kneten", "hacken", "wurzen", "servieren", "zugeben", "unterheben",
        // and as German recipes address the cook ("Erhitze die Milch", "Gib das Mehl dazu")
        "erhitze", "gib", "ruhre", "verruhre", "schneide", "backe", "koche", "brate", "mische", "vermische", "giesse", "hacke",
        "wurfle", "schale", "knete", "schmelze", "verteile", "bestreue", "wurze", "heize",
        // Portuguese
        "adicionar", "adicione", "acrescentar", "acrescente", "misturar", "misture", "cortar", "corte", "assar", "asse", "cozinhar",
        "cozinhe", "fritar", "frite", "bater", "bata", "mexer", "mexa", "aquecer", "aqueca", "despejar", "despeje", "temperar", "tempere",
        "servir", "sirva", "colocar", "coloque", "levar", "leve",
    ]

    /// Headers that open the ingredient list.
    static let ingredientHeaders: Set<String> = Set([
        "ingredients", "ingredient", "ingredient list", "you will need", "you'll need", "what you need", "shopping list",
        "ingredients list", "what you'll need", "what you will need", "grocery list",
        "the ingredients",
        "ingredients needed", "ingrédients", "ingredients pour", "liste des ingredients", "les ingredients", "il vous faut",
        "ingredientes", "ingredienti", "zutaten", "ingredients:", "for the recipe", "materials",
        // Russian: ingredients; we will need; you will need
        "ингредиенты", "нам потребуется", "нам понадобится", "вам понадобится", "понадобится", "потребуется",
        // Japanese: ingredients; ingredients and amounts
        "材料", "材料と分量", "材料・分量", "材料／分量", "材料/分量",
    ]).union(worldIngredientHeaders.map { TextTools.fold($0) })

    /// Headers that open the method.
    static let methodHeaders: Set<String> = Set([
        "instructions", "instruction", "method", "directions", "steps", "preparation", "procedure", "how to make", "how to make it",
        "recipe", "recette", "etapes", "etapes de preparation", "preparation de la recette", "deroulement", "la recette",
        "preparacion", "elaboracion", "pasos", "procedimento", "procedimiento", "instrucciones", "paso a paso", "pasos a seguir",
        "modo de preparacion", "passo a passo", "preparazione", "zubereitung", "anleitung", "so geht es", "so geht's",
        "so gehts", "modo de preparo",
        "modo de fazer", "preparo",
        // Plain-spoken headings of short-form captions ("WHAT YOU NEED … WHAT TO DO")
        "what to do", "what you do", "what you'll do", "how to cook", "how to cook it", "how to prepare", "how to prepare it",
        "cooking instructions", "cooking method", "step by step", "step-by-step", "the method", "the steps",
        // Russian: preparation, the way to prepare it
        "приготовление", "способ приготовления",
        // Japanese: how to make it; the steps
        "作り方", "手順", "調理工程", "調理手順",
    ]).union(worldMethodHeaders.map { TextTools.fold($0) })

    /// Words naming a recipe or cooking video, any language.
    static let recipeWords: Set<String> = [
        "recipe", "recipes", "recipies", "recette", "recettes", "receta", "recetas", "ricetta", "ricette", "rezept", "rezepte", "receita",
        "receitas",
        "homemade", "maison", "casera", "casero", "fatto", "caseiro", "caseira", "cook", "cooking", "cuisine", "cuisiner", "baking", "bake",
        "easy", "facile", "quick", "rapide", "tutorial", "how-to", "dish", "tradicional", "traditional", "authentic", "style",
        // "cook" and "bake" in the other languages, as "cook" and "cuisiner" above
        "cocinar", "cocinando", "cocino", "hornear", "horneando", "cucinare", "cucina", "cozinhar", "cozinhando", "kochen", "backen",
    ]

    /// Dishes and staple foods: in a title they hint at a recipe (reviews are caught by their own words).
    static let dishWords: Set<String> = [
        "cake", "cakes", "cupcakes", "cookies", "cookie", "bread", "pie", "tart", "soup", "salad", "curry", "chutney", "sauce", "pasta",
        "noodles", "rice", "chicken", "beef", "pork", "fish", "prawn", "prawns", "shrimp", "crab", "potatoes", "potato", "dal", "sambar",
        "biryani", "pakoda", "pakodi", "pakora", "macarons", "macaron", "donuts", "doughnuts", "brownies", "pancakes", "waffles",
        "omelette",
        "stew", "roast", "gateau", "tarte", "poulet", "soupe", "pates", "boeuf", "porc", "praline", "glace", "pizza", "burger", "steak",
        "bhaat", "sukto", "shukto", "jhaal", "kankrar", "churma", "bati", "mocha", "chop", "cote", "nouilles", "sushi", "rolls", "lasagna",
        "risotto", "tacos", "quiche", "muffins", "cheesecake", "mousse", "dessert", "breakfast", "dinner", "lunch", "snack",
        // Spanish, Portuguese, German, French dishes and staples
        "postre", "postres", "pastel", "pasteles", "pastelitos", "galletas", "tarta", "sopa", "ensalada", "salsa", "chilaquiles",
        "tamales", "enchiladas", "bolo", "bolos", "frango", "batata", "berinjela", "torta", "doce", "brigadeiro", "kuchen", "torte",
        "suppe", "salat", "brot", "nachtisch", "chocolat", "crepes", "gaufres", "petits", "dejeuners", "gratin", "lasagnes",
        "bhaji", "kari", "kuzhambu", "chapati", "roti", "dosa", "idli",
    ]

    /// Words of prose about a dish being cooked.
    static let foodProseWords: Set<String> = [
        "dish", "dishes", "delicacy", "cuisine", "spices", "spice", "flavor", "flavour", "flavors", "flavours", "cooked", "prepared",
        "fried", "frying", "ingredients", "ingredient", "taste", "tasty", "delicious", "curry", "masala", "recipe", "recipes", "cooking",
        "plat", "saveur", "delicieux", "gourmand", "cuisson",
        // the same in Spanish, Portuguese, Italian and German (folded)
        "delicioso", "deliciosa", "deliciosos", "deliciosas", "sabroso", "sabrosa", "sabor", "sabores", "platillo", "platillos",
        "ingredientes", "gostoso", "gostosa", "saboroso", "saborosa", "delizioso", "deliziosa", "gustoso", "sapore", "ingredienti",
        "piatto", "lecker", "geschmack", "gericht", "zutaten",
    ]

    /// Title words that mean the video is about food but not a recipe (reviews, challenges, tests).
    static let notRecipeTitleWords: Set<String> = [
        "review", "reviews", "reviewing", "tasting", "taste", "tested", "test", "trying", "tries", "try", "challenge", "vs", "versus",
        "vlog", "unboxing", "mukbang", "haul", "reaction", "reacts", "contest", "competition", "gadget", "gadgets", "ranking", "ranked",
        "restaurant", "restaurants", "expensive", "cheapest", "tour", "favoris", "decouvertes", "deception", "degustation", "teste",
        "defi", "served", "blind", "iphone", "weeks", "days", "prank", "customise", "customize", "je", "cree", "mon", "propre",
        "vos", "preferes", "street", "interview", "news", "theory", "eating", "eats", "probando", "reaccion", "sketch", "testing",
        "routine", "attempt", "attempting", "meet", "meets", "grow", "growing", "gardening", "harvesting",
    ]

    /// Title words that, next to "homemade", say the video makes the dish to compare it
    /// ("Restaurant vs. Homemade", "Homemade vs. Store-bought"): not a review.
    static let comparisonWords: Set<String> = ["vs", "versus", "restaurant", "restaurants"]

    /// Phrases of food news (folded substrings of a title): a chain dropping a product, a recall.
    static let foodNewsPhrases: [String] = [
        "no longer", "discontinu", "recall", "lawsuit", "banned", "shortage", "bankrupt", "shutting down", "closing all",
    ]

    /// A day of someone's eating, a diary format of short-form video: meals named, none made
    /// step by step (folded substrings of a title).
    static let dayOfEatingPhrases: [String] = [
        "what i eat in a day", "what i ate in a day", "what i ate today", "full day of eating", "whatieatinaday", "what i eat in a week",
    ]

    /// Made-with-a-recipe things that are not food (folded substrings): slime, cosmetics, soap,
    /// candles, remedies.
    static let nonFoodWords: [String] = [
        "slime", "baume a levres", "levres", "lip balm", "lipstick", "lip gloss", "cosmetic", "savon", "soap", "candle", "bougie",
        "shampoo", "shampooing", "maquillage", "makeup", "make-up", "skincare", "skin care", "soin du visage", "face mask",
        "huile corporelle", "body oil", "hair mask", "masque cheveux", "play-doh", "pate a modeler", "leech oil", "fertiliser",
        "fertilizer",
    ]

    /// Recipe words of scripts matched as substrings (Japanese and Chinese have no spaces; the
    /// others inflect): recipe, how to make, ingredients, cooking.
    static let scriptRecipeWords: [String] = [
        "レシピ", "作り方", "材料", "料理", "作ってみた", "做法", "食谱", "食材", "레시피", "만들기", "재료", "요리", "рецепт", "ингредиент",
        "приготов", "ст.л", "ч.л", "وصفة", "وصفات", "طريقة عمل", "مقادير", "المكونات",
    ]

    /// Cooking words of scripts the Indian lexicon does not cover, matched as substrings (folded):
    /// Arabic meals, staples, classic Maghreb dishes and "I prepared"/"cook"; Japanese verbs of
    /// making and cooking. Weaker than `scriptRecipeWords`: a meal named is not yet a recipe shown.
    static let scriptCookingWords: [String] = [
        "طبخ", "طباخ", "حضرت", "تحضير", "وجبة", "غداء", "عشاء", "فطور", "حلويات", "حلوى", "كيك", "خبز", "بطاطس", "دجاج", "كفتة", "شوربة",
        "سلطة", "عجين", "معجنات", "فطائر", "كسكس", "طاجين", "حريرة", "رفيسة", "بسطيلة", "مسمن", "بغرير", "بيصارة", "زعلوك", "شباكية",
        "作る", "作った", "作って", "作ろう", "作れる", "手作り", "捌", "煮込", "揚げ", "炒め",
    ]

    /// Title words of those scripts that say the video eats, tests, cleans or shops rather than
    /// cooks (folded substrings): eating challenges, pranks, mukbang, reactions, reviews, hauls.
    static let scriptNotRecipeWords: [String] = [
        "大食い", "チャレンジ", "ドッキリ", "完食", "食べ放題", "食べてみた", "爆食", "挑戦", "挑む", "レビュー", "食レポ", "먹방", "챌린지", "반응",
        "리뷰", "도전", "먹어본", "挑战", "吃播", "测评", "试吃", "обзор", "челлендж", "تحدي", "مقلب", "تنظيف", "ينظف", "ديكور", "مشتريات",
    ]

    /// Title words that say someone is making food ("hago", "je cuisine"): with a dish word, a
    /// cooking video.
    static let makingTitleWords: Set<String> = [
        "making", "makes", "make", "made", "cooking", "cook", "cooks", "baking", "bake", "hago", "haciendo", "preparando", "cocinando",
        "cocino", "hacer", "fazendo", "faco", "fazer", "preparo", "cuisine", "fais", "prepare", "kochen", "backen", "koche", "backe",
        "prepared",
    ]

    /// Words that say a description points elsewhere for the recipe.
    static let linkOutWords: Set<String> = ["link", "website", "blog", "lien", "site", "enlace", "sito", "full"]
}
