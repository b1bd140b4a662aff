/// Units as some lists write them: Brazilian spoons named by what they are for.
extension IngredientParser {
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
