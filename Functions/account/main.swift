import Database
import FunctionRuntime

await FunctionMain.run(name: "account") {
    AccountHandler(store: PostgresAccountStore(database: Database(conninfo: try FunctionEnvironment().require("DATABASE_URL"))))
}
