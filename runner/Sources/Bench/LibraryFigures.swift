import DatabaseAdmin
import Foundation
import FunctionRuntime
import ProcessKit
import Tokens

/// `bench library`: a large file (1 GiB by default) uploaded to the library and streamed back
/// through the runner binary, with curl as the client (its own process). Prints wall time,
/// throughput and the runner's peak resident-memory growth for each, next to what the disk does
/// alone. The file is a WAV header over pseudo-random samples: real data (not sparse), and media
/// ffprobe accepts, so the upload is stored and can be streamed.
struct LibraryFigures {
    let bench: BenchEnvironment
    let mebibytes: Int

    func run() async throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/curl") else {
            print("curl not found: install Debian's curl package (runner/dev does)")
            return
        }
        let size = Int64(mebibytes) << 20
        let source = bench.directory + "/library-bench.wav"
        let writeStarted = ContinuousClock.now
        try Self.writeWave(to: source, bytes: size)
        let writeSeconds = BenchEnvironment.milliseconds(since: writeStarted) / 1000
        defer { try? FileManager.default.removeItem(atPath: source) }
        let token = try await AccessTokens(secret: BenchEnvironment.secret).issue(
            userID: "00000000-0000-4000-8000-000000000001", email: "test@example.com", tier: "PRO", now: Date())
        let load = LoadBench(
            products: bench.products, root: bench.root, adminConninfo: bench.cluster.superuserConninfo,
            functionConninfo: bench.functionConninfo, secret: BenchEnvironment.secret, token: token, directory: bench.directory,
            seconds: 1, connections: 1)
        let port = 18_000 + Int(getpid() % 1000)
        let runner = try await load.startRunner(
            .init(label: "library", mode: "spawn", pooler: "none", functions: bench.products), port: port,
            extraEnvironment: ["LIBRARY_MAX_FILE_BYTES": "\(size + (1 << 20))"])
        defer { _ = runner.stop() }
        let base = "http://127.0.0.1:\(port)"
        print("video library, \(mebibytes) MiB file (runner binary on loopback; curl in its own process)")
        print(
            String(
                format: "  disk: writing the file                   %6.2f s  %7.1f MiB/s", writeSeconds, Double(mebibytes) / writeSeconds))

        let upload = await measure(runner.pid) {
            [
                "-s", "-w", "\n%{http_code}", "-H", "Authorization: Bearer \(token)", "-F", "genre=bench",
                "-F", "file=@\(source);type=audio/wav", base + "/api/v1/downloads/upload",
            ]
        }
        let lines = (upload.output ?? "").split(separator: "\n")
        let status = lines.last.map(String.init)
        report(
            "upload (multipart, to storage)", Measurement(seconds: upload.seconds, output: status, peakGrowthBytes: upload.peakGrowthBytes),
            expected: "201")
        guard status == "201", let body = lines.first, let path = JSONCoding.parseBody(String(body))?["path"]?.stringValue else {
            print("  upload answered: \(upload.output ?? "nothing")")
            return
        }
        let stream = await measure(runner.pid) {
            [
                "-s", "-o", "/dev/null", "-w", "%{http_code}", base + "/api/v1/downloads/stream/\(path)?token=\(token)",
            ]
        }
        report("stream (GET, whole file)", stream, expected: "200")
        let ranges = await measure(runner.pid) {
            [
                "-s", "-o", "/dev/null", "-w", "%{http_code}", "-r", "\(size / 2)-\(size / 2 + (8 << 20) - 1)",
                base + "/api/v1/downloads/stream/\(path)?token=\(token)",
            ]
        }
        print(
            String(
                format: "  stream: 8 MiB range from the middle       %6.3f s  (HTTP %@)", ranges.seconds, ranges.output ?? "failed"))
    }

    struct Measurement {
        let seconds: Double
        let output: String?
        let peakGrowthBytes: Int64
    }

    func report(_ label: String, _ figure: Measurement, expected: String) {
        let ok = figure.output == expected ? "" : "  (HTTP \(figure.output ?? "failed"), expected \(expected))"
        print(
            String(
                format: "  %@%6.2f s  %7.1f MiB/s  runner RSS +%lld MiB%@", label.padding(toLength: 41, withPad: " ", startingAt: 0),
                figure.seconds, Double(mebibytes) / figure.seconds, figure.peakGrowthBytes >> 20, ok))
    }

    /// Runs curl while sampling the runner's resident memory every 20 ms.
    func measure(_ pid: pid_t, _ arguments: () -> [String]) async -> Measurement {
        let baseline = Self.residentBytes(pid)
        let peak = PeakBox(baseline)
        let sampler = Task {
            while !Task.isCancelled {
                peak.update(Self.residentBytes(pid))
                try? await Task.sleep(for: .milliseconds(20))
            }
        }
        let started = ContinuousClock.now
        let outcome = await ProcessRunner.run(
            ProcessSpec(
                executable: "/usr/bin/curl", arguments: arguments(), environment: ["PATH": "/usr/bin:/bin"], stdin: [],
                timeout: .seconds(600), maxStdoutBytes: 4096),
            stderrLine: { _ in })
        let seconds = BenchEnvironment.milliseconds(since: started) / 1000
        sampler.cancel()
        var output: String?
        if case .exited(0, let stdout) = outcome { output = String(decoding: stdout, as: UTF8.self) }
        return Measurement(seconds: seconds, output: output, peakGrowthBytes: peak.value - baseline)
    }

    /// VmRSS of a process.
    static func residentBytes(_ pid: pid_t) -> Int64 {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return 0 }
        return (line.split(separator: " ").compactMap { Int64($0) }.first ?? 0) * 1024
    }

    /// A PCM WAV (mono, 16-bit, 48 kHz) of `bytes` in total, its samples pseudo-random, written
    /// in 4 MiB chunks.
    static func writeWave(to path: String, bytes: Int64) throws {
        FileManager.default.createFile(atPath: path, contents: nil)
        guard let handle = FileHandle(forWritingAtPath: path) else { throw BenchFailure("cannot write \(path)") }
        defer { try? handle.close() }
        let dataBytes = UInt32(clamping: bytes - 44)
        var header: [UInt8] = Array("RIFF".utf8)
        func little(_ value: UInt32, _ count: Int) { for shift in 0..<count { header.append(UInt8((value >> (8 * shift)) & 0xff)) } }
        little(dataBytes + 36, 4)
        header += Array("WAVEfmt ".utf8)
        little(16, 4)
        little(1, 2)  // PCM
        little(1, 2)  // mono
        little(48_000, 4)
        little(96_000, 4)  // bytes per second
        little(2, 2)
        little(16, 2)
        header += Array("data".utf8)
        little(dataBytes, 4)
        try handle.write(contentsOf: header)
        var state: UInt64 = 0x1234_5678
        var remaining = bytes - 44
        var chunk = [UInt64](repeating: 0, count: (4 << 20) / 8)
        while remaining > 0 {
            for index in chunk.indices {
                state &+= 0x9E37_79B9_7F4A_7C15
                var z = state
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                chunk[index] = z ^ (z >> 27)
            }
            let count = Int(min(remaining, Int64(chunk.count * 8)))
            try chunk.withUnsafeBytes { try handle.write(contentsOf: Data($0.prefix(count))) }
            remaining -= Int64(count)
        }
    }
}

/// The highest value seen (the sampler writes, the measurement reads after cancelling it).
final class PeakBox: @unchecked Sendable {
    private let lock = NSLock()
    private var peak: Int64

    init(_ start: Int64) { peak = start }

    func update(_ value: Int64) {
        lock.lock()
        peak = max(peak, value)
        lock.unlock()
    }

    var value: Int64 {
        lock.lock()
        defer { lock.unlock() }
        return peak
    }
}
