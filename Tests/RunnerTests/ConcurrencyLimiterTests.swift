import RunnerCore
import Synchronization
import Testing

/// The admission queue on its own: slots, the bounded FIFO queue in front of them, and the two
/// ways a waiter gives up.
@Suite("Admission queue")
struct ConcurrencyLimiterTests {
    /// Waits until `count` requests are queued (the waiters are tasks; no fixed sleeps).
    static func untilQueued(_ limiter: ConcurrencyLimiter, _ count: Int) async throws {
        for _ in 0..<500 where limiter.queued("f") != count { try await Task.sleep(for: .milliseconds(2)) }
        #expect(limiter.queued("f") == count)
    }

    @Test("under the limit admitted at once; over it queued up to the limit again; beyond that refused")
    func bounds() async throws {
        let limiter = ConcurrencyLimiter(queueFactor: 1, maxWait: .seconds(60))
        #expect(await limiter.acquire("f", limit: 2))
        #expect(await limiter.acquire("f", limit: 2))
        let first = Task { await limiter.acquire("f", limit: 2) }
        try await Self.untilQueued(limiter, 1)
        let second = Task { await limiter.acquire("f", limit: 2) }
        try await Self.untilQueued(limiter, 2)
        #expect(await limiter.acquire("f", limit: 2) == false)
        // Another function's lane is separate.
        #expect(await limiter.acquire("g", limit: 2))
        limiter.release("f")
        limiter.release("f")
        #expect(await first.value)
        #expect(await second.value)
        // The slots passed to the waiters: still two running, none waiting.
        #expect(limiter.current("f") == 2)
        #expect(limiter.queued("f") == 0)
        limiter.release("f")
        limiter.release("f")
        #expect(limiter.current("f") == 0)
    }

    @Test("a freed slot goes to the oldest waiter, not to a newcomer")
    func fifo() async throws {
        let limiter = ConcurrencyLimiter(queueFactor: 4, maxWait: .seconds(60))
        #expect(await limiter.acquire("f", limit: 1))
        let order = Order()
        var waiters: [Task<Void, Never>] = []
        for index in 0..<3 {
            waiters.append(
                Task {
                    if await limiter.acquire("f", limit: 1) {
                        order.values.withLock { $0.append(index) }
                        limiter.release("f")
                    }
                })
            try await Self.untilQueued(limiter, index + 1)
        }
        limiter.release("f")
        for waiter in waiters { await waiter.value }
        #expect(order.values.withLock { $0 } == [0, 1, 2])
        #expect(limiter.current("f") == 0)
    }

    final class Order: Sendable {
        let values = Mutex<[Int]>([])
    }

    @Test("a waiter whose wait expires is refused and leaves the queue; the slot count is unchanged")
    func expiry() async throws {
        let limiter = ConcurrencyLimiter(queueFactor: 1, maxWait: .milliseconds(50))
        #expect(await limiter.acquire("f", limit: 1))
        #expect(await limiter.acquire("f", limit: 1) == false)
        #expect(limiter.queued("f") == 0)
        #expect(limiter.current("f") == 1)
        limiter.release("f")
        #expect(limiter.current("f") == 0)
    }

    @Test("a cancelled waiter is refused and does not take a slot later")
    func cancellation() async throws {
        let limiter = ConcurrencyLimiter(queueFactor: 1, maxWait: .seconds(60))
        #expect(await limiter.acquire("f", limit: 1))
        let waiter = Task { await limiter.acquire("f", limit: 1) }
        try await Self.untilQueued(limiter, 1)
        waiter.cancel()
        #expect(await waiter.value == false)
        #expect(limiter.queued("f") == 0)
        limiter.release("f")
        #expect(limiter.current("f") == 0)
    }
}
