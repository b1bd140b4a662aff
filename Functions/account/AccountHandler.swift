import Domain
import FunctionRuntime

/// The caller's account as a whole:
/// - `GET /api/app/account/export` — everything the account holds, as one JSON document;
/// - `DELETE /api/app/account` — the account and everything it owns, in one transaction (shared
///   content others imported is kept, anonymised); every token of the account stops working at
///   once. The App Store requires in-app deletion of any app offering Sign in with Apple, and the
///   TwinMind contract promises users can delete their data.
struct AccountHandler: FunctionHandler {
    let store: any AccountStore

    var errorStyle: ErrorStyle { .messageField }
    var access: Access { .signedIn }

    enum Request: FunctionRequest, Equatable {
        case export
        case delete

        init(_ envelope: RequestEnvelope) throws(FunctionError) {
            self = envelope.requestContext.http.method == "DELETE" ? .delete : .export
        }
    }

    enum Response: FunctionResponse, Equatable {
        case export(JSONValue)
        case deleted(JSONValue)

        var headers: [String: String] {
            // Personal data: never kept by a shared cache.
            if case .export = self { return ["cache-control": "no-store"] }
            return [:]
        }

        var json: JSONValue {
            switch self {
            case .export(let document): return document
            case .deleted(let summary):
                var answer: [String: JSONValue] = ["deleted": true]
                for (key, value) in summary.objectValue ?? [:] { answer[key] = value }
                return .object(answer)
            }
        }
    }

    func handle(_ request: Request, context: FunctionContext) async throws -> Response {
        switch request {
        case .export:
            let document = try store.export(as: context.identity)
            context.logger.info("account exported")
            return .export(document)
        case .delete:
            let summary = try store.delete(as: context.identity)
            context.logger.notice("account deleted", metadata: ["userId": "\(context.identity.userID?.description ?? "-")"])
            return .deleted(summary)
        }
    }
}
