import Foundation
import FunctionRuntime
import Kitchen
import Testing

@testable import AppDataFunction
@testable import GenerateGroceryListFunction
@testable import SavedRecipesFunction
@testable import SyncFunction

/// Grocery lists, favourites, sync and deletions with fake stores.
@Suite("Savry app data handlers")
struct KitchenDataHandlerTests {
    static let planID = "00000000-0000-4000-8000-0000000000a1"
    static let recipeID = "00000000-0000-4000-8000-0000000000b1"
    static let pasta = KitchenRecipe(
        name: "Pasta",
        ingredients: [
            IngredientLine(name: "spaghetti", quantity: "200", unit: "g"), IngredientLine(name: "garlic", quantity: "2", unit: ""),
        ],
        instructions: ["Boil."])
    static let soup = KitchenRecipe(
        name: "Soup",
        ingredients: [IngredientLine(name: "Garlic", quantity: "1", unit: ""), IngredientLine(name: "stock", quantity: "1", unit: "l")],
        instructions: ["Simmer."])

    static func echoList() -> FakeGroceryListStore {
        var lists = FakeGroceryListStore()
        lists.onCreate = { name, planID, items, _ in
            GroceryList(
                id: "00000000-0000-4000-8000-0000000000c1", name: name, mealPlanID: planID, items: items, createdAt: nil, updatedAt: nil)
        }
        return lists
    }

    func list(_ body: JSONValue, plans: FakeMealPlanStore = FakeMealPlanStore(), recipes: FakeRecipePool = FakeRecipePool()) async -> (
        status: Int, body: JSONValue?
    ) {
        let handler = GenerateGroceryListHandler(plans: plans, recipes: recipes, lists: Self.echoList())
        return await respond(handler, .test("POST", "/api/app/grocery-list/generate", body: body), context: .test(TestCaller.user()))
    }

    @Test("a plan's grocery list merges the same ingredient across recipes")
    func groceryFromPlan() async {
        var plans = FakeMealPlanStore()
        plans.onRecipes = { id, _ in id == Self.planID ? ("Weekly Meal Plan", [Self.pasta, Self.soup]) : nil }
        let (status, body) = await list(["mealPlanId": .string(Self.planID)], plans: plans)
        #expect(status == 200)
        #expect(body?["groceryList"]?["name"] == "Grocery List for Weekly Meal Plan")
        let garlic = body?["groceryList"]?["items"]?.arrayValue?.filter { $0["name"] == "garlic" }
        #expect(garlic?.count == 1)
        #expect(garlic?.first?["quantity"] == "3")
        let missing = await list(["mealPlanId": "00000000-0000-4000-8000-0000000000ff"], plans: plans)
        #expect(missing.status == 404)
    }

    @Test("recipe ids must all be the caller's; the missing ones are named")
    func groceryFromRecipes() async {
        var recipes = FakeRecipePool()
        recipes.onOwnRecipes = { ids, _ in ids.contains(Self.recipeID) ? [Self.recipeID: Self.pasta] : [:] }
        let one = await list(["recipeIds": [.string(Self.recipeID.uppercased())]], recipes: recipes)
        #expect(one.body?["groceryList"]?["name"] == "Grocery List for Pasta")
        let partly = await list(["recipeIds": [.string(Self.recipeID), "not-a-uuid"]], recipes: recipes)
        #expect(partly.status == 404)
        #expect(partly.body == ["message": "Recipe not found", "missing": ["not-a-uuid"]])
        #expect(await list([:]).body?["message"] == "Provide mealPlanId or recipeIds")
        #expect(await list(["mealPlanId": "x", "recipeIds": ["y"]]).status == 400)
    }

    func saved(_ envelope: RequestEnvelope, _ favourites: FakeFavouriteStore) async -> (status: Int, body: JSONValue?) {
        await respond(SavedRecipesHandler(favourites: favourites), envelope, context: .test(TestCaller.user()))
    }

    static let favourite = SavedRecipe(
        id: "00000000-0000-4000-8000-0000000000d1", kind: .video, recipeRef: "bkwLxcfcKTY", name: "Macarons", savedAt: nil, updatedAt: nil)

    @Test("saving a favourite: 201 when new, 200 when it was saved already; unknown recipes are 404")
    func favourites() async {
        var favourites = FakeFavouriteStore()
        favourites.onRecipeExists = { kind, ref, _ in kind == .video && ref == "bkwLxcfcKTY" }
        let created = CallLog()
        favourites.onSave = { _, _, _ in
            created.record("save")
            return (Self.favourite, created.count("save") == 1)
        }
        let body: JSONValue = ["kind": "video", "recipeId": "bkwLxcfcKTY"]
        #expect(await saved(.test("POST", "/api/app/saved-recipes", body: body), favourites).status == 201)
        #expect(await saved(.test("POST", "/api/app/saved-recipes", body: body), favourites).status == 200)
        let unknown = await saved(.test("POST", "/api/app/saved-recipes", body: ["kind": "video", "recipeId": "nope"]), favourites)
        #expect(unknown.status == 404)
        let badKind = await saved(.test("POST", "/api/app/saved-recipes", body: ["kind": "pdf", "recipeId": "x"]), favourites)
        #expect(badKind.body == ["message": "kind must be app, community or video", "allowed": ["app", "community", "video"]])
    }

    @Test("listing and removing favourites; app ids compared in lower case")
    func removeAndList() async {
        var favourites = FakeFavouriteStore()
        favourites.onList = { cursor, limit, _ in
            #expect(cursor == nil && limit == 500)
            return ([Self.favourite], nil)
        }
        favourites.onRemove = { kind, ref, _ in kind == .app && ref == Self.recipeID }
        let listed = await saved(.test("GET", "/api/app/saved-recipes"), favourites)
        #expect(listed.body?["savedRecipes"]?[0]?["recipeId"] == "bkwLxcfcKTY")
        #expect(listed.body?["hasMore"] == false)
        #expect(listed.body?["nextCursor"] == .null)
        let removed = await saved(
            .test("DELETE", "/x", pathParameters: ["kind": "app", "recipe_id": Self.recipeID.uppercased()]), favourites)
        #expect(removed.body == ["deleted": true])
        let notSaved = await saved(.test("DELETE", "/x", pathParameters: ["kind": "community", "recipe_id": "x"]), favourites)
        #expect(notSaved.body == ["message": "Recipe is not in your saved recipes"])
    }

    @Test("favourites in pages: limit and cursor reach the store, the next cursor the client; bad ones are 400")
    func favouritePages() async {
        var favourites = FakeFavouriteStore()
        let after = FavouriteCursor(createdMicros: 1_764_000_000_000_001, id: "0b0c7a43-7a1e-4c51-9d0e-2f0a4d1b9c11")
        let next = FavouriteCursor(createdMicros: 1_764_000_000_000_000, id: "1b0c7a43-7a1e-4c51-9d0e-2f0a4d1b9c11")
        favourites.onList = { cursor, limit, _ in
            #expect(cursor == after && limit == 2)
            return ([Self.favourite], next)
        }
        let page = await saved(.test("GET", "/api/app/saved-recipes", query: ["cursor": after.token, "limit": "2"]), favourites)
        #expect(page.body?["hasMore"] == true)
        #expect(page.body?["nextCursor"] == .string(next.token))
        for query in [["cursor": "bm9wZQ"], ["limit": "0"], ["limit": "1001"], ["limit": "ten"]] {
            let refused = await saved(.test("GET", "/api/app/saved-recipes", query: query), FakeFavouriteStore())
            #expect(refused.status == 400, "\(query)")
            #expect(refused.body?["message"] != nil)
        }
    }

    @Test("sync: everything since lastSync, deletions, and syncTime rounded down to the second")
    func sync() async {
        var store = FakeSyncStore()
        store.onPage = { since, cursor, limit, _ in
            #expect(since == Date(timeIntervalSince1970: 1_733_011_200))
            #expect(cursor == nil && limit == SyncHandler.defaultPageSize)
            return SyncPage(
                changes: SyncChanges(
                    recipes: [AppRecipe(id: Self.recipeID, recipe: Self.pasta, updatedAt: Date(timeIntervalSince1970: 1_733_011_300))],
                    mealPlans: [],
                    groceryLists: [], savedRecipes: [],
                    deleted: ["recipes": ["gone"], "mealPlans": [], "groceryLists": [], "savedRecipes": []],
                    syncTime: Date(timeIntervalSince1970: 1_733_011_400.9)),
                nextCursor: nil)
        }
        let (status, body) = await respond(
            SyncHandler(store: store), .test("GET", "/api/app/sync", query: ["lastSync": "2024-12-01T00:00:00Z"]),
            context: .test(TestCaller.user()))
        #expect(status == 200)
        #expect(body?["syncTime"] == "2024-12-01T00:03:20Z")
        #expect(body?["recipes"]?[0]?["updatedAt"] == "2024-12-01T00:01:40Z")
        #expect(body?["deleted"]?["recipes"] == ["gone"])
        #expect(body?["hasMore"] == false && body?["nextCursor"] == .null)
        for query in [["cursor": "not-a-cursor"], ["limit": "0"], ["limit": "5000"], ["limit": "ten"]] {
            let refused = await respond(
                SyncHandler(store: FakeSyncStore()), .test("GET", "/x", query: query), context: .test(TestCaller.user()))
            #expect(refused.status == 400, "\(query)")
        }
        let forged = SyncCursor(sinceMicros: nil, horizonMicros: 10, positionMicros: 20, rank: 0, id: "x").token
        #expect(SyncCursor(token: forged) == nil, "a position past the horizon is no cursor")
        let real = SyncCursor(sinceMicros: 5, horizonMicros: 1_000_000_000, positionMicros: 999, rank: 4, id: "app_recipes:abc")
        #expect(SyncCursor(token: real.token) == real)
        let bad = await respond(
            SyncHandler(store: FakeSyncStore()), .test("GET", "/x", query: ["lastSync": "yesterday"]), context: .test(TestCaller.user()))
        #expect(bad.status == 400)
    }

    @Test("deleting: by kind from the path; a recipe in a plan is 409 naming the plans; others' rows are 404")
    func deletions() async {
        var store = FakeAppDataStore()
        store.onDelete = { kind, id, _ in
            switch (kind, id) {
            case (.recipe, Self.recipeID): return .inUse([Self.planID])
            case (.mealPlan, Self.planID): return .deleted
            default: return .notFound
            }
        }
        func delete(_ path: String, _ id: String) async -> (status: Int, body: JSONValue?) {
            await respond(
                AppDataHandler(store: store), .test("DELETE", path + id, pathParameters: ["id": id]), context: .test(TestCaller.user()))
        }
        let inUse = await delete("/api/app/recipes/", Self.recipeID)
        #expect(inUse.status == 409)
        #expect(inUse.body?["mealPlanIds"] == [.string(Self.planID)])
        #expect(await delete("/api/app/meal-plans/", Self.planID.uppercased()).body == ["deleted": true])
        #expect(await delete("/api/app/grocery-lists/", Self.planID).body == ["message": "Grocery list not found"])
        // Not a UUID: not found without asking the store.
        #expect(
            await respond(
                AppDataHandler(store: FakeAppDataStore()), .test("DELETE", "/api/app/recipes/x", pathParameters: ["id": "x"]),
                context: .test(TestCaller.user())
            ).status == 404)
    }

    @Test("every app-data route refuses guests with the contract's 401")
    func guests() async {
        let guest = FunctionContext.test(TestCaller.guest)
        #expect(
            await respond(SyncHandler(store: FakeSyncStore()), .test("GET", "/x"), context: guest).body == ["message": "No token provided"])
        #expect(await respond(AppDataHandler(store: FakeAppDataStore()), .test("DELETE", "/x"), context: guest).status == 401)
        #expect(await respond(SavedRecipesHandler(favourites: FakeFavouriteStore()), .test("GET", "/x"), context: guest).status == 401)
        let groceries = GenerateGroceryListHandler(plans: FakeMealPlanStore(), recipes: FakeRecipePool(), lists: FakeGroceryListStore())
        #expect(await respond(groceries, .test("POST", "/x"), context: guest).status == 401)
    }
}
