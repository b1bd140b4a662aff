import DatabaseAdmin
import Foundation
import FunctionRuntime
import Tokens

/// The runner binary under load (wrk) in each configuration: process per request (dynamic, and
/// static with PgBouncer) and warm workers.
struct RunnerFigures {
    let bench: BenchEnvironment
    let seconds: Int
    let connections: Int

    func run() async throws {
        guard LoadBench.wrkPath() != nil else {
            print("wrk not found: install Debian's wrk package (runner/dev bench does)")
            return
        }
        let token = try await AccessTokens(secret: BenchEnvironment.secret).issue(
            userID: "00000000-0000-4000-8000-000000000001", email: "test@example.com", tier: "FREE", now: Date())
        let load = LoadBench(
            products: bench.products, root: bench.root, adminConninfo: bench.cluster.superuserConninfo,
            functionConninfo: bench.functionConninfo, secret: BenchEnvironment.secret, token: token, directory: bench.directory,
            seconds: seconds, connections: connections)
        var configurations: [LoadBench.Configuration] = [
            .init(label: "spawn (reference)", mode: "spawn", pooler: "none", functions: bench.products)
        ]
        if bench.hasStaticBuild {
            configurations.append(
                .init(label: "spawn, static stdlib + pgbouncer", mode: "spawn", pooler: "pgbouncer", functions: bench.staticDirectory))
        } else {
            configurations.append(.init(label: "spawn + pgbouncer", mode: "spawn", pooler: "pgbouncer", functions: bench.products))
        }
        configurations.append(
            .init(
                label: "warm, 2 workers per function", mode: "warm", pooler: "none",
                functions: bench.hasStaticBuild ? bench.staticDirectory : bench.products))
        LoadBench.print(try await load.run(configurations), connections: connections)
    }
}
