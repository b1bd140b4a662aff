import Foundation

/// The files tests make (runner logs, library folders, generated speech, the speech engine's
/// data) live in one folder per test process, removed when the process exits. Each run used to
/// leave a few hundred of them in the temporary directory of a developer's machine.
public enum TestScratch {
    static let prefix = "rt-"

    /// `<tmp>/rt-<pid>`: short, because Unix socket paths inside it are limited to 107 bytes.
    public static let root: String = {
        let temporary = FileManager.default.temporaryDirectory
        removeFoldersOfEndedRuns(in: temporary.path)
        let path = temporary.appendingPathComponent("\(prefix)\(getpid())").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: TestScratch.root) }
        return path
    }()

    /// A path in the scratch folder (not created).
    public static func path(_ name: String) -> String { root + "/" + name }

    /// A run that crashed or was killed never reached `atexit`: its folder goes when no process
    /// with its number is alive.
    static func removeFoldersOfEndedRuns(in temporary: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []
        for name in names where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count)), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { try? FileManager.default.removeItem(atPath: temporary + "/" + name) }
        }
    }
}
