import Crypto
import Database
import Domain
import Foundation
import FunctionRuntime
import Providers
import Transcription
import VideoImport

/// The TwinMind transcription contract: `POST /transcribe` (multipart `session_id`,
/// `segment_index`, `audio_file`) and `GET /transcribe/sessions/{session_id}`, with its success
/// and error envelopes. Re-sending a segment with the same audio returns the stored result.
struct TranscribeHandler: FunctionHandler {
    let segments: any SegmentStore
    let quotas: any QuotaStore
    let transcriber: (any Transcriber)?
    let modelVersion: String
    /// Measures audio before it is transcribed (the 5-minute limit); nil: the transcriber's
    /// measure is the check.
    var prober: (any AudioProber)? = nil

    /// The contract's client limits (10 a minute, at most 5 in 10 s), enforced per user on the
    /// server too.
    static let perMinute = 10
    static let burst = 5
    static let burstSeconds = 10

    var errorStyle: ErrorStyle { .envelope }
    var access: Access { .user(refusal: TwinMindErrors.invalidToken) }

    enum Request: FunctionRequest, Equatable {
        case upload(SegmentUpload)
        case session(UUID)

        init(_ envelope: RequestEnvelope) throws(FunctionError) {
            guard envelope.requestContext.http.method == "GET" else {
                self = .upload(try SegmentUpload(envelope))
                return
            }
            let text = envelope.pathParameters?["session_id"] ?? ""
            guard let id = UUID(uuidString: text), text.count == 36 else { throw TwinMindErrors.invalidSessionID() }
            self = .session(id)
        }
    }

    enum Response: FunctionResponse, Equatable {
        case segment(StoredSegment, requestID: String)
        case session(UUID, [StoredSegment], requestID: String)

        var headers: [String: String] { ["cache-control": "no-cache"] }

        var json: JSONValue {
            switch self {
            case .segment(let segment, let requestID):
                return [
                    "success": true,
                    "data": [
                        "transcription_id": .string(segment.transcriptionID), "session_id": .string(segment.sessionID),
                        "segment_index": .int(Int64(segment.segmentIndex)), "transcript_text": .string(segment.text),
                        "confidence_score": .optional(segment.confidence),
                        "language_detected": .optional(segment.language.map(LanguageTag.locale)),
                        "processing_time_ms": .optional(segment.processingMilliseconds), "word_count": .int(Int64(segment.wordCount)),
                        "timestamp": .string(Timestamp.iso8601(segment.createdAt)),
                    ],
                    "meta": ["api_version": "v1.0", "model_version": .optional(segment.modelVersion), "request_id": .string(requestID)],
                ]
            case .session(let id, let found, let requestID):
                return [
                    "success": true,
                    "data": [
                        "session_id": .string(id.uuidString.lowercased()), "segment_count": .int(Int64(found.count)),
                        "transcript_text": .string(found.map(\.text).joined(separator: " ")),
                        "word_count": .int(Int64(found.reduce(0) { $0 + $1.wordCount })),
                        "segments": .array(
                            found.map { segment in
                                [
                                    "transcription_id": .string(segment.transcriptionID),
                                    "segment_index": .int(Int64(segment.segmentIndex)),
                                    "transcript_text": .string(segment.text), "confidence_score": .optional(segment.confidence),
                                    "language_detected": .optional(segment.language.map(LanguageTag.locale)),
                                    "word_count": .int(Int64(segment.wordCount)),
                                    "timestamp": .string(Timestamp.iso8601(segment.createdAt)),
                                ]
                            }),
                    ],
                    "meta": ["api_version": "v1.0", "request_id": .string(requestID)],
                ]
            }
        }
    }

    func handle(_ request: Request, context: FunctionContext) async throws -> Response {
        switch request {
        case .session(let id):
            let found = try segments.session(id, as: context.identity)
            guard !found.isEmpty else { throw TwinMindErrors.sessionNotFound }
            return .session(id, found, requestID: context.requestID)
        case .upload(let upload):
            return .segment(try await transcribe(upload, context: context), requestID: context.requestID)
        }
    }

    func transcribe(_ upload: SegmentUpload, context: FunctionContext) async throws -> StoredSegment {
        let rate = try quotas.hitRateLimit(.transcribeSegment, windowSeconds: 60, limit: Self.perMinute, as: context.identity)
        guard rate.allowed else { throw TwinMindErrors.rateLimited(limit: Self.perMinute, retryAfterSeconds: rate.retryAfterSeconds) }
        let burst = try quotas.hitRateLimit(.transcribeBurst, windowSeconds: Self.burstSeconds, limit: Self.burst, as: context.identity)
        guard burst.allowed else { throw TwinMindErrors.rateLimited(limit: Self.burst, retryAfterSeconds: burst.retryAfterSeconds) }
        let sha = SHA256.hash(data: upload.audio).map { String(format: "%02x", $0) }.joined()
        if let existing = try segments.find(session: upload.sessionID, index: upload.segmentIndex, as: context.identity),
            existing.audioSHA256 == sha
        {
            return existing
        }
        guard let transcriber else { throw TwinMindErrors.serviceUnavailable }
        let seconds = await AudioDurationLimit.measure(upload.facts, audio: upload.audio, prober: prober)
        if let seconds, AudioDurationLimit.exceeds(seconds) { throw TwinMindErrors.audioTooLong(seconds) }
        // A new segment counts against the tier's monthly segments (the database's tier and
        // limit); a segment that fails gives its unit back.
        let reservation = try quotas.reserve(.transcribeSegment, now: context.now, as: context.identity)
        guard reservation.allowed else {
            let reset = QuotaPeriod.nextStart(context.now)
            throw TwinMindErrors.monthlyLimitReached(
                limit: reservation.limit ?? 0, used: reservation.used, resetsAt: reset,
                retryAfterSeconds: max(1, Int(reset.timeIntervalSince(context.now))))
        }
        do {
            return try await transcribe(upload, sha: sha, with: transcriber, context: context)
        } catch {
            try? quotas.refund(.transcribeSegment, now: context.now, as: context.identity)
            throw error
        }
    }

    func transcribe(_ upload: SegmentUpload, sha: String, with transcriber: any Transcriber, context: FunctionContext) async throws
        -> StoredSegment
    {
        let started = context.clock.now()
        let result: Transcription
        do {
            result = try await transcriber.transcribe(
                audio: upload.audio, filename: upload.facts.format.filename, contentType: upload.facts.format.contentType, language: nil,
                deadline: context.deadline.addingTimeInterval(-1))
        } catch {
            context.logger.error("segment transcription failed", metadata: ["error": "\(error)"])
            switch error.kind {
            case .timeout: throw TwinMindErrors.processingTimeout
            case .badRequest: throw TwinMindErrors.undecodableAudio
            default: throw TwinMindErrors.serviceUnavailable
            }
        }
        guard !result.isSilent, result.durationSeconds >= AudioInspector.minimumSeconds else {
            throw TwinMindErrors.audioTooSmall(upload.audio.count)
        }
        guard !AudioDurationLimit.exceeds(result.durationSeconds) else { throw TwinMindErrors.audioTooLong(result.durationSeconds) }
        do {
            return try store(result, upload: upload, sha: sha, started: started, context: context)
        } catch let error as PostgresError where error.isOutOfStorage {
            context.logger.error("segment not stored", metadata: ["error": "\(error)"])
            throw TwinMindErrors.storageError
        }
    }

    func store(_ result: Transcription, upload: SegmentUpload, sha: String, started: Date, context: FunctionContext) throws -> StoredSegment
    {
        try segments.save(
            NewSegment(
                sessionID: upload.sessionID, segmentIndex: upload.segmentIndex, text: result.text,
                confidence: result.confidence.map { ($0 * 100).rounded() / 100 }, language: result.language ?? "en",
                wordCount: result.text.split(whereSeparator: \.isWhitespace).count,
                processingMilliseconds: context.clock.milliseconds(since: started),
                modelVersion: result.model == "whisper-1" ? modelVersion : result.model, audioSHA256: sha),
            as: context.identity)
    }
}

extension StoredSegment {
    /// The contract's id form: `trans_` and the row's UUID without dashes.
    var transcriptionID: String { "trans_" + id.filter { $0 != "-" } }
}

/// The TwinMind contract shows `language_detected` as a locale (`en-US`); transcribers report
/// ISO 639-1 codes. The region is the language's most common one; unknown languages keep the code.
enum LanguageTag {
    static let regions: [String: String] = [
        "en": "US", "es": "ES", "fr": "FR", "de": "DE", "it": "IT", "pt": "BR", "nl": "NL", "sv": "SE", "da": "DK", "nb": "NO",
        "fi": "FI", "pl": "PL", "ru": "RU", "uk": "UA", "tr": "TR", "ar": "SA", "he": "IL", "hi": "IN", "bn": "IN", "ta": "IN",
        "te": "IN", "ja": "JP", "ko": "KR", "zh": "CN", "th": "TH", "vi": "VN", "id": "ID", "ms": "MY", "el": "GR", "cs": "CZ",
    ]

    static func locale(_ code: String) -> String {
        guard code.count == 2, let region = regions[code.lowercased()] else { return code }
        return code.lowercased() + "-" + region
    }
}
