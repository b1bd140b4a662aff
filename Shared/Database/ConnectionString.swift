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
