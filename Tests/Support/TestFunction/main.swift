// A purpose-built function for the runner's tests. The `mode` query parameter picks a behaviour
// that exercises one row of the runner's outcome mapping. With `--worker` it serves one envelope
// per line, as warm workers do.
import Foundation
import FunctionRuntime

#if canImport(Glibc)
import Glibc
#endif

nonisolated(unsafe) var served = 0

func write(_ text: String) {
    try? StandardIO.writeAll(fd: 1, Array(text.utf8))
}

func line(_ response: ResponseEnvelope) -> String {
    ((try? JSONCoding.encodeToString(response)) ?? "{}") + "\n"
}

func echo(_ input: [UInt8]) -> String {
    let body: JSONValue = [
        "envelope": (try? JSONCoding.decode(JSONValue.self, from: Data(input))) ?? .null,
        "environment": .object(ProcessInfo.processInfo.environment.mapValues { JSONValue.string($0) }),
        "pid": .int(Int64(getpid())), "served": .int(Int64(served)),
    ]
    return line(.json(200, body))
}

/// Serves one request; returns what to print (nil when the mode prints or exits by itself).
func serve(_ input: [UInt8], worker: Bool) -> String? {
    served += 1
    let envelope = try? JSONCoding.decode(RequestEnvelope.self, from: Data(input))
    let query = envelope?.queryStringParameters ?? [:]
    let milliseconds = query["ms"].flatMap(UInt32.init) ?? 0
    let bytes = query["bytes"].flatMap(Int.init) ?? 0
    switch query["mode"] ?? "echo" {
    case "echo":
        return echo(input)
    case "sleep":
        usleep(milliseconds * 1000)
        return echo(input)
    case "crash":
        abort()
    case "exit":
        try? StandardIO.writeAll(fd: 2, Array("failing on purpose\n".utf8))
        exit(3)
    case "garbage":
        return "this is not an envelope" + (worker ? "\n" : "")
    case "flood":
        return String(repeating: "x", count: bytes)
    case "big-body":
        return line(.json(200, ["padding": .string(String(repeating: "y", count: bytes))] as JSONValue))
    case "bad-status":
        return line(ResponseEnvelope(statusCode: 999, body: "{}"))
    case "stderr":
        for index in 0..<2_000 {
            try? StandardIO.writeAll(fd: 2, Array("{\"level\":\"info\",\"msg\":\"noise line \(index)\"}\n".utf8))
        }
        return echo(input)
    case "background":
        // Leaves a child in its process group; the runner must kill it.
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sleep"), strdup("30"), nil]
        posix_spawn(&pid, "/bin/sleep", nil, nil, argv, nil)
        return line(.json(200, ["childPid": .int(Int64(pid))] as JSONValue))
    case "hang-after-response":
        write(line(.json(200, ["ok": true] as JSONValue)))
        close(1)
        sleep(60)
        exit(0)
    case "barrier":
        // Arrives in a shared folder and waits until `count` processes are there at once: proves
        // the runner runs requests concurrently without relying on timing.
        let folder = query["dir"] ?? "/tmp"
        let count = query["count"].flatMap(Int.init) ?? 2
        _ = creat(folder + "/\(getpid())-\(served)", 0o644)
        for _ in 0..<6000 {
            let present = (try? FileManager.default.contentsOfDirectory(atPath: folder).count) ?? 0
            if present >= count { return line(.json(200, ["together": .int(Int64(present))] as JSONValue)) }
            usleep(10_000)
        }
        return line(.json(409, ["together": false] as JSONValue))
    case "hold":
        // Signals that it runs, then holds its concurrency slot until released (or 60 s pass).
        let folder = query["dir"] ?? "/tmp"
        _ = creat(folder + "/started", 0o644)
        for _ in 0..<6000 where !FileManager.default.fileExists(atPath: folder + "/release") { usleep(10_000) }
        return echo(input)
    case "headers":
        return line(.json(201, ["ok": true] as JSONValue, headers: ["x-custom": "yes", "content-length": "1", "x-request-id": "forged"]))
    default:
        return line(.json(400, ["error": "unknown mode"] as JSONValue))
    }
}

if CommandLine.arguments.contains("--worker") {
    var buffer: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
        if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
            let input = Array(buffer[..<newline])
            buffer.removeSubrange(...newline)
            if let output = serve(input, worker: true) { write(output) }
            continue
        }
        let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
        if count <= 0 { exit(0) }
        buffer.append(contentsOf: chunk[0..<count])
    }
} else {
    let input = (try? StandardIO.readAll(fd: 0, limit: 64 << 20)) ?? []
    if let output = serve(input, worker: false) { write(output) }
    exit(0)
}
