import Domain
import FunctionRuntime

/// The Savry import API's `POST /api/app/recipes/save-community-recipe`: saves an imported recipe
/// to the community database, deduplicated by the video it came from, and counts distinct
/// importers.
struct SaveCommunityRecipeHandler: FunctionHandler {
    let store: any CommunityRecipeStore

    var access: Access { .signedIn }

    func handle(_ submission: CommunityRecipeSubmission, context: FunctionContext) async throws -> SaveOutcome {
        let user = try context.requireUser()
        guard submission.userID == user.description else { throw SavryImportErrors.userMismatch }
        let outcome = try store.save(submission, as: context.identity)
        context.logger.info(
            "community recipe saved",
            metadata: ["recipeId": "\(outcome.recipeID)", "existed": "\(outcome.existed)", "source": "\(submission.source.key)"])
        return outcome
    }
}

/// What saving did: the recipe's id, whether it existed, and the importer count after.
struct SaveOutcome: FunctionResponse, Equatable {
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

    var json: JSONValue {
        [
            "success": true, "recipeId": .string(recipeID), "existed": .bool(existed), "importCount": .int(Int64(importCount)),
            "message": .string(message),
        ]
    }
}
