import Database
import FunctionRuntime
import Kitchen

await FunctionMain.run(name: "generate-grocery-list") {
    let database = Database(conninfo: try FunctionEnvironment().require("DATABASE_URL"))
    return GenerateGroceryListHandler(
        plans: PostgresMealPlanStore(database: database), recipes: PostgresRecipePool(database: database),
        lists: PostgresGroceryListStore(database: database))
}
