/// The dish a French, Spanish, Italian, Portuguese or German cook introduces in the opening of
/// the video ("hoy vamos a preparar unas arepas muy fáciles", "aujourd'hui on va faire une quiche
/// lorraine", "oggi prepariamo la pasta al pomodoro"): the words after the introduction, without
/// the article, up to the clause's end or a word of praise, time or place. As said (folded), in
/// its language: the glossary puts it into English where it can.
extension TranscriptTitle {
    static func europeanDish(in tokens: [Token]) -> String? {
        let window = tokens.prefix(presentationWindow)
        for index in window.indices {
            guard let phrase = europeanIntroductions.first(where: { introduces($0, at: index, in: tokens) }) else { continue }
            var start = index + phrase.count
            while start < tokens.count, europeanArticles.contains(tokens[start].word) || europeanPraise.contains(tokens[start].word) {
                start += 1
            }
            var words: [String] = []
            var at = start
            while at < tokens.count, words.count < 4, !europeanStops.contains(tokens[at].word) {
                words.append(tokens[at].word)
                if tokens[at].endsClause { break }
                at += 1
            }
            while let last = words.last, europeanArticles.contains(last) || ["de", "di", "du", "do", "da"].contains(last) {
                words.removeLast()
            }
            guard let first = words.first, !europeanGeneric.contains(first) else { continue }
            return TextTools.capitalisedFirst(words.joined(separator: " "))
        }
        return nil
    }

    /// Whether the words of `phrase` stand at `index`, within one clause.
    static func introduces(_ phrase: [String], at index: Int, in tokens: [Token]) -> Bool {
        guard index + phrase.count < tokens.count else { return false }
        for (offset, word) in phrase.enumerated() {
            let token = tokens[index + offset]
            if token.word != word || token.endsClause { return false }
        }
        return true
    }

    /// How a cook says "today we're making …" (folded, word by word).
    static let europeanIntroductions: [[String]] = [
        "vamos a preparar", "vamos a hacer", "vamos a cocinar", "les voy a ensenar a hacer", "les voy a ensenar", "voy a preparar",
        "voy a hacer", "hoy preparamos", "hoy hacemos", "on va faire", "on va preparer", "je vais vous montrer comment faire",
        "je vous propose", "oggi prepariamo", "oggi facciamo", "andiamo a preparare", "vi mostro come fare", "vamos fazer",
        "vamos preparar", "vou ensinar", "vou fazer", "heute machen wir", "heute backen wir", "heute kochen wir",
        "сегодня готовим", "сегодня приготовим", "сегодня мы приготовим", "сегодня мы готовим", "будем готовить",
        // Indonesian, Vietnamese ("làm món", make the dish), Polish, Dutch, Turkish (whose verb
        // comes after the dish: "bugün mercimek çorbası yapıyoruz")
        "kita masak", "kita akan masak", "kita akan membuat", "kita membuat", "kita bikin", "làm món", "nấu món", "zrobimy",
        "przygotujemy", "maken we", "maak ik", "gaan we", "bugün",
    ].map { TextTools.fold($0).split(separator: " ").map(String.init) }

    static let europeanArticles: Set<String> = [
        "un", "una", "unas", "unos", "el", "la", "los", "las", "une", "des", "le", "les", "du", "il", "lo", "gli", "i", "uma", "um", "o",
        "a", "os", "as", "einen", "eine", "ein", "die", "der", "das", "den", "mi", "mis", "ma", "mon", "mes", "minha", "meu", "nostra",
        "nostro", "ce", "cette", "esta", "este", "questa", "questo", "essa", "esse", "sebuah", "een", "het", "sizlerle", "sizinle",
    ]

    /// Where a dish name ends: praise, "with", "for", time and place.
    static let europeanStops: Set<String> = Set([
        "muy", "super", "tan", "que", "y", "et", "e", "und", "con", "avec", "com", "mit", "para", "pour", "per", "fur", "facil", "faciles",
        "facile", "rapida", "rapidas", "rapido", "rapidos", "rapide", "rapides", "sencilla", "sencillo", "deliciosa", "delicioso",
        "deliciosas", "deliciosos", "delicieux", "delicieuse", "buonissima", "buonissimo", "deliziosa", "delizioso", "veloce",
        "facilissima", "facilissimo", "gostoso", "gostosa", "simples", "muito", "molto", "tres", "trop", "bien", "sehr", "einfach",
        "lecker", "schnell", "casera", "casero", "maison", "caseiro", "caseira", "en", "dans", "in", "no", "na", "em", "sin", "sans",
        "senza", "sem", "ohne", "hoy", "aujourd'hui", "oggi", "hoje", "heute", "ya", "como", "comme", "come", "wie",
    ]).union(
        // Indonesian, Vietnamese, Dutch, Turkish
        [
            "yang", "dengan", "untuk", "enak", "mudah", "ngon", "với", "maken", "bakken", "koken", "yapıyoruz", "yapacağız",
            "hazırlıyoruz", "hazırlayacağız", "yapalım", "tarifi",
        ].map { TextTools.fold($0) })

    /// Praise before the dish ("einen schnellen Apfelkuchen", "una deliciosa tarta"): skipped.
    static let europeanPraise: Set<String> = Set([
        "schnellen", "schnelle", "schneller", "einfachen", "einfache", "einfacher", "leckeren", "leckere", "leckerer", "saftigen",
        "saftige", "saftiger", "deliciosa", "delicioso", "deliciosas", "deliciosos", "rica", "rico", "ricas", "ricos", "facil", "rapida",
        "rapido", "deliciosa", "delicieux", "delicieuse", "bon", "bonne", "delizioso", "deliziosa", "buonissimo", "buonissima",
        "gostoso", "gostosa", "delicioso", "super", "вкусные", "вкусный", "вкусную", "простой", "простые", "быстрый", "быстрые",
    ]).union(["size", "sizlere", "çok", "güzel", "bir", "lekkere", "heerlijke"].map { TextTools.fold($0) })

    /// Words that name no dish: "vamos a hacer una receta muy fácil".
    static let europeanGeneric: Set<String> = [
        "receta", "recetas", "recette", "recettes", "ricetta", "ricette", "receita", "receitas", "rezept", "cosa", "chose", "algo",
        "coisa", "etwas", "video", "comida", "plat", "tarif", "resep", "przepis", "recept",
    ]
}
