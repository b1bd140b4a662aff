import Crypto
import Foundation
import FunctionRuntime
import Providers
import VideoImport

/// Seed 004 (TwinMind): `POST /transcribe` (multipart `session_id`, `segment_index`,
/// `audio_file`) and `GET /transcribe/sessions/{session_id}`, with the seed's success and error
/// envelopes. Re-sending a segment with the same audio returns the stored result.
struct TranscribeHandler: FunctionHandler {
    let segments: SegmentStore
    let quotas: QuotaStore
    let transcriber: (any Transcriber)?
    let modelVersion: String

    /// Seed 004's client limit (10 a minute), enforced per user on the server too.
    static let perMinute = 10

    var errorStyle: ErrorStyle { .envelope }

    func handle(_ request: RequestEnvelope, context: FunctionContext) async throws -> ResponseEnvelope {
        guard context.identity.role == .authenticated, context.identity.userID != nil else {
            throw FunctionError(status: 401, code: "INVALID_TOKEN", message: "Authentication token is invalid or expired")
        }
        if request.requestContext.http.method == "GET" {
            return try session(request.pathParameters?["session_id"] ?? "", context: context)
        }
        let upload = try SegmentUpload(request)
        let rate = try quotas.hitRateLimit(kind: "transcribe_segment", windowSeconds: 60, limit: Self.perMinute, as: context.identity)
        guard rate.allowed else {
            throw FunctionError(
                status: 429, code: "RATE_LIMIT_EXCEEDED", message: "Too many requests in time period",
                fields: ["limit": .int(Int64(Self.perMinute)), "window_seconds": 60, "retry_after_seconds": .int(Int64(rate.retryAfterSeconds))],
                headers: ["retry-after": String(rate.retryAfterSeconds)])
        }
        let sha = SHA256.hash(data: upload.audio).map { String(format: "%02x", $0) }.joined()
        if let existing = try segments.find(session: upload.sessionID, index: upload.segmentIndex, as: context.identity), existing.audioSHA256 == sha {
            return success(existing, context: context)
        }
        guard let transcriber else {
            throw FunctionError(status: 503, code: "SERVICE_UNAVAILABLE", message: "Transcription service temporarily unavailable", headers: ["retry-after": "5"])
        }
        let started = Date()
        let result: Transcription
        do {
            result = try await transcriber.transcribe(
                audio: upload.audio, filename: upload.facts.format.filename, contentType: upload.facts.format.contentType, language: nil,
                deadline: context.deadline.addingTimeInterval(-1))
        } catch {
            context.logger.error("segment transcription failed", metadata: ["error": "\(error)"])
            switch error.kind {
            case .timeout: throw FunctionError(status: 504, code: "PROCESSING_TIMEOUT", message: "Audio processing exceeded time limit")
            case .badRequest: throw FunctionError(status: 400, code: "INVALID_AUDIO_FORMAT", message: "Audio file could not be decoded")
            default:
                throw FunctionError(
                    status: 503, code: "SERVICE_UNAVAILABLE", message: "Transcription service temporarily unavailable", headers: ["retry-after": "5"])
            }
        }
        guard !result.isSilent, result.durationSeconds >= AudioInspector.minimumSeconds else { throw SegmentUpload.tooSmall(upload.audio.count) }
        let stored = try segments.save(
            StoredSegment(
                id: "", sessionID: upload.sessionID.uuidString.lowercased(), segmentIndex: upload.segmentIndex, text: result.text,
                confidence: result.confidence.map { ($0 * 100).rounded() / 100 }, language: result.language ?? "en",
                wordCount: result.text.split(whereSeparator: \.isWhitespace).count, processingMilliseconds: Int(Date().timeIntervalSince(started) * 1000),
                modelVersion: result.model == "whisper-1" ? modelVersion : result.model, audioSHA256: sha, createdAt: Date()),
            as: context.identity)
        return success(stored, context: context)
    }

    func success(_ segment: StoredSegment, context: FunctionContext) -> ResponseEnvelope {
        .json(200, [
            "success": true,
            "data": [
                "transcription_id": .string("trans_" + segment.id.filter { $0 != "-" }), "session_id": .string(segment.sessionID),
                "segment_index": .int(Int64(segment.segmentIndex)), "transcript_text": .string(segment.text),
                "confidence_score": .optional(segment.confidence), "language_detected": .optional(segment.language),
                "processing_time_ms": .optional(segment.processingMilliseconds), "word_count": .int(Int64(segment.wordCount)),
                "timestamp": .string(Timestamp.iso8601(segment.createdAt)),
            ],
            "meta": ["api_version": "v1.0", "model_version": .optional(segment.modelVersion), "request_id": .string(context.requestID)],
        ] as JSONValue, headers: ["cache-control": "no-cache"])
    }

    /// The session's segments in order and the assembled transcript; owner only.
    func session(_ text: String, context: FunctionContext) throws -> ResponseEnvelope {
        guard let id = UUID(uuidString: text), text.count == 36 else {
            throw FunctionError(status: 400, code: "INVALID_SESSION_ID", message: "Session ID format is invalid")
        }
        let found = try segments.session(id, as: context.identity)
        guard !found.isEmpty else { throw FunctionError(status: 404, code: "SESSION_NOT_FOUND", message: "Specified session does not exist") }
        return .json(200, [
            "success": true,
            "data": [
                "session_id": .string(id.uuidString.lowercased()),
                "segment_count": .int(Int64(found.count)),
                "transcript_text": .string(found.map(\.text).joined(separator: " ")),
                "word_count": .int(Int64(found.reduce(0) { $0 + $1.wordCount })),
                "segments": .array(found.map { segment in
                    [
                        "transcription_id": .string("trans_" + segment.id.filter { $0 != "-" }), "segment_index": .int(Int64(segment.segmentIndex)),
                        "transcript_text": .string(segment.text), "confidence_score": .optional(segment.confidence),
                        "language_detected": .optional(segment.language), "word_count": .int(Int64(segment.wordCount)),
                        "timestamp": .string(Timestamp.iso8601(segment.createdAt)),
                    ]
                }),
            ],
            "meta": ["api_version": "v1.0", "request_id": .string(context.requestID)],
        ] as JSONValue, headers: ["cache-control": "no-cache"])
    }
}
