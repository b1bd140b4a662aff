import Recipes

@testable import Extraction

/// The extractor as a newcomer's first run has it: the embedded glossary, no Apertium, no keys.
/// One place for the tests that read whole captions, lists and transcripts.
enum Offline {
    static func extract(_ input: ExtractionInput) -> ExtractionOutput {
        HeuristicExtractor(translator: OfflineTranslator(apertiumPath: nil)).extractSync(input)
    }

    static func extract(title: String?, description: String?, transcript: String? = nil) -> ExtractionOutput {
        extract(ExtractionInput(videoID: "offline", title: title, description: description, transcript: transcript, chapters: []))
    }

    /// The recipe read, or nil when the answer is not a recipe (tests `#require` it).
    static func recipe(_ input: ExtractionInput) -> RecipeDocument? {
        guard case .recipe(let document) = extract(input).result else { return nil }
        return document
    }

    static func recipe(title: String?, description: String?, transcript: String? = nil) -> RecipeDocument? {
        recipe(ExtractionInput(videoID: "offline", title: title, description: description, transcript: transcript, chapters: []))
    }
}
