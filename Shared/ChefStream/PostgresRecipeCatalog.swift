import Database
import FunctionRuntime
import Providers
import Recipes

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The ChefStream tables through the shared Postgres layer.
public struct PostgresRecipeCatalog: RecipeCatalog {
    let database: Database

    public init(database: Database) {
        self.database = database
    }

    static let videoColumns = "v.video_id, v.title, v.description, v.channel_title, v.thumbnail_url, v.language_hint"

    /// A video and its stored recipe by id ($1), with the hash of its inputs now.
    public static let lookupSQL = """
        select \(videoColumns), r.status, r.recipe_json, r.extractor_version, r.source_hash, r.confidence,
               to_jsonb(r.inputs) as inputs, r.updated_at, r.consecutive_failures, r.failed_inputs_key,
               internal.video_source_hash(v.video_id) as current_hash
        from public.videos v
        left join public.recipes r on r.video_id = v.video_id
        where v.video_id = $1
        """

    public func lookup(_ videoID: String, as identity: Identity) throws -> RecipeLookup? {
        // One round trip: a single statement read through the pipelined path.
        guard
            let row = try database.read(
                as: identity, Self.lookupSQL, [videoID]
            ).first
        else { return nil }
        var recipe: StoredRecipe?
        if let status = try row.string("status").flatMap(RecipeStatus.init(rawValue:)) {
            recipe = StoredRecipe(
                status: status, json: try row.json("recipe_json"), extractorVersion: try row.string("extractor_version"),
                sourceHash: try row.string("source_hash"), confidence: try row.double("confidence"),
                inputs: (try row.json("inputs")?.arrayValue ?? []).compactMap(\.stringValue), updatedAt: try row.date("updated_at"),
                consecutiveFailures: try row.int("consecutive_failures") ?? 0, failedInputsKey: try row.string("failed_inputs_key"))
        }
        return RecipeLookup(video: try Self.video(row), recipe: recipe, currentHash: try row.requireString("current_hash"))
    }

    public func inputs(_ videoID: String) throws -> RecipeInputs? {
        try database.transaction(as: .system) { connection in
            guard
                let row = try connection.query(
                    """
                    select \(Self.videoColumns), t.transcript, internal.video_source_hash(v.video_id) as hash
                    from public.videos v
                    left join public.transcript_keys k on k.platform = 'youtube' and k.video_id = v.video_id
                    left join public.transcripts t on t.id = k.transcript_id
                    where v.video_id = $1
                    """, [videoID]
                ).first
            else { return nil }
            return RecipeInputs(video: try Self.video(row), transcript: try row.string("transcript"), hash: try row.requireString("hash"))
        }
    }

    public func save(
        _ videoID: String, output: ExtractionOutputRecord, sources: [RecipeSource], sourceHash: String, releasing lease: Lease
    ) throws -> Date {
        try database.transaction(as: .system) { connection in
            for source in sources {
                try connection.query(
                    """
                    insert into public.recipe_sources (video_id, source_type, payload, content_hash)
                    values ($1, $2::public.recipe_source_type, $3, encode(extensions.digest($3, 'sha256'), 'hex'))
                    on conflict (video_id, source_type, content_hash) do nothing
                    """, [videoID, source.type, source.payload])
            }
            let stored = try connection.query(
                """
                insert into public.recipes
                    (video_id, status, recipe_json, recipe_version, extractor_version, confidence, source_hash, inputs, error, attempts)
                values ($1, $2::public.recipe_status, $3::jsonb, $4, $5, $6, $7, $8::text[], null, 1)
                on conflict (video_id) do update
                    set status = excluded.status, recipe_json = excluded.recipe_json, recipe_version = excluded.recipe_version,
                        extractor_version = excluded.extractor_version, confidence = excluded.confidence,
                        source_hash = excluded.source_hash, inputs = excluded.inputs, error = null,
                        attempts = public.recipes.attempts + 1, consecutive_failures = 0, failed_inputs_key = null
                returning updated_at
                """,
                [
                    videoID, output.status.rawValue, output.json, RecipeDocument.schemaVersion, output.extractorVersion,
                    output.confidence, sourceHash, PostgresTextArray(output.inputs),
                ]
            ).single().requireDate("updated_at")
            try lease.release(on: connection)
            return stored
        }
    }

    public func fail(_ videoID: String, reason: String, extractorVersion: String, inputsKey: String, releasing lease: Lease) throws {
        try database.transaction(as: .system) { connection in
            // A stored recipe keeps its last result and version; the failure marks it for a retry
            // after a backoff that grows with the failures in a row.
            try connection.query(
                """
                insert into public.recipes (video_id, status, extractor_version, error, attempts, consecutive_failures, failed_inputs_key)
                values ($1, 'failed', $3, $2, 1, 1, $4)
                on conflict (video_id) do update set status = 'failed', error = excluded.error, attempts = public.recipes.attempts + 1,
                    consecutive_failures = public.recipes.consecutive_failures + 1, failed_inputs_key = excluded.failed_inputs_key
                """, [videoID, String(reason.prefix(500)), extractorVersion, inputsKey])
            try lease.release(on: connection)
        }
    }

    public func upsert(_ videos: [DiscoveredVideo], source: String) throws {
        guard !videos.isEmpty else { return }
        try database.transaction(as: .system) { connection in
            for video in videos {
                try connection.query(
                    """
                    insert into public.videos (video_id, title, description, channel_title, channel_id, thumbnail_url, source, tags, language_hint,
                                               duration_seconds, published_at)
                    values ($1, $2, $3, $4, $5, $6, $7::public.video_source, $8::text[], $9, $10, $11::timestamptz)
                    on conflict (video_id) do update set
                        title = excluded.title, description = coalesce(excluded.description, public.videos.description),
                        channel_title = coalesce(excluded.channel_title, public.videos.channel_title),
                        channel_id = coalesce(excluded.channel_id, public.videos.channel_id),
                        thumbnail_url = coalesce(excluded.thumbnail_url, public.videos.thumbnail_url),
                        tags = case when cardinality(excluded.tags) > 0 then excluded.tags else public.videos.tags end,
                        language_hint = coalesce(excluded.language_hint, public.videos.language_hint),
                        duration_seconds = coalesce(excluded.duration_seconds, public.videos.duration_seconds),
                        published_at = coalesce(excluded.published_at, public.videos.published_at)
                    """,
                    [
                        video.videoID, video.title, video.description, video.channelTitle, video.channelID, video.thumbnailURL, source,
                        PostgresTextArray(Array(video.tags.prefix(30))), video.languageHint.flatMap { Self.isLanguageCode($0) ? $0 : nil },
                        video.durationSeconds, video.publishedAt,
                    ])
            }
        }
    }

    public func recipeStatuses(_ videoIDs: [String], as identity: Identity) throws -> [String: RecipeStatus] {
        guard !videoIDs.isEmpty else { return [:] }
        var map: [String: RecipeStatus] = [:]
        for row in try database.read(
            as: identity,
            "select video_id, status::text as status from public.recipes where video_id = any($1::text[]) and status in ('ready', 'not_recipe')",
            [PostgresTextArray(videoIDs)])
        {
            map[try row.requireString("video_id")] = try row.string("status").flatMap(RecipeStatus.init(rawValue:))
        }
        return map
    }

    static func video(_ row: PostgresRow) throws -> VideoRecord {
        VideoRecord(
            videoID: try row.requireString("video_id"), title: try row.requireString("title"), description: try row.string("description"),
            channelTitle: try row.string("channel_title"), thumbnailURL: try row.string("thumbnail_url"),
            languageHint: try row.string("language_hint"))
    }

    static func isLanguageCode(_ text: String) -> Bool {
        (2...3).contains(text.count) && text.allSatisfy { $0.isLetter && $0.isLowercase }
    }
}
