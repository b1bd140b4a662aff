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
        /// Whether the video has a description at all: one of links, hashtags and channel lines
        /// only has no content lines, and is still no "video without a description".
        var hasDescription = true
    }

    static let threshold = 3

    /// Kitchen tools, as a cooking channel lists its gear ("Mi equipo: Dutch oven, ahumador…"):
    /// words of one tool, each present for the tool to count. Folded.
    static let kitchenTools: [[String]] =
        [
            ["dutch", "oven"], ["cutting", "board"], ["baking", "sheet"], ["sheet", "pan"], ["rolling", "pin"], ["food", "processor"],
            ["stand", "mixer"], ["instant", "pot"], ["air", "fryer"], ["pressure", "cooker"], ["mixing", "bowl"], ["cast", "iron"],
        ]
        + [
            "skillet", "thermometer", "termometro", "knife", "knives", "cuchillo", "spatula", "espatula", "whisk", "fouet", "blender",
            "licuadora", "batidora", "wok", "cocotte", "mandoline", "mandolina", "molcajete", "comal", "smoker", "ahumador", "grill",
            "asador", "parrilla", "sarten", "poele", "moule", "freidora",
        ].map { [$0] }

    func classify(_ evidence: Evidence) -> Verdict {
        var score = 0
        let titleWords = TextTools.words(evidence.title)
        let foldedTitle = TextTools.fold(evidence.title)
        // Channel names ("… - Test Kitchen") say nothing against a recipe.
        let ownTitleWords = TextTools.words(HeuristicExtractor.withoutChannelSuffix(evidence.title))

        // "… Bake Bread Without A Recipe": a recipe word negated is not one.
        func negated(_ index: Int) -> Bool {
            let before = titleWords[..<index].suffix(2)
            return ["without", "no", "sans", "sin", "sem"].contains(before.last ?? "") || before == ["without", "a"]
        }
        let titleRecipeWords =
            titleWords.indices.filter { Vocabulary.recipeWords.contains(titleWords[$0]) && !negated($0) }.count
            + (foldedTitle.contains("how to make") || foldedTitle.contains("comment faire") ? 1 : 0)
        score += min(titleRecipeWords * 2, 4)
        score += min(titleWords.filter { Vocabulary.dishWords.contains($0) }.count, 2)
        // "Hago una cookie gigante", "Je cuisine coréen": someone making a dish.
        if titleWords.contains(where: Vocabulary.makingTitleWords.contains) && titleWords.contains(where: Vocabulary.dishWords.contains) {
            score += 1
        }
        // "From the Test Kitchen" names a kitchen, not a test; "Restaurant vs. Homemade" makes the
        // dish it compares.
        let comparesHomemade = ownTitleWords.contains("homemade")
        let negativeTitleWords = ownTitleWords.enumerated().filter { index, word in
            Vocabulary.notRecipeTitleWords.contains(word) && !(word == "test" && ownTitleWords.dropFirst(index + 1).first == "kitchen")
                && !(comparesHomemade && Vocabulary.comparisonWords.contains(word))
        }.map(\.element)
        score -= min(negativeTitleWords.count * 3, 9)
        // "McDonald's Will No Longer Serve…": news about food, not cooking.
        if Vocabulary.foodNewsPhrases.contains(where: { TextTools.contains(foldedTitle, $0) }) { score -= 3 }
        // "What I eat in a day": meals named with amounts, nothing cooked step by step.
        // (As much as a non-food thing in the title: the format says no recipe is given.)
        if Vocabulary.dayOfEatingPhrases.contains(where: { TextTools.contains(foldedTitle, $0) }) { score -= 6 }

        let sections = evidence.sections
        if sections.hasIngredientHeader { score += 2 }
        if sections.ingredientLines.count >= 3 { score += 3 } else if !sections.ingredientLines.isEmpty { score += 1 }
        if sections.stepLines.count >= 2 { score += 2 }
        if sections.linksOutForRecipe { score += 3 }
        // A list with prices and no method is a menu, a haul or a market's rates ("2 al pastor
        // tacos $5", "Tamatar 1 kg ₹40"): the tune part's priced descriptions are all street-food
        // and travel videos. (A budget recipe that prices its list has its method too.)
        if sections.stepLines.count < 2, Self.pricedLines(sections.contentLines) >= 2 { score -= 3 }

        let descriptionWords = TextTools.words(evidence.descriptionText)
        let verbs = descriptionWords.filter { Vocabulary.classifierVerbs.contains($0) }.count
        score += verbs >= 5 ? 2 : (verbs >= 2 ? 1 : 0)
        if descriptionWords.contains(where: {
            [
                "recipe", "recipes", "recette", "recettes", "receta", "recetas", "ricetta", "ricette", "rezept", "rezepte", "receita",
                "receitas",
            ]
            .contains($0)
        }) {
            score += 1
        }
        // A cooking channel lists its kitchen gear: two tools or more count as prose about a dish does.
        let descriptionWordSet = Set(descriptionWords)
        if Self.kitchenTools.lazy.filter({ $0.allSatisfy(descriptionWordSet.contains) }).prefix(2).count >= 2 { score += 1 }
        let prose = descriptionWords.filter { Vocabulary.foodProseWords.contains($0) }.count
        score += prose >= 4 ? 2 : (prose >= 2 ? 1 : 0)
        let foldedDescription = TextTools.fold(evidence.descriptionText)
        // (Every word of the scripts' lists is outside ASCII: ASCII-only text is not searched.)
        let descriptionHasScript = !foldedDescription.utf8.allSatisfy { $0 < 0x80 }
        if TextTools.contains(foldedDescription, "how to make") { score += 1 }
        let negativeDescriptionWords = descriptionWords.filter {
            [
                "restaurant", "review", "reviews", "challenge", "challenges", "defi", "tasting", "degustation", "vlog", "vlogs", "unboxing",
                "gadget", "gadgets", "contest", "contests", "foodreview", "foodreviews", "tastetest", "mukbang",
            ]
            .contains($0)
        }
        // The scripts' words for challenges, reviews and pranks count here too ("편의점 요리 챌린지").
        let scriptNegatives =
            descriptionHasScript ? Vocabulary.scriptNotRecipeWords.filter { TextTools.contains(foldedDescription, $0) }.count : 0
        score -= min(negativeDescriptionWords.count + scriptNegatives, 3)

        // Things made with "recipes" and "ingredients" that are not food: slime, lip balm, soap.
        let foldedAll = foldedTitle + "\n" + foldedDescription
        let nonFood = Vocabulary.nonFoodWords.filter { TextTools.contains(foldedAll, $0) }.count
        score -= min(nonFood * 3, 6)
        // Named in the title, the thing made is what the video is about: slime with a "recette"
        // and "ingrédients" is still slime.
        if Vocabulary.nonFoodWords.contains(where: { TextTools.contains(foldedTitle, $0) }) { score -= 6 }
        // Scripts without spaces or with their own alphabets: recipe words found as substrings
        // (レシピ, 作り方, 레시피, рецепт, وصفة), the title counting double.
        // (Every one of these words is outside ASCII: ASCII-only text is not searched for them.)
        let titleHasScript = !foldedTitle.utf8.allSatisfy { $0 < 0x80 }
        func hits(_ words: [String], in folded: String, _ hasScript: Bool) -> Int {
            hasScript ? words.filter { TextTools.contains(folded, $0) }.count : 0
        }
        let titleSignals = hits(Vocabulary.scriptRecipeWords, in: foldedTitle, titleHasScript)
        let descriptionSignals = hits(Vocabulary.scriptRecipeWords, in: foldedDescription, descriptionHasScript)
        score += min(titleSignals * 2, 4) + min(descriptionSignals, 3)
        // Meals, staples and cooking verbs of those scripts ("حضرت وجبة عشاء", I prepared a dinner;
        // "作ってみた"), against their words for eating challenges, pranks, reviews and hauls.
        let titleCooking = hits(Vocabulary.scriptCookingWords, in: foldedTitle, titleHasScript)
        let descriptionCooking = hits(Vocabulary.scriptCookingWords, in: foldedDescription, descriptionHasScript)
        score += min(titleCooking, 3) + (descriptionCooking >= 2 ? 1 : 0)
        score -= min(hits(Vocabulary.scriptNotRecipeWords, in: foldedTitle, titleHasScript) * 3, 6)
        // Descriptions whose line breaks were lost ("…Instagram Ingredientes1 batata doce…"): an
        // ingredient heading anywhere followed by amounts.
        if !sections.hasIngredientHeader, Self.hasInlineIngredientList(foldedAll) { score += 3 }

        // Indian-language text: ingredient names, units and cooking verbs of the scripts and of
        // romanised Hindi (stems, since these languages glue endings onto words).
        // Cooking words in an Indian-language title, and one more for a dish it names ("குழம்பு",
        // a kuzhambu), as a dish word counts in an English title; an ingredient alone ("अजवाइन
        // का पानी", carom water for health) does not say a dish is made.
        let indicTitle = IndicLexicon.cookingWordCount(words: titleWords)
        // A cooking word and a dish together ("முதல் சமையல் வீடியோ … குழம்பு", first cooking video …
        // kuzhambu) count one more, as a making word with a dish does in other titles.
        score += (indicTitle.ingredients + indicTitle.verbs > 0 ? 1 : 0) + min(indicTitle.dishes, 1)
        if indicTitle.verbs > 0 && indicTitle.dishes > 0 { score += 1 }
        let indic = IndicLexicon.cookingWordCount(words: descriptionWords)
        score += indic.ingredients >= 4 ? 2 : (indic.ingredients >= 2 ? 1 : 0)
        score += indic.verbs >= 4 ? 2 : (indic.verbs >= 2 ? 1 : 0)

        var spokenReview = 0
        if !evidence.transcript.isEmpty {
            let density = max(
                TranscriptParser.cookingDensity(evidence.transcript),
                TranscriptParser.worldCookingDensity(evidence.transcript, language: evidence.transcriptLanguage))
            score += density >= 0.15 ? 4 : (density >= 0.06 ? 3 : (density >= 0.03 ? 1 : 0))
            // A short-form review says what it is only in speech ("we're trying the new bowl …
            // I'd give this a seven out of ten"), and names foods as densely as a recipe does.
            spokenReview = Self.spokenReviewPhrases(evidence.transcript)
            score -= spokenReview >= 3 ? 5 : (spokenReview == 2 ? 3 : 0)
        }

        let isRecipe = score >= Self.threshold
        let margin = Double(abs(score - Self.threshold))
        let confidence = min(0.95, 0.55 + 0.06 * margin)
        return Verdict(
            isRecipe: isRecipe, score: score, confidence: (confidence * 100).rounded() / 100,
            reason: reason(isRecipe, negativeTitleWords, spokenReview: spokenReview >= 2, evidence))
    }

    /// Lines that give a price: a currency sign beside a number ("$5", "₹ 40", "5 €", "£3.50"),
    /// or "Rs" before one. Lines without a sign's bytes ("$", "£", "¥" after 0xC2, "€" and "₹"
    /// after 0xE2 0x82, "rs") are not read further.
    static func pricedLines(_ lines: [String]) -> Int {
        var count = 0
        for line in lines where line.utf8.count <= 400 {
            // The last three bytes, oldest highest: "£" is 0xC2 0xA3, "¥" 0xC2 0xA5, "€" 0xE2 0x82 0xAC,
            // "₹" 0xE2 0x82 0xB9. (Their second bytes alone are common inside Indian scripts.)
            var window: UInt32 = 0
            var mayPrice = false
            for byte in line.utf8 {
                window = (window << 8 | UInt32(byte)) & 0xFF_FFFF
                let pair = window & 0xFFFF
                if byte == 0x24 || pair == 0xC2A3 || pair == 0xC2A5 || window == 0xE2_82AC || window == 0xE2_82B9
                    || ((window >> 8 == 0x5273 || window >> 8 == 0x7273) && (byte == 0x20 || byte == 0x2E))
                {
                    mayPrice = true
                    break
                }
            }
            guard mayPrice else { continue }
            let characters = Array(line)
            let priced = characters.indices.contains { index in
                let character = characters[index]
                let isSign =
                    "$£€₹¥".contains(character)
                    || ((character == "R" || character == "r") && index + 1 < characters.count && "sS".contains(characters[index + 1])
                        && (index == 0 || !characters[index - 1].isLetter) && index + 2 < characters.count
                        && !characters[index + 2].isLetter)
                guard isSign else { return false }
                let after = characters[(index + 1)...].drop { $0 == " " || $0 == "." || $0 == "s" || $0 == "S" }.first
                let before = index > 0 ? characters[..<index].reversed().drop { $0 == " " }.first : nil
                return after?.fastIsNumber == true || (before?.fastIsNumber == true && "$€".contains(character))
            }
            if priced { count += 1 }
        }
        return count
    }

    /// What reviewers say and cooks rarely do, as whole words (folded): a score ("seven out of
    /// ten"), trying what a shop sells, a verdict. "give it a" is how cooks say "stir".
    static let reviewPhrases: [[String]] =
        [
            "out of ten", "out of 10", "out of five", "out of 5", "i'd give it", "i'd give this", "i would give", "rate it", "rate this",
            "rating", "ranking", "food review", "worth the hype", "mukbang", "trying the new", "first time trying", "would i buy",
            "the verdict",
            // Spanish, French, Italian, Portuguese: trying the new thing, giving it a mark
            "vamos a probar la nueva", "vamos a probar el nuevo", "probando la nueva", "probando el nuevo", "le doy un",
            "on teste le nouveau",
            "on teste la nouvelle", "je teste le nouveau", "je teste la nouvelle", "je lui donne", "proviamo il nuovo", "proviamo la nuova",
            "gli do un", "vamos provar o novo", "vamos provar a nova", "provando o novo", "provando a nova", "dou nota",
        ].map { $0.split(separator: " ").map(String.init) } + europeanScores

    /// "siete de diez", "7 sur 10", "otto su dieci", "nota oito de dez": a mark out of ten.
    static let europeanScores: [[String]] = {
        let marks: [(numbers: [String], outOf: [[String]])] = [
            (["uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez"], [["de", "diez"], ["sobre", "diez"]]),
            (["un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix"], [["sur", "dix"]]),
            (["uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove", "dieci"], [["su", "dieci"]]),
            (["um", "dois", "tres", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez"], [["de", "dez"]]),
            ((1...10).map(String.init), [["de", "10"], ["sur", "10"], ["su", "10"], ["sobre", "10"]]),
        ]
        return marks.flatMap { mark in mark.numbers.flatMap { number in mark.outOf.map { [number] + $0 } } }
    }()

    /// Said by reviewers and by cooks alike: counted only beside one of `reviewPhrases` (a
    /// recipe may end in "the taste test" and "my honest opinion").
    static let weakReviewPhrases: [[String]] = ["taste test", "my honest"].map { $0.split(separator: " ").map(String.init) }

    /// How many of the review phrases the transcript says (its first 100,000 characters).
    static func spokenReviewPhrases(_ transcript: String) -> Int {
        let words = TextTools.words(transcript.prefix(100_000))
        var firstWords: [String: [[String]]] = [:]
        for phrase in reviewPhrases + weakReviewPhrases { firstWords[phrase[0], default: []].append(phrase) }
        var found = Set<[String]>()
        for index in words.indices {
            guard let candidates = firstWords[words[index]] else { continue }
            for phrase in candidates where words[index...].starts(with: phrase) { found.insert(phrase) }
        }
        let weak = weakReviewPhrases.filter(found.contains).count
        return found.count == weak ? 0 : found.count
    }

    /// An ingredient heading inside running text, with at least three amounts in the 300
    /// characters after it.
    static func hasInlineIngredientList(_ folded: String) -> Bool {
        for heading in ["ingredients", "ingredientes", "ingredienti", "zutaten", "ингредиенты", "нам потребуется", "材料"] {
            guard TextTools.contains(folded, heading), let range = folded.firstRange(of: heading) else { continue }
            if DescriptionParser.amountCount(Array(folded[range.upperBound...].prefix(300))[...]) >= 3 { return true }
        }
        return false
    }

    private func reason(_ isRecipe: Bool, _ negativeTitleWords: [String], spokenReview: Bool, _ evidence: Evidence) -> String {
        if isRecipe { return "Ingredients, steps or cooking language found" }
        let foldedTitle = TextTools.fold(evidence.title)
        if !negativeTitleWords.isEmpty || spokenReview || Vocabulary.nonFoodWords.contains(where: { TextTools.contains(foldedTitle, $0) })
            || Vocabulary.dayOfEatingPhrases.contains(where: { TextTools.contains(foldedTitle, $0) })
        {
            return "The video appears to be a review, taste test, challenge or vlog rather than a recipe"
        }
        if evidence.sections.stepLines.count < 2, Self.pricedLines(evidence.sections.contentLines) >= 2 {
            return "The video lists foods with prices (a menu, a haul or market rates) rather than a recipe"
        }
        if !evidence.hasDescription && evidence.transcript.isEmpty {
            return "No description or transcript to extract a recipe from"
        }
        return "No ingredients or cooking steps were found in the description or transcript"
    }
}
