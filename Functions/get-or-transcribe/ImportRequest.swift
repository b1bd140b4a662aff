import Domain
import FunctionRuntime
import VideoImport

/// A validated seed-000 request: `{videoUrl, platform, audioData, userId}`.
struct ImportRequest: Sendable {
    let reference: VideoReference
    let videoURL: String
    let userID: String
    /// Decoded and checked audio, when sent.
    let audio: [UInt8]?
    let facts: AudioFacts?

    init(_ fields: FieldReader) throws(FunctionError) {
        let missing = fields.missing(["videoUrl", "platform", "userId"])
        guard missing.isEmpty else { throw FunctionError.missingFields(missing) }
        videoURL = try fields.requireString("videoUrl", maxLength: 2048).trimmed
        userID = try fields.requireString("userId", maxLength: 64).trimmed
        let platformName = try fields.requireString("platform", maxLength: 32)
        guard let platform = VideoPlatform(rawValue: platformName.lowercased().trimmed) else {
            throw FunctionError(
                status: 400, code: "INVALID_PLATFORM", message: "Invalid platform",
                fields: ["allowed": .array(VideoPlatform.allCases.map { .string($0.rawValue) })])
        }
        guard let reference = VideoReference.parse(videoURL) else {
            throw FunctionError(
                status: 400, code: "INVALID_VIDEO_URL", message: "Invalid videoUrl",
                fields: ["message": "videoUrl must be a TikTok, Instagram or YouTube video URL"])
        }
        guard reference.platform == platform else {
            throw FunctionError(
                status: 400, code: "PLATFORM_MISMATCH", message: "Platform does not match videoUrl",
                fields: ["platform": .string(platform.rawValue), "urlPlatform": .string(reference.platform.rawValue)])
        }
        self.reference = reference
        guard let encoded = try fields.string("audioData", maxLength: Int.max), !encoded.trimmed.isEmpty else {
            audio = nil
            facts = nil
            return
        }
        // The size is known from the base64 length: refuse before decoding 30 MB.
        let size = AudioInspector.decodedSize(ofBase64: encoded)
        guard size <= AudioInspector.maximumBytes else { throw Self.tooLarge(size) }
        guard let bytes = AudioInspector.decodeBase64(encoded) else {
            throw FunctionError(
                status: 400, code: "INVALID_AUDIO_ENCODING", message: "Invalid audio data",
                fields: ["success": false, "message": "audioData must be base64 encoded audio"])
        }
        guard bytes.count <= AudioInspector.maximumBytes else { throw Self.tooLarge(bytes.count) }
        guard let facts = AudioInspector.inspect(bytes) else {
            throw FunctionError(
                status: 400, code: "UNSUPPORTED_AUDIO_FORMAT", message: "Unsupported audio format",
                fields: [
                    "success": false, "message": "Send M4A, MP3, WAV, WEBM, OGG or FLAC audio.",
                    "allowed": .array(AudioFormat.allCases.map { .string($0.rawValue) }),
                ])
        }
        if bytes.count < AudioInspector.minimumBytes || (facts.durationSeconds ?? 1) < AudioInspector.minimumSeconds || facts.isSilent == true {
            throw Self.tooShortOrSilent
        }
        audio = bytes
        self.facts = facts
    }

    static func tooLarge(_ bytes: Int) -> FunctionError {
        FunctionError(
            status: 400, code: "AUDIO_TOO_LARGE", message: "Audio file too large",
            fields: [
                "success": false, "message": "Audio must be under 25 MB. Please send a shorter clip.", "maxSizeMB": 25,
                "actualSizeMB": .double((Double(bytes) / 1_048_576 * 10).rounded() / 10),
            ])
    }

    static let tooShortOrSilent = FunctionError(
        status: 400, code: "AUDIO_TOO_SHORT_OR_SILENT", message: "Audio too short or silent",
        fields: ["success": false, "message": "The audio has no speech to transcribe. Send at least half a second of the video's sound."])

    static let audioRequired = FunctionError(
        status: 400, code: "AUDIO_REQUIRED", message: "Audio data required",
        fields: ["message": "Video not in cache. Please provide audioData (base64 encoded audio)"])
}
