import Foundation
import FunctionRuntime
import ProcessKit

/// The operator's external downloader for URLs that are pages, not files (YouTube, TikTok,
/// Instagram): `DOWNLOADER_COMMAND` is an executable path plus fixed arguments separated by
/// spaces, run without a shell as `<command> <arguments…> <url> <output folder>`; it must leave one
/// video or audio file in the folder, and may leave an `*.info.json` beside it (yt-dlp's
/// `--write-info-json` format, whose field names the library's metadata companion uses). Off by
/// default: the operator who turns it on answers for the sites' terms of service.
public struct CommandFetcher: Sendable {
    public let executable: String
    public let arguments: [String]
    public let timeout: Duration

    /// Nil when unset or blank.
    public init?(command: String?, timeout: Duration = .seconds(1800)) {
        let parts = (command ?? "").split(separator: " ").map(String.init)
        guard let first = parts.first else { return nil }
        executable = first
        arguments = Array(parts.dropFirst())
        self.timeout = timeout
    }

    public func fetch(_ url: URL, into stagingPath: String, limits: FetchLimits) async throws(FetchFailure) -> FetchedMedia {
        let folder = stagingPath + ".d"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .transient("STORAGE_FAILED", "could not write to storage")
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = await ProcessRunner.run(
            ProcessSpec(
                executable: executable, arguments: arguments + [url.absoluteString, folder],
                environment: ["PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": folder], stdin: [], timeout: timeout,
                maxStdoutBytes: 1 << 20),
            stderrLine: { _ in })
        switch outcome {
        case .exited(0, _): break
        case .timedOut: throw .transient("DOWNLOADER_TIMEOUT", "the external downloader did not finish in time")
        default: throw .transient("DOWNLOADER_FAILED", "the external downloader failed")
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let media = names.compactMap { name -> (name: String, ext: String, size: Int64)? in
            guard let ext = LibraryFormat.mediaExtension(ofName: name) else { return nil }
            let size = (try? FileManager.default.attributesOfItem(atPath: folder + "/" + name))?[.size] as? Int64 ?? 0
            return (name, ext, size)
        }
        guard let chosen = media.max(by: { $0.size < $1.size }), chosen.size > 0 else {
            throw .permanent("NOT_A_MEDIA_FILE", "the external downloader produced no video or audio file")
        }
        guard chosen.size <= limits.maxBytes else {
            throw .permanent("TOO_LARGE", "the file is \(chosen.size) bytes; the limit is \(limits.maxBytes)")
        }
        do {
            try FileManager.default.moveItem(atPath: folder + "/" + chosen.name, toPath: stagingPath)
        } catch {
            throw .transient("STORAGE_FAILED", "could not write to storage")
        }
        let info =
            names.first { $0.hasSuffix(".info.json") }
            .flatMap { FileManager.default.contents(atPath: folder + "/" + $0) }
            .flatMap { String(data: $0, encoding: .utf8) }.flatMap(JSONCoding.parseBody)?.removingNUL().objectValue ?? [:]
        return FetchedMedia(
            stagedPath: stagingPath, bytes: chosen.size, contentType: LibraryFormat.mediaTypes[chosen.ext] ?? "application/octet-stream",
            fileExtension: chosen.ext, sha256: Self.sha256(ofFile: stagingPath) ?? "",
            suggestedName: info["title"]?.stringValue ?? (chosen.name as NSString).deletingPathExtension,
            metadata: Self.metadata(fromInfo: info))
    }

    /// The fields of yt-dlp's info JSON the companion carries, typed as the quick reference types them.
    static func metadata(fromInfo info: [String: JSONValue]) -> [String: JSONValue] {
        var metadata: [String: JSONValue] = [:]
        for key in ["id", "title", "description", "uploader", "thumbnail", "webpage_url", "upload_date"] {
            if let text = info[key]?.stringValue { metadata[key] = .string(String(text.prefix(5000))) }
        }
        if let platform = info["extractor_key"]?.stringValue ?? info["extractor"]?.stringValue {
            metadata["platform"] = .string(platform.lowercased())
        }
        for key in ["duration", "view_count", "like_count"] {
            switch info[key] {
            case .int(let value)?: metadata[key] = .int(value)
            case .double(let value)? where value.isFinite: metadata[key] = .int(Int64(value.rounded()))
            default: break
            }
        }
        return metadata
    }

    static func sha256(ofFile path: String) -> String? {
        MediaChecksum.sha256(ofFile: path)
    }
}
