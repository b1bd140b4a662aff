import Foundation
import Database
import FunctionRuntime

/// The Savry app's data in Postgres. Everything a user owns is read and written as that user, so
/// row-level security keeps it theirs; the shared generation cache and the catalogue backfill go
/// through the system role.
public struct KitchenStore: Sendable {
    let database: Database

    public init(database: Database) {
        self.database = database
    }

    /// The caller's tier as the database has it now (a token keeps the tier of its login for 30
    /// days; an upgrade or a downgrade counts at once). Falls back to the token's claim.
    public func tier(of identity: Identity) throws -> String {
        try database.transaction(as: identity) { connection in
            try connection.query("select tier::text as tier from public.users where id = auth.uid()").first?.string("tier")
        } ?? identity.tier ?? "FREE"
    }

    /// Tiers that include Pro features.
    public static let proTiers: Set<String> = ["PRO", "PREMIUM", "TESTFLIGHT"]

    // MARK: The recipe pool (community and extracted recipes the caller may see)

    public func pool(as identity: Identity) throws -> [KitchenRecipe] {
        try database.transaction(as: identity) { connection in
            var recipes: [KitchenRecipe] = []
            for row in try connection.query(
                "select id::text as id, recipe from public.community_recipes order by import_count desc, created_at, title, id limit 500")
            {
                if let json = try row.json("recipe"), let recipe = KitchenRecipe.fromCommunity(json, id: try row.requireString("id")) {
                    recipes.append(recipe)
                }
            }
            for row in try connection.query(
                "select video_id, recipe_json from public.recipes where status = 'ready' and recipe_json is not null order by video_id limit 1000")
            {
                if let json = try row.json("recipe_json"), let recipe = KitchenRecipe.fromExtracted(json, videoID: try row.requireString("video_id")) {
                    recipes.append(recipe)
                }
            }
            return recipes
        }
    }

    /// Catalogue videos with no extraction yet (the embedded generator extracts them first).
    public func unextractedVideos(limit: Int) throws -> [String] {
        try database.transaction(as: .system) { connection in
            try connection.query(
                """
                select v.video_id from public.videos v left join public.recipes r on r.video_id = v.video_id
                where r.video_id is null order by v.video_id limit $1
                """, [limit]
            ).map { try $0.requireString("video_id") }
        }
    }

    // MARK: Generation

    /// A stored answer to the same normalised request, shared between users.
    public func cachedGeneration(_ key: String) throws -> (recipe: KitchenRecipe, origin: String)? {
        try database.transaction(as: .system) { connection in
            guard
                let row = try connection.query(
                    "update public.recipe_generation_cache set hits = hits + 1 where request_key = $1 returning recipe, origin", [key]
                ).first, let json = try row.json("recipe"), let recipe = Self.recipe(fromStored: json)
            else { return nil }
            return (recipe, try row.requireString("origin"))
        }
    }

    /// Stores the shared answer and releases the claim, in one transaction.
    public func cacheGeneration(_ key: String, recipe: KitchenRecipe, origin: String) throws {
        try database.transaction(as: .system) { connection in
            try connection.query(
                """
                insert into public.recipe_generation_cache (request_key, recipe, origin, source_ref) values ($1, $2::jsonb, $3, $4)
                on conflict (request_key) do nothing
                """, [key, Self.stored(recipe), origin, recipe.sourceRef])
            try connection.query("delete from public.recipe_generation_claims where request_key = $1", [key])
        }
    }

    /// Claims the generation of `key` until `until`; false while another request holds a live claim.
    public func claimGeneration(_ key: String, until: Date) throws -> Bool {
        try database.transaction(as: .system) { connection in
            !(try connection.query(
                """
                insert into public.recipe_generation_claims (request_key, lease_expires_at) values ($1, $2)
                on conflict (request_key) do update set lease_expires_at = excluded.lease_expires_at
                where public.recipe_generation_claims.lease_expires_at < now()
                returning request_key
                """, [key, until]
            ).isEmpty)
        }
    }

    /// Gives a claim up (the generation failed or found nothing): a waiting request may claim it.
    public func releaseGeneration(_ key: String) throws {
        try database.transaction(as: .system) { connection in
            try connection.query("delete from public.recipe_generation_claims where request_key = $1", [key])
        }
    }

    /// The caller's own recipe answering this request before, if any.
    public func userRecipe(requestKey: String, as identity: Identity) throws -> (id: String, recipe: KitchenRecipe)? {
        try database.transaction(as: identity) { connection in
            try connection.query(
                "select \(Self.recipeColumns) from public.app_recipes where request_key = $1 order by created_at limit 1", [requestKey]
            ).first.map(Self.appRecipe)
        }
    }

    /// Stores the answer to a request for the caller, once per normalised request: when the same
    /// request was answered meanwhile (two at once), the stored answer is returned instead.
    public func saveAnswer(_ recipe: KitchenRecipe, origin: String, requestKey: String, as identity: Identity) throws -> (id: String, recipe: KitchenRecipe) {
        try database.transaction(as: identity) { connection in
            if let id = try connection.query(
                Self.insertRecipe + " on conflict (user_id, request_key) where request_key is not null do nothing returning id::text as id",
                Self.columns(recipe, origin: origin, requestKey: requestKey)
            ).first?.requireString("id") {
                return (id, recipe)
            }
            return try Self.appRecipe(
                try connection.query("select \(Self.recipeColumns) from public.app_recipes where request_key = $1", [requestKey]).single())
        }
    }

    static let insertRecipe = """
        insert into public.app_recipes
            (name, description, ingredients, instructions, prep_time, cook_time, servings, calories, difficulty, cuisine,
             dietary_tags, origin, request_key, source_ref)
        values ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $7, $8, $9, $10, $11::text[], $12, $13, $14)
        """

    static func columns(_ recipe: KitchenRecipe, origin: String, requestKey: String?) -> [(any PostgresBindable)?] {
        [
            recipe.name, recipe.description, JSONValue.array(recipe.ingredients.map(\.json)),
            JSONValue.array(recipe.instructions.map(JSONValue.string)), recipe.prepTime, recipe.cookTime, recipe.servings,
            recipe.calories, recipe.difficulty, recipe.cuisine, PostgresTextArray(recipe.dietaryTags), origin, requestKey,
            recipe.sourceRef,
        ]
    }

    /// A meal plan's copy of a recipe, kept once per source and user (a later plan reuses it).
    static func insertPlanCopy(_ recipe: KitchenRecipe, connection: PostgresConnection) throws -> String {
        try connection.query(
            insertRecipe + """
                 on conflict (user_id, source_ref) where source_ref is not null and request_key is null
                do update set updated_at = excluded.updated_at returning id::text as id
                """, columns(recipe, origin: "adapted", requestKey: nil)
        ).single().requireString("id")
    }

    /// The caller's recipes with these ids (others' are invisible, so they are simply missing).
    public func appRecipes(ids: [String], as identity: Identity) throws -> [String: KitchenRecipe] {
        try database.transaction(as: identity) { connection in
            var found: [String: KitchenRecipe] = [:]
            for row in try connection.query(
                "select \(Self.recipeColumns) from public.app_recipes where id = any($1::uuid[])", [PostgresTextArray(ids)])
            {
                let (id, recipe) = try Self.appRecipe(row)
                found[id] = recipe
            }
            return found
        }
    }

    static let recipeColumns = recipeColumns(from: "")

    /// The columns `appRecipe` reads, qualified by a table alias when given.
    static func recipeColumns(from alias: String) -> String {
        let prefix = alias.isEmpty ? "" : alias + "."
        return ["id::text as id", "name", "description", "ingredients", "instructions", "prep_time", "cook_time", "servings", "calories",
            "difficulty", "cuisine", "source_ref", "updated_at"].map { prefix + $0 }.joined(separator: ", ")
    }

    static func appRecipe(_ row: PostgresRow) throws -> (id: String, recipe: KitchenRecipe) {
        let ingredients = (try row.json("ingredients")?.arrayValue ?? []).map(IngredientLine.init(app:))
        let recipe = KitchenRecipe(
            name: try row.requireString("name"), description: try row.string("description"), ingredients: ingredients,
            instructions: (try row.json("instructions")?.arrayValue ?? []).compactMap(\.stringValue), prepTime: try row.int("prep_time"),
            cookTime: try row.int("cook_time"), servings: try row.int("servings"), calories: try row.int("calories"),
            difficulty: try row.string("difficulty"), cuisine: try row.string("cuisine"), sourceRef: try row.string("source_ref"))
        return (try row.requireString("id"), recipe)
    }

    /// A recipe as the generation cache keeps it (the app shape without an id).
    static func stored(_ recipe: KitchenRecipe) -> JSONValue {
        var json = recipe.json(id: "").objectValue ?? [:]
        json["id"] = nil
        json["sourceRef"] = .optional(recipe.sourceRef)
        return .object(json)
    }

    static func recipe(fromStored json: JSONValue) -> KitchenRecipe? {
        guard let name = json["name"]?.stringValue else { return nil }
        return KitchenRecipe(
            name: name, description: json["description"]?.stringValue,
            ingredients: (json["ingredients"]?.arrayValue ?? []).map(IngredientLine.init(app:)),
            instructions: (json["instructions"]?.arrayValue ?? []).compactMap(\.stringValue), prepTime: json["prepTime"]?.intValue.map(Int.init),
            cookTime: json["cookTime"]?.intValue.map(Int.init), servings: json["servings"]?.intValue.map(Int.init),
            calories: json["calories"]?.intValue.map(Int.init), difficulty: json["difficulty"]?.stringValue,
            cuisine: json["cuisine"]?.stringValue, sourceRef: json["sourceRef"]?.stringValue)
    }

    // MARK: Meal plans

    public struct PlanEntry: Sendable {
        public let day: Int
        public let mealType: String
        public let recipe: KitchenRecipe
        public let cost: Double

        public init(day: Int, mealType: String, recipe: KitchenRecipe, cost: Double) {
            self.day = day
            self.mealType = mealType
            self.recipe = recipe
            self.cost = cost
        }
    }

    public struct StoredPlan: Sendable {
        public let id: String
        public let json: JSONValue
    }

    /// Stores the plan, its recipes (copied into the caller's recipes, once per source) and its
    /// entries in one transaction.
    public func createMealPlan(
        name: String, start: String, end: String, budget: Double?, totalCost: Double, zipCode: String?, restrictions: [String],
        discountsUsed: Int, entries: [PlanEntry], as identity: Identity
    ) throws -> StoredPlan {
        try database.transaction(as: identity) { connection in
            let plan = try connection.query(
                """
                insert into public.meal_plans (name, start_date, end_date, budget, total_cost, zip_code, dietary_restrictions, discounts_used)
                values ($1, $2::date, $3::date, $4, $5, $6, $7::text[], $8)
                returning id::text as id
                """,
                [name, start, end, budget, (totalCost * 100).rounded() / 100, zipCode, PostgresTextArray(restrictions), discountsUsed]
            ).single().requireString("id")
            var recipeIDs: [String: String] = [:]
            for entry in entries {
                let key = entry.recipe.sourceRef ?? entry.recipe.name
                let recipeID: String
                if let known = recipeIDs[key] {
                    recipeID = known
                } else {
                    recipeID = try Self.insertPlanCopy(entry.recipe, connection: connection)
                    recipeIDs[key] = recipeID
                }
                try connection.query(
                    """
                    insert into public.meal_plan_entries (meal_plan_id, recipe_id, day_of_week, meal_type, estimated_cost)
                    values ($1::uuid, $2::uuid, $3, $4::public.meal_type, $5)
                    """, [plan, recipeID, entry.day, entry.mealType, (entry.cost * 100).rounded() / 100])
            }
            return StoredPlan(id: plan, json: try Self.plans(ids: [plan], connection: connection).first ?? .null)
        }
    }

    /// Conditions on id and change time, with their bound parameters.
    static func filter(ids: [String]?, since: Date?, alias: String) -> (conditions: [String], parameters: [(any PostgresBindable)?]) {
        var conditions: [String] = []
        var parameters: [(any PostgresBindable)?] = []
        if let ids {
            parameters.append(PostgresTextArray(ids))
            conditions.append("\(alias)id = any($\(parameters.count)::uuid[])")
        }
        if let since {
            parameters.append(since)
            conditions.append("\(alias)updated_at >= $\(parameters.count)")
        }
        return (conditions, parameters)
    }

    /// Plans as the app shows them, with each entry's recipe.
    static func plans(ids: [String]?, since: Date? = nil, connection: PostgresConnection) throws -> [JSONValue] {
        let (filters, parameters) = Self.filter(ids: ids, since: since, alias: "p.")
        let rows = try connection.query(
            """
            select p.id::text as id, p.name, to_char(p.start_date, 'YYYY-MM-DD') as start_date, to_char(p.end_date, 'YYYY-MM-DD') as end_date,
                   p.budget::float8 as budget, p.total_cost::float8 as total_cost, p.zip_code, to_jsonb(p.dietary_restrictions) as restrictions,
                   p.discounts_used, p.updated_at,
                   coalesce((select jsonb_agg(jsonb_build_object(
                        'id', r.id, 'name', r.name, 'dayOfWeek', e.day_of_week, 'mealType', e.meal_type,
                        'estimatedCost', e.estimated_cost::float8, 'servings', r.servings, 'prepTime', r.prep_time, 'cookTime', r.cook_time)
                        order by e.day_of_week, array_position(array['BREAKFAST','LUNCH','DINNER','SNACK']::public.meal_type[], e.meal_type))
                     from public.meal_plan_entries e join public.app_recipes r on r.id = e.recipe_id
                     where e.meal_plan_id = p.id), '[]'::jsonb) as recipes
            from public.meal_plans p
            \(filters.isEmpty ? "" : "where " + filters.joined(separator: " and "))
            order by p.created_at
            """, parameters)
        return try rows.map { row in
            [
                "id": .string(try row.requireString("id")), "name": .string(try row.requireString("name")),
                "startDate": .string(try row.requireString("start_date") + "T00:00:00Z"),
                "endDate": .string(try row.requireString("end_date") + "T00:00:00Z"), "budget": .optional(try row.double("budget")),
                "totalCost": .optional(try row.double("total_cost")), "zipCode": .optional(try row.string("zip_code")),
                "dietaryRestrictions": try row.json("restrictions") ?? [],
                "discountsUsed": .int(Int64(try row.requireInt("discounts_used"))), "recipes": try row.json("recipes") ?? [],
                "updatedAt": .optional(try row.date("updated_at").map(Timestamp.iso8601)),
            ]
        }
    }

    /// The recipes of one of the caller's plans, in plan order; nil when there is no such plan.
    public func mealPlanRecipes(_ planID: String, as identity: Identity) throws -> (name: String, recipes: [KitchenRecipe])? {
        try database.transaction(as: identity) { connection in
            guard let plan = try connection.query("select name from public.meal_plans where id = $1::uuid", [planID]).first else { return nil }
            let recipes = try connection.query(
                """
                select \(Self.recipeColumns(from: "r"))
                from public.meal_plan_entries e join public.app_recipes r on r.id = e.recipe_id
                where e.meal_plan_id = $1::uuid order by e.day_of_week, e.meal_type
                """, [planID]
            ).map { try Self.appRecipe($0).recipe }
            return (try plan.requireString("name"), recipes)
        }
    }

    // MARK: Grocery lists

    public func createGroceryList(name: String, mealPlanID: String?, items: [GroceryItem], as identity: Identity) throws -> JSONValue {
        try database.transaction(as: identity) { connection in
            let id = try connection.query(
                """
                insert into public.grocery_lists (name, meal_plan_id, items) values ($1, $2::uuid, $3::jsonb) returning id::text as id
                """, [name, mealPlanID, JSONValue.array(items.map(\.json))]
            ).single().requireString("id")
            return try Self.groceryLists(ids: [id], connection: connection).first ?? .null
        }
    }

    static func groceryLists(ids: [String]?, since: Date? = nil, connection: PostgresConnection) throws -> [JSONValue] {
        let (filters, parameters) = Self.filter(ids: ids, since: since, alias: "")
        return try connection.query(
            """
            select id::text as id, name, meal_plan_id::text as meal_plan_id, items, created_at, updated_at from public.grocery_lists
            \(filters.isEmpty ? "" : "where " + filters.joined(separator: " and ")) order by created_at
            """, parameters
        ).map { row in
            [
                "id": .string(try row.requireString("id")), "name": .string(try row.requireString("name")),
                "mealPlanId": .optional(try row.string("meal_plan_id")), "items": try row.json("items") ?? [],
                "createdAt": .optional(try row.date("created_at").map(Timestamp.iso8601)),
                "updatedAt": .optional(try row.date("updated_at").map(Timestamp.iso8601)),
            ]
        }
    }

    // MARK: Favourites

    public enum RecipeKind: String, Sendable, CaseIterable {
        case app, community, video
    }

    /// Whether the caller can see the recipe they want to save.
    public func recipeExists(kind: RecipeKind, ref: String, as identity: Identity) throws -> Bool {
        try database.transaction(as: identity) { connection in
            switch kind {
            case .app:
                guard UUID(uuidString: ref) != nil else { return false }
                return !(try connection.query("select 1 from public.app_recipes where id = $1::uuid", [ref]).isEmpty)
            case .community:
                guard UUID(uuidString: ref) != nil else { return false }
                return !(try connection.query("select 1 from public.community_recipes where id = $1::uuid", [ref]).isEmpty)
            case .video:
                return !(try connection.query("select 1 from public.recipes where video_id = $1 and status = 'ready'", [ref]).isEmpty)
            }
        }
    }

    /// Saves a favourite; `created` is false when it was already saved.
    public func saveFavourite(kind: RecipeKind, ref: String, as identity: Identity) throws -> (json: JSONValue, created: Bool) {
        try database.transaction(as: identity) { connection in
            let inserted = try connection.query(
                """
                insert into public.saved_recipes (recipe_kind, recipe_ref) values ($1, $2)
                on conflict (user_id, recipe_kind, recipe_ref) do nothing returning id
                """, [kind.rawValue, ref])
            let row = try connection.query(
                "select \(Self.savedColumns) from public.saved_recipes s where s.recipe_kind = $1 and s.recipe_ref = $2", [kind.rawValue, ref]
            ).single()
            return (try Self.saved(row), !inserted.isEmpty)
        }
    }

    public func removeFavourite(kind: RecipeKind, ref: String, as identity: Identity) throws -> Bool {
        try database.transaction(as: identity) { connection in
            try connection.query("delete from public.saved_recipes where recipe_kind = $1 and recipe_ref = $2", [kind.rawValue, ref]).affectedRows
                == 1
        }
    }

    /// A favourite with the name of what it points at (null when that is gone or now hidden).
    static let savedColumns = """
        s.id::text as id, s.recipe_kind, s.recipe_ref, s.created_at, s.updated_at,
        case s.recipe_kind
            when 'app' then (select a.name from public.app_recipes a where a.id::text = s.recipe_ref)
            when 'community' then (select c.title from public.community_recipes c where c.id::text = s.recipe_ref)
            else (select coalesce(r.recipe_json->>'title', v.title) from public.videos v
                  left join public.recipes r on r.video_id = v.video_id where v.video_id = s.recipe_ref)
        end as name
        """

    static func saved(_ row: PostgresRow) throws -> JSONValue {
        [
            "id": .string(try row.requireString("id")), "kind": .string(try row.requireString("recipe_kind")),
            "recipeId": .string(try row.requireString("recipe_ref")), "name": .optional(try row.string("name")),
            "savedAt": .optional(try row.date("created_at").map(Timestamp.iso8601)),
            "updatedAt": .optional(try row.date("updated_at").map(Timestamp.iso8601)),
        ]
    }

    /// The caller's favourites, newest first.
    public func favourites(as identity: Identity) throws -> [JSONValue] {
        try database.transaction(as: identity) { connection in
            try connection.query("select \(Self.savedColumns) from public.saved_recipes s order by s.created_at desc, s.id").map(Self.saved)
        }
    }

    // MARK: Deleting

    public enum ItemKind: String, Sendable {
        case recipe, mealPlan, groceryList
    }

    public enum Deletion: Sendable, Equatable {
        case deleted, notFound
        /// The recipe is in these meal plans.
        case inUse([String])
    }

    /// Deletes one of the caller's items in one transaction. A deleted recipe takes its
    /// favourites with it, so sync reports both.
    public func delete(_ kind: ItemKind, id: String, as identity: Identity) throws -> Deletion {
        try database.transaction(as: identity) { connection in
            switch kind {
            case .recipe:
                guard !(try connection.query("select 1 from public.app_recipes where id = $1::uuid for update", [id]).isEmpty) else {
                    return .notFound
                }
                let plans = try connection.query(
                    "select distinct meal_plan_id::text as id from public.meal_plan_entries where recipe_id = $1::uuid order by 1", [id]
                ).map { try $0.requireString("id") }
                guard plans.isEmpty else { return .inUse(plans) }
                try connection.query("delete from public.saved_recipes where recipe_kind = 'app' and recipe_ref = $1", [id])
                try connection.query("delete from public.app_recipes where id = $1::uuid", [id])
                return .deleted
            case .mealPlan:
                return try connection.query("delete from public.meal_plans where id = $1::uuid", [id]).affectedRows == 1 ? .deleted : .notFound
            case .groceryList:
                return try connection.query("delete from public.grocery_lists where id = $1::uuid", [id]).affectedRows == 1 ? .deleted : .notFound
            }
        }
    }

    // MARK: Sync

    public struct Changes: Sendable {
        public let recipes: [JSONValue]
        public let mealPlans: [JSONValue]
        public let groceryLists: [JSONValue]
        public let savedRecipes: [JSONValue]
        public let deleted: [String: [String]]
        public let syncTime: Date
    }

    /// Everything of the caller's changed at or after `since` (all of it when nil), deletions
    /// since then, and the horizon to ask from next time. The horizon is taken first, before any
    /// data is read (see internal.sync_horizon), so a change committing during this read is
    /// returned by the next sync.
    public func changes(since: Date?, as identity: Identity) throws -> Changes {
        try database.transaction(as: identity) { connection in
            guard let horizon = try connection.query("select internal.sync_horizon() as horizon").single().date("horizon") else {
                throw PostgresError(kind: .decoding, message: "no sync horizon")
            }
            var parameters: [(any PostgresBindable)?] = []
            var filter = ""
            if let since {
                parameters = [since]
                filter = "where updated_at >= $1"
            }
            let recipes = try connection.query(
                "select \(Self.recipeColumns) from public.app_recipes \(filter) order by updated_at", parameters
            ).map { row -> JSONValue in
                let (id, recipe) = try Self.appRecipe(row)
                var json = recipe.json(id: id).objectValue ?? [:]
                json["updatedAt"] = .optional(try row.date("updated_at").map(Timestamp.iso8601))
                return .object(json)
            }
            let plans = try Self.plans(ids: nil, since: since, connection: connection)
            let lists = try Self.groceryLists(ids: nil, since: since, connection: connection)
            let saved = try connection.query(
                "select \(Self.savedColumns) from public.saved_recipes s \(filter) order by s.updated_at", parameters
            ).map(Self.saved)
            var deleted: [String: [String]] = ["recipes": [], "mealPlans": [], "groceryLists": [], "savedRecipes": []]
            let names = ["app_recipes": "recipes", "meal_plans": "mealPlans", "grocery_lists": "groceryLists", "saved_recipes": "savedRecipes"]
            for row in try connection.query(
                "select entity, entity_id from public.sync_tombstones \(since == nil ? "" : "where deleted_at >= $1") order by deleted_at",
                parameters)
            {
                if let name = names[try row.requireString("entity")] { deleted[name, default: []].append(try row.requireString("entity_id")) }
            }
            return Changes(recipes: recipes, mealPlans: plans, groceryLists: lists, savedRecipes: saved, deleted: deleted, syncTime: horizon)
        }
    }
}
