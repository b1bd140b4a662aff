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

    /// Encodes `value`; JSON trees and envelopes take the direct writer (same bytes, no Codable).
    public static func encode(_ value: some Encodable) throws -> Data {
        if let tree = directTree(value) { return Data(JSONText.serializeBytes(tree)) }
        return try encoder().encode(value)
    }

    /// Encodes to a UTF-8 string; JSON encoding of in-memory values cannot produce invalid UTF-8.
    public static func encodeToString(_ value: some Encodable) throws -> String {
        if let tree = directTree(value) { return JSONText.serialize(tree) }
        return String(decoding: try encode(value), as: UTF8.self)
    }

    /// Casts to concrete types only: a cast to a protocol existential (`as? any P`) makes the
    /// runtime scan every loaded image's conformance records the first time, which costs a cold
    /// process several milliseconds.
    private static func directTree(_ value: some Encodable) -> JSONValue? {
        if let tree = value as? JSONValue { return tree }
        if let members = value as? [String: JSONValue] { return .object(members) }
        if let envelope = value as? ResponseEnvelope { return envelope.json }
        if let envelope = value as? RequestEnvelope { return envelope.json }
        return nil
    }

    public static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        if T.self == JSONValue.self { return try JSONText.parse([UInt8](data)) as! T }
        if T.self == RequestEnvelope.self { return try RequestEnvelope(json: JSONText.parse([UInt8](data))) as! T }
        if T.self == ResponseEnvelope.self { return try ResponseEnvelope(json: JSONText.parse([UInt8](data))) as! T }
        return try JSONDecoder().decode(type, from: data)
    }

    /// Parses a request body. Any failure (syntax, invalid UTF-8, nesting too deep, numbers out of
    /// range) is reported as `nil` so that callers answer one stable 400.
    public static func parseBody(_ text: String) -> JSONValue? {
        try? JSONText.parse(text)
    }
}
