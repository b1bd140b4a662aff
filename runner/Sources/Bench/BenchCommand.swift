import ArgumentParser
import Database
import DatabaseAdmin
import Foundation
import FunctionRuntime
import Hummingbird
import Logging
import ProcessKit
import RunnerCore
import Tokens

/// `bench [recipe|runner|import|spawn|library|scale]`: figures for the hot paths, printed, not asserted. Starts
/// its own embedded Postgres in a temporary folder; `runner` starts the runner binary in each mode
/// and loads it with wrk.
@main
struct BenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench", abstract: "Latency and throughput figures for the hot paths (printed, not asserted).")

    enum Part: String, ExpressibleByArgument, CaseIterable {
        case all, recipe, runner, `import`, spawn, library, scale
    }

    @Argument(help: "Which figures: \(Part.allCases.map(\.rawValue).joined(separator: ", ")).")
    var part: Part = .all

    @Option(help: "Samples per latency figure.")
    var runs = 200

    @Option(help: "Seconds per wrk run.")
    var seconds = 8

    @Option(help: "wrk connections for the loaded runs.")
    var connections = 16

    @Option(help: "Size of the library's upload/stream file, in MiB.")
    var libraryMib = 1024

    @Option(help: "Video counts for `scale`, comma-separated, smallest first.")
    var scales = "1000,10000,100000,1000000"

    @Option(help: "Requests per figure for `scale`.")
    var scaleRequests = 60

    @Option(help: "Folder of the --static-swift-stdlib build (default .build/static/release).")
    var staticProducts: String?

    func run() async throws {
        let bench = try BenchEnvironment(staticProducts: staticProducts)
        defer { bench.stop() }
        if part == .all || part == .recipe { try await FunctionFigures(bench: bench, runs: runs).run() }
        if part == .all || part == .runner { try await RunnerFigures(bench: bench, seconds: seconds, connections: connections).run() }
        if part == .all || part == .import { try await ImportFigures(bench: bench, runs: runs).run() }
        if part == .all || part == .spawn { try await SpawnFigures(bench: bench, runs: runs).run() }
        if part == .all || part == .library { try await LibraryFigures(bench: bench, mebibytes: libraryMib).run() }
        // Not part of `all`: a million videos take a while to make.
        if part == .scale {
            let counts = scales.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }.filter { $0 >= 100 }
            guard !counts.isEmpty else { throw ValidationError("--scales: video counts of at least 100, e.g. 1000,10000") }
            try await ScaleFigures(bench: bench, scales: counts, requests: scaleRequests).run()
        }
    }
}

/// What every part shares: the built products, a private Postgres with the schema and seed, and
/// how figures are printed.
struct BenchEnvironment {
    static let secret = "bench-secret-0123456789abcdef0123456789abcdef"

    let logger: Logger
    let root = FileManager.default.currentDirectoryPath
    let products: String
    let staticDirectory: String
    let directory: String
    let cluster: EmbeddedCluster
    let functionConninfo: String

    init(staticProducts: String?) throws {
        var logger = Logger(label: "bench")
        logger.logLevel = .error
        self.logger = logger
        products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().path
        staticDirectory = staticProducts ?? root + "/.build/static/release"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(getpid())").path
        cluster = EmbeddedCluster(configuration: .init(directory: directory, durable: false), logger: logger)
        try cluster.start()
        let migrator = Migrator(conninfo: cluster.superuserConninfo, supabaseDirectory: root + "/supabase", logger: logger)
        try migrator.migrate()
        try migrator.seed()
        functionConninfo = cluster.conninfo(user: "authenticator")
    }

    func stop() {
        try? cluster.stop()
        try? FileManager.default.removeItem(atPath: directory)
    }

    var hasStaticBuild: Bool { FileManager.default.isExecutableFile(atPath: staticDirectory + "/recipe") }

    static func percentile(_ values: [Double], _ p: Double) -> Double {
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p))]
    }

    static func report(_ label: String, _ milliseconds: [Double]) {
        print(
            String(
                format: "%@  n=%d  median %.2f ms  p90 %.2f ms  p99 %.2f ms", label.padding(toLength: 80, withPad: " ", startingAt: 0),
                milliseconds.count, percentile(milliseconds, 0.5), percentile(milliseconds, 0.9), percentile(milliseconds, 0.99)))
    }

    static func milliseconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    }

    /// A guest's `GET /functions/v1/recipe` envelope.
    static func envelope(_ query: String) throws -> [UInt8] {
        let now = Int64(Date().timeIntervalSince1970 * 1000)
        let request = RequestEnvelope(
            routeKey: "GET /functions/v1/recipe", rawPath: "/functions/v1/recipe", rawQueryString: query,
            queryStringParameters: EnvelopeBuilder.parseQuery(query),
            requestContext: RequestContext(
                requestId: "req_bench", routeKey: "GET /functions/v1/recipe",
                http: HTTPDescription(method: "GET", path: "/functions/v1/recipe", sourceIp: "127.0.0.1"), authorizer: nil, timeEpoch: now,
                deadline: now + 30_000))
        return Array(try JSONCoding.encode(request))
    }

    /// The runner in this process, spawning a process per request, on an ephemeral port. Returns
    /// its address and the task serving it (cancel to stop).
    func startRunner(sidecars: [WhisperSidecar] = []) async throws -> (address: String, server: Task<Void, any Error>) {
        let invoker = SpawnInvoker(
            functionsDirectory: products, baseEnvironment: ["DATABASE_URL": functionConninfo, "LOG_LEVEL": "error"],
            passthroughSource: ["JWT_SECRET": Self.secret], sidecars: sidecars, logger: logger)
        let responder = RunnerResponder(
            routes: try RouteTable.load(path: root + "/runner/routes.json"),
            authenticator: RequestAuthenticator(tokens: await AccessTokens(secret: Self.secret)), invoker: invoker,
            health: { (200, ["status": "ok"]) }, logger: logger)
        let (addresses, continuation) = AsyncStream.makeStream(of: String.self)
        let application = Runner.makeApplication(responder: responder, host: "127.0.0.1", port: 0, logger: logger) {
            continuation.yield($0)
        }
        let server = Task { try await application.run() }
        var iterator = addresses.makeAsyncIterator()
        guard let address = await iterator.next() else { throw BenchFailure("the runner did not start") }
        return (address, server)
    }

    /// Runs one function process (exec → exit) with ProcessKit and times it.
    func runFunction(_ name: String, _ input: [UInt8], directory: String? = nil, conninfo: String? = nil) async -> (Double, ProcessOutcome)
    {
        let started = ContinuousClock.now
        let outcome = await ProcessRunner.run(
            ProcessSpec(
                executable: (directory ?? products) + "/" + name,
                environment: ["PATH": "/usr/bin:/bin", "DATABASE_URL": conninfo ?? functionConninfo, "LOG_LEVEL": "error"], stdin: input,
                timeout: .seconds(30), maxStdoutBytes: 1 << 20)
        ) { _ in }
        return (Self.milliseconds(since: started), outcome)
    }
}

struct BenchFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
