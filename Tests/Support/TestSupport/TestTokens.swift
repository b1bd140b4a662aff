import Foundation
import FunctionRuntime
import Tokens

/// Seeded users (supabase/seed.sql) and tokens for them.
public enum TestUsers {
    public static let free = (id: "00000000-0000-4000-8000-000000000001", email: "test@example.com", tier: "FREE")
    public static let pro = (id: "00000000-0000-4000-8000-000000000002", email: "pro@example.com", tier: "PRO")
}

public enum TestTokens {
    public static let secret = "test-secret-0123456789abcdef0123456789abcdef"

    public static func tokens(secret: String = secret) async -> AccessTokens {
        await AccessTokens(secret: secret)
    }

    public static func claims(userID: String, email: String, tier: String, role: String = "authenticated", expiresIn: TimeInterval = 3600)
        -> AccessTokenClaims
    {
        let now = Date()
        return AccessTokenClaims(
            userID: userID, email: email, tier: tier, role: role, issuedAt: now, expiresAt: now.addingTimeInterval(expiresIn))
    }

    public static func token(
        userID: String, email: String, tier: String, role: String = "authenticated", expiresIn: TimeInterval = 3600, secret: String = secret
    ) async throws -> String {
        try await tokens(secret: secret).sign(claims(userID: userID, email: email, tier: tier, role: role, expiresIn: expiresIn))
    }

    /// The claims as the runner passes them to a function after verifying the token.
    public static func verifiedClaims(userID: String, email: String, tier: String, role: String = "authenticated") async throws -> [String:
        JSONValue]
    {
        let token = try await token(userID: userID, email: email, tier: tier, role: role)
        return try await tokens().verify(token)
    }
}
