import FunctionRuntime

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Every error of the Savry import API (`get-or-transcribe`, `save-community-recipe`), in its
/// `{"error": message, …fields}` shape. Most carry `"success": false` and a human `message` for
/// the app to show, as the contract's examples do.
public enum SavryImportErrors: ErrorCatalogue {
    public static let codes = [
        "USER_MISMATCH", "INVALID_PLATFORM", "INVALID_VIDEO_URL", "INVALID_SOURCE_URL", "INVALID_SOURCE_TYPE", "PLATFORM_MISMATCH",
        "VIDEO_ID_MISMATCH", "INVALID_DEVICE_VIDEO_ID", "AUDIO_TOO_LARGE", "AUDIO_TOO_LONG", "INVALID_AUDIO_ENCODING",
        "UNSUPPORTED_AUDIO_FORMAT",
        "AUDIO_TOO_SHORT_OR_SILENT",
        "AUDIO_REQUIRED", "QUOTA_EXCEEDED", "TRANSCRIPTION_IN_PROGRESS", "TRANSCRIPTION_FAILED",
    ]

    public static let userMismatch = FunctionError(status: 403, code: "USER_MISMATCH", message: "userId does not match the signed-in user")

    public static let invalidPlatform = FunctionError(
        status: 400, code: "INVALID_PLATFORM", message: "Invalid platform",
        fields: ["allowed": .array(VideoPlatform.allCases.map { .string($0.rawValue) })])

    public static let invalidVideoURL = FunctionError(
        status: 400, code: "INVALID_VIDEO_URL", message: "Invalid videoUrl",
        fields: ["message": "videoUrl must be a TikTok, Instagram or YouTube video URL, or the file URL of a video on the device"])

    public static let invalidSourceURL = FunctionError(
        status: 400, code: "INVALID_SOURCE_URL", message: "Invalid sourceUrl",
        fields: ["message": "sourceUrl must be a TikTok, Instagram or YouTube video URL, or the file URL of a video on the device"])

    public static let invalidSourceType = FunctionError(
        status: 400, code: "INVALID_SOURCE_TYPE", message: "Invalid sourceType", fields: ["allowed": ["video"]])

    /// The URL names another platform than the request says (`what` names the URL in the message).
    public static func platformMismatch(_ platform: VideoPlatform, url: VideoPlatform, what: String) -> FunctionError {
        FunctionError(
            status: 400, code: "PLATFORM_MISMATCH", message: "Platform does not match \(what)",
            fields: ["platform": .string(platform.rawValue), "urlPlatform": .string(url.rawValue)])
    }

    public static func videoIDMismatch(_ given: String, url: String) -> FunctionError {
        FunctionError(
            status: 400, code: "VIDEO_ID_MISMATCH", message: "sourceVideoId does not match sourceUrl",
            fields: ["sourceVideoId": .string(given), "urlVideoId": .string(url)])
    }

    /// A device video's id is the `videoId` get-or-transcribe answered for its audio.
    public static let invalidDeviceVideoID = FunctionError(
        status: 400, code: "INVALID_DEVICE_VIDEO_ID", message: "Invalid sourceVideoId",
        fields: ["message": "for a video on the device, sourceVideoId must be the videoId get-or-transcribe answered (32 hex digits)"])

    // MARK: Audio

    public static func audioTooLarge(_ bytes: Int) -> FunctionError {
        FunctionError(
            status: 400, code: "AUDIO_TOO_LARGE", message: "Audio file too large",
            fields: [
                "success": false, "message": "Audio must be under 25 MB. Please send a shorter clip.", "maxSizeMB": 25,
                "actualSizeMB": .double((Double(bytes) / 1_048_576 * 10).rounded() / 10),
            ])
    }

    /// The contract's "Max Duration: ~5 minutes", in the shape of its size error.
    public static func audioTooLong(_ seconds: Double) -> FunctionError {
        FunctionError(
            status: 400, code: "AUDIO_TOO_LONG", message: "Audio too long",
            fields: [
                "success": false, "message": "Audio must be under 5 minutes. Please send a shorter clip.", "maxDurationSeconds": 300,
                "actualDurationSeconds": .double((seconds * 10).rounded() / 10),
            ])
    }

    public static let invalidAudioEncoding = FunctionError(
        status: 400, code: "INVALID_AUDIO_ENCODING", message: "Invalid audio data",
        fields: ["success": false, "message": "audioData must be base64 encoded audio"])

    public static let unsupportedAudioFormat = FunctionError(
        status: 400, code: "UNSUPPORTED_AUDIO_FORMAT", message: "Unsupported audio format",
        fields: [
            "success": false, "message": "Send M4A, MP3, WAV, WEBM, OGG or FLAC audio.",
            "allowed": .array(AudioFormat.allCases.map { .string($0.rawValue) }),
        ])

    public static let audioTooShortOrSilent = FunctionError(
        status: 400, code: "AUDIO_TOO_SHORT_OR_SILENT", message: "Audio too short or silent",
        fields: ["success": false, "message": "The audio has no speech to transcribe. Send at least half a second of the video's sound."])

    public static let audioRequired = FunctionError(
        status: 400, code: "AUDIO_REQUIRED", message: "Audio data required",
        fields: ["message": "Video not in cache. Please provide audioData (base64 encoded audio)"])

    // MARK: Transcription

    /// Over the tier's monthly imports, with when the count starts again.
    public static func quotaExceeded(tier: Tier, limit: Int, used: Int, resetsAt: Date, retryAfterSeconds: Int) -> FunctionError {
        FunctionError(
            status: 429, code: "QUOTA_EXCEEDED", message: "Monthly limit reached",
            fields: [
                "success": false, "message": .string("Your plan includes \(limit) video imports a month. Upgrade for more."),
                "tier": .string(tier.rawValue), "limit": .int(Int64(limit)), "used": .int(Int64(used)),
                "resetsAt": .string(Timestamp.iso8601(resetsAt)),
            ],
            headers: ["retry-after": String(retryAfterSeconds)])
    }

    public static let transcriptionInProgress = FunctionError(
        status: 503, code: "TRANSCRIPTION_IN_PROGRESS", message: "Transcription in progress",
        fields: ["success": false, "message": "This video is being transcribed by another request. Try again in a few seconds."],
        headers: ["retry-after": "3"])

    /// The transcription service failed after retries; `reason` says so without internals.
    public static func transcriptionFailed(_ reason: String) -> FunctionError {
        FunctionError(
            status: 500, code: "TRANSCRIPTION_FAILED", message: "Transcription failed",
            fields: ["success": false, "message": .string("Whisper transcription failed: \(reason)")])
    }
}
