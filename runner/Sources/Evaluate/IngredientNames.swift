import Extraction
import Foundation

/// How the evaluation compares an extracted ingredient name with a name on a channel's own list:
/// word sets in one canonical spelling, so that the same ingredient written two ways counts once.
///
/// The lists were written with an LLM's help, in American spelling ("green chilies", "cilantro");
/// the extractor writes British kitchen names ("green chilli", "coriander"). Without this, every
/// such pair counted as both a missed and an unlisted ingredient.
enum IngredientNames {
    /// Words naming the same ingredient, mapped to one of them. Only exact synonyms: "prawn" and
    /// "shrimp", or "coriander seeds" and "coriander leaves", stay apart.
    static let synonyms: [String: String] = [
        // "chillies" and "chilies" come out of `IngredientEvaluation.singular` as "chilly" and "chily".
        "chili": "chilli", "chile": "chilli", "chilly": "chilli", "chily": "chilli",
        "cilantro": "coriander",
        "eggplant": "aubergine", "brinjal": "aubergine",
        "zucchini": "courgette",
        "curd": "yogurt", "yoghurt": "yogurt",
        "dry": "dried",
        "garbanzo": "chickpea",
    ]

    /// The canonical words of a name: singular (`IngredientEvaluation.words` makes them so), then
    /// the word each is a synonym of; parentheses included ("Mocha (Banana Blossom)"), hyphens as
    /// spaces ("ginger-garlic paste").
    static func words(_ name: String) -> Set<String> {
        Set(IngredientEvaluation.words(name.replacingOccurrences(of: "-", with: " ")).map { synonyms[$0] ?? $0 })
    }

    /// The words of a name on a channel's list, with the lexicon's English for any it names in
    /// an Indian script: "বেগুন" is found by "aubergine", as the extractor names it.
    static func listedWords(_ name: String) -> Set<String> {
        HeuristicExtractor.lexiconIngredientNames(in: name).reduce(into: words(name)) { words, english in
            words.formUnion(Self.words(english))
        }
    }
}
