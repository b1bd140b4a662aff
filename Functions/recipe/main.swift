import ChefStream
import FunctionRuntime

await FunctionMain.run(name: "recipe") {
    RecipeHandler(recipes: try ChefStreamEnvironment(FunctionEnvironment()).recipes)
}
