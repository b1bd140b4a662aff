import Database
import Domain
import FunctionRuntime

protocol CommunityRecipeStore: Sendable {
    func save(_ submission: CommunityRecipeSubmission, as identity: Identity) throws -> SaveOutcome
}

/// Saves as the signed-in user, so row-level security applies: a private recipe is visible to its
/// owner only, and the import count is maintained by a trigger the user cannot bypass.
/// Everything happens in one transaction.
struct PostgresCommunityRecipeStore: CommunityRecipeStore {
    let database: Database

    /// Public recipes deduplicate across users; private ones only within their owner.
    static let insertPublic = """
        insert into public.community_recipes
            (source_key, source_platform, source_type, source_url, canonical_url, source_video_id, title, recipe,
             owner_id, owner_username, is_public, extraction_method, extraction_confidence)
        values ($1, $2::public.video_platform, $3, $4, $5, $6, $7, $8::jsonb, auth.uid(), $9, $10, $11, $12)
        on conflict (source_key) where is_public do nothing
        returning id
        """
    static let insertPrivate = """
        insert into public.community_recipes
            (source_key, source_platform, source_type, source_url, canonical_url, source_video_id, title, recipe,
             owner_id, owner_username, is_public, extraction_method, extraction_confidence)
        values ($1, $2::public.video_platform, $3, $4, $5, $6, $7, $8::jsonb, auth.uid(), $9, $10, $11, $12)
        on conflict (source_key, owner_id) where not is_public do nothing
        returning id
        """

    func save(_ submission: CommunityRecipeSubmission, as identity: Identity) throws -> SaveOutcome {
        try database.transaction(as: identity) { connection in
            let inserted = try connection.query(
                submission.isPublic ? Self.insertPublic : Self.insertPrivate,
                [
                    submission.source.key, submission.source.platform.rawValue, submission.sourceType, submission.storedSourceURL,
                    submission.source.canonicalURL, submission.source.videoID, submission.title, submission.recipe,
                    submission.username, submission.isPublic, submission.extractionMethod, submission.extractionConfidence,
                ])
            let existed = inserted.isEmpty
            let recipeID: String
            if let row = inserted.first {
                recipeID = try row.requireString("id")
            } else {
                recipeID = try connection.query(
                    """
                    select id from public.community_recipes
                    where source_key = $1 and is_public = $2 and (is_public or owner_id = auth.uid())
                    """,
                    [submission.source.key, submission.isPublic]
                ).single().requireString("id")
            }
            let newImport = try connection.query(
                """
                insert into public.community_recipe_imports (recipe_id, user_id, username)
                values ($1, auth.uid(), $2)
                on conflict (recipe_id, user_id) do nothing
                returning recipe_id
                """,
                [recipeID, submission.username])
            let count = try connection.query(
                "select import_count from public.community_recipes where id = $1", [recipeID]
            ).single().requireInt("import_count")
            return SaveOutcome(recipeID: recipeID, existed: existed, newImporter: !newImport.isEmpty, importCount: count)
        }
    }
}
