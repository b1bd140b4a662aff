/// Unit lookups for tools outside the module (the evaluation command).
public enum IngredientVocabulary {
    public static func canonicalUnit(_ spelling: String) -> String? {
        Vocabulary.units[TextTools.fold(spelling)]
    }

    /// Lower case without accents (the folding every vocabulary lookup uses).
    public static func fold(_ text: some StringProtocol) -> String {
        TextTools.fold(text)
    }

    /// The text without what is in parentheses, one pass; an unclosed one runs to the end.
    public static func withoutParentheses(_ text: String) -> String {
        DescriptionParser.withoutParentheses(text)
    }
}
