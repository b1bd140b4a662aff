import ChefStream
import Database
import DatabaseAdmin
import Extraction
import Foundation
import FunctionRuntime
import Hummingbird
import Logging
import ProcessKit
import RunnerCore
import Tokens

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// bench [recipe|runner|import] [--runs N] [--seconds S] [--connections C] [--static-products DIR]
// Figures for the hot paths, printed, not asserted. Starts its own embedded Postgres (temporary
// folder); `runner` starts the runner binary in each mode and loads it with wrk.

var arguments = Array(CommandLine.arguments.dropFirst())
var runs = 200
var what = "all"
var seconds = 8
var connections = 16
var staticProducts: String?
while let argument = arguments.first {
    arguments.removeFirst()
    switch argument {
    case "--runs": runs = Int(arguments.removeFirst()) ?? runs
    case "--seconds": seconds = Int(arguments.removeFirst()) ?? seconds
    case "--connections": connections = Int(arguments.removeFirst()) ?? connections
    case "--static-products": staticProducts = arguments.removeFirst()
    default: what = argument
    }
}

var logger = Logger(label: "bench")
logger.logLevel = .error
let root = FileManager.default.currentDirectoryPath
let products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().path
let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(getpid())").path
let cluster = EmbeddedCluster(configuration: .init(directory: directory, durable: false), logger: logger)
try cluster.start()
defer {
    try? cluster.stop()
    try? FileManager.default.removeItem(atPath: directory)
}
let migrator = Migrator(conninfo: cluster.superuserConninfo, supabaseDirectory: root + "/supabase", logger: logger)
try migrator.migrate()
try migrator.seed()
let functionConninfo = cluster.conninfo(user: "authenticator")

func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p))]
}

func report(_ label: String, _ milliseconds: [Double]) {
    print(String(format: "%@  n=%d  median %.2f ms  p90 %.2f ms  p99 %.2f ms", label.padding(toLength: 80, withPad: " ", startingAt: 0), milliseconds.count, percentile(milliseconds, 0.5), percentile(milliseconds, 0.9), percentile(milliseconds, 0.99)))
}

func envelope(_ query: String) throws -> [UInt8] {
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

func runFunction(_ name: String, _ input: [UInt8], directory: String = products, conninfo: String = functionConninfo) async -> (Double, ProcessOutcome) {
    let started = ContinuousClock.now
    let outcome = await ProcessRunner.run(
        ProcessSpec(
            executable: directory + "/" + name, environment: ["PATH": "/usr/bin:/bin", "DATABASE_URL": conninfo, "LOG_LEVEL": "error"],
            stdin: input, timeout: .seconds(30), maxStdoutBytes: 1 << 20)
    ) { _ in }
    let elapsed = ContinuousClock.now - started
    return (Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000, outcome)
}

if what == "all" || what == "recipe" {
    print("Machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.physicalMemory >> 30) GiB; build: \(products.contains("release") ? "release" : "debug")")
    // Warm: generate the recipe once.
    let input = try envelope("videoId=bkwLxcfcKTY")
    let (generation, first) = await runFunction("recipe", input)
    guard case .exited(0, _) = first else { fatalError("recipe function failed: \(first)") }
    print(String(format: "recipe generation (heuristic extractor, first request)            %.1f ms", generation))
    // Cold start, exec → exit, with each lever: static Swift runtime, PgBouncer.
    let bouncer = PgBouncer(configuration: .init(directory: directory + "/pgbouncer", upstream: functionConninfo, port: 6499), logger: logger)
    try bouncer.start()
    defer { bouncer.stop() }
    let staticDirectory = staticProducts ?? root + "/.build/static/release"
    var variants = [("dynamic stdlib, direct", products, functionConninfo), ("dynamic stdlib, pgbouncer", products, bouncer.conninfo)]
    if FileManager.default.isExecutableFile(atPath: staticDirectory + "/recipe") {
        variants += [("static stdlib, direct", staticDirectory, functionConninfo), ("static stdlib, pgbouncer", staticDirectory, bouncer.conninfo)]
    } else {
        print("(no static build in \(staticDirectory): runner/dev bench builds one with --static-swift-stdlib)")
    }
    for (label, folder, conninfo) in variants {
        var cold: [Double] = []
        for _ in 0..<runs {
            let (milliseconds, outcome) = await runFunction("recipe", input, directory: folder, conninfo: conninfo)
            guard case .exited(0, _) = outcome else { fatalError("recipe (\(label)) failed: \(outcome)") }
            cold.append(milliseconds)
        }
        report("recipe cold start, cached, exec → exit (\(label))", cold)
    }

    // The FoundationEssentials lever: process start-up alone (an empty envelope is answered 400
    // before any database work), for a function that links only FoundationEssentials and one that
    // needs full Foundation for FoundationNetworking (URLSession).
    var startVariants = [("dynamic stdlib", products)]
    if FileManager.default.isExecutableFile(atPath: staticDirectory + "/recipe") { startVariants.append(("static stdlib", staticDirectory)) }
    for (label, folder) in startVariants {
        for (function, foundation) in [("save-community-recipe", "FoundationEssentials only"), ("recipe", "Foundation + FoundationNetworking")] {
            var starts: [Double] = []
            for _ in 0..<runs { starts.append(await runFunction(function, [], directory: folder).0) }
            report("start-up only, \(function) (\(foundation), \(label))", starts)
        }
    }

    // In-process handler path through the store, no process: the floor.
    let store = CatalogStore(database: Database(conninfo: functionConninfo))
    var lookups: [Double] = []
    for _ in 0..<runs {
        let started = ContinuousClock.now
        _ = try store.lookup("bkwLxcfcKTY", as: .anonymous)
        let elapsed = ContinuousClock.now - started
        lookups.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
    }
    report("cached recipe lookup, one transaction on a kept connection", lookups)

    // Through the runner over HTTP.
    let secret = "bench-secret-0123456789abcdef0123456789abcdef"
    let routes = try RouteTable.load(path: root + "/runner/routes.json")
    let responder = RunnerResponder(
        routes: routes, authenticator: RequestAuthenticator(tokens: await AccessTokens(secret: secret)),
        invoker: SpawnInvoker(
            functionsDirectory: products, baseEnvironment: ["DATABASE_URL": functionConninfo, "LOG_LEVEL": "error"],
            passthroughSource: ["JWT_SECRET": secret], logger: logger),
        health: { (200, ["status": "ok"]) }, logger: logger)
    let (addresses, continuation) = AsyncStream.makeStream(of: String.self)
    let application = Runner.makeApplication(responder: responder, host: "127.0.0.1", port: 0, logger: logger) { continuation.yield($0) }
    let server = Task { try await application.run() }
    var iterator = addresses.makeAsyncIterator()
    let address = await iterator.next()!
    let url = URL(string: "http://\(address)/functions/v1/recipe?videoId=bkwLxcfcKTY")!
    var http: [Double] = []
    for _ in 0..<runs {
        let started = ContinuousClock.now
        let (_, response) = try await URLSession.shared.data(from: url)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else { fatalError("runner answered \(response)") }
        let elapsed = ContinuousClock.now - started
        http.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
    }
    report("GET /functions/v1/recipe cached, through the runner (spawn)", http)
    server.cancel()

    // Offline extractor throughput over the catalogue's descriptions.
    let rows = try PostgresConnection(conninfo: cluster.superuserConninfo).query(
        "select v.video_id, v.title, v.description, t.transcript from public.videos v left join public.transcript_keys k on k.video_id = v.video_id left join public.transcripts t on t.id = k.transcript_id")
    let inputs = try rows.map { row in
        ExtractionInput(
            videoID: try row.requireString("video_id"), title: try row.string("title"), description: try row.string("description"),
            transcript: try row.string("transcript"))
    }
    let offline = HeuristicExtractor(translator: OfflineTranslator(apertiumPath: nil))
    let started = ContinuousClock.now
    var count = 0
    while ContinuousClock.now - started < .seconds(3) {
        for input in inputs { _ = offline.extractSync(input) }
        count += inputs.count
    }
    let seconds = Double((ContinuousClock.now - started).components.seconds) + Double((ContinuousClock.now - started).components.attoseconds) / 1e18
    print(String(format: "heuristic extractor without Apertium: %.0f videos/s (%d catalogue videos, descriptions and transcripts)", Double(count) / seconds, inputs.count))
    let withApertium = HeuristicExtractor()
    var translated: [Double] = []
    for input in inputs.prefix(20) {
        let t0 = ContinuousClock.now
        _ = withApertium.extractSync(input)
        let elapsed = ContinuousClock.now - t0
        translated.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
    }
    report("heuristic extractor with Apertium translation, per video", translated)
}

if what == "all" || what == "runner" {
    if LoadBench.wrkPath() == nil {
        print("wrk not found: install Debian's wrk package (runner/dev bench does)")
    } else {
        let secret = "bench-secret-0123456789abcdef0123456789abcdef"
        let token = try await AccessTokens(secret: secret).issue(
            userID: "00000000-0000-4000-8000-000000000001", email: "test@example.com", tier: "FREE", now: Date())
        let bench = LoadBench(
            products: products, root: root, adminConninfo: cluster.superuserConninfo, functionConninfo: functionConninfo, secret: secret,
            token: token, directory: directory, seconds: seconds, connections: connections)
        let staticDirectory = staticProducts ?? root + "/.build/static/release"
        let hasStatic = FileManager.default.isExecutableFile(atPath: staticDirectory + "/recipe")
        var configurations: [LoadBench.Configuration] = [.init(label: "spawn (reference)", mode: "spawn", pooler: "none", functions: products)]
        if hasStatic {
            configurations.append(.init(label: "spawn, static stdlib + pgbouncer", mode: "spawn", pooler: "pgbouncer", functions: staticDirectory))
        } else {
            configurations.append(.init(label: "spawn + pgbouncer", mode: "spawn", pooler: "pgbouncer", functions: products))
        }
        configurations.append(.init(label: "warm, 2 workers per function", mode: "warm", pooler: "none", functions: hasStatic ? staticDirectory : products))
        let rows = try await bench.run(configurations)
        LoadBench.print(rows, connections: connections)
    }
}

if what == "all" || what == "import" {
    // A transcript already in the cache, fetched through the runner (the seed-000 "Cache HIT").
    let secret = "bench-secret-0123456789abcdef0123456789abcdef"
    let sidecar = WhisperSidecar.project(root: root, dataDirectory: directory)
    let routes = try RouteTable.load(path: root + "/runner/routes.json")
    let invoker = SpawnInvoker(
        functionsDirectory: products, baseEnvironment: ["DATABASE_URL": functionConninfo, "LOG_LEVEL": "error"],
        passthroughSource: ["JWT_SECRET": secret], sidecars: [sidecar], logger: logger)
    let responder = RunnerResponder(
        routes: routes, authenticator: RequestAuthenticator(tokens: await AccessTokens(secret: secret)), invoker: invoker,
        health: { (200, ["status": "ok"]) }, logger: logger)
    let (addresses, continuation) = AsyncStream.makeStream(of: String.self)
    let application = Runner.makeApplication(responder: responder, host: "127.0.0.1", port: 0, logger: logger) { continuation.yield($0) }
    let server = Task { try await application.run() }
    var iterator = addresses.makeAsyncIterator()
    let address = await iterator.next()!
    let token = try await AccessTokens(secret: secret).issue(userID: "00000000-0000-4000-8000-000000000002", email: "pro@example.com", tier: "PRO", now: Date())

    // Real speech for the engine: espeak-ng, then ffmpeg to M4A.
    func speech(_ sentence: String, _ name: String) -> Data {
        let wav = directory + "/\(name).wav"
        let m4a = directory + "/\(name).m4a"
        for (tool, arguments) in [("/usr/bin/espeak-ng", ["-v", "en-us", "-w", wav, sentence]), ("/usr/bin/ffmpeg", ["-loglevel", "error", "-y", "-i", wav, "-c:a", "aac", m4a])] {
            _ = ProcessRunner.runBlocking(ProcessSpec(executable: tool, arguments: arguments, environment: ["PATH": "/usr/bin:/bin"], stdin: [], timeout: .seconds(60), maxStdoutBytes: 1 << 20)) { _ in }
        }
        return FileManager.default.contents(atPath: m4a) ?? Data()
    }
    let audio = speech("First, mix two cups of flour with one cup of sugar. Then add three eggs and whisk until smooth. Bake for twenty minutes.", "first")
    let other = speech("Chop two onions and three cloves of garlic. Fry them in olive oil, add the tomatoes and simmer for half an hour.", "second")
    func importRequest(_ video: String, _ audio: Data = audio) throws -> URLRequest {
        var request = URLRequest(url: URL(string: "http://\(address)/api/app/video/get-or-transcribe")!)
        request.httpMethod = "POST"
        request.timeoutInterval = 120
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONCoding.encode([
            "videoUrl": "https://www.tiktok.com/@bench/video/\(video)", "platform": "tiktok", "userId": "00000000-0000-4000-8000-000000000002",
            "audioData": audio.base64EncodedString(),
        ] as [String: String])
        return request
    }
    // First request starts the sidecar (model load), second measures a warm transcription.
    var started = ContinuousClock.now
    var (data, _) = try await URLSession.shared.data(for: try importRequest("7800000000000000001"))
    let coldMs = Double((ContinuousClock.now - started).components.attoseconds) / 1e15 + Double((ContinuousClock.now - started).components.seconds) * 1000
    started = ContinuousClock.now
    (data, _) = try await URLSession.shared.data(for: try importRequest("7800000000000000002", other))
    let warmMs = Double((ContinuousClock.now - started).components.attoseconds) / 1e15 + Double((ContinuousClock.now - started).components.seconds) * 1000
    let json = JSONCoding.parseBody(String(decoding: data, as: UTF8.self))
    let duration = json?["durationSeconds"]?.doubleValue ?? 0
    let engineMs = Double(json?["transcriptionTimeMs"]?.intValue ?? 0)
    print(String(format: "import, first request (starts the whisper sidecar, loads tiny.en)        %.0f ms", coldMs))
    print(String(format: "import, cache miss: %.1f s of speech transcribed in %.0f ms (request %.0f ms): real-time factor %.3f", duration, engineMs, warmMs, engineMs / 1000 / max(duration, 0.001)))
    var hits: [Double] = []
    for _ in 0..<runs {
        let start = ContinuousClock.now
        let (_, response) = try await URLSession.shared.data(for: try importRequest("7800000000000000001"))
        guard (response as? HTTPURLResponse)?.statusCode == 200 else { fatalError("import answered \(response)") }
        let elapsed = ContinuousClock.now - start
        hits.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
    }
    report("POST get-or-transcribe cache hit through the runner (\(audio.count / 1024) KiB body)", hits)
    server.cancel()
    await sidecar.stop()
}
