import Domain
import FunctionRuntime
import VideoImport

/// A validated Savry import API request: `{videoUrl, platform, audioData, userId}`.
///
/// The Savry app's own sample code sends the camera-roll file URL of the picked video
/// (`file:///private/var/mobile/…/IMG_0042.MOV`) with a platform guessed from it (TikTok when
/// nothing matches). Such a video has no platform id; it is keyed by its audio
/// (`VideoReference.device`), so the audio is required, the platform claimed is not checked
/// against the URL, and the device path is never written to a shared row.
struct ImportRequest: JSONBodyRequest {
    let reference: VideoReference
    let videoURL: String
    let userID: String
    /// Decoded and checked audio, when sent.
    let audio: (bytes: [UInt8], facts: AudioFacts)?

    /// The URL filed with the video in the shared cache: none for a device file.
    var sharedSourceURL: String? { reference.platform == .device ? nil : videoURL }

    init(_ fields: FieldReader) throws(FunctionError) {
        let missing = fields.missing(["videoUrl", "platform", "userId"])
        guard missing.isEmpty else { throw CommonErrors.missingFields(missing) }
        videoURL = try fields.requireString("videoUrl", maxLength: 2048).trimmed
        userID = try fields.requireString("userId", maxLength: 64).trimmed
        let platformName = try fields.requireString("platform", maxLength: 32)
        guard let platform = VideoPlatform(rawValue: platformName.lowercased().trimmed) else { throw SavryImportErrors.invalidPlatform }
        let platformReference = VideoReference.parse(videoURL)
        let isDevice = platformReference == nil && VideoReference.isDeviceURL(videoURL)
        if !isDevice {
            guard let platformReference else { throw SavryImportErrors.invalidVideoURL }
            guard platformReference.platform == platform else {
                throw SavryImportErrors.platformMismatch(platform, url: platformReference.platform, what: "videoUrl")
            }
        }
        audio = try Self.audio(fields)
        if let platformReference {
            reference = platformReference
        } else {
            guard let audio else { throw SavryImportErrors.audioRequired }
            reference = .device(audioSHA256: AudioUpload.sha256(audio.bytes))
        }
    }

    static func audio(_ fields: FieldReader) throws(FunctionError) -> (bytes: [UInt8], facts: AudioFacts)? {
        guard let encoded = try fields.string("audioData", maxLength: Int.max), !encoded.trimmed.isEmpty else { return nil }
        // The size is known from the base64 length: refuse before decoding 30 MB.
        let size = AudioInspector.decodedSize(ofBase64: encoded)
        guard size <= AudioInspector.maximumBytes else { throw SavryImportErrors.audioTooLarge(size) }
        guard let bytes = AudioInspector.decodeBase64(encoded) else { throw SavryImportErrors.invalidAudioEncoding }
        guard bytes.count <= AudioInspector.maximumBytes else { throw SavryImportErrors.audioTooLarge(bytes.count) }
        guard let facts = AudioInspector.inspect(bytes) else { throw SavryImportErrors.unsupportedAudioFormat }
        if bytes.count < AudioInspector.minimumBytes || (facts.durationSeconds ?? 1) < AudioInspector.minimumSeconds
            || facts.isSilent == true
        {
            throw SavryImportErrors.audioTooShortOrSilent
        }
        return (bytes, facts)
    }
}
