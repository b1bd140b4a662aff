import Database
import Foundation
import FunctionRuntime
import Logging
import RunnerCore

/// Runs golden cases through the built executables (stdin/stdout, the envelope built exactly as
/// the runner builds it) and through the runner over HTTP.
public struct GoldenHarness: Sendable {
    public let database: TestDatabase
    public let runner: TestRunner
    let invoker: SpawnInvoker

    public init(database: TestDatabase, runner: TestRunner, environment: [String: String] = [:]) {
        self.database = database
        self.runner = runner
        var logger = Logger(label: "golden")
        logger.logLevel = .critical
        var passthrough = environment
        passthrough["JWT_SECRET"] = TestTokens.secret
        invoker = SpawnInvoker(
            functionsDirectory: PackagePaths.products,
            baseEnvironment: ["DATABASE_URL": database.functionConninfo, "LOG_LEVEL": "warning"],
            passthroughSource: passthrough,
            logger: logger)
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Resets the database, runs the setup requests, then the case; returns what it observed.
    public func run(_ golden: GoldenCase, mode: GoldenRequest.Mode) async throws -> GoldenObservation {
        try database.reset()
        for (index, step) in golden.setup.enumerated() {
            if let sql = step.sql {
                try database.admin().executeScript(sql)
                continue
            }
            let observed = try await send(step, mode: mode)
            guard (200..<300).contains(observed.statusCode) else {
                throw Failure(description: "setup step \(index) answered \(observed.statusCode): \(observed.prettyJSON())")
            }
        }
        return try await send(golden.request, mode: mode)
    }

    func send(_ request: GoldenRequest, mode: GoldenRequest.Mode) async throws -> GoldenObservation {
        guard request.method != nil, request.path != nil else { throw Failure(description: "a request needs method and path") }
        switch mode {
        case .runner: return try await sendHTTP(request)
        case .executable: return try await sendToExecutable(request)
        }
    }

    /// Checks the raw response against runner/openapi.json for the route it was served by.
    func observe(_ request: GoldenRequest, status: Int, headers: [String: String], body: [UInt8]) -> GoldenObservation {
        var observation = GoldenObservation(statusCode: status, headers: headers, body: body)
        if case .found(_, let route, _) = runner.routes.match(method: request.method!, path: request.path!) {
            observation.contractProblems = OpenAPIContract.shared.problems(
                method: route.method, pathTemplate: route.path, status: status,
                headers: headers.reduce(into: [:]) { $0[$1.key.lowercased()] = $1.value }, body: body)
        }
        return observation
    }

    func sendHTTP(_ request: GoldenRequest) async throws -> GoldenObservation {
        var headers = request.headers ?? [:]
        if headers["Content-Type"] == nil && headers["content-type"] == nil, let type = request.contentType {
            headers["Content-Type"] = type
        }
        if let authorization = try await Self.authorization(for: request.as) { headers["Authorization"] = authorization }
        let path = request.path! + (request.query.map { "?" + $0 } ?? "")
        let result = try await runner.send(request.method!, path, headers: headers, body: request.bodyBytes())
        guard result.headers["x-request-id"] != nil else { throw Failure(description: "runner response without x-request-id") }
        return observe(request, status: result.status, headers: result.headers, body: result.body)
    }

    func sendToExecutable(_ request: GoldenRequest) async throws -> GoldenObservation {
        guard case .found(let function, let route, let parameters) = runner.routes.match(method: request.method!, path: request.path!)
        else {
            throw Failure(description: "\(request.method!) \(request.path!) has no function; mark the case runner-only")
        }
        var headers = (request.headers ?? [:]).map { (name: $0.key, value: $0.value) }
        if let type = request.contentType, !headers.contains(where: { $0.name.lowercased() == "content-type" }) {
            headers.append((name: "content-type", value: type))
        }
        let incoming = IncomingRequest(
            method: request.method!, path: request.path!, rawQuery: request.query ?? "", headers: headers, body: request.bodyBytes() ?? [])
        let envelope = EnvelopeBuilder.envelope(
            for: incoming, route: route, pathParameters: parameters, claims: try await Self.claims(for: request.as),
            requestID: "req_0123456789abcdef", receivedAt: Date(), timeout: .milliseconds(function.timeoutMs))
        let result = await invoker.invoke(function, envelope: Array(try JSONCoding.encode(envelope)), requestID: "req_0123456789abcdef")
        let response: ResponseEnvelope
        switch result {
        case .success(let value): response = value
        case .failure(let error): response = function.errorStyle.response(for: error, requestID: "req_0123456789abcdef", now: Date())
        }
        var responseHeaders = response.headers ?? [:]
        if responseHeaders["content-type"] == nil { responseHeaders["content-type"] = "application/json" }
        return observe(request, status: response.statusCode, headers: responseHeaders, body: response.bodyBytes())
    }

    static func identity(_ name: String) throws -> (id: String, email: String, tier: String, role: String) {
        switch name {
        case TestUsers.free.email: return (TestUsers.free.id, TestUsers.free.email, TestUsers.free.tier, "authenticated")
        case TestUsers.pro.email: return (TestUsers.pro.id, TestUsers.pro.email, TestUsers.pro.tier, "authenticated")
        case "service": return ("00000000-0000-4000-8000-00000000ffff", "service@example.com", "PRO", "service_role")
        default: throw Failure(description: "unknown golden identity \(name)")
        }
    }

    static func claims(for name: String?) async throws -> [String: JSONValue]? {
        guard let name, name != "anon" else { return nil }
        let who = try identity(name)
        return try await TestTokens.verifiedClaims(userID: who.id, email: who.email, tier: who.tier, role: who.role)
    }

    static func authorization(for name: String?) async throws -> String? {
        guard let name, name != "anon" else { return nil }
        if name == "malformed" { return "Bearer not-a-token" }
        if name.hasPrefix("expired:") || name.hasPrefix("forged:") {
            let who = try identity(String(name.drop(while: { $0 != ":" }).dropFirst()))
            if name.hasPrefix("expired:") {
                return "Bearer "
                    + (try await TestTokens.token(userID: who.id, email: who.email, tier: who.tier, role: who.role, expiresIn: -3600))
            }
            return "Bearer "
                + (try await TestTokens.token(
                    userID: who.id, email: who.email, tier: who.tier, role: who.role, secret: "not-our-secret-0123456789abcdef0123456789"))
        }
        let who = try identity(name)
        return "Bearer " + (try await TestTokens.token(userID: who.id, email: who.email, tier: who.tier, role: who.role))
    }

    /// Compares with the recorded file, or writes it when `GOLDEN_RECORD=1`. Returns a readable
    /// diff on mismatch.
    public static func check(_ observed: GoldenObservation, against golden: GoldenCase, record: Bool) throws -> String? {
        if record {
            try observed.prettyJSON().write(toFile: golden.responsePath, atomically: true, encoding: .utf8)
            return nil
        }
        guard let data = FileManager.default.contents(atPath: golden.responsePath) else {
            return "no \(golden.responsePath); record it with GOLDEN_RECORD=1 and review the file"
        }
        let expected = try JSONDecoder().decode(GoldenObservation.self, from: data)
        guard expected != observed else { return nil }
        return LineDiff.render(expected: expected.prettyJSON(), actual: observed.prettyJSON())
    }

    public static var recording: Bool { ProcessInfo.processInfo.environment["GOLDEN_RECORD"] == "1" }
}

/// A minimal line diff (longest common subsequence) for golden mismatches.
enum LineDiff {
    static func render(expected: String, actual: String) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var lines: [String] = ["--- expected", "+++ actual"]
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                lines.append("  " + a[i])
                i += 1
                j += 1
            } else if j < b.count, i == a.count || table[i][j + 1] >= table[i + 1][j] {
                lines.append("+ " + b[j])
                j += 1
            } else {
                lines.append("- " + a[i])
                i += 1
            }
        }
        return lines.joined(separator: "\n")
    }
}
