import FunctionRuntime

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Every error of the TwinMind transcription contract (`POST /transcribe`,
/// `GET /transcribe/sessions/{session_id}`), rendered in its envelope
/// `{"success": false, "error": {code, message, details}, "meta": {…}}` with these codes.
public enum TwinMindErrors: ErrorCatalogue {
    public static let codes = [
        "INVALID_TOKEN", "MISSING_REQUIRED_FIELD", "INVALID_SESSION_ID", "INVALID_SEGMENT_INDEX", "AUDIO_FILE_TOO_LARGE",
        "INVALID_AUDIO_FORMAT", "AUDIO_FILE_TOO_SMALL", "RATE_LIMIT_EXCEEDED", "SERVICE_UNAVAILABLE", "PROCESSING_TIMEOUT",
        "SESSION_NOT_FOUND", "STORAGE_ERROR",
    ]

    public static let invalidToken = FunctionError(
        status: 401, code: "INVALID_TOKEN", message: "Authentication token is invalid or expired")

    public static let notMultipart = FunctionError(
        status: 400, code: "MISSING_REQUIRED_FIELD",
        message: "The request must be multipart/form-data with session_id, segment_index and audio_file",
        fields: ["required_fields": ["session_id", "segment_index", "audio_file"]])

    public static let unreadableMultipart = FunctionError(
        status: 400, code: "MISSING_REQUIRED_FIELD", message: "The multipart body could not be read")

    public static func missingField(_ field: String) -> FunctionError {
        FunctionError(
            status: 400, code: "MISSING_REQUIRED_FIELD", message: "Required field is missing: \(field)", fields: ["field": .string(field)])
    }

    /// A session id that is not a UUID; `given` (shortened) is echoed in the details when known.
    public static func invalidSessionID(_ given: String? = nil) -> FunctionError {
        FunctionError(
            status: 400, code: "INVALID_SESSION_ID", message: "Session ID format is invalid",
            fields: given.map { ["session_id": .string(String($0.prefix(64)))] } ?? [:])
    }

    public static func invalidSegmentIndex(_ given: String) -> FunctionError {
        FunctionError(
            status: 400, code: "INVALID_SEGMENT_INDEX", message: "segment_index must be a non-negative integer",
            fields: ["segment_index": .string(String(given.prefix(32)))])
    }

    public static func audioTooLarge(_ bytes: Int) -> FunctionError {
        FunctionError(
            status: 400, code: "AUDIO_FILE_TOO_LARGE", message: "Audio file size exceeds maximum limit of 25MB",
            fields: ["max_size_mb": 25, "actual_size_mb": .double((Double(bytes) / 1_048_576 * 10).rounded() / 10)])
    }

    /// The contract's "Duration limit validation (5 minutes max)". Its error list has no duration
    /// code; this is the size error's code (a limit on how much audio), with the duration in details.
    public static func audioTooLong(_ seconds: Double) -> FunctionError {
        FunctionError(
            status: 400, code: "AUDIO_FILE_TOO_LARGE", message: "Audio duration exceeds maximum limit of 5 minutes",
            fields: ["max_duration_seconds": 300, "actual_duration_seconds": .double((seconds * 10).rounded() / 10)])
    }

    public static let unsupportedAudioFormat = FunctionError(
        status: 400, code: "INVALID_AUDIO_FORMAT", message: "Audio file format is not supported",
        fields: ["supported_formats": .array(AudioFormat.allCases.map { .string($0.rawValue) })])

    /// The transcription service could not decode audio that looked like a supported format.
    public static let undecodableAudio = FunctionError(
        status: 400, code: "INVALID_AUDIO_FORMAT", message: "Audio file could not be decoded")

    public static func audioTooSmall(_ bytes: Int) -> FunctionError {
        FunctionError(
            status: 400, code: "AUDIO_FILE_TOO_SMALL", message: "Audio file is too small for processing",
            fields: [
                "min_size_bytes": .int(Int64(AudioInspector.minimumBytes)), "actual_size_bytes": .int(Int64(bytes)),
                "min_duration_seconds": 0.5,
            ])
    }

    public static func rateLimited(limit: Int, retryAfterSeconds: Int) -> FunctionError {
        FunctionError(
            status: 429, code: "RATE_LIMIT_EXCEEDED", message: "Too many requests in time period",
            fields: ["limit": .int(Int64(limit)), "window_seconds": 60, "retry_after_seconds": .int(Int64(retryAfterSeconds))],
            headers: ["retry-after": String(retryAfterSeconds)])
    }

    /// Over the tier's segments for the month (the contract states per-minute limits only; the
    /// monthly one is ours, in its rate-limit code).
    public static func monthlyLimitReached(limit: Int, used: Int, resetsAt: Date, retryAfterSeconds: Int) -> FunctionError {
        FunctionError(
            status: 429, code: "RATE_LIMIT_EXCEEDED", message: "Monthly segment limit reached for your plan",
            fields: [
                "limit": .int(Int64(limit)), "used": .int(Int64(used)), "period": "month",
                "resets_at": .string(Timestamp.iso8601(resetsAt)),
                "retry_after_seconds": .int(Int64(retryAfterSeconds)),
            ],
            headers: ["retry-after": String(retryAfterSeconds)])
    }

    public static let serviceUnavailable = FunctionError(
        status: 503, code: "SERVICE_UNAVAILABLE", message: "Transcription service temporarily unavailable", headers: ["retry-after": "5"])

    public static let processingTimeout = FunctionError(
        status: 504, code: "PROCESSING_TIMEOUT", message: "Audio processing exceeded time limit")

    /// The segment was transcribed but could not be stored (the database is out of space or
    /// resources).
    public static let storageError = FunctionError(status: 507, code: "STORAGE_ERROR", message: "Insufficient storage for processing")

    public static let sessionNotFound = FunctionError(status: 404, code: "SESSION_NOT_FOUND", message: "Specified session does not exist")
}
