import Foundation

// evaluate [--data DIR] [--verbose] [ingredients|videos|all]
var arguments = Array(CommandLine.arguments.dropFirst())
var dataDirectory = "../shared/eval"
var verbose = false
var what = "all"
while let argument = arguments.first {
    arguments.removeFirst()
    switch argument {
    case "--data": dataDirectory = arguments.removeFirst()
    case "--verbose": verbose = true
    default: what = argument
    }
}
if what == "all" || what == "ingredients" {
    let evaluation = try IngredientEvaluation(path: dataDirectory + "/ingredient_lines.dev.jsonl")
    print(evaluation.run(verbose: verbose).joined(separator: "\n"))
}
