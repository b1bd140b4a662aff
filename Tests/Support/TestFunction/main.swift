import Foundation
// A purpose-built function for the runner's tests. The `mode` query parameter picks a behaviour
// that exercises one row of the runner's outcome mapping.
import FunctionRuntime

#if canImport(Glibc)
import Glibc
#endif

let input = (try? StandardIO.readAll(fd: 0, limit: 64 << 20)) ?? []
let envelope = try? JSONCoding.decode(RequestEnvelope.self, from: Data(input))
let query = envelope?.queryStringParameters ?? [:]
let milliseconds = query["ms"].flatMap(UInt32.init) ?? 0
let bytes = query["bytes"].flatMap(Int.init) ?? 0

func respond(_ response: ResponseEnvelope) -> Never {
    let text = (try? JSONCoding.encodeToString(response)) ?? "{}"
    try? StandardIO.writeAll(fd: 1, Array(text.utf8))
    exit(0)
}

func echo() -> Never {
    let body: JSONValue = [
        "envelope": (try? JSONCoding.decode(JSONValue.self, from: Data(input))) ?? .null,
        "environment": .object(ProcessInfo.processInfo.environment.mapValues { JSONValue.string($0) }),
    ]
    respond(.json(200, body))
}

switch query["mode"] ?? "echo" {
case "echo":
    echo()
case "sleep":
    usleep(milliseconds * 1000)
    echo()
case "crash":
    abort()
case "exit":
    try? StandardIO.writeAll(fd: 2, Array("failing on purpose\n".utf8))
    exit(3)
case "garbage":
    try? StandardIO.writeAll(fd: 1, Array("this is not an envelope".utf8))
    exit(0)
case "flood":
    try? StandardIO.writeAll(fd: 1, [UInt8](repeating: UInt8(ascii: "x"), count: bytes))
    exit(0)
case "big-body":
    respond(.json(200, ["padding": .string(String(repeating: "y", count: bytes))] as JSONValue))
case "bad-status":
    respond(ResponseEnvelope(statusCode: 999, body: "{}"))
case "stderr":
    for index in 0..<2_000 {
        try? StandardIO.writeAll(fd: 2, Array("{\"level\":\"info\",\"msg\":\"noise line \(index)\"}\n".utf8))
    }
    echo()
case "background":
    // Leaves a child in its process group; the runner must kill it.
    var pid: pid_t = 0
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sleep"), strdup("30"), nil]
    posix_spawn(&pid, "/bin/sleep", nil, nil, argv, nil)
    respond(.json(200, ["childPid": .int(Int64(pid))] as JSONValue))
case "hang-after-response":
    let text = (try? JSONCoding.encodeToString(ResponseEnvelope.json(200, ["ok": true] as JSONValue))) ?? "{}"
    try? StandardIO.writeAll(fd: 1, Array(text.utf8))
    close(1)
    sleep(60)
    exit(0)
case "barrier":
    // Arrives in a shared folder and waits until `count` processes are there at once: proves
    // the runner runs requests concurrently without relying on timing.
    let folder = query["dir"] ?? "/tmp"
    let count = query["count"].flatMap(Int.init) ?? 2
    let marker = folder + "/\(getpid())"
    _ = creat(marker, 0o644)
    for _ in 0..<6000 {
        let present = (try? FileManager.default.contentsOfDirectory(atPath: folder).count) ?? 0
        if present >= count { respond(.json(200, ["together": .int(Int64(present))] as JSONValue)) }
        usleep(10_000)
    }
    respond(.json(409, ["together": false] as JSONValue))
case "hold":
    // Signals that it runs, then holds its concurrency slot until released (or 10 s pass).
    let folder = query["dir"] ?? "/tmp"
    _ = creat(folder + "/started", 0o644)
    for _ in 0..<6000 where !FileManager.default.fileExists(atPath: folder + "/release") { usleep(10_000) }
    echo()
case "headers":
    respond(.json(201, ["ok": true] as JSONValue, headers: ["x-custom": "yes", "content-length": "1", "x-request-id": "forged"]))
default:
    respond(.json(400, ["error": "unknown mode"] as JSONValue))
}
