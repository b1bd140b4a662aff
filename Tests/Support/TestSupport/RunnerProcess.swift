import Foundation
import FunctionRuntime
import ProcessKit

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A runner binary started as a child process; its JSON log tells where it listens.
public final class RunnerProcess: Sendable {
    public let child: ChildProcess
    public let logPath: String

    public static func start(arguments: [String], environment: [String: String]) throws -> RunnerProcess {
        let logPath = TestScratch.path("runner-\(UUID().uuidString).log")
        let child = try ChildProcess.launch(
            executable: PackagePaths.products + "/runner", arguments: arguments,
            environment: ["PATH": "/usr/bin:/bin", "LOG_LEVEL": "info"].merging(environment) { $1 },
            workingDirectory: PackagePaths.root, outputFile: logPath)
        return RunnerProcess(child: child, logPath: logPath)
    }

    init(child: ChildProcess, logPath: String) {
        self.child = child
        self.logPath = logPath
    }

    public var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }

    public func waitForAddress() async throws -> String {
        for _ in 0..<600 {
            for line in log.split(separator: "\n") {
                if let record = JSONCoding.parseBody(String(line)), record["msg"] == "runner listening",
                    let address = record["address"]?.stringValue
                {
                    return "http://" + address
                }
            }
            if !child.isRunning { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw RunnerFailure(log: log)
    }

    /// SIGTERM, then the exit status.
    public func terminate() -> Int32? { child.stop(grace: .seconds(30)) }

    public func kill() {
        child.signal(SIGKILL)
        _ = child.waitForExit(timeout: .seconds(5))
        try? FileManager.default.removeItem(atPath: logPath)
    }

    public struct RunnerFailure: Error, CustomStringConvertible {
        let log: String
        public var description: String { "runner did not start:\n\(log)" }
    }
}

/// A small URLSession helper for tests that talk to a runner by URL.
public enum HTTP {
    public static func send(_ method: String, _ url: String, headers: [String: String] = [:], body: [UInt8]? = nil) async throws
        -> HTTPResult
    {
        var request = URLRequest(url: URL(string: url)!)
        request.httpMethod = method
        request.timeoutInterval = 60
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let body {
            request.httpBody = Data(body)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = response as! HTTPURLResponse
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields { fields[String(describing: name).lowercased()] = String(describing: value) }
        return HTTPResult(status: http.statusCode, headers: fields, body: [UInt8](data))
    }
}
