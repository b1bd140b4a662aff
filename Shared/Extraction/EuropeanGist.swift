/// An English outline of a step written in Spanish, French, Italian, Portuguese or German, from
/// the glossary and the cooking actions of `EuropeanGistWords.swift`: "Pela y corta las patatas en
/// láminas finas. Fríe las patatas y la cebolla a fuego medio durante 20 minutos." → "Peel and
/// cut potatoes; fry potatoes and onion over medium heat for 20 minutes." Without Apertium (or
/// where its sentence failed the check) such a step stayed in its language, and a cook who does
/// not read it had nothing to follow. As the Indian gist (`IndicGist`), it is an outline, not a
/// translation: the step keeps its text, and a step it could misread (a negation, a question)
/// gets none.
///
/// The Romance languages put the object after the verb ("fry the potatoes"); a German method
/// puts it before ("Kartoffeln schälen"), so the foods named before a sentence's first action
/// are that action's.
enum EuropeanGist {
    static let languages: Set<String> = ["es", "fr", "it", "pt", "de"]

    /// Folded written form → English action.
    static let actions: [String: String] = {
        var table: [String: String] = [:]
        for (english, forms) in actionForms {
            for form in forms.split(separator: " ") { table[TextTools.fold(form)] = english }
        }
        // What a cook says to the camera, "we" doing it: "ponemos", "mezclamos", "servimos"
        // (Spanish and Portuguese), "ajoutons" (French), "mescoliamo", "mettiamo" (Italian),
        // from each infinitive of the table. (German's "wir geben" is the infinitive already.)
        for (english, forms) in actionForms {
            for form in forms.split(separator: " ").map({ TextTools.fold($0) }) {
                for spoken in weForms(form) where table[spoken] == nil { table[spoken] = english }
            }
        }
        return table
    }()

    /// The "we" forms of an infinitive ending in -ar, -er, -ir, -are, -ere or -ire.
    static func weForms(_ infinitive: String) -> [String] {
        guard infinitive.count > 4 else { return [] }
        if infinitive.hasSuffix("are") || infinitive.hasSuffix("ere") || infinitive.hasSuffix("ire") {
            let stem = infinitive.dropLast(3)
            return [stem + (stem.hasSuffix("i") ? "amo" : "iamo")]
        }
        let stem = String(infinitive.dropLast(2))
        if infinitive.hasSuffix("ar") { return [stem + "amos"] }
        if infinitive.hasSuffix("er") { return [stem + "emos", stem + "ons"] }
        if infinitive.hasSuffix("ir") { return [stem + "imos"] }
        return []
    }

    /// Pronouns glued to an imperative ("mézclalos", "rosolatelo", "bátelos"): taken off to
    /// find the verb.
    static let enclitics = ["selos", "selas", "selo", "sela", "los", "las", "les", "lo", "la", "le", "li", "ne", "lhe"]

    struct Clause {
        var actions: [String] = []
        var objects: [String] = []
        var partners: [String] = []
        var destinations: [String] = []
        var notes: [String] = []

        var text: String {
            var words = actions.joined(separator: " and ")
            if !objects.isEmpty { words += " " + EuropeanGist.list(objects) }
            // (Only with an object: "bagnate i savoiardi nel caffè e alternate … con la crema",
            // the biscuits and coffee unknown to the table, is no "dip with cream".)
            if !partners.isEmpty && !objects.isEmpty { words += " with " + EuropeanGist.list(partners) }
            if !destinations.isEmpty { words += " over " + EuropeanGist.list(destinations) }
            for note in notes { words += " " + note }
            return words
        }
    }

    static func list(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    /// The outline of a step, or nil when it names no action the table knows, negates or asks.
    static func gist(_ step: String, language: String) -> String? {
        guard languages.contains(language), let table = Glossary.tables[language], step.utf8.count <= 1_000, !step.contains("?")
        else { return nil }
        var clauses: [Clause] = []
        let negating = negations[language] ?? []
        for words in sentences(TextTools.fold(step)) {
            // (A negation after "until" or "when" is the aside's, which the outline leaves out:
            // "mezclamos hasta que no queden grumos" still mixes.)
            if words.prefix(while: { !asides.contains($0) }).contains(where: negating.contains) { return nil }
            clauses += outline(words, language: language, table: table)
        }
        guard !clauses.isEmpty else { return nil }
        return TextTools.capitalisedFirst(clauses.map(\.text).joined(separator: "; ")) + "."
    }

    /// The folded step as sentences of words: an elision its own word ("l'", "ail": the glossary
    /// joins them again for "huile d'olive"), a hyphenated pronoun off ("beurrez-le"), "°" set
    /// apart from its number, commas dropped. A stop after an abbreviation ("ca. 60 °C") or
    /// inside one ("c.a.s.") ends no sentence.
    static func sentences(_ folded: String) -> [[String]] {
        var result: [[String]] = [[]]
        for raw in folded.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            var token = String(raw).replacingAll("’", with: "'")[...]
            token = token.drop { "([\"«¡¿".contains($0) }
            var ends = token.last.map { ".;!:".contains($0) } == true
            while let last = token.last, ".,;!:)]\"»".contains(last) { token = token.dropLast() }
            if ends, token.contains(".") || DescriptionParser.stopAbbreviations.contains(String(token)) { ends = false }
            if let apostrophe = token.firstIndex(of: "'"), apostrophe != token.startIndex {
                result[result.count - 1].append(String(token[...apostrophe]))
                token = token[token.index(after: apostrophe)...]
            }
            if let hyphen = token.firstIndex(of: "-"), actions[String(token[..<hyphen])] != nil { token = token[..<hyphen] }
            if let degree = token.firstIndex(where: { $0 == "°" || $0 == "º" }), degree != token.startIndex {
                result[result.count - 1] += [String(token[..<degree]), String(token[degree...])]
            } else if !token.isEmpty {
                result[result.count - 1].append(String(token))
            }
            if ends { result.append([]) }
        }
        return result.filter { !$0.isEmpty }
    }

    static func action(_ word: String) -> String? {
        if let english = actions[word] { return english }
        for ending in enclitics where word.count > ending.count + 3 && word.hasSuffix(ending) {
            if let english = actions[String(word.dropLast(ending.count))] { return english }
        }
        return nil
    }

    /// A food the glossary names at `index` (the longest, up to four words) and how many words
    /// it takes; nil when none.
    static func food(_ words: [String], at index: Int, language: String, table: [String: Glossary.Entry]) -> (String, Int)? {
        for length in [3, 2]
        where index + length <= words.count && everything.contains(words[index..<(index + length)].joined(separator: " ")) {
            return ("everything", length)
        }
        for length in stride(from: min(4, words.count - index), through: 1, by: -1) {
            let phrase = words[index..<(index + length)].joined(separator: " ").replacingAll("' ", with: "'")
            // (Not a unit the glossary also names: "2 gousses d'ail" is no cloves and garlic.)
            if let entry = table[phrase], !entry.isAdjective, length > 1 || Vocabulary.units[phrase] == nil,
                NutritionEstimator.food(named: entry.english) != nil
            {
                return (entry.english, length)
            }
        }
        // A German compound the table lacks whole ("Vanillezucker", "Hähnchenbrust").
        if language == "de", words[index].count >= 6, let english = Glossary.translateName(words[index], from: "de"),
            NutritionEstimator.food(named: english) != nil
        {
            return (english, 1)
        }
        return nil
    }

    /// The clauses of one sentence.
    static func outline(_ words: [String], language: String, table: [String: Glossary.Entry]) -> [Clause] {
        var clauses: [Clause] = []
        // Foods and notes before the sentence's first action (a German method's order).
        var before = Clause()
        var joined = false
        var partner = false
        var destination = false
        // After "when", "until" or "except", up to the next action: foods there are no object.
        var aside = false
        var index = 0
        func add(note: String) {
            if clauses.isEmpty { before.notes.append(note) } else { clauses[clauses.count - 1].notes.append(note) }
        }
        while index < words.count {
            let word = words[index]
            if let english = action(word) {
                if joined, var last = clauses.last, last.objects.isEmpty, last.partners.isEmpty, last.notes.isEmpty {
                    last.actions.append(english)
                    clauses[clauses.count - 1] = last
                } else if clauses.isEmpty {
                    // (In the Romance languages a food before the verb is not its object: "machaca
                    // los aguacates, agrega…" with "machaca" unknown is no "add avocados".)
                    if language != "de" { (before.objects, before.partners) = ([], []) }
                    before.actions = [english]
                    clauses.append(before)
                } else {
                    clauses.append(Clause(actions: [english]))
                }
                (joined, partner, destination, aside) = (false, false, false, false)
                index += 1
                continue
            }
            if asides.contains(word) { aside = true }
            if let (english, length) = food(words, at: index, language: language, table: table) {
                index += length
                joined = false
                if aside { continue }
                let target = clauses.isEmpty ? nil : clauses.count - 1
                let keyPath: WritableKeyPath<Clause, [String]> = destination ? \.destinations : partner ? \.partners : \.objects
                if let target {
                    if !clauses[target][keyPath: keyPath].contains(english) { clauses[target][keyPath: keyPath].append(english) }
                } else if !before[keyPath: keyPath].contains(english) {
                    before[keyPath: keyPath].append(english)
                }
                continue
            }
            if let (note, length) = note(words, at: index) {
                add(note: note)
                index += length
                continue
            }
            if withWords.contains(word) { partner = true }
            if overWords.contains(word) { destination = true }
            joined = ["y", "e", "et", "und"].contains(word)
            index += 1
        }
        return clauses
    }

    /// A heat, a temperature or a time at `index`, in English, and how many words it takes.
    static func note(_ words: [String], at index: Int) -> (String, Int)? {
        let word = words[index]
        if index + 1 < words.count, let heat = heats.first(where: { $0.words == [word, words[index + 1]] }) {
            return ("over " + heat.english + " heat", 2)
        }
        guard index + 1 < words.count else { return nil }
        let next = words[index + 1]
        let number: String
        if let first = word.first, first.isNumber, word.allSatisfy({ $0.isNumber || ".,-–/".contains($0) }) {
            number = word.replacingAll("–", with: "-")
        } else if timeUnits[next] != nil, let spoken = SpokenAmounts.europeanNumbers.values.lazy.compactMap({ $0[word] }).first {
            // A time said in words, as speech says it ("cocinamos dos minutos", "laissez cuire
            // deux minutes").
            number = spoken
        } else {
            return nil
        }
        if next.hasPrefix("°") || next.hasPrefix("º") {
            let scale = next.dropFirst().uppercased()
            return ("at " + number + " °" + (scale == "F" ? "F" : "C"), 2)
        }
        if degreeWords.contains(next) { return ("at " + number + " degrees", 2) }
        if let unit = timeUnits[next] {
            // "1 h 15": an hour and a quarter.
            if next == "h", index + 2 < words.count, words[index + 2].allSatisfy(\.isNumber) {
                return ("for " + number + " h " + words[index + 2], 3)
            }
            return ("for " + number + " " + (number == "1" && unit.hasSuffix("s") ? String(unit.dropLast()) : unit), 2)
        }
        return nil
    }
}
