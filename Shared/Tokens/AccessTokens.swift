import FunctionRuntime
import JWTKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The claims of the access tokens we issue (the Savry app API: `userId`, `email`, `tier`; Supabase:
/// `sub`, `role`, `aud`).
public struct AccessTokenClaims: JWTPayload, Equatable {
    public var sub: SubjectClaim
    public var userId: String
    public var email: String
    public var tier: String
    public var role: String
    public var aud: AudienceClaim
    public var iss: IssuerClaim
    public var iat: IssuedAtClaim
    public var exp: ExpirationClaim
    /// The session (refresh-token family) the token was issued in, when there is one: the
    /// database refuses the token once that session has ended (logout, reuse of a refresh token).
    public var sid: String?

    public init(
        userID: String, email: String, tier: String, role: String, issuedAt: Date, expiresAt: Date, sessionID: String? = nil
    ) {
        self.sub = SubjectClaim(value: userID)
        self.userId = userID
        self.email = email
        self.tier = tier
        self.role = role
        self.aud = AudienceClaim(value: "authenticated")
        self.iss = IssuerClaim(value: AccessTokens.issuer)
        // NumericDate in whole seconds: some clients reject fractional values.
        self.iat = IssuedAtClaim(value: Date(timeIntervalSince1970: issuedAt.timeIntervalSince1970.rounded(.down)))
        self.exp = ExpirationClaim(value: Date(timeIntervalSince1970: expiresAt.timeIntervalSince1970.rounded(.down)))
        self.sid = sessionID
    }

    public func verify(using algorithm: some JWTAlgorithm) async throws {
        try exp.verifyNotExpired()
    }
}

/// Any verified token's claims, kept whole so the runner can pass them on unchanged.
struct VerifiedClaims: JWTPayload {
    let claims: [String: JSONValue]

    init(from decoder: any Decoder) throws {
        claims = try decoder.singleValueContainer().decode([String: JSONValue].self)
    }

    init(claims: [String: JSONValue]) {
        self.claims = claims
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(claims)
    }

    /// Expiry is mandatory: a token that never expires is refused.
    func verify(using algorithm: some JWTAlgorithm) async throws {
        let now = Date().timeIntervalSince1970
        guard let exp = claims["exp"]?.doubleValue, exp > now else { throw TokenError.expired }
        if let nbf = claims["nbf"]?.doubleValue, nbf > now + 30 { throw TokenError.notYetValid }
    }
}

public enum TokenError: Error, Equatable {
    case expired
    case notYetValid
    case malformed
    /// Signed with our secret but not issued by us (`iss`), or not meant for this API (`aud`).
    case wrongIssuerOrAudience
}

/// Signs and verifies HS256 access tokens with one shared secret (`JWT_SECRET`), using
/// vapor/jwt-kit. The secret is never logged.
public struct AccessTokens: Sendable {
    /// The Savry app API: tokens are valid for 30 days.
    public static let lifetime: TimeInterval = 30 * 24 * 60 * 60

    private let keys: JWTKeyCollection

    public init(secret: String) async {
        let keys = JWTKeyCollection()
        await keys.add(hmac: HMACKey(from: secret), digestAlgorithm: .sha256)
        self.keys = keys
    }

    public func sign(_ claims: AccessTokenClaims) async throws -> String {
        try await keys.sign(claims)
    }

    /// Issues the standard token for a signed-in user, valid for `lifetime` seconds (the Savry
    /// contract's 30 days unless configured: `ACCESS_TOKEN_TTL_SECONDS`).
    public func issue(
        userID: String, email: String, tier: String, role: String = "authenticated", sessionID: String? = nil,
        lifetime: TimeInterval = AccessTokens.lifetime, now: Date
    ) async throws -> String {
        try await sign(
            AccessTokenClaims(
                userID: userID, email: email, tier: tier, role: role,
                issuedAt: now, expiresAt: now.addingTimeInterval(lifetime), sessionID: sessionID))
    }

    /// The `iss` of every token this service issues.
    public static let issuer = "recipe-backend"

    /// Verifies signature (HS256 only), expiry and not-before, the issuer, and for a user's
    /// token the audience; returns every claim. A secret shared with another system (a Supabase
    /// project's JWT secret, say) must not make that system's tokens ours: `iss` must be this
    /// service's, and a user token's `aud` must be "authenticated".
    public func verify(_ token: String) async throws -> [String: JSONValue] {
        let claims = try await keys.verify(token, as: VerifiedClaims.self).claims
        guard claims["iss"]?.stringValue == Self.issuer else { throw TokenError.wrongIssuerOrAudience }
        if claims["role"]?.stringValue == "authenticated" {
            let audiences: [String]
            switch claims["aud"] {
            case .string(let audience)?: audiences = [audience]
            case .array(let values)?: audiences = values.compactMap(\.stringValue)
            default: audiences = []
            }
            guard audiences.contains("authenticated") else { throw TokenError.wrongIssuerOrAudience }
        }
        return claims
    }

    /// Signs arbitrary claims with the secret: for tests and development tools that need a token
    /// the service would not issue (wrong issuer, audience, role).
    public func sign(raw claims: [String: JSONValue]) async throws -> String {
        try await keys.sign(VerifiedClaims(claims: claims))
    }
}
