/// Lists inside an ingredient section: a whole list on one line, and the lines that may stand
/// between two lines of a list.
extension DescriptionParser {
    /// Under an ingredient heading, the whole list on one line: "- poivrons rouges, huile d'olive,
    /// 150 g de feta, 2 yaourts grecs, une cuillère à soupe de paprika." Three entries or more,
    /// each a few words (amounts allowed: each entry is its own line); nil for prose with commas.
    static func listOfItems(_ line: String) -> [String]? {
        let stripped = TextTools.stripBullet(line).trimmingEdges { $0 == "." || $0.fastIsWhitespace }
        guard stripped.utf8.count <= 600 else { return nil }
        if let items = commaListItems(stripped) { return items }
        let parts = stripped.split(separator: ",").map { $0.trimmed }.filter { !$0.isEmpty }
        guard parts.count >= 3,
            parts.allSatisfy({ part in
                let words = TextTools.words(part)
                return words.count <= 6 && !part.contains(".") && !isImperative(part + ".")
            }),
            !parts.dropFirst().contains(where: readsAsNote)
        else { return nil }
        return parts
    }

    /// A line that may be an item when it stands between two lines of a list: not a title of the
    /// next recipe ("Deuxième recette, la plus rapide…", "GRATIN | VEGAN"), a question, an
    /// exclamation or a line that introduces what follows.
    static func mayBeItemBetween(_ line: String) -> Bool {
        line.utf8.count <= 300 && !isCapitalisedHeading(line) && !RecipeLinks.mentionsRecipe(TextTools.fold(line))
            && !line.hasSuffix(":") && !line.hasSuffix("!") && !line.hasSuffix("?")
    }

    /// A part after a comma that says how to prepare or whether to use the thing before it:
    /// "leaves picked", "shredded or flaked", "toasted or not", "optional", "preferably from the
    /// stem end". Then the line is one ingredient with notes, not a list of several.
    static func readsAsNote(_ part: String) -> Bool {
        let words = TextTools.words(withoutParentheses(part))
        guard let first = words.first, let last = words.last else { return false }
        return (last.count > 3 && last.hasSuffix("ed")) || ["optional", "not", "needed", "desired"].contains(last)
            || ["preferably", "optional", "such", "about", "approximately"].contains(first)
    }

    /// "côte de porc, pommes, eau citronnée" → three items (only when no entry has an amount
    /// inside, which would make the commas notes).
    static func splitList(_ line: String) -> [String] {
        var stripped = TextTools.stripBullet(line).trimmingEdges { $0 == "." || $0 == "。" || $0.fastIsWhitespace }
        // Chinese and Japanese part a list's entries with "、" or a full-width comma.
        if stripped.contains(where: { $0 == "、" || $0 == "，" }) {
            stripped = String(stripped.map { $0 == "、" || $0 == "，" ? "," : $0 }).replacingAll(",", with: ", ").replacingAll(
                ",  ", with: ", ")
        }
        if let items = commaListItems(stripped) { return items }
        let parts = stripped.split(separator: ",").map { $0.trimmed }.filter { !$0.isEmpty }
        guard parts.count >= 3, !startsWithAmount(stripped), parts.allSatisfy({ TextTools.leadingWords($0, limit: 6).count <= 5 }) else {
            return [line]
        }
        return parts
    }

    /// "1. 2 cups flour", "3) Onion – 2": an entry of a numbered list, split into its number and
    /// the text after it; nil for a line that opens otherwise.
    static func numberedEntry(_ line: String) -> (number: Int, text: String)? {
        let stripped = TextTools.stripBullet(line)
        guard let (number, length) = listNumber(stripped) else { return nil }
        let text = String(stripped.dropFirst(length)).trimmed
        return text.isEmpty ? nil : (number, text)
    }

    /// The number that opens a numbered line, and how many characters it takes with its mark:
    /// one or two digits, then ". " or ") ". Not "1.2 litres", which is an amount.
    static func listNumber(_ text: String) -> (number: Int, length: Int)? {
        let characters = Array(text.prefix(4))
        var digits = 0
        while digits < characters.count && characters[digits].fastIsNumber { digits += 1 }
        guard (1...2).contains(digits), digits + 1 < characters.count, characters[digits] == "." || characters[digits] == ")",
            characters[digits + 1] == " ", let number = Int(String(characters[..<digits]))
        else { return nil }
        return (number, digits + 2)
    }

    /// A number with a dash for its mark: "1- Clique no ícone", "2 - Pique a cebola", "3-Se…"
    /// (a dash before a space or a capital). Not "2 - 3 tomatoes" or "5-inch piece".
    static func dashNumber(_ text: Substring) -> (number: Int, length: Int)? {
        let characters = Array(text.prefix(6))
        var digits = 0
        while digits < characters.count && characters[digits].fastIsNumber { digits += 1 }
        guard (1...2).contains(digits), let number = Int(String(characters[..<digits])) else { return nil }
        func at(_ index: Int) -> Character? { index < characters.count ? characters[index] : nil }
        let isDash: (Character?) -> Bool = { $0 == "-" || $0 == "–" }
        if isDash(at(digits)), let next = at(digits + 1), next == " " || next.isUppercase { return (number, digits + 1) }
        if at(digits) == " ", isDash(at(digits + 1)), at(digits + 2) == " ", at(digits + 3)?.isUppercase == true {
            return (number, digits + 2)
        }
        return nil
    }

    /// Lists in Portuguese and Spanish are often numbered with dashes ("1- Misture…", "2- Junte…").
    /// Where such numbers count up from 1 they are a list's, and their lines are written "1. …"
    /// for the rules that read numbered lines; elsewhere "2 - Cebollas grandes" is an amount.
    static func numberingDashes(_ lines: [Substring]) -> [Substring] {
        var numbered: [(index: Int, number: Int, length: Int)] = []
        var run: [(index: Int, number: Int, length: Int)] = []
        func flush() {
            if run.count >= 2 { numbered.append(contentsOf: run) }
            run = []
        }
        var keycaps: [(index: Int, number: Int, length: Int)] = []
        for (index, line) in lines.enumerated() {
            let text = line.drop(while: \.fastIsWhitespace)
            // "1️⃣ Drain the chickpeas": a keycap numbers a step, and is never an amount.
            if let (number, length) = keycapNumber(text) {
                keycaps.append((index, number, length))
                continue
            }
            // Most lines open with no digit: answered before any array is built.
            guard text.first?.fastIsNumber == true, let (number, length) = dashNumber(text) else { continue }
            if number == run.count + 1 {
                run.append((index, number, length))
            } else {
                flush()
                if number == 1 { run = [(index, number, length)] }
            }
        }
        flush()
        var result = lines
        for entry in numbered + keycaps {
            let text = lines[entry.index].drop(while: \.fastIsWhitespace).dropFirst(entry.length).drop(while: \.fastIsWhitespace)
            result[entry.index] = Substring("\(entry.number). " + text)
        }
        return result
    }

    /// "Soy sauce - 2 tbsp", "Flour: 200g", "Onion – 2 nos": a line that gives its amount after
    /// the name, which counts towards a list without a heading as an amount-first line does (such
    /// a list under no heading had been no recipe at all). Not a line of figures ("Serves: 4",
    /// "Calories: 350", "Prep: 10 min"), nor a long one.
    static func isAmountAfterName(_ line: String) -> Bool {
        guard line.utf8.count <= 100, line.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }),
            // ("–" and "—" lead with 0xE2.)
            line.utf8.contains(where: { $0 == 0x2D || $0 == 0x3A || $0 == 0x3D || $0 == 0xE2 })
        else { return false }
        // The name's words: up to the first dash, colon or equals sign.
        let head = line.prefix { !"-–—:=".contains($0) }
        // (A separator there must be: "Im Ofen bei 175 ℃ für 50 min" ends in an amount too.)
        guard head.endIndex < line.endIndex else { return false }
        // An amount or "enough", "as …" right after it: most lines of prose with a colon answer here,
        // before the reading below, which is not cheap.
        let after = line[head.endIndex...].dropFirst().drop { $0 == " " || "-–—:=".contains($0) }
        guard let first = after.first,
            first.fastIsNumber || TextTools.isFraction(first) || after.hasPrefix("enough") || after.hasPrefix("as ")
        else { return false }
        let headWords = TextTools.words(head)
        guard !headWords.isEmpty, headWords.count > 2 || !figureWords.contains(headWords.last!) else { return false }
        // "Zutaten für die Creme:Käsecreme - 600 g": a heading glued to the entry is the list's
        // sub-heading, read as such where the list is cut.
        if line.contains(":"), line.contains(where: { "-–—=".contains($0) }) { return false }
        return IngredientParser.amountFirst(TextTools.stripBullet(line)) != nil
    }

    /// "Serves: 8", "Prep time: 10 minutes", "Bake: 35 minutes at 180C": a figure's name, a colon
    /// and a number. Under an ingredient heading these had become ingredients named "Serves".
    static func isFigureLine(_ line: String) -> Bool {
        guard let colon = line.firstIndex(of: ":") else { return false }
        let words = TextTools.words(TextTools.stripBullet(String(line[..<colon])))
        guard let last = words.last, words.count <= 3,
            line[line.index(after: colon)...].first(where: { !$0.fastIsWhitespace })?.fastIsNumber == true
        else { return false }
        return figureWords.contains(last) || (words.count == 1 && Vocabulary.isWrittenStepVerb(last))
    }

    /// The last word of the name of a figure, not of an ingredient ("Cook time", "Serves").
    static let figureWords: Set<String> = [
        "time", "serves", "servings", "serving", "calories", "kcal", "protein", "carbs", "fat", "yield", "yields", "makes", "total",
        "price", "portions", "prep", "cook", "bake", "step", "day", "energy",
    ]

    /// "(2) bell peppers", "(1.5) lbs chicken thighs": a count in brackets, as some creators
    /// write their lists, is the line's amount ("2 bell peppers"); the whole list had been "not a
    /// recipe". Bracketed numbers that count on from 1 on consecutive entries ("(1) Preheat…",
    /// "(2) Mix…") number their lines instead ("1. Preheat…"): read as amounts they would invent
    /// some.
    static func bracketedCounts(_ lines: [Substring]) -> [Substring] {
        var found: [(index: Int, value: Substring, rest: Substring)] = []
        for (index, line) in lines.enumerated() {
            let text = line.drop(while: \.fastIsWhitespace)
            guard text.first == "(" else { continue }
            let inside = text.dropFirst().prefix(6).prefix { $0 != ")" }
            let rest = text.dropFirst(inside.count + 1)
            guard (1...5).contains(inside.count), inside.first?.fastIsNumber == true,
                inside.allSatisfy({ $0.fastIsNumber || $0 == "." || $0 == "/" }), rest.first == ")",
                rest.dropFirst().first == " ", case let words = rest.dropFirst().drop(while: \.fastIsWhitespace),
                words.first?.isLetter == true
            else { continue }
            found.append((index, inside, words))
        }
        guard !found.isEmpty else { return lines }
        var numbering = Set<Int>()
        var run: [Int] = []
        func flush() {
            if run.count >= 2 { numbering.formUnion(run) }
            run = []
        }
        for entry in found {
            if entry.value == "\(run.count + 1)" {
                run.append(entry.index)
            } else {
                flush()
                if entry.value == "1" { run = [entry.index] }
            }
        }
        flush()
        var result = lines
        for entry in found {
            result[entry.index] = Substring(entry.value + (numbering.contains(entry.index) ? ". " : " ") + entry.rest)
        }
        return result
    }

    /// The number a line's keycap pictures give ("1️⃣", "1️⃣2️⃣", "🔟") and how many characters they
    /// take, or nil.
    static func keycapNumber(_ text: Substring) -> (number: Int, length: Int)? {
        var digits = ""
        var length = 0
        for character in text.prefix(3) {
            let scalars = character.unicodeScalars
            if scalars.contains(where: { $0.value == 0x20E3 }), let first = scalars.first, ("0"..."9").contains(first) {
                digits.append(Character(first))
            } else if scalars.first?.value == 0x1F51F {
                digits += "10"
            } else {
                break
            }
            length += 1
        }
        guard length > 0, let number = Int(digits) else { return nil }
        return (number, length)
    }

    /// The text of a numbered entry as an item of a numbered ingredient list: one that reads as
    /// an ingredient, or, once the list has begun, any line that is neither a step ("6. Pour into
    /// the tin and bake.") nor a sentence. "Cream, softly whipped" and "Toast, for serving" are
    /// items: a verb followed by a comma is the noun.
    static func numberedItem(_ text: String, listBegun: Bool) -> Bool {
        if looksLikeIngredient(text) || (isShortItemWithNote(text) && !readsAsStep(text)) { return true }
        return listBegun && !readsAsStep(text) && !endsLikeSentence(text) && mayBeItemBetween(text)
    }

    /// "Preheat the oven to 180 °C", "Mélangez le tout": a cooking verb in the imperative (not a
    /// participle such as "chopped") opens a line of three words or more.
    static func readsAsStep(_ text: String) -> Bool {
        let words = TextTools.leadingWords(text, limit: 3)
        guard let first = words.first, words.count >= 3 else { return false }
        let isVerb = (Vocabulary.isWrittenStepVerb(first) && !first.hasSuffix("ed")) || (first.count >= 5 && first.hasSuffix("ez"))
        let afterFirst = text.drop { !$0.isLetter }.drop(while: \.isLetter).first
        return isVerb && afterFirst != ","
    }
}
