import Database
import Foundation
import FunctionRuntime
import Library
import RunnerCore
import TestSupport
import Testing

/// A recipe from a library video through the real runner: ffmpeg takes the audio out of the
/// stored MP4, the embedded engine (faster-whisper in its sidecar) transcribes it once, the
/// extractor reads it; a second request is a transcript cache hit.
@Suite("library: recipes from videos", .serialized)
struct LibraryRecipeTests {
    let fixture: LibraryFixture

    init() throws {
        fixture = try LibraryFixture("library-recipe")
    }

    func withRunner(_ body: (TestRunner) async throws -> Void) async throws {
        let whisper = TestScratch.path("whisper")
        try await fixture.withRunner(sidecars: [WhisperSidecar.project(root: PackagePaths.root, dataDirectory: whisper)], body)
    }

    func recipe(_ runner: TestRunner, _ path: String, as user: (id: String, email: String, tier: String)) async throws -> HTTPResult {
        let token = try await TestTokens.token(userID: user.id, email: user.email, tier: user.tier)
        return try await runner.send(
            "POST", "/api/v1/downloads/videos/\(path)/recipe", headers: ["Authorization": "Bearer \(token)"], timeout: 120)
    }

    @Test("a library video's recipe: audio extracted, transcribed once, extracted; others' videos, silent films and long ones refused")
    func recipeFromLibraryVideo() async throws {
        let speech = try SpeechSamples.make()
        let film = try fixture.plant(
            bytes: try MediaSamples.video(audio: speech["wav"]!), owner: TestUsers.pro, genre: "baking", title: "Sponge cake",
            metadata: ["description": "My grandmother's sponge."])
        let silent = try fixture.plant(bytes: try MediaSamples.video(audio: nil), owner: TestUsers.pro, genre: "baking", title: "No sound")
        let long = try fixture.plant(
            bytes: MediaSamples.mp4, owner: TestUsers.pro, genre: "baking", title: "Long one", metadata: ["duration": 1_800])
        try await withRunner { runner in
            let first = try await recipe(runner, film.path, as: TestUsers.pro)
            #expect(first.status == 200, "\(first.text)")
            #expect(first.json?["status"] == "ready", "\(first.text)")
            #expect(first.json?["path"] == .string(film.path))
            #expect(first.json?["platform"] == "device")
            #expect(first.json?["transcript"]?["cached"] == false)
            #expect(first.headers["x-cache"] == "miss")
            // What was said is in the recipe (the offline extractor puts spoken ingredients in the steps).
            let recipeText = try JSONCoding.encodeToString(first.json?["recipe"] ?? .null).lowercased()
            for word in ["flour", "sugar", "egg"] { #expect(recipeText.contains(word), "\(word) in \(first.text)") }
            #expect(first.json?["recipe"]?["title"] == "Sponge cake")

            // The same video again: the transcript is the cache's (free); the recipe is the same.
            let again = try await recipe(runner, film.path, as: TestUsers.pro)
            #expect(again.status == 200, "\(again.text)")
            #expect(again.json?["transcript"]?["cached"] == true)
            #expect(again.headers["x-cache"] == "hit")
            #expect(again.json?["videoId"] == first.json?["videoId"])
            #expect(again.json?["recipe"]?["ingredients"] == first.json?["recipe"]?["ingredients"])

            let stranger = try await recipe(runner, film.path, as: TestUsers.free)
            #expect(stranger.status == 404)
            #expect(stranger.headers["x-error-code"] == "VIDEO_NOT_FOUND")
            let mute = try await recipe(runner, silent.path, as: TestUsers.pro)
            #expect(mute.status == 422, "\(mute.text)")
            #expect(mute.headers["x-error-code"] == "NO_AUDIO_TRACK")
            let tooLong = try await recipe(runner, long.path, as: TestUsers.pro)
            #expect(tooLong.status == 400, "\(tooLong.text)")
            #expect(tooLong.headers["x-error-code"] == "AUDIO_TOO_LONG")
            let companion = try await recipe(runner, film.path.replacingOccurrences(of: ".mp4", with: ".json"), as: TestUsers.pro)
            #expect(companion.status == 400)
            for hostile in ["test/baking/..%2F..%2Fetc", "%2E%2E/baking/x.mp4", "test/baking/missing.mp4"] {
                let answer = try await recipe(runner, hostile, as: TestUsers.pro)
                #expect([400, 404].contains(answer.status), "\(hostile): \(answer.status)")
            }
        }
        // Nothing private went into the shared cache: no library path or storage key.
        let leaks = try fixture.database.admin().query(
            "select count(*) as n from public.transcript_keys where source_url is not null and platform = 'device'"
        ).single().requireInt("n")
        #expect(leaks == 0)
    }

    @Test("a library video downloaded from a TikTok page shares that video's transcript key")
    func platformSourcedVideo() async throws {
        let speech = try SpeechSamples.make()
        let film = try fixture.plant(
            bytes: try MediaSamples.video(audio: speech["mp3"]!), owner: TestUsers.pro, genre: "tiktok", title: "Cake clip",
            sourceURL: "https://www.tiktok.com/@baker/video/7311111111111111111?is_from_webapp=1")
        try await withRunner { runner in
            let answer = try await recipe(runner, film.path, as: TestUsers.pro)
            #expect(answer.status == 200, "\(answer.text)")
            #expect(answer.json?["platform"] == "tiktok")
            #expect(answer.json?["videoId"] == "7311111111111111111")
        }
        let key = try fixture.database.admin().query(
            "select source_url from public.transcript_keys where platform = 'tiktok' and video_id = '7311111111111111111'"
        ).single()
        #expect(try key.string("source_url") == "https://www.tiktok.com/@baker/video/7311111111111111111")
    }
}
