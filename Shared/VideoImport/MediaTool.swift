import Domain
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
        let outcome = await outcome(
            executable, audio: audio, fileExtension: fileExtension, timeout: timeout, maxOutputBytes: maxOutputBytes, arguments: arguments)
        guard case .exited(0, let stdout)? = outcome else { return nil }
        return stdout
    }

    /// How the tool ended, or nil when the audio could not be written to its temporary file.
    static func outcome(
        _ executable: String, audio: [UInt8], fileExtension: String, timeout: Duration, maxOutputBytes: Int,
        arguments: (_ path: String) -> [String]
    ) async -> ProcessOutcome? {
        let safeExtension = fileExtension.allSatisfy { $0.isLetter || $0.isNumber } ? fileExtension : "bin"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("media-\(UUID().uuidString).\(safeExtension)").path
        guard FileManager.default.createFile(atPath: path, contents: Data(audio), attributes: [.posixPermissions: 0o600]) else {
            return nil
        }
        defer { try? FileManager.default.removeItem(atPath: path) }
        return await ProcessRunner.run(
            ProcessSpec(
                executable: executable, arguments: arguments(path), environment: ["PATH": "/usr/bin:/bin"], stdin: [], timeout: timeout,
                maxStdoutBytes: maxOutputBytes),
            stderrLine: { _ in })
    }
}

/// Measures how long uploaded audio is, before anyone pays to transcribe it.
public protocol AudioProber: Sendable {
    /// Seconds of audio, or nil when it cannot be measured (the transcriber then measures it).
    func durationSeconds(_ audio: [UInt8], fileExtension: String) async -> Double?
}

/// How long uploaded audio plays, measured so that a header cannot lie about it. A container's
/// duration is only what its header says: an M4A whose `mvhd`/`mdhd` claim one second, or a WAV
/// whose first data chunk is one second long with more chunks after it, still decodes to all of its
/// audio, and the transcriber would be paid for every minute of it. So the header (ffprobe) only
/// refuses early; the audio is then decoded (ffmpeg, 8 kHz mono, 8-bit) and its samples counted,
/// and the decoding stops as soon as there is more than the limit.
public struct DecodingAudioProber: AudioProber {
    public let ffprobe: String?
    public let ffmpeg: String
    public var timeout: Duration = .seconds(20)
    /// Decoded bytes a second: 8,000 one-byte samples.
    static let bytesPerSecond = 8_000
    /// One second beyond the limit and its tolerance, so audio at the limit is measured, not cut.
    static let maxOutputBytes = Int((AudioDurationLimit.maximumSeconds + AudioDurationLimit.toleranceSeconds + 1) * 8_000)

    public init(ffprobe: String?, ffmpeg: String) {
        self.ffprobe = ffprobe
        self.ffmpeg = ffmpeg
    }

    /// `FFMPEG_PATH` and `FFPROBE_PATH`, else where Debian and Homebrew put them; nil without ffmpeg.
    public static func fromEnvironment(_ environment: FunctionEnvironment) -> DecodingAudioProber? {
        guard let ffmpeg = ExecutableLocator.locate("ffmpeg", override: environment.optional("FFMPEG_PATH")) else { return nil }
        return DecodingAudioProber(
            ffprobe: ExecutableLocator.locate("ffprobe", override: environment.optional("FFPROBE_PATH")), ffmpeg: ffmpeg)
    }

    public func durationSeconds(_ audio: [UInt8], fileExtension: String) async -> Double? {
        let header = await headerSeconds(audio, fileExtension: fileExtension)
        // An honest long file is refused with its exact length, without decoding it.
        if let header, AudioDurationLimit.exceeds(header) { return header }
        switch await decodedSeconds(audio, fileExtension: fileExtension) {
        case .seconds(let seconds): return seconds
        case .longerThan(let seconds): return max(seconds, header ?? 0)
        case .unknown: return header
        }
    }

    /// What the container's header says.
    func headerSeconds(_ audio: [UInt8], fileExtension: String) async -> Double? {
        guard let ffprobe else { return nil }
        let stdout = await MediaTool.run(ffprobe, audio: audio, fileExtension: fileExtension, timeout: .seconds(15), maxOutputBytes: 256) {
            ["-v", "error", "-show_entries", "format=duration", "-of", "default=noprint_wrappers=1:nokey=1", $0]
        }
        guard let stdout, let seconds = Double(String(decoding: stdout, as: UTF8.self).trimmed), seconds.isFinite, seconds >= 0 else {
            return nil
        }
        return seconds
    }

    enum Decoded: Equatable {
        case seconds(Double)
        /// The decoding was stopped at this many seconds.
        case longerThan(Double)
        /// ffmpeg could not decode the audio, or did not finish in time.
        case unknown
    }

    /// Seconds of the first audio stream, from its decoded samples.
    func decodedSeconds(_ audio: [UInt8], fileExtension: String) async -> Decoded {
        let outcome = await MediaTool.outcome(
            ffmpeg, audio: audio, fileExtension: fileExtension, timeout: timeout, maxOutputBytes: Self.maxOutputBytes
        ) { path in
            ["-nostdin", "-v", "error", "-i", path, "-map", "0:a:0", "-vn", "-ac", "1", "-ar", "\(Self.bytesPerSecond)", "-f", "u8", "-"]
        }
        switch outcome {
        case .exited(0, let stdout)?: return .seconds(Double(stdout.count) / Double(Self.bytesPerSecond))
        case .outputLimitExceeded?: return .longerThan(Double(Self.maxOutputBytes) / Double(Self.bytesPerSecond))
        default: return .unknown
        }
    }
}

/// The transcription contracts' duration limit: both say about five minutes. Audio a little over
/// (encoders pad a few hundred milliseconds) is let through.
public enum AudioDurationLimit {
    public static let maximumSeconds = 300.0
    public static let toleranceSeconds = 1.0

    public static func exceeds(_ seconds: Double) -> Bool { seconds > maximumSeconds + toleranceSeconds }

    /// The length to judge an upload by, before it is transcribed: a WAV header that already says
    /// too long decides; otherwise the prober's measure, which decodes the audio, wins over any header.
    public static func measure(_ facts: AudioFacts, audio: [UInt8], prober: (any AudioProber)?) async -> Double? {
        if let header = facts.durationSeconds, exceeds(header) { return header }
        return await prober?.durationSeconds(audio, fileExtension: facts.format.rawValue) ?? facts.durationSeconds
    }
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
