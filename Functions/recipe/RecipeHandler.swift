import ChefStream
import FunctionRuntime

/// `GET /functions/v1/recipe?videoId=&locale=` — the stored recipe when current, otherwise
/// generated now (one generation per video at a time). Guests allowed.
struct RecipeHandler: FunctionHandler {
    let recipes: RecipeService

    var errorStyle: ErrorStyle { .coded }

    func handle(_ request: RequestEnvelope, context: FunctionContext) async throws -> ResponseEnvelope {
        guard let videoID = request.query("videoId") else { throw FunctionError.missingFields(["videoId"]) }
        guard SearchLocale(request.query("locale")) != nil else {
            throw FunctionError(status: 400, code: "INVALID_LOCALE", message: "locale must look like en, fr or pt-BR")
        }
        let answer = try await recipes.recipe(for: videoID, identity: context.identity, deadline: context.deadline, logger: context.logger)
        var headers: [String: String] = ["x-cache": answer.cached ? "hit" : "miss"]
        if let failure = answer.failure { headers["x-error-code"] = failure.code }
        if answer.status == .generating { headers["retry-after"] = "1" }
        return .json(answer.status == .generating ? 202 : 200, answer.json, headers: headers)
    }
}
