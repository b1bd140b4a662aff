#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Who is calling, as far as the verified token says. Drives the Postgres role and
/// `request.jwt.claims` of every transaction, so row-level security decides what is visible.
public struct Identity: Sendable, Equatable {
    /// The only roles a request may assume; anything else is rejected before reaching SQL.
    public enum Role: String, Sendable, CaseIterable {
        case anon
        case authenticated
        case serviceRole = "service_role"
    }

    public let role: Role
    public let claims: [String: JSONValue]

    public static let anonymous = Identity(role: .anon, claims: [:])

    /// The functions' own identity for shared caches and the catalogue (search results, videos,
    /// recipes, transcripts) — never for a user's private rows. Supabase edge functions do the
    /// same with the service-role key.
    public static let system = Identity(role: .serviceRole, claims: ["role": "service_role"])

    public init(role: Role, claims: [String: JSONValue]) {
        self.role = role
        self.claims = claims
    }

    /// Derives the identity from verified claims: no claims is `anon`; a token without a `role`
    /// claim is `authenticated`; an unknown role is refused.
    public init(claims: [String: JSONValue]?) throws(FunctionError) {
        guard let claims, !claims.isEmpty else {
            self = .anonymous
            return
        }
        let roleName = claims["role"]?.stringValue ?? Role.authenticated.rawValue
        guard let role = Role(rawValue: roleName) else {
            throw CommonErrors.roleNotAllowed
        }
        if role == .authenticated && UserID(claims["sub"]?.stringValue ?? "") == nil {
            throw CommonErrors.invalidToken
        }
        self.init(role: role, claims: claims)
    }

    /// The user id (`sub`), present for authenticated callers.
    public var userID: UserID? { claims["sub"]?.stringValue.flatMap(UserID.init) }
    public var email: String? { claims["email"]?.stringValue }
    /// The subscription tier the token was issued with (Free when absent or unknown). A token
    /// lives for days: where an upgrade or downgrade must count at once, read the database's.
    public var tier: Tier { Tier(claims["tier"]?.stringValue) }

    /// The claims as the JSON text Postgres reads through `auth.jwt()`.
    public var claimsJSON: String {
        (try? JSONCoding.encodeToString(claims)) ?? "{}"
    }
}

/// A user id: always a UUID, rendered lower case as Postgres does.
public struct UserID: Sendable, Hashable, CustomStringConvertible, Codable {
    public let uuid: UUID

    public init?(_ text: String) {
        guard let uuid = UUID(uuidString: text) else { return nil }
        self.uuid = uuid
    }

    public init(uuid: UUID) { self.uuid = uuid }

    public var description: String { uuid.uuidString.lowercased() }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let id = UserID(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a UUID"))
        }
        self = id
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
