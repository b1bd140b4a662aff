import Crypto
import CryptoExtras
import Database
import Foundation
import FunctionRuntime
import JWTKit
import Logging
import Providers
import Synchronization
import TestSupport
import Testing
import Tokens

@testable import AuthFunction

/// An identity provider on loopback: publishes a JWKS of generated RSA keys (as Apple and Google
/// do) and signs ID tokens with them.
final class FakeIdentityProvider: Sendable {
    struct Key: Sendable {
        let kid: String
        let privateKey: JWTKit.Insecure.RSA.PrivateKey
        var jwk: JSONValue {
            let (modulus, exponent) = try! privateKey.publicKey.getKeyPrimitives()
            return [
                "kty": "RSA", "kid": .string(kid), "use": "sig", "alg": "RS256", "n": .string(Self.url(modulus)),
                "e": .string(Self.url(exponent)),
            ]
        }

        static func url(_ data: Data) -> String {
            data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
                .replacingOccurrences(of: "=", with: "")
        }
    }

    /// 2048-bit keys are slow to make: three, shared by every test.
    static let keys: [Key] = ["key-1", "key-2", "key-3"].map {
        Key(kid: $0, privateKey: try! JWTKit.Insecure.RSA.PrivateKey(backing: _RSA.Signing.PrivateKey(keySize: .bits2048)))
    }

    /// What the JWKS address answers: the published keys, or a failure status.
    final class Published: Sendable {
        let state = Mutex<(keys: [Key], status: Int)>(([FakeIdentityProvider.keys[0]], 200))
    }

    let server: FakeProviderServer
    let published: Published

    private init(server: FakeProviderServer, published: Published) {
        self.server = server
        self.published = published
    }

    static func start() async throws -> FakeIdentityProvider {
        let published = Published()
        let server = try await FakeProviderServer.start { _ in
            let (keys, status) = published.state.withLock { ($0.keys, $0.status) }
            guard status == 200 else { return .text(status, "unavailable") }
            var response = FakeResponse.json(200, ["keys": .array(keys.map(\.jwk))])
            response.headers["cache-control"] = "public, max-age=21600, must-revalidate"
            return response
        }
        return FakeIdentityProvider(server: server, published: published)
    }

    func publish(_ keys: [Key], status: Int = 200) { published.state.withLock { $0 = (keys, status) } }
    var fetches: Int { server.requests.count }
    var keysURL: URL { URL(string: server.baseURL + "/keys")! }

    struct Claims: JWTPayload {
        let claims: [String: JSONValue]
        func verify(using algorithm: some JWTAlgorithm) async throws {}
        init(_ claims: [String: JSONValue]) { self.claims = claims }
        init(from decoder: any Decoder) throws { claims = try decoder.singleValueContainer().decode([String: JSONValue].self) }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(claims)
        }
    }

    /// An ID token signed with `key`, claims over the defaults (`nil` removes one).
    static func token(_ key: Key = keys[0], signingKey: Key? = nil, _ overrides: [String: JSONValue?] = [:]) async throws -> String {
        let now = Date().timeIntervalSince1970.rounded(.down)
        var claims: [String: JSONValue] = [
            "iss": "https://appleid.apple.com", "aud": "com.example.savry", "sub": "001234.apple-user",
            "email": "cook@privaterelay.appleid.com",
            "email_verified": "true", "iat": .int(Int64(now)), "exp": .int(Int64(now + 600)),
        ]
        for (name, value) in overrides { claims[name] = value }
        let collection = JWTKeyCollection()
        await collection.add(rsa: (signingKey ?? key).privateKey, digestAlgorithm: .sha256, kid: JWKIdentifier(string: key.kid))
        return try await collection.sign(Claims(claims), kid: JWKIdentifier(string: key.kid))
    }
}

/// Sign in with Apple and Google through the auth handler: real database, real HTTP client, a
/// JWKS server on loopback.
@Suite("accounts: Sign in with Apple and Google")
struct IdentityProviderTests {
    let database: TestDatabase
    let provider: FakeIdentityProvider
    let handler: AuthHandler

    init() async throws {
        database = try TestCluster.shared.makeDatabase("identity")
        provider = try await FakeIdentityProvider.start()
        var settings = AuthSettings()
        settings.clientIDs = [.apple: ["com.example.savry"], .google: ["1234-web.apps.googleusercontent.com"]]
        let transport = HTTPTransport(provider: "identity-provider-keys")
        var keys = ProviderKeys(
            cache: PostgresProviderKeyCache(database: database.functionDatabase()),
            urls: [.apple: provider.keysURL, .google: provider.keysURL]
        ) { url throws(ProviderError) in try await transport.send("GET", url: url, timeout: 5) }
        keys.unknownKeyInterval = 2
        handler = AuthHandler(
            users: PostgresUserDirectory(database: database.functionDatabase()), tokens: await TestTokens.tokens(), keys: keys,
            settings: settings)
    }

    func signIn(_ route: String = "apple", _ body: JSONValue, handler: AuthHandler? = nil) async throws -> (
        status: Int, body: JSONValue, headers: [String: String]
    ) {
        let handler = handler ?? self.handler
        let response: ResponseEnvelope
        do {
            response = try await handler.respond(
                to: try AccountSessionTests.envelope("/api/app/auth/\(route)", body), context: AccountSessionTests.context())
        } catch let error as FunctionError {
            response = handler.errorStyle.response(for: error, requestID: "r", now: Date())
        }
        return (response.statusCode, response.body.flatMap(JSONCoding.parseBody) ?? .null, response.headers ?? [:])
    }

    func apple(_ overrides: [String: JSONValue?] = [:], key: FakeIdentityProvider.Key = FakeIdentityProvider.keys[0]) async throws -> (
        status: Int, body: JSONValue, headers: [String: String]
    ) {
        try await signIn("apple", ["identityToken": .string(try await FakeIdentityProvider.token(key, overrides))])
    }

    @Test("a good Apple token: account created, then the same account by sub; keys fetched once for many sign-ins")
    func appleSignIn() async throws {
        let nonce = "raw-nonce-0123"
        let hashed = SHA256Hex.of(nonce)
        let token = try await FakeIdentityProvider.token(FakeIdentityProvider.keys[0], ["nonce": .string(hashed)])
        let first = try await signIn("apple", ["identityToken": .string(token), "nonce": .string(nonce), "name": "Apple Cook"])
        #expect(first.status == 200)
        #expect(first.body["user"]?["email"] == "cook@privaterelay.appleid.com")
        #expect(first.body["user"]?["name"] == "Apple Cook")
        // The relay address changes nothing: the sub finds the account.
        let second = try await apple(["email": "other@privaterelay.appleid.com"])
        #expect(second.body["user"]?["id"] == first.body["user"]?["id"])
        for _ in 0..<3 { #expect(try await apple().status == 200) }
        #expect(provider.fetches == 1)
        let linked = try database.admin().query("select count(*) as n from public.user_identities where provider = 'apple'").single()
        #expect(try linked.requireInt("n") == 1)
    }

    @Test(
        "Google: a verified email takes over the account with that email (its unverified password removed); unverified or missing email is refused"
    )
    func googleLinking() async throws {
        let google: [String: JSONValue?] = ["iss": "https://accounts.google.com", "aud": "1234-web.apps.googleusercontent.com"]
        func token(_ extra: [String: JSONValue?]) async throws -> JSONValue {
            .string(try await FakeIdentityProvider.token(FakeIdentityProvider.keys[0], google.merging(extra) { $1 }))
        }
        let linked = try await signIn(
            "google",
            [
                "idToken": try await token(["sub": "g-1", "email": "Test@Example.com", "email_verified": true, "nonce": "n-1"]),
                "nonce": "n-1",
            ])
        #expect(linked.status == 200)
        #expect(linked.body["user"]?["id"] == .string(TestUsers.free.id))
        // Nobody verified the password account's address: whoever set that password (a squatter
        // who signed up with someone else's email) loses it once the verified owner arrives.
        let credentials = try database.admin().query(
            "select count(*) as n from private.user_credentials where user_id = $1::uuid", [TestUsers.free.id])
        #expect(try credentials.single().requireInt("n") == 0)
        let unverified = try await signIn(
            "google", ["idToken": try await token(["sub": "g-2", "email": "new@gmail.com", "email_verified": false])])
        #expect(unverified.status == 403)
        let noEmail = try await signIn("google", ["idToken": try await token(["sub": "g-3", "email": nil])])
        #expect(noEmail.status == 400)
        // Apple's token for Google's route is refused on its issuer and audience.
        #expect(try await signIn("google", ["idToken": .string(try await FakeIdentityProvider.token())]).body["reason"] == "issuer")
    }

    @Test("pre-account takeover: a squatter who signed up with the owner's address loses password and sessions when the owner arrives")
    func squatter() async throws {
        let squat = try await signIn("signup", ["email": "owner@gmail.com", "password": "squatter's password"])
        #expect(squat.status == 201)
        let google: [String: JSONValue?] = [
            "iss": "accounts.google.com", "aud": "1234-web.apps.googleusercontent.com", "sub": "owner-sub", "email": "owner@gmail.com",
            "email_verified": true,
        ]
        let owner = try await signIn(
            "google", ["idToken": .string(try await FakeIdentityProvider.token(FakeIdentityProvider.keys[0], google))])
        #expect(owner.status == 200)
        #expect(owner.body["user"]?["id"] == squat.body["user"]?["id"])
        #expect(try await signIn("", ["email": "owner@gmail.com", "password": "squatter's password"]).status == 401)
        #expect(try await signIn("refresh", ["refreshToken": squat.body["refreshToken"]!]).status == 401)
        let identity = try Identity(claims: try await TestTokens.tokens().verify(try #require(squat.body["token"]?.stringValue)))
        #expect(throws: PostgresError.self) { try database.functionDatabase().read(as: identity, "select 1 as one") }
    }

    @Test("refused tokens name the failed check: audience, issuer, expiry, signature, nonce, algorithm")
    func refusals() async throws {
        let now = Int64(Date().timeIntervalSince1970)
        let cases: [(String, [String: JSONValue?])] = [
            ("audience", ["aud": "com.someone.else"]),
            ("issuer", ["iss": "https://evil.example.com"]),
            ("expired", ["exp": .int(now - 120), "iat": .int(now - 720)]),
            ("issued_in_future", ["iat": .int(now + 3600)]),
            ("subject", ["sub": ""]),
        ]
        for (reason, overrides) in cases {
            let answer = try await apple(overrides)
            #expect(answer.status == 401, "\(reason)")
            #expect(answer.body["reason"] == .string(reason))
        }
        // Within the 60 s leeway an expiry just passed is still fine.
        #expect(try await apple(["exp": .int(now - 30)]).status == 200)
        let forged = try await FakeIdentityProvider.token(FakeIdentityProvider.keys[0], signingKey: FakeIdentityProvider.keys[1])
        #expect(try await signIn("apple", ["identityToken": .string(forged)]).body["reason"] == "signature")
        let token = try await FakeIdentityProvider.token(FakeIdentityProvider.keys[0], ["nonce": .string(SHA256Hex.of("one"))])
        #expect(try await signIn("apple", ["identityToken": .string(token), "nonce": "another"]).body["reason"] == "nonce")
        // HS256 with the public key as the secret (algorithm confusion) never reaches a key.
        let hmac = JWTKeyCollection()
        await hmac.add(
            hmac: HMACKey(from: "an-hmac-secret-of-at-least-32-bytes!!"), digestAlgorithm: .sha256, kid: JWKIdentifier(string: "key-1"))
        let confused = try await hmac.sign(FakeIdentityProvider.Claims(["sub": "x"]), kid: JWKIdentifier(string: "key-1"))
        #expect(try await signIn("apple", ["identityToken": .string(confused)]).body["reason"] == "algorithm")
        #expect(try await signIn("apple", ["identityToken": "not.a.token"]).body["reason"] == "malformed")
    }

    @Test("key rotation: an unknown kid refetches once; another unknown kid right after does not fetch again")
    func rotation() async throws {
        #expect(try await apple().status == 200)
        #expect(provider.fetches == 1)
        try await Task.sleep(for: .milliseconds(2100))
        provider.publish([FakeIdentityProvider.keys[0], FakeIdentityProvider.keys[1]])
        #expect(try await apple(key: FakeIdentityProvider.keys[1]).status == 200)
        #expect(provider.fetches == 2)
        let unknown = try await apple(key: FakeIdentityProvider.keys[2])
        #expect(unknown.status == 401)
        #expect(unknown.body["reason"] == "unknown_key")
        #expect(provider.fetches == 2)
    }

    @Test("JWKS down: cached keys still used when stale; with none cached, 503 with Retry-After")
    func providerDown() async throws {
        #expect(try await apple().status == 200)
        try database.admin().query(
            "update internal.identity_provider_keys set fresh_until = now() - interval '1 hour', attempted_at = null")
        provider.publish([], status: 503)
        #expect(try await apple().status == 200)
        #expect(provider.fetches == 2)
        try database.admin().query("delete from internal.identity_provider_keys")
        let cold = try await apple()
        #expect(cold.status == 503)
        #expect(cold.headers["retry-after"] != nil)
        // The failed attempt holds off the next fetch: no request storm while the provider is down.
        let again = try await apple()
        #expect(again.status == 503)
        #expect(provider.fetches == 3)
    }

    @Test("no client ids configured: 501 naming the variable, nothing fetched")
    func notConfigured() async throws {
        let bare = AuthHandler(users: PostgresUserDirectory(database: database.functionDatabase()), tokens: await TestTokens.tokens())
        let answer = try await signIn("google", ["idToken": "x.y.z"], handler: bare)
        #expect(answer.status == 501)
        #expect(answer.body["message"] == "Sign in with Google is not configured on this server (GOOGLE_CLIENT_IDS)")
        #expect(provider.fetches == 0)
    }
}

enum SHA256Hex {
    static func of(_ text: String) -> String {
        SHA256.hash(data: Array(text.utf8)).map { String(format: "%02x", $0) }.joined()
    }
}
