import Database
import FunctionRuntime
import Library

await FunctionMain.run(name: "library") {
    let environment = FunctionEnvironment()
    var settings = LibraryHandler.Settings()
    settings.addresses = AddressPolicy(allowPrivate: environment.optional("DOWNLOAD_ALLOW_PRIVATE_HOSTS") == "1")
    let database = Database(conninfo: try environment.require("DATABASE_URL"))
    let uploads = environment.optional("LIBRARY_DIR").flatMap { root in
        root.isEmpty
            ? nil
            : LibraryUploads(
                storage: LocalFolderStorage(root: root), database: database,
                probe: MediaProbe.locate(override: environment.optional("FFPROBE_PATH")),
                quotaBytes: DownloadSettings.userQuota(environment.optional("LIBRARY_USER_QUOTA_BYTES")))
    }
    return LibraryHandler(store: PostgresLibraryStore(database: database), settings: settings, uploads: uploads)
}
