/// Units as some lists write them: the container's size in parentheses, and Brazilian spoons
/// named by what they are for.
extension IngredientParser {
    /// "1 can (400g) chopped tomatoes", "1 (14 oz) can coconut milk": beside a container, an
    /// amount in parentheses is the container's size, which the cook needs; it restates
    /// nothing, as "(240 ml)" after a cup does. It opens the notes. (Added after the tagger's
    /// second opinion, whose notes leave every amount out.)
    static func withContainerSize(_ parsed: ParsedIngredient, _ rawLine: String) -> ParsedIngredient {
        guard let unit = parsed.unit, Vocabulary.containerUnits.contains(unit) || unit == "tin", rawLine.contains("(") else {
            return parsed
        }
        // A size the notes already give ("1 15-ounce can", "One 1¾ oz (50g) jar") is enough.
        guard !(parsed.notes ?? "").contains(where: \.fastIsNumber) else { return parsed }
        let (_, parentheticals) = extractParentheses(TextTools.asciiDigits(rawLine))
        guard let size = parentheticals.first(where: { withoutRestatedAmount($0) != $0.trimmed })?.trimmed else { return parsed }
        // "(16 ounces each)": the notes' "each" ("each drained", from the tagger) was the size's.
        var rest = (parsed.notes ?? "").split(separator: " ").map(String.init)
        for word in (withoutRestatedAmount(size) ?? "").split(separator: " ") {
            if let index = rest.firstIndex(where: { $0.trimmingEdges { $0 == "," } == word }) { rest.remove(at: index) }
        }
        let others = rest.joined(separator: " ").trimmingEdges { $0 == "," || $0.fastIsWhitespace }
        var sized = parsed
        sized.notes = others.isEmpty ? size : size + ", " + others
        return sized
    }

    /// Brazilian lists name the spoon by what it is for, in parentheses: "1 colher (chá) sal" is
    /// a teaspoon of salt, "2 colheres(sopa)de água" tablespoons, "1 xícara (chá)" a cup (the
    /// tea cup is the standard cup). Written as the units the table knows.
    static func brazilianSpoons(_ line: String) -> String {
        guard line.contains("colher") || line.contains("xícara") || line.contains("xicara") else { return line }
        var result = line
        for (written, unit) in brazilianSpoonForms where result.contains(written) {
            result = result.replacingAll(written, with: unit)
        }
        return result
    }

    static let brazilianSpoonForms: [(String, String)] = {
        var forms: [(String, String)] = []
        for (spoon, purposes) in [("colheres", ["sopa", "chá", "cha"]), ("colher", ["sopa", "chá", "cha"])] {
            for purpose in purposes {
                for gap in [" ", ""] { forms.append((spoon + gap + "(" + purpose + ")", " " + spoon + " de " + purpose + " ")) }
            }
        }
        for cup in ["xícaras", "xícara", "xicaras", "xicara"] {
            for purpose in ["chá", "cha"] {
                for gap in [" ", ""] { forms.append((cup + gap + "(" + purpose + ")", " " + cup + " ")) }
            }
        }
        return forms
    }()
}
