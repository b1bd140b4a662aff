import FunctionRuntime

/// Every error of the Savry app API (login, recipe generation, meal plans, grocery lists,
/// favourites, sync, deletions), in its `{"message": message, …fields}` shape.
public enum SavryAppErrors: ErrorCatalogue {
    public static let codes = [
        "INVALID_CREDENTIALS", "INVALID_DIFFICULTY", "UNKNOWN_DIETARY_RESTRICTION", "GENERATION_UNAVAILABLE", "GENERATION_FAILED",
        "NO_MATCHING_RECIPE", "INVALID_START_DATE", "INVALID_ZIP_CODE", "UPGRADE_REQUIRED", "NO_MATCHING_RECIPES", "AMBIGUOUS_SOURCE",
        "MEAL_PLAN_NOT_FOUND", "RECIPE_NOT_FOUND", "GROCERY_LIST_NOT_FOUND", "RECIPE_IN_MEAL_PLAN", "INVALID_KIND", "NOT_SAVED",
        "INVALID_LAST_SYNC", "MISSING_FIELDS", "TOO_MANY_SIGN_IN_ATTEMPTS",
    ]

    /// Unknown email and wrong password alike, so an answer never says which emails exist.
    public static let invalidCredentials = FunctionError(status: 401, code: "INVALID_CREDENTIALS", message: "Invalid email or password")

    /// Too many failed sign-ins for this email or from this address (known and unknown emails
    /// alike).
    public static func signInThrottled(retryAfterSeconds: Int) -> FunctionError {
        FunctionError(
            status: 429, code: "TOO_MANY_SIGN_IN_ATTEMPTS", message: "Too many failed sign-in attempts. Try again later.",
            headers: ["retry-after": String(retryAfterSeconds)])
    }

    // MARK: Recipe generation

    public static let invalidDifficulty = FunctionError(
        status: 400, code: "INVALID_DIFFICULTY", message: "difficulty must be easy, medium or hard",
        fields: ["allowed": ["easy", "medium", "hard"]])

    /// A restriction we do not know is refused, not ignored: we could not promise to keep it.
    public static func unknownRestriction(_ text: String, allowed: [String]) -> FunctionError {
        FunctionError(
            status: 400, code: "UNKNOWN_DIETARY_RESTRICTION", message: "Unknown dietary restriction: \(text)",
            fields: ["allowed": .array(allowed.map(JSONValue.string))])
    }

    public static let generationUnavailable = FunctionError(
        status: 503, code: "GENERATION_UNAVAILABLE", message: "Recipe generation is temporarily unavailable", headers: ["retry-after": "5"])
    public static let generationFailed = FunctionError(
        status: 502, code: "GENERATION_FAILED", message: "Could not generate a valid recipe for this request")
    public static let noMatchingRecipe = FunctionError(
        status: 404, code: "NO_MATCHING_RECIPE", message: "No recipe matches these ingredients and restrictions")

    // MARK: Meal plans

    public static let invalidStartDate = FunctionError(
        status: 400, code: "INVALID_START_DATE", message: "startDate must be a date like 2024-12-09")
    public static let invalidZipCode = FunctionError(
        status: 400, code: "INVALID_ZIP_CODE", message: "zipCode must be a US ZIP code like 90210")
    public static let upgradeRequired = FunctionError(
        status: 403, code: "UPGRADE_REQUIRED", message: "Budget and zip code planning are Pro features. Upgrade to Pro to use them.",
        fields: ["upgrade": true])
    public static let noMatchingRecipes = FunctionError(
        status: 404, code: "NO_MATCHING_RECIPES", message: "No recipes match these dietary restrictions yet")

    // MARK: Grocery lists

    public static let missingListSource = FunctionError(
        status: 400, code: "MISSING_FIELDS", message: "Provide mealPlanId or recipeIds", fields: ["required": ["mealPlanId", "recipeIds"]])
    public static let ambiguousListSource = FunctionError(
        status: 400, code: "AMBIGUOUS_SOURCE", message: "Provide mealPlanId or recipeIds, not both")

    // MARK: The caller's data

    public static let mealPlanNotFound = FunctionError(status: 404, code: "MEAL_PLAN_NOT_FOUND", message: "Meal plan not found")
    public static let recipeNotFound = FunctionError(status: 404, code: "RECIPE_NOT_FOUND", message: "Recipe not found")
    public static let groceryListNotFound = FunctionError(status: 404, code: "GROCERY_LIST_NOT_FOUND", message: "Grocery list not found")

    /// Some of the requested recipes are not the caller's (or do not exist).
    public static func recipesNotFound(_ missing: [String]) -> FunctionError {
        FunctionError(
            status: 404, code: "RECIPE_NOT_FOUND", message: "Recipe not found", fields: ["missing": .array(missing.map(JSONValue.string))])
    }

    /// Deleting the recipe would silently change these meal plans.
    public static func recipeInMealPlan(_ planIDs: [String]) -> FunctionError {
        FunctionError(
            status: 409, code: "RECIPE_IN_MEAL_PLAN", message: "Recipe is used by a meal plan; delete the plan first",
            fields: ["mealPlanIds": .array(planIDs.map(JSONValue.string))])
    }

    // MARK: Favourites and sync

    public static func invalidKind(allowed: [String]) -> FunctionError {
        FunctionError(
            status: 400, code: "INVALID_KIND", message: "kind must be app, community or video",
            fields: ["allowed": .array(allowed.map(JSONValue.string))])
    }

    public static let notSaved = FunctionError(status: 404, code: "NOT_SAVED", message: "Recipe is not in your saved recipes")

    public static let invalidLastSync = FunctionError(
        status: 400, code: "INVALID_LAST_SYNC", message: "lastSync must be an ISO-8601 timestamp like 2024-12-01T00:00:00Z")
}
