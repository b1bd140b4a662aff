import ChefStream
import FunctionRuntime

/// `POST /functions/v1/extract` `{videoId}` or `{videoIds: [...]}`: forces re-extraction (the
/// admin tool hook). Service role only.
struct ExtractHandler: FunctionHandler {
    let recipes: RecipeService
    static let maximumBatch = 20

    var errorStyle: ErrorStyle { .coded }
    var access: Access { .serviceRole(refusal: ChefStreamErrors.extractForbidden) }

    struct Request: JSONBodyRequest, Equatable {
        /// Distinct ids in the order given.
        let videoIDs: [String]

        init(videoIDs: [String]) {
            self.videoIDs = videoIDs
        }

        init(_ fields: FieldReader) throws(FunctionError) {
            var ids: [String] = []
            if let single = try fields.string("videoId", maxLength: 64) { ids.append(single) }
            ids += try fields.stringArray("videoIds", maxCount: ExtractHandler.maximumBatch, maxLength: 64) ?? []
            guard !ids.isEmpty else { throw CommonErrors.missingFields(["videoId"]) }
            ids = ids.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
            guard ids.count <= ExtractHandler.maximumBatch else {
                throw CommonErrors.invalidField("videoIds", expected: "at most \(ExtractHandler.maximumBatch) video ids")
            }
            videoIDs = ids
        }
    }

    /// One id's outcome: its recipe answer, an error, or not reached before the deadline.
    enum Outcome: Sendable, Equatable {
        case answered(RecipeAnswer)
        case failed(videoID: String, FunctionError)
        case skipped(videoID: String)

        var json: JSONValue {
            switch self {
            case .answered(let answer):
                return answer.json
            case .failed(let id, let error):
                return ["videoId": .string(id), "status": "error", "code": .string(error.code), "error": .string(error.message)]
            case .skipped(let id):
                return ["videoId": .string(id), "status": "skipped", "message": "Not reached before the deadline; send it again"]
            }
        }
    }

    struct Response: FunctionResponse, Equatable {
        let results: [Outcome]
        var json: JSONValue { ["results": .array(results.map(\.json))] }
    }

    func handle(_ request: Request, context: FunctionContext) async throws -> Response {
        var results: [Outcome] = []
        for id in request.videoIDs {
            guard context.secondsLeft > 3 else {
                results.append(.skipped(videoID: id))
                continue
            }
            do {
                results.append(.answered(try await recipes.recipe(for: id, force: true, context: context)))
            } catch let error as FunctionError {
                results.append(.failed(videoID: id, error))
            }
        }
        return Response(results: results)
    }
}
