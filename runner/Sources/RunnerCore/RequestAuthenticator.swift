import FunctionRuntime
import Tokens

/// Applies a route's auth mode to the `Authorization` header.
public struct RequestAuthenticator: Sendable {
    public enum Outcome: Sendable, Equatable {
        case anonymous
        case verified([String: JSONValue])
        case rejected(FunctionError)
    }

    let tokens: AccessTokens

    public init(tokens: AccessTokens) {
        self.tokens = tokens
    }

    public func authenticate(header: String?, mode: FunctionSpec.AuthMode) async -> Outcome {
        guard mode != .none else { return .anonymous }
        let token = header.flatMap(Self.bearerToken)
        guard let header, !header.trimmed.isEmpty else {
            return mode == .required ? .rejected(CommonErrors.noToken) : .anonymous
        }
        guard let token, !token.isEmpty else {
            return .rejected(header.trimmed.lowercased() == "bearer" ? CommonErrors.noToken : CommonErrors.invalidToken)
        }
        guard let claims = try? await tokens.verify(token) else { return .rejected(CommonErrors.invalidToken) }
        // The role must be one we map to Postgres, and an authenticated caller must have a UUID sub.
        guard (try? Identity(claims: claims)) != nil else { return .rejected(CommonErrors.invalidToken) }
        return .verified(claims)
    }

    static func bearerToken(_ header: String) -> String? {
        let parts = header.trimmed.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        return parts[1].trimmed
    }
}
