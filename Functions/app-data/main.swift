import Database
import FunctionRuntime
import Kitchen

await FunctionMain.run(name: "app-data") {
    let database = Database(conninfo: try FunctionEnvironment().require("DATABASE_URL"))
    return AppDataHandler(store: KitchenStore(database: database))
}
