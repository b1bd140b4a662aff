import Database
import Foundation
import FunctionRuntime
import Library
import Logging
import ProcessKit
import RunnerCore
import Synchronization
import TestSupport

@testable import LibraryFunction

/// Real media made by ffmpeg once per test run: a 2-second MP4 with video and audio.
enum MediaSamples {
    static let mp4: [UInt8] = {
        let path = TestScratch.path("library-sample-\(UUID().uuidString).mp4")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = ProcessRunner.runBlocking(
            ProcessSpec(
                executable: "/usr/bin/ffmpeg",
                arguments: [
                    "-hide_banner", "-loglevel", "error", "-f", "lavfi", "-i", "testsrc=duration=2:size=160x120:rate=10", "-f", "lavfi",
                    "-i",
                    "sine=frequency=440:duration=2", "-c:v", "mpeg4", "-c:a", "aac", "-shortest", "-y", path,
                ],
                environment: ["PATH": "/usr/bin:/bin"], stdin: [], timeout: .seconds(60), maxStdoutBytes: 1 << 16),
            stderrLine: { _ in })
        guard case .exited(0, _) = outcome, let data = FileManager.default.contents(atPath: path) else {
            fatalError("ffmpeg failed: \(outcome)")
        }
        return [UInt8](data)
    }()
}

extension MediaSamples {
    /// A video of `seconds` of test pattern with `audio` (any container ffmpeg reads) as its sound,
    /// or none.
    static func video(audio: [UInt8]?, seconds: Int = 6) throws -> [UInt8] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("library-video-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var arguments = ["-hide_banner", "-loglevel", "error", "-f", "lavfi", "-i", "testsrc=duration=\(seconds):size=160x120:rate=10"]
        if let audio {
            FileManager.default.createFile(atPath: folder.path + "/sound", contents: Data(audio))
            arguments += ["-i", folder.path + "/sound", "-c:a", "aac", "-shortest"]
        }
        arguments += ["-c:v", "mpeg4", "-y", folder.path + "/out.mp4"]
        let outcome = ProcessRunner.runBlocking(
            ProcessSpec(
                executable: "/usr/bin/ffmpeg", arguments: arguments, environment: ["PATH": "/usr/bin:/bin"], stdin: [],
                timeout: .seconds(60),
                maxStdoutBytes: 1 << 16),
            stderrLine: { _ in })
        guard case .exited(0, _) = outcome, let data = FileManager.default.contents(atPath: folder.path + "/out.mp4") else {
            throw FixtureError("ffmpeg failed: \(outcome)")
        }
        return [UInt8](data)
    }
}

/// A library against a fresh database and a private storage folder.
struct LibraryFixture {
    let database: TestDatabase
    let storage: LocalFolderStorage
    let store: PostgresLibraryStore

    init(_ label: String) throws {
        database = try TestCluster.shared.makeDatabase(label)
        storage = LocalFolderStorage(
            root: TestScratch.path("library-\(UUID().uuidString)"))
        try storage.prepare()
        store = PostgresLibraryStore(database: database.functionDatabase())
    }

    static func identity(_ user: (id: String, email: String, tier: String)) async throws -> Identity {
        try Identity(claims: try await TestTokens.verifiedClaims(userID: user.id, email: user.email, tier: user.tier))
    }

    static var settings: DownloadSettings {
        var settings = DownloadSettings()
        settings.allowPrivateHosts = true
        settings.backoffBaseSeconds = 0
        settings.pollSeconds = 0.05
        settings.heartbeatSeconds = 0.2
        settings.idleTimeout = 2
        return settings
    }

    func worker(_ name: String = "w1", settings: DownloadSettings = LibraryFixture.settings) -> DownloadWorker {
        var logger = Logger(label: "worker")
        logger.logLevel = .critical
        return DownloadWorker(
            name: name, database: database.functionDatabase(), storage: storage, settings: settings,
            probe: MediaProbe.locate(override: nil), logger: logger)
    }

    func handler() -> LibraryHandler {
        var settings = LibraryHandler.Settings()
        settings.addresses = AddressPolicy(allowPrivate: true)
        return LibraryHandler(store: store, settings: settings)
    }

    /// Status and body of one handler call, errors rendered as the route renders them.
    func call(
        _ method: String, _ route: String, path: String? = nil, parameters: [String: String] = [:], query: [String: String] = [:],
        body: JSONValue? = nil, as identity: Identity
    ) async throws -> (status: Int, headers: [String: String], body: JSONValue) {
        let handler = handler()
        let envelope = RequestEnvelope(
            routeKey: "\(method) \(route)", rawPath: path ?? route, queryStringParameters: query, pathParameters: parameters,
            requestContext: RequestContext(
                requestId: "r", routeKey: "\(method) \(route)",
                http: HTTPDescription(method: method, path: path ?? route, sourceIp: "10.0.0.1"),
                authorizer: nil, timeEpoch: 0, deadline: 0),
            body: try body.map { try JSONCoding.encodeToString($0) })
        var logger = Logger(label: "library")
        logger.logLevel = .critical
        let context = FunctionContext(
            requestID: "r", identity: identity, logger: logger, now: Date(), deadline: Date().addingTimeInterval(10))
        let response: ResponseEnvelope
        do {
            response = try await handler.respond(to: envelope, context: context)
        } catch let error as FunctionError {
            response = handler.errorStyle.response(for: error, requestID: "r", now: Date())
        }
        return (response.statusCode, response.headers ?? [:], response.body.flatMap(JSONCoding.parseBody) ?? .null)
    }

    /// Queues `url` for `identity` through the handler and returns the download id.
    func submit(_ url: String, title: String? = nil, genre: String? = nil, as identity: Identity) async throws -> UUID {
        var body: [String: JSONValue] = ["url": .string(url)]
        if let title { body["title"] = .string(title) }
        if let genre { body["genre"] = .string(genre) }
        let answer = try await call("POST", "/api/v1/download", body: .object(body), as: identity)
        guard answer.status == 202, let id = answer.body["download_id"]?.stringValue.flatMap(UUID.init(uuidString:)) else {
            throw FixtureError("submit answered \(answer.status) \(answer.body)")
        }
        return id
    }

    func status(_ id: UUID, as identity: Identity) async throws -> JSONValue {
        try await call("GET", "/api/v1/status/{id}", parameters: ["id": id.uuidString], as: identity).body
    }

    /// Plants a stored video for `owner` directly (as a finished download would leave it).
    func plant(
        bytes: [UInt8], owner: (id: String, email: String, tier: String), genre: String = "tiktok", title: String,
        fileExtension: String = ".mp4",
        metadata: [String: JSONValue] = [:], sourceURL: String? = nil
    ) throws -> LibraryVideo {
        let staged = try storage.stagingPath()
        FileManager.default.createFile(atPath: staged, contents: Data(bytes))
        let key = StorageKey.make(fileExtension: fileExtension)
        try storage.commit(staged: staged, key: key)
        let video = NewLibraryVideo(
            ownerID: UserID(owner.id)!, genre: genre, stem: LibraryFormat.stem(from: title), fileExtension: fileExtension, storageKey: key,
            sizeBytes: Int64(bytes.count), contentType: LibraryFormat.mediaTypes[fileExtension]!,
            sha256: MediaChecksum.sha256(ofFile: storage.localPath(for: key)!),
            title: title, metadata: metadata, sourceURL: sourceURL ?? "https://cdn.example.com/\(title).mp4")
        return try database.functionDatabase().transaction(as: .system) { connection in
            try DownloadQueue.insert(video, connection: connection)
        }
    }
}

/// Runs curl (in its own process, so the figure is the runner's alone) while sampling this
/// process's resident memory: curl's stdout, or nil when it failed, and the peak growth.
func curlWithPeakMemory(_ arguments: [String], timeout: Duration = .seconds(180)) async -> (stdout: String?, growth: Int64) {
    let baseline = LibraryRunnerTests.residentBytes()
    let peak = Mutex(baseline)
    let sampler = Task {
        while !Task.isCancelled {
            let now = LibraryRunnerTests.residentBytes()
            peak.withLock { $0 = max($0, now) }
            try? await Task.sleep(for: .milliseconds(20))
        }
    }
    let outcome = await ProcessRunner.run(
        ProcessSpec(
            executable: "/usr/bin/curl", arguments: ["-s", "-o", "/dev/null"] + arguments, environment: ["PATH": "/usr/bin:/bin"],
            stdin: [], timeout: timeout, maxStdoutBytes: 1024),
        stderrLine: { _ in })
    sampler.cancel()
    let growth = peak.withLock { $0 } - baseline
    guard case .exited(0, let stdout) = outcome else { return (nil, growth) }
    return (String(decoding: stdout, as: UTF8.self), growth)
}

extension LibraryFixture {
    /// A runner on this fixture's database and storage for the duration of `body`.
    func withRunner(
        extraEnvironment: [String: String] = [:], sidecars: [any Sidecar] = [], maxUploadBytes: Int64 = 64 << 20,
        _ body: (TestRunner) async throws -> Void
    ) async throws {
        var environment = extraEnvironment
        environment["LIBRARY_DIR"] = storage.root
        let runner = try await TestRunner.start(
            routes: try TestRunner.projectRoutes(), database: database, extraEnvironment: environment, sidecars: sidecars,
            storage: StorageResponder(storage: storage, maxUploadBytes: maxUploadBytes))
        do {
            try await body(runner)
        } catch {
            await runner.stop()
            throw error
        }
        await runner.stop()
    }
}

struct FixtureError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
