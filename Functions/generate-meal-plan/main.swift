import Database
import FunctionRuntime
import Kitchen

await FunctionMain.run(name: "generate-meal-plan") {
    let database = Database(conninfo: try FunctionEnvironment().require("DATABASE_URL"))
    return GenerateMealPlanHandler(
        plans: PostgresMealPlanStore(database: database), pool: PostgresRecipePool(database: database),
        tiers: PostgresTierStore(database: database))
}
