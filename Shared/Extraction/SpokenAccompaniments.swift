/// What an English speaker says a dish is eaten beside ("serve hot with rice", "goes very well
/// with garlic bread", "a side dish for roast turkey") and what it is not made with ("instead of
/// pork", "I'm not going to add the green onions"): the names said there are no ingredients
/// (`TranscriptParser.namedIngredients`).
extension TranscriptParser {
    /// Words that say a dish is served: what follows "with" after them, within a few words, is
    /// eaten beside it ("serve hot with rice or idli", "can be served with dosa", "serve the thin
    /// pathiri hot with coconut milk"). "Goes" and "pairs" only with "well" ("goes well with",
    /// "goes very well with"): "it goes into the pan with the onions" cooks. A "side dish" also
    /// "for" or "to" what it goes beside. Not "enjoy" or "eat", which a recogniser's speaker says
    /// of anything ("ready to enjoy, so beautiful with the green onion").
    static let englishServingWords: Set<String> = ["serve", "served", "serving", "eaten"]

    /// Words between "goes" and "well": "goes very well with", "goes so well with".
    static let intensifiers: Set<String> = ["very", "really", "so", "pretty", "super", "perfectly", "just", "extremely"]

    /// Praise right before "with" says what the dish is eaten with too: "These are perfect with
    /// spicy meat or fish curries", "tastes great with rice".
    static let englishPraiseWords: Set<String> = ["perfect", "great", "delicious", "best", "lovely", "wonderful", "amazing"]

    /// A sentence up to what it says the dish is eaten with: "Remove from heat and serve as a
    /// side dish with rice" up to "with". "Garnish with cilantro and serve hot" is whole: the
    /// garnish is said before the serving word. So is "serve with the toasted sesame oil": a
    /// thing named as known ("the", "our", "this") is the recipe's own.
    static func withoutAccompaniments(_ sentence: Substring) -> Substring {
        // Most sentences have none of the words: they are not split and folded.
        guard
            hasBytes(sentence, "erv") || hasBytes(sentence, "aten") || hasBytes(sentence, "well") || hasBytes(sentence, " with")
                || hasBytes(sentence, "side dish")
        else { return sentence }
        let tokens = sentence.split(separator: " ")
        let words = tokens.map { TextTools.fold(String($0.filter(\.isLetter))) }
        for index in words.indices {
            let next = words.dropFirst(index + 1).first
            // "goes well", "goes very well", "goes really, well" (a recogniser's comma).
            let well = next == "well" || (next.map(intensifiers.contains) == true && words.dropFirst(index + 2).first == "well")
            // "a terrific side dish for things like roast turkey": what it is a side dish for.
            let sideDish = words[index] == "dish" && index > 0 && words[index - 1] == "side"
            let serving =
                englishServingWords.contains(words[index])
                || (["goes", "go", "pairs", "pair"].contains(words[index]) && well)
                || (englishPraiseWords.contains(words[index]) && next == "with")
                || sideDish
            let joins = sideDish ? ["with", "alongside", "for", "to"] : ["with", "alongside"]
            guard serving, let with = words[(index + 1)...].prefix(6).firstIndex(where: joins.contains),
                !["the", "this", "that", "these", "those", "our", "my"].contains(words.dropFirst(with + 1).first ?? "")
            else { continue }
            return sentence[..<tokens[with].startIndex]
        }
        return sentence
    }

    /// An English sentence without what it says the dish is not made with: what "instead of"
    /// replaces ("ground turkey instead of pork, veal and beef"), and what a speaker is "not
    /// going to add", does "not use" or "don't need" ("the only thing I'm not going to add in
    /// are the green onions"). Each runs to the next cooking or using verb ("instead of oil, …
    /// add chopped tomatoes": the tomatoes are added) or for twelve words. A negation of how much
    /// is no negation of use: "do not add too much flour", "don't add all of that sauce".
    /// The same name said in a sentence that uses it is still an ingredient.
    static func withoutUnused(_ sentence: Substring) -> String {
        // Most sentences have none of the words: they are not split and folded.
        guard hasBytes(sentence, "instead") || hasBytes(sentence, "not") || hasBytes(sentence, "n't") || hasBytes(sentence, "never")
        else { return String(sentence) }
        let tokens = sentence.split(separator: " ")
        let words = tokens.map { TextTools.fold(String($0.filter(\.isLetter))) }
        var unused = Array(repeating: false, count: tokens.count)
        var index = 0
        while index < words.count {
            var start: Int?
            if words[index] == "instead", words.dropFirst(index + 1).first == "of" {
                start = index + 2
            } else if englishNegations.contains(words[index]),
                let verb = words[(index + 1)...].prefix(4).firstIndex(where: englishUsingVerbs.contains)
            {
                let after = words[(verb + 1)...].prefix(3)
                if !after.contains(where: englishAmountWords.contains) { start = verb + 1 }
            }
            guard let start else {
                index += 1
                continue
            }
            var end = start
            while end < words.count, end - start < 12, !Vocabulary.cookingVerbs.contains(words[end]),
                !englishUsingVerbs.contains(words[end])
            {
                unused[end] = true
                end += 1
            }
            index = max(end, index + 1)
        }
        guard unused.contains(true) else { return String(sentence) }
        // A comma where the words were, so that no name runs across the gap.
        return tokens.indices.map { unused[$0] ? "," : String(tokens[$0]) }.joined(separator: " ")
    }

    /// Negations as folded letters ("don't" is "dont", the recogniser's "do n't" gives "nt").
    static let englishNegations: Set<String> = Set(englishNegationWords.map { $0.filter(\.isLetter) }).union(["nt"])
    static let englishUsingVerbs: Set<String> = ["add", "adding", "use", "using", "put", "putting", "need", "include", "including"]
    /// After a negated verb, words of how much: "not add too much", "don't use all of it".
    static let englishAmountWords: Set<String> = ["too", "much", "many", "all", "more", "lot", "whole", "so"]
}
