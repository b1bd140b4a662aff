/// A video's title made a recipe card's: the dish's name, without what the title says for search.
/// Cooking channels pack a title with alternatives, the same name in another script, the cuisine,
/// the channel and hashtags ("Sambar Recipe In Telugu|హోటల్ స్టైల్ సాంబార్|Perfect Sambar In
/// telugu|…", "মাছের খিচুড়ি | Fish Khichudi | Rural Recipes", "#MuttonLiverKhorma | … |The Best
/// Mutton Liver Khorma"). The title is cut into parts at its separators, and the first part that
/// names something is the dish; an English card prefers a part in Latin script when the first is
/// in another ("Fish Khichudi"). "How to make" before a name, and "recipe" or "in Telugu" after
/// it, go ("Sambar"). A title without separators, or whose parts are all generic ("Bengali
/// Recipe", "Rural Recipes"), stays as it was.
enum RecipeTitles {
    static func dishName(_ title: String) -> String {
        // A title is a line (YouTube allows 100 characters); a longer text is left as it is.
        guard title.utf8.count <= maximumBytes else { return title }
        let parts = parts(of: withoutHashtags(title)).map(withoutFraming).filter { !$0.isEmpty }
        guard parts.count > 1 || parts.first.map({ $0 != title.trimmed }) == true else { return title }
        let named = parts.filter { !isGeneric($0) }
        guard var dish = named.first else { return title }
        if !isLatin(dish), let latin = named.first(where: isLatin) { dish = latin }
        return unglued(dish)
    }

    /// Whether a title is the name a phone or an app gave the file, not a person's: a camera
    /// roll's "IMG_1234", "VID_20231005_123456", "PXL_20240101_101010123", "video (3)", "WhatsApp
    /// Video 2024-01-05 at 10.11.12", "Screen Recording …", "RPReplay_Final1700000000", a UUID,
    /// a number. A library upload without a title is titled with its file's name; the card takes
    /// the dish from the transcript instead.
    static func isFileName(_ title: String) -> Bool {
        var name = title.trimmed.lowercased()
        guard name.utf8.count <= 200 else { return false }
        for suffix in [".mov", ".mp4", ".m4v", ".3gp", ".webm", ".mkv", ".avi"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
        }
        let letters = name.filter(\.isLetter).count
        let digits = name.filter(\.isNumber).count
        if letters < 3 { return digits > 0 }
        // A UUID or another long run of hexadecimal digits.
        let hex = name.filter { $0 != "-" }
        if hex.count >= 16, hex.allSatisfy(\.isHexDigit) { return true }
        let words = name.split(whereSeparator: { !$0.isLetter }).map(String.init)
        for length in [2, 1] where words.count >= length && filePrefixes.contains(words.prefix(length).joined(separator: " ")) {
            let rest = words.dropFirst(length)
            return digits >= 3 || (digits > 0 && rest.isEmpty)
        }
        return false
    }

    /// The first words of the names cameras, phones and apps give video files.
    static let filePrefixes: Set<String> = [
        "img", "vid", "mov", "mvi", "pxl", "dsc", "dscn", "dscf", "gopr", "gh", "gx", "dji", "trim", "rpreplay", "video", "videos",
        "screen recording", "screenrecording", "whatsapp video", "snapchat", "signal", "telegram", "inshot", "capcut", "vn",
    ]

    /// The title without hashtags ("#villagefood"), unless they are all it has. A number is no
    /// hashtag ("Breakfasts #3: …").
    static func withoutHashtags(_ title: String) -> String {
        var result = ""
        var inTag = false
        var previous: Character = " "
        for character in title {
            defer { previous = character }
            if character == "#" {
                inTag = true
            } else if inTag, previous == "#", character.isNumber {
                inTag = false
                result.append(character)
            } else if inTag, character.isLetter || character.isNumber || character == "_" {
                continue
            } else {
                inTag = false
                result.append(character)
            }
        }
        return result.contains(where: \.isLetter) ? result : title.filter { $0 != "#" }
    }

    /// The title cut at its separators: bars, the danda, a slash, a dash before or after a space,
    /// a spaced colon; not inside brackets ("(Mutton / Lal Maans)"), nor a word's hyphen, nor a
    /// label's colon ("YouCook2: meatloaf", "Making Croissants: Behind the Scenes").
    static func parts(of title: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        let characters = Array(title)
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            let previous = index > 0 ? characters[index - 1] : " "
            if "([{【".contains(character) { depth += 1 }
            if ")]}】".contains(character) { depth = max(0, depth - 1) }
            let isSeparator =
                depth == 0
                && ("|।｜/".contains(character) || ("-–—".contains(character) && (next == " " || previous == " "))
                    || (character == ":" && next == " " && previous == " "))
            if isSeparator {
                parts.append(current.trimmed)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current.trimmed)
        return parts.filter { $0.contains(where: \.isLetter) }
    }

    /// A part without "How to make" before the name, and without what follows "in Telugu" or
    /// closes it as "recipe" or "recipe video".
    static func withoutFraming(_ part: String) -> String {
        var text = part.trimmingEdges { $0.fastIsWhitespace || $0 == "." || $0 == "," }
        let folded = TextTools.fold(text)
        for opening in openings where folded.hasPrefix(opening) && folded.count > opening.count {
            text = String(text.dropFirst(opening.count)).trimmed
            break
        }
        // "crispy chicken pakoda In telugu by vismai food": the name ends where its language is said.
        let words = text.split(separator: " ")
        if let cut = words.indices.dropFirst().first(where: {
            TextTools.fold(words[$0]) == "in" && $0 + 1 < words.count && languages.contains(TextTools.fold(words[$0 + 1]))
        }) {
            text = words[..<cut].joined(separator: " ")
        }
        var kept = text.split(separator: " ")
        while kept.count > 1, let last = kept.last, closings.contains(TextTools.fold(last)) { kept.removeLast() }
        text = kept.joined(separator: " ")
        return text.trimmingEdges { $0.fastIsWhitespace || $0 == "-" || $0 == ":" }
    }

    /// A part that names nothing of its own: every word generic, or a vlog.
    static func isGeneric(_ part: String) -> Bool {
        let words = TextTools.words(TextTools.fold(part))
        // ("How to Make- Shrimp- Prawns Coconut Rice-…": the opening alone.)
        let opening = openings.contains(words.joined(separator: " ") + " ")
        return opening || words.allSatisfy { generic.contains($0) || languages.contains($0) } || words.contains("vlog")
    }

    /// Whether most of a part's letters are Latin.
    static func isLatin(_ part: String) -> Bool {
        let letters = part.unicodeScalars.filter(\.properties.isAlphabetic)
        let latin = letters.filter { $0.value < 0x250 || (0x1E00...0x1EFF).contains($0.value) }
        return latin.count * 2 > letters.count
    }

    /// A name a channel wrote as one word, cut at its capitals ("JaggeryAppalu" → "Jaggery
    /// Appalu"), each part three letters or more ("McDonald" stays).
    static func unglued(_ name: String) -> String {
        name.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            var pieces: [String] = []
            var piece = ""
            for character in word {
                if character.isUppercase, piece.count >= 3, piece.last?.isLowercase == true {
                    pieces.append(piece)
                    piece = ""
                }
                piece.append(character)
            }
            pieces.append(piece)
            // Letters only: "YouCook2" is a name as it is.
            return pieces.allSatisfy({ $0.count >= 3 }) && word.allSatisfy(\.isLetter) ? pieces.joined(separator: " ") : String(word)
        }
        .joined(separator: " ")
    }

    static let maximumBytes = 1_000

    /// Framing before a dish's name, in English and the glossary's languages ("Recette de
    /// Praliné …", "Receta de pozole").
    static let openings = [
        "how to make ", "how to cook ", "how-to cook ", "how-to make ", "how to prepare ", "how to bake ", "making ", "recette de ",
        "recette du ", "recette des ", "recette d'", "receta de ", "receita de ", "ricetta ", "rezept fur ", "rezept ",
    ]
    static let closings: Set<String> = ["recipe", "recipes", "video"]
    static let languages: Set<String> = [
        "telugu", "hindi", "tamil", "bengali", "bangla", "kannada", "malayalam", "marathi", "english", "urdu", "gujarati",
    ]
    /// Words of a part that names no dish: recipe, cuisine, region, meal, praise, the channel's kind.
    static let generic: Set<String> = [
        "recipe", "recipes", "recipies", "recette", "recettes", "receta", "recetas", "receita", "receitas", "rezept", "video", "hd",
        "food", "foods", "cooking", "cook", "kitchen", "easy", "quick", "simple", "healthy", "tasty", "delicious", "best", "perfect",
        "special", "traditional", "authentic", "popular", "style", "homemade", "indian", "india", "south", "north", "kerala", "andhra",
        "rural", "village", "vegetarian", "vegan", "veg", "breakfast", "lunch", "dinner", "snack", "snacks", "dessert", "instant",
        "pot", "meal", "one", "in", "of", "the", "a", "and", "with", "for", "by", "shorts", "short", "viral", "trending", "tv",
        "com", "new", "my", "our", "super", "world", "famous",
    ]
}
