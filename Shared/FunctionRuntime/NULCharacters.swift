#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// U+0000 has no place in anything this backend stores: Postgres refuses it in `jsonb` and in
/// `text`, and libpq passes parameters as C strings, which end at it — so "bkwLxcfcKTY\u0000…"
/// would be cut silently, and a recipe title holding one made the save a 500. Two rules follow:
/// a client's request that carries one is refused before its handler runs, naming where (400
/// `INVALID_FIELD`), and text from third parties (YouTube, the LLM, speech-to-text, the media
/// tools) loses its NULs when it is parsed (`removingNUL`), so that a creator cannot break a
/// video's shared recipe for everyone by putting one in a description.
public enum NULCharacters {
    public static let expected = "text without NUL (U+0000) characters"

    /// Refuses an envelope whose JSON body, query or path parameters hold U+0000. A body that is
    /// not JSON is left to the handler (its `INVALID_JSON`; multipart uploads: their parsers read
    /// the text fields). A JSON body sent without a JSON content type arrives base64-encoded, and
    /// handlers read it all the same, so it is checked too; only a base64 body whose first bytes
    /// open a JSON document is decoded for that.
    public static func check(_ envelope: RequestEnvelope) throws(FunctionError) {
        for (kind, parameters) in [("query", envelope.queryStringParameters), ("path", envelope.pathParameters)] {
            for (name, value) in parameters ?? [:] where holdsNUL(name) || holdsNUL(value) {
                let field = String(name.unicodeScalars.filter { $0 != "\u{0}" })
                throw CommonErrors.invalidField(field.isEmpty ? kind : field, expected: expected)
            }
        }
        guard let body = envelope.body else { return }
        // A text body is scanned where it lies (an import's JSON carries megabytes of audio);
        // only a base64 one that opens a JSON document is decoded.
        let text: String
        if envelope.isBase64Encoded {
            guard opensJSON(base64: body), let bytes = envelope.bodyBytes(), let decoded = String(validating: bytes, as: UTF8.self)
            else { return }
            text = decoded
        } else {
            text = body
        }
        var scanned = text
        guard scanned.withUTF8(escapesNUL), let value = try? JSONText.parse(text), let path = firstPath(in: value, at: "") else {
            return
        }
        throw CommonErrors.invalidField(path.isEmpty ? "body" : path, expected: expected)
    }

    static func holdsNUL(_ text: String) -> Bool { text.utf8.contains(0) }

    /// Whether a base64 body's first bytes, past whitespace, open a JSON object or array (its
    /// first twelve characters decoded: nine bytes).
    static func opensJSON(base64 body: String) -> Bool {
        guard let head = Data(base64Encoded: String(body.prefix(12))) else { return false }
        return head.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }.map {
            $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "[")
        }
            ?? false
    }

    /// Whether JSON text spells U+0000 as `\u0000` outside another escape (`\\u0000` is a
    /// backslash and five letters). A byte scan, so that bodies without one cost next to nothing.
    static func escapesNUL(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            if bytes[index + 1] == UInt8(ascii: "u"), index + 5 < bytes.count,
                bytes[(index + 2)...(index + 5)].allSatisfy({ $0 == UInt8(ascii: "0") })
            {
                return true
            }
            index += 2
        }
        return false
    }

    /// The dotted path (as `FieldReader` names fields: `recipe.ingredients[0].name`) of the first
    /// string or key holding U+0000, in key order; a key names the object that holds it.
    static func firstPath(in value: JSONValue, at path: String) -> String? {
        switch value {
        case .string(let text): return holdsNUL(text) ? path : nil
        case .array(let items):
            for (index, item) in items.enumerated() {
                if let found = firstPath(in: item, at: "\(path)[\(index)]") { return found }
            }
            return nil
        case .object(let members):
            for key in members.keys.sorted() {
                if holdsNUL(key) { return path }
                if let found = firstPath(in: members[key]!, at: path.isEmpty ? key : "\(path).\(key)") { return found }
            }
            return nil
        case .null, .bool, .int, .double: return nil
        }
    }
}

extension JSONValue {
    /// The same document with every U+0000 taken out of its strings and keys: for text from third
    /// parties, which must not be refused whole for it (see `NULCharacters`).
    public func removingNUL() -> JSONValue {
        switch self {
        case .string(let text): return NULCharacters.holdsNUL(text) ? .string(text.removingNUL()) : self
        case .array(let items): return .array(items.map { $0.removingNUL() })
        case .object(let members):
            var cleaned: [String: JSONValue] = [:]
            cleaned.reserveCapacity(members.count)
            for (key, member) in members {
                let name = NULCharacters.holdsNUL(key) ? key.removingNUL() : key
                cleaned[name] = member.removingNUL()
            }
            return .object(cleaned)
        case .null, .bool, .int, .double: return self
        }
    }
}

extension String {
    /// The text without U+0000.
    public func removingNUL() -> String { String(unicodeScalars.filter { $0 != "\u{0}" }) }
}
