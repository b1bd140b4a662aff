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

/// A caller's deadline: a run that never ends answers the fallback, and stays the one run.
@Suite("Single flight with a deadline")
struct SingleFlightDeadlineTests {
    @Test(
        "callers of a stuck run get the fallback in time; later callers join it; once it ends, a fresh run", .timeLimit(.minutes(1)))
    func stuckRun() async throws {
        let flight = SingleFlight<String>()
        let (gate, open) = AsyncStream<Void>.makeStream()
        let operation: @Sendable () async -> String = {
            for await _ in gate { break }
            return "answer"
        }
        let clock = ContinuousClock()
        let started = clock.now
        let first = await withTaskGroup(of: String.self) { group in
            for _ in 0..<20 { group.addTask { await flight.run(within: .milliseconds(100), orElse: "timeout", operation) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(first == Array(repeating: "timeout", count: 20))
        // In time: nobody waited for the run itself (generous bound: a loaded CI machine).
        #expect(clock.now - started < .seconds(5))
        #expect(await flight.runs == 1)
        // The run is still in flight: a later caller joins it instead of starting another.
        #expect(await flight.run(within: .milliseconds(50), orElse: "timeout", operation) == "timeout")
        #expect(await flight.runs == 1)
        #expect(await flight.waiting == 0)

        // A caller with time to spare gets the run's own answer once it ends.
        let patient = Task { await flight.run(within: .seconds(60), orElse: "timeout", operation) }
        for _ in 0..<1_000 where await flight.waiting != 1 { try await Task.sleep(for: .milliseconds(2)) }
        open.yield()
        #expect(await patient.value == "answer")
        // It cleared itself on the way out, although the callers who started it had left.
        open.yield()
        #expect(await flight.run(within: .seconds(60), orElse: "timeout", operation) == "answer")
        #expect(await flight.runs == 2)
    }

    /// The value and the deadline race in two tasks; stopping the timer once the value is in must
    /// never let the timer answer (CI once saw a healthy database reported down this way).
    @Test("a value that comes before the deadline is always the answer", .timeLimit(.minutes(1)))
    func valueBeforeDeadline() async {
        let flight = SingleFlight<String>()
        for _ in 0..<2_000 {
            let answer = await flight.run(within: .seconds(60), orElse: "timeout") { "answer" }
            #expect(answer == "answer")
            if answer != "answer" { break }
        }
    }
}
