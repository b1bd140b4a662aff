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
