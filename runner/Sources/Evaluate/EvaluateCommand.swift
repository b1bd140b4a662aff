import ArgumentParser
import Extraction
import Foundation

/// `evaluate [ingredients|videos|all]`, `evaluate dump <id>`: the extraction figures on the
/// labelled corpora (`../shared/eval`, or `EVAL_DATA`).
@main
struct EvaluateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evaluate", abstract: "Extraction figures on the labelled corpora.",
        subcommands: [Score.self, DumpRecord.self, ParseLine.self, Throughput.self],
        defaultSubcommand: Score.self)
}

struct DataOptions: ParsableArguments {
    @Option(help: "Folder with the labelled corpora.")
    var data = ProcessInfo.processInfo.environment["EVAL_DATA"] ?? "../shared/eval"

    enum Split: String, ExpressibleByArgument, CaseIterable {
        case dev
        case devLarge = "dev-large"
    }

    @Option(help: "Which files: dev (the 44 records and 240 lines) or dev-large (510 and 3,400).")
    var split: Split = .devLarge

    /// The part of the split to score: `tune` (what rules are tuned on), `score` (looked at only
    /// when a change is done) or `all`. A record is in `score` when the FNV-1a hash of its id is
    /// 0 mod 5 — about a fifth, fixed by the id alone, so it never moves between parts.
    /// `validation` is the fifth of `tune` that `train_tagger.py --hold-out` leaves out (hash / 5
    /// is 0 mod 5): choices that involve the CRF are measured there, on lines a model trained
    /// that way has not seen, since the shipped model has seen all of `tune`.
    enum Part: String, ExpressibleByArgument, CaseIterable {
        case all, tune, score, validation
    }

    @Option(help: "Part of the split: all, tune (about 4/5), score (about 1/5, by a hash of the id) or validation (a fifth of tune).")
    var part: Part = .all

    func path(_ corpus: String) -> String { data + "/\(corpus).\(split.rawValue).jsonl" }

    func includes(_ id: String) -> Bool {
        guard part != .all else { return true }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in id.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        if part == .validation { return hash % 5 != 0 && (hash / 5) % 5 == 0 }
        return (hash % 5 == 0) == (part == .score)
    }
}

struct Score: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "score", abstract: "Score the offline extractor.")

    enum Corpus: String, ExpressibleByArgument, CaseIterable {
        case all, ingredients, videos
    }

    @OptionGroup var options: DataOptions

    @Flag(help: "Print every miss.")
    var verbose = false

    @Flag(help: "Translate with the glossary only (no Apertium process): the throughput figure.")
    var noApertium = false

    @Argument(help: "Which corpus: all, ingredients or videos.")
    var corpus: Corpus = .all

    @Option(help: "Ingredient lines: a CRF file written by train_tagger.py to use instead of the shipped one.")
    var tagger: String?

    @Option(help: "Ingredient lines: whose full report and misses to print (rules, crf or both, the product's choice).")
    var parser: IngredientEvaluation.Parser = .both

    func run() async throws {
        if corpus == .all || corpus == .ingredients {
            var evaluation = try IngredientEvaluation(path: options.path("ingredient_lines"))
            if let tagger {
                guard let model = IngredientTagger(text: try String(contentsOfFile: tagger, encoding: .utf8)) else {
                    throw ValidationError("\(tagger) is not a tagger file")
                }
                evaluation.tagger = model
            }
            evaluation.lines = evaluation.lines.filter { options.includes($0.id) }
            print(evaluation.compare().joined(separator: "\n"))
            print(evaluation.run(verbose: verbose, parser: parser).joined(separator: "\n"))
            print(ListEvaluation.run(lines: evaluation.lines, verbose: verbose).joined(separator: "\n"))
        }
        if corpus == .all || corpus == .videos {
            var evaluation = try VideoEvaluation(path: options.path("video_records"))
            evaluation.records = evaluation.records.filter { options.includes($0.id) }
            let translator = noApertium ? OfflineTranslator(apertiumPath: nil) : OfflineTranslator()
            print(
                try await evaluation.run(extractor: HeuristicExtractor(translator: translator), verbose: verbose).joined(separator: "\n"))
        }
    }
}

struct DumpRecord: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "dump", abstract: "The extractor's JSON for records, one after another.")

    @OptionGroup var options: DataOptions

    @Flag(help: "Translate with the glossary only (no Apertium process).")
    var noApertium = false

    @Argument(help: "Records' ids or video ids.")
    var ids: [String]

    func run() async throws {
        let translator = noApertium ? OfflineTranslator(apertiumPath: nil) : OfflineTranslator()
        try await Dump.run(path: options.path("video_records"), ids: Set(ids), translator: translator)
    }
}

struct ParseLine: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "line", abstract: "How the rules, the CRF and both read ingredient lines, one per argument.")

    @Argument(help: "Ingredient lines.")
    var lines: [String]

    func run() throws {
        for line in lines {
            print(line)
            for parser in IngredientEvaluation.Parser.allCases {
                let parsed = parser.parse(line, tagger: IngredientTagger.shared)
                let fields =
                    parsed.map { "q=\($0.quantity ?? "-") u=\($0.unit ?? "-") item=\($0.item) notes=\($0.notes ?? "-")" } ?? "no ingredient"
                print("  \(parser.rawValue.padding(toLength: 5, withPad: " ", startingAt: 0)) \(fields)")
            }
            if let tagger = IngredientTagger.shared {
                let tokens = IngredientTagger.tokens(line).map(\.text)
                print("  tags  " + zip(tokens, tagger.tag(tokens)).map { "\($0)/\($1)" }.joined(separator: " "))
            }
        }
    }
}

struct Throughput: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "throughput",
        abstract: "Descriptions (title and description, no transcript) extracted per second on one core, glossary only.")

    @OptionGroup var options: DataOptions

    @Option(help: "Passes over the records.")
    var passes = 5

    @Flag(help: "Include transcripts.")
    var transcripts = false

    func run() async throws {
        let evaluation = try VideoEvaluation(path: options.path("video_records"))
        let extractor = HeuristicExtractor(translator: OfflineTranslator(apertiumPath: nil))
        let inputs = evaluation.records.map {
            ExtractionInput(
                videoID: $0.videoId, title: $0.title, description: $0.description, transcript: transcripts ? $0.transcript : nil,
                chapters: ExtractionInput.chapters(in: $0.description ?? ""))
        }
        var rates: [Double] = []
        for _ in 0..<passes {
            let started = DispatchTime.now().uptimeNanoseconds
            for input in inputs { _ = extractor.extractSync(input) }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            rates.append(Double(inputs.count) / seconds)
        }
        rates.sort()
        print(
            String(
                format: "%d records%@, %d passes: median %.0f extractions/s (min %.0f, max %.0f) on one core", inputs.count,
                transcripts ? " with transcripts" : "", passes, rates[rates.count / 2], rates.first ?? 0, rates.last ?? 0))
    }
}
