import Database
import FunctionRuntime

await FunctionMain.run(name: "save-community-recipe") {
    let database = Database(conninfo: try FunctionEnvironment().require("DATABASE_URL"))
    return SaveCommunityRecipeHandler(store: PostgresCommunityRecipeStore(database: database))
}
