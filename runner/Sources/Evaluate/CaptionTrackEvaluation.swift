import Foundation
import Recipes

/// Steps from English automatic captions (stamped lines of a few words, lower case, with no
/// punctuation), judged by what a cook reads: the share that opens with a cooking action, as an
/// instruction does, and the share that ends on a word no clause ends with ("Turn these
/// cucumbers into.", a step cut where a caption line was). The actions are the judge's own
/// (`TranscriptStepEvaluation.judgeVerbs`), not the extractor's. And the share that runs on
/// past `runOnWords` words: several steps said without a pause ("… for five minutes knead the
/// dough while it is still warm divide the dough …"), which a cook cannot tick off one by one.
struct CaptionTrackEvaluation {
    var transcripts = 0
    var steps = 0
    var openingWithAction = 0
    var cutMidClause = 0
    var runOn = 0
    /// The recipes' ingredients, and those given an amount the speaker said ("one teaspoon
    /// mustard seeds", cut from its name by a caption line).
    var ingredients = 0
    var ingredientsWithAmount = 0

    /// More words than an instruction of a recipe has (its median is about ten).
    static let runOnWords = 25

    /// Words a clause does not end with.
    static let clauseInsideEnds: Set<String> = [
        "the", "a", "an", "of", "to", "into", "with", "and", "or", "so", "some", "i'm", "i", "we", "is", "are", "your", "my", "our",
        "let's", "let",
    ]

    /// Whether a transcript is a caption track, by the judge's own reading: eight stamped lines
    /// or more, under a tenth ending a sentence, under a fifth capitalised.
    static func isCaptionTrack(_ transcript: String) -> Bool {
        let lines = TranscriptStepEvaluation.timestamps(transcript).map(\.text).filter { !$0.isEmpty && !$0.hasPrefix("[") }
        guard lines.count >= 8 else { return false }
        let ended = lines.filter { line in line.last.map { ".!?".contains($0) } == true }.count
        let capitalised = lines.filter { line in line.first(where: \.isLetter)?.isUppercase == true }.count
        return ended * 10 < lines.count && capitalised * 5 < lines.count
    }

    /// The report's line, its shares written by `ratio`.
    func reportLine(_ ratio: (Int, Int) -> String) -> String {
        "  English automatic-caption transcripts \(transcripts): steps opening with a cooking action (the judge's verbs)  "
            + "\(ratio(openingWithAction, steps)); ending mid-clause  \(ratio(cutMidClause, steps)); over \(Self.runOnWords) words  "
            + "\(ratio(runOn, steps)); ingredients with a spoken amount  \(ratio(ingredientsWithAmount, ingredients))"
    }

    /// A recipe's steps and whether each ingredient has an amount.
    mutating func add(_ document: RecipeDocument, transcript: String) {
        add(steps: document.steps.map(\.text), amounts: document.ingredients.map { $0.quantity != nil }, transcript: transcript)
    }

    mutating func add(steps: [String], amounts: [Bool] = [], transcript: String) {
        guard Self.isCaptionTrack(transcript) else { return }
        transcripts += 1
        ingredients += amounts.count
        ingredientsWithAmount += amounts.filter { $0 }.count
        for step in steps {
            let words = step.lowercased().split { !$0.isLetter && $0 != "'" && $0 != "-" }.map(String.init)
            guard let first = words.first, let last = words.last else { continue }
            self.steps += 1
            if TranscriptStepEvaluation.judgeVerbs.contains(first) { openingWithAction += 1 }
            if Self.clauseInsideEnds.contains(last) { cutMidClause += 1 }
            if words.count > Self.runOnWords { runOn += 1 }
        }
    }
}
