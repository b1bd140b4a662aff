import Database
import FunctionRuntime

struct AuthenticatedUser: Sendable, Equatable {
    let id: UserID
    let email: String
    let name: String?
    let tier: Tier
}

/// Checks credentials. The password hash never leaves the database.
protocol UserDirectory: Sendable {
    func authenticate(email: String, password: String, as identity: Identity) throws -> AuthenticatedUser?
}

/// bcrypt verification inside Postgres (`public.authenticate_user`, pgcrypto), as the caller's
/// role: the API roles cannot read the credentials table themselves.
struct PostgresUserDirectory: UserDirectory {
    let database: Database

    func authenticate(email: String, password: String, as identity: Identity) throws -> AuthenticatedUser? {
        try database.transaction(as: identity) { connection in
            guard
                let row = try connection.query(
                    "select id, email, name, tier from public.authenticate_user($1, $2)", [email, password]
                ).first
            else { return nil }
            guard let id = UserID(try row.requireString("id")) else {
                throw PostgresError(kind: .decoding, message: "user id is not a UUID")
            }
            return AuthenticatedUser(
                id: id, email: try row.requireString("email"), name: try row.string("name"), tier: Tier(try row.requireString("tier")))
        }
    }
}
