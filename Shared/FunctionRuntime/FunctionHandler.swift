import Logging

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A function's logic: pure with respect to I/O. Dependencies (stores, providers, clock) are
/// injected through the conforming type's initialiser; stdin, stdout, environment and exit codes
/// live in `FunctionMain`.
public protocol FunctionHandler: Sendable {
    /// How errors on this function's routes are shaped.
    var errorStyle: ErrorStyle { get }

    func handle(_ request: RequestEnvelope, context: FunctionContext) async throws -> ResponseEnvelope
}

extension FunctionHandler {
    public var errorStyle: ErrorStyle { .errorField }
}

/// Per-request facts a handler may use besides the request itself.
public struct FunctionContext: Sendable {
    public let requestID: String
    public let identity: Identity
    public let logger: Logger
    /// When the request was received (injected clock: handlers never call `Date()`).
    public let now: Date
    /// After this the runner kills the function; providers bound their retries by it.
    public let deadline: Date

    public init(requestID: String, identity: Identity, logger: Logger, now: Date, deadline: Date) {
        self.requestID = requestID
        self.identity = identity
        self.logger = logger
        self.now = now
        self.deadline = deadline
    }

    /// The caller's user id, or the seed-000 401 when the request is anonymous.
    public func requireUser() throws(FunctionError) -> UserID {
        guard identity.role == .authenticated, let user = identity.userID else { throw FunctionError.noToken }
        return user
    }
}
