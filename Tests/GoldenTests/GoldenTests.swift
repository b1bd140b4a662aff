import Foundation
import RunnerCore
import TestSupport
import Testing

/// Every case under Tests/Golden, twice: through the built executable and through the runner.
/// `GOLDEN_RECORD=1 swift test --filter GoldenTests` re-records; review the diff before committing.
@Suite("Golden files", .serialized)
struct GoldenTests {
    static let groups = ["auth", "save-community-recipe", "runner"]
    static let cases = GoldenCase.load(groups: groups)
    static let fixture = RunnerFixture { database in try await TestRunner.start(routes: try TestRunner.projectRoutes(), database: database)
    }

    @Test("golden case", arguments: cases)
    func golden(_ golden: GoldenCase) async throws {
        let harness = GoldenHarness(database: try await Self.fixture.database(), runner: try await Self.fixture.runner())
        var recorded = false
        for mode in golden.request.runsIn {
            let observed = try await harness.run(golden, mode: mode)
            if let diff = try GoldenHarness.check(observed, against: golden, record: GoldenHarness.recording && !recorded) {
                Issue.record("\(golden) via \(mode) differs from \(golden.name).response.json:\n\(diff)")
            }
            recorded = true
        }
    }

    @Test("every function in the route table has golden cases")
    func coverage() throws {
        let routes = try TestRunner.projectRoutes()
        for function in routes.functions {
            #expect(Self.cases.contains { $0.group == function.name }, "no golden cases for \(function.name)")
        }
    }
}
