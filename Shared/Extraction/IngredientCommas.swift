/// Where a line's commas fall: between modifiers of one name ("skinless, boneless chicken"),
/// between names offered as alternatives ("ground beef, pork, or lamb"), or before the notes.
extension IngredientParser {
    /// "5 ounces soft, fresh goat cheese", "1 large, round loaf sourdough bread", "½ cup pitted,
    /// oil-cured black olives": before the comma, after the amount and unit, only words that
    /// describe; no name, so the name is after the comma.
    static func onlyModifiers(_ head: String) -> Bool {
        var tokens = tokenize(head)
        if readAmount(&tokens) != nil { _ = readUnit(&tokens, afterAmount: true) }
        let words = tokens.map { TextTools.fold($0) }.filter { $0.contains(where: \.fastIsLetter) }
        return !words.isEmpty && words.count <= 3
            && words.allSatisfy { word in
                Vocabulary.leadingAdjectives.contains(word) || Vocabulary.sizeWords.contains(word)
                    || Vocabulary.preparationParticiples.contains(word) || Vocabulary.trailingParticiples.contains(word)
                    || ["soft", "hard", "tender", "crisp", "crispy", "good", "good-quality", "cool", "chilled"].contains(word)
                    || (word.count > 4 && word.hasSuffix("ed") && !word.hasSuffix("eed"))
            }
    }

    /// "2 large, black-ripe plantains": a modifier on each side of the comma, a name after it.
    static func coordinateModifiers(_ lastWord: String, _ rest: String) -> Bool {
        func isModifier(_ word: String) -> Bool {
            word.contains("-") || Vocabulary.sizeWords.contains(word) || Vocabulary.leadingAdjectives.contains(word)
                || Vocabulary.preparationWords.contains(word) || Vocabulary.preparationParticiples.contains(word)
        }
        let after = TextTools.words(splitAtComma(rest).0)
        guard isModifier(lastWord), after.count >= 2, let first = after.first, let last = after.last else { return false }
        return isModifier(first) && !Vocabulary.preparationWords.contains(last) && !Vocabulary.preparationParticiples.contains(last)
    }

    /// Whether the text ends in another amount offered instead: "… or 1 can", "… ou 2 boîtes".
    static func followsAlternativeAmount(_ text: String) -> Bool {
        let words = TextTools.words(text)
        guard let or = words.lastIndex(where: { ["or", "ou", "o"].contains($0) }), or > 0 else { return false }
        let after = words[(or + 1)...]
        return (1...3).contains(after.count) && after.first?.first?.fastIsNumber == true
    }

    /// The start of the notes when it lists alternatives to the name, up to the one after "or"
    /// ("pork, or lamb, cut into cubes" → "pork, or lamb" and "cut into cubes"): at most three
    /// short segments of words, none a preparation, an amount or a phrase ("or to taste", "or
    /// more", "homemade or store-bought" are notes). Nil when the notes are something else.
    static func alternativesList(_ text: String) -> (String, String?)? {
        let segments = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmed }
        let notAName: Set<String> = [
            "to", "for", "plus", "about", "such", "optional", "divided", "from", "if", "in", "with", "as", "at", "room", "preferably",
            "homemade", "store", "store-bought", "cut", "soft", "cold", "like", "see", "very", "well",
        ]
        let notAnAlternative: Set<String> = ["to", "more", "less", "as", "use", "store", "store-bought", "a", "an", "your", "any"]
        // Lists run long ("fennel, anise, cumin, poppy, sesame, … or caraway seeds"); the segment
        // with "or" may be a longer name ("rice flour or potato starch").
        for (index, segment) in segments.prefix(10).enumerated() {
            let words = TextTools.words(segment)
            guard let first = words.first, words.count <= (words.contains("or") ? 6 : 4), !segment.contains(where: \.fastIsNumber),
                !words.contains("and"),
                !notAName.contains(first), !Vocabulary.preparationWords.contains(first), !first.hasSuffix("ed"), !first.hasSuffix("ly")
            else { return nil }
            guard let or = words.firstIndex(of: "or") else { continue }
            // "or other small carrots" after one name is a note; closing a list of three or more
            // ("navy, cannellini, or other white beans") it is the list's last name.
            guard or + 1 < words.count, !notAnAlternative.contains(words[or + 1]), words[or + 1] != "other" || index > 0 else { return nil }
            let remainder = segments.dropFirst(index + 1).joined(separator: ", ")
            return (segments.prefix(index + 1).joined(separator: ", "), remainder.isEmpty ? nil : remainder)
        }
        return nil
    }

    /// After a name the nutrition table knows, the names it also knows, each of up to three
    /// words and none a preparation ("pepper", "garlic powder"; not "chopped", "to taste",
    /// "cut into cubes"): the listed names and what follows them, or nil. The last may be two
    /// names joined ("paprika and salt") and carry the list's "to taste" ("Comino, pimentón y sal
    /// c/n"). Names in the other languages count when the glossary gives a food ("Salz, Pfeffer").
    static func foodsList(_ head: String, _ text: String) -> (String, String?)? {
        func isFoodName(_ segment: String) -> Bool { namesFood(segment) || twoFoods(segment) != nil }
        guard namesFood(head) else { return nil }
        var segments = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmed }
        var names = Array(segments.prefix(8).prefix(while: isFoodName))
        // The segment the names stop at, when it is names and then "to taste": cut in two.
        if names.count < segments.count, names.count < 8, case let segment = segments[names.count],
            case let folded = TextTools.fold(segment),
            let phrase = Vocabulary.toTastePhrases.first(where: { folded.hasSuffix(" " + $0) && folded.count > $0.count + 1 }),
            case let before = String(segment.dropLast(phrase.count)).trimmed, isFoodName(before)
        {
            names.append(before)
            segments[names.count - 1] = String(segment.suffix(phrase.count))
            segments.insert(before, at: names.count - 1)
        }
        guard !names.isEmpty else { return nil }
        let remainder = segments.dropFirst(names.count).joined(separator: ", ")
        return (names.joined(separator: ", "), remainder.isEmpty ? nil : remainder)
    }

    /// A name of up to three words, none a preparation, that the nutrition table knows, in
    /// English or through the glossary ("Pfeffer", "pimentón").
    static func namesFood(_ segment: String) -> Bool {
        let words = TextTools.words(segment)
        guard let first = words.first, words.count <= 3, !words.contains(where: Vocabulary.preparationWords.contains),
            !Vocabulary.trailingParticiples.contains(words.last ?? ""), !DescriptionParser.itemNoteOpenings.contains(first)
        else { return false }
        if NutritionEstimator.food(named: segment) != nil { return true }
        return ["es", "de", "fr", "it", "pt"].contains { language in
            Glossary.translateName(segment, from: language).flatMap(NutritionEstimator.food(named:)) != nil
        }
    }

    /// "paprika and salt", "pimentón y sal": two foods joined, each on its own; or nil. (Not two
    /// alternatives, "rice flour or potato starch": those are one entry's choice.)
    static func twoFoods(_ segment: String) -> (String, String)? {
        let words = segment.split(separator: " ")
        guard words.count <= 7, let join = words.firstIndex(where: { ["and", "&", "et", "y", "e", "und"].contains(TextTools.fold($0)) }),
            join > 0, join < words.count - 1
        else { return nil }
        let (left, right) = (words[..<join].joined(separator: " "), words[(join + 1)...].joined(separator: " "))
        return namesFood(left) && namesFood(right) ? (left, right) : nil
    }

    static func splitAtComma(_ text: String) -> (String, String?) {
        guard let comma = text.firstIndex(where: { $0 == "," || $0 == ";" }) else { return (text, nil) }
        // "1,5 kg": a decimal comma between digits is not a separator.
        let before = text[..<comma]
        let after = text[text.index(after: comma)...]
        if before.last?.fastIsNumber == true && after.first?.fastIsNumber == true {
            let (rest, tail) = splitAtComma(String(after))
            return (String(before) + "," + rest, tail)
        }
        return (String(before), String(after).trimmed)
    }

    /// "of", "de", "d'", "di", "del", "de la", "du", "des", "von" after a unit.
    static func dropConnector(_ tokens: inout [String]) {
        guard let first = tokens.first else { return }
        let folded = TextTools.fold(first)
        if ["of", "de", "du", "des", "di", "del", "della", "dello", "von", "do", "da", "dos", "das"].contains(folded), tokens.count > 1 {
            tokens.removeFirst()
            if ["la", "l'"].contains(TextTools.fold(tokens.first ?? "")), tokens.count > 1 { tokens.removeFirst() }
        } else if folded.hasPrefix("d'") && folded.count > 2 {
            tokens[0] = String(first.dropFirst(2))
        }
    }
}
