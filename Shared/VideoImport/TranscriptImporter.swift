import Crypto
import Database
import Domain
import FunctionRuntime
import Providers
import Transcription

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The audio of one import: its bytes, their SHA-256, what the inspector learnt of them, and
/// its fingerprint, computed (one ffmpeg run) only when the bytes alone did not find a match.
public struct AudioUpload: Sendable {
    public let audio: [UInt8]
    public let sha: String
    public let facts: AudioFacts
    public let fingerprint: LazyFingerprint

    public init(audio: [UInt8], facts: AudioFacts, fingerprinter: (any Fingerprinter)?) {
        self.audio = audio
        self.facts = facts
        sha = Self.sha256(audio)
        fingerprint = LazyFingerprint { await fingerprinter?.fingerprint(audio, fileExtension: facts.format.rawValue) }
    }

    public static func sha256(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in SHA256.hash(data: bytes) {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}

/// What an import answered with: the transcript, the video it was filed under, and whether it
/// came from the cache (free, counted) or was transcribed now (charged).
public struct ImportedTranscript: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        /// From the cache; this many imports of it so far.
        case cache(accessCount: Int)
        /// Transcribed for this request.
        case transcribed(costUSD: Double, milliseconds: Int)
    }

    public let transcript: CachedTranscript
    public let reference: VideoReference
    public let source: Source

    public init(transcript: CachedTranscript, reference: VideoReference, source: Source) {
        self.transcript = transcript
        self.reference = reference
        self.source = source
    }
}

/// The Savry import API's import, shared by `get-or-transcribe` and the video library's
/// recipe route: a transcript from the shared cache (free, counted) or transcribed now (charged
/// at $0.006 a minute, then cached). One transcription per video at a time; others wait for it.
/// Tier quotas per calendar month.
///
/// The cache is only as good as the audio behind it, and any signed-in user can upload audio for
/// any URL. So a cached transcript is served for an upload only when the upload is the same audio
/// (same bytes, or a Chromaprint fingerprint within the match threshold); the uploader then
/// vouches for it. An upload that matches nothing is transcribed for that user as a normal miss
/// and recorded as a dispute; the video's shared entry is whichever transcript most distinct
/// users vouched for. Without audio, only a transcript two users vouched for (or one the caller's
/// own audio matched) is served.
///
/// A video from the user's own device (`VideoReference.device`) has no platform id: it is the
/// audio. Besides its bytes, its fingerprint is looked up among every transcript
/// (`TranscriptStore.similar`), so the same camera-roll video exported twice, or saved by two
/// users, is transcribed once.
public struct TranscriptImporter: Sendable {
    let transcripts: any TranscriptStore
    let quotas: any QuotaStore
    let leases: any LeaseStore
    let transcriber: (any Transcriber)?
    /// Measures audio before it is transcribed (the contract's ~5-minute limit); nil: the
    /// transcriber's measure is the check.
    let prober: (any AudioProber)?
    let pollInterval: Duration

    public static let pricePerMinute = 0.006
    /// Seconds kept before the deadline to answer after waiting for another transcription.
    public static let answerReserve = 2.0

    public init(
        transcripts: any TranscriptStore, quotas: any QuotaStore, leases: any LeaseStore, transcriber: (any Transcriber)?,
        prober: (any AudioProber)?, pollInterval: Duration = .milliseconds(200)
    ) {
        self.transcripts = transcripts
        self.quotas = quotas
        self.leases = leases
        self.transcriber = transcriber
        self.prober = prober
        self.pollInterval = pollInterval
    }

    /// Imports one video for the signed-in caller. `sourceURL` is what is filed with the video's
    /// key; nil keeps a private URL (a device path) out of the shared rows.
    public func run(reference: VideoReference, sourceURL: String?, upload: AudioUpload?, context: FunctionContext) async throws
        -> ImportedTranscript
    {
        let user = try context.requireUser()
        // Every successful request counts against the monthly quota (the contract lists
        // requests); a request that fails gives its unit back. The tier is the database's.
        let reservation = try quotas.reserve(.transcription, now: context.now, as: context.identity)
        guard reservation.allowed else { throw overQuota(reservation, context: context) }
        do {
            return try await answer(reference: reference, sourceURL: sourceURL ?? "", upload: upload, user: user, context: context)
        } catch {
            try? quotas.refund(.transcription, now: context.now, as: context.identity)
            throw error
        }
    }

    func answer(reference: VideoReference, sourceURL: String, upload: AudioUpload?, user: UserID, context: FunctionContext) async throws
        -> ImportedTranscript
    {
        let request = Request(reference: reference, sourceURL: sourceURL)
        let flight = SingleFlight(leases: leases, pollInterval: pollInterval)
        let outcome = try await flight.run(
            LeaseKey(.transcript, reference.key), clock: context.clock, deadline: context.deadline, reserve: Self.answerReserve,
            lookup: { _ in try await cached(request, upload: upload, user: user) },
            produce: { lease in
                guard let upload else { throw SavryImportErrors.audioRequired }
                return try await transcribe(upload, request: request, user: user, lease: lease, context: context)
            })
        switch outcome {
        case .found(let imported), .produced(let imported): return imported
        case .busy: throw SavryImportErrors.transcriptionInProgress
        }
    }

    struct Request: Sendable {
        let reference: VideoReference
        let sourceURL: String
    }

    /// What the cache may answer this request with, or nil for a miss.
    func cached(_ request: Request, upload: AudioUpload?, user: UserID) async throws -> ImportedTranscript? {
        let candidates = try transcripts.candidates(for: request.reference, caller: user)
        guard let upload else {
            return candidates.first(where: \.servesWithoutAudio).map { hit($0.transcript, request, vouchedBy: nil) }
        }
        if let same = candidates.first(where: { $0.audioSHA256 == upload.sha }) {
            return hit(same.transcript, request, vouchedBy: user)
        }
        if let fingerprint = await upload.fingerprint.value(), let match = Self.closestMatch(to: fingerprint, among: candidates) {
            return hit(match.transcript, request, vouchedBy: user)
        }
        // The same bytes imported under another URL are the same audio: a transcript of exactly this upload.
        if let same = try transcripts.find(audioSHA256: upload.sha) { return hit(same, request, vouchedBy: user) }
        // A device video has no id but its audio: the same recording under any key is the same video.
        guard request.reference.platform == .device, let fingerprint = await upload.fingerprint.value() else { return nil }
        return Self.closestMatch(to: fingerprint, among: try transcripts.similar(to: fingerprint)).map {
            hit($0.transcript, request, vouchedBy: user)
        }
    }

    /// The candidate whose fingerprint is nearest the upload's, if any is within the threshold.
    public static func closestMatch(to fingerprint: AudioFingerprint, among candidates: [TranscriptCandidate]) -> TranscriptCandidate? {
        candidates.compactMap { candidate -> (TranscriptCandidate, Double)? in
            guard let rate = candidate.fingerprint.flatMap(fingerprint.bitErrorRate(against:)), rate <= AudioFingerprint.matchThreshold
            else { return nil }
            return (candidate, rate)
        }.min { $0.1 < $1.1 }?.0
    }

    func transcribe(_ upload: AudioUpload, request: Request, user: UserID, lease: Lease, context: FunctionContext) async throws
        -> ImportedTranscript
    {
        let facts = upload.facts
        let measured = await AudioDurationLimit.measure(facts, audio: upload.audio, prober: prober)
        if let measured, AudioDurationLimit.exceeds(measured) { throw SavryImportErrors.audioTooLong(measured) }
        guard let transcriber else {
            throw failed(
                ProviderError(.unavailable, provider: "transcription", message: "no transcription service is configured"), request,
                context)
        }
        let started = context.clock.now()
        let result: Transcription
        do {
            result = try await transcriber.transcribe(
                audio: upload.audio, filename: facts.format.filename, contentType: facts.format.contentType, language: nil,
                deadline: context.deadline.addingTimeInterval(-1))
        } catch {
            throw failed(error, request, context)
        }
        let milliseconds = context.clock.milliseconds(since: started)
        guard !result.isSilent, result.durationSeconds >= AudioInspector.minimumSeconds else {
            throw SavryImportErrors.audioTooShortOrSilent
        }
        guard !AudioDurationLimit.exceeds(result.durationSeconds) else { throw SavryImportErrors.audioTooLong(result.durationSeconds) }
        let cost = (result.durationSeconds / 60 * Self.pricePerMinute * 1_000_000).rounded() / 1_000_000
        let fingerprint = await upload.fingerprint.value()
        let dispute = try dispute(request, fingerprint: fingerprint, user: user, context: context)
        let stored = try transcripts.store(
            NewTranscript(
                transcription: result, reference: request.reference, sourceURL: request.sourceURL, audioSHA256: upload.sha,
                fingerprint: fingerprint, costUSD: cost, milliseconds: milliseconds, createdBy: user, dispute: dispute),
            releasing: lease)
        context.logger.info(
            "transcribed",
            metadata: [
                "video": "\(request.reference.key)", "seconds": "\(result.durationSeconds)", "ms": "\(milliseconds)",
                "model": "\(result.model)",
            ])
        return ImportedTranscript(
            transcript: stored, reference: request.reference, source: .transcribed(costUSD: cost, milliseconds: milliseconds))
    }

    /// The video already had a shared transcript that this upload did not match.
    func dispute(_ request: Request, fingerprint: AudioFingerprint?, user: UserID, context: FunctionContext) throws -> TranscriptDispute? {
        guard let shared = try transcripts.candidates(for: request.reference, caller: user).first(where: \.isShared) else { return nil }
        let rate = fingerprint.flatMap { mine in shared.fingerprint.flatMap(mine.bitErrorRate(against:)) }
        context.logger.notice(
            "transcript disputed",
            metadata: [
                "video": "\(request.reference.key)", "shared": "\(shared.transcript.id)",
                "bitErrorRate": "\(rate.map { "\($0)" } ?? "n/a")",
            ])
        return TranscriptDispute(sharedTranscriptID: shared.transcript.id, bitErrorRate: rate)
    }

    func failed(_ error: ProviderError, _ request: Request, _ context: FunctionContext) -> FunctionError {
        context.logger.error("transcription failed", metadata: ["video": "\(request.reference.key)", "error": "\(error)"])
        return SavryImportErrors.transcriptionFailed(Self.publicReason(error))
    }

    /// What a client may learn about a provider failure (no internals).
    public static func publicReason(_ error: ProviderError) -> String {
        switch error.kind {
        case .quotaExceeded: return "the transcription service is rate limited"
        case .timeout: return "the transcription service did not answer in time"
        case .badCredentials: return "the transcription service refused our credentials"
        case .badRequest: return "the transcription service could not process this audio"
        case .malformedResponse: return "the transcription service sent an unreadable answer"
        case .network, .unavailable: return "the transcription service is unavailable"
        }
    }

    func hit(_ cached: CachedTranscript, _ request: Request, vouchedBy: UserID?) -> ImportedTranscript {
        let count =
            (try? transcripts.recordAccess(cached.id, reference: request.reference, sourceURL: request.sourceURL, vouchedBy: vouchedBy))
            ?? cached.accessCount
        return ImportedTranscript(transcript: cached, reference: request.reference, source: .cache(accessCount: count))
    }

    func overQuota(_ reservation: QuotaReservation, context: FunctionContext) -> FunctionError {
        let reset = QuotaPeriod.nextStart(context.now)
        return SavryImportErrors.quotaExceeded(
            tier: reservation.tier, limit: reservation.limit ?? 0, used: reservation.used, resetsAt: reset,
            retryAfterSeconds: max(1, Int(reset.timeIntervalSince(context.now))))
    }
}

/// A fingerprint computed at most once per request, and only if asked for.
public actor LazyFingerprint {
    private let compute: @Sendable () async -> AudioFingerprint?
    private var result: AudioFingerprint??

    public init(_ compute: @escaping @Sendable () async -> AudioFingerprint?) {
        self.compute = compute
    }

    public func value() async -> AudioFingerprint? {
        if let result { return result }
        let computed = await compute()
        result = .some(computed)
        return computed
    }
}
