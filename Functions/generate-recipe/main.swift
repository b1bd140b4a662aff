import Database
import FunctionRuntime
import Kitchen
import Providers

await FunctionMain.run(name: "generate-recipe") {
    let environment = FunctionEnvironment()
    let database = Database(conninfo: try environment.require("DATABASE_URL"))
    let generator: any RecipeGenerator =
        if let baseURL = environment.optional("LLM_BASE_URL") {
            LLMRecipeGenerator(
                client: OpenAIChatClient(
                    baseURL: baseURL, apiKey: environment.optional("LLM_API_KEY"), model: environment.optional("LLM_MODEL") ?? "gpt-4o-mini"
                ))
        } else {
            StoreRecipeGenerator()
        }
    return GenerateRecipeHandler(
        answers: PostgresGenerationCache(database: database), pool: PostgresRecipePool(database: database),
        leases: PostgresLeaseStore(database: database), generator: generator,
        spend: PostgresSpendGuard.fromEnvironment(environment, database: database))
}
