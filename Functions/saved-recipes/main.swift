import Database
import FunctionRuntime
import Kitchen

await FunctionMain.run(name: "saved-recipes") {
    let database = Database(conninfo: try FunctionEnvironment().require("DATABASE_URL"))
    return SavedRecipesHandler(favourites: PostgresFavouriteStore(database: database))
}
