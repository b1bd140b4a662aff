import Foundation
import RunnerCore
import TestSupport
import Testing

/// The deployment files agree with the route table: one Knative Service per function, serving
/// only it, with its concurrency, timeout and every variable it reads; the image recipe builds
/// static binaries on the slim runtime. (runner/deploy/generate.py writes the manifests.)
@Suite("Deployment files")
struct DeploymentTests {
    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: PackagePaths.root + "/" + path, encoding: .utf8)
    }

    @Test("one Knative Service per function, matching the route table")
    func manifests() throws {
        let routes = try TestRunner.projectRoutes()
        var clients = 0
        for function in routes.functions {
            let manifest = try Self.read("runner/deploy/knative/\(function.name).yaml")
            #expect(manifest.contains("kind: Service"))
            #expect(manifest.contains("name: recipe-backend-\(function.name)\n"))
            #expect(
                manifest.contains("- name: RUNNER_FUNCTIONS\n              value: \"\(function.name)\""),
                "\(function.name) serves only itself")
            #expect(manifest.contains("/\(function.name):"), "\(function.name) runs its own image")
            #expect(manifest.contains("containerConcurrency: \(function.maxConcurrency)\n"))
            #expect(manifest.contains("timeoutSeconds: \(function.timeoutMs / 1000 + 5)\n"))
            for variable in ["FUNCTION_DATABASE_URL", "JWT_SECRET"] + function.environment {
                #expect(manifest.contains("- name: \(variable)\n"), "\(function.name) lacks \(variable)")
            }
            #expect(
                !manifest.contains(
                    "DATABASE_URL\n              valueFrom:\n                secretKeyRef:\n                  name: recipe-backend-database\n                  key: owner-url"
                ))
            #expect(manifest.contains("path: /health") && manifest.contains("path: /livez"))
            // The scale story: workers and Knative's target within what the runner admits, and a
            // max-scale, so the pods at full scale have a known number of database clients.
            let workers = try #require(Self.value(after: "- name: WARM_WORKERS\n              value: \"", in: manifest))
            let target = try #require(Self.value(after: "autoscaling.knative.dev/target: \"", in: manifest))
            let maxScale = try #require(Self.value(after: "autoscaling.knative.dev/max-scale: \"", in: manifest))
            #expect((1...function.maxConcurrency).contains(workers) && (1...function.maxConcurrency).contains(target))
            clients += maxScale * (workers + 1 + (function.name == "library" ? 1 : 0))
        }
        #expect(clients <= 2_000, "pooler clients at full scale exceed max_client_conn")
        let job = try Self.read("runner/deploy/knative/migrate-job.yaml")
        #expect(job.contains(#"args: ["migrate"]"#) && job.contains("key: owner-url"))
    }

    @Test(
        "the image recipe: static Swift runtime, slim Debian with libpq5, libcurl4, CA certificates (ffmpeg and Apertium where needed), one function"
    )
    func containerfile() throws {
        let recipe = try Self.read("runner/deploy/Containerfile")
        #expect(recipe.contains("--static-swift-stdlib --product runner"))
        #expect(recipe.contains("--static-swift-stdlib --product \"${FUNCTION}\""))
        #expect(recipe.contains("debian:bookworm-slim"))
        #expect(recipe.contains(#"packages="libpq5 libcurl4 ca-certificates""#))
        // ffmpeg where audio is read (uploads, stored videos); Apertium, the offline extractor's
        // translator, where recipes are extracted.
        let ffmpeg = #"case "${FUNCTION}" in get-or-transcribe|transcribe|library-recipe) packages="${packages} ffmpeg";; esac"#
        #expect(recipe.contains(ffmpeg))
        #expect(recipe.contains(#"case "${FUNCTION}" in recipe|extract|library-recipe)"#))
        for package in ["apertium", "apertium-eng-spa", "apertium-fra-cat", "apertium-cat-ita", "apertium-por-cat", "apertium-eng-cat"] {
            #expect(recipe.contains(" \(package)"), "\(package)")
            #expect(try Self.read("runner/dev").contains(" \(package)"), "runner/dev installs \(package) too")
        }
        #expect(recipe.contains("install -y --no-install-recommends ${packages}"))
        #expect(recipe.contains("ENV RUNNER_FUNCTIONS=${FUNCTION}"))
        #expect(recipe.contains("USER 65532"))
    }

    /// The integer after `prefix` in a manifest, up to the closing quote.
    static func value(after prefix: String, in manifest: String) -> Int? {
        guard let range = manifest.range(of: prefix) else { return nil }
        return Int(manifest[range.upperBound...].prefix { $0 != "\"" })
    }
}
