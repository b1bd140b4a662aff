import ChefStream
import Database
import Extraction
import Foundation
import FunctionRuntime
import Providers
import Testing

public struct FakeRecipeCatalog: RecipeCatalog {
    public var onLookup: (@Sendable (String, Identity) throws -> RecipeLookup?)?
    public var onInputs: (@Sendable (String) throws -> RecipeInputs?)?
    public var onSave: (@Sendable (String, ExtractionOutputRecord, [RecipeSource], String, Lease) throws -> Date)?
    public var onFail: (@Sendable (String, String, String, Lease) throws -> Void)?
    public var onUpsert: (@Sendable ([DiscoveredVideo], String) throws -> Void)?
    public var onRecipeStatuses: (@Sendable ([String], Identity) throws -> [String: RecipeStatus])?

    public init() {}

    public func lookup(_ videoID: String, as identity: Identity) throws -> RecipeLookup? {
        try expected(onLookup, "RecipeCatalog.lookup", videoID, identity)
    }

    public func inputs(_ videoID: String) throws -> RecipeInputs? {
        try expected(onInputs, "RecipeCatalog.inputs", videoID)
    }

    public func save(_ videoID: String, output: ExtractionOutputRecord, sources: [RecipeSource], sourceHash: String, releasing lease: Lease)
        throws
        -> Date
    {
        try expected(onSave, "RecipeCatalog.save", videoID, output, sources, sourceHash, lease)
    }

    public func fail(_ videoID: String, reason: String, extractorVersion: String, inputsKey: String, releasing lease: Lease) throws {
        try expected(onFail, "RecipeCatalog.fail", videoID, reason, extractorVersion, lease)
    }

    public func upsert(_ videos: [DiscoveredVideo], source: String) throws {
        try expected(onUpsert, "RecipeCatalog.upsert", videos, source)
    }

    public func recipeStatuses(_ videoIDs: [String], as identity: Identity) throws -> [String: RecipeStatus] {
        try expected(onRecipeStatuses, "RecipeCatalog.recipeStatuses", videoIDs, identity)
    }
}

public struct FakeSearchCache: SearchCache {
    public var onPage: (@Sendable (String, Identity) throws -> CachedSearchPage?)?
    public var onStore: (@Sendable (String, String, String, CachedSearchPage, Date) throws -> Void)?

    public init() {}

    public func page(_ key: String, as identity: Identity) throws -> CachedSearchPage? {
        try expected(onPage, "SearchCache.page", key, identity)
    }

    public func store(_ key: String, query: String, locale: String, page: CachedSearchPage, createdAt: Date) throws {
        try expected(onStore, "SearchCache.store", key, query, locale, page, createdAt)
    }
}

public struct FakeCategoryStore: CategoryStore {
    public var onAll: (@Sendable (Identity) throws -> [ChefStream.Category])?
    public var onCategory: (@Sendable (String, Identity) throws -> (category: ChefStream.Category, curated: [SearchResult])?)?

    public init() {}

    public func all(as identity: Identity) throws -> [ChefStream.Category] {
        try expected(onAll, "CategoryStore.all", identity)
    }

    public func category(_ slug: String, as identity: Identity) throws -> (category: ChefStream.Category, curated: [SearchResult])? {
        try expected(onCategory, "CategoryStore.category", slug, identity)
    }
}

public struct FakeSearchProvider: VideoSearchProvider {
    public var name: String
    public var onSearch: (@Sendable (GuardedSearch) throws -> (videos: [DiscoveredVideo], nextPageToken: String?))?

    public init(name: String = "youtube") {
        self.name = name
    }

    public func search(_ search: GuardedSearch, deadline: Date) async throws -> (videos: [DiscoveredVideo], nextPageToken: String?) {
        try expected(onSearch, "VideoSearchProvider.search", search)
    }
}

public struct FakeExtractor: RecipeExtractor {
    public var version: String
    public var onExtract: (@Sendable (ExtractionInput) throws -> ExtractionOutput)?

    public init(version: String = "fake-1") {
        self.version = version
    }

    public func extract(_ input: ExtractionInput, deadline: Date) async throws -> ExtractionOutput {
        try expected(onExtract, "RecipeExtractor.extract", input)
    }
}
