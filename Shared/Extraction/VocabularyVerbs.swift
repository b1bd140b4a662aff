/// The cooking verbs of French, Spanish, Italian, Portuguese, German and Russian methods beyond
/// `Vocabulary.classifierVerbs`, in the forms recipes write them: the infinitive
/// ("Amasar y dejar reposar"), the familiar imperative ("Pela y corta"), the polite or plural one
/// ("Agregue", "Rosolate il guanciale", "Unte uma forma"). Folded (no accents, "ß" as "ss").
///
/// They read steps; they do not make a description a recipe. The classifier counts only the
/// first list (`Vocabulary.classifierVerbs`): beauty and craft videos say "fais", "laisse",
/// "deixe", "filtrer" too, and Portuguese "pela" is "by the". (Counted, they turned two French
/// non-recipes of the tune part into recipes.) Left out even here: forms that are mostly common
/// nouns or function words in one of the six languages ("une", "forma", "tapa", "lava", "asa",
/// "marina", "poivre", "beurre", "fria", "lleva", "reserva").
extension Vocabulary {
    static let europeanCookingVerbs: Set<String> = Set([
        // Spanish: infinitives (Argentine and Spanish methods), tú and usted imperatives
        "amasar", "amasa", "amase", "rehogar", "rehoga", "rehogue", "sofreir", "sofrie", "saltear", "saltea", "saltee", "dorar", "dora",
        "dore", "tostar", "tuesta", "rallar", "ralla", "ralle", "pelar", "pele", "licuar", "licua", "licue", "triturar",
        "tritura", "escurrir", "escurre", "escurra", "enfriar", "enfria", "refrigerar", "refrigera", "refrigere", "reservar", "cubrir",
        "cubre", "cubra", "tapar", "untar", "unta", "unte", "rellenar", "rellena", "rellene", "armar", "enrollar", "enrolla",
        "espolvorear", "espolvorea", "espolvoree", "cocer", "cuece", "machacar", "machaca", "moler",
        "muele", "marinar", "condimentar", "condimenta", "aderezar", "retirar", "retira", "retire", "colar", "cuela", "remojar",
        "remoja", "derretir", "derrite", "fundir", "funde", "integrar", "unir", "extender", "extiende", "estirar", "estira", "engrasar",
        "engrasa", "enharinar", "rebozar", "empanizar", "sumar", "desmoldar", "desmolda", "cuajar", "cuaja", "lavar", "trocear",
        "trocea", "aplastar", "aplasta", "pela", "decorar", "decora", "decore", "pon", "poner", "ponga", "echar", "echa", "eche",
        "revolver", "revuelve", "agregue", "anada",
        "mezcle", "pique", "cocine", "hornee", "vierta", "coloque", "sirva", "deje", "sazone", "incorpore", "precaliente",
        "hierva", "bata", "batir", "freir", "banar", "glasear", "rellenar", "hidratar",
        // Italian: infinitives, tu and voi imperatives
        "rosolare", "rosola", "rosolate", "cuocete", "sbattete", "aggiungete", "mescolate", "tagliate", "versate", "infornate",
        "impastate", "friggete", "tritate", "scaldate", "lessate", "servite", "amalgamate", "mettete", "lasciate", "lascia", "lasciare",
        "stendete", "stendere", "stendi", "spolverizzate", "spolverare", "grattugiate", "grattugiare", "grattugia", "sbucciate",
        "sbucciare", "frullate", "frullare", "frulla", "montate", "montare", "sciogliete", "sciogliere", "sciogli", "soffriggete",
        "soffriggere", "sfumate", "sfumare", "sfuma", "scolate", "scolare", "scola", "condite", "condire", "condisci", "farcite",
        "farcire", "coprite", "coprire", "copri", "disponete", "disporre", "trasferite", "spegnete", "spegnere", "spegni",
        "preriscaldate", "preriscaldare", "cospargete", "cospargere", "tostate", "tostare", "unisci", "lavate", "lavare", "riempite",
        "formate", "regolate", "aggiustate",
        // Portuguese
        "unte", "untar", "polvilhe", "polvilhar", "reserve", "refogue", "refogar", "doure", "dourar", "escorra", "escorrer", "amasse",
        "amassar", "sove", "sovar", "cobrir", "deixe", "deixar", "rale", "ralar", "descasque", "descascar", "ferva", "ferver", "junte",
        "juntar", "derreta", "derreter", "enrole", "enrolar", "recheie", "rechear", "desenforme", "desenformar", "incorporar", "lave",
        "espalhe", "espalhar", "modele", "modelar", "bata", "pique", "escalde", "escaldar",
        // French: infinitives and the familiar imperative (the polite "-ez" is read by its ending)
        "saupoudrer", "badigeonner", "fariner", "raper", "ciseler", "tailler", "revenir", "blanchir", "pocher", "griller", "rotir",
        "dresser", "parsemer", "arroser", "assaisonner", "farcir", "rouler", "abaisser", "demouler", "monter", "fondre",
        "rincer", "presser", "delayer", "reduire", "poeler", "tremper", "couvrir", "rechauffer", "enrober", "tartiner",
        "mets", "fais", "laisse", "filtrer", "lisser", "epluche", "emince", "fouette", "enfourne", "depose", "etale", "chauffe", "coupe",
        "verse", "incorpore",
        "melanges", "ajoutes",
        // Russian: infinitives, imperatives and the "we" of a cook speaking ("добавляем")
        "добавить", "добавьте", "добавляем", "смешать", "смешайте", "смешиваем", "перемешать", "перемешайте", "перемешиваем",
        "нарезать", "нарежьте", "нарезаем", "режем", "варить", "сварить", "варите", "варим", "жарить", "обжарить", "обжарьте",
        "обжариваем", "жарим", "запекать", "запечь", "запекайте", "запекаем", "выпекать", "посолить", "посолите", "солим", "залить",
        "залейте", "заливаем", "налить", "положить", "положите", "кладем", "выложить", "выложите", "выкладываем", "взбить", "взбейте",
        "взбиваем", "замесить", "замесите", "замешиваем", "отварить", "отварите", "тушить", "потушить", "тушим", "натереть", "натрите",
        "натираем", "промыть", "промойте", "разогреть", "разогрейте", "довести", "доведите", "доводим", "охладить", "охладите",
        "посыпать", "посыпьте", "посыпаем", "накрыть", "накройте", "накрываем", "слить", "слейте", "сливаем", "ставим", "растопить",
        "растопите", "очистить", "очистите", "почистить", "подавать", "подаем",
        // German infinitives, as German methods end their sentences ("Eier trennen.")
    ]).union(germanStepInfinitives)

    /// A cooking verb, or one with the object pronouns Spanish and Italian glue to an imperative
    /// ("Fríelas a fuego medio", "mézclalo", "rosolatelo"): the verb without them, accents
    /// folded away, is in the list.
    static func isCookingVerb(_ word: String) -> Bool {
        if cookingVerbs.contains(word) { return true }
        guard word.utf8.count >= 6 else { return false }
        for pronoun in ["selas", "selos", "sela", "selo", "las", "los", "les", "la", "lo", "le", "li", "ne"] where word.hasSuffix(pronoun) {
            let verb = String(word.dropLast(pronoun.count))
            if verb.utf8.count >= 3, europeanCookingVerbs.contains(verb) || cookingVerbs.contains(verb) { return true }
        }
        return false
    }

    /// How Spanish, Portuguese and Italian cooks say a step aloud: "we" forms ("mezclamos",
    /// "agregamos", "batimos", "misturamos", "mescoliamo"), whose infinitive is in the list.
    /// No English word ends so ("-amos", "-emos", "-imos", "-iamo" after three letters), so
    /// English speech reads as before.
    static func isSpokenPluralCookingVerb(_ word: String) -> Bool {
        let endings: [(String, [String])] = [
            ("amos", ["ar"]), ("emos", ["er"]), ("imos", ["ir"]), ("iamo", ["are", "ere", "ire"]),
        ]
        for (ending, infinitives) in endings where word.hasSuffix(ending) && word.utf8.count >= ending.utf8.count + 3 {
            let stem = word.dropLast(ending.count)
            if infinitives.contains(where: { cookingVerbs.contains(stem + $0) }) { return true }
        }
        return false
    }

    /// German infinitives that end a method's sentence ("Zwiebel fein würfeln.", "Eiweiß steif
    /// schlagen und unterheben."): the verb comes last, so `DescriptionParser.endsWithStepVerb`
    /// reads them there too.
    static let germanStepInfinitives: Set<String> = [
        "trennen", "verruhren", "unterruhren", "umruhren", "ruhren", "schlagen", "unterheben", "backen", "zerreissen", "bestauben",
        "wurfeln", "schalen", "pellen", "schneiden", "hacken", "reiben", "raspeln", "anbraten", "braten", "anschwitzen", "dunsten",
        "dampfen", "garen", "kocheln", "kochen", "aufkochen", "einkochen", "abgiessen", "abtropfen", "abschrecken", "abschmecken",
        "wurzen", "salzen", "pfeffern", "mischen", "vermischen", "vermengen", "verkneten", "kneten", "ausrollen", "formen", "fullen",
        "bestreichen", "bestreuen", "belegen", "verteilen", "einfetten", "ausstechen", "abkuhlen", "kaltstellen", "servieren",
        "anrichten", "garnieren", "dazugeben", "hinzugeben", "zugeben", "hinzufugen", "giessen", "ubergiessen", "aufgiessen",
        "purieren", "mixen", "waschen", "putzen", "halbieren", "vierteln", "schmelzen", "zerlassen", "erwarmen", "erhitzen",
        "vorheizen", "karamellisieren", "rosten", "grillen", "frittieren", "ausbacken", "uberbacken", "marinieren", "einweichen",
        "wenden", "aufschlagen", "zerkleinern", "zupfen", "abloschen", "einruhren", "andunsten",
        "glattstreichen", "einschichten", "aufstreuen", "darubergeben",
    ]
}
