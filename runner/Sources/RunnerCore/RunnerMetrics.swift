import Foundation
import Synchronization

/// Prometheus metrics of the runner, rendered in the text exposition format at `/metrics`:
/// requests by function and status, latency histograms, process spawns, warm-worker restarts, and
/// cache hits and misses by kind (functions report them in an `x-cache` response header).
public final class RunnerMetrics: Sendable {
    static let buckets: [Double] = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120]

    struct Histogram {
        var counts = [Int](repeating: 0, count: RunnerMetrics.buckets.count)
        var sum = 0.0
        var count = 0
    }

    struct State {
        var requests: [String: [Int: Int]] = [:]
        var durations: [String: Histogram] = [:]
        var spawns: [String: Int] = [:]
        var restarts: [String: Int] = [:]
        var cache: [String: [String: Int]] = [:]
    }

    private let state = Mutex(State())

    public init() {}

    public func observe(function: String, status: Int, seconds: Double) {
        state.withLock { state in
            state.requests[function, default: [:]][status, default: 0] += 1
            var histogram = state.durations[function] ?? Histogram()
            for (index, bound) in Self.buckets.enumerated() where seconds <= bound { histogram.counts[index] += 1 }
            histogram.sum += seconds
            histogram.count += 1
            state.durations[function] = histogram
        }
    }

    public func countSpawn(_ function: String) { state.withLock { $0.spawns[function, default: 0] += 1 } }
    public func countWorkerRestart(_ function: String) { state.withLock { $0.restarts[function, default: 0] += 1 } }

    /// `kind` is the function's cache (recipe, search, transcript); `result` hit, miss or stale.
    public func countCache(kind: String, result: String) {
        state.withLock { $0.cache[kind, default: [:]][result, default: 0] += 1 }
    }

    public func render(inFlight: [String: Int]) -> String {
        let snapshot = state.withLock { $0 }
        var lines: [String] = []
        lines.append("# HELP runner_requests_total Requests answered, by function and HTTP status.")
        lines.append("# TYPE runner_requests_total counter")
        for (function, statuses) in snapshot.requests.sorted(by: { $0.key < $1.key }) {
            for (status, count) in statuses.sorted(by: { $0.key < $1.key }) {
                lines.append("runner_requests_total{function=\"\(function)\",status=\"\(status)\"} \(count)")
            }
        }
        lines.append("# HELP runner_request_duration_seconds Time from receiving a request to answering it.")
        lines.append("# TYPE runner_request_duration_seconds histogram")
        for (function, histogram) in snapshot.durations.sorted(by: { $0.key < $1.key }) {
            for (index, bound) in Self.buckets.enumerated() {
                lines.append("runner_request_duration_seconds_bucket{function=\"\(function)\",le=\"\(bound)\"} \(histogram.counts[index])")
            }
            lines.append("runner_request_duration_seconds_bucket{function=\"\(function)\",le=\"+Inf\"} \(histogram.count)")
            lines.append("runner_request_duration_seconds_sum{function=\"\(function)\"} \(histogram.sum)")
            lines.append("runner_request_duration_seconds_count{function=\"\(function)\"} \(histogram.count)")
        }
        lines.append("# HELP runner_spawns_total Function processes started (per request, or warm workers).")
        lines.append("# TYPE runner_spawns_total counter")
        for (function, count) in snapshot.spawns.sorted(by: { $0.key < $1.key }) { lines.append("runner_spawns_total{function=\"\(function)\"} \(count)") }
        lines.append("# HELP runner_worker_restarts_total Warm workers killed and replaced (crash, deadline, garbage, recycling).")
        lines.append("# TYPE runner_worker_restarts_total counter")
        for (function, count) in snapshot.restarts.sorted(by: { $0.key < $1.key }) {
            lines.append("runner_worker_restarts_total{function=\"\(function)\"} \(count)")
        }
        lines.append("# HELP runner_cache_total Cache lookups reported by functions, by kind and result.")
        lines.append("# TYPE runner_cache_total counter")
        for (kind, results) in snapshot.cache.sorted(by: { $0.key < $1.key }) {
            for (result, count) in results.sorted(by: { $0.key < $1.key }) {
                lines.append("runner_cache_total{kind=\"\(kind)\",result=\"\(result)\"} \(count)")
            }
        }
        lines.append("# HELP runner_in_flight Requests being served now, by function.")
        lines.append("# TYPE runner_in_flight gauge")
        for (function, count) in inFlight.sorted(by: { $0.key < $1.key }) { lines.append("runner_in_flight{function=\"\(function)\"} \(count)") }
        return lines.joined(separator: "\n") + "\n"
    }
}
