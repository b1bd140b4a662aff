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
        if let inFlight { return await inFlight.value }
        let task = Task { await operation() }
        inFlight = task
        runs += 1
        let value = await task.value
        inFlight = nil
        return value
    }
}
