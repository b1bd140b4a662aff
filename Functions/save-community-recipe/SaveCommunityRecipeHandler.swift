import Domain
import FunctionRuntime

/// Seed 000 endpoint #2, `POST /api/app/recipes/save-community-recipe`: saves an imported recipe
/// to the community database, deduplicated by the video it came from, and counts distinct
/// importers.
struct SaveCommunityRecipeHandler: FunctionHandler {
    let store: any CommunityRecipeStore

    func handle(_ request: RequestEnvelope, context: FunctionContext) async throws -> ResponseEnvelope {
        let user = try context.requireUser()
        let submission = try CommunityRecipeSubmission(FieldReader(try request.jsonObject()))
        guard submission.userID == user.description else {
            throw FunctionError(status: 403, code: "USER_MISMATCH", message: "userId does not match the signed-in user")
        }
        let outcome = try store.save(submission, as: context.identity)
        context.logger.info(
            "community recipe saved",
            metadata: ["recipeId": "\(outcome.recipeID)", "existed": "\(outcome.existed)", "source": "\(submission.source.key)"])
        return .json(
            200,
            [
                "success": true,
                "recipeId": .string(outcome.recipeID),
                "existed": .bool(outcome.existed),
                "importCount": .int(Int64(outcome.importCount)),
                "message": .string(outcome.message),
            ] as JSONValue)
    }
}

struct SaveOutcome: Sendable, Equatable {
    let recipeID: String
    let existed: Bool
    /// Whether this request recorded a new importer (false when the same user imports again).
    let newImporter: Bool
    let importCount: Int

    var message: String {
        if !existed { return "Recipe saved to community database" }
        if newImporter { return "Recipe already in database. Import count incremented." }
        return "Recipe already in your imports. Import count unchanged."
    }
}
