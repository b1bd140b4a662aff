/// Phrases of the glossary that describe rather than name, in the same `key=English` form as
/// `Glossary.raw` and merged into its tables: how a thing is cut, closing a name or opening its
/// notes ("en trozos", in pieces), "as you like" ("selon vos goûts", to taste), and how finely or
/// lightly it is done ("hachées finement", minced finely; "fein gehackt", finely chopped).
extension Glossary {
    static let phrases: [String: String] = [
        "fr": """
        en morceaux=in pieces|en lanieres=in strips|en des=diced|en cubes=in cubes|en rondelles=sliced|en tranches=sliced|en quartiers=in wedges|en julienne=julienned|en batonnets=in sticks
        finement=finely:a|grossierement=coarsely:a|legerement=lightly:a|rince=rinsed:a|rinces=rinsed:a|rincee=rinsed:a|rincees=rinsed:a
        selon vos gouts=to taste|selon votre gout=to taste|selon le gout=to taste|selon les gouts=to taste|selon vos envies=as you like|selon les indications du paquet=as the packet says
        """,
        "es": """
        en trozos=in pieces|en trocitos=in small pieces|en cubos=in cubes|en cubitos=in small cubes|en rodajas=sliced|en tiras=in strips|en dados=diced|en juliana=julienned
        finamente=finely:a|ligeramente=lightly:a|enjuagado=rinsed:a|enjuagados=rinsed:a|enjuagada=rinsed:a|enjuagadas=rinsed:a
        segun su gusto=to taste|segun el gusto=to taste|segun gusto=to taste
        """,
        "it": """
        finemente=finely:a|grossolanamente=coarsely:a|leggermente=lightly:a|sciacquato=rinsed:a|sciacquati=rinsed:a
        a pezzi=in pieces|a cubetti=diced|a dadini=diced|a fette=sliced|a rondelle=sliced
        """,
        "de": """
        fein=finely:a|grob=coarsely:a|abgespult=rinsed:a
        in stucken=in pieces|in wurfeln=diced|in scheiben=sliced|in streifen=in strips
        zum braten=for frying|zum anbraten=for frying|zum frittieren=for deep frying|zum bestauben=for dusting|zum bestreuen=for sprinkling
        zum garnieren=to garnish|zum servieren=to serve|zum einfetten=for greasing|fur die form=for the tin|zum kochen=for cooking
        """,
        "pt": """
        finamente=finely:a|grosseiramente=coarsely:a|levemente=lightly:a|ligeiramente=lightly:a|lavado=washed:a|lavados=washed:a
        em cubos=in cubes|em cubinhos=in small cubes|em pedacos=in pieces|em pedacinhos=in small pieces|em rodelas=sliced|em tiras=in strips|em fatias=sliced
        """,
    ]
}

extension Glossary {
    /// The word that says what an ingredient is for ("para", "pour", "per", "für").
    static let purposeWords: [String: Set<String>] = [
        "es": ["para"], "pt": ["para", "pra"], "fr": ["pour"], "it": ["per"], "de": ["fur"],
    ]

    /// Articles after such a word: "para el caramelo" is for the caramel.
    static let purposeArticles: Set<String> = ["el", "la", "los", "las", "le", "les", "l'", "il", "lo", "o", "a", "os", "as", "die", "den"]

    /// "para el caramelo" → "for the caramel", "per friggere" → "for frying", "aceite para freír"
    /// → "oil for frying": each side through the glossary, or nil when a side is not known (or the
    /// words are a glossary phrase of their own, "crema para batir").
    static func purposeSplit(_ words: [String], language: String, table: [String: Entry]) -> String? {
        guard let markers = purposeWords[language], words.count >= 2, table[words.joined(separator: " ")] == nil,
            let index = words.firstIndex(where: markers.contains), index < words.count - 1
        else { return nil }
        func glued(_ part: ArraySlice<String>) -> String {
            part.joined(separator: " ").replacingAll("d' ", with: "d'").replacingAll("l' ", with: "l'")
        }
        var rest = words[(index + 1)...]
        let article = purposeArticles.contains(rest.first ?? "") && rest.count > 1
        if article { rest = rest.dropFirst() }
        // One purpose a name: "para el para caramelo" is no name the glossary reads.
        guard !rest.contains(where: markers.contains), let purpose = translateName(glued(rest), from: language), !purpose.isEmpty
        else { return nil }
        let phrase = "for " + (article ? "the " : "") + purpose
        guard index > 0 else { return phrase }
        return translateName(glued(words[..<index]), from: language).map { $0 + " " + phrase }
    }
}
