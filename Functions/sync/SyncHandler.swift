import Domain
import Foundation
import FunctionRuntime
import Kitchen

/// The Savry app API's "Data Sync", `GET /api/app/sync?lastSync=…`: the caller's recipes, meal
/// plans, grocery lists and saved recipes changed at or after `lastSync` (everything without it),
/// what was deleted since, and `syncTime` to send next time. `syncTime` is the database's
/// horizon, taken before anything is read and rounded down to the second, so a change that
/// commits while this sync runs is in the next one (see internal.sync_horizon).
///
/// Paged: at most `limit` changes (default 500, at most 1,000) per answer, with `hasMore` and
/// `nextCursor`; the client asks `…&cursor=<nextCursor>` until `hasMore` is false and keeps the
/// last page's `syncTime`. Every page of one sync reads the same window, so none misses or
/// repeats a change. A client that knows nothing of paging still loses nothing: a page with
/// more to come answers the time of its last change (rounded down) as `syncTime`, so asking
/// from there repeats a few changes at most.
struct SyncHandler: FunctionHandler {
    let store: any SyncStore

    var errorStyle: ErrorStyle { .messageField }
    var access: Access { .signedIn }

    static let defaultPageSize = 500
    static let maximumPageSize = 1_000

    struct Request: FunctionRequest, Equatable {
        let lastSync: Date?
        var cursor: SyncCursor? = nil
        var limit = SyncHandler.defaultPageSize

        init(lastSync: Date?, cursor: SyncCursor? = nil, limit: Int = SyncHandler.defaultPageSize) {
            self.lastSync = lastSync
            self.cursor = cursor
            self.limit = limit
        }

        init(_ envelope: RequestEnvelope) throws(FunctionError) {
            if let text = envelope.query("lastSync") {
                guard let date = Timestamp.parse(text) else { throw SavryAppErrors.invalidLastSync }
                lastSync = date
            } else {
                lastSync = nil
            }
            if let token = envelope.query("cursor") {
                guard let cursor = SyncCursor(token: token) else { throw SavryAppErrors.invalidSyncCursor }
                self.cursor = cursor
            }
            if let text = envelope.query("limit") {
                guard let limit = Int(text), (1...SyncHandler.maximumPageSize).contains(limit) else {
                    throw SavryAppErrors.invalidSyncLimit(maximum: SyncHandler.maximumPageSize)
                }
                self.limit = limit
            }
        }
    }

    struct Response: FunctionResponse, Equatable {
        let page: SyncPage

        var json: JSONValue {
            let changes = page.changes
            // A page with more to come: the time of its last change, for clients that do not page.
            let reported = page.nextCursor.map { SyncCursor.date($0.positionMicros) } ?? changes.syncTime
            let syncTime = Date(timeIntervalSince1970: reported.timeIntervalSince1970.rounded(.down))
            return [
                "recipes": .array(changes.recipes.map(\.json)), "mealPlans": .array(changes.mealPlans.map(\.json)),
                "groceryLists": .array(changes.groceryLists.map(\.json)), "savedRecipes": .array(changes.savedRecipes.map(\.json)),
                "deleted": .object(changes.deleted.mapValues { .array($0.map(JSONValue.string)) }),
                "syncTime": .string(Timestamp.iso8601(syncTime)), "hasMore": .bool(page.hasMore),
                "nextCursor": page.nextCursor.map { .string($0.token) } ?? .null,
            ]
        }
    }

    func handle(_ request: Request, context: FunctionContext) async throws -> Response {
        let page = try store.page(since: request.lastSync, cursor: request.cursor, limit: request.limit, as: context.identity)
        let changes = page.changes
        context.logger.info(
            "sync",
            metadata: [
                "recipes": "\(changes.recipes.count)", "mealPlans": "\(changes.mealPlans.count)",
                "groceryLists": "\(changes.groceryLists.count)", "savedRecipes": "\(changes.savedRecipes.count)",
            ])
        return Response(page: page)
    }
}
