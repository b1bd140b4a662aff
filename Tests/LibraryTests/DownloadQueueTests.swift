import Database
import Foundation
import FunctionRuntime
import Library
import Synchronization
import TestSupport
import Testing

@testable import LibraryFunction

/// Downloads end to end against the real database and a loopback media server that can fail,
/// stall, lie, redirect and serve pages: submit → worker → status → listing → companion.
@Suite("library: the download queue and its workers", .serialized)
struct DownloadQueueTests {
    let fixture: LibraryFixture

    init() throws {
        fixture = try LibraryFixture("library-queue")
    }

    static func mediaServer(_ answer: @escaping @Sendable (RecordedRequest) async -> FakeResponse) async throws -> FakeProviderServer {
        try await FakeProviderServer.start(answer)
    }

    static func video(_ bytes: [UInt8] = MediaSamples.mp4, type: String = "video/mp4") -> FakeResponse {
        FakeResponse(status: 200, headers: ["content-type": type], body: bytes)
    }

    @Test("a direct MP4 URL: queued, fetched, probed, listed, its companion and bytes exact")
    func happyPath() async throws {
        let server = try await Self.mediaServer { _ in Self.video() }
        let user = try await LibraryFixture.identity(TestUsers.free)
        let id = try await fixture.submit(server.baseURL + "/media/pad-thai.mp4", title: "Pad Thai at home", genre: "tiktok", as: user)
        let queued = try await fixture.status(id, as: user)
        #expect(queued["status"] == "pending")
        #expect(try await fixture.worker().runOnce())
        let done = try await fixture.status(id, as: user)
        #expect(done["status"] == "completed", "\(done)")
        #expect(done["progress"] == 100)
        #expect(done["path"] == "test/tiktok/Pad_Thai_at_home.mp4")

        let listing = try await fixture.call("GET", "/api/v1/downloads/videos", query: ["sort": "newest"], as: user)
        #expect(listing.body["total"] == 1 && listing.body["has_more"] == false)
        let item = listing.body["videos"]?[0]
        #expect(item?["filename"] == "Pad_Thai_at_home.mp4" && item?["username"] == "test" && item?["extension"] == ".mp4")
        #expect(item?["size_bytes"] == .int(Int64(MediaSamples.mp4.count)))
        #expect(item?["modified_formatted"] == "just now")

        let companion = try await fixture.call(
            "GET", "/api/v1/downloads/stream/{path+}", parameters: ["path": "test/tiktok/Pad_Thai_at_home.json"], as: user)
        #expect(companion.status == 200)
        #expect(companion.body["title"] == "Pad Thai at home")
        #expect(companion.body["duration"] == 2 && companion.body["duration_formatted"] == "0:02")
        #expect(companion.body["webpage_url"] == .string(server.baseURL + "/media/pad-thai.mp4"))
        #expect(companion.body.objectValue?.count == 14)

        let stream = try await fixture.call(
            "GET", "/api/v1/downloads/stream/{path+}", parameters: ["path": "test/tiktok/Pad_Thai_at_home.mp4"], as: user)
        let key = try #require(stream.headers["x-accel-redirect"])
        #expect(stream.headers["content-type"] == "video/mp4")
        let stored = try #require(fixture.storage.localPath(for: key))
        #expect(FileManager.default.contents(atPath: stored).map([UInt8].init) == MediaSamples.mp4)

        let structure = try await fixture.call("GET", "/api/v1/downloads/structure", as: user)
        #expect(structure.body["total_videos"] == 1)
        #expect(structure.body["users"]?[0]?["genres"]?["tiktok"]?["count"] == 1)
        // The other user sees nothing of it.
        let other = try await LibraryFixture.identity(TestUsers.pro)
        #expect(try await fixture.call("GET", "/api/v1/downloads/videos", as: other).body["total"] == 0)
        #expect(try await fixture.call("GET", "/api/v1/status/{id}", parameters: ["id": id.uuidString], as: other).status == 404)
        let theirs = try await fixture.call(
            "GET", "/api/v1/downloads/stream/{path+}", parameters: ["path": "test/tiktok/Pad_Thai_at_home.mp4"], as: other)
        #expect(theirs.status == 404 && theirs.headers["x-accel-redirect"] == nil)
        await server.stop()
    }

    @Test("transient failures are retried with backoff; permanent ones fail with a reason; retry works")
    func failures() async throws {
        let calls = Mutex<[String: Int]>([:])
        let healed = Mutex(false)
        let server = try await Self.mediaServer { request in
            let count = calls.withLock { counts in
                counts[request.path, default: 0] += 1
                return counts[request.path]!
            }
            switch request.path {
            case "/flaky.mp4": return count <= 2 ? .text(503, "busy") : Self.video()
            case "/gone.mp4": return healed.withLock { $0 } ? Self.video() : .text(404, "no")
            case "/page": return FakeResponse(status: 200, headers: ["content-type": "text/html"], body: Array("<html></html>".utf8))
            case "/fake.mp4": return Self.video(Array(repeating: 7, count: 4096))
            case "/stall.mp4":
                return FakeResponse(status: 200, headers: ["content-type": "video/mp4"], body: MediaSamples.mp4, delay: .seconds(4))
            case "/redirect": return FakeResponse(status: 302, headers: ["location": "/flaky.mp4"], body: [])
            default: return .text(404, "no")
            }
        }
        let user = try await LibraryFixture.identity(TestUsers.free)
        let worker = fixture.worker()
        let flaky = try await fixture.submit(server.baseURL + "/flaky.mp4", as: user)
        #expect(try await worker.runOnce())
        var state = try await fixture.status(flaky, as: user)
        #expect(state["status"] == "pending" && state["error_code"] == "SOURCE_UNAVAILABLE" && state["attempts"] == 1)
        #expect(try await worker.runOnce())
        #expect(try await worker.runOnce())
        state = try await fixture.status(flaky, as: user)
        #expect(state["status"] == "completed" && state["attempts"] == 3, "\(state)")

        let gone = try await fixture.submit(server.baseURL + "/gone.mp4", as: user)
        #expect(try await worker.runOnce())
        state = try await fixture.status(gone, as: user)
        #expect(state["status"] == "failed" && state["error_code"] == "SOURCE_REFUSED" && state["attempts"] == 1)
        let queue = try await fixture.call("GET", "/api/v1/downloads/queue", as: user)
        #expect(queue.body["counts"] == ["downloading": 0, "pending": 0, "failed": 1, "total": 1])
        #expect(queue.body["failed"]?[0]?["download_id"] == .string(gone.uuidString.lowercased()))
        // Retry: only a failed download, only the owner's.
        let other = try await LibraryFixture.identity(TestUsers.pro)
        #expect(
            try await fixture.call("POST", "/api/v1/downloads/retry/{download_id}", parameters: ["download_id": gone.uuidString], as: other)
                .status == 404)
        healed.withLock { $0 = true }
        let retried = try await fixture.call(
            "POST", "/api/v1/downloads/retry/{download_id}", parameters: ["download_id": gone.uuidString], as: user)
        #expect(retried.status == 202 && retried.body["status"] == "pending")
        #expect(try await worker.runOnce())
        #expect(try await fixture.status(gone, as: user)["status"] == "completed")
        let again = try await fixture.call(
            "POST", "/api/v1/downloads/retry/{download_id}", parameters: ["download_id": gone.uuidString], as: user)
        #expect(again.status == 409 && again.body["code"] == "DOWNLOAD_NOT_FAILED" && again.body["status"] == "completed")

        for (path, code) in [("/page", "NOT_A_MEDIA_FILE"), ("/fake.mp4", "NOT_A_MEDIA_FILE")] {
            let id = try await fixture.submit(server.baseURL + path, as: user)
            #expect(try await worker.runOnce())
            let answer = try await fixture.status(id, as: user)
            #expect(answer["status"] == "failed" && answer["error_code"] == .string(code), "\(path): \(answer)")
        }
        var small = LibraryFixture.settings
        small.maxBytes = 1000
        let big = try await fixture.submit(server.baseURL + "/flaky.mp4", as: user)
        #expect(try await fixture.worker(settings: small).runOnce())
        #expect(try await fixture.status(big, as: user)["error_code"] == "TOO_LARGE")

        // A stalled server: the idle timeout ends the attempt; it is retried, then given up.
        var impatient = LibraryFixture.settings
        impatient.idleTimeout = 1
        let stalled = try await fixture.submit(server.baseURL + "/stall.mp4", as: user)
        #expect(try await fixture.worker(settings: impatient).runOnce())
        state = try await fixture.status(stalled, as: user)
        #expect(state["status"] == "pending" && state["error_code"] == "TIMEOUT", "\(state)")

        let redirected = try await fixture.submit(server.baseURL + "/redirect", title: "followed", as: user)
        for _ in 0..<5 where try await fixture.status(redirected, as: user)["status"] != "completed" {
            _ = try await worker.runOnce()
        }
        #expect(try await fixture.status(redirected, as: user)["path"] == "test/web/followed.mp4")
        // A library at its storage quota: the finished download fails and its file is removed.
        var full = LibraryFixture.settings
        full.userQuotaBytes = Int64(MediaSamples.mp4.count) * 2
        let objectsBefore = try Self.objectCount(fixture.storage)
        let overQuota = try await fixture.submit(server.baseURL + "/flaky.mp4", title: "one more", as: user)
        for _ in 0..<6 where try await fixture.status(overQuota, as: user)["status"] != "failed" {
            _ = try await fixture.worker(settings: full).runOnce()
        }
        let refused = try await fixture.status(overQuota, as: user)
        #expect(refused["status"] == "failed" && refused["error_code"] == "STORAGE_QUOTA_EXCEEDED", "\(refused)")
        #expect(try Self.objectCount(fixture.storage) == objectsBefore, "the refused file was removed")

        // Nothing half-written: every staging file is gone.
        let staging = try FileManager.default.contentsOfDirectory(atPath: fixture.storage.root + "/staging")
        #expect(staging.isEmpty, "\(staging)")
        await server.stop()
    }

    @Test("two workers drain one queue: every URL fetched exactly once, every file stored once")
    func twoWorkers() async throws {
        let calls = Mutex<[String: Int]>([:])
        let server = try await Self.mediaServer { request in
            calls.withLock { $0[request.path, default: 0] += 1 }
            return FakeResponse(status: 200, headers: ["content-type": "video/mp4"], body: MediaSamples.mp4, delay: .milliseconds(50))
        }
        let user = try await LibraryFixture.identity(TestUsers.free)
        var ids: [UUID] = []
        for index in 0..<10 { ids.append(try await fixture.submit(server.baseURL + "/clip\(index).mp4", title: "same title", as: user)) }
        let first = fixture.worker("first")
        let second = fixture.worker("second")
        async let a: Int = Self.drain(first)
        async let b: Int = Self.drain(second)
        let (byFirst, bySecond) = try await (a, b)
        #expect(byFirst + bySecond == 10)
        #expect(calls.withLock { $0 }.values.allSatisfy { $0 == 1 })
        #expect(calls.withLock { $0.count } == 10)
        let listing = try await fixture.call(
            "GET", "/api/v1/downloads/videos", query: ["sort": "name", "limit": "4", "offset": "8"], as: user)
        #expect(listing.body["total"] == 10 && listing.body["has_more"] == false)
        #expect(listing.body["videos"]?.arrayValue?.count == 2)
        let names =
            try await fixture.call("GET", "/api/v1/downloads/videos", query: ["limit": "500"], as: user).body["videos"]?.arrayValue?
            .compactMap { $0["filename"]?.stringValue } ?? []
        #expect(Set(names).count == 10 && names.contains("same_title.mp4") && names.contains("same_title_10.mp4"))
        await server.stop()
    }

    static func drain(_ worker: DownloadWorker) async throws -> Int {
        var done = 0
        while try await worker.runOnce() { done += 1 }
        return done
    }

    @Test("a worker that dies: its lease runs out, another takes over, the dead one's late result is dropped")
    func leaseTakeover() async throws {
        let server = try await Self.mediaServer { _ in Self.video() }
        let user = try await LibraryFixture.identity(TestUsers.free)
        let id = try await fixture.submit(server.baseURL + "/a.mp4", as: user)
        let queue = DownloadQueue(database: fixture.database.functionDatabase())
        let dead = try #require(try queue.claim(worker: "dead", leaseSeconds: 1))
        #expect(dead.id == id)
        #expect(try await fixture.worker("alive").runOnce() == false)
        try await Task.sleep(for: .milliseconds(1300))
        #expect(try await fixture.worker("alive").runOnce())
        #expect(try await fixture.status(id, as: user)["status"] == "completed")
        #expect(try await fixture.status(id, as: user)["attempts"] == 2)
        #expect(try queue.heartbeat(id: id, worker: "dead", bytesDone: 1, bytesTotal: 2, leaseSeconds: 60) == false)
        let late = NewLibraryVideo(
            ownerID: UserID(TestUsers.free.id)!, genre: "web", stem: "late", fileExtension: ".mp4",
            storageKey: StorageKey.make(fileExtension: ".mp4"),
            sizeBytes: 1, contentType: "video/mp4", sha256: nil, title: nil, metadata: [:], sourceURL: nil)
        #expect(try queue.complete(id: id, worker: "dead", video: late) == nil)
        #expect(try await fixture.call("GET", "/api/v1/downloads/videos", as: user).body["total"] == 1)
        await server.stop()
    }

    @Test("submission: validation, private addresses, file:// and the per-user waiting limit")
    func submission() async throws {
        let user = try await LibraryFixture.identity(TestUsers.free)
        for (body, code) in [
            (["url": JSONValue.string("file:///var/mobile/Media/DCIM/clip.mov")], "INVALID_URL"),
            (["url": "ftp://example.com/a.mp4"], "INVALID_URL"),
            (["url": "https://cdn.example.com/a.mp4", "genre": "Not A Genre"], "INVALID_GENRE"),
            (["genre": "tiktok"], "MISSING_FIELDS"),
            (["url": 5], "INVALID_FIELD"),
        ] {
            let answer = try await fixture.call("POST", "/api/v1/download", body: .object(body), as: user)
            #expect(answer.status == 400 && answer.body["code"] == .string(code), "\(body): \(answer.body)")
        }
        // The fixture's handler allows loopback (its media server); the default one refuses
        // private addresses such as the cloud metadata service.
        let defaultHandler = LibraryHandler(store: fixture.store)
        let envelope = RequestEnvelope(
            routeKey: "POST /api/v1/download", rawPath: "/api/v1/download",
            requestContext: RequestContext(
                requestId: "r", routeKey: "POST /api/v1/download",
                http: HTTPDescription(method: "POST", path: "/api/v1/download", sourceIp: "1.1.1.1"),
                authorizer: nil, timeEpoch: 0, deadline: 0),
            body: #"{"url":"http://169.254.169.254/latest/meta-data"}"#)
        await #expect(throws: FunctionError.self) {
            _ = try await defaultHandler.respond(
                to: envelope,
                context: FunctionContext(requestID: "r", identity: user, logger: .init(label: "t"), now: Date(), deadline: Date()))
        }
        // The waiting limit (20 by default), counted per user.
        for index in 0..<20 { _ = try await fixture.submit("https://cdn.example.com/\(index).mp4", as: user) }
        let over = try await fixture.call("POST", "/api/v1/download", body: ["url": "https://cdn.example.com/x.mp4"], as: user)
        #expect(over.status == 429 && over.body["code"] == "TOO_MANY_DOWNLOADS" && over.headers["retry-after"] == "30")
        let other = try await LibraryFixture.identity(TestUsers.pro)
        #expect(try await fixture.call("POST", "/api/v1/download", body: ["url": "https://cdn.example.com/x.mp4"], as: other).status == 202)
        // The default genre is the platform's.
        let page = try await fixture.call("POST", "/api/v1/download", body: ["url": "https://www.instagram.com/reel/abc/"], as: other)
        #expect(page.body["genre"] == "instagram")
        // Listing parameters.
        for (query, parameter) in [
            (["sort": "random"], "sort"), (["limit": "0"], "limit"), (["offset": "-1"], "offset"), (["limit": "ten"], "limit"),
        ] {
            let answer = try await fixture.call("GET", "/api/v1/downloads/videos", query: query, as: user)
            #expect(answer.status == 400 && answer.body["parameter"] == .string(parameter), "\(query)")
        }
        #expect(try await fixture.call("GET", "/api/v1/status/{id}", parameters: ["id": "not-a-uuid"], as: user).status == 404)
        #expect(try await fixture.call("POST", "/api/v1/download", body: ["url": "https://a.example/x.mp4"], as: .system).status == 403)
        #expect(try await fixture.call("GET", "/api/v1/downloads/videos", as: .anonymous).status == 401)
    }

    @Test("search, filters and deletion; a deleted entry's file is collected")
    func searchAndDelete() async throws {
        _ = try fixture.plant(
            bytes: [1, 2, 3], owner: TestUsers.free, genre: "tiktok", title: "Crispy tofu", metadata: ["uploader": "@chef_100%"])
        _ = try fixture.plant(bytes: [1, 2, 3, 4], owner: TestUsers.free, genre: "instagram", title: "Mango sticky rice")
        let mine = try fixture.plant(bytes: [9], owner: TestUsers.pro, genre: "tiktok", title: "Crispy tofu")
        let user = try await LibraryFixture.identity(TestUsers.free)
        let search = { (query: [String: String]) in try await fixture.call("GET", "/api/v1/downloads/videos", query: query, as: user).body }
        #expect(try await search(["search": "crispy"])["total"] == 1)
        #expect(try await search(["search": "100%"])["total"] == 1)
        #expect(try await search(["search": "%"])["total"] == 1)
        // `_` is a letter here, not LIKE's any-character ("Cris_y" would match "Crispy").
        #expect(try await search(["search": "Cris_y"])["total"] == 0)
        #expect(try await search(["search": "o_s"])["total"] == 1)
        #expect(try await search(["genre": "instagram"])["videos"]?[0]?["filename"] == "Mango_sticky_rice.mp4")
        #expect(try await search(["sort": "size"])["videos"]?[0]?["size_bytes"] == 4)
        #expect(try await search(["username": "pro"])["total"] == 0)
        // The service role sees every library.
        let all = try await fixture.call("GET", "/api/v1/downloads/structure", as: .system).body
        #expect(all["total_videos"] == 3 && all["users"]?.arrayValue?.count == 2)

        let path = "test/tiktok/Crispy_tofu.mp4"
        let key = try #require(
            try await fixture.call("GET", "/api/v1/downloads/stream/{path+}", parameters: ["path": path], as: user).headers[
                "x-accel-redirect"])
        let other = try await LibraryFixture.identity(TestUsers.pro)
        #expect(try await fixture.call("DELETE", "/api/v1/downloads/videos/{path+}", parameters: ["path": path], as: other).status == 404)
        let deleted = try await fixture.call("DELETE", "/api/v1/downloads/videos/{path+}", parameters: ["path": path], as: user)
        #expect(deleted.status == 200 && deleted.body["deleted"] == true)
        #expect(fixture.storage.localPath(for: key) != nil)
        try fixture.worker().collectGarbage()
        #expect(fixture.storage.localPath(for: key) == nil)
        #expect(fixture.storage.localPath(for: mine.storageKey) != nil)
        #expect(try await search([:])["total"] == 1)
    }

    /// Files under the storage's objects folder.
    static func objectCount(_ storage: LocalFolderStorage) throws -> Int {
        FileManager.default.enumerator(atPath: storage.root + "/objects")?.allObjects.compactMap { $0 as? String }
            .filter { $0.contains(".") }.count ?? 0
    }
}
