import Foundation
import FunctionRuntime
import Testing
import Tokens

@testable import AuthFunction

struct FakeUserDirectory: UserDirectory {
    var onSignIn: (@Sendable (String, String, String) throws -> SignIn)?
    var onSignUp: (@Sendable (String, String, String?) throws -> SignUp)?
    var onIdentity: (@Sendable (VerifiedIdentity, String?) throws -> IdentitySignIn)?
    var onOpenSession: (@Sendable (UserID, String, String) throws -> String)?
    var onRefresh: (@Sendable (String, String) throws -> Refresh)?
    var onEndSession: (@Sendable (String, Bool) throws -> Void)?

    func signIn(email: String, password: String, address: String, as identity: Identity) throws -> SignIn {
        try expected(onSignIn, "UserDirectory.signIn", email, password, address)
    }

    func signUp(email: String, password: String, name: String?, address: String, as identity: Identity) throws -> SignUp {
        try expected(onSignUp, "UserDirectory.signUp", email, password, name)
    }

    func signIn(with verified: VerifiedIdentity, name: String?) throws -> IdentitySignIn {
        try expected(onIdentity, "UserDirectory.signIn(with:)", verified, name)
    }

    func openSession(for user: UserID, method: String, refreshTokenHash: String, lifetimeSeconds: Int) throws -> String {
        try expected(onOpenSession, "UserDirectory.openSession", user, method, refreshTokenHash)
    }

    func refresh(tokenHash: String, newTokenHash: String, lifetimeSeconds: Int, graceSeconds: Int, as identity: Identity) throws -> Refresh
    {
        try expected(onRefresh, "UserDirectory.refresh", tokenHash, newTokenHash)
    }

    func endSession(tokenHash: String, everywhere: Bool, as identity: Identity) throws {
        try expected(onEndSession, "UserDirectory.endSession", tokenHash, everywhere)
    }

    /// Sessions open with a fixed id.
    static let sessionID = "11111111-2222-4333-8444-555555555555"
    static func opening() -> @Sendable (UserID, String, String) throws -> String { { _, _, _ in sessionID } }
}

@Suite("auth handler")
struct AuthHandlerTests {
    static let secret = "handler-test-secret-0123456789abcdef0123"
    static let user = AuthenticatedUser(id: TestCaller.userID, email: "cook@example.com", name: nil, tier: .pro)

    func ask(_ body: JSONValue, users: FakeUserDirectory = FakeUserDirectory()) async -> (status: Int, body: JSONValue?) {
        let handler = AuthHandler(users: users, tokens: await AccessTokens(secret: Self.secret))
        return await respond(handler, .test("POST", "/api/app/auth", body: body), context: .test(TestCaller.guest))
    }

    @Test("valid credentials: a token carrying the user's id, email and tier, and the user")
    func login() async throws {
        var users = FakeUserDirectory()
        users.onSignIn = { email, password, address in
            #expect(email == "cook@example.com")
            #expect(address == "127.0.0.1")
            return password == "secret-password" ? .signedIn(Self.user) : .refused
        }
        users.onOpenSession = FakeUserDirectory.opening()
        let (status, body) = await ask(["email": " cook@example.com ", "password": "secret-password"], users: users)
        #expect(status == 200)
        #expect(body?["user"] == ["id": .string(TestCaller.userID.description), "email": "cook@example.com", "name": nil, "tier": "PRO"])
        let token = try #require(body?["token"]?.stringValue)
        let claims = try await AccessTokens(secret: Self.secret).verify(token)
        #expect(claims["tier"] == "PRO")
        #expect(claims["sub"] == .string(TestCaller.userID.description))
    }

    @Test("unknown email and wrong password give the same 401")
    func refused() async {
        var users = FakeUserDirectory()
        users.onSignIn = { _, _, _ in .refused }
        let (status, body) = await ask(["email": "nobody@example.com", "password": "x"], users: users)
        #expect(status == 401)
        #expect(body == ["message": "Invalid email or password"])
    }

    @Test("too many failures: 429 with Retry-After, whether or not the email exists")
    func throttled() async {
        var users = FakeUserDirectory()
        users.onSignIn = { _, _, _ in .throttled(retryAfterSeconds: 600) }
        let (status, body) = await ask(["email": "cook@example.com", "password": "guess"], users: users)
        #expect(status == 429)
        #expect(body == ["message": "Too many failed sign-in attempts. Try again later."])
    }

    @Test("missing fields are named without asking the directory")
    func missing() async {
        let (status, body) = await ask(["email": "cook@example.com"])
        #expect(status == 400)
        #expect(body == ["message": "Missing required fields", "required": ["password"]])
    }
}
