import FunctionRuntime

/// Every error of the Savry app API (login, recipe generation, meal plans, grocery lists,
/// favourites, sync, deletions), in its `{"message": message, …fields}` shape.
public enum SavryAppErrors: ErrorCatalogue {
    public static let codes = [
        "INVALID_CREDENTIALS", "INVALID_DIFFICULTY", "UNKNOWN_DIETARY_RESTRICTION", "GENERATION_UNAVAILABLE", "GENERATION_FAILED",
        "NO_MATCHING_RECIPE", "INVALID_START_DATE", "INVALID_ZIP_CODE", "UPGRADE_REQUIRED", "NO_MATCHING_RECIPES", "AMBIGUOUS_SOURCE",
        "MEAL_PLAN_NOT_FOUND", "RECIPE_NOT_FOUND", "GROCERY_LIST_NOT_FOUND", "RECIPE_IN_MEAL_PLAN", "INVALID_KIND", "NOT_SAVED",
        "INVALID_LAST_SYNC", "INVALID_CURSOR", "INVALID_LIMIT", "MISSING_FIELDS", "TOO_MANY_SIGN_IN_ATTEMPTS", "INVALID_EMAIL",
        "WEAK_PASSWORD", "EMAIL_IN_USE",
        "TOO_MANY_SIGN_UPS", "PROVIDER_NOT_CONFIGURED", "INVALID_IDENTITY_TOKEN", "IDENTITY_EMAIL_MISSING", "EMAIL_NOT_VERIFIED",
        "IDENTITY_PROVIDER_UNAVAILABLE", "INVALID_REFRESH_TOKEN", "REFRESH_TOKEN_EXPIRED", "REFRESH_TOKEN_REUSED",
        "REFRESH_IN_PROGRESS", "RATE_LIMITED", "PROVIDER_BUDGET_EXHAUSTED",
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

    // MARK: Accounts

    public static let invalidEmail = FunctionError(status: 400, code: "INVALID_EMAIL", message: "email must be an email address")

    /// The policy, stated whole: bcrypt reads only the first 72 bytes of a password, so a longer
    /// one is refused rather than silently cut.
    public static let weakPassword = FunctionError(
        status: 400, code: "WEAK_PASSWORD", message: "Password must be at least 8 characters and at most 72 bytes (UTF-8)",
        fields: ["minLength": 8, "maxBytes": 72])

    public static let emailInUse = FunctionError(
        status: 409, code: "EMAIL_IN_USE", message: "An account with this email exists; sign in instead")

    public static func signUpThrottled(retryAfterSeconds: Int) -> FunctionError {
        FunctionError(
            status: 429, code: "TOO_MANY_SIGN_UPS", message: "Too many sign-ups from this address. Try again later.",
            headers: ["retry-after": String(retryAfterSeconds)])
    }

    /// The route's client ids (`APPLE_CLIENT_IDS`, `GOOGLE_CLIENT_IDS`) are not configured.
    public static func providerNotConfigured(_ provider: String, variable: String) -> FunctionError {
        FunctionError(
            status: 501, code: "PROVIDER_NOT_CONFIGURED", message: "Sign in with \(provider) is not configured on this server (\(variable))"
        )
    }

    /// The provider's ID token failed verification; `reason` says which check.
    public static func invalidIdentityToken(reason: String) -> FunctionError {
        FunctionError(
            status: 401, code: "INVALID_IDENTITY_TOKEN", message: "The identity token could not be verified",
            fields: ["reason": .string(reason)])
    }

    public static let identityEmailMissing = FunctionError(
        status: 400, code: "IDENTITY_EMAIL_MISSING",
        message: "The identity token carries no email, which a new account needs; request the email scope")

    public static let emailNotVerified = FunctionError(
        status: 403, code: "EMAIL_NOT_VERIFIED", message: "The provider has not verified this email, so it cannot open an account")

    /// The provider's signing keys could not be fetched and none are cached for this token.
    public static func identityProviderUnavailable(retryAfterSeconds: Int) -> FunctionError {
        FunctionError(
            status: 503, code: "IDENTITY_PROVIDER_UNAVAILABLE", message: "The sign-in provider's keys are unavailable. Try again shortly.",
            headers: ["retry-after": String(retryAfterSeconds)])
    }

    public static let invalidRefreshToken = FunctionError(
        status: 401, code: "INVALID_REFRESH_TOKEN", message: "Refresh token is invalid or its session has ended; sign in again")
    public static let refreshTokenExpired = FunctionError(
        status: 401, code: "REFRESH_TOKEN_EXPIRED", message: "Refresh token has expired; sign in again")
    /// A token already exchanged was presented again: its whole session is now ended.
    public static let refreshTokenReused = FunctionError(
        status: 401, code: "REFRESH_TOKEN_REUSED",
        message: "Refresh token was already used; the session has been ended for safety. Sign in again")
    /// The same token is being exchanged by another request right now.
    public static let refreshInProgress = FunctionError(
        status: 409, code: "REFRESH_IN_PROGRESS",
        message: "This refresh token was just exchanged by another request; use the tokens that request received")

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
    /// A model-written recipe is a paid call: one account may cause a few a minute
    /// (`PROVIDER_CALLS_PER_CLIENT_MINUTE`), and answers already given are never limited.
    public static func generationRateLimited(retryAfterSeconds seconds: Int) -> FunctionError {
        FunctionError(
            status: 429, code: "RATE_LIMITED", message: "Too many new recipes from this account; try again shortly",
            fields: ["retryAfterSeconds": .int(Int64(seconds))], headers: ["retry-after": "\(seconds)"])
    }

    /// The deployment's daily model budget is spent (until midnight UTC); requests answered
    /// before still are.
    public static func generationBudgetExhausted(retryAfterSeconds seconds: Int) -> FunctionError {
        FunctionError(
            status: 503, code: "PROVIDER_BUDGET_EXHAUSTED",
            message: "Today's budget for new recipes is spent; recipes asked for before still work",
            fields: ["retryAfterSeconds": .int(Int64(seconds))], headers: ["retry-after": "\(seconds)"])
    }

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

    public static let invalidSyncCursor = FunctionError(
        status: 400, code: "INVALID_CURSOR", message: "cursor must be a nextCursor this API answered; start again without it")

    public static func invalidSyncLimit(maximum: Int) -> FunctionError {
        FunctionError(
            status: 400, code: "INVALID_LIMIT", message: "limit must be a whole number from 1 to \(maximum)",
            fields: ["maximum": .int(Int64(maximum))])
    }

    public static let invalidLastSync = FunctionError(
        status: 400, code: "INVALID_LAST_SYNC", message: "lastSync must be an ISO-8601 timestamp like 2024-12-01T00:00:00Z")
}
