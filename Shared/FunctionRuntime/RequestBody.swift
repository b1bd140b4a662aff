#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension RequestEnvelope {
    /// The body parsed as a JSON object, or the stable 400 `INVALID_JSON` (not JSON, not UTF-8,
    /// too deep, numbers out of range, or not an object).
    public func jsonObject() throws(FunctionError) -> [String: JSONValue] {
        guard let bytes = bodyBytes(), !bytes.isEmpty,
            let text = String(validating: bytes, as: UTF8.self),
            case .object(let object)? = JSONCoding.parseBody(text)
        else { throw CommonErrors.invalidJSON }
        return object
    }

    /// A query parameter, trimmed; nil when absent or blank.
    public func query(_ name: String) -> String? {
        guard let value = queryStringParameters?[name]?.trimmed, !value.isEmpty else { return nil }
        return value
    }
}

/// Reads typed fields out of a JSON object with precise errors: every absent required field is
/// reported at once (`missingFields`), a present field of the wrong type names its dotted path
/// and the expected type (`invalidField`).
public struct FieldReader: Sendable {
    public let object: [String: JSONValue]
    private let prefix: String

    public init(_ object: [String: JSONValue], prefix: String = "") {
        self.object = object
        self.prefix = prefix
    }

    public func path(_ key: String) -> String { prefix.isEmpty ? key : "\(prefix).\(key)" }

    /// The dotted paths of `keys` that are absent, null, or blank strings.
    public func missing(_ keys: [String]) -> [String] {
        keys.filter { key in
            switch object[key] {
            case nil, .null?: return true
            case .string(let text)?: return text.trimmed.isEmpty
            default: return false
            }
        }.map(path)
    }

    private func present(_ key: String) -> JSONValue? {
        guard let value = object[key], value != .null else { return nil }
        return value
    }

    public func string(_ key: String, maxLength: Int = 10_000) throws(FunctionError) -> String? {
        guard let value = present(key) else { return nil }
        guard let text = value.stringValue else { throw CommonErrors.invalidField(path(key), expected: "string") }
        guard text.count <= maxLength else {
            throw CommonErrors.invalidField(path(key), expected: "string of at most \(maxLength) characters")
        }
        return text
    }

    public func requireString(_ key: String, maxLength: Int = 10_000) throws(FunctionError) -> String {
        guard let text = try string(key, maxLength: maxLength), !text.trimmed.isEmpty else {
            throw CommonErrors.missingFields([path(key)])
        }
        return text
    }

    public func bool(_ key: String) throws(FunctionError) -> Bool? {
        guard let value = present(key) else { return nil }
        guard let flag = value.boolValue else { throw CommonErrors.invalidField(path(key), expected: "boolean") }
        return flag
    }

    public func number(_ key: String, in range: ClosedRange<Double>) throws(FunctionError) -> Double? {
        guard let value = present(key) else { return nil }
        guard let number = value.doubleValue, number.isFinite else { throw CommonErrors.invalidField(path(key), expected: "number") }
        guard range.contains(number) else {
            throw CommonErrors.invalidField(
                path(key), expected: "number between \(Self.format(range.lowerBound)) and \(Self.format(range.upperBound))")
        }
        return number
    }

    public func integer(_ key: String, in range: ClosedRange<Int64>) throws(FunctionError) -> Int64? {
        guard let value = present(key) else { return nil }
        guard let number = value.intValue else { throw CommonErrors.invalidField(path(key), expected: "integer") }
        guard range.contains(number) else {
            throw CommonErrors.invalidField(path(key), expected: "integer between \(range.lowerBound) and \(range.upperBound)")
        }
        return number
    }

    public func stringArray(_ key: String, maxCount: Int = 100, maxLength: Int = 200) throws(FunctionError) -> [String]? {
        guard let value = present(key) else { return nil }
        guard let items = value.arrayValue, items.count <= maxCount else {
            throw CommonErrors.invalidField(path(key), expected: "array of at most \(maxCount) strings")
        }
        var strings: [String] = []
        for (index, item) in items.enumerated() {
            guard let text = item.stringValue, text.count <= maxLength else {
                throw CommonErrors.invalidField("\(path(key))[\(index)]", expected: "string of at most \(maxLength) characters")
            }
            strings.append(text)
        }
        return strings
    }

    public func array(_ key: String, maxCount: Int) throws(FunctionError) -> [JSONValue]? {
        guard let value = present(key) else { return nil }
        guard let items = value.arrayValue else { throw CommonErrors.invalidField(path(key), expected: "array") }
        guard items.count <= maxCount else { throw CommonErrors.invalidField(path(key), expected: "array of at most \(maxCount) items") }
        return items
    }

    public func objectReader(_ key: String) throws(FunctionError) -> FieldReader? {
        guard let value = present(key) else { return nil }
        guard let members = value.objectValue else { throw CommonErrors.invalidField(path(key), expected: "object") }
        return FieldReader(members, prefix: path(key))
    }

    private static func format(_ value: Double) -> String {
        value.exactInt.map(String.init) ?? String(value)
    }
}
