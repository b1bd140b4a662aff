import Database
import Domain
import Extraction
import FunctionRuntime
import Providers
import Recipes

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Looks up videos the catalogue does not know yet (the YouTube Data API's `videos.list`).
public protocol VideoDirectory: Sendable {
    func videos(ids: [String], deadline: Date) async throws(ProviderError) -> [DiscoveredVideo]
}

extension YouTubeClient: VideoDirectory {}

/// Recipe by video id: the stored result when it is current, otherwise exactly one extraction at
/// a time per video (a `recipe` lease); other requests for the same video wait for it, bounded by
/// their deadline, and a crashed extraction's lease expires so the next request takes over. A new
/// extractor version or changed inputs (`source_hash`) make a stored result stale.
public struct RecipeService: Sendable {
    let catalog: any RecipeCatalog
    let extractor: any RecipeExtractor
    let directory: (any VideoDirectory)?
    let singleFlight: SingleFlight
    let spend: any SpendGuard

    public init(
        catalog: any RecipeCatalog, extractor: any RecipeExtractor, directory: (any VideoDirectory)?, leases: any LeaseStore,
        spend: any SpendGuard = UnmeteredSpend(), pollInterval: Duration = .milliseconds(150)
    ) {
        self.spend = spend
        self.catalog = catalog
        self.extractor = extractor
        self.directory = directory
        self.singleFlight = SingleFlight(leases: leases, pollInterval: pollInterval)
    }

    /// Seconds kept before the deadline to answer after waiting for another extraction.
    static let answerReserve = 1.2

    public func recipe(for videoID: String, force: Bool = false, context: FunctionContext) async throws -> RecipeAnswer {
        guard VideoReference.isYouTubeID(videoID) else { throw ChefStreamErrors.invalidVideoID }
        let identity = context.identity
        var pending = try catalog.lookup(videoID, as: identity)
        if pending == nil { pending = try await discover(videoID, context: context) }
        guard let first = pending else { throw ChefStreamErrors.videoNotFound }
        let seen = first.recipe?.updatedAt
        let outcome = try await singleFlight.run(
            LeaseKey(.recipe, videoID), clock: context.clock, deadline: context.deadline, reserve: Self.answerReserve,
            lookup: { waited in
                // The first look reuses the read above: a cached recipe costs one round trip.
                let lookup = try pending ?? catalog.lookup(videoID, as: identity)
                pending = nil
                guard let lookup else { throw ChefStreamErrors.videoNotFound }
                guard let stored = lookup.recipe else { return nil }
                if !force, isCurrent(stored, hash: lookup.currentHash) { return answer(videoID, stored, cached: true) }
                // A failure on these same inputs is not retried on every request, only after a
                // backoff that doubles with each failure in a row.
                if !force, let wait = backoff(stored, hash: lookup.currentHash, now: context.now) {
                    return answer(videoID, stored, cached: true).retrying(after: wait)
                }
                // An extraction that finished while we waited answers everyone waiting, forced
                // or not (a failure too: the next request retries it).
                if waited, stored.updatedAt != seen { return answer(videoID, stored, cached: true) }
                return nil
            },
            produce: { lease in try await extract(videoID, lease: lease, context: context) })
        switch outcome {
        case .found(let answer), .produced(let answer): return answer
        case .busy: return .generating(videoID)
        }
    }

    /// What a failure is remembered against: the inputs and the extractor that failed on them.
    func inputsKey(_ hash: String) -> String { "\(hash)|\(extractor.version)" }

    /// Seconds until a failed extraction on unchanged inputs may be retried: 30 s after the
    /// first failure, doubling, at most 6 hours; nil when it may be retried now.
    func backoff(_ stored: StoredRecipe, hash: String, now: Date) -> Int? {
        guard stored.status == .failed, stored.consecutiveFailures > 0, stored.failedInputsKey == inputsKey(hash),
            let failedAt = stored.updatedAt
        else { return nil }
        let delay = Self.retryDelay(afterFailures: stored.consecutiveFailures)
        let remaining = failedAt.addingTimeInterval(delay).timeIntervalSince(now)
        return remaining > 0 ? max(1, Int(remaining.rounded(.up))) : nil
    }

    public static func retryDelay(afterFailures failures: Int) -> TimeInterval {
        min(30 * Double(1 << min(max(failures, 1) - 1, 20)), 6 * 3600)
    }

    func isCurrent(_ stored: StoredRecipe, hash: String) -> Bool {
        (stored.status == .ready || stored.status == .notRecipe || stored.status == .incomplete)
            && stored.extractorVersion == extractor.version
            && stored.sourceHash == hash
    }

    /// A video the catalogue does not know: fetched from YouTube when a key is configured.
    func discover(_ videoID: String, context: FunctionContext) async throws -> RecipeLookup? {
        guard let directory else { return nil }
        if let refusal = ChefStreamErrors.refused(try spend.admit(.youtubeVideos, context: context)) { throw refusal }
        let found: [DiscoveredVideo]
        do {
            found = try await directory.videos(ids: [videoID], deadline: context.deadline.addingTimeInterval(-2))
        } catch {
            throw ChefStreamErrors.searchFailed(error)
        }
        guard !found.isEmpty else { return nil }
        try catalog.upsert(found, source: "user")
        return try catalog.lookup(videoID, as: context.identity)
    }

    /// Extracts the recipe and stores the outcome (a failure too), releasing the lease with it.
    func extract(_ videoID: String, lease: Lease, context: FunctionContext) async throws -> RecipeAnswer {
        // A paid extractor (an LLM) is metered; refused, nothing is stored and the lease goes.
        if extractor.isPaid, let refusal = ChefStreamErrors.refused(try spend.admit(.llm, context: context)) { throw refusal }
        guard let inputs = try catalog.inputs(videoID) else { throw ChefStreamErrors.videoNotFound }
        let description = inputs.video.description ?? ""
        let chapters = ExtractionInput.chapters(in: description)
        let input = ExtractionInput(
            videoID: videoID, title: inputs.video.title, description: description.isEmpty ? nil : description,
            transcript: inputs.transcript, chapters: chapters, languageHint: inputs.video.languageHint)
        var sources: [RecipeSource] = []
        if !description.isEmpty { sources.append(RecipeSource(type: "description", payload: description)) }
        if let transcript = inputs.transcript, !transcript.isEmpty { sources.append(RecipeSource(type: "transcript", payload: transcript)) }
        if !chapters.isEmpty { sources.append(RecipeSource(type: "chapters", payload: chapters.joined(separator: "\n"))) }
        let started = context.clock.now()
        do {
            // Leave a second to answer after extracting.
            var output = try await extractor.extract(input, deadline: context.deadline.addingTimeInterval(-1))
            // Whatever the extractor (an LLM too), an empty recipe is not served as ready.
            output.result = output.result.withoutEmptyRecipe(recipeURL: RecipeLinks.find(in: description))
            let json = output.result.json
            let problems = RecipeSchema.validate(json)
            guard problems.isEmpty else { throw ExtractionError(.invalidOutput, problems.prefix(3).joined(separator: "; ")) }
            let status: RecipeStatus
            switch output.result {
            case .recipe: status = .ready
            case .notRecipe: status = .notRecipe
            case .incomplete: status = .incomplete
            }
            let record = ExtractionOutputRecord(
                status: status, json: json, extractorVersion: output.extractorVersion, confidence: output.confidence,
                inputs: output.inputsUsed)
            let storedAt = try catalog.save(videoID, output: record, sources: sources, sourceHash: inputs.hash, releasing: lease)
            context.logger.info(
                "recipe generated",
                metadata: [
                    "videoId": "\(videoID)", "status": "\(status.rawValue)", "extractor": "\(output.extractorVersion)",
                    "ms": "\(context.clock.milliseconds(since: started))",
                ])
            let stored = StoredRecipe(
                status: status, json: json, extractorVersion: output.extractorVersion, sourceHash: inputs.hash,
                confidence: output.confidence,
                inputs: output.inputsUsed, updatedAt: storedAt)
            return answer(videoID, stored, cached: false)
        } catch let error as PostgresError {
            throw error
        } catch {
            let failure = Self.failure(for: error)
            context.logger.error(
                "recipe generation failed", metadata: ["videoId": "\(videoID)", "code": "\(failure.code)", "error": "\(error)"])
            try catalog.fail(
                videoID, reason: "\(failure.code): \(failure.message)", extractorVersion: extractor.version,
                inputsKey: inputsKey(inputs.hash),
                releasing: lease)
            return RecipeAnswer(
                videoID: videoID, status: .failed, inputs: sources.map(\.type), extractorVersion: extractor.version, failure: failure)
        }
    }

    static func failure(for error: any Error) -> FunctionError {
        switch error {
        case let provider as ProviderError:
            switch provider.kind {
            case .quotaExceeded: return ChefStreamErrors.extractorQuotaExceeded
            case .timeout: return ChefStreamErrors.extractorTimeout
            default: return ChefStreamErrors.extractorUnavailable
            }
        case let extraction as ExtractionError:
            switch extraction.kind {
            case .refused: return ChefStreamErrors.extractionRefused
            case .truncated: return ChefStreamErrors.extractionTruncated
            case .timedOut: return ChefStreamErrors.extractionTookTooLong
            default: return ChefStreamErrors.extractionInvalid
            }
        default:
            return ChefStreamErrors.extractionFailed
        }
    }

    func answer(_ videoID: String, _ stored: StoredRecipe, cached: Bool) -> RecipeAnswer {
        switch stored.status {
        case .ready:
            return RecipeAnswer(
                videoID: videoID, status: .ready, cached: cached, recipe: stored.json, inputs: stored.inputs,
                extractorVersion: stored.extractorVersion, confidence: stored.confidence, generatedAt: stored.updatedAt)
        case .notRecipe, .incomplete:
            return RecipeAnswer(
                videoID: videoID, status: stored.status, cached: cached, recipe: stored.status == .incomplete ? stored.json : nil,
                reason: stored.json?["reason"]?.stringValue, inputs: stored.inputs, extractorVersion: stored.extractorVersion,
                confidence: stored.confidence, generatedAt: stored.updatedAt)
        case .failed, .generating:
            return RecipeAnswer(videoID: videoID, status: .failed, cached: cached, extractorVersion: stored.extractorVersion)
        }
    }
}
