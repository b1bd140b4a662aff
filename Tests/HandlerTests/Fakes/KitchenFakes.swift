import Database
import Foundation
import FunctionRuntime
import Kitchen
import Testing

public struct FakeRecipePool: RecipePool {
    public var onCandidates: (@Sendable ([String], Int, Identity) throws -> [KitchenRecipe])?
    public var onPlanPool: (@Sendable (String, Identity) throws -> [KitchenRecipe])?
    public var onOwnRecipes: (@Sendable ([String], Identity) throws -> [String: KitchenRecipe])?

    public init() {}

    public func candidates(for ingredients: [String], limit: Int, as identity: Identity) throws -> [KitchenRecipe] {
        try expected(onCandidates, "RecipePool.candidates", ingredients, limit, identity)
    }

    public func planPool(seed: String, as identity: Identity) throws -> [KitchenRecipe] {
        try expected(onPlanPool, "RecipePool.planPool", seed, identity)
    }

    public func ownRecipes(ids: [String], as identity: Identity) throws -> [String: KitchenRecipe] {
        try expected(onOwnRecipes, "RecipePool.ownRecipes", ids, identity)
    }
}

public struct FakeTierStore: TierStore {
    public var onTier: (@Sendable (Identity) throws -> Tier)?

    public init() {}

    public func tier(of identity: Identity) throws -> Tier { try expected(onTier, "TierStore.tier", identity) }
}

public struct FakeGenerationCache: GenerationCache {
    public var onOwnAnswer: (@Sendable (String, Identity) throws -> AppRecipe?)?
    public var onSharedAnswer: (@Sendable (String) throws -> (recipe: KitchenRecipe, origin: RecipeOrigin)?)?
    public var onStoreShared: (@Sendable (KitchenRecipe, RecipeOrigin, String, Lease) throws -> Void)?
    public var onSaveOwn: (@Sendable (KitchenRecipe, RecipeOrigin, String, Identity) throws -> AppRecipe)?

    public init() {}

    public func ownAnswer(requestKey: String, as identity: Identity) throws -> AppRecipe? {
        try expected(onOwnAnswer, "GenerationCache.ownAnswer", requestKey, identity)
    }

    public func sharedAnswer(requestKey: String) throws -> (recipe: KitchenRecipe, origin: RecipeOrigin)? {
        try expected(onSharedAnswer, "GenerationCache.sharedAnswer", requestKey)
    }

    public func storeShared(_ recipe: KitchenRecipe, origin: RecipeOrigin, requestKey: String, releasing lease: Lease) throws {
        try expected(onStoreShared, "GenerationCache.storeShared", recipe, origin, requestKey, lease)
    }

    public func saveOwn(_ recipe: KitchenRecipe, origin: RecipeOrigin, requestKey: String, as identity: Identity) throws -> AppRecipe {
        try expected(onSaveOwn, "GenerationCache.saveOwn", recipe, origin, requestKey, identity)
    }
}

public struct FakeMealPlanStore: MealPlanStore {
    public var onCreate: (@Sendable (NewMealPlan, Identity) throws -> MealPlan)?
    public var onRecipes: (@Sendable (String, Identity) throws -> (name: String, recipes: [KitchenRecipe])?)?

    public init() {}

    public func create(_ plan: NewMealPlan, as identity: Identity) throws -> MealPlan {
        try expected(onCreate, "MealPlanStore.create", plan, identity)
    }

    public func recipes(ofPlan planID: String, as identity: Identity) throws -> (name: String, recipes: [KitchenRecipe])? {
        try expected(onRecipes, "MealPlanStore.recipes", planID, identity)
    }
}

public struct FakeGroceryListStore: GroceryListStore {
    public var onCreate: (@Sendable (String, String?, [GroceryItem], Identity) throws -> GroceryList)?

    public init() {}

    public func create(name: String, mealPlanID: String?, items: [GroceryItem], as identity: Identity) throws -> GroceryList {
        try expected(onCreate, "GroceryListStore.create", name, mealPlanID, items, identity)
    }
}

public struct FakeFavouriteStore: FavouriteStore {
    public var onRecipeExists: (@Sendable (RecipeKind, String, Identity) throws -> Bool)?
    public var onSave: (@Sendable (RecipeKind, String, Identity) throws -> (saved: SavedRecipe, created: Bool))?
    public var onRemove: (@Sendable (RecipeKind, String, Identity) throws -> Bool)?
    public var onList: (@Sendable (FavouriteCursor?, Int, Identity) throws -> (saved: [SavedRecipe], next: FavouriteCursor?))?

    public init() {}

    public func recipeExists(kind: RecipeKind, ref: String, as identity: Identity) throws -> Bool {
        try expected(onRecipeExists, "FavouriteStore.recipeExists", kind, ref, identity)
    }

    public func save(kind: RecipeKind, ref: String, as identity: Identity) throws -> (saved: SavedRecipe, created: Bool) {
        try expected(onSave, "FavouriteStore.save", kind, ref, identity)
    }

    public func remove(kind: RecipeKind, ref: String, as identity: Identity) throws -> Bool {
        try expected(onRemove, "FavouriteStore.remove", kind, ref, identity)
    }

    public func list(after cursor: FavouriteCursor?, limit: Int, as identity: Identity) throws -> (
        saved: [SavedRecipe], next: FavouriteCursor?
    ) {
        try expected(onList, "FavouriteStore.list", cursor, limit, identity)
    }
}

public struct FakeAppDataStore: AppDataStore {
    public var onDelete: (@Sendable (AppDataKind, String, Identity) throws -> Deletion)?

    public init() {}

    public func delete(_ kind: AppDataKind, id: String, as identity: Identity) throws -> Deletion {
        try expected(onDelete, "AppDataStore.delete", kind, id, identity)
    }
}

public struct FakeSyncStore: SyncStore {
    public var onPage: (@Sendable (Date?, SyncCursor?, Int, Identity) throws -> SyncPage)?

    public init() {}

    public func page(since: Date?, cursor: SyncCursor?, limit: Int, as identity: Identity) throws -> SyncPage {
        try expected(onPage, "SyncStore.page", since, cursor, limit, identity)
    }
}

public struct FakeRecipeGenerator: RecipeGenerator {
    public var origin: RecipeOrigin
    public var version: String
    public var isPaid = false
    public var onGenerate: (@Sendable (RecipeRequest, @Sendable () throws -> [KitchenRecipe]) throws -> KitchenRecipe?)?

    public init(origin: RecipeOrigin = .generated, version: String = "fake-1") {
        self.origin = origin
        self.version = version
    }

    public func generate(_ request: RecipeRequest, pool: @Sendable () throws -> [KitchenRecipe], deadline: Date) async throws
        -> KitchenRecipe?
    {
        guard let onGenerate else { return try unexpected("RecipeGenerator.generate") }
        return try onGenerate(request, pool)
    }
}

/// A spend guard that answers what the test set up, and fails on any call it did not.
public struct FakeSpendGuard: SpendGuard {
    public var onAdmit: (@Sendable (PaidProvider, Identity) throws -> SpendDecision)?

    public init() {}

    public func admit(_ provider: PaidProvider, context: FunctionContext) throws -> SpendDecision {
        try expected(onAdmit, "SpendGuard.admit", provider, context.identity)
    }
}
