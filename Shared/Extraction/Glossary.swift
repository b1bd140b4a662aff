/// A hand-checked cooking glossary (French, Spanish, Italian, German, Portuguese → English) that
/// sits in front of machine translation: ingredient names, units and common phrases that rule-
/// based translation gets wrong ("sucre en poudre" is caster sugar, not "sugar at dust").
/// Entries are folded (lower case, no accents). `:a` marks an adjective, which English puts
/// before its noun.
enum Glossary {
    static let raw: [String: String] = [
        "fr": """
        farine=flour|sucre=sugar|sucre en poudre=caster sugar|sucre glace=icing sugar|sucre roux=brown sugar|sucre vanille=vanilla sugar
        sucre vanille=vanilla sugar|beurre=butter|beurre doux=unsalted butter|beurre demi-sel=salted butter|oeuf=egg|oeufs=eggs
        jaune d'oeuf=egg yolk|jaunes d'oeufs=egg yolks|jaune=yolk|jaunes=yolks|blanc d'oeuf=egg white|blancs d'oeufs=egg whites
        lait=milk|lait entier=whole milk|creme=cream|creme liquide=liquid cream|creme liquide entiere=whipping cream|creme fraiche=crème fraîche
        creme entiere=whipping cream|chocolat=chocolate|chocolat noir=dark chocolate|chocolat au lait=milk chocolate|chocolat blanc=white chocolate
        chocolat noir patissier=dark baking chocolate|cacao=cocoa|cacao en poudre=cocoa powder|levure=yeast|levure chimique=baking powder
        sel=salt|poivre=pepper|huile=oil|huile d'olive=olive oil|huile de tournesol=sunflower oil|vinaigre=vinegar|eau=water
        eau citronnee=lemon water|gelatine=gelatin|feuille=sheet|feuilles=sheets|amande=almond|amandes=almonds|noisette=hazelnut
        noisettes=hazelnuts|poudre d'amande=ground almonds|poudre d'amandes=ground almonds|framboise=raspberry|framboises=raspberries
        puree de framboise=raspberry purée|fraise=strawberry|fraises=strawberries|citron=lemon|citrons=lemons|orange=orange
        pomme=apple|pommes=apples|pomme de terre=potato|pommes de terre=potatoes|carotte=carrot|carottes=carrots|oignon=onion
        oignons=onions|ail=garlic|echalote=shallot|echalotes=shallots|tomate=tomato|tomates=tomatoes|thym=thyme|persil=parsley
        basilic=basil|ciboulette=chives|cannelle=cinnamon|vanille=vanilla|gousse de vanille=vanilla pod|miel=honey|moutarde=mustard
        poulet=chicken|escalope de poulet=chicken cutlet|escalopes de poulet=chicken cutlets|boeuf=beef|porc=pork|cote de porc=pork chop
        jambon=ham|lardons=bacon bits|fromage=cheese|chevre=goat cheese|riz=rice|pates=pasta|nouilles=noodles|sauce soja=soy sauce
        champignon=mushroom|champignons=mushrooms|poivron=bell pepper|poivrons=bell peppers|courgette=courgette|aubergine=aubergine
        epinards=spinach|salade=lettuce|concombre=cucumber|gingembre=ginger|piment=chilli|noix de coco=coconut|lait de coco=coconut milk
        yaourt=yogurt|mascarpone=mascarpone|pate feuilletee=puff pastry|pate brisee=shortcrust pastry|biscuit=sponge|colorant=food colouring
        colorant alimentaire=food colouring|arome=flavouring|sirop=syrup|caramel=caramel|praline=praline|pistache=pistachio|pistaches=pistachios
        noix=walnuts|raisins secs=raisins|farine de ble=wheat flour|fecule de mais=cornflour|maizena=cornflour|bicarbonate=baking soda
        cafe=coffee|the=tea|jus de citron=lemon juice|zeste=zest|zeste de citron=lemon zest|sel fin=fine salt|fleur de sel=sea salt flakes
        pulpe de tomate=tomato pulp|pulpe de tomates=tomato pulp|coulis de tomate=tomato coulis|coulis de tomates=tomato coulis
        concentre de tomate=tomato paste|sucre de canne=cane sugar|herbes de provence=herbes de Provence|vin rouge=red wine|vin blanc=white wine
        celeri=celery|branche de celeri=celery stalk|proteines de soja texturees=textured soy protein|bouillon de legumes=vegetable stock
        noir=dark:a|blanc=white:a|blanche=white:a|entier=whole:a|entiere=whole:a|liquide=liquid:a|frais=fresh:a|fraiche=fresh:a
        sec=dry:a|seche=dry:a|rouge=red:a|vert=green:a|verte=green:a|jaune=yellow:a|doux=mild:a|douce=sweet:a|grille=toasted:a
        grillees=toasted:a|hache=minced:a|hachee=minced:a|fondu=melted:a|fondue=melted:a|mou=soft:a|non sucre=unsweetened:a
        pincee=pinch|tasse=cup|verre=glass|sachet=sachet|boite=can|gousse=clove|gousses=cloves|tranche=slice|tranches=slices
        morceau=piece|morceaux=pieces|pot=pot|cuillere=spoon|trait=dash|un peu=a little|quelques=a few|au gout=to taste|facultatif=optional
        moyen=medium:a|moyenne=medium:a|gros=large:a|grosse=large:a|petit=small:a|petite=small:a|grand=large:a|grande=large:a
        """,
        "es": """
        harina=flour|azucar=sugar|azucar glas=icing sugar|azucar moreno=brown sugar|mantequilla=butter|huevo=egg|huevos=eggs
        yema=yolk|yemas=yolks|clara=egg white|claras=egg whites|leche=milk|leche entera=whole milk|nata=cream|crema=cream
        chocolate=chocolate|chocolate negro=dark chocolate|cacao=cocoa|cacao en polvo=cocoa powder|levadura=yeast|levadura quimica=baking powder
        sal=salt|pimienta=pepper|aceite=oil|aceite de oliva=olive oil|vinagre=vinegar|agua=water|ajo=garlic|cebolla=onion|cebollas=onions
        tomate=tomato|tomates=tomatoes|patata=potato|patatas=potatoes|papa=potato|papas=potatoes|zanahoria=carrot|zanahorias=carrots
        pimiento=bell pepper|pollo=chicken|pechuga de pollo=chicken breast|carne=meat|carne picada=minced meat|cerdo=pork|ternera=beef
        arroz=rice|queso=cheese|limon=lemon|zumo de limon=lemon juice|naranja=orange|manzana=apple|platano=banana|fresa=strawberry
        fresas=strawberries|canela=cinnamon|vainilla=vanilla|miel=honey|perejil=parsley|cilantro=coriander|comino=cumin|oregano=oregano
        laurel=bay leaf|almendra=almond|almendras=almonds|nuez=walnut|nueces=walnuts|garbanzos=chickpeas|lentejas=lentils|frijoles=beans
        gambas=prawns|camarones=shrimp|pescado=fish|atun=tuna|champinones=mushrooms|espinacas=spinach|lechuga=lettuce|pepino=cucumber
        negro=dark:a|blanco=white:a|entera=whole:a|fresco=fresh:a|fresca=fresh:a|rojo=red:a|verde=green:a|picado=chopped:a
        cucharada=tablespoon|cucharadita=teaspoon|taza=cup|pizca=pinch|diente=clove|dientes=cloves|al gusto=to taste|opcional=optional
        mediana=medium:a|mediano=medium:a|grande=large:a|grandes=large:a|pequena=small:a|pequeno=small:a|chica=small:a|chico=small:a
        res=beef|carne de res=beef|carne molida=ground beef|costillas=ribs|costillas de res=beef ribs|libra=pound|libras=pounds
        cucharita=teaspoon|cucharitas=teaspoons|elote=corn on the cob|elotes=corn on the cob|ejotes=green beans|calabacita=courgette
        calabacitas=courgettes|chile=chilli|chiles=chillies|jitomate=tomato|jitomates=tomatoes|frijol=bean|tortillas=tortillas
        """,
        "it": """
        farina=flour|zucchero=sugar|zucchero a velo=icing sugar|burro=butter|uovo=egg|uova=eggs|tuorlo=yolk|tuorli=yolks|albume=egg white
        latte=milk|latte intero=whole milk|panna=cream|panna fresca=fresh cream|cioccolato=chocolate|cioccolato fondente=dark chocolate
        cacao=cocoa|cacao amaro=unsweetened cocoa|lievito=yeast|lievito per dolci=baking powder|sale=salt|pepe=pepper|olio=oil
        olio extravergine di oliva=extra virgin olive oil|olio d'oliva=olive oil|aceto=vinegar|acqua=water|aglio=garlic|cipolla=onion
        pomodoro=tomato|pomodori=tomatoes|patata=potato|patate=potatoes|carota=carrot|carote=carrots|sedano=celery|basilico=basil
        prezzemolo=parsley|rosmarino=rosemary|origano=oregano|pollo=chicken|manzo=beef|maiale=pork|pancetta=pancetta|guanciale=guanciale
        prosciutto=ham|formaggio=cheese|parmigiano=parmesan|pecorino=pecorino|mozzarella=mozzarella|ricotta=ricotta|riso=rice|pasta=pasta
        spaghetti=spaghetti|limone=lemon|arancia=orange|mela=apple|fragola=strawberry|fragole=strawberries|vaniglia=vanilla|miele=honey
        mandorle=almonds|nocciole=hazelnuts|noci=walnuts|funghi=mushrooms|spinaci=spinach|zucchine=courgettes|melanzane=aubergines
        fondente=dark:a|bianco=white:a|intero=whole:a|fresco=fresh:a|fresca=fresh:a|rosso=red:a|verde=green:a|grattugiato=grated:a
        cucchiaio=tablespoon|cucchiaino=teaspoon|pizzico=pinch|spicchio=clove|spicchi=cloves|q.b.=to taste|quanto basta=to taste
        medio=medium:a|media=medium:a|grande=large:a|grandi=large:a|piccola=small:a|piccolo=small:a
        """,
        "de": """
        mehl=flour|zucker=sugar|puderzucker=icing sugar|brauner zucker=brown sugar|butter=butter|ei=egg|eier=eggs|eigelb=egg yolk
        eiweiss=egg white|milch=milk|sahne=cream|schlagsahne=whipping cream|schokolade=chocolate|zartbitterschokolade=dark chocolate
        kakao=cocoa|kakaopulver=cocoa powder|hefe=yeast|backpulver=baking powder|salz=salt|pfeffer=pepper|ol=oil|olivenol=olive oil
        essig=vinegar|wasser=water|knoblauch=garlic|knoblauchzehe=garlic clove|zwiebel=onion|zwiebeln=onions|tomate=tomato|tomaten=tomatoes
        kartoffel=potato|kartoffeln=potatoes|karotte=carrot|karotten=carrots|mohre=carrot|paprika=bell pepper|hahnchen=chicken
        hahnchenbrust=chicken breast|rindfleisch=beef|schweinefleisch=pork|hackfleisch=minced meat|speck=bacon|schinken=ham|kase=cheese
        reis=rice|nudeln=noodles|zitrone=lemon|zitronensaft=lemon juice|orange=orange|apfel=apple|apfel=apples|erdbeeren=strawberries
        himbeeren=raspberries|vanille=vanilla|vanillezucker=vanilla sugar|honig=honey|zimt=cinnamon|petersilie=parsley|schnittlauch=chives
        mandeln=almonds|haselnusse=hazelnuts|walnusse=walnuts|pilze=mushrooms|spinat=spinach|gurke=cucumber|joghurt=yogurt|quark=quark
        frisch=fresh:a|frische=fresh:a|weiss=white:a|rot=red:a|grun=green:a|gehackt=chopped:a|geschmolzen=melted:a
        esslöffel=tablespoon|essloffel=tablespoon|teeloffel=teaspoon|prise=pinch|tasse=cup|becher=pot|packchen=sachet|bund=bunch
        nach belieben=to taste|etwas=some
        gross=large:a|grosse=large:a|klein=small:a|kleine=small:a|mittelgross=medium:a|mittelgrosse=medium:a
        """,
        "pt": """
        pimenta do reino=black pepper|pimenta-do-reino=black pepper|sal e pimenta do reino=salt and black pepper|pimentao=bell pepper|pimentao verde=green bell pepper|pimentao vermelho=red bell pepper|tomate pelado=peeled tomatoes
        farinha=flour|farinha de trigo=wheat flour|acucar=sugar|acucar refinado=caster sugar|manteiga=butter|ovo=egg|ovos=eggs|gema=yolk
        gemas=yolks|clara=egg white|claras=egg whites|leite=milk|leite condensado=condensed milk|creme de leite=cream|nata=cream
        chocolate=chocolate|chocolate meio amargo=dark chocolate|cacau=cocoa|chocolate em po=cocoa powder|fermento=baking powder
        fermento biologico=yeast|sal=salt|pimenta=pepper|oleo=oil|azeite=olive oil|vinagre=vinegar|agua=water|alho=garlic|cebola=onion
        tomate=tomato|tomates=tomatoes|batata=potato|batatas=potatoes|cenoura=carrot|frango=chicken|peito de frango=chicken breast
        carne=meat|carne moida=minced meat|porco=pork|arroz=rice|feijao=beans|queijo=cheese|limao=lemon|laranja=orange|maca=apple
        banana=banana|morango=strawberry|morangos=strawberries|canela=cinnamon|baunilha=vanilla|mel=honey|salsa=parsley|coentro=coriander
        amendoim=peanuts|castanha=chestnut|coco=coconut|leite de coco=coconut milk
        branco=white:a|inteiro=whole:a|fresco=fresh:a|vermelho=red:a|verde=green:a|picado=chopped:a|derretida=melted:a
        colher de sopa=tablespoon|colher de cha=teaspoon|xicara=cup|pitada=pinch|dente=clove|dentes=cloves|a gosto=to taste
        media=medium:a|medio=medium:a|grande=large:a|grandes=large:a|pequena=small:a|pequeno=small:a
        """,
    ]

    struct Entry: Sendable {
        let english: String
        let isAdjective: Bool
    }

    static let tables: [String: [String: Entry]] = raw.mapValues { text in
        var table: [String: Entry] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            for pair in line.split(separator: "|") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2 else { continue }
                let key = TextTools.fold(parts[0].trimmed)
                let value = parts[1].trimmed
                let isAdjective = value.hasSuffix(":a")
                table[key] = Entry(english: isAdjective ? String(value.dropLast(2)) : value, isAdjective: isAdjective)
            }
        }
        return table
    }

    /// "and" and "or" in each language: "sal y pimienta" is salt and pepper, not "salt pepper".
    static let coordinators: [String: [String: String]] = [
        "fr": ["et": "and", "ou": "or"], "es": ["y": "and", "e": "and", "o": "or", "u": "or"], "it": ["e": "and", "ed": "and", "o": "or"],
        "de": ["und": "and", "oder": "or"], "pt": ["e": "and", "ou": "or"],
    ]

    /// Words that carry no meaning of their own in an ingredient name ("de", "la", "d'").
    static let connectors: Set<String> = [
        "de", "du", "des", "la", "le", "les", "l'", "d'", "en", "a", "au", "aux", "et", "el", "los", "las", "del", "y", "con", "di", "il",
        "lo", "e", "con", "der", "die", "das", "und", "mit", "von", "o", "os", "as", "do", "da", "dos", "das", "com",
    ]

    /// Translates a short name ("purée de framboise", "chocolat noir pâtissier") when every word
    /// is known: longest phrases first, adjectives moved before their noun, "A de B" → "B A".
    static func translateName(_ text: String, from language: String) -> String? {
        // Indian languages: the Indic lexicon's ingredient names (stems, since endings vary).
        if indicLanguages.contains(language) { return IndicLexicon.translateName(text) }
        guard let table = tables[language] else { return nil }
        let folded = TextTools.fold(text).trimmingEdges { $0 == "." || $0.fastIsWhitespace }
        if let whole = table[folded] { return whole.english }
        var words = TextTools.words(folded).flatMap { word -> [String] in
            // "d'oeuf" → "d'", "oeuf"
            if (word.hasPrefix("d'") || word.hasPrefix("l'")) && word.count > 2 {
                return [String(word.prefix(2)), String(word.dropFirst(2))]
            }
            return [word]
        }
        guard !words.isEmpty, words.count <= 8 else { return nil }
        // "sal y pimienta", "sel ou poivre": each side on its own, joined in English.
        if let joins = coordinators[language], let index = words.firstIndex(where: { joins[$0] != nil }), index > 0,
            index < words.count - 1, table[words.joined(separator: " ")] == nil
        {
            guard let left = translateName(words[..<index].joined(separator: " "), from: language),
                let right = translateName(words[(index + 1)...].joined(separator: " "), from: language)
            else { return nil }
            return left + " " + (joins[words[index]] ?? "and") + " " + right
        }
        // Greedy longest-phrase segmentation.
        var groups: [[(english: String, adjective: Bool)]] = [[]]
        while !words.isEmpty {
            var matched = false
            for length in stride(from: min(4, words.count), through: 1, by: -1) {
                let phrase = words.prefix(length).joined(separator: " ").replacingAll("d' ", with: "d'")
                if let entry = table[phrase] {
                    groups[groups.count - 1].append((entry.english, entry.isAdjective))
                    words.removeFirst(length)
                    matched = true
                    break
                }
            }
            if matched { continue }
            let word = words.removeFirst()
            if ["de", "d'", "di", "do", "da", "von"].contains(word) {
                groups.append([])
            } else if connectors.contains(word) {
                continue
            } else if word.allSatisfy({ $0.fastIsNumber || $0 == "%" }) {
                groups[groups.count - 1].append((word, true))
            } else {
                return nil
            }
        }
        // Within a group: adjectives first. Across "de": the last group modifies the first.
        let phrases = groups.filter { !$0.isEmpty }.map { group -> String in
            (group.filter(\.adjective).map(\.english) + group.filter { !$0.adjective }.map(\.english)).joined(separator: " ")
        }
        return phrases.reversed().joined(separator: " ")
    }

    static let indicLanguages: Set<String> = ["hi", "bn", "te", "ta", "mr"]

    static func hasTable(for language: String) -> Bool { tables[language] != nil || indicLanguages.contains(language) }
}
