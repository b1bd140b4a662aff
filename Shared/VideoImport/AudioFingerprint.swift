import FunctionRuntime
import ProcessKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A Chromaprint fingerprint: one 32-bit value per ~0.12 s of audio, each bit a comparison of
/// chroma energies, so the same recording re-encoded (MP3, AAC), resampled or made quieter keeps
/// nearly every bit while different speech or music flips about half of them.
///
/// Measured on espeak-ng speech with ffmpeg's Chromaprint muxer: MP3 64k and AAC 96k re-encodes
/// differ from the original by a bit-error rate of 0.002–0.006, added noise 0.001, the clip with
/// its first 1.3 s cut 0.09 (at its best offset), 5 % faster 0.08, the same words at another
/// speaking rate 0.24, a different sentence 0.38. `matchThreshold` sits between them.
public struct AudioFingerprint: Sendable, Equatable {
    public var values: [UInt32]

    public init(values: [UInt32]) {
        self.values = values
    }

    /// Bit-error rate at or below which two fingerprints are the same recording.
    public static let matchThreshold = 0.2
    /// Offsets searched, in fingerprint values (±32 ≈ ±4 s): the app extracts the whole video's
    /// audio, so two uploads of one video start within a few seconds of each other.
    public static let maxOffset = 32
    /// Fewer values than this (about 1.5 s of audio) say nothing reliable; Chromaprint needs a
    /// few seconds before it emits any.
    public static let minimumValues = 12

    /// Whether this fingerprint is long enough to compare.
    public var isUsable: Bool { values.count >= Self.minimumValues }

    /// The lowest bit-error rate over the offsets searched, counting only offsets where the two
    /// overlap by at least half of the shorter one; nil when either is too short to compare.
    public func bitErrorRate(against other: AudioFingerprint) -> Double? {
        guard isUsable, other.isUsable else { return nil }
        let a = values
        let b = other.values
        let minimumOverlap = max(Self.minimumValues, min(a.count, b.count) / 2)
        var best: Double?
        for offset in -Self.maxOffset...Self.maxOffset {
            // Pairs a[i] with b[i + offset].
            let start = max(0, -offset)
            let end = min(a.count, b.count - offset)
            let overlap = end - start
            guard overlap >= minimumOverlap else { continue }
            var differing = 0
            for index in start..<end { differing += (a[index] ^ b[index + offset]).nonzeroBitCount }
            let rate = Double(differing) / Double(overlap * 32)
            if best.map({ rate < $0 }) ?? true { best = rate }
        }
        return best
    }

    public func matches(_ other: AudioFingerprint) -> Bool {
        bitErrorRate(against: other).map { $0 <= Self.matchThreshold } ?? false
    }

    /// The distinct values a fingerprint is indexed by (`internal.fingerprint_terms` computes the
    /// same in the database), as signed 32-bit integers; 0 and all-ones (silence, clipping) say
    /// nothing about which recording it is and are left out.
    public static func terms(of values: [UInt32]) -> [Int32] {
        Set(values.filter { $0 != 0 && $0 != .max }).map { Int32(bitPattern: $0) }.sorted()
    }

    /// Little-endian bytes, as stored (`transcripts.fingerprint`) and as ffmpeg writes them.
    public var bytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(values.count * 4)
        for value in values { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
        return bytes
    }

    /// Lowercase hex of `bytes`, how the stores bind it (`decode($n, 'hex')`).
    public var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(values.count * 8)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    public init?(hex: String) {
        let utf8 = Array(hex.utf8)
        guard utf8.count % 2 == 0 else { return nil }
        func nibble(_ character: UInt8) -> UInt8? {
            switch character {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return character - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return character - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return character - UInt8(ascii: "A") + 10
            default: return nil
            }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count / 2)
        for index in stride(from: 0, to: utf8.count, by: 2) {
            guard let high = nibble(utf8[index]), let low = nibble(utf8[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
        }
        self.init(bytes: bytes)
    }

    public init?(bytes: [UInt8]) {
        guard bytes.count % 4 == 0 else { return nil }
        values = stride(from: 0, to: bytes.count, by: 4).map { index in
            UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2]) << 16 | UInt32(bytes[index + 3]) << 24
        }
    }
}

/// Computes the fingerprint of uploaded audio.
public protocol Fingerprinter: Sendable {
    /// Nil when the audio cannot be fingerprinted (too short, undecodable, no tool): the caller
    /// then matches by exact bytes only.
    func fingerprint(_ audio: [UInt8], fileExtension: String) async -> AudioFingerprint?
}

/// Chromaprint through ffmpeg's `chromaprint` muxer (ffmpeg linked against libchromaprint, as
/// Debian builds it): the same algorithm and output as `fpcalc -raw`, with every container the
/// transcription contracts accept, and no second tool to install. The audio goes through a
/// private temporary file because MP4/M4A cannot be demuxed from a pipe when the index is at the end.
public struct FFmpegFingerprinter: Fingerprinter {
    public let executable: String
    public var timeout: Duration = .seconds(20)
    /// Ten minutes of fingerprint (8 values a second) is far beyond the contracts' 5-minute audio.
    static let maxOutputBytes = 10 * 60 * 8 * 4

    public init(executable: String) {
        self.executable = executable
    }

    /// `FFMPEG_PATH`, else ffmpeg where Debian and Homebrew put it; nil when there is none.
    public static func fromEnvironment(_ environment: FunctionEnvironment) -> FFmpegFingerprinter? {
        ExecutableLocator.locate("ffmpeg", override: environment.optional("FFMPEG_PATH")).map(FFmpegFingerprinter.init(executable:))
    }

    public func fingerprint(_ audio: [UInt8], fileExtension: String) async -> AudioFingerprint? {
        let stdout = await MediaTool.run(
            executable, audio: audio, fileExtension: fileExtension, timeout: timeout, maxOutputBytes: Self.maxOutputBytes
        ) { path in
            ["-nostdin", "-loglevel", "error", "-i", path, "-vn", "-f", "chromaprint", "-fp_format", "raw", "-"]
        }
        guard let stdout, let fingerprint = AudioFingerprint(bytes: stdout), fingerprint.isUsable else { return nil }
        return fingerprint
    }
}
