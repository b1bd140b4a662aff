import Foundation
import FunctionRuntime
import HTTPTypes
import Hummingbird
import Library
import NIOCore
import _NIOFileSystem

/// Serves a function's internal redirect (`x-accel-redirect: <storage key>`, the nginx pattern)
/// from the library's storage: the function authorised the request and named the file; the
/// runner streams it from disk in chunks (memory stays flat whatever the file's size) with
/// single byte ranges, as AVPlayer needs:
/// - `Range: bytes=a-b`, `bytes=a-`, `bytes=-n` → 206 with `Content-Range`;
/// - a range starting past the end (or `-0`) → 416 with `Content-Range: bytes */size`;
/// - `If-Range` that does not match the ETag or Last-Modified → the whole file (200);
/// - several ranges, or a malformed header → the whole file (RFC 9110 lets a server ignore Range);
/// - `If-None-Match` matching the ETag → 304.
public struct StorageResponder: Sendable {
    public let storage: LocalFolderStorage
    /// Receives uploads into the same storage.
    let uploads: UploadReceiver
    let fileIO = FileIO()

    /// `maxUploadBytes`: the library's file limit (`LIBRARY_MAX_FILE_BYTES`, as for downloads).
    public init(storage: LocalFolderStorage, maxUploadBytes: Int64 = DownloadSettings().maxBytes) {
        self.storage = storage
        uploads = UploadReceiver(storage: storage, maxFileBytes: maxUploadBytes)
    }

    public enum RangeRequest: Equatable, Sendable {
        case whole
        case bytes(ClosedRange<Int64>)
        case unsatisfiable
    }

    /// Interprets a Range header against a file of `size` bytes.
    public static func range(_ header: String?, size: Int64) -> RangeRequest {
        guard let header, size > 0 else { return .whole }
        let trimmed = header.trimmingCharacters(in: .whitespaces)
        guard trimmed.lowercased().hasPrefix("bytes=") else { return .whole }
        let spec = trimmed.dropFirst(6).trimmingCharacters(in: .whitespaces)
        guard !spec.contains(","), let dash = spec.firstIndex(of: "-") else { return .whole }
        let first = spec[..<dash].trimmingCharacters(in: .whitespaces)
        let last = spec[spec.index(after: dash)...].trimmingCharacters(in: .whitespaces)
        let isDigits = { (text: String) in !text.isEmpty && text.count <= 19 && text.utf8.allSatisfy { (48...57).contains($0) } }
        if first.isEmpty {
            // Suffix: the last n bytes.
            guard isDigits(last), let count = Int64(last) else { return .whole }
            guard count > 0 else { return .unsatisfiable }
            return .bytes(max(0, size - count)...(size - 1))
        }
        guard isDigits(first), let start = Int64(first) else { return .whole }
        if last.isEmpty { return start < size ? .bytes(start...(size - 1)) : .unsatisfiable }
        guard isDigits(last), let end = Int64(last), end >= start else { return .whole }
        return start < size ? .bytes(start...min(end, size - 1)) : .unsatisfiable
    }

    func respond(
        to envelope: ResponseEnvelope, request: Request, context: some Hummingbird.RequestContext, notFound: () -> Response
    ) async -> Response {
        let headers = envelope.headers ?? [:]
        // The size comes from NIO's file system on its thread pool: a stat must not block the
        // event loop (a slow or network disk would stall every connection on it).
        guard let key = headers["x-accel-redirect"], let path = storage.objectPath(for: key),
            let info = try? await FileSystem.shared.info(forFileAt: .init(path)), info.type == .regular
        else { return notFound() }
        let size = Int64(info.size)
        guard size > 0 else { return notFound() }
        var fields = HTTPFields()
        for (name, value) in headers {
            guard let field = HTTPField.Name(name), !Self.notForwarded.contains(name.lowercased()) else { continue }
            fields[field] = value
        }
        fields[.acceptRanges] = "bytes"
        let etag = headers["etag"]
        let lastModified = headers["last-modified"]
        if let match = request.headers[.ifNoneMatch], let etag,
            match == "*" || match.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == etag })
        {
            return Response(status: .notModified, headers: fields)
        }
        var range = Self.range(request.headers[.range], size: size)
        if let ifRange = request.headers[.ifRange], ifRange != etag && ifRange != lastModified || ifRange.hasPrefix("W/") {
            // The client's copy is another version: send the whole current file.
            range = .whole
        }
        let isHead = request.method == .head
        let status: HTTPResponse.Status
        let bytes: ClosedRange<Int64>
        switch range {
        case .unsatisfiable:
            fields[.contentRange] = "bytes */\(size)"
            fields[.contentType] = "application/json"
            let body = #"{"error":"Range not satisfiable","code":"RANGE_NOT_SATISFIABLE","size":\#(size)}"#
            return Response(status: .rangeNotSatisfiable, headers: fields, body: .init(byteBuffer: ByteBuffer(string: body)))
        case .whole:
            status = .ok
            bytes = 0...(size - 1)
        case .bytes(let requested):
            status = .partialContent
            bytes = requested
            fields[.contentRange] = "bytes \(requested.lowerBound)-\(requested.upperBound)/\(size)"
        }
        fields[.contentLength] = String(bytes.count)
        if isHead { return Response(status: status, headers: fields) }
        do {
            let body = try await fileIO.loadFile(
                path: path, range: Int(bytes.lowerBound)...Int(bytes.upperBound), context: context, chunkLength: 256 * 1024)
            return Response(status: status, headers: fields, body: body)
        } catch {
            // Removed between the stat and the open.
            return notFound()
        }
    }

    /// The redirect itself never reaches the client; the length is the runner's to state.
    static let notForwarded: Set<String> = ["x-accel-redirect", "content-length", "transfer-encoding", "connection", "x-request-id"]
}
