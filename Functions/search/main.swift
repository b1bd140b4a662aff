import ChefStream
import FunctionRuntime

await FunctionMain.run(name: "search") {
    let environment = try ChefStreamEnvironment(FunctionEnvironment())
    return SearchHandler(
        search: SearchService(database: environment.database, provider: environment.searchProvider),
        categories: CategoryStore(database: environment.database))
}
