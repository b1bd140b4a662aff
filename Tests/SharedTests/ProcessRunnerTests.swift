import Foundation
import ProcessKit
import Testing

@Suite("Process runner")
struct ProcessRunnerTests {
    @Test("stdin and stdout far larger than a pipe buffer do not deadlock")
    func largeRoundTrip() async {
        let input = (0..<(3 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let outcome = await ProcessRunner.run(
            ProcessSpec(executable: "/bin/cat", environment: [:], stdin: input, timeout: .seconds(20), maxStdoutBytes: 4 << 20)
        ) { _ in }
        #expect(outcome == .exited(status: 0, stdout: input))
    }

    @Test("the environment is exactly what was given; no shell interprets arguments")
    func environmentAndArguments() async {
        let outcome = await ProcessRunner.run(
            ProcessSpec(executable: "/usr/bin/env", environment: ["ONLY": "this"], stdin: [], timeout: .seconds(5), maxStdoutBytes: 4096)
        ) { _ in }
        #expect(outcome == .exited(status: 0, stdout: Array("ONLY=this\n".utf8)))
        let echo = await ProcessRunner.run(
            ProcessSpec(
                executable: "/bin/echo", arguments: ["$HOME; rm -rf /"], environment: [:], stdin: [], timeout: .seconds(5),
                maxStdoutBytes: 4096)
        ) { _ in }
        #expect(echo == .exited(status: 0, stdout: Array("$HOME; rm -rf /\n".utf8)))
    }

    @Test("stderr arrives line by line and a missing binary fails to start")
    func stderrAndMissing() async {
        let lines = LineCollector()
        _ = await ProcessRunner.run(
            ProcessSpec(
                executable: "/bin/ls", arguments: ["/definitely/not/here"], environment: [:], stdin: [], timeout: .seconds(5),
                maxStdoutBytes: 4096)
        ) { lines.append($0) }
        #expect(lines.all.count == 1)
        let missing = await ProcessRunner.run(
            ProcessSpec(executable: "/no/such/binary", environment: [:], stdin: [], timeout: .seconds(5), maxStdoutBytes: 4096)
        ) { _ in }
        #expect(missing == .failedToStart(errno: ENOENT))
    }

    @Test("no zombie is left after many runs")
    func noZombies() async throws {
        for _ in 0..<50 {
            _ = await ProcessRunner.run(
                ProcessSpec(executable: "/bin/true", environment: [:], stdin: [], timeout: .seconds(5), maxStdoutBytes: 16)
            ) { _ in }
        }
        // Other suites spawn children concurrently; a zombie that is still there two seconds later
        // is one nobody reaps.
        let first = try zombieChildren()
        try await Task.sleep(for: .seconds(2))
        #expect(first.intersection(try zombieChildren()).isEmpty)
    }

    func zombieChildren() throws -> Set<Int32> {
        Set(
            try FileManager.default.contentsOfDirectory(atPath: "/proc").compactMap(Int32.init).filter { pid in
                guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
                let fields = stat[stat.index(after: stat.lastIndex(of: ")")!)...].split(separator: " ")
                return fields.count > 2 && fields[0] == "Z" && Int32(fields[1]) == getpid()
            })
    }
}

final class LineCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}
