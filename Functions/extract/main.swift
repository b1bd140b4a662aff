import ChefStream
import FunctionRuntime

await FunctionMain.run(name: "extract") {
    ExtractHandler(recipes: try ChefStreamEnvironment(FunctionEnvironment()).recipes)
}
