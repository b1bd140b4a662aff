import Foundation
import FunctionRuntime
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import Synchronization

/// A request a fake provider received.
public struct RecordedRequest: Sendable {
    public let method: String
    public let path: String
    public let query: [String: String]
    public let headers: [String: String]
    public let body: [UInt8]

    public var json: JSONValue? { JSONCoding.parseBody(String(decoding: body, as: UTF8.self)) }
}

/// What a fake provider answers.
public struct FakeResponse: Sendable {
    public var status: Int
    public var headers: [String: String]
    public var body: [UInt8]
    public var delay: Duration?

    public init(status: Int, headers: [String: String] = ["content-type": "application/json"], body: [UInt8], delay: Duration? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
    }

    public static func json(_ status: Int, _ value: JSONValue, delay: Duration? = nil) -> FakeResponse {
        FakeResponse(status: status, body: Array((try? JSONCoding.encode(value)) ?? Data()), delay: delay)
    }

    public static func text(_ status: Int, _ text: String) -> FakeResponse {
        FakeResponse(status: status, headers: ["content-type": "text/plain"], body: Array(text.utf8))
    }
}

/// A real HTTP server on loopback that speaks a provider's documented wire format (YouTube Data
/// API, OpenAI-compatible chat and transcription), so the real clients are tested without mocks.
public final class FakeProviderServer: Sendable {
    public let baseURL: String
    private let task: Task<Void, any Error>
    private let recorded: LogBox

    public var requests: [RecordedRequest] { recorded.log.withLock { $0 } }

    private init(baseURL: String, task: Task<Void, any Error>, recorded: LogBox) {
        self.baseURL = baseURL
        self.task = task
        self.recorded = recorded
    }

    public static func start(_ handler: @escaping @Sendable (RecordedRequest) async -> FakeResponse) async throws -> FakeProviderServer {
        let box = LogBox()
        let responder = CallbackResponder<BasicRequestContext> { request, _ in
            var mutable = request
            let body = (try? await mutable.collectBody(upTo: 64 << 20)).map { Array($0.readableBytesView) } ?? []
            var headers: [String: String] = [:]
            for field in request.headers { headers[field.name.canonicalName] = field.value }
            var query: [String: String] = [:]
            for (name, value) in request.uri.queryParameters { query[String(name)] = String(value) }
            let recorded = RecordedRequest(
                method: request.method.rawValue, path: request.uri.path, query: query, headers: headers, body: body)
            box.append(recorded)
            let answer = await handler(recorded)
            if let delay = answer.delay { try? await Task.sleep(for: delay) }
            var fields = HTTPFields()
            for (name, value) in answer.headers { if let field = HTTPField.Name(name) { fields[field] = value } }
            return Response(status: .init(code: answer.status), headers: fields, body: .init(byteBuffer: ByteBuffer(bytes: answer.body)))
        }
        var logger = Logger(label: "fake-provider")
        logger.logLevel = .critical
        let (addresses, continuation) = AsyncStream.makeStream(of: Int.self)
        let application = Application(
            responder: responder,
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in continuation.yield(channel.localAddress?.port ?? 0) },
            logger: logger)
        let task = Task { try await application.run() }
        var iterator = addresses.makeAsyncIterator()
        guard let port = await iterator.next() else { throw CancellationError() }
        return FakeProviderServer(baseURL: "http://127.0.0.1:\(port)", task: task, recorded: box)
    }

    public func stop() async {
        task.cancel()
        _ = try? await task.value
    }

    public func reset() { recorded.log.withLock { $0.removeAll() } }
}

/// Lets the @Sendable responder closure append to the server's log.
private final class LogBox: Sendable {
    let log = Mutex<[RecordedRequest]>([])
    func append(_ request: RecordedRequest) { log.withLock { $0.append(request) } }
}
