import Foundation

/// Starts one runner (and its database) the first time a suite asks, then shares it.
public actor RunnerFixture {
    private let make: @Sendable (TestDatabase) async throws -> TestRunner
    private var started: (TestRunner, TestDatabase)?

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
        if let started { return started }
        let database = try TestCluster.shared.makeDatabase("runner")
        let runner = try await make(database)
        started = (runner, database)
        return (runner, database)
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
    private var started: FakeProviderServer?

    public init(_ make: @escaping @Sendable () async throws -> FakeProviderServer) {
        self.make = make
    }

    public func server() async throws -> FakeProviderServer {
        if let started { return started }
        let server = try await make()
        started = server
        return server
    }
}
