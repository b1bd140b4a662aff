import Logging

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes one JSON object per line to stderr: `{"ts","level","fn","msg",…metadata}`. The runner
/// reads these lines and re-logs them under the request id; stdout stays reserved for the response.
public struct StderrLogHandler: LogHandler {
    public var metadata: Logger.Metadata = [:]
    public var logLevel: Logger.Level
    private let label: String

    public init(label: String, level: Logger.Level) {
        self.label = label
        self.logLevel = level
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var record: [String: JSONValue] = [
            "ts": .string(Date().formatted(.iso8601)),
            "level": .string(event.level.rawValue),
            "fn": .string(label),
            "msg": .string(event.message.description),
        ]
        for (key, value) in metadata.merging(event.metadata ?? [:], uniquingKeysWith: { _, new in new }) {
            record[key] = .string(value.description)
        }
        guard let line = try? JSONCoding.encodeToString(record) else { return }
        try? StandardIO.writeAll(fd: 2, Array((line + "\n").utf8))
    }
}
