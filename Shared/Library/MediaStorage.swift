import Foundation

/// Where library files live. Keys are chosen by the server (`StorageKey.make`), never derived
/// from anything a client sent, so no request can name a file outside the store.
///
/// Writers stage a file locally and `commit` it under its key in one step: a reader never sees
/// half a file, and a crashed download leaves only a staging file, never a broken entry. An
/// S3-compatible store implements the same four operations (stage locally, PUT on commit, DELETE,
/// and for streaming a presigned URL instead of `localPath`).
public protocol MediaStorage: Sendable {
    /// A fresh local file to write a new object into.
    func stagingPath() throws -> String
    /// Moves a staged file under `key`.
    func commit(staged: String, key: String) throws
    /// The file of `key` on this machine, for the runner's internal redirect and for ffmpeg; nil
    /// when it does not exist.
    func localPath(for key: String) -> String?
    /// Removes `key`; removing a missing key is not an error.
    func remove(key: String) throws
}

/// Storage keys: 32 lowercase hex digits and the media extension (`3f…9a.mp4`).
public enum StorageKey {
    public static func make(fileExtension: String) -> String {
        UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased() + fileExtension
    }

    public static func isValid(_ key: String) -> Bool {
        let bytes = Array(key.utf8)
        guard bytes.count >= 35, bytes.count <= 38, bytes[32] == UInt8(ascii: ".") else { return false }
        let hex = bytes[..<32].allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
        let ext = bytes[33...].allSatisfy { (48...57).contains($0) || (97...122).contains($0) }
        return hex && ext
    }
}

/// A folder on local disk (by default `<data dir>/library`): objects under `objects/ab/<key>`
/// (two hex digits of fan-out keep folders small), staging files under `staging/`, both on the
/// same filesystem so a commit is a rename.
public struct LocalFolderStorage: MediaStorage {
    public let root: String

    public init(root: String) {
        self.root = root
    }

    /// Creates the folders (idempotent).
    public func prepare() throws {
        for folder in ["objects", "staging"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
    }

    public func stagingPath() throws -> String {
        try prepare()
        return root + "/staging/" + UUID().uuidString.lowercased()
    }

    public func objectPath(for key: String) -> String? {
        guard StorageKey.isValid(key) else { return nil }
        return root + "/objects/" + key.prefix(2) + "/" + key
    }

    public func commit(staged: String, key: String) throws {
        guard let destination = objectPath(for: key) else { throw CocoaError(.fileWriteInvalidFileName) }
        try FileManager.default.createDirectory(
            atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: staged, toPath: destination)
    }

    public func localPath(for key: String) -> String? {
        guard let path = objectPath(for: key), FileManager.default.fileExists(atPath: path) else { return nil }
        return path
    }

    public func remove(key: String) throws {
        guard let path = objectPath(for: key), FileManager.default.fileExists(atPath: path) else { return }
        try FileManager.default.removeItem(atPath: path)
    }

    /// Staging files older than `age` (a worker that died mid-download).
    public func sweepStaging(olderThan age: TimeInterval, now: Date = Date()) {
        let folder = root + "/staging"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            let path = folder + "/" + name
            let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
            if let modified, now.timeIntervalSince(modified) > age { try? FileManager.default.removeItem(atPath: path) }
        }
    }
}
