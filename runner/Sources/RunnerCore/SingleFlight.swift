import Synchronization

/// Runs at most one instance of an operation at a time: a caller that arrives while one is in
/// flight waits for that one's result instead of starting its own. Nothing is kept afterwards,
/// so the next caller after it finishes gets a fresh answer (a recovered database reads as up
/// at once).
///
/// `/health` needs no credentials, so without this every probe request opened its own Postgres
/// connection: a burst of them could use up the server's connection slots, and under load
/// twenty probes forking backends at once made each other time out and report a healthy
/// database as down.
public actor SingleFlight<Value: Sendable> {
    private var inFlight: Task<Value, Never>?
    /// How many times the operation has been started, and how many callers are waiting on the
    /// current run (for tests and metrics).
    public private(set) var runs = 0
    public private(set) var waiting = 0

    public init() {}

    public func run(_ operation: @escaping @Sendable () async -> Value) async -> Value {
        waiting += 1
        defer { waiting -= 1 }
        return await start(operation).value
    }

    /// As `run`, but a caller waits at most `limit` and then gets `fallback`. The run itself goes
    /// on (a blocked database call cannot be cancelled) and later callers join it rather than
    /// start another, so a hung server costs one stuck probe, not one per request.
    public func run(within limit: Duration, orElse fallback: Value, _ operation: @escaping @Sendable () async -> Value) async -> Value {
        waiting += 1
        defer { waiting -= 1 }
        return await Self.wait(for: start(operation), within: limit, orElse: fallback)
    }

    /// The first of the task's value and the deadline. Awaiting a task's value cannot be
    /// cancelled, so the two race in tasks of their own and the first to finish answers.
    private nonisolated static func wait(for task: Task<Value, Never>, within limit: Duration, orElse fallback: Value) async -> Value {
        let answer = FirstAnswer<Value>()
        return await withCheckedContinuation { continuation in
            answer.set(continuation)
            let timer = Task.detached {
                // Cancelled means the value came first: nothing to answer.
                guard (try? await Task.sleep(for: limit)) != nil else { return }
                answer.resume(returning: fallback)
            }
            Task.detached {
                let value = await task.value
                // Answer first, then stop the timer.
                answer.resume(returning: value)
                timer.cancel()
            }
        }
    }

    private func start(_ operation: @escaping @Sendable () async -> Value) -> Task<Value, Never> {
        if let inFlight { return inFlight }
        runs += 1
        // Cleared by the run itself, before anyone sees its value: a caller that timed out may
        // have gone, and the next caller after the value must start afresh.
        let task = Task {
            let value = await operation()
            await self.finished()
            return value
        }
        inFlight = task
        return task
    }

    private func finished() { inFlight = nil }
}

/// A continuation resumed by whichever answer comes first; later ones are dropped.
private final class FirstAnswer<Value: Sendable>: Sendable {
    private let continuation = Mutex<CheckedContinuation<Value, Never>?>(nil)

    func set(_ waiting: CheckedContinuation<Value, Never>) { continuation.withLock { $0 = waiting } }

    func resume(returning value: Value) { continuation.withLock { $0.take() }?.resume(returning: value) }
}
