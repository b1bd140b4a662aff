import Database
import Extraction
import FunctionRuntime
import Providers

/// The dependencies ChefStream functions use, chosen from the environment: YouTube when
/// `YOUTUBE_API_KEY` is set (else the local catalogue), the LLM extractor when `LLM_BASE_URL` is
/// set (else the heuristic extractor with offline translation).
public struct ChefStreamEnvironment: Sendable {
    public let database: Database
    public let youtube: YouTubeClient?
    public let extractor: any RecipeExtractor
    /// Meters the paid providers (YouTube, an LLM) per client and per day.
    public let spend: PostgresSpendGuard

    public init(_ environment: FunctionEnvironment) throws {
        database = Database(conninfo: try environment.require("DATABASE_URL"))
        spend = PostgresSpendGuard.fromEnvironment(environment, database: database)
        youtube = environment.optional("YOUTUBE_API_KEY").map {
            YouTubeClient(apiKey: $0, baseURL: environment.optional("YOUTUBE_API_BASE_URL") ?? YouTubeClient.defaultBaseURL)
        }
        if let baseURL = environment.optional("LLM_BASE_URL") {
            extractor = LLMExtractor(
                client: OpenAIChatClient(
                    baseURL: baseURL, apiKey: environment.optional("LLM_API_KEY"), model: environment.optional("LLM_MODEL") ?? "gpt-4o-mini"
                ))
        } else {
            let apertium = environment.optional("APERTIUM_PATH").map { $0 == "off" ? nil : $0 } ?? OfflineTranslator.installedApertium()
            extractor = HeuristicExtractor(translator: OfflineTranslator(apertiumPath: apertium))
        }
    }

    public var catalog: any RecipeCatalog { PostgresRecipeCatalog(database: database) }

    public var searchProvider: any VideoSearchProvider {
        youtube.map { YouTubeSearchProvider(client: $0) } ?? CatalogSearchProvider(database: database)
    }

    public var search: SearchService {
        SearchService(cache: PostgresSearchCache(database: database), catalog: catalog, provider: searchProvider, spend: spend)
    }

    public var categories: any CategoryStore { PostgresCategoryStore(database: database) }

    public var recipes: RecipeService {
        RecipeService(
            catalog: catalog, extractor: extractor, directory: youtube, leases: PostgresLeaseStore(database: database), spend: spend)
    }
}
