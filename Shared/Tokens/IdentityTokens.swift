import Crypto
import FunctionRuntime
import JWTKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The identity providers whose ID tokens sign users in, with the facts their documentation
/// gives: issuers, where the signing keys are published, and how the nonce is carried.
public enum IdentityProvider: String, Sendable, CaseIterable {
    case apple
    case google

    /// Accepted `iss` values.
    public var issuers: Set<String> {
        switch self {
        case .apple: return ["https://appleid.apple.com"]
        // Google documents both forms.
        case .google: return ["https://accounts.google.com", "accounts.google.com"]
        }
    }

    /// The JWKS address (overridable for tests: `APPLE_JWKS_URL`, `GOOGLE_JWKS_URL`).
    public var defaultKeysURL: String {
        switch self {
        case .apple: return "https://appleid.apple.com/auth/keys"
        case .google: return "https://www.googleapis.com/oauth2/v3/certs"
        }
    }

    /// Apple puts the SHA-256 (hex) of the app's nonce in the token; Google the nonce itself.
    func expectedNonceClaim(for nonce: String) -> String {
        switch self {
        case .apple: return RefreshTokens.hex(SHA256.hash(data: Array(nonce.utf8)))
        case .google: return nonce
        }
    }
}

/// Who a verified ID token says the user is.
public struct VerifiedIdentity: Sendable, Equatable {
    public let provider: IdentityProvider
    /// The provider's stable user id (`sub`): what accounts are linked by.
    public let subject: String
    public let email: String?
    public let emailVerified: Bool
    public let name: String?
}

/// Why an ID token was refused; `reason` is part of the 401 answer so a client developer can
/// tell a misconfigured audience from an expired token.
public enum IdentityTokenError: Error, Equatable, Sendable {
    case malformed
    case unsupportedAlgorithm
    /// No key of the provider's key set has the token's `kid`.
    case unknownKey(String)
    case badSignature
    case wrongIssuer
    case wrongAudience
    case expired
    case issuedInFuture
    case nonceMismatch
    case missingSubject

    public var reason: String {
        switch self {
        case .malformed: return "malformed"
        case .unsupportedAlgorithm: return "algorithm"
        case .unknownKey: return "unknown_key"
        case .badSignature: return "signature"
        case .wrongIssuer: return "issuer"
        case .wrongAudience: return "audience"
        case .expired: return "expired"
        case .issuedInFuture: return "issued_in_future"
        case .nonceMismatch: return "nonce"
        case .missingSubject: return "subject"
        }
    }
}

/// Verifies Sign in with Apple and Google ID tokens as the providers document: RS256 only, the
/// signature against the provider's key with the token's `kid`, `iss`, `aud` among our client
/// ids, `exp` and `iat` within a small leeway, and the nonce when the app sent one. The keys
/// come from the caller (fetched and cached elsewhere); this type does no I/O.
public struct IdentityTokenVerifier: Sendable {
    public let provider: IdentityProvider
    public let clientIDs: Set<String>
    /// Clock skew tolerated on `exp` and `iat`.
    public let leeway: TimeInterval

    public init(provider: IdentityProvider, clientIDs: Set<String>, leeway: TimeInterval = 60) {
        self.provider = provider
        self.clientIDs = clientIDs
        self.leeway = leeway
    }

    /// The `kid` of a token's header, after checking the header is RS256: a token that names
    /// another algorithm (HS256 with the public key as secret, `none`) never reaches a key.
    public static func keyID(of token: String) throws(IdentityTokenError) -> String {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard token.utf8.count <= 16_384, parts.count == 3, let headerBytes = base64URLDecode(parts[0]),
            let header = JSONCoding.parseBody(String(decoding: headerBytes, as: UTF8.self))?.objectValue
        else { throw .malformed }
        guard header["alg"]?.stringValue == "RS256" else { throw .unsupportedAlgorithm }
        guard let kid = header["kid"]?.stringValue, !kid.isEmpty, kid.utf8.count <= 256 else { throw .malformed }
        return kid
    }

    /// Verifies `token` with `key` (one JWK of the provider's set, as JSON).
    public func verify(_ token: String, nonce: String?, key: JSONValue, now: Date) async throws(IdentityTokenError) -> VerifiedIdentity {
        let kid = try Self.keyID(of: token)
        guard key.objectValue?["kid"]?.stringValue == kid else { throw .unknownKey(kid) }
        let claims: [String: JSONValue]
        do {
            guard let object = key.objectValue, object["kty"]?.stringValue == "RSA", let modulus = object["n"]?.stringValue,
                let exponent = object["e"]?.stringValue
            else { throw IdentityTokenError.unknownKey(kid) }
            let keys = JWTKeyCollection()
            // RS256 fixed here, whatever the JWK's `alg` says.
            await keys.add(rsa: try Insecure.RSA.PublicKey(modulus: modulus, exponent: exponent), digestAlgorithm: .sha256)
            claims = try await keys.verify(token, as: ProviderClaims.self).claims
        } catch let error as IdentityTokenError {
            throw error
        } catch let error as JWTError where error.errorType == .signatureVerificationFailed {
            throw .badSignature
        } catch {
            throw .malformed
        }
        return try check(claims, nonce: nonce, now: now)
    }

    func check(_ claims: [String: JSONValue], nonce: String?, now: Date) throws(IdentityTokenError) -> VerifiedIdentity {
        guard let issuer = claims["iss"]?.stringValue, provider.issuers.contains(issuer) else { throw .wrongIssuer }
        let audiences: [String]
        switch claims["aud"] {
        case .string(let audience)?: audiences = [audience]
        case .array(let values)?: audiences = values.compactMap(\.stringValue)
        default: audiences = []
        }
        guard audiences.contains(where: clientIDs.contains) else { throw .wrongAudience }
        let clock = now.timeIntervalSince1970
        guard let expiry = claims["exp"]?.doubleValue, expiry + leeway > clock else { throw .expired }
        if let issued = claims["iat"]?.doubleValue, issued - leeway > clock { throw .issuedInFuture }
        if let nonce {
            guard claims["nonce"]?.stringValue == provider.expectedNonceClaim(for: nonce) else { throw .nonceMismatch }
        }
        guard let subject = claims["sub"]?.stringValue, !subject.isEmpty, subject.utf8.count <= 255 else { throw .missingSubject }
        // Apple sends email_verified as a string ("true"), Google as a boolean.
        let verified: Bool
        switch claims["email_verified"] {
        case .bool(let value)?: verified = value
        case .string(let text)?: verified = text == "true"
        default: verified = false
        }
        let email = claims["email"]?.stringValue.flatMap { $0.utf8.count <= 320 ? $0 : nil }
        let name = claims["name"]?.stringValue.map { String($0.prefix(200)) }
        return VerifiedIdentity(provider: provider, subject: subject, email: email, emailVerified: verified, name: name)
    }

    static func base64URLDecode(_ text: Substring) -> [UInt8]? {
        var standard = text.utf8.map { byte -> UInt8 in byte == 0x2d ? 0x2b : byte == 0x5f ? 0x2f : byte }
        while standard.count % 4 != 0 { standard.append(0x3d) }
        return Data(base64Encoded: Data(standard)).map(Array.init)
    }
}

/// An ID token's claims, kept whole; checked by `IdentityTokenVerifier.check` (with leeway),
/// not by jwt-kit's own claim checks.
struct ProviderClaims: JWTPayload {
    let claims: [String: JSONValue]

    init(from decoder: any Decoder) throws {
        claims = try decoder.singleValueContainer().decode([String: JSONValue].self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(claims)
    }

    func verify(using algorithm: some JWTAlgorithm) async throws {}
}
