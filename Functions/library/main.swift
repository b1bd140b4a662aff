import Database
import FunctionRuntime
import Library

await FunctionMain.run(name: "library") {
    let environment = FunctionEnvironment()
    var settings = LibraryHandler.Settings()
    settings.addresses = AddressPolicy(allowPrivate: environment.optional("DOWNLOAD_ALLOW_PRIVATE_HOSTS") == "1")
    return LibraryHandler(
        store: PostgresLibraryStore(database: Database(conninfo: try environment.require("DATABASE_URL"))), settings: settings)
}
