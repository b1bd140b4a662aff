import Foundation
import FunctionRuntime
import Hummingbird
import Library
import Logging
import RunnerCore
import Synchronization

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A runner started in-process on a free port, spawning the real built executables, against a
/// test database. `stop()` shuts it down gracefully.
public final class TestRunner: Sendable {
    public let baseURL: String
    public let routes: RouteTable
    private let task: Task<Void, any Error>
    private let invoker: SpawnInvoker
    public let warm: WarmInvoker?
    public let metrics: RunnerMetrics

    private init(
        baseURL: String, routes: RouteTable, task: Task<Void, any Error>, invoker: SpawnInvoker, warm: WarmInvoker?, metrics: RunnerMetrics
    ) {
        self.baseURL = baseURL
        self.routes = routes
        self.task = task
        self.invoker = invoker
        self.warm = warm
        self.metrics = metrics
    }

    /// The project's route table (runner/routes.json).
    public static func projectRoutes() throws -> RouteTable {
        try RouteTable.load(path: PackagePaths.root + "/runner/routes.json")
    }

    public static func start(
        routes: RouteTable, database: TestDatabase, extraEnvironment: [String: String] = [:], sidecars: [any Sidecar] = [],
        mode: RunnerConfiguration.Mode = .spawn, workers: Int = 2, edge: EdgePolicy = EdgePolicy(), storage: StorageResponder? = nil
    ) async throws -> TestRunner {
        var logger = Logger(label: "test-runner")
        logger.logLevel = ProcessInfo.processInfo.environment["TEST_LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .critical
        let metrics = RunnerMetrics()
        var passthrough = extraEnvironment
        passthrough["JWT_SECRET"] = TestTokens.secret
        // Like the real runner: library storage is always there (a private folder unless the
        // test brings its own), and the functions that read it are told where.
        let storage =
            storage
            ?? StorageResponder(
                storage: LocalFolderStorage(
                    root: TestScratch.path("runner-library-\(UUID().uuidString)")))
        if passthrough["LIBRARY_DIR"] == nil { passthrough["LIBRARY_DIR"] = storage.storage.root }
        let invoker = SpawnInvoker(
            functionsDirectory: PackagePaths.products,
            baseEnvironment: ["DATABASE_URL": database.functionConninfo, "LOG_LEVEL": "warning"],
            passthroughSource: passthrough,
            sidecars: sidecars,
            metrics: metrics,
            logger: logger)
        let warm = mode == .warm ? WarmInvoker(spawn: invoker, workersPerFunction: workers, metrics: metrics) : nil
        let responder = RunnerResponder(
            routes: routes,
            authenticator: RequestAuthenticator(tokens: await TestTokens.tokens()),
            invoker: warm ?? invoker,
            health: { (200, ["status": "ok"]) },
            metrics: metrics,
            openAPI: FileManager.default.contents(atPath: PackagePaths.root + "/runner/openapi.json").map { [UInt8]($0) },
            edge: edge, storage: storage, operatorFigures: OperatorFigures(conninfo: database.functionConninfo), logger: logger)
        let (addresses, continuation) = AsyncStream.makeStream(of: String.self)
        let application = Runner.makeApplication(responder: responder, host: "127.0.0.1", port: 0, logger: logger) { address in
            continuation.yield(address)
        }
        let task = Task { try await application.run() }
        var iterator = addresses.makeAsyncIterator()
        guard let address = await iterator.next() else { throw CancellationError() }
        return TestRunner(baseURL: "http://\(address)", routes: routes, task: task, invoker: invoker, warm: warm, metrics: metrics)
    }

    public func stop() async {
        task.cancel()
        _ = try? await task.value
        await warm?.stopWorkers()
        await invoker.stopSidecars()
    }

    /// Sends one request and returns status, lower-cased headers and body.
    public func send(
        _ method: String, _ path: String, headers: [String: String] = [:], body: [UInt8]? = nil, timeout: TimeInterval = 60
    ) async throws -> HTTPResult {
        var request = URLRequest(url: URL(string: baseURL + path)!)
        request.httpMethod = method
        request.timeoutInterval = timeout
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let body { request.httpBody = Data(body) }
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = response as! HTTPURLResponse
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            fields[String(describing: name).lowercased()] = String(describing: value)
        }
        return HTTPResult(status: http.statusCode, headers: fields, body: [UInt8](data))
    }
}

public struct HTTPResult: Sendable {
    public let status: Int
    public let headers: [String: String]
    public let body: [UInt8]

    public init(status: Int, headers: [String: String], body: [UInt8]) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    public var text: String { String(decoding: body, as: UTF8.self) }
    public var json: JSONValue? { JSONCoding.parseBody(text) }
}
