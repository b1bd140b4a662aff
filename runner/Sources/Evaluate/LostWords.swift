import Extraction

/// Words of an ingredient line found nowhere in its reading: a number, a unit, a size or a
/// name the cook is not told. Labels say where a word belongs; this says whether it is kept at
/// all, which the field scores cannot (a weight dropped from the notes of a line with several
/// amounts costs nothing there). Not lost: unit spellings the table rewrites ("tablespoons" is
/// "tbsp"), number words ("One" is 1), filler words, and what restates a measure — an amount
/// after a slash ("300g/10½oz") or, when the reading's unit is a weight or volume, any other
/// weight or volume ("1 cup (240 ml)").
enum LostWords {
    static let filler: Set<String> = ["of", "a", "an", "the", "and", "or", "to", "x", "de", "d", "du", "des", "di", "da", "do", "von"]
    static let measures: Set<String> = ["g", "kg", "mg", "ml", "cl", "dl", "l", "tsp", "tbsp", "cup", "oz", "fl oz", "lb", "pint", "quart"]
    static let numberWords: [String: String] = [
        "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8", "nine": "9", "ten": "10",
        "twelve": "12", "half": "1/2",
    ]

    /// The words of `sentence` that `parsed` does not hold, in order.
    static func lost(_ sentence: String, _ parsed: ParsedIngredient?) -> [String] {
        let answer = [parsed?.quantity, parsed?.unit, parsed?.item, parsed?.notes].compactMap { $0 }.joined(separator: " ")
        let kept = Set(tokens(answer).map(\.text))
        let answerUnitIsMeasure = parsed?.unit.map { measures.contains($0) } ?? false
        let source = tokens(sentence)
        var skipped = Set<Int>()
        var index = 0
        while index < source.count {
            let token = source[index]
            // "300g/10½oz", "750g/1lb 10oz": what follows a slash, amounts and their units, says
            // the amount again.
            if token.afterSlash && token.isNumber {
                while index < source.count, source[index].isNumber || isUnit(source[index].text) {
                    skipped.insert(index)
                    index += 1
                }
                continue
            }
            // "1 cup (240 ml)": with a measure read as the unit, other measures restate it.
            if answerUnitIsMeasure, measures.contains(token.text) || token.text == "fl" {
                skipped.insert(index)
                var before = index - 1
                while before >= 0, source[before].isNumber {
                    skipped.insert(before)
                    before -= 1
                }
            }
            index += 1
        }
        return source.enumerated().filter { index, token in
            !skipped.contains(index) && !filler.contains(token.text) && !kept.contains(token.text)
        }.map(\.element.text)
    }

    static func isUnit(_ text: String) -> Bool { measures.contains(text) || ["fl", "inch", "cm", "mm", "floz"].contains(text) }

    struct Token {
        var text: String
        var isNumber: Bool
        var afterSlash: Bool
    }

    /// Runs of letters and runs of digits (with the "." "," "/" between digits), lower case;
    /// vulgar fractions written out; unit spellings and number words as the reading writes them.
    static func tokens(_ text: String) -> [Token] {
        var result: [Token] = []
        var current = ""
        var currentIsNumber = false
        var sawSlash = false
        func flush() {
            guard !current.isEmpty else { return }
            // "3,5" is the reading's "3.5".
            let text =
                currentIsNumber
                ? current.replacing(",", with: ".") : (numberWords[current] ?? IngredientVocabulary.canonicalUnit(current) ?? current)
            result.append(Token(text: text, isNumber: currentIsNumber || numberWords[current] != nil, afterSlash: sawSlash))
            current = ""
            sawSlash = false
        }
        let characters = Array(text.lowercased().replacing("fluid ounce", with: "fl oz"))
        for (index, character) in characters.enumerated() {
            if let fraction = IngredientEvaluation.vulgarFractions[character] {
                flush()
                result.append(Token(text: fraction, isNumber: true, afterSlash: sawSlash))
                sawSlash = false
            } else if character.isLetter {
                if currentIsNumber { flush() }
                currentIsNumber = false
                current.append(character)
            } else if character.isNumber {
                if !currentIsNumber { flush() }
                currentIsNumber = true
                current.append(character)
            } else if ".,/".contains(character), currentIsNumber, index + 1 < characters.count, characters[index + 1].isNumber {
                current.append(character)
            } else if character == ".", current.isEmpty, index + 1 < characters.count, characters[index + 1].isNumber {
                // ".75 ounce"
                currentIsNumber = true
                current.append(character)
            } else {
                flush()
                if character == "/" { sawSlash = true }
            }
        }
        flush()
        return result
    }
}
