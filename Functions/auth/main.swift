import Database
import Foundation
import FunctionRuntime
import Providers
import Tokens

await FunctionMain.run(name: "auth") {
    let environment = FunctionEnvironment()
    let database = Database(conninfo: try environment.require("DATABASE_URL"))
    var urls: [IdentityProvider: URL] = [:]
    for provider in IdentityProvider.allCases {
        let variable = provider == .apple ? "APPLE_JWKS_URL" : "GOOGLE_JWKS_URL"
        guard let url = URL(string: environment.optional(variable) ?? provider.defaultKeysURL) else {
            throw ConfigurationError("\(variable) is not a URL")
        }
        urls[provider] = url
    }
    let transport = HTTPTransport(provider: "identity-provider-keys")
    let keys = ProviderKeys(cache: PostgresProviderKeyCache(database: database), urls: urls) { url throws(ProviderError) in
        try await transport.send("GET", url: url, headers: ["accept": "application/json"], timeout: 5)
    }
    return AuthHandler(
        users: PostgresUserDirectory(database: database),
        tokens: await AccessTokens(secret: try environment.require("JWT_SECRET")),
        keys: keys,
        settings: try AuthSettings(environment))
}
