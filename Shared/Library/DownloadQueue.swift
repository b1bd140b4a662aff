import Database
import Foundation
import FunctionRuntime

/// A new library entry, as a worker or the upload path creates it.
public struct NewLibraryVideo: Sendable {
    public var ownerID: UserID
    public var genre: String
    /// The preferred stem; `_2`, `_3`, … are appended when the folder has it already.
    public var stem: String
    public var fileExtension: String
    public var storageKey: String
    public var sizeBytes: Int64
    public var contentType: String
    public var sha256: String?
    public var title: String?
    public var metadata: [String: JSONValue]
    public var sourceURL: String?

    public init(
        ownerID: UserID, genre: String, stem: String, fileExtension: String, storageKey: String, sizeBytes: Int64, contentType: String,
        sha256: String?, title: String?, metadata: [String: JSONValue], sourceURL: String?
    ) {
        self.ownerID = ownerID
        self.genre = genre
        self.stem = stem
        self.fileExtension = fileExtension
        self.storageKey = storageKey
        self.sizeBytes = sizeBytes
        self.contentType = contentType
        self.sha256 = sha256
        self.title = title
        self.metadata = metadata
        self.sourceURL = sourceURL
    }
}

/// The workers' side of the queue, as the service role. Several workers on several machines
/// share it: a claim takes the oldest due download with `FOR UPDATE SKIP LOCKED`, so two workers
/// never take the same one and neither waits for the other; every later write names the worker
/// and succeeds only while that worker still holds the lease.
public struct DownloadQueue: Sendable {
    let database: Database

    public init(database: Database) {
        self.database = database
    }

    /// The next due download (pending and due, or downloading with a lease that ran out), now
    /// held by `worker` for `leaseSeconds`; nil when none is due.
    public func claim(worker: String, leaseSeconds: Int) throws -> LibraryDownload? {
        let rows = try database.transaction(as: .system) { connection in
            try connection.query(
                """
                update public.library_downloads d
                set state = 'downloading', worker = $1, lease_until = now() + make_interval(secs => $2),
                    attempts = d.attempts + 1, bytes_done = 0
                where d.id = (
                    select c.id from public.library_downloads c
                    where (c.state = 'pending' and c.next_attempt_at <= now()) or (c.state = 'downloading' and c.lease_until < now())
                    order by c.next_attempt_at, c.created_at
                    limit 1
                    for update skip locked)
                returning \(LibraryDownload.columns)
                """, [worker, leaseSeconds])
        }
        return try rows.first.map { row throws(PostgresError) in try LibraryDownload(row: row) }
    }

    /// Records progress and extends the lease; false when the worker no longer holds it.
    public func heartbeat(id: UUID, worker: String, bytesDone: Int64, bytesTotal: Int64?, leaseSeconds: Int) throws -> Bool {
        try database.transaction(as: .system) { connection in
            try connection.query(
                """
                update public.library_downloads set bytes_done = $3, bytes_total = $4, lease_until = now() + make_interval(secs => $5)
                where id = $1 and worker = $2 and state = 'downloading'
                """, [id, worker, bytesDone, bytesTotal, leaseSeconds]
            ).affectedRows == 1
        }
    }

    /// Creates the entry and completes the download in one transaction; nil (and nothing
    /// written) when the worker lost the lease meanwhile.
    public func complete(id: UUID, worker: String, video: NewLibraryVideo, quotaBytes: Int64? = nil) throws -> LibraryVideo? {
        try database.transaction(as: .system) { connection in
            let held = try connection.query(
                "select 1 from public.library_downloads where id = $1 and worker = $2 and state = 'downloading' for update", [id, worker])
            guard !held.isEmpty else { return nil }
            let entry = try Self.insert(video, connection: connection, quotaBytes: quotaBytes)
            try connection.query(
                """
                update public.library_downloads set state = 'completed', video_id = $3, bytes_done = $4, bytes_total = $4,
                    finished_at = now(), lease_until = null, error = null, error_code = null
                where id = $1 and worker = $2
                """, [id, worker, entry.id, video.sizeBytes])
            return entry
        }
    }

    /// Inserts an entry under the first free stem of its folder (`soup`, `soup_2`, …). With
    /// `quotaBytes`, the owner's stored bytes plus this file must fit: checked under a per-owner
    /// advisory lock, so two uploads finishing at once cannot both squeeze under the limit.
    public static func insert(_ video: NewLibraryVideo, connection: PostgresConnection, quotaBytes: Int64? = nil) throws -> LibraryVideo {
        if let quotaBytes {
            try connection.query("select pg_advisory_xact_lock(hashtext('library-quota:' || $1::text))", [video.ownerID])
            let used = Int64(
                try connection.query(
                    "select coalesce(sum(size_bytes), 0)::bigint as used from public.library_videos where owner_id = $1::uuid",
                    [video.ownerID]
                ).single().requireInt("used"))
            guard used + video.sizeBytes <= quotaBytes else { throw LibraryQuotaExceeded(usedBytes: used, limitBytes: quotaBytes) }
        }
        let username = try connection.query("select internal.library_username($1) as username", [video.ownerID]).single()
            .requireString("username")
        for attempt in 1...50 {
            let suffix = attempt == 1 ? "" : "_\(attempt)"
            let stem = String(video.stem.prefix(120 - suffix.count)) + suffix
            let rows = try connection.query(
                """
                insert into public.library_videos (owner_id, username, genre, stem, extension, storage_key, size_bytes, content_type,
                    sha256, title, metadata, source_url)
                values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12)
                on conflict do nothing
                returning \(LibraryVideo.columns)
                """,
                [
                    video.ownerID, username, video.genre, stem, video.fileExtension, video.storageKey, video.sizeBytes, video.contentType,
                    video.sha256, video.title, JSONValue.object(video.metadata), video.sourceURL,
                ])
            if let row = rows.first { return try LibraryVideo(row: row) }
        }
        throw PostgresError(kind: .decoding, message: "no free file name in the folder")
    }

    /// Back to pending, due after `delaySeconds`, keeping why it failed.
    public func reschedule(id: UUID, worker: String, delaySeconds: Double, code: String, message: String) throws {
        try database.transaction(as: .system) { connection in
            try connection.query(
                """
                update public.library_downloads set state = 'pending', worker = null, lease_until = null,
                    next_attempt_at = now() + make_interval(secs => $3), error = $4, error_code = $5
                where id = $1 and worker = $2 and state = 'downloading'
                """, [id, worker, delaySeconds, String(message.prefix(1000)), code])
        }
    }

    public func fail(id: UUID, worker: String, code: String, message: String) throws {
        try database.transaction(as: .system) { connection in
            try connection.query(
                """
                update public.library_downloads set state = 'failed', worker = null, lease_until = null, finished_at = now(),
                    error = $3, error_code = $4
                where id = $1 and worker = $2 and state = 'downloading'
                """, [id, worker, String(message.prefix(1000)), code])
        }
    }

    /// Storage keys whose entries are gone, removed from the list as they are returned (the
    /// caller deletes the files; a crash between the two leaves a file, never a dangling row).
    public func takeGarbage(limit: Int) throws -> [String] {
        try database.transaction(as: .system) { connection in
            try connection.query(
                """
                delete from internal.library_garbage where storage_key in (
                    select storage_key from internal.library_garbage order by queued_at limit $1 for update skip locked)
                returning storage_key
                """, [limit]
            ).map { row throws(PostgresError) in try row.requireString("storage_key") }
        }
    }
}

/// The owner's library would pass its storage quota (`LIBRARY_USER_QUOTA_BYTES`).
public struct LibraryQuotaExceeded: Error, Sendable, Equatable {
    public let usedBytes: Int64
    public let limitBytes: Int64
}
