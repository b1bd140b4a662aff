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
        sans peau=skinless:a|type=type:a|seulement=only:a|sans la peau=skinless:a|sans pepins=deseeded:a|sans graines=deseeded:a|sans noyau=pitted:a|denoyaute=pitted:a|denoyautee=pitted:a|denoyautes=pitted:a|denoyautees=pitted:a|sans noyaux=pitted:a|sans os=boneless:a|sans aretes=boneless:a
        a temperature ambiante=at room temperature|temperature ambiante=room temperature|pommade=very soft:a|en pommade=very soft:a|tamise=sifted:a|tamisee=sifted:a|par exemple=e.g.|p ex=e.g.|ex=e.g.
        jus=juice|egoutte=drained:a|egouttee=drained:a|egouttes=drained:a|egouttees=drained:a|presse=pressed:a|pressee=pressed:a|bien=very:a|mur=ripe:a|mure=ripe:a|murs=ripe:a|mures=ripe:a|lave=washed:a|lavee=washed:a|brisee=shortcrust:a
        de votre choix=of your choice|au choix=of your choice|de ton choix=of your choice|du commerce=store-bought:a|fait maison=homemade:a|faite maison=homemade:a|faits maison=homemade:a|faites maison=homemade:a|sans sel ajoute=no salt added|non sale=unsalted:a|non salee=unsalted:a|taille moyenne=medium:a|de taille moyenne=medium:a|trempee=soaked:a|trempees=soaked:a|toute une nuit=overnight|toute la nuit=overnight|rond=round:a|ronds=round:a|ronde=round:a|rondes=round:a|semi complete=semi-wholemeal:a|arrow root=arrowroot|fecule de tapioca=tapioca starch|dans l'eau=in water|a l'eau=in water|arrow-root=arrowroot|echallote=shallot|echallotes=shallots|volailles=poultry
        """,
        "es": """
        en trozos=in pieces|en trocitos=in small pieces|en cubos=in cubes|en cubitos=in small cubes|en rodajas=sliced|en tiras=in strips|en dados=diced|en juliana=julienned
        finamente=finely:a|ligeramente=lightly:a|enjuagado=rinsed:a|enjuagados=rinsed:a|enjuagada=rinsed:a|enjuagadas=rinsed:a
        segun su gusto=to taste|segun el gusto=to taste|segun gusto=to taste
        sin piel=skinless:a|sin hueso=boneless:a|sin huesos=boneless:a|deshuesado=boneless:a|deshuesada=boneless:a|deshuesados=boneless:a|deshuesadas=boneless:a|sin piel y sin hueso=boneless and skinless:a|sin hueso y sin piel=boneless and skinless:a|solo=only:a|sin cascara=peeled:a|sin semillas=deseeded:a|sin pepitas=deseeded:a|sin espinas=boneless:a
        temperatura ambiente=room temperature|blanda=soft:a|blando=soft:a|pomada=very soft:a|en pomada=very soft:a|troceado=chopped:a|troceada=chopped:a|troceados=chopped:a|troceadas=chopped:a|tamizada=sifted:a|tamizado=sifted:a|tipo=type:a|por ejemplo=e.g.|p ej=e.g.|ej=e.g.
        escurrido=drained:a|escurrida=drained:a|escurridos=drained:a|escurridas=drained:a|zumo=juice|jugo=juice|lavado=washed:a|lavada=washed:a|lavados=washed:a|bien=very:a
        a eleccion=of your choice|a tu eleccion=of your choice|de tu eleccion=of your choice|de tu preferencia=of your choice|casero=homemade:a|casera=homemade:a|caseros=homemade:a|caseras=homemade:a|comprado=store-bought:a|comprada=store-bought:a|sin sal anadida=no salt added|tamano mediano=medium:a|de tamano mediano=medium:a|remojado=soaked:a|remojada=soaked:a|remojados=soaked:a|remojadas=soaked:a|toda la noche=overnight
        """,
        "it": """
        finemente=finely:a|grossolanamente=coarsely:a|leggermente=lightly:a|sciacquato=rinsed:a|sciacquati=rinsed:a
        a pezzi=in pieces|a cubetti=diced|a dadini=diced|a fette=sliced|a rondelle=sliced
        senza buccia=peeled:a|solo=only:a|senza pelle=skinless:a|senza semi=deseeded:a|senza noccioli=pitted:a|senza nocciolo=pitted:a|senza osso=boneless:a|senza lische=boneless:a
        a temperatura ambiente=at room temperature|temperatura ambiente=room temperature|morbido=soft:a|morbida=soft:a|morbidi=soft:a|morbide=soft:a|ammorbidito=softened:a|ammorbidita=softened:a|setacciata=sifted:a|setacciato=sifted:a|tiepido=lukewarm:a|tiepida=lukewarm:a|sciolto=melted:a|sciolta=melted:a|fuso=melted:a|fusa=melted:a|sbucciato=peeled:a|sbucciata=peeled:a|sbucciati=peeled:a|sbucciate=peeled:a|tagliato=cut:a|tagliata=cut:a|affettato=sliced:a|affettata=sliced:a|medie=medium:a|medi=medium:a|piccole=small:a|piccoli=small:a|tipo=type:a|per esempio=e.g.|ad esempio=e.g.|es=e.g.
        schiacciato=crushed:a|schiacciata=crushed:a|schiacciati=crushed:a|sgocciolato=drained:a|sgocciolata=drained:a|sgocciolati=drained:a|sbattuto=beaten:a|sbattuta=beaten:a|sbattute=beaten:a|cotto=cooked:a|cotta=cooked:a|lavato=washed:a|lavata=washed:a|succo=juice|buccia=peel|maturi=ripe:a|mature=ripe:a
        a scelta=of your choice|a piacere=to taste|fatto in casa=homemade:a|fatta in casa=homemade:a|fatti in casa=homemade:a|fatte in casa=homemade:a|senza sale aggiunto=no salt added|ammollato=soaked:a|ammollata=soaked:a|ammollati=soaked:a|ammollate=soaked:a|per una notte=overnight|tutta la notte=overnight
        """,
        "de": """
        fein=finely:a|grob=coarsely:a|abgespult=rinsed:a
        in stucken=in pieces|in wurfeln=diced|in scheiben=sliced|in streifen=in strips
        zum braten=for frying|zum anbraten=for frying|zum frittieren=for deep frying|zum bestauben=for dusting|zum bestreuen=for sprinkling
        zum garnieren=to garnish|zum servieren=to serve|zum einfetten=for greasing|fur die form=for the tin|zum kochen=for cooking
        ohne haut=skinless:a|ohne schale=peeled:a|ohne kerne=deseeded:a|ohne stein=pitted:a|ohne knochen=boneless:a
        zimmertemperatur=room temperature|raumtemperatur=room temperature|zimmerwarm=at room temperature|zerlassen=melted:a|zerlassene=melted:a|reif=ripe:a|reife=ripe:a|zum beispiel=e.g.|z b=e.g.|zb=e.g.
        abgetropft=drained:a|abgetropfte=drained:a|gewaschen=washed:a|verquirlt=beaten:a|verquirlte=beaten:a
        nach wahl=of your choice|selbstgemacht=homemade:a|selbstgemachte=homemade:a|selbstgemachter=homemade:a|hausgemacht=homemade:a|hausgemachte=homemade:a|gekauft=store-bought:a|gekaufte=store-bought:a|eingeweicht=soaked:a|eingeweichte=soaked:a|uber nacht=overnight
        """,
        "pt": """
        finamente=finely:a|grosseiramente=coarsely:a|levemente=lightly:a|ligeiramente=lightly:a|lavado=washed:a|lavados=washed:a
        em cubos=in cubes|em cubinhos=in small cubes|em pedacos=in pieces|em pedacinhos=in small pieces|em rodelas=sliced|em tiras=in strips|em fatias=sliced
        sem casca=peeled:a|sem caroco=pitted:a|sem osso=boneless:a|sem espinhas=boneless:a
        em temperatura ambiente=at room temperature|a temperatura ambiente=at room temperature|temperatura ambiente=room temperature|peneirada=sifted:a|peneirado=sifted:a|amolecida=softened:a|amolecido=softened:a|em ponto de pomada=very soft:a|tipo=type:a|por exemplo=e.g.|ex=e.g.
        escorrido=drained:a|escorrida=drained:a|escorridos=drained:a|suco=juice|casca=peel
        de sua preferencia=of your choice|a sua escolha=of your choice|a escolha=of your choice|caseiro=homemade:a|caseira=homemade:a|caseiros=homemade:a|caseiras=homemade:a|comprado=store-bought:a|comprada=store-bought:a|sem sal adicionado=no salt added|tamanho medio=medium:a|de tamanho medio=medium:a|de molho=soaked:a|demolhado=soaked:a|demolhados=soaked:a|durante a noite=overnight|meia lua=in half-moons|em meia lua=in half-moons|em meia-lua=in half-moons|meia-lua=in half-moons
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

extension Glossary {
    /// "z. B. Boskop", "p. ej. Golden", "par exemple du comté": an example, "e.g." and what it
    /// names, through the glossary; or, in a Romance language, names as written when every word
    /// is capitalised (a variety or a brand). German capitalises every noun, so there an unknown
    /// word keeps the note in German.
    static func exampleNote(_ text: String, language: String, table: [String: Entry]) -> String? {
        let tokens = text.split(separator: " ")
        var marker: [String] = []
        for (count, token) in tokens.enumerated().prefix(3) {
            marker += TextTools.words(token)
            // ("tipo Philadelphia", "type Golden": a brand or a variety is an example too; "tipo
            // 00" is the flour's type.)
            let english = table[marker.joined(separator: " ")]?.english
            guard english == "e.g." || english == "type" else { continue }
            let rest = tokens[(count + 1)...]
            guard !rest.isEmpty else { return nil }
            if english == "e.g.", let name = translateName(rest.joined(separator: " "), from: language) { return "e.g. " + name }
            let names =
                rest.allSatisfy { $0.first.map { $0.isUppercase || $0.fastIsNumber } ?? false }
                && rest.first?.first?.isUppercase == true
            return names && language != "de" ? "e.g. " + rest.joined(separator: " ") : nil
        }
        return nil
    }
}
