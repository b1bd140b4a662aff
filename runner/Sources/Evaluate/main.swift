import Extraction
import Foundation

// evaluate [--data DIR] [--verbose] [ingredients|videos|all]
var arguments = Array(CommandLine.arguments.dropFirst())
var dataDirectory = "../shared/eval"
var verbose = false
var what = "all"
var target = ""
while let argument = arguments.first {
    arguments.removeFirst()
    switch argument {
    case "--data": dataDirectory = arguments.removeFirst()
    case "--verbose": verbose = true
    case "dump":
        what = "dump"
        target = arguments.removeFirst()
    default: what = argument
    }
}
if what == "all" || what == "ingredients" {
    let evaluation = try IngredientEvaluation(path: dataDirectory + "/ingredient_lines.dev.jsonl")
    print(evaluation.run(verbose: verbose).joined(separator: "\n"))
}
if what == "all" || what == "videos" {
    let evaluation = try VideoEvaluation(path: dataDirectory + "/video_records.dev.jsonl")
    print(try await evaluation.run(extractor: HeuristicExtractor(), verbose: verbose).joined(separator: "\n"))
}
if what == "dump" {
    try await Dump.run(path: dataDirectory + "/video_records.dev.jsonl", id: target)
}
