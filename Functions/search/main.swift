import ChefStream
import FunctionRuntime

await FunctionMain.run(name: "search") {
    let environment = try ChefStreamEnvironment(FunctionEnvironment())
    return SearchHandler(search: environment.search, categories: environment.categories)
}
