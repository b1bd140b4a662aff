import Database
import Foundation
import FunctionRuntime
import Library
import ProcessKit
import RunnerCore
import Synchronization
import TestSupport
import Testing

/// `POST /api/v1/downloads/upload` through the real runner: the body is streamed to a staging
/// file, the function commits it as the caller's, and nothing is left behind when it refuses.
@Suite("library: uploads through the runner", .serialized)
struct LibraryUploadTests {
    let fixture: LibraryFixture

    init() throws {
        fixture = try LibraryFixture("library-upload")
    }

    func withRunner(
        maxUploadBytes: Int64 = 64 << 20, environment: [String: String] = [:], _ body: (TestRunner) async throws -> Void
    ) async throws {
        try await fixture.withRunner(extraEnvironment: environment, maxUploadBytes: maxUploadBytes, body)
    }

    static let boundary = "----savry-boundary-7MA4YWxkTrZu0gW"

    /// A multipart body: text fields, then the file part when given.
    static func multipart(fields: [(String, String)], file: (name: String, type: String, bytes: [UInt8])?) -> [UInt8] {
        var body: [UInt8] = []
        for (name, value) in fields {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
        }
        if let file {
            body += Array(
                "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(file.name)\"\r\nContent-Type: \(file.type)\r\n\r\n"
                    .utf8)
            body += file.bytes + Array("\r\n".utf8)
        }
        body += Array("--\(boundary)--\r\n".utf8)
        return body
    }

    func post(_ runner: TestRunner, _ body: [UInt8], token: String?, contentType: String? = nil) async throws -> HTTPResult {
        var headers = ["Content-Type": contentType ?? "multipart/form-data; boundary=\(Self.boundary)"]
        if let token { headers["Authorization"] = "Bearer \(token)" }
        return try await runner.send("POST", "/api/v1/downloads/upload", headers: headers, body: body, timeout: 60)
    }

    func stagingIsEmpty() -> Bool {
        ((try? FileManager.default.contentsOfDirectory(atPath: fixture.storage.root + "/staging")) ?? []).isEmpty
    }

    @Test("a camera-roll video is uploaded, listed, streamed byte-exact; bad uploads are refused and leave nothing behind")
    func uploadAndRefusals() async throws {
        let token = try await TestTokens.token(userID: TestUsers.free.id, email: TestUsers.free.email, tier: TestUsers.free.tier)
        try await withRunner(maxUploadBytes: 1 << 20) { runner in
            let video = MediaSamples.mp4
            let stored = try await post(
                runner,
                Self.multipart(
                    fields: [("genre", "Desserts"), ("title", "Grandma's flan")], file: ("IMG_0042.MOV", "video/quicktime", video)),
                token: token)
            #expect(stored.status == 201, "\(stored.text)")
            let path = try #require(stored.json?["path"]?.stringValue)
            #expect(path.hasPrefix("test/desserts/") && path.hasSuffix(".mov"), "\(path)")
            #expect(stored.json?["size_bytes"] == .int(Int64(video.count)))
            let auth = ["Authorization": "Bearer \(token)"]
            let streamed = try await runner.send("GET", "/api/v1/downloads/stream/\(path)", headers: auth)
            #expect(streamed.status == 200 && streamed.body == video)
            #expect(streamed.headers["content-type"] == "video/quicktime")
            let companion = try await runner.send("GET", "/api/v1/downloads/stream/\(path.dropLast(4)).json", headers: auth)
            #expect(companion.json?["title"] == "Grandma's flan")
            #expect(companion.json?["platform"] == "upload")
            // The hash the runner computed while receiving is the stored file's.
            let row = try fixture.database.admin().query("select sha256, storage_key from public.library_videos where extension = '.mov'")
                .single()
            let file = try #require(fixture.storage.localPath(for: try row.requireString("storage_key")))
            #expect(try row.string("sha256") == MediaChecksum.sha256(ofFile: file))

            // Refusals, each with the library's code, none leaving a staging file.
            let cases: [(String, HTTPResult, Int, String)] = [
                (
                    "no file part", try await post(runner, Self.multipart(fields: [("genre", "x")], file: nil), token: token), 400,
                    "INVALID_UPLOAD"
                ),
                (
                    "not multipart", try await post(runner, Array("{}".utf8), token: token, contentType: "application/json"), 400,
                    "INVALID_UPLOAD"
                ),
                (
                    "text posing as a video",
                    try await post(
                        runner, Self.multipart(fields: [], file: ("clip.mov", "video/quicktime", Array(repeating: 65, count: 5000))),
                        token: token), 415, "UNSUPPORTED_MEDIA"
                ),
                (
                    "a document",
                    try await post(runner, Self.multipart(fields: [], file: ("notes.pdf", "application/pdf", video)), token: token),
                    415, "UNSUPPORTED_MEDIA"
                ),
                (
                    "over the limit",
                    try await post(
                        runner, Self.multipart(fields: [], file: ("big.mp4", "video/mp4", video + [UInt8](repeating: 0, count: 1 << 20))),
                        token: token),
                    413, "UPLOAD_TOO_LARGE"
                ),
                (
                    "bad genre",
                    try await post(
                        runner, Self.multipart(fields: [("genre", "../etc")], file: ("a.mp4", "video/mp4", video)), token: token),
                    400, "INVALID_GENRE"
                ),
                (
                    "two files",
                    try await post(
                        runner,
                        Self.multipart(fields: [], file: ("a.mp4", "video/mp4", video))
                            .dropLast(Self.boundary.utf8.count + 6) + Self.multipart(fields: [], file: ("b.mp4", "video/mp4", video)),
                        token: token), 400, "INVALID_UPLOAD"
                ),
                (
                    "cut short",
                    try await post(
                        runner, Array(Self.multipart(fields: [], file: ("a.mp4", "video/mp4", video)).dropLast(40)), token: token),
                    400, "INVALID_UPLOAD"
                ),
                (
                    "no token", try await post(runner, Self.multipart(fields: [], file: ("a.mp4", "video/mp4", video)), token: nil), 401,
                    "NO_TOKEN"
                ),
            ]
            for (label, result, status, code) in cases {
                #expect(result.status == status, "\(label): \(result.status) \(result.text)")
                #expect(result.headers["x-error-code"] == code, "\(label): \(result.text)")
            }
            #expect(stagingIsEmpty(), "no staging file left behind")
            let listed = try await runner.send("GET", "/api/v1/downloads/videos", headers: auth)
            #expect(listed.json?["total"] == 1, "only the good upload is in the library")
        }
    }

    @Test("a 512 MiB upload is streamed to disk with flat runner memory")
    func largeUploadMemory() async throws {
        let size: Int64 = Int64(ProcessInfo.processInfo.environment["UPLOAD_TEST_MIB"].flatMap(Int.init) ?? 512) << 20
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("upload-\(UUID().uuidString).mp4").path
        FileManager.default.createFile(atPath: source, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: source) }
        let handle = try #require(FileHandle(forWritingAtPath: source))
        try handle.truncate(atOffset: UInt64(size))
        try handle.close()
        let token = try await TestTokens.token(userID: TestUsers.free.id, email: TestUsers.free.email, tier: TestUsers.free.tier)
        try await withRunner(maxUploadBytes: 1 << 30) { runner in
            let (stdout, growth) = await curlWithPeakMemory([
                "-w", "%{http_code} %{size_upload}", "-H", "Authorization: Bearer \(token)", "-F", "file=@\(source);type=video/mp4",
                runner.baseURL + "/api/v1/downloads/upload",
            ])
            guard let stdout else {
                Issue.record("curl failed")
                return
            }
            // Zeros are not media: the whole body was received, then refused, and removed.
            let answer = stdout.split(separator: " ")
            #expect(answer.first == "415", "\(answer)")
            #expect((answer.last.flatMap { Int64($0) } ?? 0) > size)
            #expect(growth < 96 << 20, "resident memory grew by \(growth >> 20) MiB receiving \(size >> 20) MiB")
            #expect(stagingIsEmpty())
        }
    }

    @Test("an upload past the user's storage quota is refused with 413 and leaves nothing behind")
    func storageQuota() async throws {
        let token = try await TestTokens.token(userID: TestUsers.pro.id, email: TestUsers.pro.email, tier: TestUsers.pro.tier)
        let video = MediaSamples.mp4
        try await withRunner(environment: ["LIBRARY_USER_QUOTA_BYTES": "\(video.count * 3 / 2)"]) { runner in
            let body = Self.multipart(fields: [("genre", "quota")], file: ("a.mp4", "video/mp4", video))
            let first = try await post(runner, body, token: token)
            #expect(first.status == 201, "\(first.text)")
            let second = try await post(runner, body, token: token)
            #expect(second.status == 413, "\(second.text)")
            #expect(second.headers["x-error-code"] == "STORAGE_QUOTA_EXCEEDED")
            #expect(second.json?["limitBytes"] == .int(Int64(video.count * 3 / 2)))
            #expect(stagingIsEmpty())
            #expect(try DownloadQueueTests.objectCount(fixture.storage) == 1)
        }
    }
}
