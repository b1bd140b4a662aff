import Database
import FunctionRuntime
import Kitchen

await FunctionMain.run(name: "sync") {
    let database = Database(conninfo: try FunctionEnvironment().require("DATABASE_URL"))
    return SyncHandler(store: KitchenStore(database: database))
}
