import Recipes

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The embedded default extractor: deterministic, offline. Classifies the video, parses
/// ingredient lines, finds steps (numbered lines, imperative sentences, transcript actions,
/// chapters), reads servings, times and stated nutrition, and translates into English. It never
/// invents: every ingredient comes from a line of the source; nutrition is as stated, or — when
/// the source states none — a rough estimate from the ingredient list with `is_estimated` true
/// and a note saying what it rests on (`NutritionEstimator`).
public struct HeuristicExtractor: RecipeExtractor {
    public static let currentVersion = "heuristic-1.46.2"
    public var version: String { Self.currentVersion }

    let translator: any Translator
    let classifier = RecipeClassifier()

    public init(translator: any Translator = OfflineTranslator()) {
        self.translator = translator
    }

    public func extract(_ input: ExtractionInput, deadline: Date) async throws -> ExtractionOutput {
        extractSync(input)
    }

    public func extractSync(_ input: ExtractionInput) -> ExtractionOutput {
        // (Captions typed in styled letters, "𝗜𝗻𝗴𝗿𝗲𝗱𝗶𝗲𝗻𝘁𝘀", are read as the plain letters.)
        let description = PlainCharacters.plainText(input.description ?? "")
        let transcript = input.transcript ?? ""
        let title = PlainCharacters.plainText(input.title ?? "")
        let sections = DescriptionParser.parse(description)
        let descriptionLanguage =
            description.isEmpty ? nil : LanguageDetector.detect(title: title, text: sections.contentLines.joined(separator: "\n"))
        let transcriptLanguage = transcript.isEmpty ? nil : LanguageDetector.detect(transcript)
        let verdict = classifier.classify(
            .init(
                title: title, sections: sections, descriptionText: sections.contentLines.joined(separator: "\n"), transcript: transcript,
                transcriptLanguage: transcriptLanguage ?? "en", hasDescription: !description.trimmed.isEmpty))
        var used: [String] = []
        if !description.isEmpty { used.append("description") }
        if !transcript.isEmpty && (verdict.isRecipe || description.isEmpty) { used.append("transcript") }
        guard verdict.isRecipe else {
            return ExtractionOutput(
                result: .notRecipe(reason: verdict.reason), confidence: verdict.confidence,
                inputsUsed: used.isEmpty ? ["description"] : used,
                extractorVersion: version)
        }

        let language = descriptionLanguage ?? transcriptLanguage ?? "en"
        // The tagger learned English lines; other languages keep the rules alone.
        let tagger = language == "en" ? IngredientTagger.shared : nil
        var ingredients = BilingualLists.oneList(
            sections.ingredientLines.map(BilingualLists.oneSide).flatMap(JoinedIngredients.split).compactMap {
                IngredientParser.parse($0, tagger: tagger)
            }
            .filter { !IngredientParser.namesNoIngredient($0) }
        ).map(BilingualLists.englishOfIndianPair)
        // (A caption typed in lower case gives its steps capitalised, as a recipe card writes them.)
        var stepTexts = sections.stepLines.map { line in
            let step = Self.withoutNumbering(line)
            return step.first?.isLowercase == true ? TextTools.capitalisedFirst(step) : step
        }.filter { !$0.isEmpty }
        // (A method given in two languages, one after the other: the English one.)
        let method = BilingualLists.oneMethod(stepTexts)
        stepTexts = method.steps
        // A method written as one paragraph is given a sentence a step (after the verdict, which
        // weighs the lines as the creator wrote them).
        if stepTexts.count == 1 {
            stepTexts = DescriptionParser.paragraphSentences(stepTexts[0]).map { step in
                step.first?.isLowercase == true ? TextTools.capitalisedFirst(step) : step
            }
        }
        // No list, but a method that gives its amounts as it goes ("Coupez 2 carottes + 2 oignons").
        if ingredients.isEmpty {
            ingredients = StepIngredients.lines(in: stepTexts).compactMap { IngredientParser.parse($0, tagger: tagger) }
        }
        // A description in an Indian language that gives its method again in English.
        var stepLanguage =
            method.english || Glossary.indicLanguages.contains(language) && LanguageDetector.isEnglish(stepTexts.joined(separator: "\n"))
            ? "en" : language
        var sources: Set<String> = description.isEmpty ? [] : ["description"]
        if stepTexts.isEmpty, !transcript.isEmpty, let transcriptLanguage {
            // (Russian speech too: its steps are read as the European languages' are, sentence by
            // sentence, with their verbs.)
            if Self.latinLanguages.contains(transcriptLanguage) || transcriptLanguage == "ru" {
                stepTexts = TranscriptParser.steps(transcript, language: transcriptLanguage)
            } else if TranscriptParser.worldLanguages.contains(transcriptLanguage) {
                // Chinese, Korean, Thai, Vietnamese, Indonesian, Turkish, Polish, Dutch: the
                // sentences that say a cooking action, as said, marked.
                stepTexts = TranscriptParser.worldSteps(transcript, language: transcriptLanguage)
            } else if TranscriptParser.indicLanguages.contains(transcriptLanguage) {
                // No offline translation: the lines that say what is cooked, kept in their
                // language and marked as such.
                stepTexts = TranscriptParser.indicSteps(transcript)
            } else {
                // No offline translation and no lexicon: a few lines in their language, marked.
                stepTexts = Array(TranscriptParser.lines(transcript).filter { TextTools.words($0).count >= 4 }.prefix(12))
            }
            stepLanguage = transcriptLanguage
            if !stepTexts.isEmpty { sources.insert("transcript") }
        }
        if stepTexts.isEmpty, !input.chapters.isEmpty {
            stepTexts = input.chapters.compactMap(Self.chapterStep)
            if !stepTexts.isEmpty { sources.insert("chapters") }
        }
        if !transcript.isEmpty && Self.latinLanguages.contains(transcriptLanguage ?? "") { sources.insert("transcript") }
        if sources.isEmpty { sources.insert(description.isEmpty ? "transcript" : "description") }

        let meta = MetaParser.parse(title + "\n" + description)
        var translated = translate(
            title: Self.cleanTitle(title, transcript: transcript), ingredients: &ingredients, steps: stepTexts, language: language,
            stepLanguage: stepLanguage)
        // Nothing listed in the description: the ingredients the transcript names, in English
        // already (so after translation), with the amounts it states exactly.
        if translated.ingredients.isEmpty, !transcript.isEmpty, let transcriptLanguage {
            let named = TranscriptParser.withoutDishWords(
                TranscriptParser.namedIngredients(transcript, language: transcriptLanguage), dish: translated.title,
                transcript: transcript, language: transcriptLanguage)
            let amounts =
                TranscriptParser.indicLanguages.contains(transcriptLanguage)
                ? SpokenAmounts.amounts(transcript)
                : (transcriptLanguage == "en"
                    ? SpokenAmounts.english(transcript, names: named)
                    // (Thai has no reader of amounts; the European one would read a whole
                    // unpunctuated Thai transcript as one sentence.)
                    : ["zh", "ko", "th"].contains(transcriptLanguage)
                        ? TranscriptParser.spacelessAmounts(transcript, language: transcriptLanguage, names: named)
                        : SpokenAmounts.european(transcript, language: transcriptLanguage, names: named))
            translated.ingredients = named.map {
                .init(item: $0, quantity: amounts[$0]?.quantity, unit: amounts[$0]?.unit, notes: amounts[$0]?.size, originalLanguage: nil)
            }
            if !named.isEmpty {
                sources.insert("transcript")
                // Names heard in another language were put into English by the lexicon.
                if transcriptLanguage != "en" && translated.status == "not_needed" { translated.status = "complete" }
            }
        }
        let orderedSources = ["description", "transcript", "chapters"].filter { sources.contains($0) }
        let nutrition = Self.nutrition(meta: meta, ingredients: translated.ingredients)
        let document = RecipeDocument(
            title: translated.title,
            titleOriginalLanguage: translated.titleLanguage,
            sourceLanguage: language == "en" && stepLanguage == "en" ? "en" : (language != "en" ? language : stepLanguage),
            ingredients: translated.ingredients,
            steps: translated.steps.enumerated().map { index, step in
                // Kept in an Indian language: an English outline from the lexicon beside it.
                let gist = step.language.flatMap { language in
                    TranscriptParser.indicLanguages.contains(language)
                        ? IndicGist.gist(step.text) : EuropeanGist.gist(step.text, language: language)
                }
                return RecipeDocument.Step(order: index + 1, text: step.text, originalLanguage: step.language, gist: gist)
            },
            nutrition: nutrition.values,
            meta: .init(
                servings: meta.servings, prepTime: meta.prepTime, cookTime: meta.cookTime, totalTime: meta.totalTime, source: orderedSources
            ),
            flags: .init(isEstimated: nutrition.estimated, translation: translated.status))
        // A recipe video with nothing to cook from here says so, with the link when there is one.
        let result = RecipeResult.recipe(document).withoutEmptyRecipe(recipeURL: RecipeLinks.find(in: description))
        return ExtractionOutput(result: result, confidence: verdict.confidence, inputsUsed: orderedSources, extractorVersion: version)
    }

    /// Stated nutrition as stated; otherwise an estimate from the ingredients (English names
    /// only), marked as one — or nothing.
    static func nutrition(meta: MetaParser.Meta, ingredients: [RecipeDocument.Ingredient]) -> (
        values: RecipeDocument.Nutrition, estimated: Bool
    ) {
        if meta.calories != nil || meta.protein != nil {
            return (.init(calories: meta.calories, protein: meta.protein, note: "As stated in the video description"), false)
        }
        let english = ingredients.map {
            RecipeDocumentIngredientView(
                item: $0.originalLanguage == nil ? $0.item : "", quantity: $0.quantity, unit: $0.unit, notes: $0.notes)
        }
        guard let estimate = NutritionEstimator.estimate(english, servings: meta.servings) else { return (.init(), false) }
        return (.init(calories: estimate.calories, protein: estimate.protein, note: estimate.note), true)
    }

    /// A note that is one measure word in the list's language, in English ("Соль — щепотка":
    /// salt, "a pinch"); any other note as it is.
    static func measureNote(_ note: String) -> String {
        guard note.allSatisfy(\.fastIsLetter), let unit = Vocabulary.units[TextTools.fold(note)], !unit.contains(" ") else { return note }
        return "a " + unit
    }

    static let latinLanguages: Set<String> = ["en", "fr", "es", "it", "de", "pt"]

    struct Translated {
        var title: String
        var titleLanguage: String?
        var ingredients: [RecipeDocument.Ingredient]
        var steps: [(text: String, language: String?)]
        var status: String
    }

    func translate(title: String, ingredients: inout [ParsedIngredient], steps: [String], language: String, stepLanguage: String)
        -> Translated
    {
        var missing = 0
        var attempted = 0
        func run(_ texts: [String], _ from: String, as kind: TranslatedText) -> [(String, String?)] {
            guard from != "en", !texts.isEmpty else { return texts.map { ($0, nil) } }
            attempted += texts.count
            guard translator.supports(from) else {
                missing += texts.count
                return texts.map { ($0, from) }
            }
            return zip(texts, translator.translate(texts, from: from, as: kind)).map { original, english in
                if let english { return (english, nil) }
                missing += 1
                return (original, from)
            }
        }
        // Rule-based translation does better on sentence case than on shouting titles.
        let shouting = title.filter(\.fastIsLetter).allSatisfy { $0.isUppercase || !$0.isCased }
        let titleInput = shouting ? TextTools.capitalisedFirst(title.lowercased()) : title
        // A dish named in Latin letters on an Indian-language video ("Chole Masala", "Dudh
        // Sukto") is the name an English card uses, not words for the lexicon ("chickpeas and
        // spice mix").
        let titles =
            Glossary.indicLanguages.contains(language) && RecipeTitles.isLatin(title)
            ? [(titleInput, nil)] : run([titleInput], language, as: .phrase)
        let names = ingredients.map(\.item)
        var items = run(names, language, as: .name)
        // Names the list gives in English already ("chicken breast" in a French list, a Marathi
        // description's English list): kept, not marked as untranslated.
        let unread = items.indices.filter { items[$0].1 != nil }
        let english =
            Glossary.indicLanguages.contains(language)
            ? EnglishNames.keptAsEnglish(unread.map { names[$0] })
            : unread.indices.filter { EnglishNames.isEnglishName(names[unread[$0]], language: language) }
        for offset in english {
            items[unread[offset]] = (names[unread[offset]], nil)
            missing -= 1
        }
        // Notes without words ("35%", "70 %", a can's "500g") need no translation.
        let noteTexts = ingredients.map { $0.notes ?? "" }
        let translatable = noteTexts.map { note in
            // A Japanese list's amount words are written in English here ("as needed"): a note
            // without Japanese in it needs no translation.
            if language == "ja" { return note.unicodeScalars.contains(where: JapaneseAmounts.isJapanese) }
            return note.split(whereSeparator: { !$0.fastIsLetter }).contains { Vocabulary.units[TextTools.fold($0)] == nil }
        }
        let notes = run(noteTexts.indices.filter { translatable[$0] }.map { noteTexts[$0] }, language, as: .phrase)
        var noteIterator = notes.makeIterator()
        var documents: [RecipeDocument.Ingredient] = []
        for (index, ingredient) in ingredients.enumerated() {
            var note: (String, String?)? =
                noteTexts[index].isEmpty ? nil : (translatable[index] ? noteIterator.next() : (Self.measureNote(noteTexts[index]), nil))
            // "3 aloo (boiled)": an English note in a romanised Hindi list is kept as it is.
            if let (text, marked) = note, marked != nil, Glossary.indicLanguages.contains(language), EnglishNames.isEnglishNote(text) {
                note = (text, nil)
                missing -= 1
            }
            var item = items[index]
            // "Tuz, karabiber": a second food after the comma, which the parser took for a note
            // since it did not know the word, is named with the first ("salt, black pepper"), as
            // an English list's "Salt, pepper" is.
            if language != "en", item.1 == nil, let (text, marked) = note, marked == nil, ingredient.quantity == nil,
                NutritionEstimator.food(named: item.0) != nil, NutritionEstimator.food(named: text) != nil,
                TextTools.words(text).count <= 3
            {
                item.0 += ", " + text
                note = nil
            }
            var unit = ingredient.unit
            if item.1 == nil, let leaves = IngredientParser.leafCount(item: item.0, unit: unit, quantity: ingredient.quantity) {
                (item.0, unit) = leaves
            }
            documents.append(
                .init(
                    item: item.0, quantity: ingredient.quantity, unit: unit,
                    notes: note.map { $0.0 }, originalLanguage: item.1 ?? note?.1))
        }
        let stepResults = run(steps, stepLanguage, as: .sentence).map { (text: $0.0, language: $0.1) }
        let status: String
        if attempted == 0 {
            status = "not_needed"
        } else if missing == 0 {
            status = "complete"
        } else if missing == attempted || !translator.supports(language == "en" ? stepLanguage : language) {
            // Nothing could be put into English.
            status = "unavailable"
        } else {
            status = "partial"
        }
        // The glossary writes names in lower case ("Kartoffelsalat" → "potato salad"): a card's
        // title opens with a capital as the video's did.
        var cardTitle = titles[0].0
        if titles[0].1 == nil, cardTitle != titleInput, titleInput.first?.isUppercase == true {
            cardTitle = TextTools.capitalisedFirst(cardTitle)
        }
        return Translated(title: cardTitle, titleLanguage: titles[0].1, ingredients: documents, steps: stepResults, status: status)
    }

    /// "1. Preheat…" → "Preheat…"; "Step 2: Mix" → "Mix".
    static func withoutNumbering(_ line: String) -> String {
        var text = TextTools.stripBullet(line)
        let folded = TextTools.fold(text)
        for prefix in ["step", "etape", "paso", "passo", "schritt"] where folded.hasPrefix(prefix) {
            text = String(text.dropFirst(prefix.count)).trimmed
        }
        text = String(text.drop { $0.fastIsNumber || $0.isEnclosedNumber }).trimmed
        if let first = text.first, ".):-–".contains(first) { text = String(text.dropFirst()).trimmed }
        return String(text.prefix(2000))
    }

    /// "PEACH MACARONS - The Scran Line", "Andy Makes … | Bon Appétit" → without the short
    /// trailing channel or series name.
    static func withoutChannelSuffix(_ title: String) -> String {
        var text = title
        for separator in [" | ", " - ", "- ", " – ", "|"] {
            if let range = TextTools.firstUTF8Range(of: separator, in: text) {
                let head = String(text[..<range.lowerBound]).trimmed
                let tail = String(text[range.upperBound...]).trimmed
                if TextTools.words(head).count >= 2 && TextTools.words(tail).count <= 4 { text = head }
            }
        }
        return text
    }

    /// The dish the video title names (`RecipeTitles`), without decorations and channel
    /// suffixes; for a video without a title (or with a file's name), the dish the transcript
    /// introduces ("how to make tuna rolls", `TranscriptTitle`), else "Recipe".
    static func cleanTitle(_ title: String, transcript: String) -> String {
        // A camera roll's "IMG_1234" names no dish: the transcript's is looked for instead.
        let dish = RecipeTitles.isFileName(title) ? "" : RecipeTitles.dishName(title)
        var text = withoutChannelSuffix(dish.filter { !TextTools.isDecoration($0) || $0 == "-" || $0 == ":" || $0 == "|" }.trimmed)
        text = text.trimmingEdges { $0 == "-" || $0 == ":" || $0 == "|" || $0.fastIsWhitespace }
        // (A picture between two words leaves their spaces: "CHAMPIÑONES 🍄 lista" is one space.)
        if text.contains("  ") { text = text.split(separator: " ").joined(separator: " ") }
        // ("Receta de arroz" → "arroz": the dish opens the card with the title's capital.)
        if text.first?.isLowercase == true, title.first(where: \.fastIsLetter)?.isUppercase == true {
            text = TextTools.capitalisedFirst(text)
        }
        if !text.isEmpty { return String(text.prefix(300)) }
        if let dish = TranscriptTitle.dish(in: transcript) { return dish }
        return "Recipe"
    }
}

extension HeuristicExtractor {
    /// The description lines the extractor reads as ingredients, before parsing (for evaluation).
    public static func ingredientLines(in description: String) -> [String] {
        DescriptionParser.parse(description).ingredientLines
    }

    /// The English names the Indian-language lexicon gives the ingredients a text names, in
    /// order ("আলু বেগুন" → potato, aubergine): for scoring names listed in a script.
    public static func lexiconIngredientNames(in text: String) -> [String] {
        IndicLexicon.tag(text).compactMap { tagged in
            if case .ingredient(let english) = tagged.kind { return english }
            return nil
        }
    }
}

extension HeuristicExtractor {
    /// The classifier's score and reason for an input (for evaluation and tuning).
    public static func explain(_ input: ExtractionInput) -> String {
        let sections = DescriptionParser.parse(input.description ?? "")
        let verdict = RecipeClassifier().classify(
            .init(
                title: input.title ?? "", sections: sections, descriptionText: sections.contentLines.joined(separator: "\n"),
                transcript: input.transcript ?? "", transcriptLanguage: "en"))
        return
            "score=\(verdict.score) ingredientLines=\(sections.ingredientLines.count) stepLines=\(sections.stepLines.count) header=\(sections.hasIngredientHeader) linksOut=\(sections.linksOutForRecipe)"
    }
}

extension HeuristicExtractor {
    /// How strongly a title and description look like a recipe (the classifier's score without a
    /// transcript), for ranking search results.
    public static func recipeSignal(title: String, description: String) -> Int {
        let sections = DescriptionParser.parse(PlainCharacters.plainText(description))
        return RecipeClassifier().classify(
            .init(
                title: PlainCharacters.plainText(title), sections: sections, descriptionText: sections.contentLines.joined(separator: "\n"),
                transcript: "",
                transcriptLanguage: "en")
        ).score
    }
}
