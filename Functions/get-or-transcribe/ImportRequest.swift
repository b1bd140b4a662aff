import Domain
import FunctionRuntime

/// A validated Savry import API request: `{videoUrl, platform, audioData, userId}`.
struct ImportRequest: JSONBodyRequest {
    let reference: VideoReference
    let videoURL: String
    let userID: String
    /// Decoded and checked audio, when sent.
    let audio: [UInt8]?
    let facts: AudioFacts?

    init(_ fields: FieldReader) throws(FunctionError) {
        let missing = fields.missing(["videoUrl", "platform", "userId"])
        guard missing.isEmpty else { throw CommonErrors.missingFields(missing) }
        videoURL = try fields.requireString("videoUrl", maxLength: 2048).trimmed
        userID = try fields.requireString("userId", maxLength: 64).trimmed
        let platformName = try fields.requireString("platform", maxLength: 32)
        guard let platform = VideoPlatform(rawValue: platformName.lowercased().trimmed) else { throw SavryImportErrors.invalidPlatform }
        guard let reference = VideoReference.parse(videoURL) else { throw SavryImportErrors.invalidVideoURL }
        guard reference.platform == platform else {
            throw SavryImportErrors.platformMismatch(platform, url: reference.platform, what: "videoUrl")
        }
        self.reference = reference
        guard let encoded = try fields.string("audioData", maxLength: Int.max), !encoded.trimmed.isEmpty else {
            audio = nil
            facts = nil
            return
        }
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
        audio = bytes
        self.facts = facts
    }
}
