import ArgumentParser
import Extraction
import Foundation

/// `evaluate [ingredients|videos|all]`, `evaluate dump <id>`: the extraction figures on the
/// labelled corpora (`../shared/eval`, or `EVAL_DATA`).
@main
struct EvaluateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evaluate", abstract: "Extraction figures on the labelled corpora.", subcommands: [Score.self, DumpRecord.self],
        defaultSubcommand: Score.self)
}

struct DataOptions: ParsableArguments {
    @Option(help: "Folder with the labelled corpora.")
    var data = ProcessInfo.processInfo.environment["EVAL_DATA"] ?? "../shared/eval"
}

struct Score: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "score", abstract: "Score the offline extractor.")

    enum Corpus: String, ExpressibleByArgument, CaseIterable {
        case all, ingredients, videos
    }

    @OptionGroup var options: DataOptions

    @Flag(help: "Print every miss.")
    var verbose = false

    @Argument(help: "Which corpus: all, ingredients or videos.")
    var corpus: Corpus = .all

    func run() async throws {
        if corpus == .all || corpus == .ingredients {
            let evaluation = try IngredientEvaluation(path: options.data + "/ingredient_lines.dev.jsonl")
            print(evaluation.run(verbose: verbose).joined(separator: "\n"))
        }
        if corpus == .all || corpus == .videos {
            let evaluation = try VideoEvaluation(path: options.data + "/video_records.dev.jsonl")
            print(try await evaluation.run(extractor: HeuristicExtractor(), verbose: verbose).joined(separator: "\n"))
        }
    }
}

struct DumpRecord: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "dump", abstract: "The extractor's JSON for one record.")

    @OptionGroup var options: DataOptions

    @Argument(help: "The record's id or video id.")
    var id: String

    func run() async throws {
        try await Dump.run(path: options.data + "/video_records.dev.jsonl", id: id)
    }
}
