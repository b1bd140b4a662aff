import Database
import FunctionRuntime
import Providers

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

public struct VideoRecord: Sendable, Equatable {
    public var videoID: String
    public var title: String
    public var description: String?
    public var channelTitle: String?
    public var thumbnailURL: String?
    public var languageHint: String?

    public init(
        videoID: String, title: String, description: String? = nil, channelTitle: String? = nil, thumbnailURL: String? = nil,
        languageHint: String? = nil
    ) {
        self.videoID = videoID
        self.title = title
        self.description = description
        self.channelTitle = channelTitle
        self.thumbnailURL = thumbnailURL
        self.languageHint = languageHint
    }
}

/// A stored extraction outcome (ready, not_recipe or failed).
public struct StoredRecipe: Sendable, Equatable {
    public var status: RecipeStatus
    public var json: JSONValue?
    public var extractorVersion: String?
    public var sourceHash: String?
    public var confidence: Double?
    public var inputs: [String]
    public var updatedAt: Date?
    /// Failures in a row since the last stored result, and what the last one failed on
    /// (`RecipeService.inputsKey`: the inputs' hash and the extractor version).
    public var consecutiveFailures: Int
    public var failedInputsKey: String?

    public init(
        status: RecipeStatus, json: JSONValue? = nil, extractorVersion: String? = nil, sourceHash: String? = nil, confidence: Double? = nil,
        inputs: [String] = [], updatedAt: Date? = nil, consecutiveFailures: Int = 0, failedInputsKey: String? = nil
    ) {
        self.consecutiveFailures = consecutiveFailures
        self.failedInputsKey = failedInputsKey
        self.status = status
        self.json = json
        self.extractorVersion = extractorVersion
        self.sourceHash = sourceHash
        self.confidence = confidence
        self.inputs = inputs
        self.updatedAt = updatedAt
    }
}

public struct RecipeLookup: Sendable, Equatable {
    public var video: VideoRecord
    public var recipe: StoredRecipe?
    /// Hash of the video's current inputs; differs from `recipe.sourceHash` when they changed.
    public var currentHash: String

    public init(video: VideoRecord, recipe: StoredRecipe?, currentHash: String) {
        self.video = video
        self.recipe = recipe
        self.currentHash = currentHash
    }
}

/// What an extraction reads: the video, its cached transcript, and the hash of both.
public struct RecipeInputs: Sendable, Equatable {
    public var video: VideoRecord
    public var transcript: String?
    public var hash: String

    public init(video: VideoRecord, transcript: String?, hash: String) {
        self.video = video
        self.transcript = transcript
        self.hash = hash
    }
}

/// One input a recipe was made from, kept with the result (`recipe_sources`).
public struct RecipeSource: Sendable, Equatable {
    public var type: String
    public var payload: String

    public init(type: String, payload: String) {
        self.type = type
        self.payload = payload
    }
}

/// What is stored for one extraction.
public struct ExtractionOutputRecord: Sendable, Equatable {
    public var status: RecipeStatus
    public var json: JSONValue
    public var extractorVersion: String
    public var confidence: Double?
    public var inputs: [String]

    public init(status: RecipeStatus, json: JSONValue, extractorVersion: String, confidence: Double?, inputs: [String]) {
        self.status = status
        self.json = json
        self.extractorVersion = extractorVersion
        self.confidence = confidence
        self.inputs = inputs
    }
}

/// The ChefStream catalogue: videos and their recipes. Reads run as the caller (guests included:
/// the catalogue is public); writes to the shared catalogue run as the system role, and every
/// write of an extraction outcome releases its lease in the same transaction.
public protocol RecipeCatalog: Sendable {
    func lookup(_ videoID: String, as identity: Identity) throws -> RecipeLookup?
    func inputs(_ videoID: String) throws -> RecipeInputs?
    /// Stores the outcome and its inputs; returns when it was stored.
    func save(_ videoID: String, output: ExtractionOutputRecord, sources: [RecipeSource], sourceHash: String, releasing lease: Lease) throws
        -> Date
    /// Stores a failed extraction (the next request retries).
    func fail(_ videoID: String, reason: String, extractorVersion: String, inputsKey: String, releasing lease: Lease) throws
    /// Inserts or refreshes discovered videos; curated entries keep their source.
    func upsert(_ videos: [DiscoveredVideo], source: String) throws
    /// `ready` or `not_recipe` for the videos that have one.
    func recipeStatuses(_ videoIDs: [String], as identity: Identity) throws -> [String: RecipeStatus]
}
