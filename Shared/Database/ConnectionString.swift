import CLibPQ

/// Adds settings to a libpq connection string in either of its forms.
public enum ConnectionString {
    /// `conninfo` with `key=value` added: appended as a keyword for `key=value …` strings, as a
    /// query parameter for `postgresql://` URIs. A later keyword wins in libpq.
    public static func setting(_ key: String, _ value: String, in conninfo: String) -> String {
        if conninfo.hasPrefix("postgres://") || conninfo.hasPrefix("postgresql://") {
            return conninfo + (conninfo.contains("?") ? "&" : "?") + "\(key)=\(value)"
        }
        return conninfo + " \(key)=\(value)"
    }
}

extension ConnectionString {
    /// The keywords of a connection string in either form, as libpq reads them (PQconninfoParse).
    public static func parse(_ conninfo: String) throws(PostgresError) -> [String: String] {
        var message: UnsafeMutablePointer<CChar>?
        guard let options = PQconninfoParse(conninfo, &message) else {
            let text = message.map { String(cString: $0) } ?? "invalid connection string"
            if let message { PQfreemem(message) }
            throw PostgresError(kind: .connection, message: text.trimmingTrailingNewlines())
        }
        defer { PQconninfoFree(options) }
        var values: [String: String] = [:]
        var option = options
        while let keyword = option.pointee.keyword {
            if let value = option.pointee.val { values[String(cString: keyword)] = String(cString: value) }
            option += 1
        }
        return values
    }
}
