import Synchronization

/// Per-function in-flight counters. At the limit the runner answers 429 at once instead of
/// queueing: a caller can retry, a queue would only add latency to an overloaded function.
public final class ConcurrencyLimiter: Sendable {
    private let inFlight = Mutex<[String: Int]>([:])

    public init() {}

    public func tryAcquire(_ name: String, limit: Int) -> Bool {
        inFlight.withLock { counts in
            let current = counts[name, default: 0]
            guard current < limit else { return false }
            counts[name] = current + 1
            return true
        }
    }

    public func release(_ name: String) {
        inFlight.withLock { counts in counts[name, default: 1] -= 1 }
    }

    public func current(_ name: String) -> Int {
        inFlight.withLock { $0[name, default: 0] }
    }
}
