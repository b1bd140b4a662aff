import Domain
import Foundation
import FunctionRuntime
import Testing

@testable import SaveCommunityRecipeFunction

struct FakeCommunityRecipeStore: CommunityRecipeStore {
    var onSave: (@Sendable (CommunityRecipeSubmission, Identity) throws -> SaveOutcome)?

    func save(_ submission: CommunityRecipeSubmission, as identity: Identity) throws -> SaveOutcome {
        try expected(onSave, "CommunityRecipeStore.save", submission, identity)
    }
}

@Suite("save-community-recipe handler")
struct SaveCommunityRecipeHandlerTests {
    static func body(_ changes: [String: JSONValue] = [:]) -> JSONValue {
        var body: [String: JSONValue] = [
            "recipe": [
                "title": " Viral Pasta ", "ingredients": [["name": "spaghetti", "amount": 1, "unit": "lb"]],
                "instructions": ["Boil the pasta", ["step": 5, "text": "Drain"]], "servings": 4,
            ],
            "sourceType": "video", "sourcePlatform": "TikTok", "sourceUrl": "https://www.tiktok.com/@a/video/7123456789?is_from_webapp=1",
            "sourceVideoId": "7123456789", "userId": .string(TestCaller.userID.description), "username": "cook",
        ]
        for (key, value) in changes { body[key] = value }
        return .object(body)
    }

    func ask(_ body: JSONValue, store: FakeCommunityRecipeStore = FakeCommunityRecipeStore(), caller: Identity = TestCaller.user()) async
        -> (
            status: Int, body: JSONValue?
        )
    {
        await respond(
            SaveCommunityRecipeHandler(store: store), .test("POST", "/api/app/recipes/save-community-recipe", body: body),
            context: .test(caller))
    }

    @Test("a valid import is normalised (canonical source, steps numbered, amounts as text) and saved as the caller")
    func saves() async {
        var store = FakeCommunityRecipeStore()
        store.onSave = { submission, identity in
            #expect(identity.userID == TestCaller.userID)
            #expect(submission.source.key == "tiktok:7123456789")
            #expect(submission.title == "Viral Pasta")
            #expect(submission.isPublic)
            #expect(submission.recipe["instructions"] == [["step": 1, "text": "Boil the pasta"], ["step": 5, "text": "Drain"]])
            #expect(submission.recipe["ingredients"]?[0]?["amount"] == "1")
            return SaveOutcome(recipeID: "r1", existed: true, newImporter: true, importCount: 3)
        }
        let (status, body) = await ask(Self.body(), store: store)
        #expect(status == 200)
        #expect(
            body == [
                "success": true, "recipeId": "r1", "existed": true, "importCount": 3,
                "message": "Recipe already in database. Import count incremented.",
            ])
    }

    @Test("every missing field is named at once, nested ones with their path")
    func missing() async {
        let (status, body) = await ask(["recipe": ["ingredients": []], "sourceType": "video"])
        #expect(status == 400)
        #expect(
            body == [
                "error": "Missing required fields",
                "required": ["sourcePlatform", "sourceUrl", "sourceVideoId", "userId", "username", "recipe.title", "recipe.instructions"],
            ])
    }

    @Test(
        "inconsistent sources are refused with the contract's shapes",
        arguments: [
            (["sourcePlatform": "myspace"] as [String: JSONValue], "Invalid platform"),
            (["sourcePlatform": "youtube"] as [String: JSONValue], "Platform does not match URL"),
            (["sourceVideoId": "999"] as [String: JSONValue], "sourceVideoId does not match sourceUrl"),
            (["sourceUrl": "https://example.com/watch/1"] as [String: JSONValue], "Invalid sourceUrl"),
            (["sourceType": "photo"] as [String: JSONValue], "Invalid sourceType"),
        ])
    func inconsistent(change: [String: JSONValue], error: String) async {
        let (status, body) = await ask(Self.body(change))
        #expect(status == 400)
        #expect(body?["error"] == .string(error))
    }

    @Test("saving for someone else is forbidden; a guest gets the 401 before the body is read")
    func callers() async {
        let other = await ask(Self.body(["userId": .string(TestCaller.otherUserID.description)]))
        #expect(other.status == 403)
        let guest = await respond(
            SaveCommunityRecipeHandler(store: FakeCommunityRecipeStore()), .test("POST", "/x", rawBody: "{not json"),
            context: .test(TestCaller.guest))
        #expect(guest.status == 401)
        #expect(guest.body == ["error": "No token provided"])
    }
}
