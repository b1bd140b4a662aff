import Foundation
import Synchronization

/// Audio whose header lies about its length, made with ffmpeg for the tests: the uploads a
/// client could send to be transcribed past the contracts' five-minute limit.
public enum LongAudio {
    /// A 440 Hz tone of `seconds`, AAC in M4A (mono, 22.05 kHz, 32 kbit/s), made once per length.
    public static func toneM4A(seconds: Int) throws -> [UInt8] {
        try made.withLock { made in
            if let bytes = made[seconds] { return bytes }
            let path = TestScratch.path("tone-\(seconds)s.m4a")
            try SpeechSamples.run(
                "/usr/bin/ffmpeg",
                [
                    "-loglevel", "error", "-y", "-f", "lavfi", "-i", "sine=f=440:d=\(seconds)", "-ac", "1", "-ar", "22050", "-c:a", "aac",
                    "-b:a", "32k", path,
                ])
            let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
            made[seconds] = bytes
            return bytes
        }
    }

    static let made = Mutex<[Int: [UInt8]]>([:])

    /// `m4a` with the movie, track and media durations in its header rewritten to one second;
    /// its samples, and so what it decodes to, are unchanged.
    public static func understated(_ m4a: [UInt8]) -> [UInt8] {
        var bytes = m4a
        func uint32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        func write(_ value: Int, at: Int) {
            for index in 0..<4 { bytes[at + index] = UInt8(truncatingIfNeeded: value >> (8 * (3 - index))) }
        }
        func walk(_ start: Int, _ end: Int) {
            var offset = start
            while offset + 8 <= end {
                let size = uint32(offset)
                guard size >= 8, offset + size <= end else { return }
                switch String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self) {
                case "moov", "trak", "mdia": walk(offset + 8, offset + size)
                // Version-0 boxes: timescale at +20, duration at +24 (mvhd, mdhd); duration at +28 (tkhd).
                case "mvhd", "mdhd": write(uint32(offset + 20), at: offset + 24)
                case "tkhd": write(1000, at: offset + 28)
                default: break
                }
                offset += size
            }
        }
        walk(0, bytes.count)
        return bytes
    }

    /// A 16-bit mono WAV whose first data chunk holds `shortSeconds` of tone and a second data
    /// chunk `longSeconds` more: a decoder plays both, a reader of the first chunk sees one.
    public static func twoChunkWAV(shortSeconds: Int, longSeconds: Int, rate: Int = 8000) -> [UInt8] {
        func le(_ value: Int, _ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        func tone(_ seconds: Int) -> [UInt8] {
            var samples: [UInt8] = []
            samples.reserveCapacity(seconds * rate * 2)
            for index in 0..<seconds * rate {
                let sample = UInt16(bitPattern: Int16(8000 * sin(Double(index) * 2 * .pi * 440 / Double(rate))))
                samples.append(UInt8(sample & 0xFF))
                samples.append(UInt8(sample >> 8))
            }
            return samples
        }
        let format = Array("fmt ".utf8) + le(16, 4) + le(1, 2) + le(1, 2) + le(rate, 4) + le(rate * 2, 4) + le(2, 2) + le(16, 2)
        let first = tone(shortSeconds)
        let second = tone(longSeconds)
        let body = format + Array("data".utf8) + le(first.count, 4) + first + Array("data".utf8) + le(second.count, 4) + second
        return Array("RIFF".utf8) + le(4 + body.count, 4) + Array("WAVE".utf8) + body
    }
}
