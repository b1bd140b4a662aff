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

/// Request-body bytes held at once, across every request. A body is read into memory (and copied
/// into its envelope) only after its request was admitted and its size reserved here; a request
/// that does not fit is answered 429 at once, before a byte of its body is read. Without it, a
/// client could make the runner hold every function's concurrency times its largest body.
public final class BodyBudget: Sendable {
    /// 192 MiB: four of the largest imports (48 MiB) at once, or any number of small bodies.
    public static let defaultBytes = 192 << 20

    /// Bodies up to this size are not counted: JSON requests never wait on uploads.
    static let uncounted = 64 << 10

    private let capacity: Int
    private let held = Mutex(0)

    public init(bytes: Int = BodyBudget.defaultBytes) {
        capacity = bytes
    }

    /// Reserves `bytes` (counted only above 64 KiB); false when they do not fit now.
    public func tryReserve(_ bytes: Int) -> Bool {
        guard bytes > Self.uncounted else { return true }
        return held.withLock { total in
            guard total + bytes <= capacity || total == 0 else { return false }
            total += bytes
            return true
        }
    }

    public func release(_ bytes: Int) {
        guard bytes > Self.uncounted else { return }
        held.withLock { $0 -= bytes }
    }

    public var heldBytes: Int { held.withLock { $0 } }
}
