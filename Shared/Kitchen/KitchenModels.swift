import Foundation
import FunctionRuntime

/// Where an app recipe's content came from.
public enum RecipeOrigin: String, Sendable {
    /// A model wrote it.
    case generated
    /// Retrieved from our recipes and adapted (scaled, units made to agree).
    case adapted
}

/// One of the caller's recipes (`app_recipes`) as the app shows it.
public struct AppRecipe: Sendable, Equatable {
    public var id: String
    public var recipe: KitchenRecipe
    /// When it last changed (sync answers carry it).
    public var updatedAt: Date?

    public init(id: String, recipe: KitchenRecipe, updatedAt: Date? = nil) {
        self.id = id
        self.recipe = recipe
        self.updatedAt = updatedAt
    }

    public var json: JSONValue {
        var json = recipe.json(id: id).objectValue ?? [:]
        if let updatedAt { json["updatedAt"] = .string(Timestamp.iso8601(updatedAt)) }
        return .object(json)
    }
}

/// One meal of a stored plan.
public struct PlannedMeal: Sendable, Equatable {
    public var recipeID: String
    public var name: String
    public var dayOfWeek: Int
    public var mealType: MealPlanner.MealType
    public var estimatedCost: Double?
    public var servings: Int?
    public var prepTime: Int?
    public var cookTime: Int?

    public init(
        recipeID: String, name: String, dayOfWeek: Int, mealType: MealPlanner.MealType, estimatedCost: Double?, servings: Int? = nil,
        prepTime: Int? = nil, cookTime: Int? = nil
    ) {
        self.recipeID = recipeID
        self.name = name
        self.dayOfWeek = dayOfWeek
        self.mealType = mealType
        self.estimatedCost = estimatedCost
        self.servings = servings
        self.prepTime = prepTime
        self.cookTime = cookTime
    }
    public var json: JSONValue {
        [
            "id": .string(recipeID), "name": .string(name), "dayOfWeek": .int(Int64(dayOfWeek)), "mealType": .string(mealType.rawValue),
            "estimatedCost": .optional(estimatedCost), "servings": .optional(servings), "prepTime": .optional(prepTime),
            "cookTime": .optional(cookTime),
        ]
    }
}

/// A stored meal plan (the Savry app API's `MealPlan`).
public struct MealPlan: Sendable, Equatable {
    public var id: String
    public var name: String
    /// `YYYY-MM-DD`
    public var startDate: String
    public var endDate: String
    public var budget: Double?
    public var totalCost: Double?
    public var zipCode: String?
    public var dietaryRestrictions: [String]
    public var discountsUsed: Int
    public var recipes: [PlannedMeal]
    public var updatedAt: Date?

    public init(
        id: String, name: String, startDate: String, endDate: String, budget: Double?, totalCost: Double?, zipCode: String?,
        dietaryRestrictions: [String], discountsUsed: Int, recipes: [PlannedMeal], updatedAt: Date?
    ) {
        self.id = id
        self.name = name
        self.startDate = startDate
        self.endDate = endDate
        self.budget = budget
        self.totalCost = totalCost
        self.zipCode = zipCode
        self.dietaryRestrictions = dietaryRestrictions
        self.discountsUsed = discountsUsed
        self.recipes = recipes
        self.updatedAt = updatedAt
    }
    public var json: JSONValue {
        [
            "id": .string(id), "name": .string(name), "startDate": .string(startDate + "T00:00:00Z"),
            "endDate": .string(endDate + "T00:00:00Z"),
            "budget": .optional(budget), "totalCost": .optional(totalCost), "zipCode": .optional(zipCode),
            "dietaryRestrictions": .array(dietaryRestrictions.map(JSONValue.string)), "discountsUsed": .int(Int64(discountsUsed)),
            "recipes": .array(recipes.map(\.json)), "updatedAt": .optional(updatedAt.map(Timestamp.iso8601)),
        ]
    }
}

/// A stored grocery list.
public struct GroceryList: Sendable, Equatable {
    public var id: String
    public var name: String
    public var mealPlanID: String?
    public var items: [GroceryItem]
    public var createdAt: Date?
    public var updatedAt: Date?

    public init(id: String, name: String, mealPlanID: String?, items: [GroceryItem], createdAt: Date?, updatedAt: Date?) {
        self.id = id
        self.name = name
        self.mealPlanID = mealPlanID
        self.items = items
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
    public var json: JSONValue {
        [
            "id": .string(id), "name": .string(name), "mealPlanId": .optional(mealPlanID), "items": .array(items.map(\.json)),
            "createdAt": .optional(createdAt.map(Timestamp.iso8601)), "updatedAt": .optional(updatedAt.map(Timestamp.iso8601)),
        ]
    }
}

/// What a favourite points at: one of the caller's recipes, a community recipe, or a recipe
/// extracted from a video (ChefStream).
public enum RecipeKind: String, Sendable, CaseIterable {
    case app, community, video
}

/// A favourite, with the name of what it points at (nil when that is gone or now hidden).
public struct SavedRecipe: Sendable, Equatable {
    public var id: String
    public var kind: RecipeKind
    public var recipeRef: String
    public var name: String?
    public var savedAt: Date?
    public var updatedAt: Date?

    public init(id: String, kind: RecipeKind, recipeRef: String, name: String?, savedAt: Date?, updatedAt: Date?) {
        self.id = id
        self.kind = kind
        self.recipeRef = recipeRef
        self.name = name
        self.savedAt = savedAt
        self.updatedAt = updatedAt
    }
    public var json: JSONValue {
        [
            "id": .string(id), "kind": .string(kind.rawValue), "recipeId": .string(recipeRef), "name": .optional(name),
            "savedAt": .optional(savedAt.map(Timestamp.iso8601)), "updatedAt": .optional(updatedAt.map(Timestamp.iso8601)),
        ]
    }
}

/// The caller's data that can be deleted (and whose deletion sync reports).
public enum AppDataKind: String, Sendable, CaseIterable {
    case recipe, mealPlan, groceryList
}

public enum Deletion: Sendable, Equatable {
    case deleted
    case notFound
    /// The recipe is in these meal plans.
    case inUse([String])
}

/// Everything of the caller's changed since a sync, and the horizon to ask from next time.
public struct SyncChanges: Sendable, Equatable {
    public var recipes: [AppRecipe]
    public var mealPlans: [MealPlan]
    public var groceryLists: [GroceryList]
    public var savedRecipes: [SavedRecipe]
    /// Ids deleted since, by collection (`recipes`, `mealPlans`, `groceryLists`, `savedRecipes`).
    public var deleted: [String: [String]]
    public var syncTime: Date

    public init(
        recipes: [AppRecipe], mealPlans: [MealPlan], groceryLists: [GroceryList], savedRecipes: [SavedRecipe], deleted: [String: [String]],
        syncTime: Date
    ) {
        self.recipes = recipes
        self.mealPlans = mealPlans
        self.groceryLists = groceryLists
        self.savedRecipes = savedRecipes
        self.deleted = deleted
        self.syncTime = syncTime
    }
}
