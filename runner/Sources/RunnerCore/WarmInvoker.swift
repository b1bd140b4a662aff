import Foundation
import FunctionRuntime
import Logging
import ProcessKit
import Synchronization

/// Warm mode: a small pool of long-lived workers per function (the same binaries, started with
/// `--worker`), each reading one envelope per line and answering one response per line, keeping
/// its Postgres connection and HTTP clients between requests. The outcome mapping is the spawn
/// mode's: a worker that crashes, misses the deadline or prints garbage is killed and replaced,
/// and only the request it was serving fails.
public final class WarmInvoker: FunctionInvoker {
    let spawn: SpawnInvoker
    let workersPerFunction: Int
    let maxRequestsPerWorker: Int
    let metrics: RunnerMetrics?
    private let pools = Mutex<[String: WorkerPool]>([:])

    public init(spawn: SpawnInvoker, workersPerFunction: Int = 2, maxRequestsPerWorker: Int = 10_000, metrics: RunnerMetrics? = nil) {
        self.spawn = spawn
        self.workersPerFunction = max(1, workersPerFunction)
        self.maxRequestsPerWorker = maxRequestsPerWorker
        self.metrics = metrics
    }

    func pool(for function: FunctionSpec) -> WorkerPool {
        pools.withLock { pools in
            if let pool = pools[function.name] { return pool }
            let pool = WorkerPool(size: min(workersPerFunction, function.maxConcurrency))
            pools[function.name] = pool
            return pool
        }
    }

    public func invoke(_ function: FunctionSpec, envelope: [UInt8], requestID: String) async -> Result<ResponseEnvelope, FunctionError> {
        let deadline = ContinuousClock.now.advanced(by: .milliseconds(function.timeoutMs))
        let pool = pool(for: function)
        let logger = spawn.logger
        guard await pool.reserve(until: deadline) else { return .failure(RunnerErrors.functionTimeout) }
        var worker = await pool.takeIdle()
        if worker == nil {
            let environment = await spawn.environment(for: function)
            do {
                worker = try Worker.start(
                    executable: spawn.functionsDirectory + "/" + function.executable, environment: environment, function: function.name,
                    logger: logger)
                metrics?.countSpawn(function.name)
            } catch {
                await pool.release(nil)
                logger.error("worker could not be started", metadata: ["function": "\(function.name)", "error": "\(error)"])
                return .failure(RunnerErrors.functionUnavailable)
            }
        }
        guard let worker else { return .failure(RunnerErrors.functionUnavailable) }
        let outcome = await worker.serve(
            envelope, requestID: requestID, until: deadline, maxLineBytes: function.maxResponseBytes * 2 + 4096)
        let metadata: Logger.Metadata = ["function": "\(function.name)", "requestId": "\(requestID)", "worker": "\(worker.child.pid)"]
        switch outcome {
        case .line(let line):
            let result = ResponseValidator.validate(line, maxBodyBytes: function.maxResponseBytes, logger: logger, metadata: metadata)
            if case .failure = result {
                await replace(worker, in: pool, function: function.name, reason: "printed an invalid response")
            } else if worker.served >= maxRequestsPerWorker {
                await replace(worker, in: pool, function: function.name, reason: "served its quota of requests")
            } else {
                await pool.release(worker)
            }
            return result
        case .timedOut:
            logger.warning("worker exceeded the deadline; killed", metadata: metadata)
            await replace(worker, in: pool, function: function.name, reason: "deadline")
            return .failure(RunnerErrors.functionTimeout)
        case .tooLong:
            logger.warning("worker wrote more than the response limit; killed", metadata: metadata)
            await replace(worker, in: pool, function: function.name, reason: "output limit")
            return .failure(RunnerErrors.responseTooLarge)
        case .endOfFile:
            logger.error("worker exited while serving a request", metadata: metadata)
            await replace(worker, in: pool, function: function.name, reason: "crash")
            return .failure(RunnerErrors.functionCrashed)
        }
    }

    private func replace(_ worker: Worker, in pool: WorkerPool, function: String, reason: String) async {
        worker.retire()
        metrics?.countWorkerRestart(function)
        spawn.logger.info("worker replaced", metadata: ["function": "\(function)", "reason": "\(reason)"])
        // A fresh worker is started by the next request that needs one.
        await pool.release(nil)
    }

    /// Stops every worker (graceful shutdown).
    public func stopWorkers() async {
        let all = pools.withLock { Array($0.values) }
        for pool in all { await pool.drain() }
    }
}

/// Bounded set of workers for one function. `reserve` waits (until the deadline) for a slot;
/// a slot is either an idle worker or room to start one.
actor WorkerPool {
    let size: Int
    private var idle: [Worker] = []
    private var busy = 0
    private var waiters: [(id: Int, continuation: CheckedContinuation<Bool, Never>)] = []
    private var nextID = 0
    private var draining = false

    init(size: Int) {
        self.size = size
    }

    func reserve(until deadline: ContinuousClock.Instant) async -> Bool {
        if draining { return false }
        if busy < size {
            busy += 1
            return true
        }
        nextID += 1
        let id = nextID
        let timeout = Task { [weak self] in
            try? await Task.sleep(until: deadline, clock: .continuous)
            await self?.expire(id)
        }
        defer { timeout.cancel() }
        return await withCheckedContinuation { waiters.append((id, $0)) }
    }

    private func expire(_ id: Int) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        waiters.remove(at: index).continuation.resume(returning: false)
    }

    func takeIdle() -> Worker? {
        while let worker = idle.popLast() {
            if worker.isAlive { return worker }
            worker.retire()
        }
        return nil
    }

    /// Gives a slot back, with the worker to keep (nil when it was discarded). A waiting request
    /// inherits the slot.
    func release(_ worker: Worker?) {
        if let worker, !draining { idle.append(worker) } else { worker?.retire() }
        if !waiters.isEmpty {
            waiters.removeFirst().continuation.resume(returning: true)
        } else {
            busy -= 1
        }
    }

    func drain() {
        draining = true
        for worker in idle { worker.retire() }
        idle.removeAll()
        for waiter in waiters { waiter.continuation.resume(returning: false) }
        waiters.removeAll()
    }
}

/// One long-lived function process and its line protocol. Its stderr is read by a thread and
/// re-logged under the request it is serving.
final class Worker: @unchecked Sendable {
    let child: PipedChild
    let function: String
    private let current = Mutex<String>("-")
    private var pending: [UInt8] = []
    private(set) var served = 0

    private init(child: PipedChild, function: String) {
        self.child = child
        self.function = function
    }

    static func start(executable: String, environment: [String: String], function: String, logger: Logger) throws -> Worker {
        let child = try PipedChild.launch(executable: executable, arguments: ["--worker"], environment: environment)
        let worker = Worker(child: child, function: function)
        let thread = Thread { [child] in
            var buffer: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 16 * 1024)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(child.stderr, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                buffer.append(contentsOf: chunk[0..<count])
                while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: buffer[..<newline].prefix(8 * 1024), as: UTF8.self)
                    buffer.removeSubrange(...newline)
                    FunctionLog.forward(line, function: function, requestID: worker.currentRequest, logger: logger)
                }
                if buffer.count > 64 * 1024 { buffer.removeAll() }
            }
            close(child.stderr)
        }
        thread.start()
        return worker
    }

    var currentRequest: String { current.withLock { $0 } }

    var isAlive: Bool { pending.isEmpty && !child.hasExited && child.stdoutIsQuiet }

    struct Job {
        let line: [UInt8]
        let deadline: ContinuousClock.Instant
        let maxLineBytes: Int
        let continuation: CheckedContinuation<PipedChild.LineResult, Never>
    }

    /// The worker's I/O thread takes one job at a time (the pool never gives a worker two
    /// requests at once). Blocking pipe I/O stays off the cooperative pool, and no thread is
    /// created per request.
    private let wakeUp = DispatchSemaphore(value: 0)
    private let slot = Mutex<(job: Job?, retired: Bool)>((nil, false))
    private var ioThreadStarted = false

    /// Writes the envelope line and reads the response line on the worker's I/O thread.
    func serve(_ envelope: [UInt8], requestID: String, until deadline: ContinuousClock.Instant, maxLineBytes: Int) async
        -> PipedChild.LineResult
    {
        current.withLock { $0 = requestID }
        served += 1
        if !ioThreadStarted {
            ioThreadStarted = true
            let thread = Thread { [self] in ioLoop() }
            thread.stackSize = 1 << 20
            thread.start()
        }
        var line = envelope
        line.append(UInt8(ascii: "\n"))
        return await withCheckedContinuation { continuation in
            slot.withLock { $0.job = Job(line: line, deadline: deadline, maxLineBytes: maxLineBytes, continuation: continuation) }
            wakeUp.signal()
        }
    }

    private func ioLoop() {
        while true {
            wakeUp.wait()
            let (job, retired) = slot.withLock { state in
                defer { state.job = nil }
                return (state.job, state.retired)
            }
            guard let job else {
                if retired { return }
                continue
            }
            guard child.write(job.line, until: job.deadline) else {
                job.continuation.resume(returning: ContinuousClock.now >= job.deadline ? .timedOut : .endOfFile)
                continue
            }
            var buffer = pending
            let result = child.readLine(into: &buffer, limit: job.maxLineBytes, until: job.deadline)
            pending = buffer
            job.continuation.resume(returning: result)
        }
    }

    /// Kills the process (group) and ends the I/O thread. Only called when no request is in
    /// flight on this worker.
    func retire() {
        child.kill()
        slot.withLock { $0.retired = true }
        wakeUp.signal()
    }
}
