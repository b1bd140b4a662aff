import Database
import Foundation
import FunctionRuntime
import Logging
import TestSupport
import Testing

@testable import SaveCommunityRecipeFunction

/// The handler called directly (step 2 of the test ladder) against the real database.
@Suite("save-community-recipe handler")
struct SaveCommunityRecipeTests {
    let database: TestDatabase
    let handler: SaveCommunityRecipeHandler

    init() throws {
        database = try TestCluster.shared.makeDatabase("community")
        handler = SaveCommunityRecipeHandler(store: PostgresCommunityRecipeStore(database: database.functionDatabase()))
    }

    func request(userID: String, url: String, isPublic: Bool = true) throws -> RequestEnvelope {
        let body: JSONValue = [
            "recipe": [
                "title": "Pasta", "ingredients": [["name": "spaghetti", "amount": "1", "unit": "lb"]],
                "instructions": [["step": 1, "text": "Boil"]],
            ],
            "sourceType": "video", "sourcePlatform": "tiktok", "sourceUrl": .string(url), "sourceVideoId": "7000000001",
            "userId": .string(userID), "username": "cook", "isPublic": .bool(isPublic),
        ]
        return RequestEnvelope(
            routeKey: "POST /x", rawPath: "/x",
            requestContext: RequestContext(
                requestId: "r", routeKey: "POST /x", http: HTTPDescription(method: "POST", path: "/x", sourceIp: "127.0.0.1"),
                authorizer: nil, timeEpoch: 0, deadline: 0),
            body: try JSONCoding.encodeToString(body))
    }

    func context(_ userID: String) -> FunctionContext {
        FunctionContext(
            requestID: "r", identity: Identity(role: .authenticated, claims: ["sub": .string(userID), "role": "authenticated"]),
            logger: Logger(label: "test"), now: Date(), deadline: Date().addingTimeInterval(10))
    }

    @Test("many users importing one new video at once: one recipe, every importer counted once")
    func concurrentImports() async throws {
        let users = try (0..<12).map { try database.createUser(email: "cook\($0)-\(UUID().uuidString)@example.com") }
        let urls = ["https://www.tiktok.com/@a/video/7000000001", "https://tiktok.com/@b/video/7000000001?lang=en"]
        let outcomes = try await withThrowingTaskGroup(of: JSONValue?.self) { group in
            for (index, user) in users.enumerated() {
                let envelope = try request(userID: user, url: urls[index % 2])
                let context = context(user)
                group.addTask { try await handler.respond(to: envelope, context: context).body.flatMap(JSONCoding.parseBody) }
            }
            return try await group.reduce(into: [JSONValue?]()) { $0.append($1) }
        }
        let ids = Set(outcomes.compactMap { $0?["recipeId"]?.stringValue })
        #expect(ids.count == 1)
        #expect(outcomes.filter { $0?["existed"] == false }.count == 1)
        let row = try database.admin().query(
            "select count(*) as recipes, max(import_count) as imports from public.community_recipes where source_key = 'tiktok:7000000001'"
        ).single()
        #expect(try row.requireInt("recipes") == 1)
        #expect(try row.requireInt("imports") == users.count)
    }

    @Test("a second user never learns of a first user's private recipe")
    func privateStaysPrivate() async throws {
        let first = try database.createUser(email: "first-\(UUID().uuidString)@example.com")
        let second = try database.createUser(email: "second-\(UUID().uuidString)@example.com")
        let url = "https://www.tiktok.com/@a/video/7000000001"
        let mine = try await handler.respond(to: try request(userID: first, url: url, isPublic: false), context: context(first))
        let theirs = try await handler.respond(to: try request(userID: second, url: url, isPublic: false), context: context(second))
        let mineBody = try #require(mine.body.flatMap(JSONCoding.parseBody))
        let theirsBody = try #require(theirs.body.flatMap(JSONCoding.parseBody))
        #expect(mineBody["recipeId"] != theirsBody["recipeId"])
        #expect(theirsBody["existed"] == false)
        #expect(theirsBody["importCount"] == 1)
    }
}
