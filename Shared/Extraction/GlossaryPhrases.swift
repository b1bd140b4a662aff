/// Phrases of the glossary that describe rather than name, in the same `key=English` form as
/// `Glossary.raw` and merged into its tables: how a thing is cut, closing a name or opening its
/// notes ("en trozos", in pieces), and "as you like" ("selon vos goûts", to taste).
extension Glossary {
    static let phrases: [String: String] = [
        "fr": """
        en morceaux=in pieces|en lanieres=in strips|en des=diced|en cubes=in cubes|en rondelles=sliced|en tranches=sliced|en quartiers=in wedges|en julienne=julienned|en batonnets=in sticks
        selon vos gouts=to taste|selon votre gout=to taste|selon le gout=to taste|selon les gouts=to taste|selon vos envies=as you like|selon les indications du paquet=as the packet says
        """,
        "es": """
        en trozos=in pieces|en trocitos=in small pieces|en cubos=in cubes|en cubitos=in small cubes|en rodajas=sliced|en tiras=in strips|en dados=diced|en juliana=julienned
        segun su gusto=to taste|segun el gusto=to taste|segun gusto=to taste
        """,
        "it": """
        a pezzi=in pieces|a cubetti=diced|a dadini=diced|a fette=sliced|a rondelle=sliced
        """,
        "de": """
        in stucken=in pieces|in wurfeln=diced|in scheiben=sliced|in streifen=in strips
        """,
        "pt": """
        em cubos=in cubes|em cubinhos=in small cubes|em pedacos=in pieces|em pedacinhos=in small pieces|em rodelas=sliced|em tiras=in strips|em fatias=sliced
        """,
    ]
}
