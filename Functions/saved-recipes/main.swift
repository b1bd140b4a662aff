import Database
import FunctionRuntime
import Kitchen

await FunctionMain.run(name: "saved-recipes") {
    let database = Database(conninfo: try FunctionEnvironment().require("DATABASE_URL"))
    return SavedRecipesHandler(store: KitchenStore(database: database))
}
