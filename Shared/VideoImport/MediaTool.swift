import FunctionRuntime
import ProcessKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Runs ffmpeg's tools over uploaded audio. The audio goes through a private temporary file
/// because MP4/M4A cannot be demuxed from a pipe when its index is at the end; the tools run
/// without a shell, with a timeout and a bound on their output.
enum MediaTool {
    /// `override` if executable, else the tool where Debian and Homebrew put it.
    static func locate(_ tool: String, override: String?) -> String? {
        let candidates = [override].compactMap { $0 } + ["/usr/bin/", "/usr/local/bin/", "/opt/homebrew/bin/"].map { $0 + tool }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The tool's stdout, or nil when it failed, timed out or wrote too much.
    static func run(
        _ executable: String, audio: [UInt8], fileExtension: String, timeout: Duration, maxOutputBytes: Int,
        arguments: (_ path: String) -> [String]
    ) async -> [UInt8]? {
        let safeExtension = fileExtension.allSatisfy { $0.isLetter || $0.isNumber } ? fileExtension : "bin"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("media-\(UUID().uuidString).\(safeExtension)").path
        guard FileManager.default.createFile(atPath: path, contents: Data(audio), attributes: [.posixPermissions: 0o600]) else {
            return nil
        }
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = await ProcessRunner.run(
            ProcessSpec(
                executable: executable, arguments: arguments(path), environment: ["PATH": "/usr/bin:/bin"], stdin: [], timeout: timeout,
                maxStdoutBytes: maxOutputBytes),
            stderrLine: { _ in })
        guard case .exited(0, let stdout) = outcome else { return nil }
        return stdout
    }
}

/// Measures how long uploaded audio is, before anyone pays to transcribe it.
public protocol AudioProber: Sendable {
    /// Seconds of audio, or nil when it cannot be measured (the transcriber then measures it).
    func durationSeconds(_ audio: [UInt8], fileExtension: String) async -> Double?
}

/// ffprobe's container duration.
public struct FFprobeProber: AudioProber {
    public let executable: String

    public init(executable: String) {
        self.executable = executable
    }

    /// `FFPROBE_PATH`, else ffprobe where Debian and Homebrew put it; nil when there is none.
    public static func fromEnvironment(_ environment: FunctionEnvironment) -> FFprobeProber? {
        MediaTool.locate("ffprobe", override: environment.optional("FFPROBE_PATH")).map(FFprobeProber.init(executable:))
    }

    public func durationSeconds(_ audio: [UInt8], fileExtension: String) async -> Double? {
        let stdout = await MediaTool.run(executable, audio: audio, fileExtension: fileExtension, timeout: .seconds(15), maxOutputBytes: 256)
        {
            ["-v", "error", "-show_entries", "format=duration", "-of", "default=noprint_wrappers=1:nokey=1", $0]
        }
        guard let stdout, let seconds = Double(String(decoding: stdout, as: UTF8.self).trimmed), seconds.isFinite, seconds >= 0 else {
            return nil
        }
        return seconds
    }
}

/// The transcription contracts' duration limit: both say about five minutes. Audio a little over
/// (encoders pad a few hundred milliseconds) is let through.
public enum AudioDurationLimit {
    public static let maximumSeconds = 300.0
    public static let toleranceSeconds = 1.0

    public static func exceeds(_ seconds: Double) -> Bool { seconds > maximumSeconds + toleranceSeconds }
}
