import Foundation
import Logging
import ProcessKit

/// The unprivileged OS user that owns the embedded services (Postgres refuses to run as root,
/// and so does PgBouncer). When we are not root, commands simply run as ourselves.
struct ServiceAccount {
    let osUser: String
    let logger: Logger

    var needsPrivilegeDrop: Bool { geteuid() == 0 }

    func prepareDirectory(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try chown(path)
    }

    func chown(_ path: String) throws {
        guard needsPrivilegeDrop else { return }
        guard let account = getpwnam(osUser) else {
            throw EmbeddedCluster.Failure(
                description:
                    "OS user '\(osUser)' does not exist; Postgres cannot run as root (install the postgresql package, which creates it)")
        }
        if Glibc.chown(path, account.pointee.pw_uid, account.pointee.pw_gid) != 0 {
            throw EmbeddedCluster.Failure(description: "cannot hand \(path) to \(osUser): errno \(errno)")
        }
    }

    /// Runs a command as the owner and returns its output; throws with the output when it exits
    /// non-zero. Daemons it starts (`pg_ctl start`, `pgbouncer -d`) keep running: the child's
    /// process group is not cleaned up afterwards.
    @discardableResult
    func run(_ executable: String, _ arguments: [String], in directory: String) throws -> String {
        let command = needsPrivilegeDrop ? ["/usr/sbin/runuser", "-u", osUser, "--", executable] + arguments : [executable] + arguments
        let outcome = ProcessRunner.runBlocking(
            ProcessSpec(
                executable: command[0], arguments: Array(command.dropFirst()),
                environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"],
                stdin: [], timeout: .seconds(120), maxStdoutBytes: 1 << 20, killGroupOnExit: false,
                workingDirectory: directory),
            stderrLine: { line in logger.debug("\(line)") })
        let name = (executable as NSString).lastPathComponent
        switch outcome {
        case .exited(0, let stdout):
            return String(decoding: stdout, as: UTF8.self)
        case .exited(let status, let stdout):
            throw EmbeddedCluster.Failure(description: "\(name) failed (\(status)): \(String(decoding: stdout, as: UTF8.self))")
        default:
            throw EmbeddedCluster.Failure(description: "\(name) did not complete: \(outcome)")
        }
    }
}
