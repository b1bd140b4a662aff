import Foundation

/// Starts one runner (and its database) the first time a suite asks, then shares it.
public actor RunnerFixture {
    private let make: @Sendable (TestDatabase) async throws -> TestRunner
    // A task, not a value: concurrent first callers must share one start (actor reentrancy).
    private var starting: Task<(TestRunner, TestDatabase), any Error>?

    public init(_ make: @escaping @Sendable (TestDatabase) async throws -> TestRunner) {
        self.make = make
    }

    public func runner() async throws -> TestRunner {
        try await start().0
    }

    public func database() async throws -> TestDatabase {
        try await start().1
    }

    private func start() async throws -> (TestRunner, TestDatabase) {
        if let starting { return try await starting.value }
        let make = self.make
        let task = Task {
            let database = try TestCluster.shared.makeDatabase("runner")
            return (try await make(database), database)
        }
        starting = task
        return try await task.value
    }
}

/// Process liveness that treats zombies as dead.
public enum ProcessState {
    public static func isRunning(pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
        guard let close = stat.lastIndex(of: ")") else { return false }
        let state = stat[stat.index(close, offsetBy: 2)]
        return state != "Z" && state != "X"
    }
}

/// Starts one fake provider server the first time a suite asks, then shares it.
public actor ServerFixture {
    private let make: @Sendable () async throws -> FakeProviderServer
    private var starting: Task<FakeProviderServer, any Error>?

    public init(_ make: @escaping @Sendable () async throws -> FakeProviderServer) {
        self.make = make
    }

    public func server() async throws -> FakeProviderServer {
        if let starting { return try await starting.value }
        let task = Task { try await make() }
        starting = task
        return try await task.value
    }
}

/// A second runner on the same database as another fixture's (the warm-mode twin).
public actor WarmFixture {
    private let base: RunnerFixture
    private let make: @Sendable (TestDatabase) async throws -> TestRunner
    private var starting: Task<TestRunner, any Error>?

    public init(_ base: RunnerFixture, _ make: @escaping @Sendable (TestDatabase) async throws -> TestRunner) {
        self.base = base
        self.make = make
    }

    public func runner() async throws -> TestRunner {
        if let starting { return try await starting.value }
        let base = self.base
        let make = self.make
        let task = Task { try await make(try await base.database()) }
        starting = task
        return try await task.value
    }
}
