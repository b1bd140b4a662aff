import Crypto
import Domain
import Foundation
import FunctionRuntime
import Providers
import VideoImport

/// Seed 000 endpoint #1, `POST /api/app/video/get-or-transcribe`: a transcript from the shared
/// cache (free, counted) or transcribed now (charged at $0.006 a minute, then cached). One
/// transcription per video at a time; others wait for it. Tier quotas per calendar month.
struct GetOrTranscribeHandler: FunctionHandler {
    let transcripts: TranscriptStore
    let quotas: QuotaStore
    let transcriber: (any Transcriber)?
    var pollInterval: Duration = .milliseconds(200)

    static let pricePerMinute = 0.006

    func handle(_ request: RequestEnvelope, context: FunctionContext) async throws -> ResponseEnvelope {
        let user = try context.requireUser()
        let input = try ImportRequest(FieldReader(try request.jsonObject()))
        guard input.userID == user.description else {
            throw FunctionError(status: 403, code: "USER_MISMATCH", message: "userId does not match the signed-in user")
        }
        // Every successful request counts against the monthly quota (the seed lists requests);
        // a request that fails gives its unit back.
        let limit = QuotaPolicy.monthlyLimit(tier: context.identity.tier)
        let reservation = try quotas.reserve(kind: QuotaPolicy.transcriptionKind, limit: limit, now: context.now, as: context.identity)
        guard reservation.allowed else { throw overQuota(limit: limit ?? 0, used: reservation.used, context: context) }
        do {
            return try await answer(input, user: user, context: context)
        } catch {
            try? quotas.refund(kind: QuotaPolicy.transcriptionKind, now: context.now, as: context.identity)
            throw error
        }
    }

    func answer(_ input: ImportRequest, user: UserID, context: FunctionContext) async throws -> ResponseEnvelope {
        let reference = input.reference
        if let cached = try transcripts.find(reference, as: context.identity) {
            return hit(cached, reference: reference, url: input.videoURL)
        }
        var sha: String?
        if let audio = input.audio {
            sha = SHA256.hash(data: audio).map { String(format: "%02x", $0) }.joined()
            if let sha, let cached = try transcripts.find(audioSHA256: sha, as: context.identity) {
                return hit(cached, reference: reference, url: input.videoURL)
            }
        }
        // Single flight: the first request for a new video transcribes, the others wait.
        let lease = max(10, Int(context.deadline.timeIntervalSinceNow.rounded(.up)) + 5)
        while true {
            if try transcripts.claim(reference.key, leaseSeconds: lease) {
                // The transcription we did not find may have been stored between our lookup and
                // our claim: look again before paying for another.
                if let cached = try transcripts.find(reference, as: context.identity) {
                    try transcripts.release(reference.key)
                    return hit(cached, reference: reference, url: input.videoURL)
                }
                guard let audio = input.audio, let sha, let facts = input.facts else {
                    try transcripts.release(reference.key)
                    throw ImportRequest.audioRequired
                }
                return try await transcribe(audio, facts: facts, sha: sha, input: input, user: user, context: context)
            }
            guard context.deadline.timeIntervalSinceNow > 2 else {
                throw FunctionError(
                    status: 503, code: "TRANSCRIPTION_IN_PROGRESS", message: "Transcription in progress",
                    fields: ["success": false, "message": "This video is being transcribed by another request. Try again in a few seconds."],
                    headers: ["retry-after": "3"])
            }
            try await Task.sleep(for: pollInterval)
            if let cached = try transcripts.find(reference, as: context.identity) {
                return hit(cached, reference: reference, url: input.videoURL)
            }
        }
    }

    func transcribe(_ audio: [UInt8], facts: AudioFacts, sha: String, input: ImportRequest, user: UserID, context: FunctionContext) async throws -> ResponseEnvelope {
        let reference = input.reference
        do {
            guard let transcriber else {
                throw ProviderError(.unavailable, provider: "transcription", message: "no transcription service is configured")
            }
            let started = Date()
            let result = try await transcriber.transcribe(
                audio: audio, filename: facts.format.filename, contentType: facts.format.contentType, language: nil,
                deadline: context.deadline.addingTimeInterval(-1))
            let milliseconds = Int(Date().timeIntervalSince(started) * 1000)
            guard !result.isSilent, result.durationSeconds >= AudioInspector.minimumSeconds else {
                try transcripts.release(reference.key)
                throw ImportRequest.tooShortOrSilent
            }
            let cost = (result.durationSeconds / 60 * Self.pricePerMinute * 1_000_000).rounded() / 1_000_000
            let stored = try transcripts.store(
                result, reference: reference, sourceURL: input.videoURL, audioSHA256: sha, costUSD: cost,
                transcriptionMilliseconds: milliseconds, createdBy: user)
            context.logger.info(
                "transcribed", metadata: ["video": "\(reference.key)", "seconds": "\(result.durationSeconds)", "ms": "\(milliseconds)", "model": "\(result.model)"])
            return .json(200, [
                "success": true, "cached": false, "transcript": .string(stored.transcript), "segments": stored.segments,
                "videoId": .string(reference.videoID), "platform": .string(reference.platform.rawValue), "language": .string(stored.language ?? "en"),
                "durationSeconds": .double(stored.durationSeconds), "cost": .double(cost), "transcriptionTimeMs": .int(Int64(milliseconds)),
                "message": "Video transcribed and cached for future use",
            ] as JSONValue, headers: ["x-cache": "miss"])
        } catch let error as ProviderError {
            try? transcripts.release(reference.key)
            context.logger.error("transcription failed", metadata: ["video": "\(reference.key)", "error": "\(error)"])
            throw FunctionError(
                status: 500, code: "TRANSCRIPTION_FAILED", message: "Transcription failed",
                fields: ["success": false, "message": .string("Whisper transcription failed: \(Self.publicReason(error))")])
        } catch {
            try? transcripts.release(reference.key)
            throw error
        }
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

    func hit(_ cached: CachedTranscript, reference: VideoReference, url: String) -> ResponseEnvelope {
        let count = (try? transcripts.recordAccess(cached.id, reference: reference, sourceURL: url)) ?? cached.accessCount
        return .json(200, [
            "success": true, "cached": true, "transcript": .string(cached.transcript), "segments": cached.segments,
            "videoId": .string(reference.videoID), "platform": .string(reference.platform.rawValue), "language": .string(cached.language ?? "en"),
            "durationSeconds": .double(cached.durationSeconds), "cost": 0, "accessCount": .int(Int64(count)),
            "message": "Transcript retrieved from cache (no charge)",
        ] as JSONValue, headers: ["x-cache": "hit"])
    }

    func overQuota(limit: Int, used: Int, context: FunctionContext) -> FunctionError {
        let reset = QuotaPolicy.nextPeriodStart(context.now)
        return FunctionError(
            status: 429, code: "QUOTA_EXCEEDED", message: "Monthly limit reached",
            fields: [
                "success": false, "message": .string("Your plan includes \(limit) video imports a month. Upgrade for more."),
                "tier": .string(context.identity.tier ?? "FREE"), "limit": .int(Int64(limit)), "used": .int(Int64(used)),
                "resetsAt": .string(Timestamp.iso8601(reset)),
            ],
            headers: ["retry-after": String(max(1, Int(reset.timeIntervalSince(context.now))))])
    }
}
