import FunctionRuntime

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A fully read result set (text format). Small by design: functions read a handful of rows.
public struct PostgresRows: Sendable, Sequence {
    public let columns: [String]
    public let rows: [PostgresRow]
    /// Rows touched by an INSERT/UPDATE/DELETE without RETURNING.
    public let affectedRows: Int

    public var count: Int { rows.count }
    public var first: PostgresRow? { rows.first }
    public var isEmpty: Bool { rows.isEmpty }

    public func makeIterator() -> IndexingIterator<[PostgresRow]> { rows.makeIterator() }

    /// The only row, or a decoding error when there is none.
    public func single() throws(PostgresError) -> PostgresRow {
        guard let row = rows.first else {
            throw PostgresError(kind: .decoding, message: "expected a row, got none")
        }
        return row
    }
}

/// One row; columns are read by name and decoded from Postgres text format.
public struct PostgresRow: Sendable {
    let values: [String?]
    let index: [String: Int]

    /// Whether the result has `column` (one row type read from queries with optional columns).
    public func hasColumn(_ column: String) -> Bool { index[column] != nil }

    public func raw(_ column: String) throws(PostgresError) -> String? {
        guard let position = index[column] else {
            throw PostgresError(kind: .decoding, message: "no column \(column)")
        }
        return values[position]
    }

    public func string(_ column: String) throws(PostgresError) -> String? { try raw(column) }

    public func requireString(_ column: String) throws(PostgresError) -> String {
        guard let value = try raw(column) else { throw Self.null(column) }
        return value
    }

    public func int(_ column: String) throws(PostgresError) -> Int? {
        guard let text = try raw(column) else { return nil }
        guard let value = Int(text) else { throw Self.mistyped(column, text) }
        return value
    }

    public func requireInt(_ column: String) throws(PostgresError) -> Int {
        guard let value = try int(column) else { throw Self.null(column) }
        return value
    }

    public func double(_ column: String) throws(PostgresError) -> Double? {
        guard let text = try raw(column) else { return nil }
        guard let value = Double(text) else { throw Self.mistyped(column, text) }
        return value
    }

    public func bool(_ column: String) throws(PostgresError) -> Bool? {
        guard let text = try raw(column) else { return nil }
        switch text {
        case "t", "true": return true
        case "f", "false": return false
        default: throw Self.mistyped(column, text)
        }
    }

    public func requireBool(_ column: String) throws(PostgresError) -> Bool {
        guard let value = try bool(column) else { throw Self.null(column) }
        return value
    }

    public func json(_ column: String) throws(PostgresError) -> JSONValue? {
        guard let text = try raw(column) else { return nil }
        guard let value = JSONCoding.parseBody(text) else { throw Self.mistyped(column, "json") }
        return value
    }

    /// Reads a timestamptz. Transactions run with `TimeZone=UTC`, so the text is
    /// `2024-12-05 12:00:00.123456+00`.
    public func date(_ column: String) throws(PostgresError) -> Date? {
        guard let text = try raw(column) else { return nil }
        guard let value = Self.parseTimestamp(text) else { throw Self.mistyped(column, text) }
        return value
    }

    public func requireDate(_ column: String) throws(PostgresError) -> Date {
        guard let value = try date(column) else { throw Self.null(column) }
        return value
    }

    static func parseTimestamp(_ text: String) -> Date? {
        var iso = String(text.map { $0 == " " ? "T" : $0 })
        if iso.hasSuffix("+00") { iso = String(iso.dropLast(3)) + "Z" }
        return Timestamp.parse(iso)
    }

    private static func null(_ column: String) -> PostgresError {
        PostgresError(kind: .decoding, message: "column \(column) is null")
    }

    private static func mistyped(_ column: String, _ text: String) -> PostgresError {
        PostgresError(kind: .decoding, message: "column \(column) has an unexpected value")
    }
}
