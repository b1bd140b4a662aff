/// Decides whether a video is a recipe from what its text shows: ingredient lists, method steps,
/// cooking verbs, units, recipe words in the title; against signs of reviews, taste tests,
/// challenges, vlogs, restaurant visits and gadget tests — which often list foods too.
struct RecipeClassifier {
    struct Verdict: Sendable, Equatable {
        let isRecipe: Bool
        let score: Int
        let confidence: Double
        let reason: String
    }

    struct Evidence {
        var title: String
        var sections: DescriptionSections
        var descriptionText: String
        var transcript: String
        var transcriptLanguage: String
    }

    static let threshold = 3

    func classify(_ evidence: Evidence) -> Verdict {
        var score = 0
        let titleWords = TextTools.words(evidence.title)
        let foldedTitle = TextTools.fold(evidence.title)
        // Channel names ("… - Test Kitchen") say nothing against a recipe.
        let ownTitleWords = TextTools.words(HeuristicExtractor.withoutChannelSuffix(evidence.title))

        let titleRecipeWords =
            titleWords.filter { Vocabulary.recipeWords.contains($0) }.count
            + (foldedTitle.contains("how to make") || foldedTitle.contains("comment faire") ? 1 : 0)
        score += min(titleRecipeWords * 2, 4)
        score += min(titleWords.filter { Vocabulary.dishWords.contains($0) }.count, 2)
        let negativeTitleWords = ownTitleWords.filter { Vocabulary.notRecipeTitleWords.contains($0) }
        score -= min(negativeTitleWords.count * 3, 9)

        let sections = evidence.sections
        if sections.hasIngredientHeader { score += 2 }
        if sections.ingredientLines.count >= 3 { score += 3 } else if !sections.ingredientLines.isEmpty { score += 1 }
        if sections.stepLines.count >= 2 { score += 2 }
        if sections.linksOutForRecipe { score += 3 }

        let descriptionWords = TextTools.words(evidence.descriptionText)
        let verbs = descriptionWords.filter { Vocabulary.cookingVerbs.contains($0) }.count
        score += verbs >= 5 ? 2 : (verbs >= 2 ? 1 : 0)
        if descriptionWords.contains(where: { ["recipe", "recipes", "recette", "receta", "ricetta", "rezept", "receita"].contains($0) }) {
            score += 1
        }
        let prose = descriptionWords.filter { Vocabulary.foodProseWords.contains($0) }.count
        score += prose >= 4 ? 2 : (prose >= 2 ? 1 : 0)
        if TextTools.fold(evidence.descriptionText).contains("how to make") { score += 1 }
        let negativeDescriptionWords = descriptionWords.filter {
            ["restaurant", "review", "challenge", "defi", "tasting", "degustation", "vlog", "unboxing", "gadget", "gadgets", "contest"]
                .contains($0)
        }
        score -= min(negativeDescriptionWords.count, 3)

        if !evidence.transcript.isEmpty {
            let density = TranscriptParser.cookingDensity(evidence.transcript)
            score += density >= 0.15 ? 4 : (density >= 0.06 ? 3 : (density >= 0.03 ? 1 : 0))
        }

        let isRecipe = score >= Self.threshold
        let margin = Double(abs(score - Self.threshold))
        let confidence = min(0.95, 0.55 + 0.06 * margin)
        return Verdict(
            isRecipe: isRecipe, score: score, confidence: (confidence * 100).rounded() / 100,
            reason: reason(isRecipe, negativeTitleWords, evidence))
    }

    private func reason(_ isRecipe: Bool, _ negativeTitleWords: [String], _ evidence: Evidence) -> String {
        if isRecipe { return "Ingredients, steps or cooking language found" }
        if !negativeTitleWords.isEmpty {
            return "The video appears to be a review, taste test, challenge or vlog rather than a recipe"
        }
        if evidence.descriptionText.isEmpty && evidence.transcript.isEmpty {
            return "No description or transcript to extract a recipe from"
        }
        return "No ingredients or cooking steps were found in the description or transcript"
    }
}
