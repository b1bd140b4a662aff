import Crypto
import Foundation
import FunctionRuntime
import ProcessKit

/// SHA-256 of a file read in 1 MiB chunks (a large file never sits in memory).
public enum MediaChecksum {
    public static func sha256(ofFile path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var hasher = SHA256()
        while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            hasher.update(data: chunk)
        }
        return hasher.finalize().map { String(format: "%02x", $0) }.joined()
    }
}

/// What ffprobe says about a stored file: whether it is media at all, and how long it plays.
public struct MediaProbe: Sendable {
    public let executable: String?

    public init(executable: String?) {
        self.executable = executable
    }

    /// `FFPROBE_PATH`, else where Debian and Homebrew put ffprobe; probing is skipped without it.
    public static func locate(override: String?) -> MediaProbe {
        MediaProbe(executable: ExecutableLocator.locate("ffprobe", override: override))
    }

    public enum Verdict: Sendable, Equatable {
        /// Plays: its duration in seconds, and whether it has a video stream.
        case media(duration: Double?, hasVideo: Bool)
        /// ffprobe found no audio or video stream.
        case notMedia
        /// No ffprobe, or it failed for its own reasons: the file is kept unjudged.
        case unknown
    }

    public func inspect(path: String) async -> Verdict {
        guard let executable else { return .unknown }
        let outcome = await ProcessRunner.run(
            ProcessSpec(
                executable: executable,
                arguments: ["-v", "error", "-show_entries", "format=duration:stream=codec_type", "-of", "json", path],
                environment: ["PATH": "/usr/bin:/bin"], stdin: [], timeout: .seconds(30), maxStdoutBytes: 1 << 20),
            stderrLine: { _ in })
        switch outcome {
        case .exited(0, let stdout):
            guard let json = JSONCoding.parseBody(String(decoding: stdout, as: UTF8.self)) else { return .unknown }
            let types = (json["streams"]?.arrayValue ?? []).compactMap { $0["codec_type"]?.stringValue }
            guard types.contains("audio") || types.contains("video") else { return .notMedia }
            let duration = json["format"]?["duration"]?.stringValue.flatMap(Double.init)
            return .media(duration: duration, hasVideo: types.contains("video"))
        case .exited:
            // ffprobe exits non-zero on data it cannot parse as any container.
            return .notMedia
        default:
            return .unknown
        }
    }
}
