import Testing

@testable import Extraction

/// `fold` and `words` work on scalars and bytes for speed; these are the grapheme-based
/// definitions they replaced (`String.lowercased()`, then `Character.isLetter`/`isNumber`), kept
/// here as the oracle the fast versions must agree with.
@Suite("text tools agree with their grapheme-based definitions")
struct TextToolsEquivalenceTests {
    static func referenceFold(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var previousLatin = false
        for scalar in text.lowercased().unicodeScalars {
            if (0x0300...0x036F).contains(scalar.value) && previousLatin { continue }
            if let replacement = TextTools.scalarFoldTable[scalar.value] {
                result.append(contentsOf: replacement.unicodeScalars)
            } else {
                result.append(scalar)
            }
            previousLatin = (0x41...0x024F).contains(scalar.value)
        }
        return String(result)
    }

    static func referenceWords(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in referenceFold(text) {
            if character.isLetter || character.isNumber || ((character == "'" || character == "-") && !current.isEmpty) {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current.trimmingEdges { $0 == "'" || $0 == "-" })
                current = ""
            }
        }
        if !current.isEmpty { words.append(current.trimmingEdges { $0 == "'" || $0 == "-" }) }
        return words.filter { !$0.isEmpty }
    }

    static let samples = [
        "Crème Brûlée — the BEST 🍮 recipe!!", "Cre\u{0300}me bru\u{0302}le\u{0301}e (decomposed)", "İstanbul DİLİ ǅemal ΣΟΦΊΑ Straße",
        "2 cups flour ➡️ 1️⃣ mix, 2️⃣ bake 👩‍🍳👍🏽 🇮🇳", "पनीर बटर मसाला रेसिपी | 2 छोटा चम्मच नमक",
        "চিকেন কষা রেসিপি ১ কাপ দই", "చికెన్ కర్రీ 2 చెంచాలు", "சிக்கன் குழம்பு ஸ்பூன்", "김치찌개 레시피 만드는 법", "肉じゃがの作り方 レシピ",
        "Рецепт борща — 2 ст. л.", "وصفة الكبسة ٢ كوب", "don't -- 'quoted' - well-done - 'tis’ ‘curly’ `tick`", "naïve café ǆ ﬁ ﬂ Å K",
        "½ cup • 200g — 3¼ oz ⅓", "\u{200D}\u{FE0F}a\u{0301}\u{20E3}", "",
    ]

    @Test("fold and words match the reference on every script, emoji and combining sequence")
    func equivalence() {
        for sample in Self.samples {
            // Scalar by scalar: String's == would call canonically equivalent texts equal.
            #expect(Array(TextTools.fold(sample).unicodeScalars) == Array(Self.referenceFold(sample).unicodeScalars), "\(sample)")
            #expect(
                TextTools.words(sample).map { Array($0.unicodeScalars) } == Self.referenceWords(sample).map { Array($0.unicodeScalars) },
                "\(sample)")
        }
    }

    @Test("leadingTokens is tokenize's start: a prefix of its tokens, at least one per part asked for")
    func leadingTokens() {
        let lines = [
            "1/2 cup flour", "75ml-110ml milk, warmed", "300g sugar (caster)", "½ tsp salt", "  2 eggs", "1 1/2 cups stock", "1 3/",
            "A 3-pound chicken", "1-2 tbsp oil", "2 c. à s. d'huile d'olive", "१ कप दूध", "tab\tseparated 3\tparts", "one", "", "3/ 4",
            "2 -", "2 – 3 cloves", "\u{00A0}2\u{00A0}cups flour", "2 fl oz milk, plus more", "Sel & Poivre", "   ", "1\n2 lines",
        ]
        for line in lines {
            let all = IngredientParser.tokenize(line)
            for chunks in 1...8 {
                let leading = IngredientParser.leadingTokens(line, chunks: chunks)
                #expect(leading == Array(all.prefix(leading.count)), "\(line) (\(chunks))")
                #expect(leading.count >= min(chunks, all.count), "\(line) (\(chunks))")
            }
        }
    }

    @Test("firstUTF8Range(of:in:) finds what String.firstRange(of:) finds")
    func asciiSearch() {
        let titles = [
            "Mocha Chicken | মোচা চিকেন | Rural Recipes", "Crème brûlée – the best - Chef 👩‍🍳 | Channel", "no separator at all", "",
            "|leading", "trailing |", "a - b - c", "पनीर - रेसिपी | Channel", "naïve café | x", "- ",
        ]
        for title in titles {
            for separator in [" | ", " - ", "- ", " – ", "|"] {
                #expect(TextTools.firstUTF8Range(of: separator, in: title) == title.firstRange(of: separator), "\(title) / \(separator)")
            }
        }
    }

    @Test("leadingWords is the start of words, also when a line is cut inside a word or a grapheme")
    func leadingWords() {
        let long = [
            String(repeating: "stir the sauce well ", count: 30), String(repeating: "पनीर बटर मसाला ", count: 20),
            String(repeating: "a", count: 63) + "\u{0301}bc de f", String(repeating: "x", count: 62) + "👩‍🍳 two words here",
            String(repeating: "word-", count: 40) + " end", String(repeating: " ", count: 300) + "late words",
        ]
        for sample in Self.samples + long {
            let all = TextTools.words(sample).map { Array($0.unicodeScalars) }
            for limit in [1, 2, 3, 4, 5, 8, 19, 200] {
                #expect(
                    TextTools.leadingWords(sample, limit: limit).map { Array($0.unicodeScalars) } == Array(all.prefix(limit)), "\(limit)")
            }
        }
    }

    @Test("folding never makes a number, so a clause without one can be skipped unfolded")
    func foldKeepsNumbersOut() {
        for replacement in TextTools.foldTable.values { #expect(!replacement.unicodeScalars.contains(where: TextTools.isNumeric)) }
        var made: [UInt32] = []
        for value in UInt32(0x80)...0x2_FFFF {
            guard let scalar = Unicode.Scalar(value), !TextTools.isNumeric(scalar) else { continue }
            if TextTools.fold(String(Character(scalar))).unicodeScalars.contains(where: TextTools.isNumeric) { made.append(value) }
        }
        #expect(made.isEmpty)
        // And a clause with a number of any script is still read.
        #expect(MetaParser.parse("Intro.\nServes ४. Bake time: 40 minutes").cookTime == "40 min")
    }

    @Test("RecipeLinks.find folds a description once and agrees with folding it line by line")
    func recipeLinksFoldOnce() {
        func reference(_ description: String) -> String? {
            for line in description.split(separator: "\n").map(String.init) {
                let folded = TextTools.fold(line)
                guard RecipeLinks.recipeWords.contains(where: { TextTools.contains(folded, $0) }) else { continue }
                if let url = RecipeLinks.urls(in: line).first { return url }
            }
            return RecipeLinks.urls(in: description).first { url in RecipeLinks.recipeWords.contains(where: url.lowercased().contains) }
        }
        let descriptions = [
            "Shop: https://shop.example.com\nFull RECETTE : HTTPS://chef.fr/tarte (printable)", "Recipe\r\nhttps://a.example/x page",
            "Crème brûlée\n\nRécipe ➜ https://x.example/1\nrecipe: https://y.example/2", "Links: hTtPs://blog.example/Recipes/pie.",
            "no words https://a.example/b", "Receta aquí:\u{0301} https://c.example/d\n", "", "\n\n", "HTTPHTTP https",
            "ɪ recipe http://short", "recipe https://youtu.be/abc\u{00A0}https://second.example",
        ]
        for description in descriptions { #expect(RecipeLinks.find(in: description) == reference(description), "\(description)") }
    }

    @Test("line breaks of every kind become \\n, once each; text without them is untouched")
    func lineBreaks() {
        #expect(TextTools.unixLineBreaks("a\r\nb\rc\nd\u{2028}e\u{85}f\r\n\r\ng") == "a\nb\nc\nd\ne\nf\n\ng")
        #expect(Array(TextTools.unixLineBreaks("a\r\nb").unicodeScalars) == ["a", "\n", "b"])
        #expect(TextTools.unixLineBreaks("Crème brûlée — €5\n") == "Crème brûlée — €5\n")
        #expect(TextTools.unixLineBreaks("") == "")
    }
}
