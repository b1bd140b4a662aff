import Database
import Foundation
import FunctionRuntime
import Logging
import Synchronization

/// How the workers behave; every figure has an environment variable (runner/CONFIGURATION.md).
public struct DownloadSettings: Sendable {
    /// `LIBRARY_MAX_FILE_BYTES`, default 2 GiB.
    public var maxBytes: Int64 = 2 << 30
    /// `DOWNLOAD_IDLE_TIMEOUT_SECONDS`: a server silent this long fails the attempt.
    public var idleTimeout: TimeInterval = 30
    public var totalTimeout: TimeInterval = 3600
    /// Retry backoff: `base × 4^(attempt−1)`, capped at an hour (5 s, 20 s, 80 s, …).
    public var backoffBaseSeconds: Double = 5
    public var leaseSeconds = 60
    /// How often progress is written and the lease renewed.
    public var heartbeatSeconds: Double = 2
    /// How long an idle worker waits before looking at the queue again.
    public var pollSeconds: Double = 1
    /// `DOWNLOAD_ALLOW_PRIVATE_HOSTS=1`: fetch from loopback and private networks (tests, one
    /// machine serving its own media). Off by default.
    public var allowPrivateHosts = false
    /// `DOWNLOADER_COMMAND`: the external downloader for platform pages; nil leaves it off.
    public var command: CommandFetcher?
    /// `LIBRARY_USER_QUOTA_BYTES`: what one user's library may hold in all (default 20 GiB; 0
    /// for no limit). Downloads and uploads both count.
    public var userQuotaBytes: Int64? = DownloadSettings.defaultUserQuotaBytes
    public static let defaultUserQuotaBytes: Int64 = 20 << 30

    /// The quota setting: nil (no limit) for 0, the default when unset or unreadable.
    public static func userQuota(_ text: String?) -> Int64? {
        guard let text, let bytes = Int64(text), bytes >= 0 else { return defaultUserQuotaBytes }
        return bytes == 0 ? nil : bytes
    }

    public init() {}

    public init(environment: [String: String]) {
        if let bytes = environment["LIBRARY_MAX_FILE_BYTES"].flatMap(Int64.init), bytes > 0 { maxBytes = bytes }
        if let seconds = environment["DOWNLOAD_IDLE_TIMEOUT_SECONDS"].flatMap(Double.init), seconds > 0 { idleTimeout = seconds }
        if let seconds = environment["DOWNLOAD_BACKOFF_SECONDS"].flatMap(Double.init), seconds >= 0 { backoffBaseSeconds = seconds }
        allowPrivateHosts = environment["DOWNLOAD_ALLOW_PRIVATE_HOSTS"] == "1"
        command = CommandFetcher(command: environment["DOWNLOADER_COMMAND"])
        userQuotaBytes = Self.userQuota(environment["LIBRARY_USER_QUOTA_BYTES"])
    }

    var limits: FetchLimits {
        FetchLimits(
            maxBytes: maxBytes, idleTimeout: idleTimeout, totalTimeout: totalTimeout,
            addresses: AddressPolicy(allowPrivate: allowPrivateHosts))
    }

    func backoff(afterAttempt attempt: Int) -> Double {
        min(3600, backoffBaseSeconds * pow(4, Double(max(attempt - 1, 0))))
    }
}

/// Drains the download queue: claims a due download, streams it to staging, checks it is media
/// (ffprobe), commits it to storage and creates the library entry; retries transient failures
/// with backoff and records permanent ones. Any number of workers, in any number of processes,
/// may run against one database.
public struct DownloadWorker: Sendable {
    public let name: String
    let queue: DownloadQueue
    let storage: LocalFolderStorage
    let settings: DownloadSettings
    let probe: MediaProbe
    let logger: Logger

    public init(
        name: String, database: Database, storage: LocalFolderStorage, settings: DownloadSettings, probe: MediaProbe, logger: Logger
    ) {
        self.name = name
        self.queue = DownloadQueue(database: database)
        self.storage = storage
        self.settings = settings
        self.probe = probe
        self.logger = logger
    }

    /// Runs until the task is cancelled. Database outages are waited out, never fatal.
    public func run() async {
        storage.sweepStaging(olderThan: 6 * 3600)
        while !Task.isCancelled {
            var worked = false
            do {
                worked = try await runOnce()
                if !worked { try collectGarbage() }
            } catch {
                logger.warning("download worker: queue unavailable", metadata: ["error": "\(error)"])
            }
            if !worked { try? await Task.sleep(for: .seconds(settings.pollSeconds)) }
        }
    }

    /// Removes the files of deleted entries.
    public func collectGarbage() throws {
        for key in try queue.takeGarbage(limit: 100) {
            try? storage.remove(key: key)
        }
    }

    /// Takes and processes one download; false when none was due.
    @discardableResult
    public func runOnce() async throws -> Bool {
        guard let download = try queue.claim(worker: name, leaseSeconds: settings.leaseSeconds) else { return false }
        var metadata: Logger.Metadata = ["downloadId": "\(download.id.uuidString.lowercased())", "attempt": "\(download.attempts)"]
        metadata["worker"] = "\(name)"
        if download.attempts > download.maxAttempts {
            // Its workers kept dying (a lease ran out every time): stop handing it out.
            try queue.fail(id: download.id, worker: name, code: "WORKER_LOST", message: "the download was interrupted too many times")
            return true
        }
        guard let url = URL(string: download.url) else {
            try queue.fail(id: download.id, worker: name, code: "URL_REFUSED", message: "not a URL")
            return true
        }
        let staging = try storage.stagingPath()
        do {
            let media = try await fetchWithHeartbeat(download, url: url, staging: staging)
            let video = try await store(media, for: download)
            let completed: LibraryVideo?
            do {
                completed = try queue.complete(id: download.id, worker: name, video: video, quotaBytes: settings.userQuotaBytes)
            } catch let full as LibraryQuotaExceeded {
                try? storage.remove(key: video.storageKey)
                throw FetchFailure.permanent(
                    "STORAGE_QUOTA_EXCEEDED", "the library is full (\(full.usedBytes) of \(full.limitBytes) bytes used)")
            }
            if completed == nil {
                // Another worker took over after our lease ran out; its copy wins.
                try? storage.remove(key: video.storageKey)
                logger.warning("download finished after its lease was taken", metadata: metadata)
            } else {
                logger.info("download completed", metadata: metadata.merging(["bytes": "\(media.bytes)"]) { $1 })
            }
        } catch let failure as FetchFailure {
            try? FileManager.default.removeItem(atPath: staging)
            if failure.transient && download.attempts < download.maxAttempts {
                let delay = settings.backoff(afterAttempt: download.attempts)
                try queue.reschedule(id: download.id, worker: name, delaySeconds: delay, code: failure.code, message: failure.message)
                logger.info(
                    "download will be retried", metadata: metadata.merging(["code": "\(failure.code)", "delay": "\(delay)"]) { $1 })
            } else {
                try queue.fail(id: download.id, worker: name, code: failure.code, message: failure.message)
                logger.info("download failed", metadata: metadata.merging(["code": "\(failure.code)"]) { $1 })
            }
        } catch {
            try? FileManager.default.removeItem(atPath: staging)
            // The database failed mid-way: the lease runs out and another attempt is made.
            throw error
        }
        return true
    }

    /// Fetches while a heartbeat writes progress and renews the lease; a lost lease stops it.
    private func fetchWithHeartbeat(_ download: LibraryDownload, url: URL, staging: String) async throws -> FetchedMedia {
        let latest = ProgressBox()
        let useCommand = settings.command != nil && Self.isPlatformPage(url)
        return try await withThrowingTaskGroup(of: FetchedMedia?.self) { group in
            group.addTask {
                if useCommand, let command = settings.command {
                    return try await command.fetch(url, into: staging, limits: settings.limits)
                }
                do throws(FetchFailure) {
                    return try await HTTPMediaFetcher().fetch(url, into: staging, limits: settings.limits) { done, total in
                        latest.value.withLock { $0 = (done, total) }
                    }
                } catch {
                    // A page we did not recognise as a platform's: the downloader may know it.
                    guard error.code == "NOT_A_MEDIA_FILE", let command = settings.command else { throw error }
                    return try await command.fetch(url, into: staging, limits: settings.limits)
                }
            }
            group.addTask {
                while true {
                    try await Task.sleep(for: .seconds(settings.heartbeatSeconds))
                    let (done, total) = latest.value.withLock { $0 }
                    let held = try queue.heartbeat(
                        id: download.id, worker: name, bytesDone: done, bytesTotal: total, leaseSeconds: settings.leaseSeconds)
                    if !held { throw FetchFailure.transient("LEASE_LOST", "another worker took the download over") }
                }
            }
            defer { group.cancelAll() }
            while let result = try await group.next() {
                if let media = result { return media }
            }
            throw FetchFailure.transient("CANCELLED", "the worker stopped")
        }
    }

    /// Checks the staged file is media, reads its duration, and commits it under a new key.
    private func store(_ media: FetchedMedia, for download: LibraryDownload) async throws -> NewLibraryVideo {
        var metadata = media.metadata
        switch await probe.inspect(path: media.stagedPath) {
        case .notMedia:
            throw FetchFailure.permanent("NOT_A_MEDIA_FILE", "the file is not playable video or audio")
        case .media(let duration, _):
            if metadata["duration"] == nil, let duration { metadata["duration"] = .int(Int64(duration.rounded())) }
        case .unknown:
            break
        }
        if metadata["platform"] == nil { metadata["platform"] = .string(download.genre) }
        let key = StorageKey.make(fileExtension: media.fileExtension)
        do {
            try storage.commit(staged: media.stagedPath, key: key)
        } catch {
            throw FetchFailure.transient("STORAGE_FAILED", "could not write to storage")
        }
        let title = download.title ?? metadata["title"]?.stringValue ?? media.suggestedName
        return NewLibraryVideo(
            ownerID: download.ownerID, genre: download.genre, stem: LibraryFormat.stem(from: title ?? "video"),
            fileExtension: media.fileExtension, storageKey: key, sizeBytes: media.bytes, contentType: media.contentType,
            sha256: media.sha256.isEmpty ? nil : media.sha256, title: title.map { String($0.prefix(500)) }, metadata: metadata,
            sourceURL: download.url)
    }

    /// URLs that are pages of the platforms the product imports from, never media files.
    static func isPlatformPage(_ url: URL) -> Bool {
        LibraryFormat.defaultGenre(for: url) != "web"
    }
}

/// The latest progress a transfer reported, read by the heartbeat.
final class ProgressBox: Sendable {
    let value = Mutex<(Int64, Int64?)>((0, nil))
}
