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
    public var iat: IssuedAtClaim
    public var exp: ExpirationClaim

    public init(userID: String, email: String, tier: String, role: String, issuedAt: Date, expiresAt: Date) {
        self.sub = SubjectClaim(value: userID)
        self.userId = userID
        self.email = email
        self.tier = tier
        self.role = role
        self.aud = AudienceClaim(value: "authenticated")
        // NumericDate in whole seconds: some clients reject fractional values.
        self.iat = IssuedAtClaim(value: Date(timeIntervalSince1970: issuedAt.timeIntervalSince1970.rounded(.down)))
        self.exp = ExpirationClaim(value: Date(timeIntervalSince1970: expiresAt.timeIntervalSince1970.rounded(.down)))
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

    /// Issues the standard token for a signed-in user.
    public func issue(userID: String, email: String, tier: String, role: String = "authenticated", now: Date) async throws -> String {
        try await sign(
            AccessTokenClaims(
                userID: userID, email: email, tier: tier, role: role,
                issuedAt: now, expiresAt: now.addingTimeInterval(Self.lifetime)))
    }

    /// Verifies signature (HS256 only), expiry and not-before; returns every claim.
    public func verify(_ token: String) async throws -> [String: JSONValue] {
        try await keys.verify(token, as: VerifiedClaims.self).claims
    }
}
