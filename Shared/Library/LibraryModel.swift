import Database
import Foundation
import FunctionRuntime

/// One library entry: the row; the bytes are in storage under `storageKey`.
public struct LibraryVideo: Sendable, Equatable {
    public var id: UUID
    public var ownerID: UserID
    public var username: String
    public var genre: String
    public var stem: String
    public var fileExtension: String
    public var storageKey: String
    public var sizeBytes: Int64
    public var contentType: String
    public var sha256: String?
    public var title: String?
    public var metadata: [String: JSONValue]
    public var sourceURL: String?
    public var createdAt: Date
    public var modifiedAt: Date

    public var filename: String { stem + fileExtension }
    public var path: String { "\(username)/\(genre)/\(filename)" }

    static let columns =
        "id, owner_id, username, genre, stem, extension, storage_key, size_bytes, content_type, sha256, title, metadata, source_url, created_at, modified_at"

    init(row: PostgresRow) throws(PostgresError) {
        guard let id = UUID(uuidString: try row.requireString("id")), let owner = UserID(try row.requireString("owner_id")) else {
            throw PostgresError(kind: .decoding, message: "library_videos ids")
        }
        self.id = id
        ownerID = owner
        username = try row.requireString("username")
        genre = try row.requireString("genre")
        stem = try row.requireString("stem")
        fileExtension = try row.requireString("extension")
        storageKey = try row.requireString("storage_key")
        sizeBytes = Int64(try row.requireInt("size_bytes"))
        contentType = try row.requireString("content_type")
        sha256 = try row.string("sha256")
        title = try row.string("title")
        metadata = try row.json("metadata")?.objectValue ?? [:]
        sourceURL = try row.string("source_url")
        createdAt = try row.requireDate("created_at")
        modifiedAt = try row.requireDate("modified_at")
    }

    /// One item of `GET /api/v1/downloads/videos`, exactly the quick reference's fields.
    public func listing(now: Date) -> JSONValue {
        [
            "filename": .string(filename), "username": .string(username), "genre": .string(genre), "path": .string(path),
            "size_bytes": .int(sizeBytes), "size_formatted": .string(LibraryFormat.size(sizeBytes)),
            "modified_at": .int(Int64(modifiedAt.timeIntervalSince1970.rounded(.down))),
            "modified_formatted": .string(LibraryFormat.relative(modifiedAt, now: now)), "extension": .string(fileExtension),
        ]
    }

    /// The `.json` companion: every field of the quick reference's `VideoMetadata`, null when
    /// unknown, generated from the row (never a file a download could have planted).
    public func companion() -> JSONValue {
        func text(_ key: String) -> JSONValue { metadata[key]?.stringValue.map(JSONValue.string) ?? .null }
        func integer(_ key: String) -> JSONValue {
            if case .int(let value)? = metadata[key] { return .int(value) }
            if case .double(let value)? = metadata[key], value.isFinite { return .int(Int64(value.rounded())) }
            return .null
        }
        let duration = integer("duration")
        let uploadDate = metadata["upload_date"]?.stringValue
        return [
            "id": metadata["id"]?.stringValue.map(JSONValue.string) ?? .string(id.uuidString.lowercased()),
            "title": title.map(JSONValue.string) ?? text("title"),
            "description": text("description"),
            "uploader": text("uploader"),
            "platform": metadata["platform"]?.stringValue.map(JSONValue.string) ?? .string(genre),
            "duration": duration,
            "duration_formatted": duration.intValue.map { .string(LibraryFormat.duration(Int($0))) } ?? .null,
            "thumbnail": text("thumbnail"),
            "webpage_url": sourceURL.map(JSONValue.string) ?? text("webpage_url"),
            "view_count": integer("view_count"),
            "like_count": integer("like_count"),
            "upload_date": uploadDate.map(JSONValue.string) ?? .null,
            "upload_date_formatted": uploadDate.flatMap(LibraryFormat.uploadDate).map(JSONValue.string) ?? .null,
            "downloaded_at": .string(LibraryFormat.timestamp(createdAt)),
        ]
    }

    /// A strong validator for Range/If-Range: the stored object never changes under a key.
    public var etag: String { "\"\(sha256.map { String($0.prefix(32)) } ?? storageKey)\"" }
}

/// One download of the queue.
public struct LibraryDownload: Sendable, Equatable {
    public enum State: String, Sendable { case pending, downloading, completed, failed }

    public var id: UUID
    public var ownerID: UserID
    public var url: String
    public var genre: String
    public var title: String?
    public var state: State
    public var bytesDone: Int64
    public var bytesTotal: Int64?
    public var error: String?
    public var errorCode: String?
    public var attempts: Int
    public var maxAttempts: Int
    public var nextAttemptAt: Date
    public var videoPath: String?
    public var createdAt: Date
    public var updatedAt: Date
    public var finishedAt: Date?

    static let columns =
        "d.id, d.owner_id, d.url, d.genre, d.title, d.state, d.bytes_done, d.bytes_total, d.error, d.error_code, d.attempts, d.max_attempts, d.next_attempt_at, d.created_at, d.updated_at, d.finished_at"

    init(row: PostgresRow) throws(PostgresError) {
        guard let id = UUID(uuidString: try row.requireString("id")), let owner = UserID(try row.requireString("owner_id")),
            let state = State(rawValue: try row.requireString("state"))
        else { throw PostgresError(kind: .decoding, message: "library_downloads row") }
        self.id = id
        ownerID = owner
        self.state = state
        url = try row.requireString("url")
        genre = try row.requireString("genre")
        title = try row.string("title")
        bytesDone = Int64(try row.requireInt("bytes_done"))
        bytesTotal = try row.int("bytes_total").map(Int64.init)
        error = try row.string("error")
        errorCode = try row.string("error_code")
        attempts = try row.requireInt("attempts")
        maxAttempts = try row.requireInt("max_attempts")
        nextAttemptAt = try row.requireDate("next_attempt_at")
        createdAt = try row.requireDate("created_at")
        updatedAt = try row.requireDate("updated_at")
        finishedAt = try row.date("finished_at")
        videoPath = row.hasColumn("video_path") ? try row.string("video_path") : nil
    }

    /// Percent done, when the size is known (a completed download is 100).
    public var progress: Double? {
        if state == .completed { return 100 }
        guard let total = bytesTotal, total > 0 else { return nil }
        return (Double(bytesDone) / Double(total) * 1000).rounded() / 10
    }

    public var json: JSONValue {
        [
            "download_id": .string(id.uuidString.lowercased()), "url": .string(url), "genre": .string(genre),
            "title": title.map(JSONValue.string) ?? .null, "status": .string(state.rawValue),
            "progress": progress.map(JSONValue.double) ?? .null, "bytes_downloaded": .int(bytesDone),
            "bytes_total": bytesTotal.map(JSONValue.int) ?? .null, "error": error.map(JSONValue.string) ?? .null,
            "error_code": errorCode.map(JSONValue.string) ?? .null, "attempts": .int(Int64(attempts)),
            "max_attempts": .int(Int64(maxAttempts)),
            "next_attempt_at": state == .pending ? .string(Timestamp.iso8601(nextAttemptAt)) : .null,
            "path": videoPath.map(JSONValue.string) ?? .null,
            "created_at": .string(Timestamp.iso8601(createdAt)), "updated_at": .string(Timestamp.iso8601(updatedAt)),
            "finished_at": finishedAt.map { .string(Timestamp.iso8601($0)) } ?? .null,
        ]
    }
}
