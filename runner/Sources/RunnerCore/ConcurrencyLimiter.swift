import Synchronization

/// Per-function admission: at most `limit` requests run at once, and a short FIFO queue in front.
///
/// A burst a little over the limit (a slower machine, a client retrying, requests whose clients
/// already left and that still run) waits for a slot instead of failing: at most `limit ×
/// queueFactor` requests wait, each for at most `maxWait`; only beyond that is a request refused
/// (429 with `retry-after`), at once, without its body ever being read. This is Knative's
/// queue-proxy shape (containerConcurrency plus a bounded queue), so a function behaves the same
/// in the runner and in its container. A freed slot passes straight to the oldest waiter, so a
/// request arriving later cannot overtake one that waits.
public final class ConcurrencyLimiter: Sendable {
    public static let defaultMaxWait: Duration = .seconds(5)

    private struct Waiter {
        let id: UInt64
        let continuation: CheckedContinuation<Bool, Never>
    }

    private struct Lane {
        var running = 0
        var waiting: [Waiter] = []
    }

    private struct State {
        var lanes: [String: Lane] = [:]
        var nextID: UInt64 = 0
    }

    private let state = Mutex(State())
    private let queueFactor: Int
    private let maxWait: Duration

    /// One waiting request per slot, each waiting at most five seconds.
    public convenience init() { self.init(queueFactor: 1, maxWait: Self.defaultMaxWait) }

    public init(queueFactor: Int, maxWait: Duration) {
        self.queueFactor = queueFactor
        self.maxWait = maxWait
    }

    /// Admits at once, queues, or refuses (false); a queued request that waits `maxWait` or is
    /// cancelled is refused too. Every `true` must be matched by one `release`.
    public func acquire(_ name: String, limit: Int) async -> Bool {
        enum Decision {
            case admitted, refused
            case queue(UInt64)
        }
        let decision = state.withLock { state -> Decision in
            var lane = state.lanes[name, default: Lane()]
            defer { state.lanes[name] = lane }
            if lane.running < limit {
                lane.running += 1
                return .admitted
            }
            guard lane.waiting.count < limit * queueFactor else { return .refused }
            state.nextID += 1
            return .queue(state.nextID)
        }
        let id: UInt64
        switch decision {
        case .admitted: return true
        case .refused: return false
        case .queue(let queued): id = queued
        }
        let expiry = Task { [maxWait] in
            try await Task.sleep(for: maxWait)
            self.abandon(name, id)
        }
        defer { expiry.cancel() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                // The lane may have changed since the decision: a slot freed, or the queue filled.
                let now = state.withLock { state -> Bool? in
                    var lane = state.lanes[name, default: Lane()]
                    defer { state.lanes[name] = lane }
                    if lane.running < limit, lane.waiting.isEmpty {
                        lane.running += 1
                        return true
                    }
                    guard lane.waiting.count < limit * queueFactor else { return false }
                    lane.waiting.append(Waiter(id: id, continuation: continuation))
                    return nil
                }
                if let now { continuation.resume(returning: now) }
            }
        } onCancel: {
            abandon(name, id)
        }
    }

    /// Frees a slot: the oldest waiter takes it over, or the running count drops.
    public func release(_ name: String) {
        let next = state.withLock { state -> Waiter? in
            guard var lane = state.lanes[name] else { return nil }
            defer { state.lanes[name] = lane }
            if !lane.waiting.isEmpty { return lane.waiting.removeFirst() }
            lane.running = max(0, lane.running - 1)
            return nil
        }
        next?.continuation.resume(returning: true)
    }

    /// Requests running now.
    public func current(_ name: String) -> Int {
        state.withLock { $0.lanes[name]?.running ?? 0 }
    }

    /// Requests waiting for a slot now.
    public func queued(_ name: String) -> Int {
        state.withLock { $0.lanes[name]?.waiting.count ?? 0 }
    }

    /// A waiter that gave up (its wait expired or its task was cancelled) leaves the queue
    /// refused; one already admitted is not found and keeps its slot.
    private func abandon(_ name: String, _ id: UInt64) {
        let waiter = state.withLock { state -> Waiter? in
            guard let index = state.lanes[name]?.waiting.firstIndex(where: { $0.id == id }) else { return nil }
            return state.lanes[name]?.waiting.remove(at: index)
        }
        waiter?.continuation.resume(returning: false)
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
