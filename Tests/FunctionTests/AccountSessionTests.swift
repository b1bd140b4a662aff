import Database
import Foundation
import FunctionRuntime
import Logging
import TestSupport
import Testing
import Tokens

@testable import AuthFunction

/// Sign-up, sessions and refresh tokens: the auth handler against the real database.
@Suite("accounts: sign-up, refresh, logout")
struct AccountSessionTests {
    let database: TestDatabase
    let tokens: AccessTokens

    init() async throws {
        database = try TestCluster.shared.makeDatabase("accounts")
        tokens = await TestTokens.tokens()
    }

    func handler(grace: Int = 10) -> AuthHandler {
        var settings = AuthSettings()
        settings.refreshGraceSeconds = grace
        return AuthHandler(users: PostgresUserDirectory(database: database.functionDatabase()), tokens: tokens, settings: settings)
    }

    static func envelope(_ path: String, _ body: JSONValue, address: String = "10.0.0.1") throws -> RequestEnvelope {
        RequestEnvelope(
            routeKey: "POST \(path)", rawPath: path,
            requestContext: RequestContext(
                requestId: "r", routeKey: "POST \(path)", http: HTTPDescription(method: "POST", path: path, sourceIp: address),
                authorizer: nil, timeEpoch: 0, deadline: 0),
            body: try JSONCoding.encodeToString(body))
    }

    static func context(_ identity: Identity = .anonymous) -> FunctionContext {
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        return FunctionContext(requestID: "r", identity: identity, logger: logger, now: Date(), deadline: Date().addingTimeInterval(10))
    }

    /// Status and body of one call.
    func call(_ path: String, _ body: JSONValue, handler: AuthHandler? = nil) async throws -> (status: Int, body: JSONValue) {
        let handler = handler ?? self.handler()
        let response: ResponseEnvelope
        do {
            response = try await handler.respond(to: try Self.envelope(path, body), context: Self.context())
        } catch let error as FunctionError {
            response = handler.errorStyle.response(for: error, requestID: "r", now: Date())
        }
        return (response.statusCode, response.body.flatMap(JSONCoding.parseBody) ?? .null)
    }

    /// Whether the database still accepts `token` for a signed-in transaction.
    func accepts(_ token: String) async throws -> Bool {
        let identity = try Identity(claims: try await tokens.verify(token))
        do {
            _ = try database.functionDatabase().read(as: identity, "select 1 as one")
            return true
        } catch let error as PostgresError where error.isInactiveCaller {
            return false
        }
    }

    func signUp(_ email: String) async throws -> JSONValue {
        let answer = try await call("/api/app/auth/signup", ["email": .string(email), "password": "correct horse", "name": "Cook"])
        #expect(answer.status == 201)
        return answer.body
    }

    @Test("sign-up: email normalised and unique in any case, FREE, then a normal login works")
    func signUpAndLogin() async throws {
        let body = try await signUp("  New.Cook@Example.COM ")
        #expect(body["user"]?["email"] == "new.cook@example.com")
        #expect(body["user"]?["tier"] == "FREE")
        #expect(body["expiresIn"] == .int(Int64(AccessTokens.lifetime)))
        #expect(RefreshTokens.isWellFormed(body["refreshToken"]?.stringValue ?? ""))
        let again = try await call("/api/app/auth/signup", ["email": "NEW.cook@example.com", "password": "another password"])
        #expect(again.status == 409)
        #expect(again.body["message"] == "An account with this email exists; sign in instead")
        let login = try await call("/api/app/auth", ["email": "new.cook@example.com", "password": "correct horse"])
        #expect(login.status == 200)
        #expect(login.body["user"]?["id"] == body["user"]?["id"])
    }

    @Test("one address in any Unicode spelling is one account: accents composed or not, fullwidth letters")
    func addressSpellings() async throws {
        let composed = "jos\u{E9}.cook@example.com"
        let body = try await signUp(composed)
        for spelling in ["jose\u{301}.cook@example.com", "JOSE\u{301}.COOK@EXAMPLE.COM", "\u{FF4A}\u{FF4F}\u{FF53}\u{E9}.cook@example.com"]
        {
            let again = try await call("/api/app/auth/signup", ["email": .string(spelling), "password": "another password"])
            #expect(again.status == 409, "\(spelling.unicodeScalars.map { String($0.value, radix: 16) })")
            let login = try await call("/api/app/auth", ["email": .string(spelling), "password": "correct horse"])
            #expect(login.body["user"]?["id"] == body["user"]?["id"])
        }
        let stored = try database.admin().query(
            "select email from public.users where id = $1", [body["user"]?["id"]?.stringValue ?? ""]
        ).single().requireString("email")
        #expect(stored.unicodeScalars.elementsEqual(composed.unicodeScalars))
    }

    @Test("an address that normalising makes longer than an address may be is refused, not a 500")
    func expandingAddress() async throws {
        // U+FDFA is one character of three bytes, and eighteen characters once NFKC-normalised.
        let address = String(repeating: "\u{FDFA}", count: 100) + "@example.com"
        let answer = try await call("/api/app/auth/signup", ["email": .string(address), "password": "correct horse"])
        #expect(answer.status == 400)
        #expect(answer.body["message"] == "email must be an email address")
    }

    @Test("wrong passwords in different spellings of one address count against it together")
    func throttleSpellings() async throws {
        _ = try await signUp("throttle.spell@example.com")
        let spellings = ["throttle.spell@example.com", "THROTTLE.spell@example.com", "\u{FF54}hrottle.spell@example.com"]
        var statuses: [Int] = []
        for index in 0..<6 {
            statuses.append(try await call("/api/app/auth", ["email": .string(spellings[index % 3]), "password": "wrong password"]).status)
        }
        // Five failures for one address from one client address, then the sixth is throttled.
        #expect(statuses == [401, 401, 401, 401, 401, 429])
    }

    @Test("password policy: under 8 characters or over bcrypt's 72 bytes is refused, never truncated")
    func passwordPolicy() async throws {
        for password in ["short", String(repeating: "é", count: 37)] {
            let answer = try await call("/api/app/auth/signup", ["email": "policy@example.com", "password": .string(password)])
            #expect(answer.status == 400)
            #expect(answer.body["maxBytes"] == 72)
        }
        // 72 bytes exactly is fine; the same 72 bytes plus more is not the same password.
        let exact = String(repeating: "a", count: 72)
        #expect(try await call("/api/app/auth/signup", ["email": "policy@example.com", "password": .string(exact)]).status == 201)
        let longer = try await call("/api/app/auth", ["email": "policy@example.com", "password": .string(exact + "b")])
        #expect(longer.status == 401)
        #expect(try await call("/api/app/auth/signup", ["email": "not-an-email", "password": "long enough"]).status == 400)
    }

    @Test("refresh rotates: a new pair, the old refresh token used up; the new access token carries the session")
    func rotation() async throws {
        let first = try await signUp("rotate@example.com")
        let refreshed = try await call("/api/app/auth/refresh", ["refreshToken": first["refreshToken"]!])
        #expect(refreshed.status == 200)
        #expect(refreshed.body["refreshToken"] != first["refreshToken"])
        let claims = try await tokens.verify(try #require(refreshed.body["token"]?.stringValue))
        let firstClaims = try await tokens.verify(try #require(first["token"]?.stringValue))
        #expect(claims["sid"] != nil && claims["sid"] == firstClaims["sid"])
        let next = try await call("/api/app/auth/refresh", ["refreshToken": refreshed.body["refreshToken"]!])
        #expect(next.status == 200)
        #expect(try await call("/api/app/auth/refresh", ["refreshToken": "rt_not-one-of-ours"]).status == 401)
    }

    @Test("reuse of an exchanged refresh token ends the whole session: its newest tokens die too")
    func reuseDetection() async throws {
        let strict = handler(grace: 0)
        let first = try await signUp("reuse@example.com")
        let stolen = first["refreshToken"]!
        let legit = try await call("/api/app/auth/refresh", ["refreshToken": stolen], handler: strict)
        #expect(legit.status == 200)
        let replay = try await call("/api/app/auth/refresh", ["refreshToken": stolen], handler: strict)
        #expect(replay.status == 401)
        #expect(replay.body["message"] == "Refresh token was already used; the session has been ended for safety. Sign in again")
        let after = try await call("/api/app/auth/refresh", ["refreshToken": legit.body["refreshToken"]!], handler: strict)
        #expect(after.status == 401)
        #expect(try await accepts(try #require(legit.body["token"]?.stringValue)) == false)
        #expect(try await accepts(try #require(first["token"]?.stringValue)) == false)
    }

    @Test("concurrent refreshes of one token: exactly one pair issued, the others 409, the session intact")
    func concurrentRefresh() async throws {
        let first = try await signUp("race@example.com")
        let token = first["refreshToken"]!
        let handler = handler()
        let statuses = try await withThrowingTaskGroup(of: (Int, JSONValue).self) { group in
            for _ in 0..<6 {
                group.addTask { try await self.call("/api/app/auth/refresh", ["refreshToken": token], handler: handler) }
            }
            return try await group.reduce(into: [(Int, JSONValue)]()) { $0.append($1) }
        }
        #expect(statuses.filter { $0.0 == 200 }.count == 1)
        #expect(statuses.filter { $0.0 == 409 }.count == 5)
        let winner = try #require(statuses.first { $0.0 == 200 }?.1)
        #expect(try await call("/api/app/auth/refresh", ["refreshToken": winner["refreshToken"]!]).status == 200)
    }

    @Test("logout ends one session at once (its access tokens too); everywhere ends them all")
    func logout() async throws {
        let phone = try await signUp("logout@example.com")
        let laptop = try await call("/api/app/auth", ["email": "logout@example.com", "password": "correct horse"]).body
        let phoneToken = try #require(phone["token"]?.stringValue)
        let laptopToken = try #require(laptop["token"]?.stringValue)
        #expect(try await accepts(phoneToken))
        let out = try await call("/api/app/auth/logout", ["refreshToken": phone["refreshToken"]!])
        #expect(out.status == 200 && out.body == ["loggedOut": true])
        #expect(try await accepts(phoneToken) == false)
        #expect(try await accepts(laptopToken))
        #expect(try await call("/api/app/auth/refresh", ["refreshToken": phone["refreshToken"]!]).status == 401)
        // Idempotent, and an unknown token answers alike.
        #expect(try await call("/api/app/auth/logout", ["refreshToken": phone["refreshToken"]!]).status == 200)
        #expect(try await call("/api/app/auth/logout", ["refreshToken": .string(RefreshTokens.generate())]).status == 200)
        let tablet = try await call("/api/app/auth", ["email": "logout@example.com", "password": "correct horse"]).body
        #expect(try await call("/api/app/auth/logout", ["refreshToken": laptop["refreshToken"]!, "everywhere": true]).status == 200)
        #expect(try await accepts(laptopToken) == false)
        #expect(try await call("/api/app/auth/refresh", ["refreshToken": tablet["refreshToken"]!]).status == 401)
        // Tokens valid again after a new sign-in a second later.
        try await Task.sleep(for: .milliseconds(1100))
        let fresh = try await call("/api/app/auth", ["email": "logout@example.com", "password": "correct horse"]).body
        #expect(try await accepts(try #require(fresh["token"]?.stringValue)))
    }

    @Test("a tier change reaches the next refreshed token")
    func tierOnRefresh() async throws {
        let first = try await signUp("upgrade@example.com")
        try database.admin().query("update public.users set tier = 'PRO' where email = 'upgrade@example.com'")
        let refreshed = try await call("/api/app/auth/refresh", ["refreshToken": first["refreshToken"]!])
        #expect(refreshed.body["user"]?["tier"] == "PRO")
        #expect(try await tokens.verify(try #require(refreshed.body["token"]?.stringValue))["tier"] == "PRO")
    }
}
