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
        transcriber: FakeTranscriber? = nil, fingerprinter: FakeFingerprinter = FakeFingerprinter(), prober: FakeProber? = nil,
        caller: Identity = TestCaller.user(), seconds: TimeInterval = 30
    ) async -> (status: Int, body: JSONValue?) {
        let handler = GetOrTranscribeHandler(
            transcripts: transcripts, quotas: quotas, leases: leases, transcriber: transcriber, fingerprinter: fingerprinter,
            prober: prober, pollInterval: .milliseconds(200))
        return await respond(
            handler, .test("POST", "/api/app/video/get-or-transcribe", body: body), context: .test(caller, clock: clock, seconds: seconds))
    }

    /// Pseudo-random fingerprints: `recording` stands for one audio, `reencoded` for the same audio
    /// with a few bits flipped (as MP3 or AAC leave it), `other` for different speech.
    static let recording = AudioFingerprint(values: (0..<40).map { UInt32(truncatingIfNeeded: ($0 &+ 7) &* 2_654_435_761) })
    static let reencoded = AudioFingerprint(
        values: recording.values.enumerated().map { $0.offset % 5 == 0 ? $0.element ^ 0b101 : $0.element })
    static let other = AudioFingerprint(values: (0..<40).map { UInt32(truncatingIfNeeded: ($0 &+ 1_000) &* 2_246_822_519) })

    static func candidate(
        _ transcript: CachedTranscript = cached, sha: String? = nil, fingerprint: AudioFingerprint? = recording, vouchers: Int = 1,
        byCaller: Bool = false, shared: Bool = true
    ) -> TranscriptCandidate {
        TranscriptCandidate(
            transcript: transcript, audioSHA256: sha, fingerprint: fingerprint, vouchers: vouchers, vouchedByCaller: byCaller,
            isShared: shared)
    }

    @Test("without audio, a transcript two users vouched for is served free and counted")
    func hit() async {
        var transcripts = FakeTranscriptStore()
        transcripts.onCandidates = { reference, caller in
            #expect(caller == TestCaller.userID)
            return reference == Self.reference ? [Self.candidate(vouchers: 2)] : []
        }
        transcripts.onRecordAccess = { id, _, url, voucher in
            #expect(id == Self.cached.id)
            #expect(url == Self.url)
            #expect(voucher == nil, "a request without audio vouches for nothing")
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

    @Test("without audio, a transcript only one other user vouched for is not served: the contract's audio-required answer")
    func singleVoucherNeedsAudio() async {
        var transcripts = FakeTranscriptStore()
        transcripts.onCandidates = { _, _ in [Self.candidate(vouchers: 1)] }
        let log = CallLog()
        let (status, body) = await ask(Self.body(audio: nil), transcripts: transcripts, quotas: Self.quotas(log))
        #expect(status == 400)
        #expect(body?["error"] == "Audio data required")
        #expect(log.count("refund") == 1)
    }

    @Test("without audio, the caller gets back the transcript their own upload matched")
    func ownVoucher() async {
        var transcripts = FakeTranscriptStore()
        transcripts.onCandidates = { _, _ in [Self.candidate(vouchers: 1, byCaller: true)] }
        transcripts.onRecordAccess = { _, _, _, _ in 2 }
        let (status, body) = await ask(Self.body(audio: nil), transcripts: transcripts, quotas: Self.quotas(CallLog()))
        #expect(status == 200)
        #expect(body?["transcript"] == "Mix the flour.")
    }

    @Test("an upload whose fingerprint matches (re-encoded audio) is a hit, and its uploader vouches for it")
    func fingerprintMatch() async {
        var transcripts = FakeTranscriptStore()
        transcripts.onCandidates = { _, _ in [Self.candidate(sha: String(repeating: "0", count: 64))] }
        transcripts.onRecordAccess = { id, _, _, voucher in
            #expect(id == Self.cached.id)
            #expect(voucher == TestCaller.userID)
            return 2
        }
        let (status, body) = await ask(
            Self.body(), transcripts: transcripts, quotas: Self.quotas(CallLog()),
            fingerprinter: FakeFingerprinter([Self.audio: Self.reencoded]))
        #expect(status == 200)
        #expect(body?["cached"] == true)
    }

    @Test("an upload that matches an alternative rather than the shared entry is served that alternative")
    func matchesAlternative() async {
        let alternative = CachedTranscript(
            id: "00000000-0000-4000-8000-0000000000c2", transcript: "Whisk the eggs.", segments: [], language: "en", durationSeconds: 6,
            accessCount: 1)
        var transcripts = FakeTranscriptStore()
        transcripts.onCandidates = { _, _ in
            [Self.candidate(fingerprint: Self.other, vouchers: 3), Self.candidate(alternative, fingerprint: Self.recording, shared: false)]
        }
        transcripts.onRecordAccess = { id, _, _, _ in
            #expect(id == alternative.id)
            return 2
        }
        let (status, body) = await ask(
            Self.body(), transcripts: transcripts, quotas: Self.quotas(CallLog()),
            fingerprinter: FakeFingerprinter([Self.audio: Self.reencoded]))
        #expect(status == 200)
        #expect(body?["transcript"] == "Whisk the eggs.")
    }

    @Test("an upload that matches nothing is transcribed for its uploader as a miss and recorded as a dispute")
    func mismatchIsDisputed() async {
        var transcripts = FakeTranscriptStore()
        transcripts.onCandidates = { _, _ in [Self.candidate(fingerprint: Self.other, vouchers: 1)] }
        transcripts.onFindAudio = { _ in nil }
        transcripts.onStore = { new, lease in
            #expect(new.fingerprint == Self.recording)
            #expect(new.dispute?.sharedTranscriptID == Self.cached.id)
            #expect((new.dispute?.bitErrorRate ?? 0) > AudioFingerprint.matchThreshold)
            return CachedTranscript(
                id: "t2", transcript: new.transcription.text, segments: [], language: "en", durationSeconds: 6, accessCount: 1)
        }
        var transcriber = FakeTranscriber()
        transcriber.onTranscribe = { _, _ in
            Transcription(text: "Whisk the eggs.", language: "en", durationSeconds: 6, segments: [], model: "whisper-1")
        }
        let (status, body) = await ask(
            Self.body(), transcripts: transcripts, quotas: Self.quotas(CallLog()), transcriber: transcriber,
            fingerprinter: FakeFingerprinter([Self.audio: Self.recording]))
        #expect(status == 200)
        #expect(body?["cached"] == false)
        #expect(body?["transcript"] == "Whisk the eggs.")
    }

    @Test("audio over the contract's ~5 minutes is refused before anyone pays for it, and the unit is given back")
    func tooLong() async {
        var transcripts = FakeTranscriptStore()
        transcripts.onCandidates = { _, _ in [] }
        transcripts.onFindAudio = { _ in nil }
        let log = CallLog()
        let mp3 = Array("ID3".utf8) + [UInt8](repeating: 0, count: 4096)
        let (status, body) = await ask(
            Self.body(audio: mp3), transcripts: transcripts, quotas: Self.quotas(log), transcriber: FakeTranscriber(),
            prober: FakeProber(seconds: 342.1))
        #expect(status == 400)
        #expect(body?["error"] == "Audio too long")
        #expect(body?["maxDurationSeconds"] == 300)
        #expect(body?["actualDurationSeconds"] == 342.1)
        #expect(log.count("refund") == 1)
    }

    @Test("fingerprints: re-encoded within the threshold, different speech far outside, short ones not compared")
    func fingerprintComparison() throws {
        #expect(try #require(Self.recording.bitErrorRate(against: Self.reencoded)) < 0.02)
        #expect(try #require(Self.recording.bitErrorRate(against: Self.other)) > 0.3)
        // The same audio with its first 3 values cut is found at its offset.
        let cut = AudioFingerprint(values: Array(Self.recording.values.dropFirst(3)))
        #expect(Self.recording.bitErrorRate(against: cut) == 0)
        #expect(Self.recording.bitErrorRate(against: AudioFingerprint(values: [1, 2, 3])) == nil)
        #expect(AudioFingerprint(hex: Self.recording.hex) == Self.recording)
        #expect(AudioFingerprint(bytes: [1, 2, 3]) == nil)
        #expect(AudioFingerprint(hex: "zz") == nil)
    }

    @Test("a miss transcribes once, charges by the minute, stores it and releases the lease in the same call")
    func miss() async {
        var transcripts = FakeTranscriptStore()
        transcripts.onCandidates = { _, _ in [] }
        transcripts.onFindAudio = { _ in nil }
        let leases = leases
        transcripts.onStore = { new, lease in
            #expect(new.costUSD == 0.0006)
            #expect(new.createdBy == TestCaller.userID)
            #expect(new.dispute == nil)
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
        transcripts.onCandidates = { _, _ in [] }
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
        transcripts.onCandidates = { _, _ in [] }
        transcripts.onFindAudio = { _ in nil }
        let log = CallLog()
        let (status, body) = await ask(Self.body(), transcripts: transcripts, quotas: Self.quotas(log), seconds: 5)
        #expect(status == 503)
        #expect(body?["error"] == "Transcription in progress")
        #expect(log.count("refund") == 1)
    }

    @Test("a failing transcription service: 500 with a reason and no internals; nothing stored, unit refunded")
    func serviceDown() async {
        var transcripts = FakeTranscriptStore()
        transcripts.onCandidates = { _, _ in [] }
        transcripts.onFindAudio = { _ in nil }
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
