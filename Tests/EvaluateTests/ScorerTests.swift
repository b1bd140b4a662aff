import Testing

@testable import Evaluate
@testable import Extraction

/// The evaluation's own rules: the figures in the Extraction README rest on them.
@Suite("Evaluation scorer")
struct ScorerTests {
    /// "¼ cup plus 2 tablespoons fresh lemon juice": the label lists both amounts in its quantity
    /// and unit fields and keeps "plus" as a comment.
    static let lemon = [
        "quantity": "1/4 2", "unit": "cup tablespoon", "name": "fresh lemon juice", "comment": "plus",
        "_sentence": "¼ cup plus 2 tablespoons fresh lemon juice",
    ]

    static func notesOK(_ notes: String?, _ labels: [String: String], multi: Bool = true) -> Bool {
        let parsed = ParsedIngredient(quantity: "1/4", unit: "cup", item: "fresh lemon juice", notes: notes)
        return IngredientEvaluation.score(parsed, labels: labels, multiAmount: multi).3
    }

    @Test("several amounts: a second amount kept in the notes costs nothing, and neither does one left out")
    func amountsInNotes() {
        #expect(Self.notesOK("plus 2 tbsp", Self.lemon))
        #expect(Self.notesOK("plus 2 tablespoons", Self.lemon))
        #expect(Self.notesOK("plus", Self.lemon))
    }

    @Test("several amounts: every other word of the notes must still match")
    func otherWordsStillCount() {
        #expect(!Self.notesOK("plus 2 tbsp, chilled", Self.lemon))
        #expect(!Self.notesOK("2 tbsp", Self.lemon))
        #expect(!Self.notesOK(nil, Self.lemon))
        // A number that is not one of the label's amounts is not forgiven.
        #expect(!Self.notesOK("plus 3 tbsp", Self.lemon))
    }

    @Test("one amount: notes are compared word for word, numbers included")
    func singleAmount() {
        let labels = ["quantity": "1", "unit": "cup", "name": "onion", "preparation": "cut into 1 inch pieces"]
        #expect(Self.notesOK("cut into 1-inch pieces", labels, multi: false))
        #expect(!Self.notesOK("cut into pieces", labels, multi: false))
    }

    @Test("lost words: a weight, a size or a name left out counts; restatements, unit spellings and filler do not")
    func lostWords() {
        func lost(_ line: String, _ quantity: String?, _ unit: String?, _ item: String, _ notes: String?) -> [String] {
            LostWords.lost(line, ParsedIngredient(quantity: quantity, unit: unit, item: item, notes: notes))
        }
        #expect(lost("2 chicken breasts (about 500g)", "2", nil, "chicken breasts", "about") == ["500", "g"])
        #expect(lost("2 chicken breasts (about 500g)", "2", nil, "chicken breasts", "about 500g").isEmpty)
        #expect(lost("A 2-inch piece of cinnamon", "1", "piece", "cinnamon", nil) == ["2", "inch"])
        // "300g/10½oz", "(240 ml)" after a cup and "tablespoons" for "tbsp" lose nothing.
        #expect(lost("300g/10½oz tomatoes, finely chopped", "300", "g", "tomatoes", "finely chopped").isEmpty)
        #expect(lost("1 cup (240 ml) milk", "1", "cup", "milk", nil).isEmpty)
        #expect(lost("3,5 feuilles de gélatine", "3.5", "sheet", "gélatine", nil).isEmpty)
        #expect(lost("3,5 feuilles de gélatine", "3.5", nil, "gélatine", nil) == ["sheet"])
        #expect(lost("1 (.75 ounce) package basil", "1", "packet", "basil", ".75 ounce").isEmpty)
    }

    @Test("the Wilson interval: known values, bounds kept inside 0…1, nothing for no records")
    func wilson() {
        #expect(VideoEvaluation.wilson(92, 98) == "0.873–0.972")
        #expect(VideoEvaluation.wilson(1, 15) == "0.012–0.298")
        #expect(VideoEvaluation.wilson(0, 10) == "0.000–0.278")
        #expect(VideoEvaluation.wilson(10, 10) == "0.722–1.000")
        #expect(VideoEvaluation.wilson(0, 0) == "-")
    }
}

/// Names on the Indian channels' lists against extracted names.
@Suite("Evaluation ingredient names")
struct IngredientNameTests {
    @Test(
        "one ingredient in two spellings has one set of words",
        arguments: [
            ("green chilies", "green chilli"), ("Green Chillies", "green chilli"), ("dried red chiles", "dried red chilli"),
            ("dry red chillies", "dried red chilli"), ("tomatoes", "tomato"), ("Potatoes", "potato"), ("bay leaves", "bay leaf"),
            ("cilantro", "coriander"), ("cloves", "clove"), ("ginger garlic paste", "ginger-garlic paste"), ("radishes", "radish"),
            ("berries", "berry"), ("curd", "yogurt"),
        ])
    func sameIngredient(listed: String, extracted: String) {
        #expect(IngredientNames.words(listed) == IngredientNames.words(extracted))
    }

    @Test(
        "different ingredients stay different",
        arguments: [
            ("prawns", "shrimp"), ("coriander seeds", "coriander leaves"), ("chilli powder", "green chilli"), ("peas", "pea shoots"),
        ])
    func differentIngredients(first: String, second: String) {
        #expect(IngredientNames.words(first) != IngredientNames.words(second))
    }

    @Test("a name listed in an Indian script is found by the lexicon's English; an unknown one only by itself")
    func listedInScript() {
        #expect(IngredientNames.words("aubergine").isSubset(of: IngredientNames.listedWords("বেগুন")))
        #expect(IngredientNames.words("urad dal").isSubset(of: IngredientNames.listedWords("Urad dal (మినప్పప్పు - 1/2 tsp)")))
        #expect(IngredientNames.listedWords("কুলেখাড়া") == IngredientNames.words("কুলেখাড়া"))
        #expect(!IngredientNames.words("potato").isSubset(of: IngredientNames.listedWords("বেগুন")))
    }

    @Test("words that end in s without being plural keep it", arguments: ["asparagus", "cress", "hummus", "couscous", "peas"])
    func notPlural(word: String) {
        #expect(IngredientEvaluation.singular(word) == (word == "peas" ? "pea" : word))
    }
}

/// The judge of Indian-language transcript steps matches each step to its line by timestamp.
@Suite("Evaluation: transcript steps")
struct TranscriptStepScorerTests {
    @Test("a step made from a tag question counts as its line; a question dropped counts as not taken")
    func taggedLinesMatch() {
        var evaluation = TranscriptStepEvaluation()
        let transcript = """
            [00:01:04] কী রান্না করবেন?
            [00:01:43] আলু আর ডাঁটা একসঙ্গে ভাজবেন, তাই তো?
            [00:02:00] আলু কেটে নিন।
            """
        let english = """
            [00:01:04] What will you cook?
            [00:01:43] Fry potatoes and stalks together.
            [00:02:00] Cut the potatoes.
            """
        evaluation.add(transcript: transcript, english: english, steps: ["আলু আর ডাঁটা একসঙ্গে ভাজবেন।", "আলু কেটে নিন।"])
        #expect(evaluation.steps == 2)
        #expect(evaluation.cookingSteps == 2)
        // "What will you cook?" names cooking to the judge, and was not taken.
        #expect(evaluation.cookingLines == 3)
        #expect(evaluation.cookingLinesTaken == 2)
        // A word or two is no line's step; words in a line without a question are matched exactly.
        let lines = TranscriptStepEvaluation.timestamps(transcript)
        #expect(TranscriptStepEvaluation.stampOfTaggedLine("আলু আর", in: lines) == nil)
        #expect(TranscriptStepEvaluation.stampOfTaggedLine("আলু কেটে নিন। আর", in: lines) == nil)
    }

    @Test("caption tracks: recognised by the judge's own reading; steps judged on their first and last words")
    func captionTracks() {
        let track = (0..<10).map { "[00:00:\(10 + $0).000] so let the oil turn hot and then" }.joined(separator: "\n")
        let sentences = (0..<10).map { "[00:00:\(10 + $0).000] Now let the oil turn hot." }.joined(separator: "\n")
        #expect(CaptionTrackEvaluation.isCaptionTrack(track))
        #expect(!CaptionTrackEvaluation.isCaptionTrack(sentences))
        var evaluation = CaptionTrackEvaluation()
        let runOn =
            "Let the dough cool down for five minutes knead the dough while it is still warm knead till soft and smooth divide the dough into four equal parts."
        evaluation.add(
            steps: ["Add one teaspoon mustard seeds.", "Turn these cucumbers into.", "Of chopped cucumber.", runOn], transcript: track)
        evaluation.add(steps: ["Add the salt."], amounts: [true], transcript: sentences)  // not a caption track: not counted
        evaluation.add(steps: [], amounts: [true, false, false], transcript: track)
        #expect(evaluation.transcripts == 2 && evaluation.steps == 4)
        #expect(evaluation.ingredients == 3 && evaluation.ingredientsWithAmount == 1)
        #expect(evaluation.openingWithAction == 1)  // "turn" and "let" are not among the judge's actions; "add" is
        #expect(evaluation.cutMidClause == 1)
        #expect(evaluation.runOn == 1)  // 28 words
    }
}
