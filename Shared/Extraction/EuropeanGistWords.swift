/// The words `EuropeanGist` reads, folded (lower case, no accents): cooking actions in Spanish,
/// French, Italian, Portuguese and German as recipes write them (the imperative to one cook and to
/// several, the infinitive of a card and of a German method), each with its English; the helpers
/// that only carry another verb ("faites cuire", "deja reposar", "ruhen lassen"); and how hot and
/// how long. Written from the languages' grammar, not from any video.
extension EuropeanGist {
    static let actionForms: [(english: String, forms: String)] = [
        (
            "add",
            "anade anada anadir anadimos agrega agregue agregar agregamos incorpora incorpore incorporar echa eche echar ajoutez ajoute ajouter "
                + "ajoutons aggiungete aggiungi aggiungere unite unisci unire adicione adiciona adicionar acrescente acrescenta acrescentar junte "
                + "junta juntar hinzufugen zugeben dazugeben hinzugeben gib gebt geben"
        ),
        (
            "mix",
            "mezcla mezcle mezclar mezclamos melangez melange melanger melangeons mescolate mescola mescolare amalgamate misture mistura "
                + "misturar mexa mexe mexer mischen vermischen vermengen verruhren"
        ),
        ("stir", "remueve remueva remover revuelve revuelva remuez remuer mescolando ruhren ruhre ruhrt umruhren"),
        ("beat", "bate bata batir batimos battez battre sbattete sbatti sbattere bater aufschlagen"),
        ("whisk", "fouettez fouetter montate monta montare verquirlen schlagen"),
        ("peel", "pela pele pelar epluchez eplucher pelez peler sbucciate sbucciare pelate pelare descasque descasca descascar schalen"),
        ("cut", "corta corte cortar trocea trocee trocear coupez couper tagliate taglia tagliare cortar schneiden schneide"),
        ("chop", "pica pique picar hachez hacher tritate trita tritare hacken"),
        ("slice", "emincez emincer lamina laminar affettate affettare fatie fatiar"),
        ("fry", "frie fria freir frire friggete friggere frite fritar braten frittieren"),
        ("brown", "dora dore dorar dorez dorer rosolate rosola rosolare doure doura dourar anbraten"),
        ("sauté", "saltea saltee saltear sofrie sofria sofreir revenir soffriggete soffriggere refogue refoga refogar anschwitzen"),
        ("boil", "hierve hierva hervir bouillir lessate lessare ferva ferve ferver aufkochen"),
        ("cook", "cocina cocine cocinar cuece cueza cocer cuisez cuire cuocete cuoci cuocere cozinhe cozinha cozinhar garen kochen"),
        ("bake", "hornea hornee hornear enfournez enfourner infornate inforna infornare asse assa assar backen backe"),
        ("heat", "calienta caliente calentar chauffez chauffer scaldate scalda scaldare aqueca aquece aquecer erhitzen erhitze erwarmen"),
        (
            "preheat",
            "precalienta precaliente precalentar prechauffez prechauffer preriscaldate preriscaldare preaqueca preaquecer vorheizen"
        ),
        ("pour", "vierte vierta verter versez verser versate versa versare despeje despeja despejar giessen giesse"),
        ("melt", "derrite derrita derretir fondre sciogliete sciogli sciogliere derreta derrete derreter schmelzen"),
        ("drain", "escurre escurra escurrir egouttez egoutter scolate scola scolare escorra escorre escorrer abgiessen abtropfen"),
        (
            "season",
            "sazona sazone sazonar salpimienta salpimentar assaisonnez assaisonner salez saler condite condisci condire tempere temperar wurzen salzen"
        ),
        ("knead", "amasa amase amasar petrissez petrir impastate impasta impastare sove sova sovar kneten"),
        ("serve", "sirve sirva servir servez servite servire servieren"),
        ("cover", "cubre cubra cubrir couvrez couvrir coprite copri coprire tampe tampar cubra cobrir abdecken"),
        ("put", "pon ponga poner coloca coloque colocar mettez mettre placez placer deposez mettete metti mettere disponete ponha legen"),
        (
            "spread",
            "extiende extienda extender unta unte untar etalez etaler stendete stendi stendere spalmate espalhe espalhar verteilen streichen"
        ),
        (
            "sprinkle",
            "espolvorea espolvoree espolvorear saupoudrez saupoudrer parsemez spolverate spolverizzate cospargete polvilhe polvilhar bestreuen"
        ),
        ("blend", "licua licue licuar tritura triture triturar mixez mixer frullate frulla frullare triture pureeren purieren"),
        ("grate", "ralla ralle rallar rapez raper grattugiate grattugia grattugiare rale ralar reiben"),
        ("crack", "casca casque cascar cassez casser casse quebre quebra quebrar rompete rompere"),
        ("fold", "pliez plier repliez replier dobla doble doblar piegate piegare dobre dobrar"),
        ("fill", "rellena rellene rellenar farcissez farcir farcite riempite recheie rechear fullen"),
        ("shape", "formez faconnez formate modele modelar formen"),
        ("roll out", "estira estire estirar abaissez abaisser ausrollen"),
        ("grill", "grillez griller grigliate grelhe grelhar grillen"),
        ("roast", "asa ase asar rotir torrez torrefiez tostate tostare toste tostar rosten"),
        ("simmer", "mijoter mijotez cuocete sobbollire koecheln kocheln"),
        ("reduce", "reduce reduzca reducir reduisez reduire riducete ridurre reduza reduzir reduzieren einkochen"),
        ("wash", "lava lave lavar lavez laver lavate lavare waschen"),
        ("soak", "remoja remoje remojar tremper trempez ammollate einweichen"),
        ("marinate", "marina marine marinar adoba adobar mariner marinez marinare marinieren"),
        ("garnish", "decora decore decorar decorez decorer decorate guarnite guarnire garnieren dekorieren"),
        ("remove", "retira retire retirar retirez retirer otez togliete togli togliere herausnehmen"),
        ("cool", "enfria enfrie enfriar refroidir raffreddare esfrie esfriar abkuhlen"),
        ("rest", "reposa repose reposar reposer riposare descanse descansar ruhen"),
        ("turn", "voltea voltee voltear retournez retourner girate vire virar wenden"),
        ("fold in", "incorporez unterheben"),
        ("strain", "cuela cuele colar filtrez filtrer filtrate coe coar passieren"),
        ("stir in", "unterruhren einruhren"),
        ("scald", "escalda escalde escaldar ebouillantez ebouillanter scottate"),
        ("rub", "frota frote frotar frottez frotter strofinate esfregue esfregar einreiben"),
        ("dip", "moja moje mojar bagnate bagna bagnare mergulhe mergulhar tauchen"),
        ("set", "cuaja cuaje cuajar"),
        ("quarter", "vierteln"),
        (
            "mash",
            "machaca machaque machacar aplasta aplaste aplastar ecrasez ecraser schiacciate schiaccia amasse amassar zerdrucken stampfen"
        ),
    ]

    /// "Licúa todos los ingredientes", "mélangez tous les ingrédients": every ingredient.
    static let everything: Set<String> = [
        "todos los ingredientes", "tous les ingredients", "tutti gli ingredienti", "todos os ingredientes", "alle zutaten",
    ]

    /// Verbs that carry another ("faites cuire", make cook; "deja reposar", let rest; "ruhen
    /// lassen"): skipped, the verb they carry is the action.
    static let helpers: Set<String> = [
        "faites", "faire", "fais", "laissez", "laisser", "laisse", "deja", "deje", "dejar", "dejamos", "lasciate", "lascia", "lasciare",
        "fate", "deixe", "deixa", "deixar", "lassen", "lasst",
    ]

    /// Words that negate a step, per language: its outline would say the opposite. (Not
    /// Portuguese "no", which is "in the".)
    static let negations: [String: Set<String>] = [
        "es": ["no", "nunca", "jamas", "sin"], "fr": ["ne", "n'", "pas", "jamais", "sans"], "it": ["non", "mai", "senza"],
        "pt": ["nao", "nunca", "jamais", "sem"], "de": ["nicht", "kein", "keine", "keinen", "nie", "ohne"],
    ]

    /// "with": the object after it is what the action joins to the one before ("mezcla la harina
    /// con el azúcar", mix flour with sugar).
    static let withWords: Set<String> = ["con", "avec", "com", "mit"]

    /// "over": what follows is where the action goes ("vierte la salsa sobre la pasta", "gieße sie
    /// über die Schokolade").
    static let overWords: Set<String> = ["sobre", "encima", "sur", "sopra", "uber", "über"]

    /// "when", "until", "except": the foods after them, up to the next action, are a condition
    /// or an exception ("Wenn die Schokolade abgekühlt ist, gib Butter hinzu"; "à part la
    /// fécule"), not what the action acts on.
    static let asides: Set<String> = [
        "wenn", "sobald", "nachdem", "bis", "ausser", "außer", "cuando", "hasta", "mientras", "vez", "excepto", "salvo", "quand",
        "lorsque", "jusqu'", "fois", "sauf", "part", "quando", "finche", "mentre", "tranne", "depois", "enquanto", "exceto",
    ]

    /// Heats, as the words after "a", "à", "al" or "bei" name them, folded: the English for each.
    static let heats: [(words: [String], english: String)] = [
        (["fuego", "medio"], "medium"), (["fuego", "lento"], "low"), (["fuego", "bajo"], "low"), (["fuego", "alto"], "high"),
        (["fuego", "fuerte"], "high"), (["fuego", "suave"], "low"), (["feu", "moyen"], "medium"), (["feu", "doux"], "low"),
        (["feu", "vif"], "high"), (["feu", "fort"], "high"), (["fuoco", "medio"], "medium"), (["fuoco", "basso"], "low"),
        (["fuoco", "dolce"], "low"), (["fuoco", "lento"], "low"), (["fuoco", "alto"], "high"), (["fuoco", "vivace"], "high"),
        (["fogo", "medio"], "medium"), (["fogo", "baixo"], "low"), (["fogo", "brando"], "low"), (["fogo", "alto"], "high"),
        (["mittlerer", "hitze"], "medium"), (["schwacher", "hitze"], "low"), (["niedriger", "hitze"], "low"),
        (["starker", "hitze"], "high"), (["hoher", "hitze"], "high"),
    ]

    /// Units of time after a number, folded, and their English.
    static let timeUnits: [String: String] = [
        "minuto": "minute", "minutos": "minutes", "minute": "minute", "minutes": "minutes", "minuti": "minutes", "minuten": "minutes",
        "min": "minutes", "mins": "minutes", "hora": "hour", "horas": "hours", "heure": "hour", "heures": "hours", "ora": "hour",
        "ore": "hours", "stunde": "hour", "stunden": "hours", "h": "hours", "segundos": "seconds", "secondes": "seconds",
        "secondi": "seconds", "sekunden": "seconds",
    ]

    /// Words for degrees after a number ("180 grados"), folded.
    static let degreeWords: Set<String> = ["grados", "grado", "degres", "degre", "gradi", "graus", "grad"]
}
