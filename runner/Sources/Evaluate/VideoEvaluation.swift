import Extraction
import Foundation
import FunctionRuntime
import Recipes

/// Runs an extractor over `video_records.dev.jsonl` and reports the figures the ChefStream issue
/// asks for.
struct VideoEvaluation {
    struct Record: Decodable {
        let id: String
        let videoId: String
        let title: String?
        let description: String?
        let transcript: String?
        let language: String
        let label: Label
        let expected: Expected
        let channel: String?
        let source: Source

        struct Source: Decodable {
            let dataset: String
        }

        /// The record's source for per-source figures: the trending-video year, YouCook2, or
        /// the Indian recipe channel.
        var sourceName: String {
            if id.hasPrefix("youcook2") { return "YouCook2" }
            if id.hasPrefix("yt-indian") { return "Indian: " + (channel ?? "?") }
            return source.dataset.contains("2020") ? "Trending 2020" : "Trending 2017"
        }

        struct Label: Decodable {
            let isRecipe: Bool
            let confidence: String
        }

        struct Expected: Decodable {
            let ingredientLinesVerbatim: [String]?
            let stepsReference: [Step]?
            /// The Indian channels' own ingredient lists (LLM-assisted, unverified): recall only.
            let sourceIngredientsDetected: [String]?
            /// The source dataset's English translation of an Indian-language transcript, line by line.
            let transcriptEnglishReference: String?
            /// YouCook2's name for the dish ("mashed potato").
            let recipeType: String?
        }

        struct Step: Decodable {
            let text: String
        }
    }

    var records: [Record]

    /// The corpora's keys are snake_case.
    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()

    init(path: String) throws {
        records = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map {
            try Self.decoder.decode(Record.self, from: Data($0.utf8))
        }
    }

    static let foodWords = [
        "food", "burger", "pizza", "steak", "cake", "ice cream", "pumpkin", "chef", "kitchen", "restaurant", "eat", "taste", "recette",
        "cuisine", "cook", "meat", "chocolat", "gordon",
    ]

    func run(extractor: any RecipeExtractor, verbose: Bool) async throws -> [String] {
        var valid = 0
        var correct = 0
        var truePositiveNot = 0
        var predictedNot = 0
        var actualNot = 0
        var foodAdjacent = 0
        var foodAdjacentCalledRecipe = 0
        var lineExpected = 0
        var lineFound = 0
        var lineExtracted = 0
        var lineExtractedTrue = 0
        var stepReferences = 0
        var namedExpected = 0
        var namedFound = 0
        var namedExtracted = 0
        var namedListed = 0
        var withoutIngredients = 0
        var labelledRecipes = 0
        var stepMatched = 0
        var stepsGiven = 0
        var stepsOnReference = 0
        var indicSteps = TranscriptStepEvaluation()
        var captions = CaptionTrackEvaluation()
        var titles = TitleEvaluation()
        var spokenAmounts = SpokenAmountEvaluation()
        var nutrition = NutritionReach()
        var linkOnly = 0
        var linkOnlyInvented = 0
        var invented = 0
        // Per language: records, right answers, text fields and those in English, ingredient
        // names and those in English (under --no-apertium, what the glossary alone translates).
        var perLanguage: [String: (n: Int, correct: Int, textFields: Int, english: Int, outlined: Int, names: Int, englishNames: Int)] = [:]
        var perSource: [String: (n: Int, correct: Int, falseRecipe: Int, missedRecipe: Int)] = [:]
        var confusion = (recipeAsRecipe: 0, recipeAsNot: 0, notAsRecipe: 0, notAsNot: 0)
        // By the curators' confidence in the label: "borderline" marks the videos the text
        // cannot settle (a home vlog cooking a named dish, a parody of a recipe).
        var byConfidence: [String: (n: Int, correct: Int)] = [:]
        var incomplete = 0
        var emptyReady = 0
        var details: [String] = []
        var timings: [Double] = []

        for record in records {
            let input = ExtractionInput(
                videoID: record.videoId, title: record.title, description: record.description, transcript: record.transcript,
                chapters: ExtractionInput.chapters(in: record.description ?? ""))
            let started = Date()
            let output = try await extractor.extract(input, deadline: Date().addingTimeInterval(60))
            timings.append(Date().timeIntervalSince(started) * 1000)
            let json = output.result.json
            if RecipeSchema.validate(json).isEmpty {
                valid += 1
            } else {
                details.append("  INVALID \(record.id): \(RecipeSchema.validate(json))")
            }
            let predictedRecipe: Bool
            var document: RecipeDocument?
            switch output.result {
            case .recipe(let recipe):
                predictedRecipe = true
                document = recipe
            case .notRecipe:
                predictedRecipe = false
            case .incomplete:
                // A recipe whose text is elsewhere: a recipe, with nothing to score.
                predictedRecipe = true
                incomplete += 1
            }
            if let document, document.ingredients.isEmpty && document.steps.isEmpty { emptyReady += 1 }
            switch (record.label.isRecipe, predictedRecipe) {
            case (true, true): confusion.recipeAsRecipe += 1
            case (true, false): confusion.recipeAsNot += 1
            case (false, true): confusion.notAsRecipe += 1
            case (false, false): confusion.notAsNot += 1
            }
            var bySource = perSource[record.sourceName] ?? (0, 0, 0, 0)
            bySource.n += 1
            if predictedRecipe == record.label.isRecipe { bySource.correct += 1 }
            if predictedRecipe && !record.label.isRecipe { bySource.falseRecipe += 1 }
            if !predictedRecipe && record.label.isRecipe { bySource.missedRecipe += 1 }
            perSource[record.sourceName] = bySource
            let right = predictedRecipe == record.label.isRecipe
            if right { correct += 1 }
            byConfidence[record.label.confidence, default: (0, 0)].n += 1
            if right { byConfidence[record.label.confidence, default: (0, 0)].correct += 1 }
            if !predictedRecipe { predictedNot += 1 }
            if !record.label.isRecipe {
                actualNot += 1
                if !predictedRecipe { truePositiveNot += 1 }
                let text = ((record.title ?? "") + " " + (record.description ?? "")).lowercased()
                if Self.foodWords.contains(where: text.contains) {
                    foodAdjacent += 1
                    if predictedRecipe { foodAdjacentCalledRecipe += 1 }
                }
            }
            var entry = perLanguage[record.language] ?? (0, 0, 0, 0, 0, 0, 0)
            entry.n += 1
            if right { entry.correct += 1 }
            if let document {
                let fields =
                    [document.titleOriginalLanguage] + document.ingredients.map(\.originalLanguage) + document.steps.map(\.originalLanguage)
                entry.textFields += fields.count
                entry.english += fields.filter { $0 == nil }.count
                // A step kept in its language with an English outline beside it.
                entry.outlined += document.steps.filter { $0.originalLanguage != nil && $0.gist != nil }.count
                entry.names += document.ingredients.count
                entry.englishNames += document.ingredients.filter { $0.originalLanguage == nil }.count
                if verbose, document.flags.translation != "not_needed",
                    !["hi", "bn", "te", "ta", "mr", "kn", "ml"].contains(record.language)
                {
                    for ingredient in document.ingredients where ingredient.originalLanguage != nil {
                        let notes = ingredient.notes ?? ""
                        details.append("  NAME NOT IN ENGLISH \(record.id) [\(record.language)]: \(ingredient.item) | \(notes)")
                    }
                }
            }
            perLanguage[record.language] = entry

            // An ingredient is invented when the words of its name (English-only records, where
            // the name is as written) are not all in the description or transcript.
            if let document, document.flags.translation == "not_needed" {
                func words(_ text: String) -> Set<String> {
                    Set(IngredientEvaluation.words(String(text.map { $0 == "/" || $0 == "-" ? " " : $0 })))
                }
                // Words of descriptions whose line breaks were lost run into each other
                // ("ballsMethod", "cupCurd", "grande1"): their parts are in the text too.
                let source = words(Self.unglued((record.description ?? "") + " " + (record.transcript ?? "")))
                for ingredient in document.ingredients where !words(ingredient.item).isSubset(of: source) {
                    invented += 1
                    details.append("  INVENTED \(record.id): \(ingredient.item)")
                }
            }
            let extractedLines = HeuristicExtractor.ingredientLines(in: record.description ?? "")
            if let expectedLines = record.expected.ingredientLinesVerbatim {
                let expected = expectedLines.map(Self.normaliseLine)
                let extracted = extractedLines.map(Self.normaliseLine)
                lineExpected += expected.count
                let found = expected.filter { line in extracted.contains { $0 == line || line.contains($0) } }
                lineFound += found.count
                if verbose {
                    for (line, normalised) in zip(expectedLines, expected) where !found.contains(normalised) {
                        details.append("  MISSED LINE \(record.id): \(line)")
                    }
                }
                lineExtracted += extracted.count
                let real = extracted.filter { line in expected.contains { $0 == line || $0.contains(line) } }
                lineExtractedTrue += real.count
                if verbose {
                    for (line, normalised) in zip(extractedLines, extracted) where !real.contains(normalised) {
                        details.append("  EXTRA LINE \(record.id): \(line)")
                    }
                }
            } else if record.label.isRecipe, let description = record.description, Self.isLinkOnly(description) {
                linkOnly += 1
                linkOnlyInvented += document?.ingredients.count ?? 0
            }
            if let listed = record.expected.sourceIngredientsDetected, let document {
                // A listed ingredient is found when the words of an extracted name are all among
                // its words, in one canonical spelling, parentheses included: "Potatoes" by
                // "potato", "green chilies" by "green chilli", "Mocha (Banana Blossom)" by
                // "banana blossom" — and, leniently, "Mustard oil" by "oil".
                let listedWords = listed.map(IngredientNames.listedWords)
                let extracted = document.ingredients.map { IngredientNames.words($0.item) }.filter { !$0.isEmpty }
                namedExpected += listed.count
                namedFound += listedWords.filter { label in extracted.contains { $0.isSubset(of: label) } }.count
                namedExtracted += extracted.count
                namedListed += extracted.filter { name in listedWords.contains { name.isSubset(of: $0) } }.count
                if extractedLines.isEmpty, record.transcript != nil {
                    spokenAmounts.add(id: record.id, ingredients: document.ingredients, listed: listed, verbose: verbose)
                }
                if verbose {
                    for (name, words) in zip(listed, listedWords) where !extracted.contains(where: { $0.isSubset(of: words) }) {
                        details.append("  LISTED NOT FOUND \(record.id): \(name)")
                    }
                    for ingredient in document.ingredients {
                        let words = IngredientNames.words(ingredient.item)
                        if !words.isEmpty, !listedWords.contains(where: { words.isSubset(of: $0) }) {
                            details.append("  EXTRACTED NOT LISTED \(record.id): \(ingredient.item)")
                        }
                    }
                }
            }
            if let document { nutrition.add(id: record.id, document: document, verbose: verbose) }
            if record.label.isRecipe, let document {
                labelledRecipes += 1
                if document.ingredients.isEmpty { withoutIngredients += 1 }
            }
            if let english = record.expected.transcriptEnglishReference, let transcript = record.transcript, let document,
                document.steps.first?.originalLanguage != nil
            {
                indicSteps.add(transcript: transcript, english: english, steps: document.steps.map(\.text))
                indicSteps.addGists(transcript: transcript, english: english, steps: document.steps.map { ($0.text, $0.gist) })
            }
            if record.language == "en", let transcript = record.transcript, let document, document.meta.source.contains("transcript") {
                captions.add(document, transcript: transcript)
            }
            if record.label.isRecipe, let document { titles.addCard(sourceTitle: record.title, title: document.title) }
            titles.add(
                id: record.id, title: record.title, transcript: record.transcript, recipeType: record.expected.recipeType,
                language: record.language, isRecipe: record.label.isRecipe)
            if let references = record.expected.stepsReference, let document {
                stepReferences += references.count
                stepMatched +=
                    references.filter { reference in
                        document.steps.contains { Self.covers($0.text, reference.text) }
                    }.count
                // Precision against a sparse summary (YouCook2 annotates a handful of key steps per
                // video): a step given that covers none may still be a real one, so this is a floor.
                stepsGiven += document.steps.count
                stepsOnReference += document.steps.filter { step in references.contains { Self.covers(step.text, $0.text) } }.count
            }
            if verbose {
                details.append(
                    "  \(right ? "ok " : "ERR") \(HeuristicExtractor.explain(input)) \(record.id) [\(record.language)] label=\(record.label.isRecipe) got=\(predictedRecipe) ingredients=\(document?.ingredients.count ?? 0) steps=\(document?.steps.count ?? 0) translation=\(document?.flags.translation ?? "-") title=\(document?.title ?? "-")"
                )
            }
        }

        func ratio(_ part: Int, _ whole: Int) -> String {
            whole == 0 ? "-" : String(format: "%.3f (%d/%d)", Double(part) / Double(whole), part, whole)
        }
        let notPrecision = ratio(truePositiveNot, predictedNot)
        let notRecall = ratio(truePositiveNot, actualNot)
        var report = [
            "Video records (\(records.count)), extractor \(extractor.version)",
            "  schema validity                 \(ratio(valid, records.count))",
            "  is_recipe accuracy              \(ratio(correct, records.count))  95% interval \(Self.wilson(correct, records.count))",
            "  is_recipe by label confidence   "
                + byConfidence.sorted { $0.key < $1.key }.map { "\($0.key) \(ratio($0.value.correct, $0.value.n))" }.joined(separator: ", "),
            "  not-recipe precision            \(notPrecision)",
            "  not-recipe recall               \(notRecall)",
            "  false-recipe rate, food-adjacent non-recipes  \(ratio(foodAdjacentCalledRecipe, foodAdjacent))  95% interval \(Self.wilson(foodAdjacentCalledRecipe, foodAdjacent))",
            "  ingredient lines found (recall)     \(ratio(lineFound, lineExpected))",
            "  ingredient lines extracted that are real (precision)  \(ratio(lineExtractedTrue, lineExtracted))",
            "  ingredients on link-only recipe descriptions  \(linkOnlyInvented) over \(linkOnly) records (lines that are in the text count too)",
            "  invented ingredients, names not in the source text (must be 0)  \(invented)",
            "  steps recall vs YouCook2 references \(ratio(stepMatched, stepReferences))",
            "  steps given that cover a YouCook2 reference (a floor on precision: references are a summary)  \(ratio(stepsOnReference, stepsGiven))",
            captions.reportLine(ratio),
            titles.reportLine(ratio),
            "  Indian-language transcript steps that are cooking lines (judged on the English translation)  \(ratio(indicSteps.cookingSteps, indicSteps.steps))",
            "  cooking lines of those transcripts taken as steps  \(ratio(indicSteps.cookingLinesTaken, indicSteps.cookingLines))",
            "  those steps with an English gist  \(ratio(indicSteps.gists, indicSteps.steps)); gist actions the English line names  \(ratio(indicSteps.gistActionsAgreeing, indicSteps.gistActions)); gist ingredients it names  \(ratio(indicSteps.gistIngredientsAgreeing, indicSteps.gistIngredients))",
            "  gist times, heats and 'until golden' the English line states  \(ratio(indicSteps.gistNotesAgreeing, indicSteps.gistNotes)); gisted lines stating a time with one in the gist  \(ratio(indicSteps.timedLinesWithTime, indicSteps.timedLines)); stating a heat  \(ratio(indicSteps.heatLinesWithHeat, indicSteps.heatLines))",
            "  Indian channels' ingredient lists found (recall; lists LLM-assisted)  \(ratio(namedFound, namedExpected))",
            "  ingredient names extracted that are on those lists  \(ratio(namedListed, namedExtracted))",
            spokenAmounts.heardLine,
            spokenAmounts.coverageLine,
            "  recipes answered without ingredients  \(ratio(withoutIngredients, labelledRecipes))",
            nutrition.report,
            "  incomplete (recipe elsewhere) answers \(incomplete); empty ready recipes (must be 0) \(emptyReady)",
            "  confusion (rows: label; columns: answer)     recipe  not-recipe",
            String(format: "    recipe                                    %6d  %10d", confusion.recipeAsRecipe, confusion.recipeAsNot),
            String(format: "    not recipe                                %6d  %10d", confusion.notAsRecipe, confusion.notAsNot),
            "  per source:",
        ]
        for (source, entry) in perSource.sorted(by: { $0.key < $1.key }) {
            report.append(
                "    \(source): n=\(entry.n) is_recipe \(ratio(entry.correct, entry.n)), false recipes \(entry.falseRecipe), missed recipes \(entry.missedRecipe)"
            )
        }
        report.append("  per language:")
        let allFields = perLanguage.values.reduce(0) { $0 + $1.textFields }
        let allEnglish = perLanguage.values.reduce(0) { $0 + $1.english }
        let allOutlined = perLanguage.values.reduce(0) { $0 + $1.outlined }
        report.append(
            "  share of English output fields  \(ratio(allEnglish, allFields)); counting a step kept in its language with an English gist  \(ratio(allEnglish + allOutlined, allFields))"
        )
        for (language, entry) in perLanguage.sorted(by: { $0.key < $1.key }) {
            report.append(
                "    \(language): n=\(entry.n) is_recipe accuracy \(ratio(entry.correct, entry.n)), English fields \(ratio(entry.english, entry.textFields)) (with a step's gist \(ratio(entry.english + entry.outlined, entry.textFields))), names \(ratio(entry.englishNames, entry.names))"
            )
        }
        let sorted = timings.sorted()
        let total = timings.reduce(0, +)
        report.append(
            String(
                format: "  extraction time per video: median %.2f ms, max %.1f ms; %.0f videos/s on one core", sorted[sorted.count / 2],
                sorted.last ?? 0, total > 0 ? Double(timings.count) * 1000 / total : 0))
        return report + details + spokenAmounts.details + nutrition.details + (verbose ? indicSteps.gistSamples + titles.details : [])
    }

    /// The text with a space at each glued boundary: a lower-case letter before a capital, a
    /// letter or parenthesis before a digit. Only for the invented-ingredient check, which asks
    /// whether each word of a name is a word of the source.
    static func unglued(_ text: String) -> String {
        var result = ""
        var previous: Character = " "
        for character in text {
            if (previous.isLowercase && character.isUppercase) || ((previous.isLetter || previous == ")") && character.isNumber) {
                result.append(" ")
            }
            result.append(character)
            previous = character
        }
        return text + " " + result
    }

    static func normaliseLine(_ line: String) -> String {
        String(line.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    static func isLinkOnly(_ description: String) -> Bool {
        let lower = description.lowercased()
        return lower.contains("http") && (lower.contains("recipe") || lower.contains("recette"))
    }
}
