import Database
import FunctionRuntime
import Tokens

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

enum SignUp: Sendable, Equatable {
    case created(AuthenticatedUser)
    case emailInUse
    case throttled(retryAfterSeconds: Int)
}

enum IdentitySignIn: Sendable, Equatable {
    case signedIn(AuthenticatedUser)
    case emailRequired
    case emailNotVerified
}

/// What exchanging a refresh token came to (`public.refresh_session` explains each case).
enum Refresh: Sendable, Equatable {
    case rotated(AuthenticatedUser, sessionID: String)
    case invalid
    case expired
    case reused
    case raced
}

/// Accounts and sessions. Password hashes and refresh-token hashes never leave the database.
protocol UserDirectory: Sendable {
    func signIn(email: String, password: String, address: String, as identity: Identity) throws -> SignIn
    func signUp(email: String, password: String, name: String?, address: String, as identity: Identity) throws -> SignUp
    /// Only after the provider's ID token was verified.
    func signIn(with verified: VerifiedIdentity, name: String?) throws -> IdentitySignIn
    /// Starts a session for a user just authenticated; returns its id.
    func openSession(for user: UserID, method: String, refreshTokenHash: String, lifetimeSeconds: Int) throws -> String
    func refresh(tokenHash: String, newTokenHash: String, lifetimeSeconds: Int, graceSeconds: Int, as identity: Identity) throws -> Refresh
    func endSession(tokenHash: String, everywhere: Bool, as identity: Identity) throws
}

/// The account functions of the database (`public.sign_in`, `sign_up`, `sign_in_with_identity`,
/// `open_session`, `refresh_session`, `end_session`). Password checks and refresh rotation run as
/// the caller's role; linking a provider identity and opening a session need the service role,
/// because only this code has verified who the user is.
struct PostgresUserDirectory: UserDirectory {
    let database: Database

    func signIn(email: String, password: String, address: String, as identity: Identity) throws -> SignIn {
        try database.transaction(as: identity) { connection in
            let row = try connection.query(
                "select outcome, id, email, name, tier::text as tier, retry_after_seconds from public.sign_in($1, $2, $3)",
                [email, password, address]
            ).single()
            switch try row.requireString("outcome") {
            case "ok": return .signedIn(try Self.user(row))
            case "throttled": return .throttled(retryAfterSeconds: try row.int("retry_after_seconds") ?? 900)
            default: return .refused
            }
        }
    }

    func signUp(email: String, password: String, name: String?, address: String, as identity: Identity) throws -> SignUp {
        try database.transaction(as: identity) { connection in
            let row = try connection.query(
                "select outcome, id, email, name, tier::text as tier, retry_after_seconds from public.sign_up($1, $2, $3, $4)",
                [email, password, name, address]
            ).single()
            switch try row.requireString("outcome") {
            case "ok": return .created(try Self.user(row))
            case "throttled": return .throttled(retryAfterSeconds: try row.int("retry_after_seconds") ?? 900)
            default: return .emailInUse
            }
        }
    }

    func signIn(with verified: VerifiedIdentity, name: String?) throws -> IdentitySignIn {
        try database.transaction(as: .system) { connection in
            let row = try connection.query(
                "select outcome, id, email, name, tier::text as tier from public.sign_in_with_identity($1, $2, $3, $4, $5)",
                [
                    verified.provider.rawValue, verified.subject, verified.email, verified.emailVerified ? "true" : "false",
                    name ?? verified.name,
                ]
            ).single()
            switch try row.requireString("outcome") {
            case "ok": return .signedIn(try Self.user(row))
            case "email_required": return .emailRequired
            default: return .emailNotVerified
            }
        }
    }

    func openSession(for user: UserID, method: String, refreshTokenHash: String, lifetimeSeconds: Int) throws -> String {
        try database.transaction(as: .system) { connection in
            try connection.query(
                "select public.open_session($1::uuid, $2, $3, $4)::text as id",
                [user.description, method, refreshTokenHash, lifetimeSeconds]
            ).single().requireString("id")
        }
    }

    func refresh(tokenHash: String, newTokenHash: String, lifetimeSeconds: Int, graceSeconds: Int, as identity: Identity) throws -> Refresh
    {
        try database.transaction(as: identity) { connection in
            let row = try connection.query(
                "select outcome, session_id::text as session_id, id, email, name, tier::text as tier from public.refresh_session($1, $2, $3, $4)",
                [tokenHash, newTokenHash, lifetimeSeconds, graceSeconds]
            ).single()
            switch try row.requireString("outcome") {
            case "ok": return .rotated(try Self.user(row), sessionID: try row.requireString("session_id"))
            case "expired": return .expired
            case "reused": return .reused
            case "raced": return .raced
            default: return .invalid
            }
        }
    }

    func endSession(tokenHash: String, everywhere: Bool, as identity: Identity) throws {
        try database.transaction(as: identity) { connection in
            _ = try connection.query("select public.end_session($1, $2)", [tokenHash, everywhere ? "true" : "false"])
        }
    }

    static func user(_ row: PostgresRow) throws -> AuthenticatedUser {
        guard let id = UserID(try row.requireString("id")) else {
            throw PostgresError(kind: .decoding, message: "user id is not a UUID")
        }
        return AuthenticatedUser(
            id: id, email: try row.requireString("email"), name: try row.string("name"), tier: Tier(try row.requireString("tier")))
    }
}
