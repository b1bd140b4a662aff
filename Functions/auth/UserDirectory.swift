import Database
import FunctionRuntime

struct AuthenticatedUser: Sendable, Equatable {
    let id: UserID
    let email: String
    let name: String?
    let tier: Tier
}

/// What a sign-in attempt came to.
enum SignIn: Sendable, Equatable {
    case signedIn(AuthenticatedUser)
    /// Unknown email or wrong password, alike.
    case refused
    /// Too many failures for this email or from this address; try again after this many seconds.
    case throttled(retryAfterSeconds: Int)
}

/// Checks credentials. The password hash never leaves the database.
protocol UserDirectory: Sendable {
    func signIn(email: String, password: String, address: String, as identity: Identity) throws -> SignIn
}

/// bcrypt verification inside Postgres (`public.sign_in`, pgcrypto), as the caller's role: the API
/// roles cannot read the credentials table themselves. Failures are counted there too, so every
/// runner instance throttles alike.
struct PostgresUserDirectory: UserDirectory {
    let database: Database

    func signIn(email: String, password: String, address: String, as identity: Identity) throws -> SignIn {
        try database.transaction(as: identity) { connection in
            let row = try connection.query(
                "select outcome, id, email, name, tier::text as tier, retry_after_seconds from public.sign_in($1, $2, $3)",
                [email, password, address]
            ).single()
            switch try row.requireString("outcome") {
            case "ok":
                guard let id = UserID(try row.requireString("id")) else {
                    throw PostgresError(kind: .decoding, message: "user id is not a UUID")
                }
                return .signedIn(
                    AuthenticatedUser(
                        id: id, email: try row.requireString("email"), name: try row.string("name"),
                        tier: Tier(try row.requireString("tier"))))
            case "throttled":
                return .throttled(retryAfterSeconds: try row.int("retry_after_seconds") ?? 900)
            default:
                return .refused
            }
        }
    }
}
