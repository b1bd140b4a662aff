import FunctionRuntime

/// A failure talking to Postgres. `sqlState` is the five-character SQLSTATE when the server sent one.
public struct PostgresError: Error, CustomStringConvertible, Sendable {
    public enum Kind: Sendable {
        /// Could not connect, or the connection broke.
        case connection
        /// The server rejected a statement.
        case query
        /// A result did not have the shape the caller expected.
        case decoding
    }

    public let kind: Kind
    public let sqlState: String?
    public let message: String

    public init(kind: Kind, sqlState: String? = nil, message: String) {
        self.kind = kind
        self.sqlState = sqlState
        self.message = message
    }

    public var description: String {
        "PostgresError(\(kind), \(sqlState ?? "-")): \(message)"
    }

    public var isUniqueViolation: Bool { sqlState == "23505" }
    /// Serialization failure or deadlock: the whole transaction may be retried.
    public var isRetryable: Bool { sqlState == "40001" || sqlState == "40P01" }
    /// Row-level security or a missing grant refused the statement.
    public var isPermissionDenied: Bool { sqlState == "42501" }
    /// The caller's token names an account that is gone, or was revoked (`internal.assert_active_caller`).
    public var isInactiveCaller: Bool { sqlState == "28000" }
    /// Class 53 (insufficient resources: disk full, out of memory) but not too many connections,
    /// and class 54 (a row or value past a limit): the data could not be stored.
    public var isOutOfStorage: Bool {
        (sqlState?.hasPrefix("53") == true && sqlState != "53300") || sqlState?.hasPrefix("54") == true
    }
    /// The server had no connection slot left ("sorry, too many clients already", a role's or a
    /// database's connection limit). libpq reports a refused connection without its SQLSTATE, so
    /// the server's message is read too.
    public var isOutOfConnectionSlots: Bool {
        sqlState == "53300" || message.contains("too many clients") || message.contains("too many connections")
            || message.contains("remaining connection slots are reserved")
    }
    /// Class 08 (connection exception), 57P0x (shutdown, crash), 53300 (too many connections).
    public var isUnavailable: Bool {
        kind == .connection || sqlState?.hasPrefix("08") == true || sqlState?.hasPrefix("57P") == true
            || sqlState == "53300"
    }
}

extension PostgresError: FunctionErrorConvertible {
    public var functionError: FunctionError {
        if isUnavailable { return CommonErrors.databaseUnavailable }
        if isInactiveCaller { return CommonErrors.invalidToken }
        if isPermissionDenied { return CommonErrors.forbidden }
        return CommonErrors.internalError
    }
}
