import Domain
import Foundation
import FunctionRuntime
import Tokens

/// Lifetimes and client ids, from the environment.
struct AuthSettings: Sendable {
    /// `ACCESS_TOKEN_TTL_SECONDS`: the Savry contract's 30 days by default, because its clients
    /// know nothing of refresh tokens; clients that refresh can be given e.g. one hour.
    var accessTokenLifetime: TimeInterval = AccessTokens.lifetime
    /// `REFRESH_TOKEN_TTL_SECONDS`: each refresh slides it.
    var refreshTokenLifetime = 60 * 24 * 60 * 60
    /// A token exchanged this recently and presented again is a client racing itself (409),
    /// not a stolen copy (which revokes the session).
    var refreshGraceSeconds = 10
    /// `APPLE_CLIENT_IDS`, `GOOGLE_CLIENT_IDS`: the accepted `aud` values (bundle ids, service
    /// ids, OAuth client ids). A provider without any answers 501.
    var clientIDs: [IdentityProvider: Set<String>] = [:]

    static let clientIDVariables: [IdentityProvider: String] = [.apple: "APPLE_CLIENT_IDS", .google: "GOOGLE_CLIENT_IDS"]

    init() {}

    init(_ environment: FunctionEnvironment) throws {
        if let text = environment.optional("ACCESS_TOKEN_TTL_SECONDS") {
            guard let seconds = Int(text), (60...(366 * 24 * 3600)).contains(seconds) else {
                throw ConfigurationError("ACCESS_TOKEN_TTL_SECONDS must be 60 to 31622400 seconds")
            }
            accessTokenLifetime = TimeInterval(seconds)
        }
        if let text = environment.optional("REFRESH_TOKEN_TTL_SECONDS") {
            guard let seconds = Int(text), (3600...(366 * 24 * 3600)).contains(seconds) else {
                throw ConfigurationError("REFRESH_TOKEN_TTL_SECONDS must be 3600 to 31622400 seconds")
            }
            refreshTokenLifetime = seconds
        }
        for (provider, variable) in Self.clientIDVariables {
            let ids = (environment.optional(variable) ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            clientIDs[provider] = Set(ids.filter { !$0.isEmpty })
        }
    }
}

struct ConfigurationError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The account routes of the Savry app API and their extensions:
/// - `POST /api/app/auth` `{email, password}` — log in (the contract's route);
/// - `POST /api/app/auth/signup` `{email, password, name?}` — a new FREE account;
/// - `POST /api/app/auth/apple` `{identityToken, nonce?, name?}`, `POST /api/app/auth/google`
///   `{idToken, nonce?}` — sign in with a provider's ID token;
/// - `POST /api/app/auth/refresh` `{refreshToken}` — the next token pair;
/// - `POST /api/app/auth/logout` `{refreshToken, everywhere?}` — end the session (or all).
/// Every sign-in answers `{token, refreshToken, expiresIn, user}`: the contract's `{token, user}`
/// with the refresh token beside it.
struct AuthHandler: FunctionHandler {
    let users: any UserDirectory
    let tokens: AccessTokens
    let keys: ProviderKeys?
    let settings: AuthSettings

    init(users: any UserDirectory, tokens: AccessTokens, keys: ProviderKeys? = nil, settings: AuthSettings = AuthSettings()) {
        self.users = users
        self.tokens = tokens
        self.keys = keys
        self.settings = settings
    }

    var errorStyle: ErrorStyle { .messageField }
    var access: Access { .anyone }

    enum Request: FunctionRequest, Equatable {
        case login(email: String, password: String, address: String)
        case signup(email: String, password: String, name: String?, address: String)
        case provider(IdentityProvider, token: String, nonce: String?, name: String?)
        case refresh(token: String)
        case logout(token: String, everywhere: Bool)

        init(_ envelope: RequestEnvelope) throws(FunctionError) {
            let fields = FieldReader(try envelope.jsonObject())
            let address = envelope.requestContext.http.sourceIp
            let path = envelope.requestContext.http.path
            switch path.split(separator: "/").last.map(String.init) {
            case "signup":
                try Self.require(["email", "password"], in: fields)
                // Checked in the form it is stored in (`internal.normalised_email`: NFKC, lower
                // case), which can be longer than typed: "ﷺ" is eighteen letters.
                let email = try fields.requireString("email", maxLength: 320).trimmed.precomposedStringWithCompatibilityMapping
                    .lowercased()
                guard Self.looksLikeEmail(email) else { throw SavryAppErrors.invalidEmail }
                let password = try fields.requireString("password", maxLength: 1024)
                guard password.count >= 8, password.utf8.count <= 72 else { throw SavryAppErrors.weakPassword }
                let name = try fields.string("name", maxLength: 200)?.trimmed
                self = .signup(email: email, password: password, name: name?.isEmpty == false ? name : nil, address: address)
            case "apple", "google":
                let provider: IdentityProvider = path.hasSuffix("apple") ? .apple : .google
                let tokenField = provider == .apple ? "identityToken" : "idToken"
                try Self.require([tokenField], in: fields)
                let name = try fields.string("name", maxLength: 200)?.trimmed
                self = .provider(
                    provider, token: try fields.requireString(tokenField, maxLength: 16_384).trimmed,
                    nonce: try fields.string("nonce", maxLength: 512), name: name?.isEmpty == false ? name : nil)
            case "refresh":
                try Self.require(["refreshToken"], in: fields)
                self = .refresh(token: try fields.requireString("refreshToken", maxLength: 256).trimmed)
            case "logout":
                try Self.require(["refreshToken"], in: fields)
                self = .logout(
                    token: try fields.requireString("refreshToken", maxLength: 256).trimmed,
                    everywhere: try fields.bool("everywhere") ?? false)
            default:
                try Self.require(["email", "password"], in: fields)
                self = .login(
                    email: try fields.requireString("email", maxLength: 320).trimmed,
                    password: try fields.requireString("password", maxLength: 1024),
                    address: address)
            }
        }

        static func require(_ names: [String], in fields: FieldReader) throws(FunctionError) {
            let missing = fields.missing(names)
            guard missing.isEmpty else { throw CommonErrors.missingFields(missing) }
        }

        /// One `@`, something before it, a dot in the domain, no spaces: the checks worth making
        /// without sending mail.
        static func looksLikeEmail(_ text: String) -> Bool {
            let parts = text.split(separator: "@", omittingEmptySubsequences: false)
            guard text.utf8.count <= 320, parts.count == 2, !parts[0].isEmpty, !text.contains(where: \.isWhitespace) else { return false }
            let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
            return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
        }
    }

    enum Response: FunctionResponse, Equatable {
        case signedIn(token: String, refreshToken: String, expiresIn: Int, user: AuthenticatedUser, created: Bool)
        case loggedOut

        var statusCode: Int {
            if case .signedIn(_, _, _, _, true) = self { return 201 }
            return 200
        }

        var json: JSONValue {
            switch self {
            case .signedIn(let token, let refreshToken, let expiresIn, let user, _):
                return [
                    "token": .string(token), "refreshToken": .string(refreshToken), "expiresIn": .int(Int64(expiresIn)),
                    "user": [
                        "id": .string(user.id.description), "email": .string(user.email), "name": .optional(user.name),
                        "tier": .string(user.tier.rawValue),
                    ],
                ]
            case .loggedOut:
                return ["loggedOut": true]
            }
        }
    }

    func handle(_ request: Request, context: FunctionContext) async throws -> Response {
        switch request {
        case .login(let email, let password, let address):
            switch try users.signIn(email: email, password: password, address: address, as: context.identity) {
            case .signedIn(let user):
                context.logger.info("login succeeded", metadata: ["userId": "\(user.id)"])
                return try await start(user, method: "password", created: false, context: context)
            case .refused:
                context.logger.info("login refused")
                throw SavryAppErrors.invalidCredentials
            case .throttled(let seconds):
                context.logger.warning("login throttled")
                throw SavryAppErrors.signInThrottled(retryAfterSeconds: seconds)
            }
        case .signup(let email, let password, let name, let address):
            switch try users.signUp(email: email, password: password, name: name, address: address, as: context.identity) {
            case .created(let user):
                context.logger.info("account created", metadata: ["userId": "\(user.id)"])
                return try await start(user, method: "signup", created: true, context: context)
            case .emailInUse:
                throw SavryAppErrors.emailInUse
            case .throttled(let seconds):
                context.logger.warning("sign-up throttled")
                throw SavryAppErrors.signUpThrottled(retryAfterSeconds: seconds)
            }
        case .provider(let provider, let token, let nonce, let name):
            return try await signIn(provider, token: token, nonce: nonce, name: name, context: context)
        case .refresh(let token):
            guard RefreshTokens.isWellFormed(token) else { throw SavryAppErrors.invalidRefreshToken }
            let next = RefreshTokens.generate()
            switch try users.refresh(
                tokenHash: RefreshTokens.hash(token), newTokenHash: RefreshTokens.hash(next),
                lifetimeSeconds: settings.refreshTokenLifetime,
                graceSeconds: settings.refreshGraceSeconds, as: context.identity)
            {
            case .rotated(let user, let sessionID):
                return try await answer(user, sessionID: sessionID, refreshToken: next, created: false, context: context)
            case .invalid: throw SavryAppErrors.invalidRefreshToken
            case .expired: throw SavryAppErrors.refreshTokenExpired
            case .raced: throw SavryAppErrors.refreshInProgress
            case .reused:
                context.logger.warning("refresh token reused; session revoked")
                throw SavryAppErrors.refreshTokenReused
            }
        case .logout(let token, let everywhere):
            // Unknown or malformed tokens log out nothing, and say so no differently: logging
            // out is idempotent and must not tell a guesser which tokens exist.
            if RefreshTokens.isWellFormed(token) {
                try users.endSession(tokenHash: RefreshTokens.hash(token), everywhere: everywhere, as: context.identity)
            }
            context.logger.info("logout", metadata: ["everywhere": "\(everywhere)"])
            return .loggedOut
        }
    }

    func signIn(_ provider: IdentityProvider, token: String, nonce: String?, name: String?, context: FunctionContext) async throws
        -> Response
    {
        let clientIDs = settings.clientIDs[provider] ?? []
        guard !clientIDs.isEmpty, let keys else {
            throw SavryAppErrors.providerNotConfigured(
                provider == .apple ? "Apple" : "Google", variable: AuthSettings.clientIDVariables[provider]!)
        }
        let verifier = IdentityTokenVerifier(provider: provider, clientIDs: clientIDs)
        let verified: VerifiedIdentity
        do {
            let kid = try IdentityTokenVerifier.keyID(of: token)
            let key = try await keys.key(provider, kid: kid, now: context.now)
            verified = try await verifier.verify(token, nonce: nonce, key: key, now: context.now)
        } catch let error as IdentityTokenError {
            context.logger.info("identity token refused", metadata: ["provider": "\(provider.rawValue)", "reason": "\(error.reason)"])
            throw SavryAppErrors.invalidIdentityToken(reason: error.reason)
        }
        switch try users.signIn(with: verified, name: name) {
        case .signedIn(let user):
            context.logger.info("provider sign-in", metadata: ["provider": "\(provider.rawValue)", "userId": "\(user.id)"])
            return try await start(user, method: provider.rawValue, created: false, context: context)
        case .emailRequired: throw SavryAppErrors.identityEmailMissing
        case .emailNotVerified: throw SavryAppErrors.emailNotVerified
        }
    }

    /// Opens a session and answers with its first token pair.
    func start(_ user: AuthenticatedUser, method: String, created: Bool, context: FunctionContext) async throws -> Response {
        let refreshToken = RefreshTokens.generate()
        let sessionID = try users.openSession(
            for: user.id, method: method, refreshTokenHash: RefreshTokens.hash(refreshToken), lifetimeSeconds: settings.refreshTokenLifetime
        )
        return try await answer(user, sessionID: sessionID, refreshToken: refreshToken, created: created, context: context)
    }

    func answer(_ user: AuthenticatedUser, sessionID: String, refreshToken: String, created: Bool, context: FunctionContext) async throws
        -> Response
    {
        let token = try await tokens.issue(
            userID: user.id.description, email: user.email, tier: user.tier.rawValue, sessionID: sessionID,
            lifetime: settings.accessTokenLifetime, now: context.now)
        return .signedIn(
            token: token, refreshToken: refreshToken, expiresIn: Int(settings.accessTokenLifetime), user: user, created: created)
    }
}
