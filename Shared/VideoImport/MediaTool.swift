import FunctionRuntime
import ProcessKit
import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Runs ffmpeg's tools over uploaded audio. The audio goes through a private temporary file
/// because MP4/M4A cannot be demuxed from a pipe when its index is at the end; the tools run
/// without a shell, with a timeout and a bound on their output.
enum MediaTool {
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
        ExecutableLocator.locate("ffprobe", override: environment.optional("FFPROBE_PATH")).map(FFprobeProber.init(executable:))
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

/// The audio track of a stored video, as the M4A the Savry app itself sends (AAC, mono), for an
/// import of a library video. ffmpeg reads the file where it lies and writes a private temporary
/// file (MP4 cannot be written to a pipe); the audio stays far under the import's 25 MB.
public struct FFmpegAudioExtractor: Sendable {
    public let executable: String
    public var timeout: Duration = .seconds(60)

    public init(executable: String) {
        self.executable = executable
    }

    /// `FFMPEG_PATH`, else ffmpeg where Debian and Homebrew put it; nil when there is none.
    public static func fromEnvironment(_ environment: FunctionEnvironment) -> FFmpegAudioExtractor? {
        ExecutableLocator.locate("ffmpeg", override: environment.optional("FFMPEG_PATH")).map(FFmpegAudioExtractor.init(executable:))
    }

    public enum Outcome: Sendable, Equatable {
        case audio([UInt8])
        /// The file has no audio stream.
        case noAudioTrack
        /// ffmpeg could not decode it, or timed out.
        case failed
    }

    /// At most `maxSeconds` of the first audio stream of the file at `path`, at 64 kbit/s.
    public func audio(ofFile path: String, maxSeconds: Double) async -> Outcome {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("audio-\(UUID().uuidString).m4a").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let missingStream = StderrFlag()
        let outcome = await ProcessRunner.run(
            ProcessSpec(
                executable: executable,
                arguments: [
                    "-nostdin", "-v", "error", "-i", path, "-map", "0:a:0", "-vn", "-ac", "1", "-ar", "22050", "-c:a", "aac", "-b:a", "64k",
                    "-t", String(Int(maxSeconds.rounded(.up))), "-f", "ipod", "-y", output,
                ],
                environment: ["PATH": "/usr/bin:/bin"], stdin: [], timeout: timeout, maxStdoutBytes: 4096),
            stderrLine: { line in
                if line.contains("matches no streams") { missingStream.raised.withLock { $0 = true } }
            })
        guard case .exited(0, _) = outcome else { return missingStream.raised.withLock { $0 } ? .noAudioTrack : .failed }
        guard let data = FileManager.default.contents(atPath: output), !data.isEmpty else { return .failed }
        return .audio(Array(data))
    }
}

/// Set by a stderr line the tool printed (read after it exited).
final class StderrFlag: Sendable {
    let raised = Mutex(false)
}
