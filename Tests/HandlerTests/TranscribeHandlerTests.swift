import Crypto
import Database
import Domain
import Foundation
import FunctionRuntime
import Providers
import Testing
import Transcription
import VideoImport

@testable import TranscribeFunction

struct FakeSegmentStore: SegmentStore {
    var onFind: (@Sendable (UUID, Int, Identity) throws -> StoredSegment?)?
    var onSession: (@Sendable (UUID, Identity) throws -> [StoredSegment])?
    var onSave: (@Sendable (NewSegment, Identity) throws -> StoredSegment)?

    func find(session: UUID, index: Int, as identity: Identity) throws -> StoredSegment? {
        try expected(onFind, "SegmentStore.find", session, index, identity)
    }

    func session(_ session: UUID, as identity: Identity) throws -> [StoredSegment] {
        try expected(onSession, "SegmentStore.session", session, identity)
    }

    func save(_ segment: NewSegment, as identity: Identity) throws -> StoredSegment {
        try expected(onSave, "SegmentStore.save", segment, identity)
    }
}

@Suite("transcribe handler")
struct TranscribeHandlerTests {
    static let session = UUID(uuidString: "123e4567-e89b-12d3-a456-426614174000")!
    let clock = ManualClock()

    static func multipart(session: String = session.uuidString, index: String = "0", audio: [UInt8] = toneWAV()) -> RequestEnvelope {
        let boundary = "test-boundary"
        var body: [UInt8] = []
        for (name, value) in [("session_id", Array(session.utf8)), ("segment_index", Array(index.utf8))] {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n".utf8) + value + Array("\r\n".utf8)
        }
        body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"audio_file\"; filename=\"a.wav\"\r\n\r\n".utf8) + audio
        body += Array("\r\n--\(boundary)--\r\n".utf8)
        var envelope = RequestEnvelope.test(
            "POST", "/transcribe", rawBody: Data(body).base64EncodedString(),
            headers: ["content-type": "multipart/form-data; boundary=\(boundary)"])
        envelope.isBase64Encoded = true
        return envelope
    }

    static func stored(_ segment: NewSegment) -> StoredSegment {
        StoredSegment(
            id: "7f1c2a3e-0000-4000-8000-000000000001", sessionID: segment.sessionID.uuidString.lowercased(),
            segmentIndex: segment.segmentIndex,
            text: segment.text, confidence: segment.confidence, language: segment.language, wordCount: segment.wordCount,
            processingMilliseconds: segment.processingMilliseconds, modelVersion: segment.modelVersion, audioSHA256: segment.audioSHA256,
            createdAt: Date(timeIntervalSince1970: 1_800_000_000))
    }

    static func allowing() -> FakeQuotaStore {
        var quotas = FakeQuotaStore()
        quotas.onHitRateLimit = { kind, window, limit, _ in
            // The contract's two client limits: 10 a minute and 5 in 10 seconds.
            #expect(
                "\(kind.rawValue) \(window) \(limit)" == "transcribe_segment 60 10"
                    || "\(kind.rawValue) \(window) \(limit)" == "transcribe_burst 10 5")
            return RateDecision(allowed: true, hits: 1, retryAfterSeconds: 0)
        }
        quotas.onReserve = { kind, _, _ in
            #expect(kind == .transcribeSegment)
            return QuotaReservation(allowed: true, used: 1, limit: 1000, tier: .free)
        }
        quotas.onRefund = { _, _, _ in }
        return quotas
    }

    func ask(
        _ envelope: RequestEnvelope, segments: FakeSegmentStore = FakeSegmentStore(), quotas: FakeQuotaStore = FakeQuotaStore(),
        transcriber: FakeTranscriber? = nil, prober: FakeProber? = nil, caller: Identity = TestCaller.user()
    ) async -> (status: Int, body: JSONValue?) {
        let handler = TranscribeHandler(
            segments: segments, quotas: quotas, transcriber: transcriber, modelVersion: "tiny.en", prober: prober)
        return await respond(handler, envelope, context: .test(caller, clock: clock))
    }

    @Test("a segment is transcribed and answered in the contract's envelope")
    func upload() async {
        var segments = FakeSegmentStore()
        segments.onFind = { _, _, _ in nil }
        segments.onSave = { segment, _ in
            #expect(segment.wordCount == 3)
            #expect(segment.modelVersion == "tiny.en")
            return Self.stored(segment)
        }
        var transcriber = FakeTranscriber()
        transcriber.onTranscribe = { _, _ in
            Transcription(text: "Chop the onions", language: "en", durationSeconds: 1, segments: [], model: "whisper-1")
        }
        let (status, body) = await ask(Self.multipart(), segments: segments, quotas: Self.allowing(), transcriber: transcriber)
        #expect(status == 200)
        #expect(body?["success"] == true)
        #expect(body?["data"]?["transcript_text"] == "Chop the onions")
        #expect(body?["data"]?["transcription_id"] == "trans_7f1c2a3e000040008000000000000001")
        #expect(body?["meta"]?["request_id"] == "req_test")
        #expect(body?["data"]?["language_detected"] == "en-US", "the contract shows a locale")
    }

    @Test("the burst limit (5 in 10 s) answers RATE_LIMIT_EXCEEDED before anything else is done")
    func burst() async {
        var quotas = FakeQuotaStore()
        quotas.onHitRateLimit = { kind, _, _, _ in
            RateDecision(allowed: kind != .transcribeBurst, hits: 6, retryAfterSeconds: 7)
        }
        let (status, body) = await ask(Self.multipart(), quotas: quotas, transcriber: FakeTranscriber())
        #expect(status == 429)
        #expect(body?["error"]?["code"] == "RATE_LIMIT_EXCEEDED")
    }

    @Test("audio over 5 minutes is refused before it is transcribed (measured), or after (the transcriber's measure)")
    func tooLong() async {
        var segments = FakeSegmentStore()
        segments.onFind = { _, _, _ in nil }
        // An MP3 the header cannot measure: the prober says 6 minutes; no transcriber call.
        let mp3 = Array("ID3".utf8) + [UInt8](repeating: 0, count: 2048)
        let (status, body) = await ask(
            Self.multipart(audio: mp3), segments: segments, quotas: Self.allowing(), transcriber: FakeTranscriber(),
            prober: FakeProber(seconds: 360))
        #expect(status == 400, "\(String(describing: body))")
        #expect(body?["error"]?["code"] == "AUDIO_FILE_TOO_LARGE")
        #expect(body?["error"]?["details"]?["max_duration_seconds"] == 300)
        #expect(body?["error"]?["details"]?["actual_duration_seconds"] == 360)
        var transcriber = FakeTranscriber()
        transcriber.onTranscribe = { _, _ in
            Transcription(text: "a long one", language: "en", durationSeconds: 420, segments: [], model: "whisper-1")
        }
        let late = await ask(Self.multipart(audio: mp3), segments: segments, quotas: Self.allowing(), transcriber: transcriber)
        #expect(late.status == 400)
        #expect(late.body?["error"]?["details"]?["actual_duration_seconds"] == 420)
    }

    @Test("a segment that cannot be stored (disk full) answers the contract's 507 STORAGE_ERROR and gives its unit back")
    func storageError() async {
        var segments = FakeSegmentStore()
        segments.onFind = { _, _, _ in nil }
        segments.onSave = { _, _ in throw PostgresError(kind: .query, sqlState: "53100", message: "could not extend file") }
        var transcriber = FakeTranscriber()
        transcriber.onTranscribe = { _, _ in
            Transcription(text: "Chop the onions", language: "en", durationSeconds: 1, segments: [], model: "whisper-1")
        }
        let (status, body) = await ask(Self.multipart(), segments: segments, quotas: Self.allowing(), transcriber: transcriber)
        #expect(status == 507)
        #expect(body?["error"]?["code"] == "STORAGE_ERROR")
        #expect(LanguageTag.locale("pt") == "pt-BR")
        #expect(LanguageTag.locale("xx") == "xx")
    }

    @Test("the same audio sent again is answered from the store without transcribing; changed audio is transcribed")
    func resend() async {
        let audio = toneWAV()
        let sha = SHA256.hash(data: audio).map { String(format: "%02x", $0) }.joined()
        for (storedHash, status) in [(sha, 200), ("a-different-hash", 503)] {
            var segments = FakeSegmentStore()
            segments.onFind = { session, index, _ in
                Self.stored(
                    NewSegment(
                        sessionID: session, segmentIndex: index, text: "again", confidence: nil, language: "en", wordCount: 1,
                        processingMilliseconds: 5, modelVersion: "tiny.en", audioSHA256: storedHash))
            }
            // No transcriber is configured: transcribing would answer 503.
            let answer = await ask(Self.multipart(audio: audio), segments: segments, quotas: Self.allowing())
            #expect(answer.status == status)
            if status == 200 { #expect(answer.body?["data"]?["transcript_text"] == "again") }
        }
    }

    @Test("over the tier's segments for the month: RATE_LIMIT_EXCEEDED naming the month, nothing transcribed")
    func monthly() async {
        var segments = FakeSegmentStore()
        segments.onFind = { _, _, _ in nil }
        var quotas = Self.allowing()
        quotas.onReserve = { _, _, _ in QuotaReservation(allowed: false, used: 1000, limit: 1000, tier: .free) }
        let (status, body) = await ask(Self.multipart(), segments: segments, quotas: quotas, transcriber: FakeTranscriber())
        #expect(status == 429)
        #expect(body?["error"]?["details"]?["period"] == "month")
        #expect(body?["error"]?["details"]?["limit"] == 1000)
    }

    @Test("over ten segments a minute: RATE_LIMIT_EXCEEDED with Retry-After in the details")
    func rateLimited() async {
        var quotas = FakeQuotaStore()
        quotas.onHitRateLimit = { _, _, _, _ in RateDecision(allowed: false, hits: 11, retryAfterSeconds: 42) }
        let (status, body) = await ask(Self.multipart(), quotas: quotas)
        #expect(status == 429)
        #expect(body?["error"]?["code"] == "RATE_LIMIT_EXCEEDED")
        #expect(body?["error"]?["details"]?["retry_after_seconds"] == 42)
    }

    @Test(
        "the multipart body is validated field by field, before any rate window is used",
        arguments: [
            (multipart(session: "not-a-uuid"), "INVALID_SESSION_ID"), (multipart(index: "-1"), "INVALID_SEGMENT_INDEX"),
            (multipart(audio: Array(repeating: 7, count: 2048)), "INVALID_AUDIO_FORMAT"),
            (multipart(audio: toneWAV(seconds: 0.2)), "AUDIO_FILE_TOO_SMALL"),
            (RequestEnvelope.test("POST", "/transcribe", body: ["session_id": "x"]), "MISSING_REQUIRED_FIELD"),
        ])
    func validation(envelope: RequestEnvelope, code: String) async {
        let (status, body) = await ask(envelope)
        #expect(status == 400)
        #expect(body?["error"]?["code"] == .string(code))
    }

    @Test("a session: its segments in order and the assembled text; someone else's is not found")
    func session() async {
        var segments = FakeSegmentStore()
        segments.onSession = { id, identity in
            guard identity.userID == TestCaller.userID else { return [] }
            return [0, 1].map { index in
                Self.stored(
                    NewSegment(
                        sessionID: id, segmentIndex: index, text: "part \(index)", confidence: 0.9, language: "en", wordCount: 2,
                        processingMilliseconds: 10, modelVersion: "tiny.en", audioSHA256: "h"))
            }
        }
        let path = "/transcribe/sessions/\(Self.session.uuidString.lowercased())"
        let envelope = RequestEnvelope.test("GET", path, pathParameters: ["session_id": Self.session.uuidString.lowercased()])
        let mine = await ask(envelope, segments: segments)
        #expect(mine.status == 200)
        #expect(mine.body?["data"]?["transcript_text"] == "part 0 part 1")
        #expect(mine.body?["data"]?["word_count"] == 4)
        let theirs = await ask(envelope, segments: segments, caller: TestCaller.user(TestCaller.otherUserID))
        #expect(theirs.status == 404)
        #expect(theirs.body?["error"]?["code"] == "SESSION_NOT_FOUND")
    }

    @Test("guests get the contract's INVALID_TOKEN envelope")
    func guest() async {
        let (status, body) = await ask(Self.multipart(), caller: TestCaller.guest)
        #expect(status == 401)
        #expect(body?["error"]?["code"] == "INVALID_TOKEN")
        #expect(body?["success"] == false)
    }
}
