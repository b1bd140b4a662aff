import Database
import FunctionRuntime

protocol AccountStore: Sendable {
    /// `{format, exportedAt, user, data: {table: [rows]}}`.
    func export(as identity: Identity) throws -> JSONValue
    /// `{removed: {table: count}, anonymised: {table: count}}`.
    func delete(as identity: Identity) throws -> JSONValue
}

/// `public.export_my_account()` and `public.delete_my_account()`, run as the caller: both read
/// the user from the token (`auth.uid()`), so no request can name another account.
struct PostgresAccountStore: AccountStore {
    let database: Database

    func export(as identity: Identity) throws -> JSONValue {
        try database.read(as: identity, "select public.export_my_account() as document").single().json("document") ?? .null
    }

    func delete(as identity: Identity) throws -> JSONValue {
        try database.transaction(as: identity) { connection in
            try connection.query("select public.delete_my_account() as summary").single().json("summary") ?? .null
        }
    }
}
