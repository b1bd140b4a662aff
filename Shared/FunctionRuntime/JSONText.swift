#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A direct JSON reader and writer for `JSONValue`: one pass over UTF-8 bytes, no Codable
/// machinery. Every envelope and body goes through here, twice per request in warm mode, so it
/// is the hot path; Codable's `JSONValue` decoding tries each type in turn and pays for an error
/// each time. The output is byte-identical to `JSONCoding.encoder()` (sorted keys, `/` not
/// escaped) — a test compares the two on generated documents.
public enum JSONText {
    public struct SyntaxError: Error, CustomStringConvertible, Sendable {
        public let offset: Int
        public let reason: String
        public var description: String { "invalid JSON at byte \(offset): \(reason)" }
    }

    /// Deeper documents are refused (as Foundation's decoder does), so a hostile body cannot
    /// exhaust the stack.
    public static let maximumDepth = 512

    public static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
        var text = text
        let result: Result<JSONValue, SyntaxError> = text.withUTF8 { bytes in Result { () throws(SyntaxError) in try parse(bytes) } }
        return try result.get()
    }

    public static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { buffer throws(SyntaxError) in try parse(buffer) }
    }

    public static func parse(_ buffer: UnsafeBufferPointer<UInt8>) throws(SyntaxError) -> JSONValue {
        var parser = Parser(bytes: buffer)
        // A UTF-8 byte order mark may precede the document (RFC 8259 §8.1 lets parsers ignore it).
        if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { parser.position = 3 }
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.position == buffer.count else { throw parser.failure("unexpected data after the document") }
        return value
    }

    public static func serialize(_ value: JSONValue) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(value, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    public static func serializeBytes(_ value: JSONValue) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(value, into: &output)
        return output
    }

    // MARK: Writing

    static func write(_ value: JSONValue, into output: inout [UInt8]) {
        switch value {
        case .null: output.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])
        case .bool(let flag): output.append(contentsOf: flag ? Array("true".utf8) : Array("false".utf8))
        case .int(let number): output.append(contentsOf: String(number).utf8)
        case .double(let number): output.append(contentsOf: format(number).utf8)
        case .string(let text): writeString(text, into: &output)
        case .array(let items):
            output.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                write(item, into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                writeString(key, into: &output)
                output.append(UInt8(ascii: ":"))
                write(members[key]!, into: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Doubles as JSONEncoder prints them: Swift's shortest round-trip form, without a `.0` tail.
    static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        var text = number.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): output.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: output.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: output.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: output.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0x08: output.append(contentsOf: [0x5C, UInt8(ascii: "b")])
            case 0x0C: output.append(contentsOf: [0x5C, UInt8(ascii: "f")])
            case 0..<0x20:
                output.append(contentsOf: [
                    0x5C, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)],
                ])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    // MARK: Reading

    struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        func failure(_ reason: String) -> SyntaxError { SyntaxError(offset: position, reason: reason) }

        mutating func skipWhitespace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                default: return
                }
            }
        }

        mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
            guard position < bytes.count else { throw failure("unexpected end of input") }
            switch bytes[position] {
            case UInt8(ascii: "{"): return try object(depth: depth + 1)
            case UInt8(ascii: "["): return try array(depth: depth + 1)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"):
                try literal("true")
                return .bool(true)
            case UInt8(ascii: "f"):
                try literal("false")
                return .bool(false)
            case UInt8(ascii: "n"):
                try literal("null")
                return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
            default: throw failure("unexpected character")
            }
        }

        mutating func literal(_ word: StaticString) throws(SyntaxError) {
            let count = word.utf8CodeUnitCount
            guard position + count <= bytes.count else { throw failure("unexpected end of input") }
            let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
            for index in 0..<count where bytes[position + index] != expected[index] { throw failure("invalid literal") }
            position += count
        }

        mutating func object(depth: Int) throws(SyntaxError) -> JSONValue {
            guard depth <= JSONText.maximumDepth else { throw failure("nesting too deep") }
            position += 1
            var members: [String: JSONValue] = [:]
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                position += 1
                return .object(members)
            }
            while true {
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw failure("expected a member name") }
                let key = try string()
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw failure("expected ':'") }
                position += 1
                skipWhitespace()
                members[key] = try value(depth: depth)
                skipWhitespace()
                guard position < bytes.count else { throw failure("unexpected end of input") }
                if bytes[position] == UInt8(ascii: ",") {
                    position += 1
                    continue
                }
                guard bytes[position] == UInt8(ascii: "}") else { throw failure("expected ',' or '}'") }
                position += 1
                return .object(members)
            }
        }

        mutating func array(depth: Int) throws(SyntaxError) -> JSONValue {
            guard depth <= JSONText.maximumDepth else { throw failure("nesting too deep") }
            position += 1
            var items: [JSONValue] = []
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                position += 1
                return .array(items)
            }
            while true {
                skipWhitespace()
                items.append(try value(depth: depth))
                skipWhitespace()
                guard position < bytes.count else { throw failure("unexpected end of input") }
                if bytes[position] == UInt8(ascii: ",") {
                    position += 1
                    continue
                }
                guard bytes[position] == UInt8(ascii: "]") else { throw failure("expected ',' or ']'") }
                position += 1
                return .array(items)
            }
        }

        mutating func string() throws(SyntaxError) -> String {
            position += 1
            let start = position
            // Fast path: no escapes.
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    let slice = UnsafeBufferPointer(rebasing: bytes[start..<position])
                    position += 1
                    guard let text = String(validating: slice, as: UTF8.self) else { throw failure("invalid UTF-8 in a string") }
                    return text
                }
                if byte == UInt8(ascii: "\\") { break }
                if byte < 0x20 { throw failure("unescaped control character in a string") }
                position += 1
            }
            var scratch = Array(UnsafeBufferPointer(rebasing: bytes[start..<position]))
            while position < bytes.count {
                let byte = bytes[position]
                switch byte {
                case UInt8(ascii: "\""):
                    position += 1
                    guard let text = String(validating: scratch, as: UTF8.self) else { throw failure("invalid UTF-8 in a string") }
                    return text
                case UInt8(ascii: "\\"):
                    position += 1
                    guard position < bytes.count else { throw failure("unexpected end of input") }
                    let escape = bytes[position]
                    position += 1
                    switch escape {
                    case UInt8(ascii: "\""): scratch.append(0x22)
                    case UInt8(ascii: "\\"): scratch.append(0x5C)
                    case UInt8(ascii: "/"): scratch.append(0x2F)
                    case UInt8(ascii: "b"): scratch.append(0x08)
                    case UInt8(ascii: "f"): scratch.append(0x0C)
                    case UInt8(ascii: "n"): scratch.append(0x0A)
                    case UInt8(ascii: "r"): scratch.append(0x0D)
                    case UInt8(ascii: "t"): scratch.append(0x09)
                    case UInt8(ascii: "u"):
                        var scalar = try hexQuad()
                        if (0xD800..<0xDC00).contains(scalar) {
                            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                                bytes[position + 1] == UInt8(ascii: "u")
                            else { throw failure("unpaired surrogate") }
                            position += 2
                            let low = try hexQuad()
                            guard (0xDC00..<0xE000).contains(low) else { throw failure("unpaired surrogate") }
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        } else if (0xDC00..<0xE000).contains(scalar) {
                            throw failure("unpaired surrogate")
                        }
                        guard let unicode = Unicode.Scalar(scalar) else { throw failure("invalid escape") }
                        scratch.append(contentsOf: String(Character(unicode)).utf8)
                    default:
                        throw failure("invalid escape")
                    }
                case 0..<0x20:
                    throw failure("unescaped control character in a string")
                default:
                    scratch.append(byte)
                    position += 1
                }
            }
            throw failure("unterminated string")
        }

        mutating func hexQuad() throws(SyntaxError) -> UInt32 {
            guard position + 4 <= bytes.count else { throw failure("unexpected end of input") }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[position]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw failure("invalid \\u escape")
                }
                value = value << 4 | UInt32(digit)
                position += 1
            }
            return value
        }

        /// RFC 8259 number grammar. Integers that fit Int64 are `.int`; a fraction or exponent
        /// that comes out whole and in range is `.int` too (as Foundation decodes it); the rest
        /// is `.double`, and a number too large for a double is refused.
        mutating func number() throws(SyntaxError) -> JSONValue {
            let start = position
            var integral = true
            if bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard position < bytes.count else { throw failure("unexpected end of input") }
            if bytes[position] == UInt8(ascii: "0") {
                position += 1
            } else if (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(bytes[position]) {
                while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
            } else {
                throw failure("invalid number")
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
                integral = false
                position += 1
                let digits = position
                while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
                guard position > digits else { throw failure("invalid number") }
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
                integral = false
                position += 1
                if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
                let digits = position
                while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
                guard position > digits else { throw failure("invalid number") }
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            if integral, let whole = Int64(text) { return .int(whole) }
            guard let number = Double(text), number.isFinite else { throw failure("number out of range") }
            if !integral, let whole = Int64(exactly: number) { return .int(whole) }
            return .double(number)
        }
    }
}
