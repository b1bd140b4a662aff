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
struct GetOrTranscribeHandler: FunctionHandler {
    let transcripts: any TranscriptStore
    let quotas: any QuotaStore
    let leases: any LeaseStore
    let transcriber: (any Transcriber)?
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
        let sha = input.audio.map { SHA256.hash(data: $0).map { String(format: "%02x", $0) }.joined() }
        let flight = SingleFlight(leases: leases, pollInterval: pollInterval)
        let outcome = try await flight.run(
            LeaseKey(.transcript, input.reference.key), clock: context.clock, deadline: context.deadline, reserve: Self.answerReserve,
            lookup: { _ in
                // The video, or the same audio imported under another URL.
                let cached =
                    try transcripts.find(input.reference, as: context.identity)
                    ?? sha.flatMap { try transcripts.find(audioSHA256: $0, as: context.identity) }
                return cached.map { hit($0, input: input) }
            },
            produce: { lease in
                guard let audio = input.audio, let sha, let facts = input.facts else { throw SavryImportErrors.audioRequired }
                return try await transcribe(audio, facts: facts, sha: sha, input: input, user: user, lease: lease, context: context)
            })
        switch outcome {
        case .found(let response), .produced(let response): return response
        case .busy: throw SavryImportErrors.transcriptionInProgress
        }
    }

    func transcribe(
        _ audio: [UInt8], facts: AudioFacts, sha: String, input: ImportRequest, user: UserID, lease: Lease, context: FunctionContext
    ) async throws -> ImportResponse {
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
        let cost = (result.durationSeconds / 60 * Self.pricePerMinute * 1_000_000).rounded() / 1_000_000
        let stored = try transcripts.store(
            NewTranscript(
                transcription: result, reference: input.reference, sourceURL: input.videoURL, audioSHA256: sha, costUSD: cost,
                milliseconds: milliseconds, createdBy: user),
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

    func hit(_ cached: CachedTranscript, input: ImportRequest) -> ImportResponse {
        let count = (try? transcripts.recordAccess(cached.id, reference: input.reference, sourceURL: input.videoURL)) ?? cached.accessCount
        return ImportResponse(transcript: cached, reference: input.reference, source: .cache(accessCount: count))
    }

    func overQuota(_ reservation: QuotaReservation, context: FunctionContext) -> FunctionError {
        let reset = QuotaPeriod.nextStart(context.now)
        return SavryImportErrors.quotaExceeded(
            tier: reservation.tier, limit: reservation.limit ?? 0, used: reservation.used, resetsAt: reset,
            retryAfterSeconds: max(1, Int(reset.timeIntervalSince(context.now))))
    }
}
