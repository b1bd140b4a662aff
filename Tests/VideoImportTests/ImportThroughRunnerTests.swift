import Database
import Foundation
import FunctionRuntime
import RunnerCore
import TestSupport
import Testing

/// get-or-transcribe and /transcribe through the runner with real processes.
@Suite("Video import through the runner")
struct ImportThroughRunnerTests {
    static let fake = FakeTranscriber()
    static let server = ServerFixture { try await FakeProviderServer.start { fake.respond($0) } }

    func startRunner(_ database: TestDatabase) async throws -> TestRunner {
        try await TestRunner.start(
            routes: try TestRunner.projectRoutes(), database: database,
            extraEnvironment: ["TRANSCRIBE_BASE_URL": try await Self.server.server().baseURL, "TRANSCRIBE_RETRY_BASE_MS": "5"])
    }

    static func body(url: String, user: String, audio: [UInt8]?) -> [UInt8] {
        var object: [String: JSONValue] = ["videoUrl": .string(url), "platform": "tiktok", "userId": .string(user)]
        if let audio { object["audioData"] = .string(Data(audio).base64EncodedString()) }
        return Array((try? JSONCoding.encode(JSONValue.object(object))) ?? Data())
    }

    @Test("20 users import one new video at the same moment: one transcription, 20 transcripts")
    func singleFlight() async throws {
        let database = try TestCluster.shared.makeDatabase("import-flight")
        let runner = try await startRunner(database)
        let users = try (0..<20).map { index in try database.createUser(email: "importer\(index)@example.com") }
        let audio = GoldenRequest.fixture("tone-1s.wav") + Array("DELAY1S".utf8)
        let results = try await withThrowingTaskGroup(of: HTTPResult.self) { group in
            for user in users {
                let token = try await TestTokens.token(userID: user, email: "x@example.com", tier: "FREE")
                group.addTask {
                    try await runner.send(
                        "POST", "/api/app/video/get-or-transcribe",
                        headers: ["Authorization": "Bearer \(token)", "Content-Type": "application/json"],
                        body: Self.body(url: "https://www.tiktok.com/@chef/video/7400000000000000001", user: user, audio: audio))
                }
            }
            return try await group.reduce(into: [HTTPResult]()) { $0.append($1) }
        }
        #expect(results.map(\.status).sorted() == Array(repeating: 200, count: 20), "\(results.map(\.text))")
        #expect(results.filter { $0.json?["cached"] == false }.count == 1)
        #expect(Self.fake.calls(containing: "DELAY1S") == 1)
        let access = try database.admin().query(
            "select t.access_count from public.transcripts t join public.transcript_keys k on k.transcript_id = t.id where k.video_id = '7400000000000000001'"
        ).single().requireInt("access_count")
        #expect(access == 20)
        await runner.stop()
    }

    @Test("50 simultaneous requests from a FREE user: exactly 2 succeed, the rest 429")
    func quotaIsExact() async throws {
        let database = try TestCluster.shared.makeDatabase("import-quota")
        let runner = try await startRunner(database)
        let token = try await TestTokens.token(userID: TestUsers.free.id, email: TestUsers.free.email, tier: "FREE")
        let audio = GoldenRequest.fixture("tone-1s.wav")
        let results = try await withThrowingTaskGroup(of: HTTPResult.self) { group in
            for index in 0..<50 {
                group.addTask {
                    try await runner.send(
                        "POST", "/api/app/video/get-or-transcribe",
                        headers: ["Authorization": "Bearer \(token)", "Content-Type": "application/json"],
                        body: Self.body(
                            url: "https://www.tiktok.com/@chef/video/75000000000000000\(10 + index)", user: TestUsers.free.id,
                            audio: audio + Array("COUNTME\(index)".utf8)))
                }
            }
            return try await group.reduce(into: [HTTPResult]()) { $0.append($1) }
        }
        #expect(results.filter { $0.status == 200 }.count == 2)
        #expect(results.filter { $0.status == 429 }.count == 48, "\(results.filter { $0.status != 429 && $0.status != 200 }.map(\.text))")
        let used = try database.admin().query("select used from public.usage_counters where user_id = $1::uuid", [TestUsers.free.id])
            .single().requireInt("used")
        #expect(used == 2)
        await runner.stop()
    }

    @Test("a failed transcription does not consume quota and caches nothing; a crashed one does not block")
    func failuresAndCrashes() async throws {
        let database = try TestCluster.shared.makeDatabase("import-failure")
        let runner = try await startRunner(database)
        let token = try await TestTokens.token(userID: TestUsers.free.id, email: TestUsers.free.email, tier: "FREE")
        let headers = ["Authorization": "Bearer \(token)", "Content-Type": "application/json"]
        let failed = try await runner.send(
            "POST", "/api/app/video/get-or-transcribe", headers: headers,
            body: Self.body(
                url: "https://www.tiktok.com/@chef/video/7600000000000000001", user: TestUsers.free.id,
                audio: GoldenRequest.fixture("tone-fail500.wav")))
        #expect(failed.status == 500)
        let counters = try database.admin().query("select coalesce(sum(used), 0) as used from public.usage_counters").single().requireInt(
            "used")
        #expect(counters == 0)
        #expect(
            try database.admin().query("select count(*) as n from public.transcripts where model <> 'dataset'").single().requireInt("n")
                == 0)
        #expect(
            try database.admin().query("select count(*) as n from internal.leases where scope = 'transcript'").single().requireInt("n") == 0
        )

        // A transcription whose process died left its claim behind; the lease has run out.
        try database.admin().query(
            """
            insert into internal.leases (scope, key_hash, key, holder, expires_at)
            values ('transcript', extensions.digest('tiktok:7600000000000000002', 'sha256'), 'tiktok:7600000000000000002', gen_random_uuid(),
                    now() - interval '1 second')
            """)
        let recovered = try await runner.send(
            "POST", "/api/app/video/get-or-transcribe", headers: headers,
            body: Self.body(
                url: "https://www.tiktok.com/@chef/video/7600000000000000002", user: TestUsers.free.id,
                audio: GoldenRequest.fixture("tone-1s.wav")))
        #expect(recovered.status == 200)
        #expect(recovered.json?["cached"] == false)
        await runner.stop()
    }
}

/// The embedded engine for real: espeak-ng speech, encoded by ffmpeg, transcribed by
/// faster-whisper (tiny.en) in the sidecar the runner starts on demand.
@Suite("Embedded transcription engine", .serialized)
struct EmbeddedEngineTests {
    static let fixture = RunnerFixture { database in
        let folder = TestScratch.path("whisper")
        return try await TestRunner.start(
            routes: try TestRunner.projectRoutes(), database: database,
            sidecars: [WhisperSidecar.project(root: PackagePaths.root, dataDirectory: folder)])
    }

    func post(_ audio: [UInt8], video: String, user: (id: String, email: String, tier: String) = TestUsers.pro) async throws -> HTTPResult {
        let token = try await TestTokens.token(userID: user.id, email: user.email, tier: user.tier)
        return try await Self.fixture.runner().send(
            "POST", "/api/app/video/get-or-transcribe", headers: ["Authorization": "Bearer \(token)", "Content-Type": "application/json"],
            body: ImportThroughRunnerTests.body(url: "https://www.tiktok.com/@chef/video/\(video)", user: user.id, audio: audio),
            timeout: 120)
    }

    @Test("WAV, MP3 and M4A speech are transcribed: flour, sugar, eggs", arguments: ["wav", "mp3", "m4a"])
    func speech(format: String) async throws {
        let samples = try SpeechSamples.make()
        let video = ["wav": "7700000000000000001", "mp3": "7700000000000000002", "m4a": "7700000000000000003"][format]!
        let result = try await post(samples[format]!, video: video)
        #expect(result.status == 200, "\(result.text)")
        let transcript = result.json?["transcript"]?.stringValue?.lowercased() ?? ""
        for word in ["flour", "sugar", "eggs"] { #expect(transcript.contains(word), "\(word) in \(transcript)") }
        #expect(result.json?["language"] == "en")
        #expect((result.json?["durationSeconds"]?.doubleValue ?? 0) > 3)
        #expect(result.json?["segments"]?.arrayValue?.isEmpty == false)
    }

    @Test("silence encoded as MP3 is refused after transcription; a text file before")
    func refusals() async throws {
        let silent = try await post(try SpeechSamples.silentMP3(), video: "7700000000000000004")
        #expect(silent.status == 400)
        #expect(silent.json?["error"] == "Audio too short or silent")
        let text = try await post(Array(String(repeating: "not audio ", count: 300).utf8), video: "7700000000000000005")
        #expect(text.status == 400)
        #expect(text.json?["error"] == "Unsupported audio format")
    }

    /// Whisper would transcribe all 400 seconds and then refuse them as 400.0 seconds; refused
    /// before transcription, the length is where the decoding stopped.
    @Test("audio whose header says one second but plays 400 is refused on both routes before it is transcribed")
    func understatedLength() async throws {
        let lying = LongAudio.understated(try LongAudio.toneM4A(seconds: 400))
        let imported = try await post(lying, video: "7700000000000000006")
        #expect(imported.status == 400, "\(imported.text)")
        #expect(imported.headers["x-error-code"] == "AUDIO_TOO_LONG")
        let importedSeconds = try #require(imported.json?["actualDurationSeconds"]?.doubleValue)
        #expect(importedSeconds > 301 && importedSeconds < 400)
        let token = try await TestTokens.token(userID: TestUsers.free.id, email: TestUsers.free.email, tier: "FREE")
        let segment = try await Self.fixture.runner().send(
            "POST", "/transcribe",
            headers: ["Authorization": "Bearer \(token)", "Content-Type": "multipart/form-data; boundary=test-boundary"],
            body: Self.segmentBody(lying), timeout: 120)
        #expect(segment.status == 400, "\(segment.text)")
        #expect(segment.json?["error"]?["code"] == "AUDIO_FILE_TOO_LARGE")
        let segmentSeconds = try #require(segment.json?["error"]?["details"]?["actual_duration_seconds"]?.doubleValue)
        #expect(segmentSeconds > 301 && segmentSeconds < 400)
    }

    @Test("a segment through /transcribe with the real engine")
    func segment() async throws {
        let samples = try SpeechSamples.make()
        let token = try await TestTokens.token(userID: TestUsers.free.id, email: TestUsers.free.email, tier: "FREE")
        var body: [UInt8] = []
        let boundary = "test-boundary"
        for (name, value) in [("session_id", "9c0b1c7e-4b8e-4d5e-9a53-2a1c6f0d1e11"), ("segment_index", "0")] {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
        }
        body += Array(
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"audio_file\"; filename=\"segment_0.m4a\"\r\nContent-Type: audio/m4a\r\n\r\n"
                .utf8)
        body += samples["m4a"]! + Array("\r\n--\(boundary)--\r\n".utf8)
        let result = try await Self.fixture.runner().send(
            "POST", "/transcribe",
            headers: ["Authorization": "Bearer \(token)", "Content-Type": "multipart/form-data; boundary=\(boundary)"], body: body,
            timeout: 120)
        #expect(result.status == 200, "\(result.text)")
        #expect(result.json?["data"]?["transcript_text"]?.stringValue?.lowercased().contains("flour") == true)
        #expect(result.json?["meta"]?["model_version"] == "tiny.en")
        #expect(result.headers["x-request-id"] == result.json?["meta"]?["request_id"]?.stringValue)
    }

    /// A /transcribe multipart body whose audio is `audio`.
    static func segmentBody(_ audio: [UInt8], boundary: String = "test-boundary") -> [UInt8] {
        var body: [UInt8] = []
        for (name, value) in [("session_id", "9c0b1c7e-4b8e-4d5e-9a53-2a1c6f0d1e12"), ("segment_index", "0")] {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
        }
        body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"audio_file\"; filename=\"segment_0.m4a\"\r\n\r\n".utf8)
        return body + audio + Array("\r\n--\(boundary)--\r\n".utf8)
    }

    @Test("32.5 MB of audio gets the TwinMind contract's 400 AUDIO_FILE_TOO_LARGE; past the 48 MiB cap the runner's 413, same code")
    func oversizedSegment() async throws {
        let runner = try await Self.fixture.runner()
        let token = try await TestTokens.token(userID: TestUsers.free.id, email: TestUsers.free.email, tier: "FREE")
        let headers = ["Authorization": "Bearer \(token)", "Content-Type": "multipart/form-data; boundary=test-boundary"]
        let large = try await runner.send(
            "POST", "/transcribe", headers: headers, body: Self.segmentBody([UInt8](repeating: 7, count: 34_078_720)), timeout: 60)
        #expect(large.status == 400, "\(large.text.prefix(300))")
        #expect(large.json?["error"]?["code"] == "AUDIO_FILE_TOO_LARGE")
        #expect(large.json?["error"]?["details"]?["actual_size_mb"] == 32.5)
        #expect(large.headers["x-error-code"] == "AUDIO_FILE_TOO_LARGE")
        let huge = try await runner.send(
            "POST", "/transcribe", headers: headers, body: Self.segmentBody([UInt8](repeating: 7, count: 49 << 20)), timeout: 60)
        #expect(huge.status == 413)
        #expect(huge.json?["error"]?["code"] == "AUDIO_FILE_TOO_LARGE")
        #expect(huge.headers["x-error-code"] == "AUDIO_FILE_TOO_LARGE", "the header names the body's code")
    }
}
