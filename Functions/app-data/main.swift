import Database
import FunctionRuntime
import Kitchen

await FunctionMain.run(name: "app-data") {
    AppDataHandler(store: PostgresAppDataStore(database: Database(conninfo: try FunctionEnvironment().require("DATABASE_URL"))))
}
