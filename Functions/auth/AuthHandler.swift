import Domain
import FunctionRuntime
import Tokens

/// The Savry app API's "User Login", `POST /api/app/auth` with `{email, password}` →
/// `{token, user{id, email, name, tier}}`. Unknown email and wrong password give the same 401.
struct AuthHandler: FunctionHandler {
    let users: any UserDirectory
    let tokens: AccessTokens

    var errorStyle: ErrorStyle { .messageField }
    var access: Access { .anyone }

    struct Request: FunctionRequest, Equatable {
        let email: String
        let password: String
        /// The client's address as the runner saw it: sign-in failures are counted per address too.
        let address: String

        init(email: String, password: String, address: String = "127.0.0.1") {
            self.email = email
            self.password = password
            self.address = address
        }

        init(_ envelope: RequestEnvelope) throws(FunctionError) {
            let fields = FieldReader(try envelope.jsonObject())
            let missing = fields.missing(["email", "password"])
            guard missing.isEmpty else { throw CommonErrors.missingFields(missing) }
            email = try fields.requireString("email", maxLength: 320).trimmed
            password = try fields.requireString("password", maxLength: 1024)
            address = envelope.requestContext.http.sourceIp
        }
    }

    struct Response: FunctionResponse, Equatable {
        let token: String
        let user: AuthenticatedUser

        var json: JSONValue {
            [
                "token": .string(token),
                "user": [
                    "id": .string(user.id.description), "email": .string(user.email), "name": .optional(user.name),
                    "tier": .string(user.tier.rawValue),
                ],
            ]
        }
    }

    func handle(_ request: Request, context: FunctionContext) async throws -> Response {
        let user: AuthenticatedUser
        switch try users.signIn(email: request.email, password: request.password, address: request.address, as: context.identity) {
        case .signedIn(let known):
            user = known
        case .refused:
            context.logger.info("login refused")
            throw SavryAppErrors.invalidCredentials
        case .throttled(let seconds):
            context.logger.warning("login throttled")
            throw SavryAppErrors.signInThrottled(retryAfterSeconds: seconds)
        }
        let token = try await tokens.issue(userID: user.id.description, email: user.email, tier: user.tier.rawValue, now: context.now)
        context.logger.info("login succeeded", metadata: ["userId": "\(user.id)"])
        return Response(token: token, user: user)
    }
}
