import Database
import Domain
import Foundation
import FunctionRuntime
import Providers
import Testing
import Transcription
import VideoImport

@testable import GetOrTranscribeFunction

@Suite("get-or-transcribe handler")
struct GetOrTranscribeHandlerTests {
    static let url = "https://www.tiktok.com/@cook/video/7123456789"
    static let reference = VideoReference.parse(url)!
    static let audio = toneWAV(seconds: 2)
    static let cached = CachedTranscript(
        id: "00000000-0000-4000-8000-0000000000c1", transcript: "Mix the flour.",
        segments: [TranscriptSegment(text: "Mix the flour.", start: 0, end: 2)],
        language: "en", durationSeconds: 2, accessCount: 4)

    let clock = ManualClock()
    let leases: InMemoryLeaseStore

    init() {
        leases = InMemoryLeaseStore(clock: clock)
    }

    static func body(audio: [UInt8]? = Self.audio, user: UserID = TestCaller.userID) -> JSONValue {
        var body: JSONValue = ["videoUrl": .string(url), "platform": "tiktok", "userId": .string(user.description)]
        if let audio, case .object(var members) = body {
            members["audioData"] = .string(Data(audio).base64EncodedString())
            body = .object(members)
        }
        return body
    }

    /// A quota store that allows and counts reservations and refunds.
    static func quotas(_ log: CallLog, allowed: Bool = true) -> FakeQuotaStore {
        var quotas = FakeQuotaStore()
        quotas.onReserve = { kind, _, _ in
            #expect(kind == .transcription)
            log.record("reserve")
            return QuotaReservation(allowed: allowed, used: allowed ? 1 : 2, limit: 2, tier: .free)
        }
        quotas.onRefund = { _, _, _ in log.record("refund") }
        return quotas
    }

    func ask(
        _ body: JSONValue, transcripts: FakeTranscriptStore = FakeTranscriptStore(), quotas: FakeQuotaStore = FakeQuotaStore(),
        transcriber: FakeTranscriber? = nil, caller: Identity = TestCaller.user(), seconds: TimeInterval = 30
    ) async -> (status: Int, body: JSONValue?) {
        let handler = GetOrTranscribeHandler(
            transcripts: transcripts, quotas: quotas, leases: leases, transcriber: transcriber, pollInterval: .milliseconds(200))
        return await respond(
            handler, .test("POST", "/api/app/video/get-or-transcribe", body: body), context: .test(caller, clock: clock, seconds: seconds))
    }

    @Test("a cached video is free and counted, and its access recorded")
    func hit() async {
        var transcripts = FakeTranscriptStore()
        transcripts.onFindVideo = { reference, _ in reference == Self.reference ? Self.cached : nil }
        transcripts.onRecordAccess = { id, _, url in
            #expect(id == Self.cached.id)
            #expect(url == Self.url)
            return 5
        }
        let log = CallLog()
        let (status, body) = await ask(Self.body(audio: nil), transcripts: transcripts, quotas: Self.quotas(log))
        #expect(status == 200)
        #expect(body?["cached"] == true)
        #expect(body?["cost"] == 0)
        #expect(body?["accessCount"] == 5)
        #expect(body?["segments"] == [["text": "Mix the flour.", "start": 0, "end": 2]])
        #expect(log.count("reserve") == 1)
        #expect(log.count("refund") == 0)
    }

    @Test("a miss transcribes once, charges by the minute, stores it and releases the lease in the same call")
    func miss() async {
        var transcripts = FakeTranscriptStore()
        transcripts.onFindVideo = { _, _ in nil }
        transcripts.onFindAudio = { _, _ in nil }
        let leases = leases
        transcripts.onStore = { new, lease in
            #expect(new.costUSD == 0.0006)
            #expect(new.createdBy == TestCaller.userID)
            #expect(leases.isHeld(lease.key))
            try leases.release(lease)
            return CachedTranscript(
                id: "t1", transcript: new.transcription.text, segments: [], language: "en",
                durationSeconds: new.transcription.durationSeconds,
                accessCount: 1)
        }
        var transcriber = FakeTranscriber()
        transcriber.onTranscribe = { audio, contentType in
            #expect(audio == Self.audio)
            #expect(contentType == "audio/wav")
            return Transcription(
                text: "Whisk the eggs.", language: "en", durationSeconds: 6, segments: [.init(start: 0, end: 6, text: "Whisk the eggs.")],
                model: "whisper-1")
        }
        let (status, body) = await ask(Self.body(), transcripts: transcripts, quotas: Self.quotas(CallLog()), transcriber: transcriber)
        #expect(status == 200)
        #expect(body?["cached"] == false)
        #expect(body?["cost"] == 0.0006)
        #expect(body?["transcript"] == "Whisk the eggs.")
        #expect(!leases.isHeld(LeaseKey(.transcript, Self.reference.key)))
    }

    @Test("a miss without audio asks for it and gives the quota unit back")
    func audioRequired() async {
        var transcripts = FakeTranscriptStore()
        transcripts.onFindVideo = { _, _ in nil }
        let log = CallLog()
        let (status, body) = await ask(Self.body(audio: nil), transcripts: transcripts, quotas: Self.quotas(log))
        #expect(status == 400)
        #expect(body?["error"] == "Audio data required")
        #expect(log.count("refund") == 1)
        #expect(!leases.isHeld(LeaseKey(.transcript, Self.reference.key)))
    }

    @Test("over the monthly quota: 429 with the tier's limit and when it resets")
    func overQuota() async {
        let (status, body) = await ask(Self.body(), quotas: Self.quotas(CallLog(), allowed: false))
        #expect(status == 429)
        #expect(body?["tier"] == "FREE")
        #expect(body?["limit"] == 2)
        #expect(body?["resetsAt"] == "2027-02-01T00:00:00Z")
    }

    @Test("another request transcribing the video past this one's patience: 503 in progress, unit refunded")
    func inProgress() async {
        leases.plant(LeaseKey(.transcript, Self.reference.key), seconds: 600)
        var transcripts = FakeTranscriptStore()
        transcripts.onFindVideo = { _, _ in nil }
        transcripts.onFindAudio = { _, _ in nil }
        let log = CallLog()
        let (status, body) = await ask(Self.body(), transcripts: transcripts, quotas: Self.quotas(log), seconds: 5)
        #expect(status == 503)
        #expect(body?["error"] == "Transcription in progress")
        #expect(log.count("refund") == 1)
    }

    @Test("a failing transcription service: 500 with a reason and no internals; nothing stored, unit refunded")
    func serviceDown() async {
        var transcripts = FakeTranscriptStore()
        transcripts.onFindVideo = { _, _ in nil }
        transcripts.onFindAudio = { _, _ in nil }
        var transcriber = FakeTranscriber()
        transcriber.onTranscribe = { (_, _) throws(ProviderError) in
            throw ProviderError(.timeout, provider: "transcription", message: "upstream 10.0.0.3 timed out")
        }
        let log = CallLog()
        let (status, body) = await ask(Self.body(), transcripts: transcripts, quotas: Self.quotas(log), transcriber: transcriber)
        #expect(status == 500)
        #expect(body?["message"] == "Whisper transcription failed: the transcription service did not answer in time")
        #expect(log.count("refund") == 1)
        #expect(!leases.isHeld(LeaseKey(.transcript, Self.reference.key)))
    }

    @Test("someone else's userId is refused before the quota is touched")
    func userMismatch() async {
        let (status, body) = await ask(Self.body(user: TestCaller.otherUserID))
        #expect(status == 403)
        #expect(body?["error"] == "userId does not match the signed-in user")
    }

    @Test(
        "request validation",
        arguments: [
            (["platform": "tiktok"] as JSONValue, "Missing required fields"),
            (["videoUrl": "https://example.com/v/1", "platform": "tiktok", "userId": "u"] as JSONValue, "Invalid videoUrl"),
            (["videoUrl": .string(url), "platform": "myspace", "userId": "u"] as JSONValue, "Invalid platform"),
            (["videoUrl": .string(url), "platform": "youtube", "userId": "u"] as JSONValue, "Platform does not match videoUrl"),
            (["videoUrl": .string(url), "platform": "tiktok", "userId": "u", "audioData": "%%%"] as JSONValue, "Invalid audio data"),
            (
                [
                    "videoUrl": .string(url), "platform": "tiktok", "userId": "u",
                    "audioData": .string(Data(repeating: 1, count: 4096).base64EncodedString()),
                ]
                    as JSONValue, "Unsupported audio format"
            ),
        ])
    func validation(body: JSONValue, error: String) async {
        let (status, answer) = await ask(body)
        #expect(status == 400)
        #expect(answer?["error"] == .string(error))
    }

    @Test("guests get the contract's 401 before anything else")
    func guest() async {
        let (status, body) = await ask(Self.body(), caller: TestCaller.guest)
        #expect(status == 401)
        #expect(body == ["error": "No token provided"])
    }
}
