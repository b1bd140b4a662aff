import Foundation
import FunctionRuntime
import Logging
import ProcessKit

/// Runs a function for one request and returns its response envelope, or the runner's error for
/// what went wrong (the outcome mapping of ARCHITECTURE.md §3).
public protocol FunctionInvoker: Sendable {
    func invoke(_ function: FunctionSpec, envelope: [UInt8], requestID: String) async -> Result<ResponseEnvelope, FunctionError>
}

/// Process-per-request: spawns `<functionsDirectory>/<executable>` with a minimal explicit
/// environment, the envelope on stdin, and the function's deadline and output cap.
public struct SpawnInvoker: FunctionInvoker {
    let functionsDirectory: String
    /// Variables every function gets (DATABASE_URL for the authenticator role, LOG_LEVEL, …).
    let baseEnvironment: [String: String]
    /// Where a function's declared pass-through variables are looked up.
    let passthroughSource: [String: String]
    let sidecars: [String: any Sidecar]
    let metrics: RunnerMetrics?
    let logger: Logger

    public init(
        functionsDirectory: String, baseEnvironment: [String: String], passthroughSource: [String: String], sidecars: [any Sidecar] = [],
        metrics: RunnerMetrics? = nil, logger: Logger
    ) {
        self.functionsDirectory = functionsDirectory
        self.baseEnvironment = baseEnvironment
        self.passthroughSource = passthroughSource
        self.sidecars = Dictionary(sidecars.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.metrics = metrics
        self.logger = logger
    }

    /// Base variables, the function's declared pass-throughs, and what its sidecars contribute
    /// (an operator's own setting, e.g. TRANSCRIBE_BASE_URL for a hosted service, wins).
    public func environment(for function: FunctionSpec) async -> [String: String] {
        // A crashing function exits at once: Swift's backtracer would hold the process (and a
        // core) for seconds symbolicating, and its report belongs in a debugger, not the logs.
        var environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "FUNCTION_NAME": function.name, "SWIFT_BACKTRACE": "enable=no"]
        environment.merge(baseEnvironment) { _, new in new }
        for name in function.sidecars {
            guard let sidecar = sidecars[name], !sidecar.provides.contains(where: { passthroughSource[$0]?.isEmpty == false }) else {
                continue
            }
            let contributed = await sidecar.environment(logger: logger)
            environment.merge(contributed) { _, new in new }
        }
        for name in function.environment {
            if let value = passthroughSource[name] { environment[name] = value }
        }
        return environment
    }

    public func stopSidecars() async {
        for sidecar in sidecars.values { await sidecar.stop() }
    }

    public func invoke(_ function: FunctionSpec, envelope: [UInt8], requestID: String) async -> Result<ResponseEnvelope, FunctionError> {
        let spec = ProcessSpec(
            executable: functionsDirectory + "/" + function.executable,
            environment: await environment(for: function),
            stdin: envelope,
            timeout: .milliseconds(function.timeoutMs),
            // The envelope wraps the body in JSON (escaping, base64): leave room for that.
            maxStdoutBytes: function.maxResponseBytes * 2 + 4096)
        let logger = self.logger
        metrics?.countSpawn(function.name)
        let outcome = await ProcessRunner.run(spec) { line in
            FunctionLog.forward(line, function: function.name, requestID: requestID, logger: logger)
        }
        return Self.map(outcome, function: function, logger: logger, requestID: requestID)
    }

    static func map(_ outcome: ProcessOutcome, function: FunctionSpec, logger: Logger, requestID: String) -> Result<
        ResponseEnvelope, FunctionError
    > {
        let metadata: Logger.Metadata = ["function": "\(function.name)", "requestId": "\(requestID)"]
        switch outcome {
        case .failedToStart(let code):
            logger.error("function could not be started", metadata: metadata.merging(["errno": "\(code)"]) { $1 })
            return .failure(RunnerErrors.functionUnavailable)
        case .timedOut:
            logger.warning("function exceeded its deadline; process group killed", metadata: metadata)
            return .failure(RunnerErrors.functionTimeout)
        case .outputLimitExceeded:
            logger.warning("function wrote more than its response limit; process group killed", metadata: metadata)
            return .failure(RunnerErrors.responseTooLarge)
        case .signaled(let signal, _):
            logger.error("function crashed", metadata: metadata.merging(["signal": "\(signal)"]) { $1 })
            return .failure(RunnerErrors.functionCrashed)
        case .exited(let status, _) where status != 0:
            logger.error("function exited with an error", metadata: metadata.merging(["status": "\(status)"]) { $1 })
            return .failure(RunnerErrors.functionCrashed)
        case .exited(_, let stdout):
            return ResponseValidator.validate(stdout, maxBodyBytes: function.maxResponseBytes, logger: logger, metadata: metadata)
        }
    }
}

/// Checks what a function printed: one JSON response envelope with a valid status, within the
/// route's response limit.
enum ResponseValidator {
    static func validate(_ stdout: [UInt8], maxBodyBytes: Int, logger: Logger, metadata: Logger.Metadata) -> Result<
        ResponseEnvelope, FunctionError
    > {
        guard let response = try? ResponseEnvelope(json: JSONText.parse(stdout)),
            (100...599).contains(response.statusCode)
        else {
            logger.error("function printed an invalid response envelope", metadata: metadata.merging(["bytes": "\(stdout.count)"]) { $1 })
            return .failure(RunnerErrors.invalidFunctionResponse)
        }
        if response.isBase64Encoded == true, let body = response.body, Data(base64Encoded: body) == nil {
            logger.error("function printed an invalid base64 body", metadata: metadata)
            return .failure(RunnerErrors.invalidFunctionResponse)
        }
        guard response.bodyBytes().count <= maxBodyBytes else {
            logger.warning("function response body over the route limit", metadata: metadata)
            return .failure(RunnerErrors.responseTooLarge)
        }
        return .success(response)
    }
}

/// Re-logs a function's stderr line under the runner's logger with the request id. Functions
/// write JSON lines (`StderrLogHandler`); anything else is logged verbatim.
enum FunctionLog {
    static func forward(_ line: String, function: String, requestID: String, logger: Logger) {
        var metadata: Logger.Metadata = ["function": "\(function)", "requestId": "\(requestID)"]
        guard let record = (try? JSONText.parse(line))?.objectValue,
            let message = record["msg"]?.stringValue
        else {
            logger.warning("\(line)", metadata: metadata)
            return
        }
        for (key, value) in record where !["msg", "level", "ts", "fn", "requestId"].contains(key) {
            metadata[key] = "\(value.stringValue ?? String(describing: value))"
        }
        let level = record["level"]?.stringValue.flatMap(Logger.Level.init(rawValue:)) ?? .info
        logger.log(level: level, "\(message)", metadata: metadata)
    }
}
