import Domain
import FunctionRuntime
import VideoImport

/// The Savry import API's answer: a transcript from the shared cache (free, counted) or one
/// transcribed now (charged).
struct ImportResponse: FunctionResponse, Equatable {
    let imported: ImportedTranscript

    var transcript: CachedTranscript { imported.transcript }
    var reference: VideoReference { imported.reference }
    var source: ImportedTranscript.Source { imported.source }

    var headers: [String: String] {
        if case .cache = source { return ["x-cache": "hit"] }
        return ["x-cache": "miss"]
    }

    var json: JSONValue {
        var body: [String: JSONValue] = [
            "success": true, "transcript": .string(transcript.transcript), "segments": .array(transcript.segments.map(\.json)),
            "videoId": .string(reference.videoID), "platform": .string(reference.platform.rawValue),
            "language": .string(transcript.language ?? "en"), "durationSeconds": .double(transcript.durationSeconds),
        ]
        switch source {
        case .cache(let accessCount):
            body["cached"] = true
            body["cost"] = 0
            body["accessCount"] = .int(Int64(accessCount))
            body["message"] = "Transcript retrieved from cache (no charge)"
        case .transcribed(let cost, let milliseconds):
            body["cached"] = false
            body["cost"] = .double(cost)
            body["transcriptionTimeMs"] = .int(Int64(milliseconds))
            body["message"] = "Video transcribed and cached for future use"
        }
        return .object(body)
    }
}
