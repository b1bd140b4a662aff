import Foundation
import ProcessKit

/// Real speech made for the tests: espeak-ng reads a short recipe, ffmpeg encodes it.
public enum SpeechSamples {
    public static let recipe = "First, mix two cups of flour with one cup of sugar. Then add three eggs and whisk until smooth."

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// WAV, MP3 and M4A of the recipe sentence, made once per process (a static is initialised
    /// once even when tests ask concurrently).
    public static func make() throws -> [String: [UInt8]] { try cached.get() }

    static let cached = Result { try generate(recipe) }

    static func generate(_ text: String) throws -> [String: [UInt8]] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("speech-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let wav = folder + "/speech.wav"
        if !FileManager.default.fileExists(atPath: wav) {
            try run("/usr/bin/espeak-ng", ["-v", "en-us", "-s", "150", "-w", wav, text])
            try run("/usr/bin/ffmpeg", ["-loglevel", "error", "-y", "-i", wav, folder + "/speech.mp3"])
            try run("/usr/bin/ffmpeg", ["-loglevel", "error", "-y", "-i", wav, "-c:a", "aac", folder + "/speech.m4a"])
        }
        var files: [String: [UInt8]] = [:]
        for format in ["wav", "mp3", "m4a"] {
            guard let data = FileManager.default.contents(atPath: folder + "/speech." + format) else {
                throw Failure(description: "no \(format)")
            }
            files[format] = [UInt8](data)
        }
        return files
    }

    /// Two seconds of digital silence, MP3-encoded (not recognisable as silent from its bytes).
    public static func silentMP3() throws -> [UInt8] { try silence.get() }

    static let silence = Result {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("silence-\(getpid()).mp3").path
        try run("/usr/bin/ffmpeg", ["-loglevel", "error", "-y", "-f", "lavfi", "-i", "anullsrc=r=16000:cl=mono", "-t", "2", path])
        return [UInt8](FileManager.default.contents(atPath: path) ?? Data())
    }

    static func run(_ executable: String, _ arguments: [String]) throws {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw Failure(description: "\(executable) is missing: install espeak-ng and ffmpeg (runner/dev setup does)")
        }
        let outcome = ProcessRunner.runBlocking(
            ProcessSpec(
                executable: executable, arguments: arguments, environment: ["PATH": "/usr/bin:/bin"], stdin: [], timeout: .seconds(60),
                maxStdoutBytes: 1 << 20)
        ) { _ in }
        guard case .exited(0, _) = outcome else { throw Failure(description: "\(executable) failed: \(outcome)") }
    }
}
