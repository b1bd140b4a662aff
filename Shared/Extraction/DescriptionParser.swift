/// What a video description says: its ingredient lines, method lines, and the lines between.
struct DescriptionSections: Sendable {
    /// Ingredient lines as written (sub-headings such as "For the mousse:" removed).
    var ingredientLines: [String] = []
    /// Method lines as written: numbered steps, imperative sentences, or a method section.
    var stepLines: [String] = []
    /// All lines that are not links, hashtags or social-media boilerplate.
    var contentLines: [String] = []
    var hasIngredientHeader = false
    var hasMethodHeader = false
    /// The description sends the reader elsewhere for the recipe ("Get the recipe here: …").
    var linksOutForRecipe = false
}

/// Splits a description into sections with a small state machine over its lines.
enum DescriptionParser {
    enum State { case prose, ingredients, method, ignored }

    static func parse(_ description: String) -> DescriptionSections {
        var sections = DescriptionSections()
        var state = State.prose
        var blankRun = 0
        // "FULL RECIPE DETAILS:" on one line, the address on the next.
        var recipeHeadingBefore = false
        // Content lines (by index) with a blank, a rule or a dropped line (a link, a handle)
        // between them and the content line before.
        var contentAfterGap = Set<Int>()
        var gap = false
        // A line inside an ingredient list that reads like none ("A large bunch of basil, leaves
        // picked, …", "Vegetable oil, for frying, preferably …"): an item when it comes straight
        // after one line of the list and straight before another that reads as an ingredient
        // (no blank between: a blank and a title open the next recipe's list); else where the
        // list ended. Ending the list at it had dropped every ingredient after it.
        var pendingItem: String?
        // Lines read into the list above, whole or split into items, so that the runs below do
        // not add them a second time.
        var listedLines = Set<String>()
        // In a numbered list ("1. 2 cups flour", "2. 1 cup milk"), the next entry's number: a numbered
        // line is an item while the count goes on, a step once it starts again at 1 for the method.
        var nextNumber: Int?
        // Lines of the list under the last ingredient heading, and whether a blank parts each
        // from the one before ("2 cups flour", "", "1 cup milk", …): then a blank does not end it.
        var (listLines, spacedList) = (0, false)
        // Whether the line is where a method paragraph may start: the list just ended, or the
        // line before was a step (`readsAsMethodParagraph`, too dear for every line of prose).
        var afterListOrStep = false
        func endList(at item: String) {
            state = .prose
            afterListOrStep = opensMethod(item, folded: TextTools.fold(item), paragraph: true)
            if afterListOrStep { sections.stepLines.append(item) }
        }
        let (restoredLines, listEndsBefore) = linesRestoringRunTogetherLists(description)
        let rawLines = bracketedCounts(numberingDashes(restoredLines))
        let methodBullets = bulletedMethodLines(rawLines)
        for (index, rawLine) in rawLines.enumerated() {
            // After a list that had lost its line breaks, the rest of that line is not the list's.
            if !listEndsBefore.isEmpty && listEndsBefore.contains(index) {
                if let item = pendingItem {
                    pendingItem = nil
                    endList(at: item)
                }
                if state == .ingredients { state = .prose }
                // (Nor is it the list's for the runs of amount lines below.)
                gap = true
            }
            var line = String(rawLine).trimmed
            if line.isEmpty {
                blankRun += 1
                gap = true
                if blankRun >= 2 && state == .method { state = .prose }
                continue
            }
            // "-------", "=====", "•••": a rule under a heading or between sections says nothing
            // about the lines around it (it is not a line the list ends at).
            if TextTools.stripBullet(line).isEmpty {
                gap = true
                continue
            }
            defer { blankRun = 0 }

            var folded = TextTools.fold(line)
            if recipeHeadingBefore && folded.hasPrefix("http") { sections.linksOutForRecipe = true }
            recipeHeadingBefore =
                line.hasSuffix(":") && line.utf8.count <= 200 && !TextTools.contains(folded, "http") && RecipeLinks.mentionsRecipe(folded)
            // A long line is usually a description whose line breaks were lost: keep its words
            // without the links rather than dropping the recipe with the social-media handles.
            // Character counts only when the byte count leaves it open (bytes ≥ characters).
            let isLong = line.utf8.count > 200 && line.count > 200
            if isLong, isNoise(folded) {
                // Line breaks lost: only a recipe word shortly before an address links out, not one
                // elsewhere in the text ("shares his recipe for…" then a subscribe link) or inside
                // an address ("instagram.com/norecipes").
                if RecipeLinks.recipeWordBeforeLink(folded) { sections.linksOutForRecipe = true }
                line = withoutLinks(line)
                folded = TextTools.fold(line)
            }
            if isNoise(folded) && (line.utf8.count <= 200 || line.count <= 200) {
                if TextTools.contains(folded, "recipe") || TextTools.contains(folded, "recette") || TextTools.contains(folded, "receta")
                    || TextTools.contains(folded, "ricetta")
                {
                    if TextTools.contains(folded, "http") || TextTools.contains(folded, "link") || TextTools.contains(folded, "lien") {
                        sections.linksOutForRecipe = true
                    }
                }
                if let item = pendingItem {
                    pendingItem = nil
                    endList(at: item)
                }
                if state == .ingredients && !sections.ingredientLines.isEmpty { state = .prose }
                gap = true
                continue
            }
            if gap { contentAfterGap.insert(sections.contentLines.count) }
            defer { gap = false }
            sections.contentLines.append(line)
            let heading = headingText(folded)
            if let item = pendingItem {
                pendingItem = nil
                // Across a blank only where blanks part every item, or to a sub-heading of the
                // same list ("For the topping:").
                let readsOn =
                    (!gap || spacedList) && !isIngredientHeader(heading) && !isMethodHeader(heading) && !isIgnoredHeader(heading)
                    && !startsWithStep(line) && looksLikeIngredient(line)
                if readsOn || isSubheading(line) {
                    sections.ingredientLines.append(item)
                    listedLines.insert(item)
                } else {
                    endList(at: item)
                }
            }
            if isIngredientHeader(heading) {
                state = .ingredients
                nextNumber = nil
                listLines = 0
                spacedList = false
                sections.hasIngredientHeader = true
                // "Ingredients: flour, sugar, eggs"
                if let inline = textAfterColon(line), !inline.isEmpty { sections.ingredientLines.append(contentsOf: splitList(inline)) }
                continue
            }
            if isMethodHeader(heading) {
                state = .method
                sections.hasMethodHeader = true
                if let inline = textAfterColon(line), inline.count > 12 { sections.stepLines.append(inline) }
                continue
            }
            if isIgnoredHeader(heading) {
                state = .ignored
                continue
            }
            switch state {
            case .ingredients:
                if isSubheading(line) { continue }
                if let entry = numberedEntry(line), entry.number == nextNumber ?? (sections.ingredientLines.isEmpty ? 1 : 0),
                    numberedItem(entry.text, listBegun: nextNumber != nil)
                {
                    sections.ingredientLines.append(entry.text)
                    listedLines.insert(line)
                    nextNumber = entry.number + 1
                } else if startsWithStep(line)
                    && (!startsWithAmount(TextTools.stripBullet(line)) || numberedEntry(line).map { readsAsStep($0.text) } == true)
                {
                    // (A numbered line is a step when its text opens with a cooking verb: "1. Boil the
                    // pasta" after a list that was not numbered.)
                    state = .method
                    sections.stepLines.append(line)
                } else if isFigureLine(line) {
                    // "Serves: 8", "Bake: 35 minutes at 180C" after the list: read as figures, not food.
                    continue
                } else if looksLikeIngredient(line) || isShortItemWithNote(line) {
                    sections.ingredientLines.append(contentsOf: splitList(line))
                    listedLines.insert(line)
                    spacedList = listLines == 0 ? false : (listLines == 1 || spacedList) && gap
                    listLines += 1
                } else if let items = listOfItems(line) {
                    sections.ingredientLines.append(contentsOf: items)
                    listedLines.insert(line)
                } else if sections.ingredientLines.isEmpty && readsAsMethodLine(folded) {
                    // Nothing readable under the heading, then the method ("Ingredients: …" in a
                    // form no rule reads, then "Melt the butter…"): its steps are kept.
                    state = .prose
                    sections.stepLines.append(line)
                } else if !sections.ingredientLines.isEmpty {
                    if startsWithStep(line) {
                        state = .method
                        sections.stepLines.append(line)
                    } else if (!gap || spacedList) && mayBeItemBetween(line) {
                        pendingItem = line
                    } else {
                        endList(at: line)
                    }
                }
            case .method:
                if isSubheading(line) || isMetaLine(line) { continue }
                sections.stepLines.append(line)
            case .prose:
                afterListOrStep = opensMethod(line, folded: folded, paragraph: afterListOrStep) || methodBullets.contains(line)
                if afterListOrStep { sections.stepLines.append(line) }
            case .ignored:
                break
            }
        }
        if let item = pendingItem { endList(at: item) }
        // A run of three or more lines with amounts is a list, heading or not: descriptions with
        // several recipes ("7 recettes…") leave the first list's state and would drop the rest.
        // Items without an amount ("Sel & poivre", "Jus d'1 citron vert") belong to the run when
        // they touch it: after one of its lines, or first under a sub-heading.
        var collected = Set(sections.ingredientLines).union(listedLines)
        var run: [String] = []
        var amounts = 0
        func flushRun() {
            if amounts >= 3 {
                for line in run where !collected.contains(line) {
                    sections.ingredientLines.append(line)
                    collected.insert(line)
                }
            }
            run.removeAll()
            amounts = 0
        }
        var openedBySubheading = false
        // As under a heading: a line that reads like no ingredient, between two lines of a run
        // with no gap, belongs to it ("About ½ pound Napa cabbage, preferably from the stem end,
        // thinly sliced (4 cups loosely packed)" is too long to read as an item alone).
        var between: String?
        for (index, line) in sections.contentLines.enumerated() {
            let isAmountLine =
                (startsWithAmount(line) || isAmountAfterName(line)) && !isSentence(withoutParentheses(line)) && !startsWithStep(line)
            if let item = between {
                between = nil
                if isAmountLine && !contentAfterGap.contains(index) { run.append(item) } else { flushRun() }
            }
            let touchesRun = (openedBySubheading || !run.isEmpty) && !contentAfterGap.contains(index)
            openedBySubheading = false
            if isAmountLine {
                run.append(line)
                amounts += 1
            } else if !run.isEmpty, case let heading = headingText(TextTools.fold(line)),
                isMethodHeader(heading) || isIgnoredHeader(heading) || tipHeadings.contains(heading)
            {
                // "Method:" ends the list: a short numbered step after it ("1. Whisk everything.")
                // starts with a number too; so does "Tip: keep it cold".
                flushRun()
            } else if isIngredientHeader(headingText(TextTools.fold(line))) {
                // "Ingredients:" opens a list of its own: an amount line before it (the
                // caption's "3 ingredient banana pancakes") is not the list's.
                flushRun()
                openedBySubheading = true
            } else if isSubheading(line) {
                if run.isEmpty { flushRun() }
                openedBySubheading = true
            } else if touchesRun && !startsWithStep(line) && !isCapitalisedHeading(line)
                && (looksLikeIngredient(line) || isShortItemWithNote(line))
            {
                run.append(line)
            } else if touchesRun && !run.isEmpty && !startsWithStep(line) && mayBeItemBetween(line) {
                between = line
            } else {
                flushRun()
            }
        }
        flushRun()
        sections.stepLines.removeAll { collected.contains($0) }
        sections.stepLines = sections.stepLines.map(TextTools.withoutTrailingHashtags).filter { !$0.isEmpty }
            .flatMap(inlineNumberedSteps).flatMap(stepsParted)
        return sections
    }

    // MARK: - Line kinds

    /// The line without URLs (a URL runs to the next space; in flattened text it may swallow the
    /// following word, which is the price of not guessing).
    static func withoutLinks(_ line: String) -> String {
        line.split(separator: " ").filter { word in
            let folded = word.lowercased()
            return
                !(TextTools.contains(folded, "http") || TextTools.contains(folded, "www.") || TextTools.contains(folded, ".com")
                || TextTools.contains(folded, "@"))
        }.joined(separator: " ")
    }

    static func isNoise(_ folded: String) -> Bool {
        if TextTools.contains(folded, "http") || TextTools.contains(folded, "www.") || TextTools.contains(folded, ".com/")
            || folded.hasPrefix("#")
        {
            return true
        }
        let markers = [
            "subscribe", "abonne", "follow me", "follow us", "suivez", "suis-nous", "instagram", "facebook", "twitter", "pinterest",
            "snapchat", "tiktok", "patreon", "business inquir", "contact", "merch", "music:", "musique", "camera", "affiliate",
            "sponsor", "partenaire", "copyright", "all rights", "reseaux", "social media", "my channel", "ma chaine", "check out",
            // How to subscribe, in the channels' languages: numbered like a list ("1- Clique no
            // ícone de sino.", "2- Selecione Todas as notificações"), it had been read as one.
            "inscrev", "suscrib", "iscriviti", "abonnier", "notifica", "the bell", "bell icon", "sininho", "campanita", "campainha",
            "cloche", "glocke", "click", "clique",
            // France's health message for food advertising ("Pour votre santé, mangez au moins
            // cinq fruits et légumes par jour", www.mangerbouger.fr), which channels echo in
            // their sign-off: its "cuisinez et mangez" had been read as a step.
            "pour votre sante", "mangerbouger",
            // Short-form captions' sign-offs ("Save for later & follow @snackqueen").
            "save for later", "save this", "save it for later", "tag a friend", "tag someone", "share with a friend",
            // and in the other languages ("¿Lo vas a preparar? Déjame tu comentario 👇")
            "dejame", "dejanos", "comentario", "commentaire", "commenti", "commenta", "comente", "sigueme", "siguenos", "me siga",
            "guarda esta receta", "guarda la receta", "comparte", "compartilhe", "partage", "condividi", "salva la ricetta",
            "salve a receita", "salve essa receita", "enregistre",
        ]
        if markers.contains(where: { TextTools.contains(folded, $0) }) { return true }
        // A handle ("@snackqueen"); not "bake @ 350°F".
        guard let at = folded.firstIndex(of: "@") else { return false }
        return folded[folded.index(after: at)...].first?.isLetter == true
    }

    /// "About ½ cup toasted almonds", "approx. 200 g flour": an amount, perhaps after words of
    /// approximation.
    static func startsWithApproximateAmount(_ line: String) -> Bool {
        var tokens = IngredientParser.leadingTokens(TextTools.stripBullet(line), chunks: 4)
        while let first = tokens.first, Vocabulary.approximationWords.contains(TextTools.fold(first).trimmingEdges { $0 == "." }) {
            tokens.removeFirst()
        }
        return tokens.first.map { IngredientParser.number($0) != nil } ?? false
    }

    static func startsWithAmount(_ line: String) -> Bool {
        let tokens = IngredientParser.leadingTokens(TextTools.stripBullet(line), chunks: 1)
        guard let first = tokens.first else { return false }
        return IngredientParser.number(first) != nil
    }

    static func looksLikeIngredient(_ line: String) -> Bool {
        // A parenthesis is the line's note, however long: "1 c. à c. de fumée liquide (remplacer
        // par du paprika fumé, en revanche le goût sera moins prononcé)" is still one ingredient.
        let stripped = withoutParentheses(TextTools.stripBullet(line))
        guard stripped.count <= 160, !isSentence(stripped) else { return false }
        if startsWithApproximateAmount(stripped) { return true }
        // `readUnit` reads at most five tokens (and asks whether there are two).
        var tokens = IngredientParser.leadingTokens(stripped, chunks: 7)
        if ["a", "an", "une", "un"].contains(tokens.first?.lowercased() ?? "") { tokens.removeFirst() }
        return IngredientParser.readUnit(&tokens, afterAmount: false) != nil
    }

    /// The line without what is in parentheses: "Black pepper (काली मिर्च) - 1/2 tsp" → "Black
    /// pepper - 1/2 tsp". An unclosed parenthesis runs to the end of the line.
    static func withoutParentheses(_ line: String) -> String {
        guard line.contains("(") else { return line }
        var result = ""
        var depth = 0
        for character in line {
            if character == "(" {
                depth += 1
            } else if character == ")" {
                if depth > 0 { depth -= 1 } else { result.append(character) }
            } else if depth == 0 {
                result.append(character)
            }
        }
        return result.trimmed
    }

    /// A short item with its note in parentheses: "Jus de 3 citrons (+ zeste de 2 citrons)"; not a
    /// line that introduces something else ("Écrivez-nous à notre boîte postale : (…)").
    static func isShortItemWithNote(_ line: String) -> Bool {
        let item = withoutParentheses(line)
        return isShortItem(item) && !endsLikeSentence(line) && !item.hasSuffix(":") && !isImperative(item)
    }

    /// "Goûtez régulièrement.", "Stir well.": a sentence that opens with a verb in the imperative
    /// (French "-ez", or a cooking verb) and closes with a full stop tells the cook what to do.
    static func isImperative(_ line: String) -> Bool {
        guard line.hasSuffix(".") || line.hasSuffix("!"), let first = TextTools.leadingWords(TextTools.stripBullet(line), limit: 1).first
        else {
            return false
        }
        return (first.count >= 5 && first.hasSuffix("ez")) || Vocabulary.isWrittenStepVerb(first)
            || readsAsWorldStep(TextTools.fold(line))
    }

    /// A short line of words inside an ingredient section: "Salt and pepper", "Chèvre."
    static func isShortItem(_ line: String) -> Bool {
        let words = TextTools.leadingWords(line, limit: 9)
        return !words.isEmpty && words.count <= 8 && line.count <= 80
    }

    static func endsLikeSentence(_ line: String) -> Bool {
        line.hasSuffix("!") || line.hasSuffix("?") || (line.hasSuffix(".") && TextTools.leadingWords(line, limit: 9).count > 8)
    }

    /// Prose, not a list entry: long, or several clauses.
    static func isSentence(_ line: String) -> Bool {
        let words = TextTools.leadingWords(line, limit: 19)
        return words.count > 18 || (words.count > 10 && (line.hasSuffix(".") || line.hasSuffix("!")))
    }

    /// "1.", "1)", "Step 1", "Étape 1", "Paso 1".
    static func startsWithStep(_ line: String) -> Bool {
        let stripped = TextTools.stripBullet(line)
        let folded = TextTools.fold(stripped)
        for prefix in ["step ", "etape ", "paso ", "passo ", "schritt ", "passo "] where folded.hasPrefix(prefix) { return true }
        return listNumber(stripped) != nil && TextTools.leadingWords(stripped, limit: 4).count >= 4
    }
}
