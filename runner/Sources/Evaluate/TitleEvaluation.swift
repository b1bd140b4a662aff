import Extraction

/// Recipe titles. A video without one gets the dish its transcript introduces, else "Recipe".
/// On YouCook2 (whose source has no titles) it is checked against the dataset's recipe type; on
/// the English transcripts of titled recipe videos, against the title the channel gave. Either
/// way a title names the dish when it shares a word with it ("Garlic mashed potatoes" and
/// "mashed potato"): lenient about the rest of the name, strict about naming something else.
/// A titled video's card title is judged by its form: what a card shows that a title carried
/// for search (more than eight words, a bar, a danda, a spaced dash or a hashtag left in), and
/// a title left in another script although the channel's title also wrote it in Latin letters.
struct TitleEvaluation {
    var untitled = 0
    var untitledNamingDish = 0
    var untitledWithout = 0
    var titled = 0
    var titledFound = 0
    var titledAgreeing = 0
    var cards = 0
    var cardsLong = 0
    var cardsWithSeparators = 0
    var cardsInOtherScript = 0
    var details: [String] = []

    mutating func addCard(sourceTitle: String?, title: String) {
        guard let sourceTitle, !sourceTitle.isEmpty else { return }
        cards += 1
        if title.split(separator: " ").count > 8 { cardsLong += 1 }
        if ["|", "।", " - ", "#", "- "].contains(where: title.contains) { cardsWithSeparators += 1 }
        func latinLetters(_ text: String) -> Int { text.unicodeScalars.filter { $0.properties.isAlphabetic && $0.value < 0x250 }.count }
        func letters(_ text: String) -> Int { text.unicodeScalars.filter(\.properties.isAlphabetic).count }
        if latinLetters(title) * 2 <= letters(title), latinLetters(sourceTitle) >= 8 { cardsInOtherScript += 1 }
    }

    mutating func add(id: String, title: String?, transcript: String?, recipeType: String?, language: String, isRecipe: Bool) {
        guard let transcript, !transcript.isEmpty, language == "en", isRecipe else { return }
        let dish = HeuristicExtractor.transcriptDish(transcript)
        if let recipeType, title?.isEmpty ?? true {
            untitled += 1
            if dish == nil { untitledWithout += 1 }
            if let dish, Self.sharesWord(dish, recipeType) { untitledNamingDish += 1 }
            details.append("  TITLE \(id): \(dish ?? "Recipe") | dish: \(recipeType)")
        } else if let title, !title.isEmpty {
            titled += 1
            guard let dish else { return }
            titledFound += 1
            if Self.sharesWord(dish, title) { titledAgreeing += 1 }
            details.append("  TITLE \(id): \(dish) | title: \(title)")
        }
    }

    /// Whether two names share a word that names something ("potatoes" and "potato" alike).
    static func sharesWord(_ one: String, _ other: String) -> Bool {
        func words(_ text: String) -> Set<String> {
            Set(
                text.lowercased().split { !$0.isLetter }.map { word in
                    word.count > 3 && word.hasSuffix("s") ? String(word.dropLast()) : String(word)
                }
                .filter { $0.count > 2 && !unnaming.contains($0) })
        }
        return !words(one).isDisjoint(with: words(other))
    }

    static let unnaming: Set<String> = ["and", "the", "with", "recipe", "style", "how", "make", "easy", "best", "homemade", "for"]

    /// The report's line, its shares written by `ratio`.
    func reportLine(_ ratio: (Int, Int) -> String) -> String {
        "  titles: from transcripts, YouCook2 (no title) naming the dish \(ratio(untitledNamingDish, untitled)), "
            + "left 'Recipe' \(ratio(untitledWithout, untitled)); English transcripts of titled recipes: a dish found "
            + "\(ratio(titledFound, titled)), sharing a word with the title \(ratio(titledAgreeing, titledFound)); titled recipes' "
            + "card titles over 8 words \(ratio(cardsLong, cards)), with a separator or hashtag left \(ratio(cardsWithSeparators, cards)), "
            + "in another script though the title has Latin letters \(ratio(cardsInOtherScript, cards))"
    }
}
