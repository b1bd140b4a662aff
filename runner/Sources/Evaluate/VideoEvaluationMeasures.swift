import Foundation

/// The measures the video report reads its figures with.
extension VideoEvaluation {
    static let stopwords: Set<String> = [
        "the", "a", "an", "of", "and", "in", "on", "to", "into", "with", "it", "some", "onto", "over", "for", "then",
    ]

    /// The Wilson score interval (95 %) of a proportion: how far a figure on this many records
    /// could be from the same extractor's figure on another draw of the same sources. On the
    /// score part (98 videos, 15 food-adjacent non-recipes) it is several points wide, which is
    /// what a difference of one or two records between builds should be read against.
    static func wilson(_ part: Int, _ whole: Int) -> String {
        guard whole > 0 else { return "-" }
        let z = 1.96
        let n = Double(whole)
        let p = Double(part) / n
        let centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        let half = z * ((p * (1 - p) / n + z * z / (4 * n * n)).squareRoot()) / (1 + z * z / n)
        return String(format: "%.3f–%.3f", max(0, centre - half), min(1, centre + half))
    }

    /// A predicted step covers a reference step when it contains at least half of the reference's
    /// content words (singular forms).
    static func covers(_ predicted: String, _ reference: String) -> Bool {
        let predictedWords = Set(IngredientEvaluation.words(predicted)).subtracting(stopwords)
        let referenceWords = Set(IngredientEvaluation.words(reference)).subtracting(stopwords)
        guard !referenceWords.isEmpty else { return false }
        return Double(referenceWords.intersection(predictedWords).count) / Double(referenceWords.count) >= 0.5
    }
}
