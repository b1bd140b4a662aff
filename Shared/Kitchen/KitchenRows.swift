import Database
import Foundation
import FunctionRuntime

/// Reading the Savry app's rows into typed values: shared by the stores that return the same
/// things (a plan when created and when synced, a recipe when generated and when synced).
enum KitchenRows {
    static let recipeColumns = recipeColumns(from: "")

    /// The columns `appRecipe` reads, qualified by a table alias when given.
    static func recipeColumns(from alias: String) -> String {
        let prefix = alias.isEmpty ? "" : alias + "."
        return [
            "id::text as id", "name", "description", "ingredients", "instructions", "prep_time", "cook_time", "servings", "calories",
            "difficulty", "cuisine", "source_ref", "updated_at",
        ].map { prefix + $0 }.joined(separator: ", ")
    }

    static func appRecipe(_ row: PostgresRow, withUpdatedAt: Bool = false) throws -> AppRecipe {
        let recipe = KitchenRecipe(
            name: try row.requireString("name"), description: try row.string("description"),
            ingredients: (try row.json("ingredients")?.arrayValue ?? []).map(IngredientLine.init(app:)),
            instructions: (try row.json("instructions")?.arrayValue ?? []).compactMap(\.stringValue), prepTime: try row.int("prep_time"),
            cookTime: try row.int("cook_time"), servings: try row.int("servings"), calories: try row.int("calories"),
            difficulty: try row.string("difficulty"), cuisine: try row.string("cuisine"), sourceRef: try row.string("source_ref"))
        return AppRecipe(id: try row.requireString("id"), recipe: recipe, updatedAt: withUpdatedAt ? try row.date("updated_at") : nil)
    }

    static let insertRecipe = """
        insert into public.app_recipes
            (name, description, ingredients, instructions, prep_time, cook_time, servings, calories, difficulty, cuisine,
             dietary_tags, origin, request_key, source_ref)
        values ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $7, $8, $9, $10, $11::text[], $12, $13, $14)
        """

    static func columns(_ recipe: KitchenRecipe, origin: RecipeOrigin, requestKey: String?) -> [(any PostgresBindable)?] {
        [
            recipe.name, recipe.description, JSONValue.array(recipe.ingredients.map(\.json)),
            JSONValue.array(recipe.instructions.map(JSONValue.string)), recipe.prepTime, recipe.cookTime, recipe.servings,
            recipe.calories, recipe.difficulty, recipe.cuisine, PostgresTextArray(recipe.dietaryTags), origin.rawValue, requestKey,
            recipe.sourceRef,
        ]
    }

    /// Conditions on id and change time, with their bound parameters.
    static func filter(ids: [String]?, since: Date?, alias: String) -> (sql: String, parameters: [(any PostgresBindable)?]) {
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
        return (conditions.isEmpty ? "" : "where " + conditions.joined(separator: " and "), parameters)
    }

    /// Plans as the app shows them, with each entry's recipe.
    static func plans(ids: [String]?, since: Date? = nil, connection: PostgresConnection) throws -> [MealPlan] {
        let (filter, parameters) = Self.filter(ids: ids, since: since, alias: "p.")
        return try connection.query(
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
            \(filter)
            order by p.created_at
            """, parameters
        ).map { row in
            MealPlan(
                id: try row.requireString("id"), name: try row.requireString("name"), startDate: try row.requireString("start_date"),
                endDate: try row.requireString("end_date"), budget: try row.double("budget"), totalCost: try row.double("total_cost"),
                zipCode: try row.string("zip_code"),
                dietaryRestrictions: (try row.json("restrictions")?.arrayValue ?? []).compactMap(\.stringValue),
                discountsUsed: try row.requireInt("discounts_used"),
                recipes: (try row.json("recipes")?.arrayValue ?? []).compactMap(plannedMeal),
                updatedAt: try row.date("updated_at"))
        }
    }

    static func plannedMeal(_ json: JSONValue) -> PlannedMeal? {
        guard let id = json["id"]?.stringValue, let name = json["name"]?.stringValue, let day = json["dayOfWeek"]?.intValue,
            let mealType = json["mealType"]?.stringValue.flatMap(MealPlanner.MealType.init(rawValue:))
        else { return nil }
        return PlannedMeal(
            recipeID: id, name: name, dayOfWeek: Int(day), mealType: mealType, estimatedCost: json["estimatedCost"]?.doubleValue,
            servings: json["servings"]?.intValue.map(Int.init), prepTime: json["prepTime"]?.intValue.map(Int.init),
            cookTime: json["cookTime"]?.intValue.map(Int.init))
    }

    static func groceryLists(ids: [String]?, since: Date? = nil, connection: PostgresConnection) throws -> [GroceryList] {
        let (filter, parameters) = Self.filter(ids: ids, since: since, alias: "")
        return try connection.query(
            """
            select id::text as id, name, meal_plan_id::text as meal_plan_id, items, created_at, updated_at from public.grocery_lists
            \(filter) order by created_at
            """, parameters
        ).map { row in
            GroceryList(
                id: try row.requireString("id"), name: try row.requireString("name"), mealPlanID: try row.string("meal_plan_id"),
                items: (try row.json("items")?.arrayValue ?? []).map(GroceryItem.init(stored:)), createdAt: try row.date("created_at"),
                updatedAt: try row.date("updated_at"))
        }
    }

    /// A favourite with the name of what it points at (null when that is gone or now hidden).
    static let savedColumns = """
        s.id::text as id, s.recipe_kind, s.recipe_ref, s.created_at, s.updated_at,
        case s.recipe_kind
            when 'app' then (select a.name from public.app_recipes a where a.id = s.recipe_ref::uuid)
            when 'community' then (select c.title from public.community_recipes c where c.id = s.recipe_ref::uuid)
            else (select coalesce(r.recipe_json->>'title', v.title) from public.videos v
                  left join public.recipes r on r.video_id = v.video_id where v.video_id = s.recipe_ref)
        end as name
        """

    static func saved(_ row: PostgresRow) throws -> SavedRecipe {
        let kindText = try row.requireString("recipe_kind")
        guard let kind = RecipeKind(rawValue: kindText) else {
            throw PostgresError(kind: .decoding, message: "unknown favourite kind \(kindText)")
        }
        return SavedRecipe(
            id: try row.requireString("id"), kind: kind, recipeRef: try row.requireString("recipe_ref"), name: try row.string("name"),
            savedAt: try row.date("created_at"), updatedAt: try row.date("updated_at"))
    }
}
