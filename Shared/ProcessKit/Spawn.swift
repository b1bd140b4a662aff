import CProcessShims

#if canImport(Glibc)
import Glibc
#endif

/// `posix_spawn` with what every child of ours gets: its own process group, default signal
/// dispositions, an empty signal mask, no descriptors but those `fileActions` sets up, no shell.
/// Returns the pid, or the errno value when the spawn failed.
func spawnChild(
    executable: String, arguments: [String], environment: [String: String], workingDirectory: String?,
    fileActions configure: (inout posix_spawn_file_actions_t) -> Void
) -> Result<pid_t, SpawnError> {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    configure(&actions)
    _ = shim_spawn_closefrom(&actions, 3)
    if let workingDirectory { _ = shim_spawn_chdir(&actions, workingDirectory) }

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setpgroup(&attributes, 0)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
        for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    return result == 0 ? .success(pid) : .failure(SpawnError(errno: result))
}

public struct SpawnError: Error, CustomStringConvertible {
    public let errno: Int32
    public var description: String { "could not start process: \(String(cString: strerror(errno)))" }
}
