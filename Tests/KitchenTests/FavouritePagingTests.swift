import Database
import Foundation
import FunctionRuntime
import Kitchen
import TestSupport
import Testing

/// The favourites list in pages on the real database: newest first, every favourite once, while
/// others are saved and removed between pages, and never another user's.
@Suite("Favourites in pages")
struct FavouritePagingTests {
    let database: TestDatabase
    let user: Identity
    let store: PostgresFavouriteStore

    init() throws {
        database = try TestCluster.shared.makeDatabase("favourites")
        user = try Self.user(database)
        store = PostgresFavouriteStore(database: database.functionDatabase())
    }

    static func user(_ database: TestDatabase) throws -> Identity {
        let id = UUID().uuidString.lowercased()
        try database.createUser(id: id, email: "fav-\(id)@example.com")
        return Identity(role: .authenticated, claims: ["sub": .string(id), "role": "authenticated"])
    }

    /// `count` favourites of community recipes; `tied` of them saved in one transaction, so they
    /// share `created_at` and only the id orders them.
    func favourite(_ count: Int, tied: Int = 0, as identity: Identity? = nil) throws -> [String] {
        let layer = database.functionDatabase()
        var ids: [String] = []
        try layer.transaction(as: identity ?? user) { connection in
            for _ in 0..<tied {
                ids.append(
                    try connection.query(
                        "insert into public.saved_recipes (recipe_kind, recipe_ref) values ('community', gen_random_uuid()::text) returning id::text as id"
                    ).single().requireString("id"))
            }
        }
        for _ in 0..<(count - tied) {
            ids.append(
                try layer.read(
                    as: identity ?? user,
                    "insert into public.saved_recipes (recipe_kind, recipe_ref) values ('community', gen_random_uuid()::text) returning id::text as id"
                ).single().requireString("id"))
        }
        return ids
    }

    @Test("25 favourites (10 saved at the same instant) in pages of 7: each once, newest first")
    func pages() throws {
        let saved = try favourite(25, tied: 10)
        _ = try favourite(3, as: try Self.user(database))
        var cursor: FavouriteCursor?
        var listed: [SavedRecipe] = []
        var pages = 0
        repeat {
            let page = try store.list(after: cursor, limit: 7, as: user)
            #expect(page.saved.count == (page.next == nil ? 4 : 7))
            listed += page.saved
            cursor = page.next
            pages += 1
        } while cursor != nil
        #expect(pages == 4)
        #expect(listed.map(\.id).sorted() == saved.sorted())
        let times = listed.compactMap(\.savedAt)
        #expect(times.count == 25)
        #expect(times == times.sorted(by: >))
        // The whole list in one page when it fits.
        let whole = try store.list(after: nil, limit: 500, as: user)
        #expect(whole.saved.map(\.id) == listed.map(\.id))
        #expect(whole.next == nil)
    }

    @Test("saved and removed between pages: nothing repeated, nothing that stayed is missed")
    func writersBetweenPages() throws {
        let first = try favourite(30)
        var cursor: FavouriteCursor?
        var seen: [String] = []
        var removed: Set<String> = []
        var page = 0
        repeat {
            let result = try store.list(after: cursor, limit: 8, as: user)
            seen += result.saved.map(\.id)
            cursor = result.next
            page += 1
            // Between pages: a new favourite (newer than any, so before the cursor) and the
            // removal of one not listed yet.
            _ = try favourite(1)
            if let pending = first.first(where: { !seen.contains($0) && !removed.contains($0) }) {
                try database.functionDatabase().read(as: user, "delete from public.saved_recipes where id = $1::uuid", [pending])
                removed.insert(pending)
            }
        } while cursor != nil
        #expect(seen.count == Set(seen).count, "a favourite was listed twice")
        #expect(Set(seen) == Set(first).subtracting(removed))
    }

    @Test("a cursor is opaque and checked: another shape, version or id is refused")
    func cursorTokens() {
        let cursor = FavouriteCursor(createdMicros: 1_764_000_000_123_456, id: "0b0c7a43-7a1e-4c51-9d0e-2f0a4d1b9c11")
        #expect(FavouriteCursor(token: cursor.token) == cursor)
        for bad in [
            "", "x", String(repeating: "A", count: 300), Data("f2.1.0b0c7a43-7a1e-4c51-9d0e-2f0a4d1b9c11".utf8).base64EncodedString(),
            Data("f1.one.0b0c7a43-7a1e-4c51-9d0e-2f0a4d1b9c11".utf8).base64EncodedString(),
            Data("f1.1.not-a-uuid".utf8).base64EncodedString(),
        ] {
            #expect(FavouriteCursor(token: bad) == nil, "\(bad)")
        }
    }
}
