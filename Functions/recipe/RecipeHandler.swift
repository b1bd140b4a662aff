import ChefStream
import FunctionRuntime

/// `GET /functions/v1/recipe?videoId=&locale=` (the ChefStream PRD): the stored recipe when
/// current, otherwise extracted now (one extraction per video at a time). Guests welcome.
struct RecipeHandler: FunctionHandler {
    let recipes: RecipeService

    var errorStyle: ErrorStyle { .coded }
    var access: Access { .anyone }

    struct Request: FunctionRequest, Equatable {
        let videoID: String

        init(videoID: String) {
            self.videoID = videoID
        }

        init(_ envelope: RequestEnvelope) throws(FunctionError) {
            guard let videoID = envelope.query("videoId") else { throw CommonErrors.missingFields(["videoId"]) }
            // The recipe is always English; the locale is checked so a client's mistake shows.
            guard SearchLocale(envelope.query("locale")) != nil else { throw ChefStreamErrors.invalidLocale }
            self.videoID = videoID
        }
    }

    func handle(_ request: Request, context: FunctionContext) async throws -> RecipeAnswer {
        try await recipes.recipe(for: request.videoID, context: context)
    }
}
