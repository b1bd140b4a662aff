import Domain
import Foundation
import FunctionRuntime
import MultipartKit

/// The TwinMind contract's multipart body: `session_id`, `segment_index`, `audio_file`, parsed as a
/// stream by MultipartKit.
struct SegmentUpload: Sendable, Equatable {
    let sessionID: UUID
    let segmentIndex: Int
    let audio: [UInt8]
    let facts: AudioFacts

    struct Part {
        var headers: [String: String] = [:]
        var body: [UInt8] = []
        var name: String? { disposition("name") }
        var filename: String? { disposition("filename") }

        func disposition(_ key: String) -> String? {
            guard let header = headers["content-disposition"] else { return nil }
            for piece in header.split(separator: ";") {
                let pair = piece.trimmed.split(separator: "=", maxSplits: 1)
                if pair.count == 2, pair[0].trimmed.lowercased() == key {
                    return pair[1].trimmed.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                }
            }
            return nil
        }
    }

    init(_ request: RequestEnvelope) throws(FunctionError) {
        guard let contentType = request.headers["content-type"], contentType.lowercased().hasPrefix("multipart/form-data"),
            let boundary = Self.boundary(contentType)
        else { throw TwinMindErrors.notMultipart }
        let parts = try Self.parse(request.bodyBytes() ?? [], boundary: boundary)
        var byName: [String: Part] = [:]
        for part in parts { if let name = part.name, byName[name] == nil { byName[name] = part } }
        for field in ["session_id", "segment_index", "audio_file"] where byName[field] == nil { throw TwinMindErrors.missingField(field) }
        let sessionText = String(decoding: byName["session_id"]!.body, as: UTF8.self).trimmed
        guard let session = UUID(uuidString: sessionText), sessionText.count == 36 else {
            throw TwinMindErrors.invalidSessionID(sessionText)
        }
        let indexText = String(decoding: byName["segment_index"]!.body, as: UTF8.self).trimmed
        guard let index = Int(indexText), index >= 0, index <= 100_000 else { throw TwinMindErrors.invalidSegmentIndex(indexText) }
        let audio = byName["audio_file"]!.body
        guard audio.count <= AudioInspector.maximumBytes else { throw TwinMindErrors.audioTooLarge(audio.count) }
        guard let facts = AudioInspector.inspect(audio) else { throw TwinMindErrors.unsupportedAudioFormat }
        guard audio.count >= AudioInspector.minimumBytes, (facts.durationSeconds ?? 1) >= AudioInspector.minimumSeconds,
            facts.isSilent != true
        else {
            throw TwinMindErrors.audioTooSmall(audio.count)
        }
        sessionID = session
        segmentIndex = index
        self.audio = audio
        self.facts = facts
    }

    static func boundary(_ contentType: String) -> String? {
        for piece in contentType.split(separator: ";") {
            let pair = piece.trimmed.split(separator: "=", maxSplits: 1)
            if pair.count == 2, pair[0].trimmed.lowercased() == "boundary" {
                let value = pair[1].trimmed.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                return value.isEmpty || value.count > 200 ? nil : value
            }
        }
        return nil
    }

    static func parse(_ body: [UInt8], boundary: String) throws(FunctionError) -> [Part] {
        final class Collector {
            var parts: [Part] = []
            var current = Part()
        }
        let collector = Collector()
        let parser = MultipartParser(boundary: boundary)
        parser.onHeader = { name, value in collector.current.headers[name.lowercased()] = value }
        parser.onBody = { buffer in collector.current.body += buffer.readBytes(length: buffer.readableBytes) ?? [] }
        parser.onPartComplete = {
            collector.parts.append(collector.current)
            collector.current = Part()
        }
        do {
            try parser.execute(body)
        } catch {
            throw TwinMindErrors.unreadableMultipart
        }
        return collector.parts
    }
}
