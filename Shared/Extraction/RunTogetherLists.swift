/// Ingredient lists whose line breaks were lost. Captions written in one paragraph ("Easy
/// pancakes. Ingredients: 1 cup flour, 1 tbsp sugar, … Mix everything…") and descriptions that
/// went through tools which drop line breaks ("Ingredientes1 batata doce grande1 copo de
/// azeite1 colher (chá) sal…", "Zutaten:Butter - 125 gEier - 4 StückZucker - 175 g…",
/// "Ingredients:• 1 1/2 cup Milk• 1 cup powdered Sugar•…") had given a recipe with no
/// ingredients. Such a line is cut back into lines before the description is read: the text
/// before the heading, the heading, one line per item, and the method after the list.
extension DescriptionParser {
    /// The description's lines, each run-together list cut back into lines, and the lines
    /// before which such a list ends (the caption's remainder: its tags, its greeting). Lines of
    /// a description without such a list cost a byte scan each.
    static func linesRestoringRunTogetherLists(_ description: String) -> (lines: [Substring], listEndsBefore: Set<Int>) {
        var lines: [Substring] = []
        var listEndsBefore = Set<Int>()
        for line in description.split(separator: "\n", omittingEmptySubsequences: false) {
            if mayHoldRunTogetherList(line), let restored = restoredLines(String(line)) {
                if let tail = restored.tail { listEndsBefore.insert(lines.count + tail) }
                lines.append(contentsOf: restored.lines.map { Substring($0) })
            } else if let restored = JapaneseRunTogether.restoredLines(line) {
                lines.append(contentsOf: restored.map { Substring($0) })
            } else if let restored = worldCaptionList(line) {
                if let tail = restored.tail { listEndsBefore.insert(lines.count + tail) }
                lines.append(contentsOf: restored.lines.map { Substring($0) })
            } else if let restored = barList(line) ?? labelledEntries(line) {
                lines.append(contentsOf: restored.map { Substring($0) })
            } else if let restored = headinglessCaptionList(line) {
                if let tail = restored.tail { listEndsBefore.insert(lines.count + tail) }
                lines.append(contentsOf: restored.lines.map { Substring($0) })
            } else {
                lines.append(line)
            }
        }
        return (lines, listEndsBefore)
    }

    /// The same, as text (the list's end is not shown).
    static func restoringRunTogetherLists(_ description: String) -> String {
        linesRestoringRunTogetherLists(description).lines.joined(separator: "\n")
    }

    /// Where the list ends: at a method heading (which then starts the method), at a heading
    /// of what is not the recipe ("About :", "Music:"), an address, a hashtag, or a sentence that
    /// begins with a cooking verb ("… melted butter. Mix everything…"). A heading counts when
    /// it is capitalised or followed by a colon: "in the easiest method." is prose.
    static func runTogetherListEnd(_ characters: [Character], _ lower: [Character], from start: Int) -> (Int, Int?) {
        var index = start
        var amounts = 0
        while index < characters.count {
            let character = lower[index]
            if character.fastIsNumber && (index == start || !lower[index - 1].fastIsNumber) {
                amounts += 1
                // "… parmesan. 1. Boil the pasta 2. Melt…": a method numbered on the same line.
                if amounts > 3, opensNumberedMethod(characters, at: index) { return (index, index) }
            }
            // A word's start, or a capital glued to the word before ("absorverMODO DE PREPARO").
            let wordStart = index == 0 || !lower[index - 1].isLetter || (characters[index].isUppercase && characters[index - 1].isLowercase)
            if wordStart, character.isLetter {
                if let heading = runTogetherMethodHeadings.first(where: { lower[index...].starts(with: $0) || folded(lower, index, $0) }),
                    characters[index].isUppercase || colonFollows(characters, index + heading.count)
                {
                    return (index, index)
                }
                // After three amounts, a caption's method with no stop before it (`LowerCaseCaptions.swift`).
                if amounts >= 3 && methodOpens(lower, at: index) { return (index, index) }
                // Headings are short words: a longer run of letters is read no further, so that
                // a run of glued capitals ("aBaBaB…") costs a bounded step each.
                var end = index
                while end < lower.count, end - index <= 16, lower[end].isLetter { end += 1 }
                if characters[index].isUppercase, colonFollows(characters, end),
                    case let word = String(lower[index..<end]), ignoredHeadings.contains(word) || tipHeadings.contains(word)
                {
                    return (index, nil)
                }
            }
            if character == "#" || (character == "h" && lower[index...].starts(with: "http")) { return (index, nil) }
            // "… 1 1/2 cups flour | Mash bananas, …": a bar before a cooking verb opens the method.
            if character == "|", index + 2 < characters.count, characters[index + 1] == " ", characters[index + 2].isUppercase {
                let rest = String(characters[(index + 2)..<min(characters.count, index + 202)])
                if startsWithCookingVerb(TextTools.fold(rest)) || startsWithStep(rest) { return (index, index + 2) }
            }
            if character == ".", index + 2 < characters.count, characters[index + 1] == " ", characters[index + 2].isUppercase {
                // The next sentence's opening words (not the rest of the text: once per full stop).
                let rest = String(characters[(index + 2)..<min(characters.count, index + 202)])
                if startsWithCookingVerb(TextTools.fold(rest)) || startsWithStep(rest) { return (index + 1, index + 2) }
            }
            index += 1
        }
        return (characters.count, nil)
    }

    /// A colon at `index`, after spaces.
    static func colonFollows(_ characters: [Character], _ index: Int) -> Bool {
        var index = index
        while index < characters.count, characters[index] == " " { index += 1 }
        return index < characters.count && characters[index] == ":"
    }

    /// A method heading written with its accents ("preparación"): compared folded.
    static func folded(_ lower: [Character], _ index: Int, _ heading: [Character]) -> Bool {
        guard index + heading.count <= lower.count, lower[index] == heading[0] else { return false }
        return Array(TextTools.fold(String(lower[index..<(index + heading.count)]))) == heading
    }

    /// Amounts in the text: runs of digits or vulgar fractions.
    static func amountCount(_ text: ArraySlice<Character>) -> Int {
        var count = 0
        var previousWasDigit = false
        for character in text.prefix(300) {
            let isDigit = character.fastIsNumber || TextTools.isFraction(character)
            if isDigit && !previousWasDigit { count += 1 }
            previousWasDigit = isDigit || (previousWasDigit && ".,/".contains(character))
        }
        return count
    }

    /// One line per item: cut at an inline bullet or a picture, before an amount glued to the word or
    /// parenthesis before it ("grande1 copo", "(500g)1 pimentão"), and between a lower-case
    /// letter and a capital glued to it ("125 gEier", "gostoPimenta", "gostoINSCREVA-SE no
    /// canal": the channel's call, which would have taken the last item with it). In a list that gives the
    /// amount after a dash ("Curd -1/2 cupBaking soda -1/2 tsp"), a capital glued to a number
    /// opens the next item too ("Green chilli -2Curry leaves"); elsewhere "2Pck." is an amount
    /// and its unit. The list ends at the first part, after two, that is a sentence without a
    /// number (the channel's tags or its greeting) or gives a temperature (the oven's): it is
    /// returned apart.
    static func cutItems(_ text: ArraySlice<Character>) -> (items: [String], rest: String?) {
        // "…395 gramas- 1/4 xícara…": dashes that were bullets, glued to the item before them
        // and followed by the next one's amount. Elsewhere a dash before an amount gives it
        // after its item ("Curd -1/2 cup").
        func bulletDash(_ index: Int) -> Bool {
            guard text[index] == "-", index > text.startIndex, index + 2 < text.endIndex, text[index + 1] == " " else { return false }
            let before = text[index - 1]
            let after = text[index + 2]
            return (before.isLetter || before.fastIsNumber || before == ")") && (after.fastIsNumber || TextTools.isFraction(after))
        }
        let bulletDashes = text.indices.lazy.filter(bulletDash).prefix(2).count >= 2
        let dashList = !bulletDashes && zip(text, text.dropFirst()).filter { $0 == "-" && ($1 == " " || $1.fastIsNumber) }.count >= 3
        let amountsAfterNames = text.first(where: { !$0.fastIsWhitespace })?.isLetter == true
        var lines: [String] = []
        var current = ""
        var previous: Character = " "
        var beforePrevious: Character = " "
        for index in text.indices {
            let character = text[index]
            let next = index + 1 < text.endIndex ? text[index + 1] : " "
            let isAmount = character.fastIsNumber || TextTools.isFraction(character)
            // (Not inside a size: "29x20cm".)
            let gluedAmount =
                isAmount && (previous.isLetter || previous == ")")
                && !("x×".contains(previous) && beforePrevious.fastIsNumber)
            let gluedWord =
                (previous.isLowercase || (dashList && previous.fastIsNumber)) && character.isUppercase
                && (next.isLowercase || (previous.isLowercase && next.isUppercase))
            let spacedAmount =
                !dashList && previous == " " && (isAmount || character.isLetter)
                && opensSpacedItem(current, text[index...])
            // A picture between items is a bullet too ("…de 240ml)🙋‍♀️uma dica…", "🍅 2 tomates").
            // (A bar parts items as a bullet does: "3 bananas | 1 egg | 1 1/2 cups flour".)
            let bullet =
                inlineBullets.contains(character) || character == "|"
                || ((character.unicodeScalars.first.map { $0.value >= 0x2600 } == true || TextTools.hasPictureSelector(character))
                    && TextTools.isDecoration(character))
            let dash = bulletDashes && bulletDash(index)
            // A part's heading before its first amount: "Recheio:2 colheres", "Para empanar 2 ovos".
            let heading = isAmount && (previous == ":" || previous == " ") && isPartHeading(current, colon: previous == ":")
            let cut =
                bullet || dash || gluedAmount || gluedWord || spacedAmount || heading
                || (previous == "," && isAmount && beforePrevious.isLetter)  // "batidos,1pitada de sal"
                // "…2 tbsp melted butter, pinch of salt" in a list parted by spaces.
                || (previous == " " && beforePrevious == "," && character.isLetter && !dashList && opensMeasureOf(text[index...]))
                || (previous == ")" && character.isLetter
                    && !amountLinks.contains(TextTools.fold(String(text[index...].prefix(17).prefix { $0.isLetter }))))
                || (previous == " " && character.isLetter && endsWithToTaste(current, before: text[index...]))
                // "Cashews 10 number Dry grapes 15 numbers Milk…", "Kekse 250 g Butter 150 g": in a
                // list that gives each amount after its name, a capital after the amount opens the next.
                // (Not a capitalised unit or time: "Eier 4 Stück", "Vanilla 1 Teaspoon", "2 Stunden".)
                || (amountsAfterNames && previous == " " && character.isUppercase && next.isLowercase && endsWithAmount(current)
                    && !isUnitOrTime(text[index...]))
            if cut {
                let item = current.trimmingEdges { $0.fastIsWhitespace || $0 == "," }
                lines.append(heading && previous == " " ? item + ":" : item)
                current = ""
            }
            if !bullet && !dash { current.append(character) }
            beforePrevious = previous
            previous = character
        }
        lines.append(current.trimmed)
        lines = lines.filter { !$0.isEmpty }
        // An oven temperature is the method's ("Im Ofen bei 175 ℃ für 50 min", in the oven at …).
        // ("Sal e pimenta do reino a gosto" is an item, if a long one.)
        // So are the words that lead to a link after the list ("Links for Brass kadai https://…").
        if let end = lines.indices.dropFirst(2).first(where: { index in
            (TextTools.words(lines[index]).count >= 6 && !lines[index].contains(where: \.fastIsNumber)
                && !lines[index].hasSuffix(":") && !endsWithToTaste(lines[index], before: []))
                || lines[index].contains(where: { "°℃℉".contains($0) })
                || (!lines[index].contains(where: \.fastIsNumber) && linkLeads.contains(TextTools.words(lines[index]).first ?? ""))
        }) {
            return (Array(lines[..<end]), lines[end...].joined(separator: " "))
        }
        return (lines, nil)
    }

    /// "Recheio:", "Für die Creme:", "Para empanar": a few words without a number, and either a
    /// colon or an opening that says what the part is for.
    static func isPartHeading(_ current: String, colon: Bool) -> Bool {
        guard current.utf8.count <= 40, !current.contains(where: \.fastIsNumber) else { return false }
        let words = TextTools.words(TextTools.fold(current))
        guard !words.isEmpty, words.count <= 4 else { return false }
        return colon || (words.count >= 2 && ["para", "pour", "for", "fur", "per"].contains(words[0]))
    }

    /// Whether the item being read ends on its amount: a number, or a number and one short
    /// word (its unit or "number", "nos"). Only its last 30 characters are read.
    static func endsWithAmount(_ current: String) -> Bool {
        let words = current.suffix(30).split(separator: " ")
        guard let last = words.last else { return false }
        func isNumber(_ word: Substring) -> Bool {
            word.first.map { $0.fastIsNumber || TextTools.isFraction($0) } == true
                && word.allSatisfy { $0.fastIsNumber || TextTools.isFraction($0) || "/.,".contains($0) }
        }
        if isNumber(last) { return words.count >= 2 }
        return words.count >= 3 && isNumber(words[words.count - 2]) && last.count <= 8 && last.allSatisfy(\.isLetter)
    }

    /// Whether the word that opens `rest` (up to a capital glued after it: "StückZucker") is a
    /// unit or a time.
    static func isUnitOrTime(_ rest: ArraySlice<Character>) -> Bool {
        var word = ""
        for character in rest.prefix(17) {
            guard character.isLetter, !(character.isUppercase && word.last?.isLowercase == true) else { break }
            word.append(character)
        }
        let folded = TextTools.fold(word)
        return Vocabulary.units[folded] != nil || IngredientParser.timeWords.contains(folded)
    }

    /// The last words of `Vocabulary.toTastePhrases`, looked up first.
    static let toTasteLastWords = Set(Vocabulary.toTastePhrases.compactMap { $0.split(separator: " ").last.map(String.init) })

    /// Whether the item being read ends in "to taste" and the next word opens another item
    /// ("Sal e pimenta a gosto Para empanar…", "…al gustoTips"); a word that leads on ("a gosto
    /// e pimenta", "al gusto para decorar") belongs to it.
    static func endsWithToTaste(_ current: String, before rest: ArraySlice<Character>) -> Bool {
        // The last word first (asked at every word of a list): only a phrase's last word is folded on.
        let lastWord = current.reversed().drop(while: \.fastIsWhitespace).prefix { !$0.fastIsWhitespace }.prefix(12)
        let word = String(lastWord.reversed()).lowercased()
        guard toTasteLastWords.contains(word.utf8.allSatisfy { $0 < 0x80 } ? word : TextTools.fold(word)) else { return false }
        let tail = TextTools.fold(String(current.suffix(20))).trimmed
        guard
            Vocabulary.toTastePhrases.contains(where: {
                tail.hasSuffix($0) && (tail.count == $0.count || !tail.dropLast($0.count).last!.isLetter)
            })
        else { return false }
        guard let first = rest.first, !first.isUppercase else { return true }
        return !amountLinks.contains(TextTools.fold(String(rest.prefix(17).prefix { $0.isLetter })))
    }

    /// First words of what leads to a link, not to food (folded).
    static let linkLeads: Set<String> = ["link", "links", "lien", "liens", "enlace", "enlaces", "shop", "buy", "compra", "achetez"]

    /// Words after which an amount belongs to the item being read: "cortada en 2", "1 ou 2",
    /// "2 a 3", "cut into 4" (folded).
    static let amountLinks: Set<String> = [
        "de", "da", "do", "del", "d", "of", "en", "em", "in", "into", "a", "al", "ao", "au", "x", "y", "e", "et", "and", "o", "ou",
        "or", "oder", "und", "to", "por", "per", "para", "pour", "for", "con", "com", "with", "avec", "mit", "about", "approx", "ca",
        "unos", "unas", "uns", "umas", "environ", "etwa", "around", "roughly", "approximately", "plus", "mais", "mas", "menos", "moins",
        "minus", "each", "cada", "chaque",
    ]

    /// Whether an amount after a space opens the next item of an amount-first list whose
    /// line breaks were lost with spaces left ("1 cebola média cortada meia lua 2 dentes de
    /// alho", "½ repollo cortado  2 zanahorias", "… sem fermento uma pitada de sal": a number
    /// word before a unit): the item being read opened with its own
    /// amount and names something ("1 lb 2 oz" is one amount), it ends on a word that does
    /// not lead to an amount, and a word that is no time, length or count ("en 2 trozos", "2 Stunden") follows it.
    static func opensSpacedItem(_ current: String, _ rest: ArraySlice<Character>) -> Bool {
        // Asked at every word of the list: only the item's first character and its last words
        // are read, so that a long item costs no more per word than a short one.
        let tail = TextTools.words(current.suffix(40))
        guard let first = current.first(where: { !$0.fastIsWhitespace }), first.fastIsNumber || TextTools.isFraction(first),
            current.last(where: { !$0.fastIsWhitespace })?.isLetter == true, let lastWord = tail.last,
            !amountLinks.contains(lastWord),
            current.utf8.count > 40 || !tail.allSatisfy({ Vocabulary.units[$0] != nil || IngredientParser.number($0) != nil })
        else { return false }
        if rest.first?.isLetter == true {
            // "…2 tbsp melted butter pinch of salt", "… a handful of spinach": a measure without
            // a number, then "of".
            if opensMeasureOf(rest) { return true }
            // "…sem fermento uma pitada de sal": a number word, then a unit.
            let word = TextTools.fold(String(rest.prefix { $0.isLetter }))
            guard TextTools.numberWords[word] != nil else { return false }
            let unit = rest.dropFirst(word.count).drop { $0 == " " }.prefix { $0.isLetter }
            return Vocabulary.units[TextTools.fold(String(unit))] != nil
        }
        let afterAmount = rest.drop { $0.fastIsNumber || TextTools.isFraction($0) || " .,/".contains($0) }
        let word = afterAmount.prefix(17).prefix { $0.isLetter }
        let nextWord = TextTools.fold(String(word))
        // "…de farinha de trigo 340 g- 1 e 1/2 colher…": the item's weight again, with nothing
        // after its unit.
        if Vocabulary.units[nextWord] != nil {
            let afterUnit = afterAmount.dropFirst(word.count).drop { $0 == " " }
            if afterUnit.first.map({ "-,;)".contains($0) }) ?? true { return false }
        }
        return !nextWord.isEmpty && !StepIngredients.notIngredients.contains(nextWord)
    }

    /// Whether the text after a full stop and a space goes on with the sentence: an abbreviation
    /// ("auf ca. 60 °C", "1 tsp. salt") is followed by a number or a small letter; the next
    /// step's number ("… zu. 2. Erhitze") by its own full stop or bracket.
    static func continuesAfterStop(_ rest: ArraySlice<Character>) -> Bool {
        let after = rest.dropFirst()
        guard let first = after.first else { return false }
        if first.isLowercase { return true }
        guard first.fastIsNumber else { return false }
        let mark = after.drop(while: \.fastIsNumber).first
        return !(mark == "." || mark == ")")
    }

    /// The method after a list: its heading on a line of its own (so that it opens the method
    /// section even without a colon), then its sentences and bulleted parts, one a line, while
    /// they read as steps (a cooking verb among their first words): what follows is the
    /// channel's ("Assista o vídeo até o final…", watch the video to the end; a postal address).
    static func cutMethod(_ text: ArraySlice<Character>) -> [String] {
        let lower = Array(String(text).lowercased())
        var lines: [String] = []
        var rest = text.startIndex
        if lower.count == text.count,
            let heading = runTogetherMethodHeadings.first(where: { lower.starts(with: $0) || folded(lower, 0, $0) })
        {
            lines.append(String(text[text.startIndex..<(text.startIndex + heading.count)]) + ":")
            rest += heading.count
        }
        var sentence = ""
        var sentences: [String] = []
        // "1. Boil the pasta 2. Melt…": each number opens a sentence (not "pasta 2." ending one).
        let numberStarts = inlineStepNumbers(text[rest...])
        for index in rest..<text.endIndex {
            let character = text[index]
            let next = index + 1 < text.endIndex ? text[index + 1] : " "
            if numberStarts.contains(index) && !sentence.trimmed.isEmpty {
                sentences.append(sentence)
                sentence = ""
            }
            if inlineBullets.contains(character) {
                sentences.append(sentence)
                sentence = ""
                continue
            }
            sentence.append(character)
            // "well.• Add", "aguadas.El consome": a full stop glued to the next sentence too.
            if ".!".contains(character) && (next == " " || next.isUppercase) && !(next == " " && sentence.count < 4)
                && !(next == " " && continuesAfterStop(text[(index + 1)...]))
            {
                sentences.append(sentence)
                sentence = ""
            }
        }
        sentences.append(sentence)
        // Under a method heading one sentence without a cooking verb is held ("Am Schluss hebst du
        // die Sahne unter.", a verb the vocabulary lacks): kept when a step follows it; two such
        // sentences in a row end the method.
        let headed = lines.count == 1
        var held: String?
        for sentence in sentences {
            let trimmed = sentence.trimmingEdges { $0.fastIsWhitespace || ":*-–—".contains($0) }
            guard !trimmed.isEmpty else { continue }
            let words = TextTools.words(TextTools.fold(trimmed))
            // A numbered sentence goes on with a numbered method ("4. Finish with parsley.").
            guard
                words.prefix(12).contains(where: Vocabulary.isWrittenStepVerb) || startsWithStep(trimmed) || finishesWith(words)
                    || endsWithStepVerb(TextTools.fold(trimmed))
            else {
                guard headed, held == nil else { break }
                held = trimmed
                continue
            }
            if let sentence = held { lines.append(sentence) }
            held = nil
            lines.append(trimmed)
        }
        return lines
    }
}
