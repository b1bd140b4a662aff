import Database
import Foundation
import FunctionRuntime

/// What the runner tells the library function about a `POST /api/v1/downloads/upload`: it read
/// the multipart body as it arrived, wrote the file part to a staging file (hashing it on the
/// way) and kept the small text fields. The function never sees the bytes, only this report,
/// which the runner builds itself on upload routes (a client's body cannot pose as one).
public struct UploadReport: Sendable, Equatable {
    public struct File: Sendable, Equatable {
        /// A name under the storage's `staging/` folder (a UUID the runner chose).
        public var stagingName: String
        public var size: Int64
        public var sha256: String
        /// As the client named it (`IMG_0042.MOV`); only its extension and stem are used.
        public var filename: String
        public var contentType: String?

        public init(stagingName: String, size: Int64, sha256: String, filename: String, contentType: String?) {
            self.stagingName = stagingName
            self.size = size
            self.sha256 = sha256
            self.filename = filename
            self.contentType = contentType
        }
    }

    public enum Refusal: Sendable, Equatable {
        /// The file part passed this many bytes; reading stopped there.
        case tooLarge(limit: Int64)
        /// Not multipart/form-data, a malformed body, a second file, an oversized field.
        case malformed(String)
    }

    public var file: File?
    public var fields: [String: String]
    public var refusal: Refusal?

    public init(file: File?, fields: [String: String], refusal: Refusal?) {
        self.file = file
        self.fields = fields
        self.refusal = refusal
    }

    public var json: JSONValue {
        var body: [String: JSONValue] = ["fields": .object(fields.mapValues(JSONValue.string))]
        if let file {
            body["file"] = [
                "staging": .string(file.stagingName), "size": .int(file.size), "sha256": .string(file.sha256),
                "filename": .string(file.filename), "contentType": .optional(file.contentType),
            ]
        }
        switch refusal {
        case .tooLarge(let limit)?: body["refusal"] = ["tooLarge": true, "limit": .int(limit)]
        case .malformed(let reason)?: body["refusal"] = ["tooLarge": false, "reason": .string(reason)]
        case nil: break
        }
        return .object(body)
    }

    public init?(json: JSONValue) {
        guard let object = json.objectValue else { return nil }
        fields = (object["fields"]?.objectValue ?? [:]).compactMapValues(\.stringValue)
        if let file = object["file"]?.objectValue {
            guard let staging = file["staging"]?.stringValue, let size = file["size"]?.intValue, let sha = file["sha256"]?.stringValue,
                let filename = file["filename"]?.stringValue
            else { return nil }
            self.file = File(
                stagingName: staging, size: size, sha256: sha, filename: filename, contentType: file["contentType"]?.stringValue)
        } else {
            self.file = nil
        }
        if let refusal = object["refusal"]?.objectValue {
            if refusal["tooLarge"]?.boolValue == true {
                self.refusal = .tooLarge(limit: refusal["limit"]?.intValue ?? 0)
            } else {
                self.refusal = .malformed(refusal["reason"]?.stringValue ?? "the upload could not be read")
            }
        } else {
            self.refusal = nil
        }
    }

    /// Staging names are UUIDs in lowercase: nothing else is ever opened.
    public static func isStagingName(_ name: String) -> Bool {
        name.utf8.count == 36 && UUID(uuidString: name) != nil && name == name.lowercased()
    }
}

/// Puts an uploaded file in the uploader's library: checks it is media (ffprobe, the extension
/// or content type), commits it under a new storage key, and inserts the entry as the system
/// (users may read and delete their entries, never write them directly). A refused upload's
/// staging file is removed here; the runner removes whatever is left after the function answered.
public struct LibraryUploads: Sendable {
    let storage: LocalFolderStorage
    let database: Database
    let probe: MediaProbe
    /// What one user's library may hold in all; nil for no limit.
    let quotaBytes: Int64?

    public init(storage: LocalFolderStorage, database: Database, probe: MediaProbe, quotaBytes: Int64?) {
        self.storage = storage
        self.database = database
        self.probe = probe
        self.quotaBytes = quotaBytes
    }

    public func commit(_ file: UploadReport.File, owner: UserID, genre: String, title: String?) async throws -> LibraryVideo {
        guard UploadReport.isStagingName(file.stagingName) else { throw LibraryErrors.invalidUpload("unknown staging file") }
        let staged = storage.root + "/staging/" + file.stagingName
        guard FileManager.default.fileExists(atPath: staged) else { throw LibraryErrors.invalidUpload("the upload is gone") }
        var committed = false
        defer { if !committed { try? FileManager.default.removeItem(atPath: staged) } }
        guard file.size > 0 else { throw LibraryErrors.invalidUpload("the file is empty") }
        guard
            let fileExtension = LibraryFormat.mediaExtension(ofName: file.filename)
                ?? file.contentType.flatMap(LibraryFormat.fileExtension(forContentType:))
        else { throw LibraryErrors.unsupportedMedia("the file's name and type are not a video or audio format the library stores") }
        var metadata: [String: JSONValue] = ["platform": "upload"]
        switch await probe.inspect(path: staged) {
        case .notMedia: throw LibraryErrors.unsupportedMedia("the file is not playable video or audio")
        case .media(let duration, _): if let duration { metadata["duration"] = .int(Int64(duration.rounded())) }
        case .unknown: break
        }
        let stemSource = title ?? Self.stem(ofFilename: file.filename)
        let key = StorageKey.make(fileExtension: fileExtension)
        do {
            try storage.commit(staged: staged, key: key)
        } catch {
            throw LibraryErrors.storageUnavailable
        }
        committed = true
        let video = NewLibraryVideo(
            ownerID: owner, genre: genre, stem: LibraryFormat.stem(from: stemSource.isEmpty ? "upload" : stemSource),
            fileExtension: fileExtension, storageKey: key, sizeBytes: file.size, contentType: LibraryFormat.mediaTypes[fileExtension]!,
            sha256: file.sha256, title: title.map { String($0.prefix(500)) } ?? stemSource, metadata: metadata, sourceURL: nil)
        do {
            return try database.transaction(as: .system) { connection in
                try DownloadQueue.insert(video, connection: connection, quotaBytes: quotaBytes)
            }
        } catch let full as LibraryQuotaExceeded {
            try? storage.remove(key: key)
            throw LibraryErrors.storageQuotaExceeded(used: full.usedBytes, limit: full.limitBytes)
        } catch {
            try? storage.remove(key: key)
            throw error
        }
    }

    /// `IMG_0042.MOV` → `IMG_0042`.
    static func stem(ofFilename name: String) -> String {
        let base = (name as NSString).lastPathComponent
        guard let dot = base.lastIndex(of: "."), dot != base.startIndex else { return base }
        return String(base[..<dot])
    }
}
