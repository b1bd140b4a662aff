import Database
import Foundation
import FunctionRuntime

/// The listing's filters, already validated.
public struct VideoQuery: Sendable, Equatable {
    public enum Sort: String, Sendable, CaseIterable { case newest, oldest, name, size }

    public var username: String?
    public var genre: String?
    public var search: String?
    public var sort: Sort = .newest
    public var limit: Int = 50
    public var offset: Int = 0

    public init(
        username: String? = nil, genre: String? = nil, search: String? = nil, sort: Sort = .newest, limit: Int = 50, offset: Int = 0
    ) {
        self.username = username
        self.genre = genre
        self.search = search
        self.sort = sort
        self.limit = limit
        self.offset = offset
    }
}

/// One folder of the structure: a user's genre.
public struct GenreTotals: Sendable, Equatable {
    public var username: String
    public var genre: String
    public var count: Int
    public var bytes: Int64

    public init(username: String, genre: String, count: Int, bytes: Int64) {
        self.username = username
        self.genre = genre
        self.count = count
        self.bytes = bytes
    }
}

/// The queue as one caller sees it.
public struct QueueView: Sendable, Equatable {
    public var downloading: [LibraryDownload]
    public var pending: [LibraryDownload]
    public var failed: [LibraryDownload]
    public var counts: [LibraryDownload.State: Int]
}

/// What the library function reads and writes, always as the caller: row-level security limits
/// a user to their own library; the service role sees every library.
public protocol LibraryStore: Sendable {
    func videos(_ query: VideoQuery, as identity: Identity) throws -> (videos: [LibraryVideo], total: Int)
    func structure(as identity: Identity) throws -> [GenreTotals]
    func video(at path: LibraryPath, as identity: Identity) throws -> LibraryVideo?
    /// Nil when the caller already has `maxWaiting` downloads pending or running.
    func queueDownload(url: String, genre: String, title: String?, maxWaiting: Int, as identity: Identity) throws -> LibraryDownload?
    func download(id: UUID, as identity: Identity) throws -> LibraryDownload?
    /// Each list is capped at `limit` (newest first); the counts are exact.
    func queue(limit: Int, as identity: Identity) throws -> QueueView
    /// The download after the attempt: pending when it was failed, unchanged otherwise; nil when
    /// the caller has no such download.
    func retry(id: UUID, as identity: Identity) throws -> LibraryDownload?
    /// False when the caller has no entry at `path`.
    func delete(at path: LibraryPath, as identity: Identity) throws -> Bool
}

public struct PostgresLibraryStore: LibraryStore {
    let database: Database

    public init(database: Database) {
        self.database = database
    }

    public func videos(_ query: VideoQuery, as identity: Identity) throws -> (videos: [LibraryVideo], total: Int) {
        // The sort is chosen from fixed SQL, never built from the request; id breaks ties so
        // pages never overlap.
        let order: String
        switch query.sort {
        case .newest: order = "modified_at desc, id"
        case .oldest: order = "modified_at asc, id"
        case .name: order = "lower(stem || extension), id"
        case .size: order = "size_bytes desc, id"
        }
        let filter = """
            where ($1::text is null or username = $1) and ($2::text is null or genre = $2)
              and ($3::text is null or concat_ws(' ', title, stem || extension, metadata ->> 'description',
                  metadata ->> 'uploader', metadata ->> 'platform') ilike $3 escape '\\')
            """
        let pattern = query.search.map { "%" + Self.escapeLike($0) + "%" }
        let parameters: [(any PostgresBindable)?] = [query.username, query.genre, pattern]
        return try database.transaction(as: identity) { connection in
            let total = try connection.query("select count(*)::bigint as total from public.library_videos \(filter)", parameters)
                .single().requireInt("total")
            let rows = try connection.query(
                "select \(LibraryVideo.columns) from public.library_videos \(filter) order by \(order) limit $4 offset $5",
                parameters + [query.limit, query.offset])
            return (try rows.map { row throws(PostgresError) in try LibraryVideo(row: row) }, total)
        }
    }

    public func structure(as identity: Identity) throws -> [GenreTotals] {
        let rows = try database.read(
            as: identity,
            """
            select username, genre, count(*)::bigint as videos, coalesce(sum(size_bytes), 0)::bigint as bytes
            from public.library_videos group by username, genre order by username, genre
            """)
        return try rows.map { row throws(PostgresError) in
            GenreTotals(
                username: try row.requireString("username"), genre: try row.requireString("genre"), count: try row.requireInt("videos"),
                bytes: Int64(try row.requireInt("bytes")))
        }
    }

    public func video(at path: LibraryPath, as identity: Identity) throws -> LibraryVideo? {
        let rows = try database.read(
            as: identity, "select \(LibraryVideo.columns) from public.library_videos where username = $1 and genre = $2 and stem = $3",
            [path.username, path.genre, path.stem])
        return try rows.first.map { row throws(PostgresError) in try LibraryVideo(row: row) }
    }

    public func queueDownload(url: String, genre: String, title: String?, maxWaiting: Int, as identity: Identity) throws
        -> LibraryDownload?
    {
        let rows = try database.transaction(as: identity) { connection in
            try connection.query(
                "select \(LibraryDownload.columns) from public.queue_download($1, $2, $3, $4) d", [url, genre, title, maxWaiting])
        }
        return try rows.first.map { row throws(PostgresError) in try LibraryDownload(row: row) }
    }

    public func download(id: UUID, as identity: Identity) throws -> LibraryDownload? {
        let rows = try database.read(
            as: identity,
            """
            select \(LibraryDownload.columns), v.path as video_path
            from public.library_downloads d left join public.library_videos v on v.id = d.video_id where d.id = $1
            """, [id])
        return try rows.first.map { row throws(PostgresError) in try LibraryDownload(row: row) }
    }

    public func queue(limit: Int, as identity: Identity) throws -> QueueView {
        try database.transaction(as: identity) { connection in
            var lists: [LibraryDownload.State: [LibraryDownload]] = [:]
            for state in [LibraryDownload.State.downloading, .pending, .failed] {
                let rows = try connection.query(
                    """
                    select \(LibraryDownload.columns), null::text as video_path from public.library_downloads d
                    where d.state = $1 order by d.created_at desc, d.id limit $2
                    """, [state.rawValue, limit])
                lists[state] = try rows.map { row throws(PostgresError) in try LibraryDownload(row: row) }
            }
            var counts: [LibraryDownload.State: Int] = [.downloading: 0, .pending: 0, .failed: 0]
            let rows = try connection.query(
                "select state, count(*)::bigint as n from public.library_downloads where state <> 'completed' group by state")
            for row in rows {
                if let state = LibraryDownload.State(rawValue: try row.requireString("state")) { counts[state] = try row.requireInt("n") }
            }
            return QueueView(
                downloading: lists[.downloading] ?? [], pending: lists[.pending] ?? [], failed: lists[.failed] ?? [], counts: counts)
        }
    }

    public func retry(id: UUID, as identity: Identity) throws -> LibraryDownload? {
        let rows = try database.transaction(as: identity) { connection in
            try connection.query("select \(LibraryDownload.columns) from public.retry_download($1) d", [id])
        }
        return try rows.first.map { row throws(PostgresError) in try LibraryDownload(row: row) }
    }

    public func delete(at path: LibraryPath, as identity: Identity) throws -> Bool {
        try database.transaction(as: identity) { connection in
            try connection.query(
                "delete from public.library_videos where username = $1 and genre = $2 and stem = $3 and extension = $4",
                [path.username, path.genre, path.stem, path.fileExtension]
            ).affectedRows == 1
        }
    }

    /// `%`, `_` and the escape character itself match literally.
    static func escapeLike(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "%" || character == "_" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
