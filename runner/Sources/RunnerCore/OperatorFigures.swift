import Database
import Foundation
import FunctionRuntime

/// The deployment-wide figures an operator scales by, read from Postgres at each scrape
/// (`internal.operator_figures()`): work under leases, the download queue, paid provider calls
/// and their cost today, and database connections. Every instance reports the same values, so a
/// dashboard takes `max()` across instances.
///
/// Written as Prometheus text directly rather than through the registry: the label sets come from
/// the database (a connection state appears and disappears) and a registry gauge would keep
/// reporting a value that is gone.
public struct OperatorFigures: Sendable {
    let database: Database

    public init(conninfo: String) {
        database = Database(conninfo: conninfo)
    }

    /// The figures in the Prometheus text format, and `recipe_backend_figures_up` 1; when the
    /// database does not answer (within the function's 2 s statement timeout), only the 0.
    public func render() async -> String {
        let rows: PostgresRows
        do {
            rows = try await Blocking.run { [database] in
                try database.read(
                    as: .system, "select metric, labels::text as labels, value::text as value from internal.operator_figures()")
            }
        } catch {
            return "# TYPE recipe_backend_figures_up gauge\nrecipe_backend_figures_up 0\n"
        }
        var figures: [(metric: String, labels: [(String, String)], value: Double)] = []
        for row in rows {
            guard let metric = try? row.requireString("metric"), let value = (try? row.requireString("value")).flatMap(Double.init) else {
                continue
            }
            let object = (try? row.requireString("labels")).flatMap(JSONCoding.parseBody)?.objectValue ?? [:]
            let labels = object.compactMap { key, value in value.stringValue.map { (key, $0) } }.sorted { $0.0 < $1.0 }
            figures.append((metric, labels, value))
        }
        var text = "# TYPE recipe_backend_figures_up gauge\nrecipe_backend_figures_up 1\n"
        var typed: Set<String> = []
        // One metric's lines together, as the exposition format requires.
        for figure in figures.enumerated().sorted(by: { ($0.element.metric, $0.offset) < ($1.element.metric, $1.offset) }).map(\.element) {
            if typed.insert(figure.metric).inserted { text += "# TYPE \(figure.metric) gauge\n" }
            let labels = figure.labels.map { "\($0.0)=\"\(Self.escaped($0.1))\"" }.joined(separator: ",")
            text += figure.metric + (labels.isEmpty ? "" : "{\(labels)}") + " \(Self.number(figure.value))\n"
        }
        return text
    }

    /// A label value in the exposition format: backslash, double quote and newline escaped.
    static func escaped(_ value: String) -> String {
        value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
