import ChefStream
import Foundation
import FunctionRuntime

/// `POST /functions/v1/extract` `{videoId}` or `{videoIds: [...]}` — forces re-extraction (the
/// admin tool hook). Service role only.
struct ExtractHandler: FunctionHandler {
    let recipes: RecipeService
    static let maximumBatch = 20

    var errorStyle: ErrorStyle { .coded }

    func handle(_ request: RequestEnvelope, context: FunctionContext) async throws -> ResponseEnvelope {
        guard context.identity.role == .serviceRole else {
            throw FunctionError(status: 403, code: "FORBIDDEN", message: "Only the service role may force extraction")
        }
        let fields = FieldReader(try request.jsonObject())
        var ids: [String] = []
        if let single = try fields.string("videoId", maxLength: 64) { ids.append(single) }
        ids += try fields.stringArray("videoIds", maxCount: Self.maximumBatch, maxLength: 64) ?? []
        guard !ids.isEmpty else { throw FunctionError.missingFields(["videoId"]) }
        ids = ids.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        guard ids.count <= Self.maximumBatch else {
            throw FunctionError.invalidField("videoIds", expected: "at most \(Self.maximumBatch) video ids")
        }
        var results: [JSONValue] = []
        for id in ids {
            guard context.deadline.timeIntervalSinceNow > 3 else {
                results.append(["videoId": .string(id), "status": "skipped", "message": "Not reached before the deadline; send it again"])
                continue
            }
            do {
                let answer = try await recipes.recipe(
                    for: id, identity: context.identity, deadline: context.deadline, force: true, logger: context.logger)
                results.append(answer.json)
            } catch let error as FunctionError {
                results.append(["videoId": .string(id), "status": "error", "code": .string(error.code), "error": .string(error.message)])
            }
        }
        return .json(200, ["results": .array(results)] as JSONValue)
    }
}
