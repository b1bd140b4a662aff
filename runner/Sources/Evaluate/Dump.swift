import Extraction
import Foundation
import FunctionRuntime
import Recipes

/// `evaluate dump <id>…`: the extractor's JSON for records, for inspection, each after a line
/// "=== <id>".
enum Dump {
    static func run(path: String, ids: Set<String>, translator: OfflineTranslator) async throws {
        let evaluation = try VideoEvaluation(path: path)
        let extractor = HeuristicExtractor(translator: translator)
        for record in evaluation.records where ids.contains(record.id) || ids.contains(record.videoId) {
            print("=== \(record.id)")
            let input = ExtractionInput(
                videoID: record.videoId, title: record.title, description: record.description, transcript: record.transcript,
                chapters: ExtractionInput.chapters(in: record.description ?? ""))
            let output = try await extractor.extract(input, deadline: Date().addingTimeInterval(60))
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(output.result.json), as: UTF8.self))
            if let references = record.expected.stepsReference {
                print("REFERENCE STEPS:\n" + references.map { "  " + $0.text }.joined(separator: "\n"))
            }
        }
    }
}
