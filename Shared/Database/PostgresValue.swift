import FunctionRuntime

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A value that can be bound as a statement parameter, sent in Postgres text format.
/// Statements never embed values in SQL text; every value travels as a parameter.
public protocol PostgresBindable: Sendable {
    var postgresText: String { get }
}

extension String: PostgresBindable { public var postgresText: String { self } }
extension Int: PostgresBindable { public var postgresText: String { String(self) } }
extension Int64: PostgresBindable { public var postgresText: String { String(self) } }
extension Int32: PostgresBindable { public var postgresText: String { String(self) } }
extension Double: PostgresBindable { public var postgresText: String { String(self) } }
extension Bool: PostgresBindable { public var postgresText: String { self ? "true" : "false" } }
extension UUID: PostgresBindable { public var postgresText: String { uuidString.lowercased() } }
extension UserID: PostgresBindable { public var postgresText: String { description } }
extension Date: PostgresBindable {
    public var postgresText: String { Date.ISO8601FormatStyle(includingFractionalSeconds: true).format(self) }
}
extension JSONValue: PostgresBindable {
    public var postgresText: String { (try? JSONCoding.encodeToString(self)) ?? "null" }
}

/// A `text[]` parameter, rendered as an array literal with every element quoted and escaped.
public struct PostgresTextArray: PostgresBindable {
    public let elements: [String]
    public init(_ elements: [String]) { self.elements = elements }

    public var postgresText: String {
        let quoted = elements.map { element -> String in
            var escaped = ""
            for character in element {
                if character == "\"" || character == "\\" { escaped.append("\\") }
                escaped.append(character)
            }
            return "\"" + escaped + "\""
        }
        return "{" + quoted.joined(separator: ",") + "}"
    }
}

/// Binary data sent as a `bytea` hex literal.
public struct PostgresBytes: PostgresBindable {
    public let bytes: [UInt8]
    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    public var postgresText: String {
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]("\\x".utf8)
        text.reserveCapacity(2 + bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
