/// The statistical ingredient-line tagger: a linear-chain CRF (the model family of
/// ingredient-parser-nlp) trained offline by `runner/tools/train_tagger.py` on the tune part of
/// the labelled lines, shipped as `Resources/ingredient-tagger.crf` (embedded in the binary) and
/// decoded here with Viterbi. Tokenisation and features mirror the training script exactly.
///
/// It labels each token QTY, UNIT, NAME, SIZE, PREP, COMMENT, PURPOSE or O. The extractor uses
/// it as the second opinion on the name/notes boundary (see `IngredientParser.parse`), where label
/// conventions are learned better than written as rules; amounts and units stay with the rules,
/// which normalise them.
public struct IngredientTagger: Sendable {
    public enum Label: Int, Sendable, CaseIterable {
        case other, quantity, unit, name, size, preparation, comment, purpose
    }

    let transitions: [[Double]]
    /// Attribute → (label, weight) pairs.
    let weights: [String: [(Int, Double)]]

    /// The shipped model, or nil when the embedded file cannot be read.
    public static let shared: IngredientTagger? = IngredientTagger(
        text: String(decoding: PackageResources.ingredient_tagger_crf, as: UTF8.self))

    /// Reads the text format the training script writes: `labels …`, `t <from> <to> <weight>`,
    /// `f <attribute>\t<label>:<weight> …`.
    public init?(text: String) {
        var transitions = Array(repeating: Array(repeating: 0.0, count: Label.allCases.count), count: Label.allCases.count)
        var weights: [String: [(Int, Double)]] = [:]
        var sawLabels = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("#") { continue }
            if line.hasPrefix("labels ") {
                guard line.split(separator: " ").count == Label.allCases.count + 1 else { return nil }
                sawLabels = true
            } else if line.hasPrefix("t ") {
                let parts = line.split(separator: " ")
                guard parts.count == 4, let from = Int(parts[1]), let to = Int(parts[2]), let weight = Double(parts[3]),
                    transitions.indices.contains(from), transitions.indices.contains(to)
                else { return nil }
                transitions[from][to] = weight
            } else if line.hasPrefix("f ") {
                guard let tab = line.firstIndex(of: "\t") else { return nil }
                let attribute = String(line[line.index(line.startIndex, offsetBy: 2)..<tab])
                var pairs: [(Int, Double)] = []
                for pair in line[line.index(after: tab)...].split(separator: " ") {
                    let parts = pair.split(separator: ":")
                    guard parts.count == 2, let label = Int(parts[0]), let weight = Double(parts[1]), label < Label.allCases.count else {
                        return nil
                    }
                    pairs.append((label, weight))
                }
                weights[attribute] = pairs
            }
        }
        guard sawLabels, !weights.isEmpty else { return nil }
        self.transitions = transitions
        self.weights = weights
    }

    // MARK: - Tokens and features (mirror train_tagger.py)

    /// A token and whether whitespace came before it (to rebuild text).
    public struct Token: Sendable, Equatable {
        public var text: String
        public var spaceBefore: Bool
    }

    static func isDigit(_ character: Character) -> Bool {
        character.fastIsNumber || TextTools.isFraction(character)
    }

    /// Words (with inner ' and -), numbers (with inner / . , and vulgar fractions), and single
    /// punctuation characters.
    public static func tokens(_ sentence: String) -> [Token] {
        var result: [Token] = []
        var current = ""
        var kind: Character = " "
        var spaceBefore = false
        var pendingSpace = false
        let characters = Array(sentence)
        func flush() {
            if !current.isEmpty { result.append(Token(text: current, spaceBefore: spaceBefore)) }
            current = ""
            kind = " "
        }
        for (index, character) in characters.enumerated() {
            let following: Character? = index + 1 < characters.count ? characters[index + 1] : nil
            if character.fastIsWhitespace {
                flush()
                pendingSpace = true
                continue
            }
            let thisKind: Character
            if character.fastIsLetter {
                thisKind = "a"
            } else if isDigit(character) {
                thisKind = "d"
            } else {
                if kind == "a", "'’-".contains(character), let following, following.fastIsLetter {
                    current.append(character)
                    continue
                }
                if kind == "d", "/.,".contains(character), let following, following.fastIsNumber {
                    current.append(character)
                    continue
                }
                flush()
                result.append(Token(text: String(character), spaceBefore: pendingSpace || result.isEmpty))
                pendingSpace = false
                continue
            }
            if kind == thisKind {
                current.append(character)
            } else {
                flush()
                current = String(character)
                kind = thisKind
                spaceBefore = pendingSpace || result.isEmpty
                pendingSpace = false
            }
        }
        flush()
        return result
    }

    static func shape(_ word: String) -> String {
        var out: [Character] = []
        for character in word {
            let mapped: Character
            if TextTools.isFraction(character) {
                mapped = "f"
            } else if character.fastIsNumber {
                mapped = "d"
            } else if character.fastIsLetter {
                mapped = character.isUppercase ? "X" : "x"
            } else {
                mapped = character
            }
            if out.last != mapped { out.append(mapped) }
        }
        return String(out)
    }

    public static func features(_ tokens: [String]) -> [[String]] {
        let lowered = tokens.map { $0.lowercased() }
        var result: [[String]] = []
        var afterComma = false
        var depth = 0
        for (index, word) in lowered.enumerated() {
            var features = ["b", "w=" + word, "s3=" + String(word.suffix(3)), "sh=" + shape(tokens[index]), "p=\(min(index, 4))"]
            features.append(index > 0 ? "w-1=" + lowered[index - 1] : "BOS")
            if index > 1 { features.append("w-2=" + lowered[index - 2]) }
            features.append(index + 1 < tokens.count ? "w+1=" + lowered[index + 1] : "EOS")
            if index + 2 < tokens.count { features.append("w+2=" + lowered[index + 2]) }
            if afterComma { features.append("comma") }
            if depth > 0 { features.append("paren") }
            result.append(features)
            if word == "," { afterComma = true }
            if word == "(" { depth += 1 }
            if word == ")" && depth > 0 { depth -= 1 }
        }
        return result
    }

    // MARK: - Decoding

    /// The most likely label sequence (Viterbi).
    public func tag(_ tokens: [String]) -> [Label] {
        guard !tokens.isEmpty else { return [] }
        let count = Label.allCases.count
        let emissions = Self.features(tokens).map { features -> [Double] in
            var scores = Array(repeating: 0.0, count: count)
            for feature in features {
                for (label, weight) in weights[feature] ?? [] { scores[label] += weight }
            }
            return scores
        }
        var best = emissions[0]
        var back: [[Int]] = []
        for position in 1..<tokens.count {
            var next = Array(repeating: -Double.infinity, count: count)
            var from = Array(repeating: 0, count: count)
            for label in 0..<count {
                for previous in 0..<count {
                    let score = best[previous] + transitions[previous][label]
                    if score > next[label] {
                        next[label] = score
                        from[label] = previous
                    }
                }
                next[label] += emissions[position][label]
            }
            back.append(from)
            best = next
        }
        var label = best.indices.max { best[$0] < best[$1] } ?? 0
        var path = [label]
        for from in back.reversed() {
            label = from[label]
            path.append(label)
        }
        return path.reversed().map { Label(rawValue: $0) ?? .other }
    }

    /// The line as item and notes by the tagger: the NAME tokens, and the SIZE, PREP, COMMENT and
    /// PURPOSE tokens in their order; nil when it finds no name.
    public func nameAndNotes(_ line: String) -> (item: String, notes: String?)? {
        let tokens = Self.tokens(line)
        let labels = tag(tokens.map(\.text))
        var name: [(Int, Token)] = []
        var notes: [(Int, Token)] = []
        var percentLabels: [Int: Label] = [:]
        for index in tokens.indices.dropFirst().dropLast()
        where IngredientTagger.isDigit(tokens[index].text.first ?? " ") && tokens[index + 1].text == "%" && !tokens[index + 1].spaceBefore {
            let describesNext = index + 2 < tokens.count && tokens[index + 2].text.first?.fastIsLetter == true
            let described = describesNext ? labels[index + 2] : labels[index - 1]
            percentLabels[index] = described
            percentLabels[index + 1] = described
        }
        var leadingNumbers = true
        for (index, (token, label)) in zip(tokens, labels).enumerated() {
            // A unit or unlabelled word right after the name and ending it ("salad leaves") is the
            // name's last word: the line's unit is the one before the name, read by the rules. (The
            // training labels are singular, "salad leaf", so the model learned "leaves" as neither.)
            let endsName =
                (label == .unit || label == .other && token.text.first?.fastIsLetter == true) && name.last?.0 == index - 1
                && (index + 1 == tokens.count || tokens[index + 1].text.first?.fastIsLetter != true)
            // "1 1/2 cups": numbers opening the line are its amount, whatever they were tagged.
            let isNumber = IngredientTagger.isDigit(token.text.first ?? " ")
            leadingNumbers = leadingNumbers && isNumber
            if leadingNumbers { continue }
            // "2% milk", "85% lean beef", "(70% cocoa solids)": a percentage describes the word after
            // it and goes where that word goes; closing a phrase ("Valrhona 70%)"), the word before.
            if let percentLabel = percentLabels[index] {
                switch percentLabel {
                case .name: name.append((index, token))
                case .size, .preparation, .comment, .purpose: notes.append((index, token))
                case .quantity, .unit, .other: continue
                }
                continue
            }
            // The labels call sizes units ("2 large potatoes": unit "large"); here they are notes, as
            // the rules have them, so "large" is not lost when the tagger's notes are used.
            // ("medium-size", "thumb-sized" too.)
            let folded = TextTools.fold(token.text)
            let isSize =
                label == .unit
                && (Vocabulary.sizeWords.contains(folded) || folded.hasSuffix("-size") || folded.hasSuffix("-sized"))
            switch endsName ? .name : (isSize ? .size : label) {
            case .name: name.append((index, token))
            case .size, .preparation, .comment, .purpose: notes.append((index, token))
            case .quantity, .unit, .other: continue
            }
        }
        guard !name.isEmpty else { return nil }
        // Tokens written together stay together ("ready-to-roll"); tokens with something left out
        // between them are separate words ("chillies (slender" → "chillies slender").
        func join(_ tokens: [(Int, Token)]) -> String {
            var text = ""
            var previous: Int?
            for (index, token) in tokens {
                if !text.isEmpty && (token.spaceBefore || previous.map { $0 + 1 != index } == true) { text += " " }
                text += token.text
                previous = index
            }
            return text.trimmingEdges { $0 == "," || $0 == ";" || $0.fastIsWhitespace || $0 == "(" || $0 == ")" }
        }
        let noteText = join(notes)
        return (join(name), noteText.isEmpty ? nil : noteText)
    }

    /// The whole line by the tagger alone (for the evaluation's side-by-side figures): the first
    /// QTY run read as an amount, the first UNIT run through the unit table, name and notes.
    public func parse(_ line: String) -> ParsedIngredient? {
        let tokens = Self.tokens(line)
        let labels = tag(tokens.map(\.text))
        guard let named = nameAndNotes(line) else { return nil }
        func firstRun(_ wanted: Label) -> [String] {
            guard let start = labels.firstIndex(of: wanted) else { return [] }
            return Array(zip(tokens[start...], labels[start...]).prefix { $0.1 == wanted }.map(\.0.text))
        }
        var amountTokens = IngredientParser.tokenize(firstRun(.quantity).joined(separator: " "))
        let quantity = IngredientParser.readAmount(&amountTokens)
        let unitWords = firstRun(.unit)
        var unitTokens = unitWords
        let unit =
            unitWords.isEmpty
            ? nil
            : (IngredientParser.readUnit(&unitTokens, afterAmount: true, atEnd: true) ?? unitWords.joined(separator: " ").lowercased())
        return ParsedIngredient(quantity: quantity, unit: unit, item: named.item, notes: named.notes)
    }
}
