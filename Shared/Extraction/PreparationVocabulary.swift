/// Preparation words of ingredient lines: what the cook does to an ingredient, which goes to
/// its notes, against the words that name what the shop sells.
extension Vocabulary {
    /// Participles that describe preparation wherever they stand in an ingredient's name
    /// ("fresh chopped parsley" → "fresh parsley", notes "chopped").
    static let preparationParticiples: Set<String> =
        Set([
            "chopped", "minced", "diced", "sliced", "grated", "cracked", "crushed", "toasted", "melted", "softened", "beaten", "peeled",
            "shredded", "halved", "cubed", "mashed", "julienned", "deseeded", "de-seeded",
        ]).union(foreignParticiples)

    /// The same in the corpus's other languages, in their genders and numbers, where they close
    /// a name too ("berinjelas fatiadas", "cebolla cortada"). Not the participles that name a
    /// product ("saumon fumé", "carne molida", "tomates triturados", "tomate pelado").
    static let foreignParticiples: Set<String> = [
        "hache", "hachee", "haches", "hachees", "emince", "eminces", "emincee", "emincees", "rape", "rapee", "rapes", "rapees", "fondu",
        "fondue", "ramolli", "ecrase", "ecrasee", "ecrases", "ecrasees", "cisele", "ciselee", "ciseles", "ciselees", "concasse",
        "concassee", "concasses", "concassees", "picado", "picada", "picados", "picadas", "rallado", "rallada", "rallados", "ralladas",
        "cortado", "cortada", "cortados", "cortadas", "ralado", "ralada", "ralados", "raladas", "fatiado", "fatiada", "fatiados",
        "fatiadas", "amassado", "amassada", "amassados", "amassadas", "desfiado", "desfiada", "tritato", "tritata", "grattugiato",
        // finely chopped, as Latin American and Brazilian cooks say it; shredded
        "picadito", "picadita", "picaditos", "picaditas", "picadinho", "picadinha", "picadinhos", "picadinhas", "deshebrado",
        "deshebrada", "deshebrados", "deshebradas", "desfiados", "desfiadas",
        "gehackt", "gerieben",
    ]

    /// Adverbs that go with the participle after them: "échalotes finement hachées" is shallots,
    /// finely chopped (not "shallots finely", chopped).
    static let preparationAdverbs: Set<String> = [
        "finely", "roughly", "coarsely", "thinly", "freshly", "finement", "grossierement", "finamente", "fein", "grob",
    ]

    /// Names that open with a preparation word: what the shop sells ("crushed tomatoes",
    /// "crushed red pepper flakes"), not what the cook does. Keyed by the two first words.
    static let preparedProducts: Set<String> = [
        "crushed tomatoes", "crushed tomato", "crushed red", "crushed pineapple", "crushed ice", "shredded coconut",
        "whipped cream", "whipped topping",
    ]

    /// Words that start the notes of an ingredient when they lead its name. Not "hot", "warm",
    /// "cold" or "soft": "hot water", "cold butter", "soft tofu" name what to use (the labelled
    /// sources keep them in the name five times in six; "cold" and "soft" every time).
    static let preparationWords: Set<String> = [
        "chopped", "finely", "roughly", "coarsely", "thinly", "diced", "minced", "sliced", "grated", "melted", "softened", "beaten",
        "crushed",
        "peeled", "halved", "quartered", "cubed", "shredded", "julienned", "mashed", "sifted", "packed", "lightly", "freshly", "cooked",
        "zested",
        "juiced", "deseeded", "de-seeded", "trimmed", "rinsed", "drained", "separated", "room-temperature", "seeded",
        "cored", "stemmed", "hulled", "crumbled", "shelled", "torn", "uncooked", "loosely", "firmly", "tightly",
    ]

    /// How a thing is cut, closing its name in the corpus's other languages ("yucas en trozos",
    /// "poivrons grillés en lanières"): notes, as "cut into pieces" is in English. Folded, each
    /// with the space before and after it.
    static let cutForms: [String] = [
        "en morceaux", "en lanieres", "en des", "en cubes", "en rondelles", "en tranches", "en quartiers", "en julienne", "en batonnets",
        "en trozos", "en trocitos", "en cubos", "en cubitos", "en rodajas", "en tiras", "en dados", "en juliana", "em cubos",
        "em cubinhos", "em pedacos", "em pedacinhos", "em rodelas", "em tiras", "em fatias", "a pezzi", "a cubetti", "a dadini",
        "a fette", "a rondelle", "in stucken", "in wurfeln", "in scheiben", "in streifen",
    ].map { " " + $0 + " " }
}

extension Vocabulary {
    /// Words that make a parenthesis in the corpus's other languages a note, not another name
    /// for the thing: how it is cut or kept ("cebolla (picada)", "Zwiebel (fein gewürfelt)"),
    /// its state ("beurre (mou)", "burro (morbido)", "œufs (à température ambiante)"), a choice
    /// or an example ("(opcional)", "(oder Honig)", "(z. B. Boskop)"), what it is without ("(sin
    /// piel)"). Folded. A parenthesis of names alone ("Salsinha (cheiro verde)") stays an alias.
    static let foreignParentheticalNotes: Set<String> = foreignParticiples.union([
        // French
        "sans", "avec", "pour", "selon", "environ", "facultatif", "mou", "molle", "tiede", "froid", "froide", "chaud", "chaude",
        "temperature", "ambiante", "pele", "pelee", "peles", "pelees", "epluche", "epluchee", "coupe", "coupee", "coupes", "coupees",
        "tamise", "tamisee", "fondue", "ramollie", "bien", "mur", "mure", "murs", "mures", "par", "ex", "taille",
        // Spanish and Portuguese
        "sin", "sem", "para", "segun", "aprox", "aproximadamente", "cerca", "opcional", "blanda", "blando", "tibia", "tibio", "fria",
        "frio", "caliente", "morna", "morno", "quente", "derretida", "derretido", "pelado", "pelada", "pelados", "peladas",
        "troceado", "troceada", "peneirada", "peneirado", "tamizada", "tamizado", "madura", "maduro", "maduras", "maduros", "gosto",
        "gusto", "ambiente", "temperatura", "tipo", "marca", "sobre", "unos", "unas", "uns", "umas", "tamano", "tamanho",
        // Italian
        "senza", "circa", "facoltativo", "facoltativa", "morbido", "morbida", "tiepido", "tiepida", "freddo", "fredda", "caldo",
        "calda", "fuso", "sciolto", "tagliato", "tagliata", "tagliati", "tagliate", "affettato", "affettata", "sbucciato",
        "sbucciata", "setacciata", "setacciato", "maturo", "matura", "qb", "q.b",
        // German
        "ohne", "oder", "etwa", "ca", "z", "zb", "optional", "nach", "belieben", "weich", "weiche", "zimmertemperatur", "kalt",
        "kalte", "warm", "lauwarm", "geschmolzen", "zerlassen", "gewurfelt", "geschnitten", "geschalt", "gehackte", "geriebene",
        "reif", "reife", "grosse", "fein", "grob", "gepresst", "abgetropft", "gewaschen", "verquirlt", "gekocht", "zimmerwarm", "mind",
        "mindestens",
        // drained, crushed, beaten, cooked, washed, in the Romance languages
        "escurrido", "escurrida", "escurridos", "escurridas", "escorrido", "escorrida", "sgocciolato", "sgocciolata", "egoutte",
        "egouttee", "egouttes", "egouttees", "machacado", "machacada", "schiacciato", "schiacciata", "presse", "pressee", "batido",
        "batida", "batidos", "sbattuto", "sbattute", "battu", "battus", "cocido", "cocida", "cozido", "cozida", "cotto", "cotta",
        "cuit", "cuite", "cuits", "lavado", "lavada", "lavato", "lavata", "lave", "lavee", "en", "em", "q", "solo", "seulement",
        // a part of the fruit: "limón (zumo y ralladura)", "citron (jus et zeste)"
        "zumo", "jugo", "suco", "sumo", "succo", "jus", "saft", "ralladura", "raspa", "raspas", "zeste", "zestes", "scorza", "abrieb",
    ])
}

extension Vocabulary {
    /// What a food comes without, closing its name in the corpus's other languages ("tomates sin
    /// piel", "pomodori senza buccia"): how it is prepared, a note, as "skinless" or "deseeded"
    /// is. Not what a product is made without ("mantequilla sin sal", unsalted butter; "gelatina
    /// sin sabor"), which names what the shop sells. Folded, each with the space before it.
    static let removedParts: [String] = [
        "sin piel", "sin cascara", "sin semillas", "sin pepitas", "sin espinas", "sem pele", "sem casca", "sem sementes", "sem caroco",
        "sem osso", "sem espinhas", "senza buccia", "senza pelle", "senza semi", "senza noccioli", "senza nocciolo", "senza osso",
        "senza lische", "sans peau", "sans la peau", "sans pepins", "sans graines", "sans noyau", "sans noyaux", "sans os",
        "sans aretes", "ohne haut", "ohne schale", "ohne kerne", "ohne stein", "ohne knochen",
    ].map { " " + $0 }
}
