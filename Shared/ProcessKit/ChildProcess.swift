import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A long-running child (a sidecar service, a runner under test): spawned without a shell into
/// its own process group, stdin from /dev/null, stdout and stderr appended to a file.
public final class ChildProcess: Sendable {
    public let pid: pid_t
    private let exitStatus = Mutex<Int32?>(nil)

    private init(pid: pid_t) {
        self.pid = pid
    }

    public static func launch(
        executable: String, arguments: [String], environment: [String: String], workingDirectory: String? = nil,
        outputFile: String
    ) throws -> ChildProcess {
        let pid = try spawnChild(
            executable: executable, arguments: arguments, environment: environment, workingDirectory: workingDirectory
        ) { actions in
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, outputFile, O_WRONLY | O_CREAT | O_APPEND, 0o644)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }.get()
        return ChildProcess(pid: pid)
    }

    /// Whether it is still running (reaps it once it has exited).
    public var isRunning: Bool { poll() == nil }

    /// The exit status once it has exited (signals as 128 + number), nil while it runs.
    public func poll() -> Int32? {
        exitStatus.withLock { status in
            if let status { return status }
            var raw: Int32 = 0
            let result = waitpid(pid, &raw, WNOHANG)
            guard result == pid else { return nil }
            status = raw & 0x7f == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
            return status
        }
    }

    /// Sends `signal` to the whole process group.
    public func signal(_ signal: Int32) {
        guard poll() == nil else { return }
        killpg(pid, signal)
    }

    /// Waits up to `timeout` for the exit; returns the status or nil if still running.
    public func waitForExit(timeout: Duration) -> Int32? {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while ContinuousClock.now < deadline {
            if let status = poll() { return status }
            usleep(10_000)
        }
        return poll()
    }

    /// SIGTERM, then SIGKILL after `grace`.
    @discardableResult
    public func stop(grace: Duration = .seconds(10)) -> Int32? {
        signal(SIGTERM)
        if let status = waitForExit(timeout: grace) { return status }
        signal(SIGKILL)
        return waitForExit(timeout: .seconds(5))
    }
}
