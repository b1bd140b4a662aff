import Database
import Foundation
import FunctionRuntime
import Providers
import Recipes

public struct VideoRecord: Sendable, Equatable {
    public var videoID: String
    public var title: String
    public var description: String?
    public var channelTitle: String?
    public var thumbnailURL: String?
    public var languageHint: String?
}

public struct StoredRecipe: Sendable, Equatable {
    public var status: String
    public var json: JSONValue?
    public var schemaVersion: Int
    public var extractorVersion: String?
    public var sourceHash: String?
    public var confidence: Double?
    public var inputs: [String]
    public var leaseActive: Bool
    public var updatedAt: Date?
    public var error: String?
}

public struct RecipeLookup: Sendable, Equatable {
    public var video: VideoRecord
    public var recipe: StoredRecipe?
    /// Hash of the video's current inputs; differs from `recipe.sourceHash` when they changed.
    public var currentHash: String
}

/// The ChefStream tables through the shared Postgres layer. Reads run as the caller (guests
/// included: the catalogue is public); writes to the shared catalogue run as `Identity.system`.
public struct CatalogStore: Sendable {
    let database: Database

    public init(database: Database) {
        self.database = database
    }

    public func lookup(_ videoID: String, as identity: Identity) throws -> RecipeLookup? {
        // One round trip: a single statement read through the pipelined path.
        guard
            let row = try database.read(
                as: identity,
                """
                select v.video_id, v.title, v.description, v.channel_title, v.thumbnail_url, v.language_hint,
                       r.status, r.recipe_json, r.recipe_version, r.extractor_version, r.source_hash, r.confidence, r.inputs,
                       coalesce(r.lease_expires_at > now(), false) as lease_active, r.updated_at, r.error,
                       internal.video_source_hash(v.video_id) as current_hash
                from public.videos v
                left join public.recipes r on r.video_id = v.video_id
                where v.video_id = $1
                """, [videoID]
            ).first
        else { return nil }
        let video = VideoRecord(
            videoID: try row.requireString("video_id"), title: try row.requireString("title"),
            description: try row.string("description"),
            channelTitle: try row.string("channel_title"), thumbnailURL: try row.string("thumbnail_url"),
            languageHint: try row.string("language_hint"))
        var recipe: StoredRecipe?
        if let status = try row.string("status") {
            recipe = StoredRecipe(
                status: status, json: try row.json("recipe_json"), schemaVersion: try row.int("recipe_version") ?? 1,
                extractorVersion: try row.string("extractor_version"), sourceHash: try row.string("source_hash"),
                confidence: try row.double("confidence"), inputs: Self.textArray(try row.string("inputs")),
                leaseActive: try row.requireBool("lease_active"), updatedAt: try row.date("updated_at"), error: try row.string("error"))
        }
        return RecipeLookup(video: video, recipe: recipe, currentHash: try row.requireString("current_hash"))
    }

    /// Takes the generation lease for `videoID` unless another generation holds a live one.
    /// Returns whether this caller owns the generation now.
    public func claim(_ videoID: String, leaseSeconds: Int, extractorVersion: String) throws -> Bool {
        try database.transaction(as: .system) { connection in
            !(try connection.query(
                """
                insert into public.recipes (video_id, status, lease_expires_at, attempts, extractor_version)
                values ($1, 'generating', now() + make_interval(secs => $2), 1, $3)
                on conflict (video_id) do update
                    set status = 'generating', lease_expires_at = excluded.lease_expires_at, attempts = public.recipes.attempts + 1
                    where public.recipes.status <> 'generating' or public.recipes.lease_expires_at is null
                       or public.recipes.lease_expires_at < now()
                returning video_id
                """, [videoID, leaseSeconds, extractorVersion]
            ).isEmpty)
        }
    }

    /// The inputs of a generation, and their hash, read together.
    public func inputs(_ videoID: String) throws -> (video: VideoRecord, transcript: String?, hash: String)? {
        try database.transaction(as: .system) { connection in
            guard
                let row = try connection.query(
                    """
                    select v.video_id, v.title, v.description, v.channel_title, v.thumbnail_url, v.language_hint, t.transcript,
                           internal.video_source_hash(v.video_id) as hash
                    from public.videos v
                    left join public.transcript_keys k on k.platform = 'youtube' and k.video_id = v.video_id
                    left join public.transcripts t on t.id = k.transcript_id
                    where v.video_id = $1
                    """, [videoID]
                ).first
            else { return nil }
            let video = VideoRecord(
                videoID: try row.requireString("video_id"), title: try row.requireString("title"),
                description: try row.string("description"),
                channelTitle: try row.string("channel_title"), thumbnailURL: try row.string("thumbnail_url"),
                languageHint: try row.string("language_hint"))
            return (video, try row.string("transcript"), try row.requireString("hash"))
        }
    }

    /// Stores the result and the inputs it was made from, and releases the lease — one transaction.
    public func save(_ videoID: String, output: ExtractionOutputRecord, sources: [(type: String, payload: String)], sourceHash: String)
        throws
    {
        try database.transaction(as: .system) { connection in
            for source in sources {
                try connection.query(
                    """
                    insert into public.recipe_sources (video_id, source_type, payload, content_hash)
                    values ($1, $2::public.recipe_source_type, $3, encode(extensions.digest($3, 'sha256'), 'hex'))
                    on conflict (video_id, source_type, content_hash) do nothing
                    """, [videoID, source.type, source.payload])
            }
            try connection.query(
                """
                update public.recipes
                set status = $2::public.recipe_status, recipe_json = $3::jsonb, recipe_version = $4, extractor_version = $5,
                    confidence = $6, source_hash = $7, inputs = $8::text[], error = null, lease_expires_at = null
                where video_id = $1
                """,
                [
                    videoID, output.status, output.json, RecipeDocument.schemaVersion, output.extractorVersion, output.confidence,
                    sourceHash,
                    PostgresTextArray(output.inputs),
                ])
        }
    }

    /// Marks a generation failed (the next request retries) and releases the lease.
    public func fail(_ videoID: String, reason: String) throws {
        try database.transaction(as: .system) { connection in
            try connection.query(
                "update public.recipes set status = 'failed', error = $2, lease_expires_at = null where video_id = $1",
                [videoID, String(reason.prefix(500))])
        }
    }

    /// Inserts or refreshes discovered videos; curated entries keep their source.
    public func upsert(_ videos: [DiscoveredVideo], source: String = "search") throws {
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

    static func isLanguageCode(_ text: String) -> Bool {
        (2...3).contains(text.count) && text.allSatisfy { $0.isLetter && $0.isLowercase }
    }

    /// Parses a `text[]` in Postgres text format (`{a,"b c"}`).
    static func textArray(_ text: String?) -> [String] {
        guard let text, text.count >= 2 else { return [] }
        var items: [String] = []
        var current = ""
        var quoted = false
        var escaped = false
        for character in text.dropFirst().dropLast() {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                quoted.toggle()
            } else if character == "," && !quoted {
                items.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty || !items.isEmpty { items.append(current) }
        return items
    }
}

/// What is stored for one generation.
public struct ExtractionOutputRecord: Sendable {
    public var status: String
    public var json: JSONValue
    public var extractorVersion: String
    public var confidence: Double?
    public var inputs: [String]
}
