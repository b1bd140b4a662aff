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

    struct Request: JSONBodyRequest, Equatable {
        let email: String
        let password: String

        init(email: String, password: String) {
            self.email = email
            self.password = password
        }

        init(_ fields: FieldReader) throws(FunctionError) {
            let missing = fields.missing(["email", "password"])
            guard missing.isEmpty else { throw CommonErrors.missingFields(missing) }
            email = try fields.requireString("email", maxLength: 320).trimmed
            password = try fields.requireString("password", maxLength: 1024)
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
        guard let user = try users.authenticate(email: request.email, password: request.password, as: context.identity) else {
            context.logger.info("login refused")
            throw SavryAppErrors.invalidCredentials
        }
        let token = try await tokens.issue(userID: user.id.description, email: user.email, tier: user.tier.rawValue, now: context.now)
        context.logger.info("login succeeded", metadata: ["userId": "\(user.id)"])
        return Response(token: token, user: user)
    }
}
