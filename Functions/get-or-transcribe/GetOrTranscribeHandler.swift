import Crypto
import Database
import Domain
import Foundation
import FunctionRuntime
import Providers
import Transcription
import VideoImport

/// The Savry import API's `POST /api/app/video/get-or-transcribe`: a transcript from the shared
/// cache (free, counted) or transcribed now (charged at $0.006 a minute, then cached). One
/// transcription per video at a time; others wait for it. Tier quotas per calendar month.
///
/// The cache is only as good as the audio behind it, and any signed-in user can upload audio for
/// any URL. So a cached transcript is served for an upload only when the upload is the same audio
/// (same bytes, or a Chromaprint fingerprint within the match threshold); the uploader then
/// vouches for it. An upload that matches nothing is transcribed for that user as a normal miss
/// and recorded as a dispute; the video's shared entry is whichever transcript most distinct
/// users vouched for. Without audio, only a transcript two users vouched for (or one the caller's
/// own audio matched) is served.
struct GetOrTranscribeHandler: FunctionHandler {
    let transcripts: any TranscriptStore
    let quotas: any QuotaStore
    let leases: any LeaseStore
    let transcriber: (any Transcriber)?
    /// Nil when no ffmpeg is installed: uploads then match by their bytes only.
    let fingerprinter: (any Fingerprinter)?
    /// Measures audio before it is transcribed (the contract's ~5-minute limit); nil: the
    /// transcriber's measure is the check.
    var prober: (any AudioProber)? = nil
    var pollInterval: Duration = .milliseconds(200)

    static let pricePerMinute = 0.006
    /// Seconds kept before the deadline to answer after waiting for another transcription.
    static let answerReserve = 2.0

    var access: Access { .signedIn }

    func handle(_ input: ImportRequest, context: FunctionContext) async throws -> ImportResponse {
        let user = try context.requireUser()
        guard input.userID == user.description else { throw SavryImportErrors.userMismatch }
        // Every successful request counts against the monthly quota (the contract lists
        // requests); a request that fails gives its unit back. The tier is the database's.
        let reservation = try quotas.reserve(.transcription, now: context.now, as: context.identity)
        guard reservation.allowed else { throw overQuota(reservation, context: context) }
        do {
            return try await answer(input, user: user, context: context)
        } catch {
            try? quotas.refund(.transcription, now: context.now, as: context.identity)
            throw error
        }
    }

    func answer(_ input: ImportRequest, user: UserID, context: FunctionContext) async throws -> ImportResponse {
        let upload = input.audio.map { audio in
            Upload(
                audio: audio, sha: SHA256.hash(data: audio).map { String(format: "%02x", $0) }.joined(),
                fingerprint: LazyFingerprint { [fingerprinter] in
                    await fingerprinter?.fingerprint(audio, fileExtension: input.facts?.format.rawValue ?? "bin")
                })
        }
        let flight = SingleFlight(leases: leases, pollInterval: pollInterval)
        let outcome = try await flight.run(
            LeaseKey(.transcript, input.reference.key), clock: context.clock, deadline: context.deadline, reserve: Self.answerReserve,
            lookup: { _ in try await cached(input, upload: upload, user: user) },
            produce: { lease in
                guard let upload, let facts = input.facts else { throw SavryImportErrors.audioRequired }
                return try await transcribe(upload, facts: facts, input: input, user: user, lease: lease, context: context)
            })
        switch outcome {
        case .found(let response), .produced(let response): return response
        case .busy: throw SavryImportErrors.transcriptionInProgress
        }
    }

    /// The audio of one request: its bytes, their SHA-256, and its fingerprint, computed (one
    /// ffmpeg run) only when the bytes alone did not find a match.
    struct Upload: Sendable {
        let audio: [UInt8]
        let sha: String
        let fingerprint: LazyFingerprint
    }

    /// What the cache may answer this request with, or nil for a miss.
    func cached(_ input: ImportRequest, upload: Upload?, user: UserID) async throws -> ImportResponse? {
        let candidates = try transcripts.candidates(for: input.reference, caller: user)
        guard let upload else {
            return candidates.first(where: \.servesWithoutAudio).map { hit($0.transcript, input: input, vouchedBy: nil) }
        }
        if let same = candidates.first(where: { $0.audioSHA256 == upload.sha }) {
            return hit(same.transcript, input: input, vouchedBy: user)
        }
        if let fingerprint = await upload.fingerprint.value(),
            let match = Self.closestMatch(to: fingerprint, among: candidates)
        {
            return hit(match.transcript, input: input, vouchedBy: user)
        }
        // The same bytes imported under another URL are the same audio: a transcript of exactly this upload.
        return try transcripts.find(audioSHA256: upload.sha).map { hit($0, input: input, vouchedBy: user) }
    }

    /// The candidate whose fingerprint is nearest the upload's, if any is within the threshold.
    static func closestMatch(to fingerprint: AudioFingerprint, among candidates: [TranscriptCandidate]) -> TranscriptCandidate? {
        candidates.compactMap { candidate -> (TranscriptCandidate, Double)? in
            guard let rate = candidate.fingerprint.flatMap(fingerprint.bitErrorRate(against:)), rate <= AudioFingerprint.matchThreshold
            else { return nil }
            return (candidate, rate)
        }.min { $0.1 < $1.1 }?.0
    }

    func transcribe(
        _ upload: Upload, facts: AudioFacts, input: ImportRequest, user: UserID, lease: Lease, context: FunctionContext
    ) async throws -> ImportResponse {
        let audio = upload.audio
        var measured = facts.durationSeconds
        if measured == nil { measured = await prober?.durationSeconds(audio, fileExtension: facts.format.rawValue) }
        if let measured, AudioDurationLimit.exceeds(measured) { throw SavryImportErrors.audioTooLong(measured) }
        guard let transcriber else {
            throw failed(
                ProviderError(.unavailable, provider: "transcription", message: "no transcription service is configured"), input, context)
        }
        let started = context.clock.now()
        let result: Transcription
        do {
            result = try await transcriber.transcribe(
                audio: audio, filename: facts.format.filename, contentType: facts.format.contentType, language: nil,
                deadline: context.deadline.addingTimeInterval(-1))
        } catch {
            throw failed(error, input, context)
        }
        let milliseconds = context.clock.milliseconds(since: started)
        guard !result.isSilent, result.durationSeconds >= AudioInspector.minimumSeconds else {
            throw SavryImportErrors.audioTooShortOrSilent
        }
        guard !AudioDurationLimit.exceeds(result.durationSeconds) else { throw SavryImportErrors.audioTooLong(result.durationSeconds) }
        let cost = (result.durationSeconds / 60 * Self.pricePerMinute * 1_000_000).rounded() / 1_000_000
        let fingerprint = await upload.fingerprint.value()
        let dispute = try dispute(input, fingerprint: fingerprint, user: user, context: context)
        let stored = try transcripts.store(
            NewTranscript(
                transcription: result, reference: input.reference, sourceURL: input.videoURL, audioSHA256: upload.sha,
                fingerprint: fingerprint, costUSD: cost, milliseconds: milliseconds, createdBy: user, dispute: dispute),
            releasing: lease)
        context.logger.info(
            "transcribed",
            metadata: [
                "video": "\(input.reference.key)", "seconds": "\(result.durationSeconds)", "ms": "\(milliseconds)",
                "model": "\(result.model)",
            ])
        return ImportResponse(
            transcript: stored, reference: input.reference, source: .transcribed(costUSD: cost, milliseconds: milliseconds))
    }

    /// The video already had a shared transcript that this upload did not match.
    func dispute(_ input: ImportRequest, fingerprint: AudioFingerprint?, user: UserID, context: FunctionContext) throws
        -> TranscriptDispute?
    {
        guard let shared = try transcripts.candidates(for: input.reference, caller: user).first(where: \.isShared) else { return nil }
        let rate = fingerprint.flatMap { mine in shared.fingerprint.flatMap(mine.bitErrorRate(against:)) }
        context.logger.notice(
            "transcript disputed",
            metadata: [
                "video": "\(input.reference.key)", "shared": "\(shared.transcript.id)", "bitErrorRate": "\(rate.map { "\($0)" } ?? "n/a")",
            ])
        return TranscriptDispute(sharedTranscriptID: shared.transcript.id, bitErrorRate: rate)
    }

    func failed(_ error: ProviderError, _ input: ImportRequest, _ context: FunctionContext) -> FunctionError {
        context.logger.error("transcription failed", metadata: ["video": "\(input.reference.key)", "error": "\(error)"])
        return SavryImportErrors.transcriptionFailed(Self.publicReason(error))
    }

    /// What a client may learn about a provider failure (no internals).
    static func publicReason(_ error: ProviderError) -> String {
        switch error.kind {
        case .quotaExceeded: return "the transcription service is rate limited"
        case .timeout: return "the transcription service did not answer in time"
        case .badCredentials: return "the transcription service refused our credentials"
        case .badRequest: return "the transcription service could not process this audio"
        case .malformedResponse: return "the transcription service sent an unreadable answer"
        case .network, .unavailable: return "the transcription service is unavailable"
        }
    }

    func hit(_ cached: CachedTranscript, input: ImportRequest, vouchedBy: UserID?) -> ImportResponse {
        let count =
            (try? transcripts.recordAccess(cached.id, reference: input.reference, sourceURL: input.videoURL, vouchedBy: vouchedBy))
            ?? cached.accessCount
        return ImportResponse(transcript: cached, reference: input.reference, source: .cache(accessCount: count))
    }

    func overQuota(_ reservation: QuotaReservation, context: FunctionContext) -> FunctionError {
        let reset = QuotaPeriod.nextStart(context.now)
        return SavryImportErrors.quotaExceeded(
            tier: reservation.tier, limit: reservation.limit ?? 0, used: reservation.used, resetsAt: reset,
            retryAfterSeconds: max(1, Int(reset.timeIntervalSince(context.now))))
    }
}

/// A fingerprint computed at most once per request, and only if asked for.
actor LazyFingerprint {
    private let compute: @Sendable () async -> AudioFingerprint?
    private var result: AudioFingerprint??

    init(_ compute: @escaping @Sendable () async -> AudioFingerprint?) {
        self.compute = compute
    }

    func value() async -> AudioFingerprint? {
        if let result { return result }
        let computed = await compute()
        result = .some(computed)
        return computed
    }
}
