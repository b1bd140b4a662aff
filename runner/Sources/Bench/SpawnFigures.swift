import Foundation
import ProcessKit
import Subprocess
import SystemPackage

/// Spawning a function process the two ways available: `ProcessKit` (ours: posix_spawn with a new
/// process group, a blocking reader thread per child) and swift-subprocess 1.0 (async-native),
/// configured alike — a new process group, stdin written, stdout capped, stderr read. The child is
/// a function answering an empty envelope (start-up only, no database), so the figures are the
/// cost of the spawn path itself.
struct SpawnFigures {
    let bench: BenchEnvironment
    let runs: Int

    var executable: String { bench.products + "/save-community-recipe" }
    static let environment = ["PATH": "/usr/bin:/bin", "LOG_LEVEL": "error"]

    func processKit() async throws -> Double {
        let started = ContinuousClock.now
        let outcome = await ProcessRunner.run(
            ProcessSpec(
                executable: executable, environment: Self.environment, stdin: Array("{}".utf8), timeout: .seconds(30),
                maxStdoutBytes: 1 << 20)
        ) { _ in }
        guard case .exited(0, let stdout) = outcome, !stdout.isEmpty else { throw BenchFailure("ProcessKit spawn failed: \(outcome)") }
        return BenchEnvironment.milliseconds(since: started)
    }

    func subprocess() async throws -> Double {
        let started = ContinuousClock.now
        var options = PlatformOptions()
        options.processGroupID = 0
        let result = try await Subprocess.run(
            .path(FilePath(executable)), environment: .custom(["PATH": "/usr/bin:/bin", "LOG_LEVEL": "error"]),
            platformOptions: options, input: .array(Array("{}".utf8)), output: .bytes(limit: 1 << 20), error: .string(limit: 1 << 20))
        guard result.terminationStatus.isSuccess, !result.standardOutput.isEmpty else {
            throw BenchFailure("swift-subprocess spawn failed: \(result.terminationStatus)")
        }
        return BenchEnvironment.milliseconds(since: started)
    }

    /// Spawns `total` children, `width` at a time; returns spawns per second.
    func throughput(_ spawn: @escaping @Sendable () async throws -> Double, total: Int, width: Int) async throws -> Double {
        let started = ContinuousClock.now
        try await withThrowingTaskGroup(of: Double.self) { group in
            var launched = 0
            while launched < min(width, total) {
                group.addTask { try await spawn() }
                launched += 1
            }
            while try await group.next() != nil, launched < total {
                group.addTask { try await spawn() }
                launched += 1
            }
            try await group.waitForAll()
        }
        return Double(total) / (BenchEnvironment.milliseconds(since: started) / 1000)
    }

    func run() async throws {
        print("spawning a function (start-up only), the two spawn paths, interleaved (n=\(runs) each)")
        var kit: [Double] = []
        var sub: [Double] = []
        for _ in 0..<runs {
            kit.append(try await processKit())
            sub.append(try await subprocess())
        }
        BenchEnvironment.report("exec → exit, ProcessKit", kit)
        BenchEnvironment.report("exec → exit, swift-subprocess 1.0.2", sub)
        let kitRate = try await throughput({ try await processKit() }, total: runs, width: 16)
        let subRate = try await throughput({ try await subprocess() }, total: runs, width: 16)
        print(String(format: "16 at a time: ProcessKit %.0f spawns/s, swift-subprocess %.0f spawns/s", kitRate, subRate))
    }
}
