import Domain
import Foundation
import FunctionRuntime
import Kitchen

/// The Savry app API's "Data Sync", `GET /api/app/sync?lastSync=…`: the caller's recipes, meal
/// plans, grocery lists and saved recipes changed at or after `lastSync` (everything without it),
/// what was deleted since, and `syncTime` to send next time. `syncTime` is the database's
/// horizon, taken before anything is read and rounded down to the second, so a change that
/// commits while this sync runs is in the next one (see internal.sync_horizon).
struct SyncHandler: FunctionHandler {
    let store: any SyncStore

    var errorStyle: ErrorStyle { .messageField }
    var access: Access { .signedIn }

    struct Request: FunctionRequest, Equatable {
        let lastSync: Date?

        init(lastSync: Date?) {
            self.lastSync = lastSync
        }

        init(_ envelope: RequestEnvelope) throws(FunctionError) {
            guard let text = envelope.query("lastSync") else {
                lastSync = nil
                return
            }
            guard let date = Timestamp.parse(text) else { throw SavryAppErrors.invalidLastSync }
            lastSync = date
        }
    }

    struct Response: FunctionResponse, Equatable {
        let changes: SyncChanges

        var json: JSONValue {
            let syncTime = Date(timeIntervalSince1970: changes.syncTime.timeIntervalSince1970.rounded(.down))
            return [
                "recipes": .array(changes.recipes.map(\.json)), "mealPlans": .array(changes.mealPlans.map(\.json)),
                "groceryLists": .array(changes.groceryLists.map(\.json)), "savedRecipes": .array(changes.savedRecipes.map(\.json)),
                "deleted": .object(changes.deleted.mapValues { .array($0.map(JSONValue.string)) }),
                "syncTime": .string(Timestamp.iso8601(syncTime)),
            ]
        }
    }

    func handle(_ request: Request, context: FunctionContext) async throws -> Response {
        let changes = try store.changes(since: request.lastSync, as: context.identity)
        context.logger.info(
            "sync",
            metadata: [
                "recipes": "\(changes.recipes.count)", "mealPlans": "\(changes.mealPlans.count)",
                "groceryLists": "\(changes.groceryLists.count)", "savedRecipes": "\(changes.savedRecipes.count)",
            ])
        return Response(changes: changes)
    }
}
