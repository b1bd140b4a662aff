import CLibPQ
import FunctionRuntime

#if canImport(Glibc)
import Glibc
#endif

/// One libpq connection. Not thread-safe on its own: exactly one owner uses it at a time
/// (a function process, or a pool checkout in the runner). Every statement binds its parameters.
public final class PostgresConnection {
    private let handle: OpaquePointer
    /// Named prepared statements, by SQL text: a long-lived connection (a warm worker's) then
    /// parses and plans each statement once instead of on every request. Off for one-shot
    /// processes (preparing costs a round trip they never win back) and behind PgBouncer in
    /// transaction mode (a statement prepared on one server connection is unknown on the next).
    public var usesPreparedStatements = false
    private var prepared: [String: String] = [:]
    private var nextStatement = 0
    /// Distinct statements kept; beyond it statements run unprepared (SQL built at run time must
    /// not grow the cache without bound).
    static let maximumPrepared = 200

    public init(conninfo: String) throws(PostgresError) {
        guard let handle = PQconnectdb(conninfo) else {
            throw PostgresError(kind: .connection, message: "out of memory")
        }
        self.handle = handle
        guard PQstatus(handle) == CONNECTION_OK else {
            // Every stored property is set, so throwing runs deinit, which calls PQfinish: it
            // must not be called here as well (a double free when the server is down).
            throw PostgresError(kind: .connection, message: Self.errorMessage(handle))
        }
    }

    deinit { PQfinish(handle) }

    public var isHealthy: Bool { PQstatus(handle) == CONNECTION_OK }

    /// Re-establishes a broken connection; throws if the server is still unreachable.
    public func reset() throws(PostgresError) {
        prepared.removeAll()
        PQreset(handle)
        guard isHealthy else { throw PostgresError(kind: .connection, message: Self.errorMessage(handle)) }
    }

    /// Runs one statement with bound parameters (text format) and reads the whole result.
    @discardableResult
    public func query(_ sql: String, _ parameters: [(any PostgresBindable)?] = []) throws(PostgresError) -> PostgresRows {
        let texts = try Self.texts(of: parameters)
        let name = try preparedName(for: sql, parameterCount: texts.count)
        let result: OpaquePointer? = withCStringArray(texts) { values in
            if let name { return PQexecPrepared(handle, name, Int32(texts.count), values, nil, nil, 0) }
            return PQexecParams(handle, sql, Int32(texts.count), nil, values, nil, nil, 0)
        }
        return try consume(result)
    }

    /// The prepared statement for `sql`, preparing it on first use; nil to run it unprepared.
    private func preparedName(for sql: String, parameterCount: Int) throws(PostgresError) -> String? {
        guard usesPreparedStatements else { return nil }
        if let name = prepared[sql] { return name }
        guard prepared.count < Self.maximumPrepared, PQpipelineStatus(handle) == PQ_PIPELINE_OFF else { return nil }
        let name = "stmt_\(nextStatement)"
        nextStatement += 1
        _ = try consume(PQprepare(handle, name, sql, Int32(parameterCount), nil))
        prepared[sql] = name
        return name
    }

    /// One statement of a pipeline.
    public struct Statement {
        public let sql: String
        public let parameters: [(any PostgresBindable)?]

        public init(_ sql: String, _ parameters: [(any PostgresBindable)?] = []) {
            self.sql = sql
            self.parameters = parameters
        }
    }

    /// Sends every statement in libpq pipeline mode and then reads their results: one network
    /// round trip for all of them. After the first failure the server skips the rest (up to the
    /// sync point); that first error is thrown once every result has been drained.
    public func pipeline(_ statements: [Statement]) throws(PostgresError) -> [PostgresRows] {
        guard PQenterPipelineMode(handle) == 1 else {
            throw PostgresError(kind: .connection, message: Self.errorMessage(handle))
        }
        defer { PQexitPipelineMode(handle) }
        // A statement new to this connection is prepared inside the pipeline, right before its
        // first execution: after BEGIN and the role settings, so name lookup (schema USAGE) is
        // checked as the caller, as an unprepared statement's would be.
        enum Step {
            case prepare(sql: String, name: String)
            case execute
        }
        var steps: [Step] = []
        var preparing: [String: String] = [:]
        for statement in statements {
            let texts = try Self.texts(of: statement.parameters)
            var name = prepared[statement.sql] ?? preparing[statement.sql]
            if name == nil, usesPreparedStatements, prepared.count + preparing.count < Self.maximumPrepared {
                let fresh = "stmt_\(nextStatement)"
                nextStatement += 1
                guard PQsendPrepare(handle, fresh, statement.sql, Int32(texts.count), nil) == 1 else {
                    throw PostgresError(kind: .connection, message: Self.errorMessage(handle))
                }
                steps.append(.prepare(sql: statement.sql, name: fresh))
                preparing[statement.sql] = fresh
                name = fresh
            }
            let sent = withCStringArray(texts) { values in
                if let name { return PQsendQueryPrepared(handle, name, Int32(texts.count), values, nil, nil, 0) }
                return PQsendQueryParams(handle, statement.sql, Int32(texts.count), nil, values, nil, nil, 0)
            }
            guard sent == 1 else { throw PostgresError(kind: .connection, message: Self.errorMessage(handle)) }
            steps.append(.execute)
        }
        guard PQpipelineSync(handle) == 1 else {
            throw PostgresError(kind: .connection, message: Self.errorMessage(handle))
        }
        var results: [PostgresRows] = []
        var failure: PostgresError?
        for step in steps {
            // Each step's results end with a NULL from PQgetResult.
            guard let result = PQgetResult(handle) else {
                throw PostgresError(kind: .connection, message: Self.errorMessage(handle))
            }
            let status = PQresultStatus(result)
            if status == PGRES_PIPELINE_ABORTED {
                PQclear(result)
            } else if case .prepare(let sql, let name) = step, status == PGRES_COMMAND_OK {
                prepared[sql] = name
                PQclear(result)
            } else {
                do {
                    let rows = try consume(result)
                    if case .execute = step { results.append(rows) }
                } catch {
                    if failure == nil { failure = error }
                }
            }
            while let extra = PQgetResult(handle) { PQclear(extra) }
        }
        // The sync point's own result.
        while let result = PQgetResult(handle) {
            let status = PQresultStatus(result)
            PQclear(result)
            if status == PGRES_PIPELINE_SYNC { break }
        }
        if let failure { throw failure }
        return results
    }

    /// Runs a static script of several statements (migrations). Takes no parameters by design:
    /// only files from `supabase/` go through here, never request data.
    public func executeScript(_ sql: String) throws(PostgresError) {
        let result = PQexec(handle, sql)
        _ = try consume(result)
    }

    private func consume(_ result: OpaquePointer?) throws(PostgresError) -> PostgresRows {
        guard let result else {
            throw PostgresError(kind: .connection, message: Self.errorMessage(handle))
        }
        defer { PQclear(result) }
        switch PQresultStatus(result) {
        case PGRES_TUPLES_OK, PGRES_COMMAND_OK, PGRES_EMPTY_QUERY:
            return Self.read(result)
        default:
            let state = PQresultErrorField(result, Int32(UInt8(ascii: "C"))).map { String(cString: $0) }
            let message = PQresultErrorMessage(result).map { String(cString: $0) } ?? "unknown error"
            let kind: PostgresError.Kind = isHealthy ? .query : .connection
            throw PostgresError(kind: kind, sqlState: state, message: message.trimmingTrailingNewlines())
        }
    }

    private static func read(_ result: OpaquePointer) -> PostgresRows {
        let columnCount = Int(PQnfields(result))
        let rowCount = Int(PQntuples(result))
        var columns: [String] = []
        var index: [String: Int] = [:]
        for column in 0..<columnCount {
            let name = String(cString: PQfname(result, Int32(column)))
            columns.append(name)
            if index[name] == nil { index[name] = column }
        }
        var rows: [PostgresRow] = []
        rows.reserveCapacity(rowCount)
        for row in 0..<rowCount {
            var values: [String?] = []
            values.reserveCapacity(columnCount)
            for column in 0..<columnCount {
                if PQgetisnull(result, Int32(row), Int32(column)) == 1 {
                    values.append(nil)
                } else {
                    values.append(String(cString: PQgetvalue(result, Int32(row), Int32(column))))
                }
            }
            rows.append(PostgresRow(values: values, index: index))
        }
        let affected = Int(String(cString: PQcmdTuples(result))) ?? 0
        return PostgresRows(columns: columns, rows: rows, affectedRows: affected)
    }

    /// The parameters as libpq's C strings. A C string ends at U+0000, so a value holding one
    /// would be stored cut short without a word; it is refused instead (requests are refused for
    /// one before any handler runs, and third-party text loses them: `NULCharacters`).
    private static func texts(of parameters: [(any PostgresBindable)?]) throws(PostgresError) -> [String?] {
        let texts = parameters.map { $0?.postgresText }
        if let index = texts.firstIndex(where: { $0?.utf8.contains(0) == true }) {
            throw PostgresError(
                kind: .query, sqlState: "22021", message: "parameter $\(index + 1) holds a NUL character, which text cannot store")
        }
        return texts
    }

    private static func errorMessage(_ handle: OpaquePointer) -> String {
        PQerrorMessage(handle).map { String(cString: $0) }?.trimmingTrailingNewlines() ?? "connection failed"
    }
}

/// Calls `body` with a C array of NUL-terminated strings (NULL for SQL NULL), freed afterwards.
private func withCStringArray<R>(_ strings: [String?], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> R) -> R {
    let pointers: [UnsafeMutablePointer<CChar>?] = strings.map { $0.map { strdup($0) } ?? nil }
    defer { for pointer in pointers { free(pointer) } }
    return pointers.map { UnsafePointer($0) }.withUnsafeBufferPointer { body($0.baseAddress) }
}

extension String {
    func trimmingTrailingNewlines() -> String {
        var text = self
        while text.last == "\n" || text.last == " " { text.removeLast() }
        return text
    }
}
