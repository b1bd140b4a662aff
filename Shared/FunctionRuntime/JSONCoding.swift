#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The one JSON configuration used for every envelope and body: sorted keys so that output is
/// byte-stable (golden files, caches), and `/` left unescaped.
public enum JSONCoding {
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    public static func encode(_ value: some Encodable) throws -> Data {
        try encoder().encode(value)
    }

    /// Encodes to a UTF-8 string; JSON encoding of in-memory values cannot produce invalid UTF-8.
    public static func encodeToString(_ value: some Encodable) throws -> String {
        String(decoding: try encode(value), as: UTF8.self)
    }

    public static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try JSONDecoder().decode(type, from: data)
    }

    /// Parses a request body. Any failure (syntax, invalid UTF-8, nesting too deep, numbers out of
    /// range) is reported as `nil` so that callers answer one stable 400.
    public static func parseBody(_ text: String) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }
}
