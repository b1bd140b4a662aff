import Foundation
import FunctionRuntime
import Kitchen

/// Seed 001 "Data Sync", `GET /api/app/sync?lastSync=…`: the caller's recipes, meal plans,
/// grocery lists and saved recipes changed at or after `lastSync` (everything without it), what
/// was deleted since, and `syncTime` to send next time. `syncTime` is the database's horizon,
/// taken before anything is read and rounded down to the second, so a change that commits while
/// this sync runs is in the next one (see internal.sync_horizon).
struct SyncHandler: FunctionHandler {
    let store: KitchenStore

    var errorStyle: ErrorStyle { .messageField }

    func handle(_ request: RequestEnvelope, context: FunctionContext) async throws -> ResponseEnvelope {
        _ = try context.requireUser()
        var since: Date?
        if let text = request.query("lastSync") {
            guard let date = Timestamp.parse(text) else {
                throw FunctionError(
                    status: 400, code: "INVALID_LAST_SYNC", message: "lastSync must be an ISO-8601 timestamp like 2024-12-01T00:00:00Z")
            }
            since = date
        }
        let changes = try store.changes(since: since, as: context.identity)
        let syncTime = Date(timeIntervalSince1970: changes.syncTime.timeIntervalSince1970.rounded(.down))
        context.logger.info(
            "sync",
            metadata: [
                "recipes": "\(changes.recipes.count)", "mealPlans": "\(changes.mealPlans.count)",
                "groceryLists": "\(changes.groceryLists.count)", "savedRecipes": "\(changes.savedRecipes.count)",
            ])
        return .json(
            200,
            [
                "recipes": .array(changes.recipes), "mealPlans": .array(changes.mealPlans), "groceryLists": .array(changes.groceryLists),
                "savedRecipes": .array(changes.savedRecipes),
                "deleted": .object(changes.deleted.mapValues { .array($0.map(JSONValue.string)) }),
                "syncTime": .string(Timestamp.iso8601(syncTime)),
            ] as JSONValue)
    }
}
