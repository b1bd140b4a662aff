/// Lists inside an ingredient section: a whole list on one line, and the lines that may stand
/// between two lines of a list.
extension DescriptionParser {
    /// Under an ingredient heading, the whole list on one line: "- poivrons rouges, huile d'olive,
    /// 150 g de feta, 2 yaourts grecs, une cuillère à soupe de paprika." Three entries or more,
    /// each a few words (amounts allowed: each entry is its own line); nil for prose with commas.
    static func listOfItems(_ line: String) -> [String]? {
        let stripped = TextTools.stripBullet(line).trimmingEdges { $0 == "." || $0.fastIsWhitespace }
        guard stripped.utf8.count <= 600 else { return nil }
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
        let stripped = TextTools.stripBullet(line).trimmingEdges { $0 == "." || $0.fastIsWhitespace }
        let parts = stripped.split(separator: ",").map { $0.trimmed }.filter { !$0.isEmpty }
        guard parts.count >= 3, !startsWithAmount(stripped), parts.allSatisfy({ TextTools.leadingWords($0, limit: 6).count <= 5 }) else {
            return [line]
        }
        return parts
    }
}
