import Database
import Foundation
import FunctionRuntime

/// A plan to store: its facts and one entry per meal.
public struct NewMealPlan: Sendable {
    public struct Entry: Sendable {
        public let day: Int
        public let mealType: MealPlanner.MealType
        public let recipe: KitchenRecipe
        public let cost: Double

        public init(day: Int, mealType: MealPlanner.MealType, recipe: KitchenRecipe, cost: Double) {
            self.day = day
            self.mealType = mealType
            self.recipe = recipe
            self.cost = cost
        }
    }

    public var name: String
    /// `YYYY-MM-DD`
    public var start: String
    public var end: String
    public var budget: Double?
    public var totalCost: Double
    public var zipCode: String?
    public var restrictions: [String]
    public var discountsUsed: Int
    public var entries: [Entry]

    public init(
        name: String, start: String, end: String, budget: Double?, totalCost: Double, zipCode: String?, restrictions: [String],
        discountsUsed: Int, entries: [Entry]
    ) {
        self.name = name
        self.start = start
        self.end = end
        self.budget = budget
        self.totalCost = totalCost
        self.zipCode = zipCode
        self.restrictions = restrictions
        self.discountsUsed = discountsUsed
        self.entries = entries
    }
}

/// The caller's meal plans.
public protocol MealPlanStore: Sendable {
    /// Stores the plan, its recipes (copied into the caller's recipes, once per source) and its
    /// entries in one transaction.
    func create(_ plan: NewMealPlan, as identity: Identity) throws -> MealPlan
    /// The recipes of one of the caller's plans, in plan order; nil when there is no such plan.
    func recipes(ofPlan planID: String, as identity: Identity) throws -> (name: String, recipes: [KitchenRecipe])?
}

public struct PostgresMealPlanStore: MealPlanStore {
    let database: Database

    public init(database: Database) {
        self.database = database
    }

    public func create(_ plan: NewMealPlan, as identity: Identity) throws -> MealPlan {
        try database.transaction(as: identity) { connection in
            let id = try connection.query(
                """
                insert into public.meal_plans (name, start_date, end_date, budget, total_cost, zip_code, dietary_restrictions, discounts_used)
                values ($1, $2::date, $3::date, $4, $5, $6, $7::text[], $8)
                returning id::text as id
                """,
                [
                    plan.name, plan.start, plan.end, plan.budget, (plan.totalCost * 100).rounded() / 100, plan.zipCode,
                    PostgresTextArray(plan.restrictions), plan.discountsUsed,
                ]
            ).single().requireString("id")
            var recipeIDs: [String: String] = [:]
            for entry in plan.entries {
                let key = entry.recipe.sourceRef ?? entry.recipe.name
                let recipeID: String
                if let known = recipeIDs[key] {
                    recipeID = known
                } else {
                    recipeID = try Self.insertCopy(entry.recipe, connection: connection)
                    recipeIDs[key] = recipeID
                }
                try connection.query(
                    """
                    insert into public.meal_plan_entries (meal_plan_id, recipe_id, day_of_week, meal_type, estimated_cost)
                    values ($1::uuid, $2::uuid, $3, $4::public.meal_type, $5)
                    """, [id, recipeID, entry.day, entry.mealType.rawValue, (entry.cost * 100).rounded() / 100])
            }
            guard let stored = try KitchenRows.plans(ids: [id], connection: connection).first else {
                throw PostgresError(kind: .decoding, message: "the new meal plan is not visible")
            }
            return stored
        }
    }

    /// A meal plan's copy of a recipe, kept once per source and user (a later plan reuses it).
    static func insertCopy(_ recipe: KitchenRecipe, connection: PostgresConnection) throws -> String {
        try connection.query(
            KitchenRows.insertRecipe + """
                 on conflict (user_id, source_ref) where source_ref is not null and request_key is null
                do update set updated_at = excluded.updated_at returning id::text as id
                """, KitchenRows.columns(recipe, origin: .adapted, requestKey: nil)
        ).single().requireString("id")
    }

    public func recipes(ofPlan planID: String, as identity: Identity) throws -> (name: String, recipes: [KitchenRecipe])? {
        try database.transaction(as: identity) { connection in
            guard let plan = try connection.query("select name from public.meal_plans where id = $1::uuid", [planID]).first else {
                return nil
            }
            let recipes = try connection.query(
                """
                select \(KitchenRows.recipeColumns(from: "r"))
                from public.meal_plan_entries e join public.app_recipes r on r.id = e.recipe_id
                where e.meal_plan_id = $1::uuid order by e.day_of_week, e.meal_type
                """, [planID]
            ).map { try KitchenRows.appRecipe($0).recipe }
            return (try plan.requireString("name"), recipes)
        }
    }
}

/// The caller's grocery lists.
public protocol GroceryListStore: Sendable {
    func create(name: String, mealPlanID: String?, items: [GroceryItem], as identity: Identity) throws -> GroceryList
}

public struct PostgresGroceryListStore: GroceryListStore {
    let database: Database

    public init(database: Database) {
        self.database = database
    }

    public func create(name: String, mealPlanID: String?, items: [GroceryItem], as identity: Identity) throws -> GroceryList {
        try database.transaction(as: identity) { connection in
            let id = try connection.query(
                "insert into public.grocery_lists (name, meal_plan_id, items) values ($1, $2::uuid, $3::jsonb) returning id::text as id",
                [name, mealPlanID, JSONValue.array(items.map(\.json))]
            ).single().requireString("id")
            guard let stored = try KitchenRows.groceryLists(ids: [id], connection: connection).first else {
                throw PostgresError(kind: .decoding, message: "the new grocery list is not visible")
            }
            return stored
        }
    }
}
