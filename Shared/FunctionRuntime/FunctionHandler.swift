import Logging

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A function's logic with its inputs and outputs typed: `Request` is decoded from the envelope
/// (body, query, path) before `handle` runs, `Response` is encoded with the direct JSON writer
/// after it returns. Dependencies (stores, providers) are injected through the conforming type's
/// initialiser; stdin, stdout, environment and exit codes live in `FunctionMain`.
public protocol FunctionHandler: Sendable {
    associatedtype Request: FunctionRequest
    associatedtype Response: FunctionResponse

    /// How errors on this function's routes are shaped (the contract's error style).
    var errorStyle: ErrorStyle { get }
    /// Who may call: checked before the request is decoded.
    var access: Access { get }

    func handle(_ request: Request, context: FunctionContext) async throws -> Response
}

extension FunctionHandler {
    public var errorStyle: ErrorStyle { .errorField }

    /// Checks access, decodes the request, runs the handler and encodes its response.
    public func respond(to envelope: RequestEnvelope, context: FunctionContext) async throws -> ResponseEnvelope {
        try context.check(access)
        let request = try Request(envelope)
        return try await handle(request, context: context).envelope
    }
}

/// A request type: read from the envelope, every problem reported as the contract's 400.
public protocol FunctionRequest: Sendable {
    init(_ envelope: RequestEnvelope) throws(FunctionError)
}

/// A response type: its status, extra headers and JSON body. The body is a `JSONValue` tree so
/// that the direct writer (not Codable) produces it; the type says which tree.
public protocol FunctionResponse: Sendable {
    var statusCode: Int { get }
    var headers: [String: String] { get }
    var json: JSONValue { get }
}

extension FunctionResponse {
    public var statusCode: Int { 200 }
    public var headers: [String: String] { [:] }

    public var envelope: ResponseEnvelope { .json(statusCode, json, headers: headers) }
}

/// A request read from its JSON object body alone.
public protocol JSONBodyRequest: FunctionRequest {
    init(_ fields: FieldReader) throws(FunctionError)
}

extension JSONBodyRequest {
    public init(_ envelope: RequestEnvelope) throws(FunctionError) {
        try self.init(FieldReader(try envelope.jsonObject()))
    }
}

/// `{"deleted": true}`, the answer of every deletion.
public struct Deleted: FunctionResponse {
    public init() {}
    public var json: JSONValue { ["deleted": true] }
}

/// Who may call a function. Checked before the request is decoded, so a caller who may not call
/// learns nothing about how their request would have been judged.
public enum Access: Sendable {
    /// Anyone, guests included.
    case anyone
    /// A signed-in user: the `authenticated` role with a user id; anyone else gets `refusal`.
    case user(refusal: FunctionError)
    /// The service role only; anyone else gets `refusal`.
    case serviceRole(refusal: FunctionError)

    /// A signed-in user; others get the Savry contracts' `401 No token provided`.
    public static let signedIn = Access.user(refusal: CommonErrors.noToken)
}

/// Per-request facts a handler may use besides the request itself.
public struct FunctionContext: Sendable {
    public let requestID: String
    public let identity: Identity
    public let logger: Logger
    /// When the request was received: the instant quotas, caches and dates are computed from.
    public let now: Date
    /// After this the runner kills the function; providers bound their retries by it.
    public let deadline: Date
    /// The running clock, for time spent and waits (handlers never call `Date()` themselves).
    public let clock: FunctionClock
    /// The client's address as the runner saw it (the peer, or the forwarded address behind a
    /// trusted proxy): what guests are rate limited by.
    public let clientAddress: String

    public init(
        requestID: String, identity: Identity, logger: Logger, now: Date, deadline: Date, clock: FunctionClock = .system,
        clientAddress: String = "unknown"
    ) {
        self.clientAddress = clientAddress
        self.requestID = requestID
        self.identity = identity
        self.logger = logger
        self.now = now
        self.deadline = deadline
        self.clock = clock
    }

    /// Who a per-client limit counts: the signed-in user, else the address.
    public var clientKey: String { identity.userID.map { "user:\($0)" } ?? "addr:\(clientAddress)" }

    /// The caller's user id, or the Savry contracts' 401 when the request is anonymous.
    public func requireUser() throws(FunctionError) -> UserID {
        guard identity.role == .authenticated, let user = identity.userID else { throw CommonErrors.noToken }
        return user
    }

    /// Refuses a caller the access rule does not admit.
    public func check(_ access: Access) throws(FunctionError) {
        switch access {
        case .anyone:
            return
        case .user(let refusal):
            guard identity.role == .authenticated, identity.userID != nil else { throw refusal }
        case .serviceRole(let refusal):
            guard identity.role == .serviceRole else { throw refusal }
        }
    }

    /// Seconds left before the deadline, by the running clock.
    public var secondsLeft: Double { deadline.timeIntervalSince(clock.now()) }
}

/// The running clock and sleep a function uses, injected so that tests control time.
public struct FunctionClock: Sendable {
    public var now: @Sendable () -> Date
    public var sleep: @Sendable (Duration) async throws -> Void

    public init(now: @escaping @Sendable () -> Date, sleep: @escaping @Sendable (Duration) async throws -> Void) {
        self.now = now
        self.sleep = sleep
    }

    /// The process's wall clock and `Task.sleep`.
    public static let system = FunctionClock(now: { Date() }, sleep: { try await Task.sleep(for: $0) })

    /// Milliseconds since `start`, by this clock.
    public func milliseconds(since start: Date) -> Int {
        Int(now().timeIntervalSince(start) * 1000)
    }
}
