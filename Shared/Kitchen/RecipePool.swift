import Database
import Foundation
import FunctionRuntime

/// The recipes generation and planning draw from, and the caller's own recipes by id. Both
/// reads are bounded whatever the catalogue's size: a process never loads the whole pool.
public protocol RecipePool: Sendable {
    /// Candidates for a recipe request: community and extracted recipes the caller may see whose
    /// ingredients name the wanted ones (any spelling `IngredientNames` maps to them), those
    /// naming all of them first, at most `limit`. The caller's private community recipes are
    /// marked `isPrivate`.
    func candidates(for ingredients: [String], limit: Int, as identity: Identity) throws -> [KitchenRecipe]
    /// What a meal plan chooses from: the most imported community recipes the caller may see and
    /// a window of extracted recipes starting where `seed` points, so plans vary across the
    /// catalogue instead of always drawing from its first rows.
    func planPool(seed: String, as identity: Identity) throws -> [KitchenRecipe]
    /// The caller's recipes with these ids (others' are invisible, so they are simply missing).
    func ownRecipes(ids: [String], as identity: Identity) throws -> [String: KitchenRecipe]
}

public struct PostgresRecipePool: RecipePool {
    let database: Database

    public init(database: Database) {
        self.database = database
    }

    /// $1 one websearch query per wanted ingredient (its spellings, or-ed), $2 the limit. Four
    /// bounded index lookups by `internal.ingredient_document` (GIN): community then extracted
    /// recipes naming every ingredient, then those naming any; the append stops as soon as the
    /// limit is reached, so the "any" lookups run only when the "every" ones fall short.
    public static let candidatesSQL = """
        with groups as (
            select websearch_to_tsquery('english', g) as q from unnest($1::text[]) g
        ), wanted as (
            select (select string_agg('(' || q::text || ')', ' & ') from groups where numnode(q) > 0)::tsquery as every,
                   (select string_agg('(' || q::text || ')', ' | ') from groups where numnode(q) > 0)::tsquery as some
        )
        select * from (
            (select 'community' as source, c.id::text as id, c.recipe as json, not c.is_public as private
             from public.community_recipes c
             where c.id in (select internal.community_recipes_with_ingredients((select w.every from wanted w), $2)) limit $2)
            union all
            (select 'video', r.video_id, r.recipe_json, false
             from public.recipes r, wanted
             where r.status = 'ready' and internal.ingredient_document(r.recipe_json) @@ wanted.every limit $2)
            union all
            (select 'community', c.id::text, c.recipe, not c.is_public
             from public.community_recipes c
             where c.id in (select internal.community_recipes_with_ingredients((select w.some from wanted w), $2)) limit $2)
            union all
            (select 'video', r.video_id, r.recipe_json, false
             from public.recipes r, wanted
             where r.status = 'ready' and internal.ingredient_document(r.recipe_json) @@ wanted.some limit $2)
        ) found
        limit $2 * 2
        """

    /// The most imported community recipes the caller may see (by the popularity index).
    public static let communitySQL = """
        select 'community' as source, id::text as id, recipe as json, not is_public as private from public.community_recipes
        order by import_count desc, created_at, title, id limit 200
        """
    /// $1 where the window starts: extracted recipes from there by primary key, wrapping around
    /// to the start of the table, so a small catalogue is read whole wherever it starts.
    public static let extractedSQL = """
        select * from (
            (select 'video' as source, video_id as id, recipe_json as json, false as private from public.recipes
             where status = 'ready' and recipe_json is not null and video_id >= $1 order by video_id limit 400)
            union all
            (select 'video', video_id, recipe_json, false from public.recipes
             where status = 'ready' and recipe_json is not null and video_id < $1 order by video_id limit 400)
        ) window_rows
        limit 400
        """

    public func candidates(for ingredients: [String], limit: Int, as identity: Identity) throws -> [KitchenRecipe] {
        // websearch syntax: words are and-ed, `or` separates spellings; quotes and dashes (phrase
        // and negation) are blanked so a user's text is only ever words.
        let queries = ingredients.prefix(20).map { wanted in
            IngredientNames.spellings(of: wanted).map { spelling in
                String(spelling.map { $0 == "\"" || $0 == "-" ? " " : $0 })
            }.joined(separator: " or ")
        }
        // Without ingredients every recipe qualifies: the ranking goes by cuisine, time and cost.
        guard !queries.isEmpty else { return try planPool(seed: "any ingredients", as: identity) }
        var seen: Set<String> = []
        return try Self.recipes(database.read(as: identity, Self.candidatesSQL, [PostgresTextArray(queries), limit]).rows).filter {
            seen.insert($0.sourceRef ?? $0.name).inserted
        }.prefix(limit).map { $0 }
    }

    public func planPool(seed: String, as identity: Identity) throws -> [KitchenRecipe] {
        return try database.transaction(as: identity) { connection in
            try Self.recipes(connection.query(Self.communitySQL).rows)
                + Self.recipes(connection.query(Self.extractedSQL, [Self.windowStart(seed)]).rows)
        }
    }

    /// A video id drawn from the seed, uniform over YouTube's id alphabet (ids are random over
    /// it), so the same plan request reads the same window and different users and dates read
    /// different parts of the catalogue.
    static func windowStart(_ seed: String) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        var hash = MealPlanner.stableHash(seed)
        var start = ""
        for _ in 0..<10 {
            start.append(alphabet[Int(hash % 64)])
            hash /= 64
        }
        return start
    }

    static func recipes(_ rows: [PostgresRow]) throws -> [KitchenRecipe] {
        try rows.compactMap { row in
            guard let json = try row.json("json") else { return nil }
            let id = try row.requireString("id")
            return try row.requireString("source") == "community"
                ? KitchenRecipe.fromCommunity(json, id: id, isPrivate: try row.requireBool("private"))
                : KitchenRecipe.fromExtracted(json, videoID: id)
        }
    }

    public func ownRecipes(ids: [String], as identity: Identity) throws -> [String: KitchenRecipe] {
        var found: [String: KitchenRecipe] = [:]
        for row in try database.read(
            as: identity, "select \(KitchenRows.recipeColumns) from public.app_recipes where id = any($1::uuid[])", [PostgresTextArray(ids)]
        ) {
            let own = try KitchenRows.appRecipe(row)
            found[own.id] = own.recipe
        }
        return found
    }
}

/// The caller's tier as the database has it now: a token keeps the tier of its login for days,
/// while an upgrade or a downgrade must count at once.
public protocol TierStore: Sendable {
    func tier(of identity: Identity) throws -> Tier
}

public struct PostgresTierStore: TierStore {
    let database: Database

    public init(database: Database) {
        self.database = database
    }

    /// Falls back to the token's claim when the database has no such user.
    public func tier(of identity: Identity) throws -> Tier {
        let stored = try database.read(as: identity, "select tier::text as tier from public.users where id = auth.uid()").first?.string(
            "tier")
        return stored.map(Tier.init) ?? identity.tier
    }
}
