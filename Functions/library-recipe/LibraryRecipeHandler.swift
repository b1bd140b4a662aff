import ChefStream
import Domain
import Extraction
import FunctionRuntime
import Library
import Recipes
import VideoImport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `POST /api/v1/downloads/videos/{path}/recipe`: the recipe of a video in the caller's library.
/// The video's audio is extracted with ffmpeg and imported exactly as the Savry app imports a
/// camera-roll video (`TranscriptImporter`: the shared transcript cache, fingerprints, the monthly
/// quota, one transcription per video), then the recipe extractor reads the transcript with the
/// title and description the library knows.
///
/// A video downloaded from a TikTok, Instagram or YouTube page is filed under that video, so it
/// shares the cache with everyone who imported the same page; any other (an upload, a direct
/// media URL) is a device video known by its audio. The extraction is covered by the import's
/// quota unit: one request, one extraction.
struct LibraryRecipeHandler: FunctionHandler {
    let library: any LibraryStore
    /// Nil when no library storage is configured on this server.
    let storage: (any MediaStorage)?
    let importer: TranscriptImporter
    let fingerprinter: (any Fingerprinter)?
    /// Nil when no ffmpeg is installed.
    let audioExtractor: FFmpegAudioExtractor?
    let extractor: any RecipeExtractor

    var errorStyle: ErrorStyle { .coded }
    var access: Access { .signedIn }

    struct Request: FunctionRequest, Equatable {
        let path: LibraryPath

        init(path: LibraryPath) {
            self.path = path
        }

        init(_ envelope: RequestEnvelope) throws(FunctionError) {
            guard let path = LibraryPath(envelope.pathParameters?["path"] ?? ""), !path.isCompanion else {
                throw LibraryErrors.invalidPath
            }
            self.path = path
        }
    }

    struct Response: FunctionResponse, Equatable {
        let path: String
        let answer: RecipeAnswer
        let imported: ImportedTranscript

        var statusCode: Int { 200 }
        /// `x-cache` says whether the transcript came from the shared cache (the extraction is
        /// always fresh).
        var headers: [String: String] {
            var headers = answer.headers
            if case .cache = imported.source { headers["x-cache"] = "hit" } else { headers["x-cache"] = "miss" }
            return headers
        }

        var json: JSONValue {
            var body = answer.json.objectValue ?? [:]
            body["path"] = .string(path)
            body["videoId"] = .string(imported.reference.videoID)
            body["platform"] = .string(imported.reference.platform.rawValue)
            var transcript: [String: JSONValue] = [
                "text": .string(imported.transcript.transcript), "language": .string(imported.transcript.language ?? "en"),
                "durationSeconds": .double(imported.transcript.durationSeconds),
            ]
            switch imported.source {
            case .cache(let accessCount):
                transcript["cached"] = true
                transcript["cost"] = 0
                transcript["accessCount"] = .int(Int64(accessCount))
            case .transcribed(let cost, let milliseconds):
                transcript["cached"] = false
                transcript["cost"] = .double(cost)
                transcript["transcriptionTimeMs"] = .int(Int64(milliseconds))
            }
            body["transcript"] = .object(transcript)
            return .object(body)
        }
    }

    func handle(_ request: Request, context: FunctionContext) async throws -> Response {
        _ = try context.requireUser()
        guard let video = try library.video(at: request.path, as: context.identity) else { throw LibraryErrors.videoNotFound }
        guard let storage else { throw LibraryErrors.storageUnavailable }
        guard let file = storage.localPath(for: video.storageKey) else { throw LibraryErrors.videoNotFound }
        // Refuse a long video before spending a minute of ffmpeg on it.
        if let seconds = Self.duration(video), AudioDurationLimit.exceeds(seconds) { throw SavryImportErrors.audioTooLong(seconds) }
        guard let audioExtractor else { throw LibraryErrors.mediaToolUnavailable }
        let audio: [UInt8]
        switch await audioExtractor.audio(ofFile: file, maxSeconds: AudioDurationLimit.maximumSeconds + AudioDurationLimit.toleranceSeconds)
        {
        case .audio(let bytes): audio = bytes
        case .noAudioTrack: throw LibraryErrors.noAudioTrack
        case .failed: throw LibraryErrors.mediaUnreadable
        }
        guard let facts = AudioInspector.inspect(audio) else { throw LibraryErrors.mediaUnreadable }
        let upload = AudioUpload(audio: audio, facts: facts, fingerprinter: fingerprinter)
        let platformReference = video.sourceURL.flatMap(VideoReference.parse)
        let imported = try await importer.run(
            reference: platformReference ?? .device(audioSHA256: upload.sha), sourceURL: platformReference?.canonicalURL, upload: upload,
            context: context)
        let answer = try await recipe(for: video, imported: imported, context: context)
        context.logger.info(
            "library recipe",
            metadata: ["video": "\(imported.reference.key)", "status": "\(answer.status.rawValue)", "cached": "\(imported.source)"])
        return Response(path: video.path, answer: answer, imported: imported)
    }

    /// The extractor over the transcript, the title and the description; an empty recipe is
    /// never answered as ready.
    func recipe(for video: LibraryVideo, imported: ImportedTranscript, context: FunctionContext) async throws -> RecipeAnswer {
        let description = video.metadata["description"]?.stringValue ?? ""
        let input = ExtractionInput(
            videoID: imported.reference.key, title: video.title ?? video.metadata["title"]?.stringValue,
            description: description.isEmpty ? nil : description, transcript: imported.transcript.transcript,
            chapters: ExtractionInput.chapters(in: description), languageHint: imported.transcript.language)
        var output: ExtractionOutput
        do {
            output = try await extractor.extract(input, deadline: context.deadline.addingTimeInterval(-1))
        } catch {
            context.logger.error("library recipe extraction failed", metadata: ["error": "\(error)"])
            throw LibraryErrors.extractionFailed(Self.publicReason(error))
        }
        output.result = output.result.withoutEmptyRecipe(recipeURL: RecipeLinks.find(in: description))
        let json = output.result.json
        let problems = RecipeSchema.validate(json)
        guard problems.isEmpty else { throw LibraryErrors.extractionFailed("the extractor's recipe did not validate") }
        let status: RecipeStatus
        switch output.result {
        case .recipe: status = .ready
        case .notRecipe: status = .notRecipe
        case .incomplete: status = .incomplete
        }
        return RecipeAnswer(
            videoID: imported.reference.key, status: status, cached: false, recipe: status == .notRecipe ? nil : json,
            reason: json["reason"]?.stringValue, inputs: output.inputsUsed, extractorVersion: output.extractorVersion,
            confidence: output.confidence, generatedAt: context.now)
    }

    /// The duration ffprobe measured when the file entered the library.
    static func duration(_ video: LibraryVideo) -> Double? {
        switch video.metadata["duration"] {
        case .int(let seconds)?: return Double(seconds)
        case .double(let seconds)?: return seconds
        default: return nil
        }
    }

    static func publicReason(_ error: any Error) -> String {
        switch (error as? ExtractionError)?.kind {
        case .timedOut?: return "the extractor did not finish in time"
        case .refused?: return "the extractor refused this content"
        case .truncated?: return "the extractor's answer was cut short"
        case .invalidOutput?: return "the extractor's answer was not a valid recipe"
        default: return "the extractor is unavailable"
        }
    }
}
