import Database
import Foundation
import FunctionRuntime
import Library
import ProcessKit
import RunnerCore
import Synchronization
import TestSupport
import Testing

/// The library through the real runner: the `library` function authorises and resolves, the
/// runner streams from storage with Range, `?token=` works on the stream route only, other
/// users' paths and traversal are refused, and a large file streams with flat memory.
@Suite("library: through the runner", .serialized)
struct LibraryRunnerTests {
    let fixture: LibraryFixture

    init() throws {
        fixture = try LibraryFixture("library-runner")
    }

    func withRunner(_ body: (TestRunner) async throws -> Void) async throws {
        try await fixture.withRunner(extraEnvironment: ["DOWNLOAD_ALLOW_PRIVATE_HOSTS": "1"], body)
    }

    static func token(_ user: (id: String, email: String, tier: String)) async throws -> String {
        try await TestTokens.token(userID: user.id, email: user.email, tier: user.tier)
    }

    static let bytes: [UInt8] = {
        var generator = SplitMix(seed: 42)
        return (0..<300_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    }()

    @Test("Range forms byte-exact, If-Range, HEAD, ?token=, other users and traversal refused, the companion")
    func streaming() async throws {
        let video = try fixture.plant(bytes: Self.bytes, owner: TestUsers.free, title: "Knife skills", metadata: ["duration": 95])
        let token = try await Self.token(TestUsers.free)
        let auth = ["Authorization": "Bearer \(token)"]
        let url = "/api/v1/downloads/stream/test/tiktok/Knife_skills.mp4"
        try await withRunner { runner in
            let whole = try await runner.send("GET", url, headers: auth)
            #expect(whole.status == 200 && whole.body == Self.bytes)
            #expect(whole.headers["accept-ranges"] == "bytes" && whole.headers["content-type"] == "video/mp4")
            #expect(whole.headers["x-accel-redirect"] == nil && whole.headers["etag"] == video.etag)
            let size = Self.bytes.count
            for (range, expected) in [
                ("bytes=0-999", 0...999), ("bytes=-500", (size - 500)...(size - 1)), ("bytes=299000-", 299_000...(size - 1)),
                ("bytes=1000-1000", 1000...1000), ("bytes=299990-400000", 299_990...(size - 1)),
            ] {
                let part = try await runner.send("GET", url, headers: auth.merging(["Range": range]) { $1 })
                #expect(part.status == 206, "\(range)")
                #expect(part.body == Array(Self.bytes[expected]), "\(range)")
                #expect(part.headers["content-range"] == "bytes \(expected.lowerBound)-\(expected.upperBound)/\(size)", "\(range)")
            }
            let past = try await runner.send("GET", url, headers: auth.merging(["Range": "bytes=\(size)-"]) { $1 })
            #expect(past.status == 416 && past.headers["content-range"] == "bytes */\(size)")
            let stale = try await runner.send("GET", url, headers: auth.merging(["Range": "bytes=0-9", "If-Range": "\"other\""]) { $1 })
            #expect(stale.status == 200 && stale.body.count == size)
            let fresh = try await runner.send("GET", url, headers: auth.merging(["Range": "bytes=0-9", "If-Range": video.etag]) { $1 })
            #expect(fresh.status == 206 && fresh.body == Array(Self.bytes[0...9]))
            let cached = try await runner.send("GET", url, headers: auth.merging(["If-None-Match": video.etag]) { $1 })
            #expect(cached.status == 304 && cached.body.isEmpty)
            let head = try await runner.send("HEAD", url, headers: auth)
            #expect(head.status == 200 && head.body.isEmpty && head.headers["content-length"] == "\(size)")

            // A player that cannot set headers: the token in the query, on this route only.
            let played = try await runner.send("GET", url + "?token=\(token)", headers: ["Range": "bytes=0-3"])
            #expect(played.status == 206 && played.body == Array(Self.bytes[0...3]))
            #expect(try await runner.send("GET", url + "?token=forged.token.here").status == 401)
            #expect(try await runner.send("GET", url).status == 401)
            #expect(try await runner.send("GET", "/api/v1/downloads/videos?token=\(token)").status == 401)

            let companion = try await runner.send("GET", "/api/v1/downloads/stream/test/tiktok/Knife_skills.json?token=\(token)")
            #expect(companion.status == 200 && companion.headers["content-type"] == "application/json")
            #expect(companion.json?["duration_formatted"] == "1:35" && companion.json?["title"] == "Knife skills")

            // Another user: the same answer as a path that does not exist.
            let other = ["Authorization": "Bearer \(try await Self.token(TestUsers.pro))"]
            let refused = try await runner.send("GET", url, headers: other)
            #expect(refused.status == 404 && refused.json?["code"] == "VIDEO_NOT_FOUND" && refused.body.count < 200)
            for hostile in [
                "/api/v1/downloads/stream/test%2Ftiktok%2FKnife_skills.mp4",
                "/api/v1/downloads/stream/test/tiktok/..%2F..%2F..%2Fetc%2Fpasswd",
                "/api/v1/downloads/stream/../../etc/passwd", "/api/v1/downloads/stream/test/tiktok/%2e%2e/Knife_skills.mp4",
            ] {
                let answer = try await runner.send("GET", hostile, headers: auth)
                #expect([400, 404].contains(answer.status) && answer.body.count < 300, "\(hostile): \(answer.status)")
            }
            let invalid = try await runner.send("GET", "/api/v1/downloads/stream/test/tiktok/x.exe", headers: auth)
            #expect(invalid.status == 400 && invalid.json?["code"] == "INVALID_PATH")

            // The file vanished from storage under its row: a 404, not a crash.
            try fixture.storage.remove(key: video.storageKey)
            #expect(try await runner.send("GET", url, headers: auth).status == 404)

            let health = try await runner.send("GET", "/api/v1/health")
            #expect(health.status == 200)
        }
    }

    @Test("submit → worker → status → listed → streamed, all over HTTP")
    func downloadOverHTTP() async throws {
        let server = try await FakeProviderServer.start { _ in
            FakeResponse(status: 200, headers: ["content-type": "video/mp4"], body: MediaSamples.mp4)
        }
        let auth = ["Authorization": "Bearer \(try await Self.token(TestUsers.free))", "Content-Type": "application/json"]
        try await withRunner { runner in
            let body = try JSONCoding.encode(["url": JSONValue.string(server.baseURL + "/s/omelette.mp4"), "genre": "breakfast"])
            let queued = try await runner.send("POST", "/api/v1/download", headers: auth, body: [UInt8](body))
            #expect(queued.status == 202, "\(queued.text)")
            let statusURL = try #require(queued.json?["status_url"]?.stringValue)
            #expect(try await fixture.worker().runOnce())
            let status = try await runner.send("GET", statusURL, headers: auth)
            #expect(status.json?["status"] == "completed" && status.json?["path"] == "test/breakfast/omelette.mp4")
            let queue = try await runner.send("GET", "/api/v1/downloads/queue", headers: auth)
            #expect(queue.json?["counts"]?["total"] == 0)
            let listed = try await runner.send("GET", "/api/v1/downloads/videos?genre=breakfast", headers: auth)
            #expect(listed.json?["videos"]?[0]?["path"] == "test/breakfast/omelette.mp4")
            let streamed = try await runner.send("GET", "/api/v1/downloads/stream/test/breakfast/omelette.mp4", headers: auth)
            #expect(streamed.status == 200 && streamed.body == MediaSamples.mp4)
            let structure = try await runner.send("GET", "/api/v1/downloads/structure", headers: auth)
            #expect(structure.json?["users"]?[0]?["username"] == "test")
            let deleted = try await runner.send("DELETE", "/api/v1/downloads/videos/test/breakfast/omelette.mp4", headers: auth)
            #expect(deleted.status == 200)
            #expect(try await runner.send("GET", "/api/v1/downloads/stream/test/breakfast/omelette.mp4", headers: auth).status == 404)
        }
        await server.stop()
    }

    @Test("a 512 MiB file streams with flat runner memory")
    func largeFileMemory() async throws {
        let size: Int64 = 512 << 20
        let staged = try fixture.storage.stagingPath()
        FileManager.default.createFile(atPath: staged, contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: staged))
        try handle.truncate(atOffset: UInt64(size))
        try handle.close()
        let key = StorageKey.make(fileExtension: ".mp4")
        try fixture.storage.commit(staged: staged, key: key)
        let video = NewLibraryVideo(
            ownerID: UserID(TestUsers.free.id)!, genre: "big", stem: "large", fileExtension: ".mp4", storageKey: key, sizeBytes: size,
            contentType: "video/mp4", sha256: nil, title: "large", metadata: [:], sourceURL: nil)
        _ = try fixture.database.functionDatabase().transaction(as: .system) { try DownloadQueue.insert(video, connection: $0) }
        let token = try await Self.token(TestUsers.free)
        try await withRunner { runner in
            let (stdout, growth) = await curlWithPeakMemory(
                ["-w", "%{size_download}", runner.baseURL + "/api/v1/downloads/stream/test/big/large.mp4?token=\(token)"])
            #expect(stdout == "\(size)", "curl: \(stdout ?? "failed")")
            #expect(growth < 96 << 20, "resident memory grew by \(growth >> 20) MiB streaming \(size >> 20) MiB")
        }
    }

    /// VmRSS of this process (the runner runs in it).
    static func residentBytes() -> Int64 {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return 0 }
        let kilobytes = line.split(separator: " ").compactMap { Int64($0) }.first ?? 0
        return kilobytes * 1024
    }
}

/// A small deterministic generator for test bytes.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
