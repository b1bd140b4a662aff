/// The unit table of `Vocabulary`: every spelling of a measure in the corpus's languages and the
/// English unit it stands for, and the measures that need care (several words, no number).
extension Vocabulary {
    /// Unit spellings (folded, without trailing dots) → canonical English unit.
    static let units: [String: String] = {
        var table: [String: String] = [:]
        let groups: [(String, [String])] = [
            (
                "g",
                [
                    "g", "gr", "grs", "gm", "gms", "gram", "grams", "gramme", "grammes", "gramm", "grammi", "grammo", "gramos", "gramo",
                    "gramas", "grama",
                ]
            ),
            ("kg", ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes", "kilogramm", "chilo", "chili"]),
            ("mg", ["mg", "milligram", "milligrams"]),
            ("ml", ["ml", "mls", "millilitre", "millilitres", "milliliter", "milliliters", "mililitros", "millilitri"]),
            ("cl", ["cl", "centilitre", "centilitres"]),
            ("dl", ["dl", "decilitre", "decilitres"]),
            ("l", ["l", "litre", "litres", "liter", "liters", "litro", "litros", "litri", "ltr"]),
            (
                "tsp",
                [
                    "tsp", "tsps", "teaspoon", "teaspoons", "tspn", "cc", "c.c", "c. a c", "c.a.c", "cac", "cuillere a cafe",
                    "cuilleres a cafe", "cuillere cafe", "cuilleres cafe", "petite cuillere", "petites cuilleres",
                    "c. a cafe", "cuil. a cafe", "cucharadita", "cucharaditas", "cucharita", "cucharitas", "cdta", "cdtas", "cdita",
                    "cditas", "cucchiaino", "cucchiaini", "tl",
                    "teeloffel",
                    "colher de cha", "colheres de cha",
                ]
            ),
            (
                "tbsp",
                [
                    "tbsp", "tbsps", "tbs", "tbl", "tbls", "tblsp", "tblspn", "tb", "tablespoon", "tablespoons", "cs", "c.s", "c. a s",
                    "c.a.s", "cas",
                    "cuillere a soupe",
                    "cuilleres a soupe", "cuillere soupe", "cuilleres soupe", "c. a soupe", "cuil. a soupe", "cuillere", "cuilleres",
                    "cucharada", "cucharadas", "cda", "cdas", "cucchiaio",
                    "cucchiai",
                    "el", "essloffel", "colher de sopa", "colheres de sopa",
                    // A spoon with no kind is a tablespoon, as "cuillère" is.
                    "colher", "colheres", "cuchara", "cucharas",
                ]
            ),
            // The Brazilian coffee spoon, about half a teaspoon: not a teaspoon, which is "colher de chá".
            ("coffee spoon", ["colher de cafe", "colheres de cafe", "coffee spoon", "coffee spoons"]),
            (
                "cup",
                ["cup", "cups", "c", "tasse", "tasses", "taza", "tazas", "tazza", "tazze", "xicara", "xicaras", "chavena", "chavenas"]
            ),
            ("oz", ["oz", "ozs", "ounce", "ounces", "onces", "once"]),
            ("fl oz", ["fl oz", "fl. oz", "fluid ounce", "fluid ounces"]),
            ("lb", ["lb", "lbs", "pound", "pounds", "livre", "livres", "libra", "libras"]),
            ("pint", ["pint", "pints", "pt"]),
            ("quart", ["quart", "quarts", "qt"]),
            (
                "pinch",
                [
                    "pinch", "pinches", "pincee", "pincees", "pizca", "pizcas", "pizzico", "pizzichi", "prise", "prisen", "pitada",
                    "pitadas",
                    // a knife's tip, German's smallest measure
                    "msp", "messerspitze", "messerspitzen",
                ]
            ),
            // Indian lists' "1/2 spoon" (the Indic units' "chammach", a spoon of no named size).
            ("spoon", ["spoon", "spoons"]),
            ("dash", ["dash", "dashes", "trait", "chorrito", "goccio", "fio"]),
            (
                "handful",
                [
                    "handful", "handfuls", "poignee", "poignees", "punado", "punados", "punhado", "punhados", "manciata", "manciate",
                    "handvoll",
                ]
            ),
            (
                "clove",
                ["clove", "cloves", "gousse", "gousses", "diente", "dientes", "spicchio", "spicchi", "zehe", "zehen", "dente", "dentes"]
            ),
            (
                "can",
                [
                    "can", "cans", "boite", "boites", "lata", "latas", "dose", "dosen", "scatola", "scatolette", "scatoletta", "lattina",
                    "lattine",
                ]
            ),
            ("tin", ["tin", "tins"]),
            ("jar", ["jar", "jars", "pot", "pots", "bocal", "frasco", "vasetto", "glas", "vidro", "vidros", "barattolo", "barattoli"]),
            (
                "packet",
                [
                    "packet", "packets", "pack", "packs", "pkg", "pkgs", "package", "packages", "sachet", "sachets", "paquet", "paquets",
                    "sobre",
                    "sobres",
                    "bustina", "bustine", "packchen", "pacote", "pacotes", "envelope", "envelopes", "pck", "pkt", "packung", "packungen",
                    "paquete", "paquetes", "confezione", "confezioni",
                ]
            ),
            ("bunch", ["bunch", "bunches", "botte", "bottes", "bouquet", "manojo", "mazzo", "mazzetto", "bund", "maco"]),
            ("sprig", ["sprig", "sprigs", "brin", "brins", "ramita", "rametto", "zweig", "ramo"]),
            // A branch is bigger than a sprig; recipes that say it mean it.
            ("branch", ["branch", "branches", "branche"]),
            ("punnet", ["punnet", "punnets"]),
            ("loaf", ["loaf", "loaves"]),
            ("bulb", ["bulb", "bulbs"]),
            ("rib", ["rib", "ribs"]),
            ("stick", ["stick", "sticks", "baton", "batons", "rama", "barra", "barras", "pau", "paus", "stecca", "stecche"]),
            (
                "slice",
                [
                    "slice", "slices", "tranche", "tranches", "rebanada", "rebanadas", "rodaja", "rodajas", "fetta", "fette", "scheibe",
                    "scheiben", "fatia", "fatias",
                ]
            ),
            (
                "piece",
                [
                    "piece", "pieces", "chunk", "chunks", "morceau", "morceaux", "trozo", "trozos", "pezzo", "pezzi", "stuck", "pedaco",
                    "pedacos",
                ]
            ),
            (
                "sheet",
                [
                    "sheet", "sheets", "feuille", "feuilles", "hoja", "hojas", "foglio", "fogli", "blatt", "folha", "folhas", "lamina",
                    "laminas", "rotolo", "rotoli", "rouleau", "rouleaux",
                ]
            ),
            ("leaf", ["leaf", "leaves"]),
            ("head", ["head", "heads"]),
            ("stalk", ["stalk", "stalks", "tige", "tiges", "tallo", "stangen", "stange", "costa", "coste"]),
            ("knob", ["knob", "knobs", "noix", "noisette"]),
            ("drop", ["drop", "drops", "goutte", "gouttes", "gota", "gotas", "goccia", "gocce", "tropfen"]),
            (
                "glass",
                [
                    "glass", "glasses", "verre", "verres", "vaso", "vasos", "bicchiere", "bicchieri", "copo", "copos", "copo americano",
                    "copos americanos",
                ]
            ),
            ("bowl", ["bowl", "bowls", "bol", "bols"]),
            ("cm", ["cm", "centimetre", "centimetres", "centimeter", "centimeters"]),
            ("inch", ["inch", "inches", "in"]),
            ("bottle", ["bottle", "bottles", "bouteille", "botella", "bottiglia"]),
            ("carton", ["carton", "cartons", "brique", "briques"]),
            ("pot", ["tub", "tubs", "becher", "pote", "potes", "potinho"]),
            ("box", ["box", "boxes", "caixa", "caixas", "caixinha", "caixinhas", "caja", "cajas", "cajita", "cajitas"]),
            ("bag", ["bag", "bags"]),
            ("ball", ["ball", "balls"]),
            ("scoop", ["scoop", "scoops", "boule", "boules"]),
            ("fillet", ["fillet", "fillets", "filet", "filets"]),
            ("strip", ["strip", "strips"]),
            ("block", ["block", "blocks", "panetto", "panetti"]),
            ("cube", ["cube", "cubes", "wurfel", "cubito", "cubitos", "pastilla", "pastillas", "tablete", "tabletes"]),
            ("ear", ["ear", "ears"]),
            ("rasher", ["rasher", "rashers"]),
            ("spear", ["spear", "spears"]),
            ("rack", ["rack", "racks"]),
            ("splash", ["splash", "splashes"]),
            // "a drizzle of honey", "a dollop of yogurt", "a squeeze of lime", "a glug of oil"
            ("drizzle", ["drizzle", "drizzles"]),
            ("dollop", ["dollop", "dollops"]),
            ("squeeze", ["squeeze", "squeezes"]),
            ("glug", ["glug", "glugs"]),
            ("container", ["container", "containers"]),
            ("stem", ["stem", "stems"]),
            ("square", ["square", "squares"]),
            ("wheel", ["wheel", "wheels"]),
            ("bar", ["bar", "bars"]),
            ("pod", ["pod", "pods"]),
            // "1 recipe Puff Pastry", "1 batch buttercream": a whole batch of another recipe.
            ("batch", ["batch", "batches", "recipe", "recipes"]),
            // Russian, in the cases a count takes ("1 ст.л. соли", "3 зубчика", "5 штук")
            ("g", ["г", "гр", "грамм", "грамма", "граммов"]), ("kg", ["кг", "килограмм", "килограмма"]), ("ml", ["мл"]),
            ("l", ["л", "литр", "литра", "литров"]),
            (
                "tbsp",
                [
                    "ст.л", "ст. л", "ст.ложка", "ст.ложки", "ст.ложек", "столовая ложка", "столовые ложки", "столовых ложки",
                    "столовых ложек", "ложка", "ложки", "ложек",
                ]
            ),
            ("tsp", ["ч.л", "ч. л", "ч.ложка", "ч.ложки", "чайная ложка", "чайные ложки", "чайных ложки", "чайных ложек"]),
            ("glass", ["стакан", "стакана", "стаканов"]),
            ("clove", ["зубчик", "зубчика", "зубчиков", "зубок", "зубка"]), ("pinch", ["щепотка", "щепотки", "щепоть"]),
            ("bunch", ["пучок", "пучка"]), ("can", ["банка", "банки", "банку"]), ("slice", ["ломтик", "ломтика", "ломтиков"]),
        ]
        for (canonical, spellings) in groups + worldUnitGroups.map({ ($0.0, $0.1.map { TextTools.fold($0) }) }) {
            for spelling in spellings where table[spelling] == nil { table[spelling] = canonical }
        }
        return table
    }()

    /// Units written with several words, longest first, for phrase matching.
    static let multiWordUnits: [(words: [String], unit: String)] = units.keys
        .map { key in (key.split(separator: " ").map(String.init), units[key]!) }
        .filter { $0.0.count > 1 }
        .sorted { $0.0.count > $1.0.count }

    /// `multiWordUnits` without dots, by their first word, most words first.
    static let multiWordUnitsByFirstWord: [String: [(words: [String], unit: String)]] = Dictionary(
        grouping: multiWordUnits.map { entry in (words: entry.words.map { $0.replacingAll(".", with: "") }, unit: entry.unit) },
        by: { $0.words[0] })

    /// Names whose first word is a unit elsewhere: "1 bouquet garni" is one bouquet garni, not a
    /// bunch of "garni"; "1 filet mignon de porc" one pork tenderloin.
    static let namesOpeningWithUnit: Set<String> = ["bouquet garni", "filet mignon", "filete mignon", "file mignon"]

    /// Measures a line may open with and no number ("handful basil", "splash of milk"): words
    /// that do not begin an ingredient's name, unlike "glass noodles" or "fillet steak".
    static let measuresWithoutNumber: Set<String> = [
        "handful", "bunch", "pinch", "splash", "dash", "knob", "sprig", "slice", "drizzle", "dollop", "squeeze", "glug",
    ]
}
