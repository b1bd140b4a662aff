import ChefStream
import Database
import DatabaseAdmin
import Extraction
import Foundation
import FunctionRuntime
import Hummingbird
import ProcessKit
import RunnerCore
import Tokens

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Function-level figures: generation, cold starts with each lever (static Swift runtime,
/// PgBouncer), start-up alone, the in-process floor, a cached recipe through the runner, and the
/// offline extractor's throughput.
struct FunctionFigures {
    let bench: BenchEnvironment
    let runs: Int

    func run() async throws {
        print(
            "Machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.physicalMemory >> 30) GiB; build: \(bench.products.contains("release") ? "release" : "debug")"
        )
        // Warm: generate the recipe once.
        let input = try BenchEnvironment.envelope("videoId=bkwLxcfcKTY")
        let (generation, first) = await bench.runFunction("recipe", input)
        guard case .exited(0, _) = first else { fatalError("recipe function failed: \(first)") }
        print(String(format: "recipe generation (heuristic extractor, first request)            %.1f ms", generation))
        // Cold start, exec → exit, with each lever: static Swift runtime, PgBouncer.
        let bouncer = PgBouncer(
            configuration: .init(directory: bench.directory + "/pgbouncer", upstream: bench.functionConninfo, port: 6499),
            logger: bench.logger)
        try bouncer.start()
        defer { bouncer.stop() }
        var variants = [
            ("dynamic stdlib, direct", bench.products, bench.functionConninfo),
            ("dynamic stdlib, pgbouncer", bench.products, bouncer.conninfo),
        ]
        if bench.hasStaticBuild {
            variants += [
                ("static stdlib, direct", bench.staticDirectory, bench.functionConninfo),
                ("static stdlib, pgbouncer", bench.staticDirectory, bouncer.conninfo),
            ]
        } else {
            print("(no static build in \(bench.staticDirectory): runner/dev bench builds one with --static-swift-stdlib)")
        }
        for (label, folder, conninfo) in variants {
            var cold: [Double] = []
            for _ in 0..<runs {
                let (milliseconds, outcome) = await bench.runFunction("recipe", input, directory: folder, conninfo: conninfo)
                guard case .exited(0, _) = outcome else { fatalError("recipe (\(label)) failed: \(outcome)") }
                cold.append(milliseconds)
            }
            BenchEnvironment.report("recipe cold start, cached, exec → exit (\(label))", cold)
        }

        // The FoundationEssentials lever: process start-up alone (an empty envelope is answered 400
        // before any database work), for a function that links only FoundationEssentials and one that
        // needs full Foundation for FoundationNetworking (URLSession).
        var startVariants = [("dynamic stdlib", bench.products)]
        if bench.hasStaticBuild { startVariants.append(("static stdlib", bench.staticDirectory)) }
        for (label, folder) in startVariants {
            for (function, foundation) in [
                ("save-community-recipe", "FoundationEssentials only"), ("recipe", "Foundation + FoundationNetworking"),
            ] {
                var starts: [Double] = []
                for _ in 0..<runs { starts.append(await bench.runFunction(function, [], directory: folder).0) }
                BenchEnvironment.report("start-up only, \(function) (\(foundation), \(label))", starts)
            }
        }

        // In-process handler path through the store, no process: the floor.
        let store = PostgresRecipeCatalog(database: Database(conninfo: bench.functionConninfo))
        var lookups: [Double] = []
        for _ in 0..<runs {
            let started = ContinuousClock.now
            _ = try store.lookup("bkwLxcfcKTY", as: .anonymous)
            lookups.append(BenchEnvironment.milliseconds(since: started))
        }
        BenchEnvironment.report("cached recipe lookup, one transaction on a kept connection", lookups)

        // Through the runner over HTTP.
        let (address, server) = try await bench.startRunner()
        let url = URL(string: "http://\(address)/functions/v1/recipe?videoId=bkwLxcfcKTY")!
        var http: [Double] = []
        for _ in 0..<runs {
            let started = ContinuousClock.now
            let (_, response) = try await URLSession.shared.data(from: url)
            guard (response as? HTTPURLResponse)?.statusCode == 200 else { fatalError("runner answered \(response)") }
            http.append(BenchEnvironment.milliseconds(since: started))
        }
        BenchEnvironment.report("GET /functions/v1/recipe cached, through the runner (spawn)", http)
        server.cancel()

        // Offline extractor throughput over the catalogue's descriptions.
        let rows = try PostgresConnection(conninfo: bench.cluster.superuserConninfo).query(
            "select v.video_id, v.title, v.description, t.transcript from public.videos v left join public.transcript_keys k on k.video_id = v.video_id left join public.transcripts t on t.id = k.transcript_id"
        )
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
        let seconds =
            Double((ContinuousClock.now - started).components.seconds) + Double((ContinuousClock.now - started).components.attoseconds)
            / 1e18
        print(
            String(
                format: "heuristic extractor without Apertium: %.0f videos/s (%d catalogue videos, descriptions and transcripts)",
                Double(count) / seconds, inputs.count))
        let withApertium = HeuristicExtractor()
        var translated: [Double] = []
        for input in inputs.prefix(20) {
            let t0 = ContinuousClock.now
            _ = withApertium.extractSync(input)
            translated.append(BenchEnvironment.milliseconds(since: t0))
        }
        BenchEnvironment.report("heuristic extractor with Apertium translation, per video", translated)
    }
}
