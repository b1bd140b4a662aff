import Foundation
import FunctionRuntime
import Library

/// The video library of the iOS API quick reference:
/// - `POST /api/v1/download` queues a URL; `GET /api/v1/status/{id}`, `GET /api/v1/downloads/queue`
///   and `POST /api/v1/downloads/retry/{id}` follow it;
/// - `GET /api/v1/downloads/videos` lists, `GET /api/v1/downloads/structure` sums up;
/// - `GET /api/v1/downloads/stream/{path}` authorises and resolves a file, and answers with an
///   internal redirect (`x-accel-redirect`) the runner serves from storage with Range support, so
///   the bytes never pass through this process; the `.json` companion is answered here;
/// - `DELETE /api/v1/downloads/videos/{path}` removes an entry (its file is collected);
/// - `POST /api/v1/downloads/upload` puts a camera-roll video in the library: the runner streams
///   the multipart body to a staging file and reports it (`UploadReport`); this commits it.
/// Every read and write runs as the caller: a user's library is theirs alone.
struct LibraryHandler: FunctionHandler {
    let store: any LibraryStore
    var settings = Settings()
    /// Commits uploads the runner staged; nil when this server has no library storage.
    var uploads: LibraryUploads? = nil

    struct Settings: Sendable {
        /// Downloads one user may have pending or running at once.
        var maxWaitingDownloads = 20
        /// Entries of each queue list (the counts stay exact).
        var queueListLimit = 100
        var maxPageSize = 200
        /// Refuses private and loopback URLs at submission (the workers check again on resolution).
        var addresses = AddressPolicy(allowPrivate: false)
    }

    var errorStyle: ErrorStyle { .coded }
    /// Users, on their own library; the service role, on every library (operators' tools).
    var access: Access { .anyone }

    enum Request: FunctionRequest, Equatable {
        case submit(url: String, genre: String?, title: String?)
        case status(UUID?)
        case queue
        case retry(UUID?)
        case videos(VideoQuery)
        case structure
        case stream(LibraryPath)
        case delete(LibraryPath)
        case upload(UploadReport)

        init(_ envelope: RequestEnvelope) throws(FunctionError) {
            let route = envelope.routeKey
            let parameter = { (name: String) in envelope.pathParameters?[name] ?? "" }
            switch route {
            case "POST /api/v1/download":
                let fields = FieldReader(try envelope.jsonObject())
                let missing = fields.missing(["url"])
                guard missing.isEmpty else { throw CommonErrors.missingFields(missing) }
                self = .submit(
                    url: try fields.string("url", maxLength: 2048) ?? "", genre: try fields.string("genre", maxLength: 64),
                    title: try fields.string("title", maxLength: 500))
            case "GET /api/v1/status/{id}": self = .status(UUID(uuidString: parameter("id")))
            case "GET /api/v1/downloads/queue": self = .queue
            case "POST /api/v1/downloads/retry/{download_id}": self = .retry(UUID(uuidString: parameter("download_id")))
            case "GET /api/v1/downloads/videos": self = .videos(try Self.videoQuery(envelope))
            case "GET /api/v1/downloads/structure": self = .structure
            case "GET /api/v1/downloads/stream/{path+}":
                guard let path = LibraryPath(parameter("path")) else { throw LibraryErrors.invalidPath }
                self = .stream(path)
            case "DELETE /api/v1/downloads/videos/{path+}":
                guard let path = LibraryPath(parameter("path")), !path.isCompanion else { throw LibraryErrors.invalidPath }
                self = .delete(path)
            case "POST /api/v1/downloads/upload":
                guard let report = UploadReport(json: .object(try envelope.jsonObject())) else {
                    throw CommonErrors.invalidEnvelope
                }
                self = .upload(report)
            default:
                throw CommonErrors.invalidEnvelope
            }
        }

        static func videoQuery(_ envelope: RequestEnvelope) throws(FunctionError) -> VideoQuery {
            var query = VideoQuery()
            query.username = envelope.query("username")
            if let genre = envelope.query("genre") {
                guard LibraryFormat.isValidGenre(genre) else { throw LibraryErrors.invalidGenre }
                query.genre = genre
            }
            if let search = envelope.query("search") {
                guard search.count <= 200 else { throw LibraryErrors.invalidParameter("search", expected: "at most 200 characters") }
                query.search = search
            }
            if let sort = envelope.query("sort") {
                guard let value = VideoQuery.Sort(rawValue: sort) else {
                    throw LibraryErrors.invalidParameter("sort", expected: VideoQuery.Sort.allCases.map(\.rawValue).joined(separator: ", "))
                }
                query.sort = value
            }
            if let limit = envelope.query("limit") {
                // Larger limits are capped, not refused: the quick reference's client asks for 50.
                guard let value = Int(limit), value >= 1 else { throw LibraryErrors.invalidParameter("limit", expected: "an integer ≥ 1") }
                query.limit = min(value, 200)
            }
            if let offset = envelope.query("offset") {
                guard let value = Int(offset), (0...1_000_000).contains(value) else {
                    throw LibraryErrors.invalidParameter("offset", expected: "an integer from 0 to 1000000")
                }
                query.offset = value
            }
            return query
        }
    }

    struct Response: FunctionResponse {
        var statusCode = 200
        var headers: [String: String] = [:]
        var json: JSONValue
    }

    func handle(_ request: Request, context: FunctionContext) async throws -> Response {
        let identity = context.identity
        guard identity.role == .serviceRole || (identity.role == .authenticated && identity.userID != nil) else {
            throw CommonErrors.noToken
        }
        switch request {
        case .submit(let url, let genre, let title):
            // A download belongs to a user's library; the service role has none.
            guard identity.role == .authenticated else { throw CommonErrors.roleNotAllowed }
            let (address, resolvedGenre) = try validatedSubmission(url: url, genre: genre)
            guard
                let download = try store.queueDownload(
                    url: address, genre: resolvedGenre, title: title?.trimmed.nilIfEmpty, maxWaiting: settings.maxWaitingDownloads,
                    as: identity)
            else { throw LibraryErrors.tooManyDownloads(limit: settings.maxWaitingDownloads) }
            context.logger.info("download queued", metadata: ["downloadId": "\(download.id.uuidString.lowercased())"])
            var body = download.json.objectValue ?? [:]
            body["status_url"] = .string("/api/v1/status/\(download.id.uuidString.lowercased())")
            return Response(statusCode: 202, json: .object(body))
        case .status(let id):
            guard let id, let download = try store.download(id: id, as: identity) else { throw LibraryErrors.downloadNotFound }
            return Response(headers: ["cache-control": "no-store"], json: download.json)
        case .queue:
            let view = try store.queue(limit: settings.queueListLimit, as: identity)
            let counts = view.counts
            let downloading = counts[.downloading] ?? 0
            let pending = counts[.pending] ?? 0
            let failed = counts[.failed] ?? 0
            return Response(
                headers: ["cache-control": "no-store"],
                json: [
                    "downloading": .array(view.downloading.map(\.json)), "pending": .array(view.pending.map(\.json)),
                    "failed": .array(view.failed.map(\.json)),
                    "counts": [
                        "downloading": .int(Int64(downloading)), "pending": .int(Int64(pending)), "failed": .int(Int64(failed)),
                        "total": .int(Int64(downloading + pending + failed)),
                    ],
                ])
        case .retry(let id):
            guard let id, let download = try store.retry(id: id, as: identity) else { throw LibraryErrors.downloadNotFound }
            guard download.state == .pending else { throw LibraryErrors.downloadNotFailed(state: download.state.rawValue) }
            return Response(statusCode: 202, json: download.json)
        case .videos(let query):
            let page = try store.videos(query, as: identity)
            return Response(
                headers: ["cache-control": "private, no-cache"],
                json: [
                    "videos": .array(page.videos.map { $0.listing(now: context.now) }), "total": .int(Int64(page.total)),
                    "has_more": .bool(query.offset + page.videos.count < page.total),
                ])
        case .structure:
            return Response(headers: ["cache-control": "private, no-cache"], json: Self.structure(try store.structure(as: identity)))
        case .stream(let path):
            guard let video = try store.video(at: path, as: identity), path.isCompanion || path.fileExtension == video.fileExtension else {
                throw LibraryErrors.videoNotFound
            }
            if path.isCompanion {
                return Response(headers: ["cache-control": "private, no-cache"], json: video.companion())
            }
            return Response(
                headers: [
                    "x-accel-redirect": video.storageKey, "content-type": video.contentType, "etag": video.etag,
                    "last-modified": Self.httpDate(video.modifiedAt), "cache-control": "private, max-age=3600",
                    "content-disposition": "inline; filename=\"\(video.filename)\"",
                ],
                json: .null)
        case .upload(let report):
            guard identity.role == .authenticated, let owner = identity.userID else { throw CommonErrors.roleNotAllowed }
            return try await upload(report, owner: owner, context: context)
        case .delete(let path):
            guard try store.delete(at: path, as: identity) else { throw LibraryErrors.videoNotFound }
            return Response(json: ["deleted": true, "path": .string("\(path.username)/\(path.genre)/\(path.stem)\(path.fileExtension)")])
        }
    }

    func upload(_ report: UploadReport, owner: UserID, context: FunctionContext) async throws -> Response {
        switch report.refusal {
        case .tooLarge(let limit)?: throw LibraryErrors.uploadTooLarge(limit: Int(limit))
        case .malformed(let reason)?: throw LibraryErrors.invalidUpload(reason)
        case nil: break
        }
        guard let file = report.file else {
            throw LibraryErrors.invalidUpload("no file: send the video as the multipart field `file` with a filename")
        }
        guard let uploads else { throw LibraryErrors.storageUnavailable }
        let genre = report.fields["genre"]?.trimmed.lowercased().nilIfEmpty ?? "uploads"
        guard LibraryFormat.isValidGenre(genre) else { throw LibraryErrors.invalidGenre }
        let title = report.fields["title"]?.trimmed.nilIfEmpty.map { String($0.prefix(500)) }
        let video = try await uploads.commit(file, owner: owner, genre: genre, title: title)
        context.logger.info("upload stored", metadata: ["bytes": "\(video.sizeBytes)", "genre": "\(genre)"])
        var body = video.listing(now: context.now).objectValue ?? [:]
        body["success"] = true
        body["stream_url"] = .string("/api/v1/downloads/stream/" + video.path)
        return Response(statusCode: 201, json: .object(body))
    }

    /// The URL as it will be fetched, and the genre (the request's, else the URL's platform).
    func validatedSubmission(url: String, genre: String?) throws(FunctionError) -> (String, String) {
        let trimmed = url.trimmed
        if trimmed.lowercased().hasPrefix("file:") {
            throw LibraryErrors.invalidURL("a file:// URL names a file on the device, which the server cannot reach")
        }
        guard let parsed = URL(string: trimmed) else { throw LibraryErrors.invalidURL("not a URL") }
        if let refusal = settings.addresses.refusal(for: parsed, resolve: false) { throw LibraryErrors.invalidURL(refusal) }
        let chosen = genre?.trimmed.lowercased().nilIfEmpty ?? LibraryFormat.defaultGenre(for: parsed)
        guard LibraryFormat.isValidGenre(chosen) else { throw LibraryErrors.invalidGenre }
        return (parsed.absoluteString, chosen)
    }

    /// The quick reference's folder tree, users and genres in name order.
    static func structure(_ folders: [GenreTotals]) -> JSONValue {
        var users: [JSONValue] = []
        var allVideos = 0
        var allBytes: Int64 = 0
        for username in Array(Set(folders.map(\.username))).sorted() {
            let mine = folders.filter { $0.username == username }
            var genres: [String: JSONValue] = [:]
            for folder in mine {
                genres[folder.genre] = [
                    "count": .int(Int64(folder.count)), "size_bytes": .int(folder.bytes),
                    "size_formatted": .string(LibraryFormat.size(folder.bytes)),
                ]
            }
            let videos = mine.reduce(0) { $0 + $1.count }
            let bytes = mine.reduce(Int64(0)) { $0 + $1.bytes }
            allVideos += videos
            allBytes += bytes
            users.append([
                "username": .string(username), "genres": .object(genres), "total_videos": .int(Int64(videos)),
                "total_size_bytes": .int(bytes), "total_size_formatted": .string(LibraryFormat.size(bytes)),
            ])
        }
        return [
            "users": .array(users), "total_videos": .int(Int64(allVideos)), "total_size_bytes": .int(allBytes),
            "total_size_formatted": .string(LibraryFormat.size(allBytes)),
        ]
    }

    /// RFC 9110 `Last-Modified`: `Sun, 15 Dec 2024 10:30:00 GMT`.
    static func httpDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }
}

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
