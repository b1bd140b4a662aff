import Foundation

/// How long, how hot and how far, in a gist ("fry onion for 2 minutes on medium heat"), judged on
/// the English translation of the same line: a time agrees when the line says the same number
/// (in digits or words, either end of a range) of the same unit; a heat when it says the same
/// level of heat or flame; "until golden" or "until browned" when it says golden, brown or red.
/// And the other way round: of the lines with a gist whose translation states a time or a heat,
/// those whose gist carries one.
extension TranscriptStepEvaluation {
    static let notePattern = try! NSRegularExpression(
        pattern: #" (for (?:half an? \w+|a few \w+|[0-9/–]+ \w+)|on (?:low|medium|high) heat|until (?:golden|browned))"#)

    /// A gist clause without its notes, and the notes.
    static func notes(of clause: String) -> (core: String, notes: [String]) {
        let range = NSRange(clause.startIndex..., in: clause)
        let found = notePattern.matches(in: clause, range: range).compactMap {
            Range($0.range(at: 1), in: clause).map { String(clause[$0]) }
        }
        return (notePattern.stringByReplacingMatches(in: clause, range: range, withTemplate: ""), found)
    }

    static let englishNumbers: [String: String] = [
        "one": "1", "a": "1", "an": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8",
        "nine": "9", "ten": "10", "eleven": "11", "twelve": "12", "fifteen": "15", "twenty": "20", "twenty-five": "25", "thirty": "30",
        "forty": "40", "forty-five": "45", "fifty": "50", "sixty": "60", "couple": "2", "few": "few", "half": "1/2",
    ]

    /// The times a line states: "10 minutes", "ten minutes", "5-10 minutes" (both ends), "half an
    /// hour", "a few minutes"; as number and unit ("10 minute", "1/2 hour", "few minute").
    static func times(in line: String) -> Set<String> {
        let words = line.lowercased().split { !$0.isLetter && !$0.isNumber && $0 != "-" && $0 != "/" }.map(String.init)
        var found: Set<String> = []
        for (index, word) in words.enumerated() {
            guard let unit = ["minute", "hour", "second"].first(where: { word.hasPrefix($0) || word.hasPrefix("min") && $0 == "minute" })
            else { continue }
            for before in words[max(0, index - 3)..<index] {
                for part in before.split(separator: "-").map(String.init) {
                    if let number = englishNumbers[part] ?? (Double(part) != nil ? part : nil) { found.insert(number + " " + unit) }
                }
            }
        }
        return found
    }

    static func agrees(note: String, with line: String) -> Bool {
        let lower = line.lowercased()
        if note.hasPrefix("until ") {
            return ["golden", "brown", "red", "crisp"].contains { lower.contains($0) }
        }
        if note.hasPrefix("on ") {
            let level = note.split(separator: " ")[1]
            return lower.contains(level + " heat") || lower.contains(level + " flame") || lower.contains(level + "-heat")
                || lower.contains(level + " gas") || (level == "low" && (lower.contains("sim") || lower.contains("simmer")))
        }
        let words = note.split(separator: " ").dropFirst().map(String.init)  // "for"
        guard let unitWord = words.last else { return false }
        let unit = unitWord.hasPrefix("hour") ? "hour" : unitWord.hasPrefix("second") ? "second" : "minute"
        let stated = times(in: lower)
        if note.contains("half an hour") { return stated.contains("1/2 hour") || stated.contains("30 minute") }
        let number = words.count > 2 && words[0] == "a" ? "few" : words[0]
        return number.split(separator: "–").contains { stated.contains($0 + " " + unit) }
    }

    static func statesHeat(_ line: String) -> Bool {
        let lower = line.lowercased()
        return ["low", "medium", "high"].contains { level in
            ["heat", "flame", "gas"].contains { lower.contains(level + " " + $0) || lower.contains(level + "-" + $0) }
        }
    }
}
