import Database
import FunctionRuntime
import Kitchen

await FunctionMain.run(name: "generate-meal-plan") {
    let database = Database(conninfo: try FunctionEnvironment().require("DATABASE_URL"))
    return GenerateMealPlanHandler(store: KitchenStore(database: database))
}
