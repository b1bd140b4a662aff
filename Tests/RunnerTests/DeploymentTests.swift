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
        }
        let job = try Self.read("runner/deploy/knative/migrate-job.yaml")
        #expect(job.contains(#"args: ["migrate"]"#) && job.contains("key: owner-url"))
    }

    @Test(
        "the image recipe: static Swift runtime, slim Debian with libpq5, libcurl4, CA certificates (and ffmpeg where needed), one function"
    )
    func containerfile() throws {
        let recipe = try Self.read("runner/deploy/Containerfile")
        #expect(recipe.contains("--static-swift-stdlib --product runner"))
        #expect(recipe.contains("--static-swift-stdlib --product \"${FUNCTION}\""))
        #expect(recipe.contains("debian:bookworm-slim"))
        #expect(recipe.contains(#"packages="libpq5 libcurl4 ca-certificates""#))
        #expect(recipe.contains(#"case "${FUNCTION}" in get-or-transcribe|transcribe) packages="${packages} ffmpeg";; esac"#))
        #expect(recipe.contains("install -y --no-install-recommends ${packages}"))
        #expect(recipe.contains("ENV RUNNER_FUNCTIONS=${FUNCTION}"))
        #expect(recipe.contains("USER 65532"))
    }
}
