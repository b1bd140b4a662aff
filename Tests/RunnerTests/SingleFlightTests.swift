import RunnerCore
import Synchronization
import Testing

/// The shared health probe: concurrent callers share one run; a later caller gets a fresh one.
@Suite("Single flight")
struct SingleFlightTests {
    @Test("50 concurrent callers share one run and its value; the next caller starts a new run")
    func sharesOneRun() async throws {
        let flight = SingleFlight<Int>()
        let started = Mutex(0)
        let (gate, open) = AsyncStream<Void>.makeStream()
        let operation: @Sendable () async -> Int = {
            let run = started.withLock { count in
                count += 1
                return count
            }
            for await _ in gate { break }
            return run * 10
        }
        let callers = (0..<50).map { _ in Task { await flight.run(operation) } }
        // Every caller is inside `run` (one running the operation, 49 waiting on it) before the
        // operation may finish: no fixed sleeps.
        for _ in 0..<1_000 where await flight.waiting != 50 { try await Task.sleep(for: .milliseconds(2)) }
        #expect(await flight.waiting == 50)
        open.yield()
        var values: [Int] = []
        for caller in callers { values.append(await caller.value) }
        #expect(values == Array(repeating: 10, count: 50))
        #expect(await flight.runs == 1)
        #expect(started.withLock { $0 } == 1)

        // Nothing is cached: the next caller runs the operation again (and gets its new value).
        open.yield()
        #expect(await flight.run(operation) == 20)
        #expect(await flight.runs == 2)
        #expect(await flight.waiting == 0)
    }
}
