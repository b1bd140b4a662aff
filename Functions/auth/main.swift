import Database
import FunctionRuntime
import Tokens

await FunctionMain.run(name: "auth") {
    let environment = FunctionEnvironment()
    let database = Database(conninfo: try environment.require("DATABASE_URL"))
    return AuthHandler(
        users: PostgresUserDirectory(database: database),
        tokens: await AccessTokens(secret: try environment.require("JWT_SECRET")))
}
