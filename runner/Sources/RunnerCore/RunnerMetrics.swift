import CoreMetrics
import Foundation
import Prometheus
import Synchronization

/// The runner's metrics through swift-metrics, exposed by swift-prometheus at `/metrics`:
/// requests by function and status, latency histograms, process spawns, warm-worker restarts,
/// cache results reported by functions (an `x-cache` response header), requests in flight.
///
/// Every label value comes from a bounded set: function names from the route table, HTTP status
/// codes, and cache results from `cacheResults` — anything else a function writes in `x-cache` is
/// counted as `other`, so a function cannot grow the number of series.
public final class RunnerMetrics: Sendable {
    static let buckets: [Double] = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120]
    static let cacheResults: Set<String> = ["hit", "miss", "stale"]
    /// Every family this registry can expose (a counter appears at its first increment); the
    /// dashboard test holds the repository's Grafana dashboard to this list.
    public static let families: Set<String> = [
        "runner_requests_total", "runner_request_duration_seconds", "runner_spawns_total", "runner_worker_restarts_total",
        "runner_cache_total", "runner_in_flight", "runner_queued",
    ]

    /// Each runner has its own registry (tests start several in one process; no global
    /// bootstrap is needed).
    private let registry = PrometheusCollectorRegistry()
    private let factory: PrometheusMetricsFactory
    /// Handles already made, by name and label values: a request then costs a dictionary lookup,
    /// not a registry lookup per metric.
    private let counters = Mutex<[String: CoreMetrics.Counter]>([:])
    private let timers = Mutex<[String: CoreMetrics.Timer]>([:])

    public init() {
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.durationHistogramBuckets["runner_request_duration_seconds"] = Self.buckets.map { .nanoseconds(Int64($0 * 1e9)) }
        self.factory = factory
    }

    public func observe(function: String, status: Int, seconds: Double) {
        counter("runner_requests_total", [("function", function), ("status", String(status))]).increment()
        let timer = timers.withLock { cache in
            if let known = cache[function] { return known }
            let made = CoreMetrics.Timer(label: "runner_request_duration_seconds", dimensions: [("function", function)], factory: factory)
            cache[function] = made
            return made
        }
        timer.recordNanoseconds(Int64(seconds * 1e9))
    }

    public func countSpawn(_ function: String) { counter("runner_spawns_total", [("function", function)]).increment() }

    public func countWorkerRestart(_ function: String) { counter("runner_worker_restarts_total", [("function", function)]).increment() }

    /// `kind` is the function whose cache it is; `result` hit, miss or stale (else `other`).
    public func countCache(kind: String, result: String) {
        counter("runner_cache_total", [("kind", kind), ("result", Self.cacheResults.contains(result) ? result : "other")]).increment()
    }

    /// The Prometheus text exposition, with the admission gauges read now: requests running and
    /// requests waiting in each function's queue (a queue that stays above zero means the function
    /// needs more instances or more concurrency).
    public func render(inFlight: [String: Int], queued: [String: Int] = [:]) -> String {
        for (function, count) in inFlight {
            CoreMetrics.Gauge(label: "runner_in_flight", dimensions: [("function", function)], factory: factory).record(count)
        }
        for (function, count) in queued {
            CoreMetrics.Gauge(label: "runner_queued", dimensions: [("function", function)], factory: factory).record(count)
        }
        return registry.emitToString()
    }

    private func counter(_ label: String, _ dimensions: [(String, String)]) -> CoreMetrics.Counter {
        let key = dimensions.reduce(label) { $0 + "\u{1F}" + $1.1 }
        return counters.withLock { cache in
            if let known = cache[key] { return known }
            let made = CoreMetrics.Counter(label: label, dimensions: dimensions, factory: factory)
            cache[key] = made
            return made
        }
    }
}
