import CProcessShims
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A long-lived child with its stdin, stdout and stderr on pipes held by us (a warm worker).
/// Own process group, default signals, nothing else inherited. Reading and writing are left to
/// the owner; `kill` takes the whole group down and reaps.
public final class PipedChild: @unchecked Sendable {
    public let pid: pid_t
    public let stdin: Int32
    public let stdout: Int32
    public let stderr: Int32
    private let lock = NSLock()
    private var reaped = false

    private init(pid: pid_t, stdin: Int32, stdout: Int32, stderr: Int32) {
        self.pid = pid
        self.stdin = stdin
        self.stdout = stdout
        self.stderr = stderr
    }

    public static func launch(executable: String, arguments: [String], environment: [String: String]) throws -> PipedChild {
        var input: [Int32] = [-1, -1]
        var output: [Int32] = [-1, -1]
        var errors: [Int32] = [-1, -1]
        guard shim_pipe_cloexec(&input) == 0, shim_pipe_cloexec(&output) == 0, shim_pipe_cloexec(&errors) == 0 else {
            throw SpawnError(errno: errno)
        }
        let result = spawnChild(executable: executable, arguments: arguments, environment: environment, workingDirectory: nil) { actions in
            posix_spawn_file_actions_adddup2(&actions, input[0], 0)
            posix_spawn_file_actions_adddup2(&actions, output[1], 1)
            posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        }
        close(input[0])
        close(output[1])
        close(errors[1])
        switch result {
        case .success(let pid):
            // Our end of stdin never blocks: a worker that stops reading cannot hold a writer
            // past its deadline (a blocking write of a large envelope would wait for the reader).
            _ = fcntl(input[1], F_SETFL, fcntl(input[1], F_GETFL) | O_NONBLOCK)
            return PipedChild(pid: pid, stdin: input[1], stdout: output[0], stderr: errors[0])
        case .failure(let error):
            close(input[1])
            close(output[0])
            close(errors[0])
            throw error
        }
    }

    /// Writes all of `bytes` to the child's stdin, waiting at most until `deadline`.
    /// Returns false when the child stopped reading or the time ran out.
    public func write(_ bytes: [UInt8], until deadline: ContinuousClock.Instant) -> Bool {
        var offset = 0
        while offset < bytes.count {
            var descriptor = pollfd(fd: stdin, events: Int16(POLLOUT), revents: 0)
            let wait = Self.milliseconds(until: deadline)
            guard wait > 0 else { return false }
            let ready = poll(&descriptor, 1, wait)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return false }
            let count = bytes.withUnsafeBytes { Glibc.write(stdin, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return false
            }
            offset += count
        }
        return true
    }

    public enum LineResult: Equatable, Sendable {
        case line([UInt8])
        case endOfFile
        case timedOut
        case tooLong
    }

    /// Reads up to and excluding the next newline from stdout. `buffer` keeps bytes that arrived
    /// after a newline (which a well-behaved worker never sends).
    public func readLine(into buffer: inout [UInt8], limit: Int, until deadline: ContinuousClock.Instant) -> LineResult {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var scanned = 0  // bytes already known to hold no newline (linear, not quadratic, scanning)
        while true {
            if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                return .line(line)
            }
            scanned = buffer.count
            if buffer.count > limit { return .tooLong }
            var descriptor = pollfd(fd: stdout, events: Int16(POLLIN), revents: 0)
            let wait = Self.milliseconds(until: deadline)
            guard wait > 0 else { return .timedOut }
            let ready = poll(&descriptor, 1, wait)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return .timedOut }
            let count = chunk.withUnsafeMutableBytes { read(stdout, $0.baseAddress, $0.count) }
            if count == 0 { return .endOfFile }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .endOfFile
            }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }

    /// True when nothing is waiting on stdout: an idle worker never writes, so readable data or a
    /// closed stdout between requests means it is broken and must not get the next request.
    public var stdoutIsQuiet: Bool {
        var descriptor = pollfd(fd: stdout, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) == 0
    }

    /// True once the child has exited (it may not be reaped yet).
    public var hasExited: Bool {
        lock.lock()
        defer { lock.unlock() }
        if reaped { return true }
        var info = siginfo_t()
        return waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info._sifields._sigchld.si_pid == pid
    }

    /// Kills the process group, closes the pipes and reaps. Safe to call more than once.
    public func kill() {
        lock.lock()
        defer { lock.unlock() }
        guard !reaped else { return }
        reaped = true
        killpg(pid, SIGKILL)
        close(stdin)
        close(stdout)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // stderr is closed by its reader when it sees end of file.
    }

    static func milliseconds(until deadline: ContinuousClock.Instant) -> Int32 {
        let remaining = deadline - ContinuousClock.now
        let (seconds, attoseconds) = remaining.components
        guard seconds >= 0 && (seconds > 0 || attoseconds > 0) else { return 0 }
        return Int32(min(Int64(Int32.max), seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1))
    }
}
