import Domain
import Extraction
import Foundation
import FunctionRuntime
import Logging
import Providers
import Recipes

/// The answer to "what is the recipe of this video?".
public struct RecipeAnswer: Sendable, Equatable {
    public enum Status: String, Sendable {
        case ready
        case notRecipe = "not_recipe"
        case failed
        case generating
    }

    public var videoID: String
    public var status: Status
    public var cached: Bool
    public var recipe: JSONValue?
    public var reason: String?
    public var inputs: [String]
    public var extractorVersion: String?
    public var confidence: Double?
    public var generatedAt: Date?
    public var failure: FunctionError?

    /// The response body: always which inputs were used, whether values are estimated, and the
    /// extractor version.
    public var json: JSONValue {
        var body: [String: JSONValue] = [
            "videoId": .string(videoID),
            "status": .string(status.rawValue),
            "cached": .bool(cached),
            "recipe": recipe ?? .null,
            "inputs": .array(inputs.map(JSONValue.string)),
            "isEstimated": .bool(recipe?["flags"]?["is_estimated"]?.boolValue ?? false),
            "extractorVersion": .optional(extractorVersion),
            "schemaVersion": .int(Int64(RecipeDocument.schemaVersion)),
            "language": "en",
            "confidence": .optional(confidence.map { ($0 * 100).rounded() / 100 }),
            "generatedAt": .optional(generatedAt.map(Timestamp.iso8601)),
        ]
        switch status {
        case .ready:
            body["translation"] = recipe?["flags"]?["translation"] ?? .null
        case .notRecipe:
            body["reason"] = .optional(reason)
            body["message"] = "No recipe available for this video."
        case .failed:
            body["message"] = "No recipe available for this video."
            body["retryable"] = true
            if let failure { body["failure"] = ["code": .string(failure.code), "message": .string(failure.message)] }
        case .generating:
            body["message"] = "The recipe is being prepared. Try again shortly."
            body["retryAfterMs"] = 1000
        }
        return .object(body)
    }
}

/// Recipe by video id: the stored result when it is current, otherwise exactly one generation
/// at a time per video. A generation holds a lease in the `recipes` row; other requests for the
/// same video wait for it (bounded), and a crashed generation's lease expires so the next request
/// takes over. A new extractor version or changed inputs (`source_hash`) make a stored result stale.
public struct RecipeService: Sendable {
    let store: CatalogStore
    let extractor: any RecipeExtractor
    let youtube: YouTubeClient?
    let pollInterval: Duration

    public init(store: CatalogStore, extractor: any RecipeExtractor, youtube: YouTubeClient?, pollInterval: Duration = .milliseconds(150)) {
        self.store = store
        self.extractor = extractor
        self.youtube = youtube
        self.pollInterval = pollInterval
    }

    public static let invalidVideoID = FunctionError(
        status: 400, code: "INVALID_VIDEO_ID", message: "videoId must be an 11-character YouTube video id")
    public static let videoNotFound = FunctionError(status: 404, code: "VIDEO_NOT_FOUND", message: "Unknown video")

    public func recipe(for videoID: String, identity: Identity, deadline: Date, force: Bool = false, logger: Logger) async throws
        -> RecipeAnswer
    {
        guard VideoReference.isYouTubeID(videoID) else { throw Self.invalidVideoID }
        var lookup = try store.lookup(videoID, as: identity)
        if lookup == nil {
            lookup = try await discover(videoID, identity: identity, deadline: deadline)
        }
        guard var current = lookup else { throw Self.videoNotFound }
        // Leave time to answer after waiting or extracting.
        let workDeadline = deadline.addingTimeInterval(-1)
        while true {
            if !force, let stored = current.recipe, isCurrent(stored, hash: current.currentHash) {
                return answer(videoID, stored, cached: true)
            }
            if current.recipe?.status == "generating", current.recipe?.leaseActive == true {
                guard Date().addingTimeInterval(0.2) < workDeadline else { return RecipeAnswer.generating(videoID) }
                try await Task.sleep(for: pollInterval)
                guard let refreshed = try store.lookup(videoID, as: identity) else { throw Self.videoNotFound }
                current = refreshed
                // A generation that finished answers everyone waiting, forced or not.
                if let stored = current.recipe, stored.status != "generating" { return answer(videoID, stored, cached: true) }
                continue
            }
            let lease = max(5, Int(deadline.timeIntervalSinceNow.rounded(.up)) + 5)
            if try store.claim(videoID, leaseSeconds: lease, extractorVersion: extractor.version) {
                return try await generate(videoID, deadline: workDeadline, logger: logger)
            }
            // Someone else claimed it between our read and our claim: wait for them.
            guard let refreshed = try store.lookup(videoID, as: identity) else { throw Self.videoNotFound }
            current = refreshed
        }
    }

    func isCurrent(_ stored: StoredRecipe, hash: String) -> Bool {
        (stored.status == "ready" || stored.status == "not_recipe") && stored.extractorVersion == extractor.version
            && stored.sourceHash == hash
    }

    /// A video the catalogue does not know: fetched from YouTube when a key is configured.
    func discover(_ videoID: String, identity: Identity, deadline: Date) async throws -> RecipeLookup? {
        guard let youtube else { return nil }
        let found: [DiscoveredVideo]
        do {
            found = try await youtube.videos(ids: [videoID], deadline: deadline.addingTimeInterval(-2))
        } catch {
            throw SearchService.unavailable(error)
        }
        guard !found.isEmpty else { return nil }
        try store.upsert(found, source: "user")
        return try store.lookup(videoID, as: identity)
    }

    func generate(_ videoID: String, deadline: Date, logger: Logger) async throws -> RecipeAnswer {
        guard let inputs = try store.inputs(videoID) else { throw Self.videoNotFound }
        let description = inputs.video.description ?? ""
        let chapters = ExtractionInput.chapters(in: description)
        let input = ExtractionInput(
            videoID: videoID, title: inputs.video.title, description: description.isEmpty ? nil : description,
            transcript: inputs.transcript,
            chapters: chapters, languageHint: inputs.video.languageHint)
        var sources: [(type: String, payload: String)] = []
        if !description.isEmpty { sources.append(("description", description)) }
        if let transcript = inputs.transcript, !transcript.isEmpty { sources.append(("transcript", transcript)) }
        if !chapters.isEmpty { sources.append(("chapters", chapters.joined(separator: "\n"))) }
        let started = Date()
        do {
            let output = try await extractor.extract(input, deadline: deadline)
            let json = output.result.json
            let problems = RecipeSchema.validate(json)
            guard problems.isEmpty else { throw ExtractionError(.invalidOutput, problems.prefix(3).joined(separator: "; ")) }
            let status: String
            if case .recipe = output.result { status = "ready" } else { status = "not_recipe" }
            try store.save(
                videoID,
                output: .init(
                    status: status, json: json, extractorVersion: output.extractorVersion, confidence: output.confidence,
                    inputs: output.inputsUsed),
                sources: sources, sourceHash: inputs.hash)
            logger.info(
                "recipe generated",
                metadata: [
                    "videoId": "\(videoID)", "status": "\(status)", "extractor": "\(output.extractorVersion)",
                    "ms": "\(Int(Date().timeIntervalSince(started) * 1000))",
                ])
            let stored = StoredRecipe(
                status: status, json: json, schemaVersion: RecipeDocument.schemaVersion, extractorVersion: output.extractorVersion,
                sourceHash: inputs.hash, confidence: output.confidence, inputs: output.inputsUsed, leaseActive: false, updatedAt: Date(),
                error: nil)
            return answer(videoID, stored, cached: false)
        } catch {
            let failure = Self.failure(for: error)
            logger.error("recipe generation failed", metadata: ["videoId": "\(videoID)", "code": "\(failure.code)", "error": "\(error)"])
            try store.fail(videoID, reason: "\(failure.code): \(failure.message)")
            var answer = RecipeAnswer.generating(videoID)
            answer.status = .failed
            answer.extractorVersion = extractor.version
            answer.failure = failure
            answer.inputs = sources.map(\.type)
            return answer
        }
    }

    static func failure(for error: any Error) -> FunctionError {
        switch error {
        case let provider as ProviderError:
            let code =
                provider.kind == .quotaExceeded
                ? "EXTRACTOR_QUOTA_EXCEEDED" : (provider.kind == .timeout ? "EXTRACTOR_TIMEOUT" : "EXTRACTOR_UNAVAILABLE")
            return FunctionError(status: 503, code: code, message: "The recipe extractor is unavailable")
        case let extraction as ExtractionError:
            switch extraction.kind {
            case .refused: return FunctionError(status: 422, code: "EXTRACTION_REFUSED", message: "The extractor declined this video")
            case .truncated: return FunctionError(status: 422, code: "EXTRACTION_TRUNCATED", message: "The extractor's answer was cut off")
            case .timedOut: return FunctionError(status: 504, code: "EXTRACTOR_TIMEOUT", message: "The extractor took too long")
            default:
                return FunctionError(
                    status: 422, code: "EXTRACTION_INVALID", message: "The extractor's answer did not match the recipe schema")
            }
        default:
            return FunctionError(status: 500, code: "EXTRACTION_FAILED", message: "Extraction failed")
        }
    }

    func answer(_ videoID: String, _ stored: StoredRecipe, cached: Bool) -> RecipeAnswer {
        switch stored.status {
        case "ready":
            return RecipeAnswer(
                videoID: videoID, status: .ready, cached: cached, recipe: stored.json, reason: nil, inputs: stored.inputs,
                extractorVersion: stored.extractorVersion, confidence: stored.confidence, generatedAt: stored.updatedAt, failure: nil)
        case "not_recipe":
            return RecipeAnswer(
                videoID: videoID, status: .notRecipe, cached: cached, recipe: nil, reason: stored.json?["reason"]?.stringValue,
                inputs: stored.inputs, extractorVersion: stored.extractorVersion, confidence: stored.confidence,
                generatedAt: stored.updatedAt,
                failure: nil)
        default:
            var answer = RecipeAnswer.generating(videoID)
            answer.status = .failed
            answer.extractorVersion = stored.extractorVersion
            return answer
        }
    }
}

extension RecipeAnswer {
    static func generating(_ videoID: String) -> RecipeAnswer {
        RecipeAnswer(
            videoID: videoID, status: .generating, cached: false, recipe: nil, reason: nil, inputs: [], extractorVersion: nil,
            confidence: nil,
            generatedAt: nil, failure: nil)
    }
}
