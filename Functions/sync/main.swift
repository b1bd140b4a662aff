import Database
import FunctionRuntime
import Kitchen

await FunctionMain.run(name: "sync") {
    SyncHandler(store: PostgresSyncStore(database: Database(conninfo: try FunctionEnvironment().require("DATABASE_URL"))))
}
