import FunctionRuntime
import Tokens

/// Seed 001 "User Login": `POST /api/app/auth` with `{email, password}` →
/// `{token, user{id, email, name, tier}}`. Unknown email and wrong password give the same 401.
struct AuthHandler: FunctionHandler {
    let users: any UserDirectory
    let tokens: AccessTokens

    var errorStyle: ErrorStyle { .messageField }

    static let invalidCredentials = FunctionError(status: 401, code: "INVALID_CREDENTIALS", message: "Invalid email or password")

    func handle(_ request: RequestEnvelope, context: FunctionContext) async throws -> ResponseEnvelope {
        let fields = FieldReader(try request.jsonObject())
        let missing = fields.missing(["email", "password"])
        guard missing.isEmpty else { throw FunctionError.missingFields(missing) }
        let email = try fields.requireString("email", maxLength: 320).trimmed
        let password = try fields.requireString("password", maxLength: 1024)

        guard let user = try users.authenticate(email: email, password: password, as: context.identity) else {
            context.logger.info("login refused")
            throw Self.invalidCredentials
        }
        let token = try await tokens.issue(userID: user.id.description, email: user.email, tier: user.tier, now: context.now)
        context.logger.info("login succeeded", metadata: ["userId": "\(user.id)"])
        return .json(
            200,
            [
                "token": .string(token),
                "user": [
                    "id": .string(user.id.description),
                    "email": .string(user.email),
                    "name": .optional(user.name),
                    "tier": .string(user.tier),
                ],
            ] as JSONValue)
    }
}
