import Crypto
import Foundation
import FunctionRuntime
import Synchronization

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A fetched file, staged and measured.
public struct FetchedMedia: Sendable {
    public var stagedPath: String
    public var bytes: Int64
    public var contentType: String
    public var fileExtension: String
    public var sha256: String
    /// A name the source suggested (Content-Disposition, the URL's last component, the
    /// downloader's title), for the file stem when the request named no title.
    public var suggestedName: String?
    /// Metadata the source provided (the external downloader's info JSON), in the quick
    /// reference's field names.
    public var metadata: [String: JSONValue] = [:]
}

/// Why a fetch failed. `transient` failures are retried with backoff; `permanent` ones fail the
/// download at once with `code` and `message` for the user.
public struct FetchFailure: Error, Sendable, Equatable {
    public var transient: Bool
    public var code: String
    public var message: String

    public static func transient(_ code: String, _ message: String) -> FetchFailure {
        FetchFailure(transient: true, code: code, message: message)
    }

    public static func permanent(_ code: String, _ message: String) -> FetchFailure {
        FetchFailure(transient: false, code: code, message: message)
    }
}

public struct FetchLimits: Sendable {
    public var maxBytes: Int64
    /// No byte for this long fails the attempt (a stalled server).
    public var idleTimeout: TimeInterval
    /// The whole download.
    public var totalTimeout: TimeInterval
    public var addresses: AddressPolicy

    public init(maxBytes: Int64, idleTimeout: TimeInterval, totalTimeout: TimeInterval, addresses: AddressPolicy) {
        self.maxBytes = maxBytes
        self.idleTimeout = idleTimeout
        self.totalTimeout = totalTimeout
        self.addresses = addresses
    }
}

/// Fetches direct media URLs over HTTP(S) with URLSession (libcurl on Linux), streaming each
/// chunk to the staging file as it arrives: memory stays flat whatever the file's size. The
/// response must be video or audio (or a generic binary type whose URL names a media
/// extension); an HTML page is a platform page, which needs the external downloader.
public struct HTTPMediaFetcher: Sendable {
    public init() {}

    public func fetch(
        _ url: URL, into stagingPath: String, limits: FetchLimits, progress: @escaping @Sendable (Int64, Int64?) -> Void
    ) async throws(FetchFailure) -> FetchedMedia {
        if let refusal = limits.addresses.refusal(for: url, resolve: true) { throw .permanent("URL_REFUSED", refusal) }
        guard FileManager.default.createFile(atPath: stagingPath, contents: nil, attributes: [.posixPermissions: 0o600]),
            let handle = FileHandle(forWritingAtPath: stagingPath)
        else { throw .transient("STORAGE_FAILED", "could not write to storage") }
        let transfer = Transfer(url: url, handle: handle, limits: limits, progress: progress)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = limits.idleTimeout
        configuration.timeoutIntervalForResource = limits.totalTimeout
        configuration.httpAdditionalHeaders = ["User-Agent": "recipe-backend-library/1", "Accept": "video/*, audio/*, */*;q=0.1"]
        let session = URLSession(configuration: configuration, delegate: transfer, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let outcome: Result<FetchedMedia, FetchFailure> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                transfer.start(session: session, continuation: continuation)
            }
        } onCancel: {
            transfer.cancel()
        }
        try? handle.close()
        switch outcome {
        case .success(var media):
            media.stagedPath = stagingPath
            return media
        case .failure(let failure):
            try? FileManager.default.removeItem(atPath: stagingPath)
            throw failure
        }
    }

    /// Classifies a response before its body is read: nil to accept, else the failure.
    static func judge(status: Int, contentType: String?, declaredLength: Int64?, url: URL, limits: FetchLimits) -> FetchFailure? {
        switch status {
        case 200: break
        case 408, 425, 429, 500...599: return .transient("SOURCE_UNAVAILABLE", "the server answered \(status)")
        default: return .permanent("SOURCE_REFUSED", "the server answered \(status)")
        }
        if let declaredLength, declaredLength > limits.maxBytes {
            return .permanent("TOO_LARGE", "the file is \(declaredLength) bytes; the limit is \(limits.maxBytes)")
        }
        let type = (contentType ?? "").split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        if type.hasPrefix("video/") || type.hasPrefix("audio/") { return nil }
        if ["application/octet-stream", "binary/octet-stream", ""].contains(type), LibraryFormat.mediaExtension(ofName: url.path) != nil {
            return nil
        }
        if type == "text/html" || type == "application/xhtml+xml" {
            return .permanent(
                "NOT_A_MEDIA_FILE",
                "the URL is a web page, not a video file; platform pages need the operator's external downloader (DOWNLOADER_COMMAND)")
        }
        return .permanent("NOT_A_MEDIA_FILE", "the server sent \(type.isEmpty ? "no content type" : type), not video or audio")
    }

    /// One transfer's state, driven by URLSession's delegate callbacks on its own queue.
    final class Transfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
        struct State {
            var continuation: CheckedContinuation<Result<FetchedMedia, FetchFailure>, Never>?
            var failure: FetchFailure?
            var hasher = SHA256()
            var bytes: Int64 = 0
            var declared: Int64?
            var contentType = ""
            var finalURL: URL
            var suggestedName: String?
            var redirects = 0
            var task: URLSessionTask?
        }

        let handle: FileHandle
        let limits: FetchLimits
        let progress: @Sendable (Int64, Int64?) -> Void
        let state: Mutex<State>

        init(url: URL, handle: FileHandle, limits: FetchLimits, progress: @escaping @Sendable (Int64, Int64?) -> Void) {
            self.handle = handle
            self.limits = limits
            self.progress = progress
            self.state = Mutex(State(finalURL: url))
        }

        func start(session: URLSession, continuation: CheckedContinuation<Result<FetchedMedia, FetchFailure>, Never>) {
            let task = state.withLock { state in
                state.continuation = continuation
                let task = session.dataTask(with: URLRequest(url: state.finalURL))
                state.task = task
                return task
            }
            task.resume()
        }

        func cancel() {
            state.withLock { state in
                state.failure = state.failure ?? .transient("CANCELLED", "the worker stopped")
                return state.task
            }?.cancel()
        }

        func urlSession(
            _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest,
            completionHandler: @escaping @Sendable (URLRequest?) -> Void
        ) {
            let refusal: FetchFailure? = state.withLock { state in
                state.redirects += 1
                if state.redirects > 5 { return .permanent("TOO_MANY_REDIRECTS", "more than 5 redirects") }
                guard let url = request.url else { return .permanent("URL_REFUSED", "a redirect without a location") }
                if let reason = limits.addresses.refusal(for: url, resolve: true) {
                    return .permanent("URL_REFUSED", "redirected: \(reason)")
                }
                state.finalURL = url
                return nil
            }
            if let refusal {
                state.withLock { $0.failure = refusal }
                completionHandler(nil)
                task.cancel()
            } else {
                completionHandler(request)
            }
        }

        func urlSession(
            _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
            completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
        ) {
            let http = response as? HTTPURLResponse
            let contentType = http?.value(forHTTPHeaderField: "Content-Type")
            let declared = response.expectedContentLength >= 0 ? response.expectedContentLength : nil
            let failure: FetchFailure? = state.withLock { state in
                state.declared = declared
                state.contentType = contentType ?? ""
                state.suggestedName = http?.value(forHTTPHeaderField: "Content-Disposition").flatMap(Self.filename(fromDisposition:))
                let verdict = HTTPMediaFetcher.judge(
                    status: http?.statusCode ?? 0, contentType: contentType, declaredLength: declared, url: state.finalURL, limits: limits)
                if let verdict { state.failure = verdict }
                return verdict
            }
            completionHandler(failure == nil ? .allow : .cancel)
            if failure == nil { progress(0, declared) }
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            let (total, declared, over) = state.withLock { state -> (Int64, Int64?, Bool) in
                state.bytes += Int64(data.count)
                if state.bytes > limits.maxBytes {
                    state.failure = .permanent("TOO_LARGE", "the file is larger than \(limits.maxBytes) bytes")
                    return (state.bytes, state.declared, true)
                }
                state.hasher.update(data: data)
                return (state.bytes, state.declared, false)
            }
            if over {
                dataTask.cancel()
                return
            }
            do {
                try handle.write(contentsOf: data)
            } catch {
                state.withLock { $0.failure = .transient("STORAGE_FAILED", "could not write to storage") }
                dataTask.cancel()
                return
            }
            progress(total, declared)
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
            let (continuation, result) = state.withLock {
                state -> (CheckedContinuation<Result<FetchedMedia, FetchFailure>, Never>?, Result<FetchedMedia, FetchFailure>) in
                let continuation = state.continuation
                state.continuation = nil
                if let failure = state.failure { return (continuation, .failure(failure)) }
                if let error { return (continuation, .failure(Self.classify(error))) }
                if let declared = state.declared, declared != state.bytes {
                    return (continuation, .failure(.transient("TRUNCATED", "received \(state.bytes) of \(declared) bytes")))
                }
                guard state.bytes > 0 else { return (continuation, .failure(.permanent("EMPTY_FILE", "the server sent no bytes"))) }
                let digest = state.hasher.finalize().map { String(format: "%02x", $0) }.joined()
                let fileExtension =
                    LibraryFormat.fileExtension(forContentType: state.contentType)
                    ?? LibraryFormat.mediaExtension(ofName: state.finalURL.path) ?? ".mp4"
                let name =
                    state.suggestedName
                    ?? (state.finalURL.lastPathComponent.isEmpty ? nil : state.finalURL.deletingPathExtension().lastPathComponent)
                return (
                    continuation,
                    .success(
                        FetchedMedia(
                            stagedPath: "", bytes: state.bytes,
                            contentType: LibraryFormat.mediaTypes[fileExtension] ?? "application/octet-stream",
                            fileExtension: fileExtension, sha256: digest, suggestedName: name))
                )
            }
            continuation?.resume(returning: result)
        }

        static func classify(_ error: any Error) -> FetchFailure {
            let code = (error as? URLError)?.code
            switch code {
            case .timedOut?: return .transient("TIMEOUT", "the server stopped sending")
            case .unsupportedURL?, .badURL?: return .permanent("URL_REFUSED", "unsupported URL")
            case .cancelled?: return .transient("CANCELLED", "the download was interrupted")
            default: return .transient("NETWORK", "the connection failed (\((error as NSError).localizedDescription))")
            }
        }

        /// `attachment; filename="Soup.mp4"` → `Soup`.
        static func filename(fromDisposition header: String) -> String? {
            guard let range = header.range(of: "filename=") else { return nil }
            var name = header[range.upperBound...].split(separator: ";").first.map(String.init) ?? ""
            name = name.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
            let stem = (name as NSString).deletingPathExtension
            return stem.isEmpty ? nil : stem
        }
    }
}
