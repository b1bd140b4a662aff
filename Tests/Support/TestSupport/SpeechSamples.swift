import Foundation
import ProcessKit
import Synchronization

/// Real speech made for the tests: espeak-ng reads a short recipe, ffmpeg encodes it.
public enum SpeechSamples {
    public static let recipe = "First, mix two cups of flour with one cup of sugar. Then add three eggs and whisk until smooth."

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Another sentence, for tests that need audio that is not the recipe's.
    public static let other = "Preheat the oven to two hundred degrees, then roast the chicken for an hour with lemon and garlic."

    /// WAV, MP3 and M4A of a sentence, made once per process and sentence.
    public static func make(_ text: String = recipe) throws -> [String: [UInt8]] {
        try made.withLock { made in
            if let files = made[text] { return files }
            let files = try generate(text, name: "speech-\(made.count)")
            made[text] = files
            return files
        }
    }

    static let made = Mutex<[String: [String: [UInt8]]]>([:])

    static func generate(_ text: String, name: String) throws -> [String: [UInt8]] {
        let folder = TestScratch.path(name)
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
        let path = TestScratch.path("silence.mp3")
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
