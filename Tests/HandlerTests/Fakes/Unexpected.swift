import Foundation
import FunctionRuntime
import Logging
import Synchronization
import Testing

/// A call a test did not set up.
public struct UnexpectedCall: Error, CustomStringConvertible {
    public let name: String
    public var description: String { "unexpected call to \(name)" }
}

/// What a fake does when a test did not set a call up: records a test failure (so the test fails
/// even if the code under test swallows the error) and throws.
public func unexpected<T>(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> T {
    Issue.record("\(name) was called, but the test did not set it up", sourceLocation: sourceLocation)
    throw UnexpectedCall(name: name)
}

/// Runs the closure a test set up for `name`, or fails as `unexpected` does.
public func expected<each Argument, Result>(
    _ body: ((repeat each Argument) throws -> Result)?, _ name: String, _ argument: repeat each Argument,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> Result {
    guard let body else { return try unexpected(name, sourceLocation: sourceLocation) }
    return try body(repeat each argument)
}

/// Counts calls by name, for asserting that something happened exactly once.
public final class CallLog: Sendable {
    private let counts = Mutex<[String: Int]>([:])

    public init() {}

    public func record(_ name: String) { counts.withLock { $0[name, default: 0] += 1 } }
    public func count(_ name: String) -> Int { counts.withLock { $0[name, default: 0] } }
}

/// A clock whose sleeps return at once and move its time forward: waits are tested without
/// waiting.
public final class ManualClock: Sendable {
    private let time: Mutex<Date>

    public init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        time = Mutex(start)
    }

    public var now: Date { time.withLock { $0 } }

    public func advance(_ duration: Duration) {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        time.withLock { $0 = $0.addingTimeInterval(seconds) }
    }

    public var clock: FunctionClock {
        FunctionClock(
            now: { self.now },
            sleep: { duration in
                self.advance(duration)
                await Task.yield()
            })
    }
}

/// Callers for handler tests.
public enum TestCaller {
    public static let userID = UserID("00000000-0000-4000-8000-00000000000a")!
    public static let otherUserID = UserID("00000000-0000-4000-8000-00000000000b")!

    public static func user(_ id: UserID = userID, tier: Tier = .free) -> Identity {
        Identity(role: .authenticated, claims: ["sub": .string(id.description), "role": "authenticated", "tier": .string(tier.rawValue)])
    }

    public static let guest = Identity.anonymous
    public static let service = Identity.system
}

extension FunctionContext {
    /// A request's context for a handler test: received at the clock's time, with `seconds` to
    /// its deadline.
    public static func test(_ identity: Identity, clock: ManualClock = ManualClock(), seconds: TimeInterval = 30) -> FunctionContext {
        var logger = Logger(label: "handler-test")
        logger.logLevel = .critical
        let now = clock.now
        return FunctionContext(
            requestID: "req_test", identity: identity, logger: logger, now: now, deadline: now.addingTimeInterval(seconds),
            clock: clock.clock)
    }
}

extension RequestEnvelope {
    /// An envelope as the runner builds it, for testing request decoding.
    public static func test(
        _ method: String, _ path: String, query: [String: String] = [:], pathParameters: [String: String]? = nil, body: JSONValue? = nil,
        rawBody: String? = nil, headers: [String: String] = [:]
    ) -> RequestEnvelope {
        RequestEnvelope(
            routeKey: "\(method) \(path)", rawPath: path, headers: headers, queryStringParameters: query.isEmpty ? nil : query,
            pathParameters: pathParameters,
            requestContext: RequestContext(
                requestId: "req_test", routeKey: "\(method) \(path)",
                http: HTTPDescription(method: method, path: path, sourceIp: "127.0.0.1"),
                authorizer: nil, timeEpoch: 1_800_000_000_000, deadline: 1_800_000_030_000),
            body: rawBody ?? body.map { (try? JSONCoding.encodeToString($0)) ?? "" })
    }
}

/// Runs a handler the way `FunctionMain` does (access, decoding, encoding) and returns the status
/// and JSON body, errors included in their contract's shape.
public func respond<Handler: FunctionHandler>(_ handler: Handler, _ envelope: RequestEnvelope, context: FunctionContext) async -> (
    status: Int, body: JSONValue?
) {
    let response = await responseEnvelope(handler, envelope, context: context)
    return (response.statusCode, response.body.flatMap(JSONCoding.parseBody))
}

/// The whole response envelope (headers too) of `respond`.
public func responseEnvelope<Handler: FunctionHandler>(_ handler: Handler, _ envelope: RequestEnvelope, context: FunctionContext) async
    -> ResponseEnvelope
{
    do {
        return try await handler.respond(to: envelope, context: context)
    } catch let error as FunctionError {
        return handler.errorStyle.response(for: error, requestID: context.requestID, now: context.now)
    } catch {
        Issue.record("unexpected error \(error)")
        return handler.errorStyle.response(for: CommonErrors.internalError, requestID: context.requestID, now: context.now)
    }
}
