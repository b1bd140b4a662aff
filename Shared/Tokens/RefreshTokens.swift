import Crypto

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Opaque refresh tokens: `rt_` and 256 random bits in base64url (46 characters). The database
/// keeps only their SHA-256 (`internal.refresh_tokens`), so a copy of the table signs no one in.
public enum RefreshTokens {
    static let prefix = "rt_"
    /// 32 bytes in unpadded base64url.
    static let bodyLength = 43

    /// A fresh token from the system's cryptographic random source (getrandom on Linux).
    public static func generate() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return prefix + base64URL(bytes)
    }

    /// The stored form: SHA-256 of the token's bytes, lower-case hex.
    public static func hash(_ token: String) -> String {
        hex(SHA256.hash(data: Array(token.utf8)))
    }

    static func hex(_ bytes: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Whether `text` has the shape of a token we issue: anything else is refused without a
    /// database round trip.
    public static func isWellFormed(_ text: String) -> Bool {
        guard text.hasPrefix(prefix), text.utf8.count == prefix.utf8.count + bodyLength else { return false }
        return text.utf8.dropFirst(prefix.utf8.count).allSatisfy { byte in
            (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2d
                || byte == 0x5f
        }
    }

    static func base64URL(_ bytes: [UInt8]) -> String {
        let standard = Data(bytes).base64EncodedData()
        let url = standard.compactMap { byte -> UInt8? in byte == 0x2b ? 0x2d : byte == 0x2f ? 0x5f : byte == 0x3d ? nil : byte }
        return String(decoding: url, as: UTF8.self)
    }
}
