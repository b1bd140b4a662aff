import Database
import FunctionRuntime

public struct Category: Sendable, Equatable {
    public var slug: String
    public var title: String
    public var description: String?
    public var query: String

    public init(slug: String, title: String, description: String?, query: String) {
        self.slug = slug
        self.title = title
        self.description = description
        self.query = query
    }

    public var json: JSONValue { ["slug": .string(slug), "title": .string(title), "description": .optional(description)] }
}

/// The curated home: categories and their hand-picked videos (seeded in the database).
public protocol CategoryStore: Sendable {
    func all(as identity: Identity) throws -> [Category]
    /// The category and its curated videos with their recipe status; nil for an unknown slug.
    func category(_ slug: String, as identity: Identity) throws -> (category: Category, curated: [SearchResult])?
}

public struct PostgresCategoryStore: CategoryStore {
    let database: Database

    public init(database: Database) {
        self.database = database
    }

    public func all(as identity: Identity) throws -> [Category] {
        try database.read(as: identity, "select slug, title, description, query from public.categories order by position, slug").map(
            Self.category)
    }

    public func category(_ slug: String, as identity: Identity) throws -> (category: Category, curated: [SearchResult])? {
        try database.transaction(as: identity) { connection in
            guard
                let row = try connection.query("select slug, title, description, query from public.categories where slug = $1", [slug])
                    .first
            else { return nil }
            let videos = try connection.query(
                """
                select v.video_id, v.title, v.channel_title, v.thumbnail_url, v.duration_seconds,
                       (select r.status::text from public.recipes r where r.video_id = v.video_id and r.status in ('ready', 'not_recipe')) as status
                from public.category_videos c join public.videos v on v.video_id = c.video_id
                where c.category_slug = $1
                order by c.position, v.video_id
                """, [slug]
            ).map { row in
                SearchResult(
                    videoId: try row.requireString("video_id"), title: try row.requireString("title"),
                    channelTitle: try row.string("channel_title"),
                    thumbnailUrl: try row.string("thumbnail_url"), durationSeconds: try row.int("duration_seconds"),
                    recipeStatus: try row.string("status").flatMap(RecipeStatus.init(rawValue:)))
            }
            return (try Self.category(row), videos)
        }
    }

    static func category(_ row: PostgresRow) throws -> Category {
        Category(
            slug: try row.requireString("slug"), title: try row.requireString("title"), description: try row.string("description"),
            query: try row.requireString("query"))
    }
}
