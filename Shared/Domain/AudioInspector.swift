#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Audio containers we accept, recognised from the bytes themselves (never from a name).
public enum AudioFormat: String, Sendable, CaseIterable {
    case m4a, mp3, wav, webm, ogg, flac

    public var contentType: String {
        switch self {
        case .m4a: return "audio/mp4"
        case .mp3: return "audio/mpeg"
        case .wav: return "audio/wav"
        case .webm: return "audio/webm"
        case .ogg: return "audio/ogg"
        case .flac: return "audio/flac"
        }
    }

    public var filename: String { "audio.\(rawValue)" }
}

public struct AudioFacts: Sendable, Equatable {
    public var format: AudioFormat
    public var bytes: Int
    /// Known for WAV (from its chunks); other formats are measured by decoding them (`AudioProber`).
    public var durationSeconds: Double?
    /// For PCM WAV: the loudest sample is below -40 dBFS.
    public var isSilent: Bool?
}

public enum AudioInspector {
    public static let maximumBytes = 25 * 1024 * 1024
    public static let minimumBytes = 1_024
    public static let minimumSeconds = 0.5

    /// The container format from its magic numbers: `ftyp` (MP4/M4A), `ID3` or an MPEG frame sync
    /// (MP3), `RIFF…WAVE`, EBML (WebM), `OggS`, `fLaC`.
    public static func format(of bytes: [UInt8]) -> AudioFormat? {
        guard bytes.count >= 12 else { return nil }
        if bytes[4...7].elementsEqual("ftyp".utf8) { return .m4a }
        if bytes[0...2].elementsEqual("ID3".utf8) { return .mp3 }
        if bytes[0] == 0xFF && bytes[1] & 0xE0 == 0xE0 && bytes[1] & 0x06 != 0 { return .mp3 }
        if bytes[0...3].elementsEqual("RIFF".utf8) && bytes[8...11].elementsEqual("WAVE".utf8) { return .wav }
        if bytes[0...3] == [0x1A, 0x45, 0xDF, 0xA3] { return .webm }
        if bytes[0...3].elementsEqual("OggS".utf8) { return .ogg }
        if bytes[0...3].elementsEqual("fLaC".utf8) { return .flac }
        return nil
    }

    public static func inspect(_ bytes: [UInt8]) -> AudioFacts? {
        guard let format = format(of: bytes) else { return nil }
        var facts = AudioFacts(format: format, bytes: bytes.count, durationSeconds: nil, isSilent: nil)
        if format == .wav, let wave = wave(bytes) {
            facts.durationSeconds = wave.duration
            facts.isSilent = wave.silent
        }
        return facts
    }

    /// Decoded size of a base64 text without decoding it (so oversized uploads are refused early).
    public static func decodedSize(ofBase64 text: String) -> Int {
        var significant = 0
        var padding = 0
        for byte in text.utf8 where byte != 0x0A && byte != 0x0D && byte != 0x20 {
            significant += 1
            if byte == UInt8(ascii: "=") { padding += 1 }
        }
        return significant / 4 * 3 - min(padding, 2)
    }

    /// Strict base64 (line breaks and spaces allowed, nothing else); nil when not base64.
    public static func decodeBase64(_ text: String) -> [UInt8]? {
        var compact = text.utf8.filter { $0 != 0x0A && $0 != 0x0D && $0 != 0x20 && $0 != 0x09 }
        if let comma = compact.firstIndex(of: UInt8(ascii: ",")), compact.starts(with: Array("data:".utf8)) {
            compact = Array(compact[(comma + 1)...])
        }
        guard !compact.isEmpty, let data = Data(base64Encoded: Data(compact)) else { return nil }
        return [UInt8](data)
    }

    struct Wave {
        var duration: Double
        var silent: Bool?
    }

    /// Reads a RIFF/WAVE file's chunks: the format chunk and every data chunk.
    static func wave(_ bytes: [UInt8]) -> Wave? {
        func uint32(_ offset: Int) -> Int? {
            guard offset + 4 <= bytes.count else { return nil }
            return Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16 | Int(bytes[offset + 3]) << 24
        }
        func uint16(_ offset: Int) -> Int? {
            guard offset + 2 <= bytes.count else { return nil }
            return Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
        }
        var offset = 12
        var channels = 0
        var rate = 0
        var bits = 0
        var encoding = 0
        var seconds: Double?
        var peak = 0
        var judged = true
        while offset + 8 <= bytes.count {
            let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            guard let size = uint32(offset + 4) else { return nil }
            let body = offset + 8
            if id == "fmt " {
                encoding = uint16(body) ?? 0
                channels = uint16(body + 2) ?? 0
                rate = uint32(body + 4) ?? 0
                bits = uint16(body + 14) ?? 0
            } else if id == "data" {
                // Every data chunk plays, not only the first: a decoder reads on to the next one, so
                // a short first chunk must not make a long file look short.
                guard channels > 0, rate > 0, bits > 0 else { return nil }
                let available = max(0, min(size, bytes.count - body))
                seconds = (seconds ?? 0) + Double(available) / Double(rate * channels * max(1, bits / 8))
                if encoding == 1 && bits == 16 {
                    var index = body
                    while index + 1 < body + available {
                        let sample = Int(Int16(bitPattern: UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8))
                        peak = max(peak, abs(sample))
                        index += 2
                    }
                } else {
                    judged = false
                }
            }
            offset = body + size + (size & 1)
        }
        guard let seconds else { return nil }
        return Wave(duration: seconds, silent: judged ? peak < 328 : nil)
    }
}
