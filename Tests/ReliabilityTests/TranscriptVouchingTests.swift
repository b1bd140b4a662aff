import Database
import Foundation
import FunctionRuntime
import TestSupport
import Testing
import VideoImport

/// The trust issue's planted-transcript attack, through the runner with real audio (espeak-ng
/// speech, re-encoded by ffmpeg) and real fingerprints (ffmpeg's Chromaprint): the first upload
/// for a video no longer decides what everyone else gets.
@Suite("Vouched transcripts", .serialized)
struct TranscriptVouchingTests {
    static let fake = FakeTranscriber()
    static let server = ServerFixture { try await FakeProviderServer.start { fake.respond($0) } }
    static let fixture = RunnerFixture { database in
        try await TestRunner.start(
            routes: try TestRunner.projectRoutes(), database: database,
            extraEnvironment: ["TRANSCRIBE_BASE_URL": try await server.server().baseURL, "TRANSCRIBE_RETRY_BASE_MS": "5"])
    }

    struct Importer {
        let id: String
        let token: String
    }

    static func importer(_ database: TestDatabase) async throws -> Importer {
        let id = UUID().uuidString.lowercased()
        try database.createUser(id: id, email: "importer-\(id)@example.com", tier: "PRO")
        return Importer(id: id, token: try await TestTokens.token(userID: id, email: "importer-\(id)@example.com", tier: "PRO"))
    }

    static func importVideo(_ runner: TestRunner, url: String, platform: String, as user: Importer, audio: [UInt8]?) async throws
        -> HTTPResult
    {
        var body: [String: JSONValue] = ["videoUrl": .string(url), "platform": .string(platform), "userId": .string(user.id)]
        if let audio { body["audioData"] = .string(Data(audio).base64EncodedString()) }
        return try await runner.send(
            "POST", "/api/app/video/get-or-transcribe",
            headers: ["Authorization": "Bearer \(user.token)", "Content-Type": "application/json"],
            body: Array(try JSONCoding.encode(JSONValue.object(body))))
    }

    /// Audio with a label the fake transcription service reads back (trailing bytes after the
    /// WAV/MP3/M4A data: decoders ignore them, so the fingerprint is the speech's).
    static func labelled(_ audio: [UInt8], _ label: String) -> [UInt8] { audio + Array("LABEL=\(label);".utf8) }

    @Test("a planted transcript is outvoted by two honest uploads; without audio nobody gets a transcript one user vouched for")
    func plantedTranscriptIsOutvoted() async throws {
        let runner = try await Self.fixture.runner()
        let database = try await Self.fixture.database()
        let honest = try SpeechSamples.make()
        let planted = try SpeechSamples.make(SpeechSamples.other)
        let (attacker, first, second, reader) = (
            try await Self.importer(database), try await Self.importer(database), try await Self.importer(database),
            try await Self.importer(database)
        )
        let url = "https://www.tiktok.com/@chef/video/7600000000000000001"
        func importVideo(_ user: Importer, _ audio: [UInt8]?) async throws -> HTTPResult {
            try await Self.importVideo(runner, url: url, platform: "tiktok", as: user, audio: audio)
        }

        // The attacker uploads other speech for the video first: it is transcribed and filed.
        let plant = try await importVideo(attacker, Self.labelled(planted["wav"]!, "planted"))
        #expect(plant.status == 200, "\(plant.text)")
        #expect(plant.json?["transcript"] == "Transcript labelled planted.")
        // One voucher is not enough for a request without audio.
        let early = try await importVideo(reader, nil)
        #expect(early.status == 400, "\(early.text)")
        #expect(early.json?["error"] == "Audio data required")

        // An honest user's audio does not match: transcribed for them (a miss) and disputed.
        let honestMiss = try await importVideo(first, Self.labelled(honest["mp3"]!, "honest"))
        #expect(honestMiss.status == 200, "\(honestMiss.text)")
        #expect(honestMiss.json?["cached"] == false)
        #expect(honestMiss.json?["transcript"] == "Transcript labelled honest.")
        let dispute = try database.admin().query(
            "select bit_error_rate from internal.transcript_disputes where video_id = '7600000000000000001'"
        ).single()
        let rate = try dispute.double("bit_error_rate")
        #expect((rate ?? 0) > 0.2, "\(String(describing: rate))")
        #expect(try await importVideo(reader, nil).status == 400, "one voucher each: still nothing to serve without audio")

        // A second honest user's audio, encoded differently (other bytes, same sound), matches the
        // honest transcript: a free hit, and now the video's shared entry.
        let honestHit = try await importVideo(second, honest["m4a"]!)
        #expect(honestHit.status == 200, "\(honestHit.text)")
        #expect(honestHit.json?["cached"] == true)
        #expect(honestHit.json?["transcript"] == "Transcript labelled honest.")
        #expect(Self.fake.calls(containing: "LABEL=") == 2, "the matching upload was not transcribed")

        let late = try await importVideo(reader, nil)
        #expect(late.status == 200, "\(late.text)")
        #expect(late.json?["transcript"] == "Transcript labelled honest.")
        let key = try database.admin().query(
            "select k.vouchers, t.transcript from public.transcript_keys k join public.transcripts t on t.id = k.transcript_id where k.video_id = '7600000000000000001'"
        ).single()
        #expect(try key.requireInt("vouchers") == 2)
        #expect(try key.string("transcript") == "Transcript labelled honest.")

        // The attacker deleting their account takes their voucher; the shared entry stays.
        try database.admin().query("delete from public.users where id = $1::uuid", [attacker.id])
        #expect(try await importVideo(reader, nil).json?["transcript"] == "Transcript labelled honest.")
    }

    @Test("a ChefStream recipe's inputs include an uploaded transcript only once two users vouched for it")
    func publicRecipeNeedsTwoVouchers() async throws {
        let runner = try await Self.fixture.runner()
        let database = try await Self.fixture.database()
        let admin = try database.admin()
        let videoID = try admin.query(
            """
            select v.video_id from public.videos v
            where not exists (select 1 from public.transcript_keys k where k.platform = 'youtube' and k.video_id = v.video_id)
            order by v.video_id limit 1
            """
        ).single().requireString("video_id")
        func sourceHash() throws -> String {
            try admin.query("select internal.video_source_hash($1) as hash", [videoID]).single().requireString("hash")
        }
        let before = try sourceHash()
        let speech = try SpeechSamples.make()
        let url = "https://www.youtube.com/watch?v=\(videoID)"
        let first = try await Self.importVideo(
            runner, url: url, platform: "youtube", as: try await Self.importer(database), audio: Self.labelled(speech["wav"]!, "first"))
        #expect(first.status == 200, "\(first.text)")
        #expect(try sourceHash() == before, "one uploader's transcript is not a public recipe's input")
        let second = try await Self.importVideo(
            runner, url: url, platform: "youtube", as: try await Self.importer(database), audio: speech["mp3"]!)
        #expect(second.json?["cached"] == true, "\(second.text)")
        #expect(try sourceHash() != before, "two vouchers: the transcript feeds the recipe")
    }

    @Test("guests cannot read the transcripts recipes were made from")
    func recipeSourcesHideTranscripts() async throws {
        let database = try await Self.fixture.database()
        let admin = try database.admin()
        let videoID = try admin.query("select video_id from public.videos order by video_id limit 1").single().requireString("video_id")
        try admin.query(
            """
            insert into public.recipe_sources (video_id, source_type, payload, content_hash)
            values ($1, 'transcript', 'secret words', 'h-transcript'), ($1, 'description', 'public words', 'h-description')
            on conflict do nothing
            """, [videoID])
        let visible = try database.functionDatabase().read(
            as: .anonymous, "select source_type::text as type from public.recipe_sources where video_id = $1", [videoID]
        ).map { try $0.requireString("type") }
        #expect(visible.contains("description"))
        #expect(!visible.contains("transcript"))
    }

    @Test("camera-roll file URLs are imported by their audio: a re-encode by another user is free, the path is never shared")
    func deviceImports() async throws {
        let runner = try await Self.fixture.runner()
        let database = try await Self.fixture.database()
        let speech = try SpeechSamples.make(
            "Slice four potatoes thinly, layer them with cream and cheese, and bake for forty minutes until golden.")
        let (first, second, third) = (
            try await Self.importer(database), try await Self.importer(database), try await Self.importer(database)
        )
        let path = "file:///private/var/mobile/Containers/Data/Application/5A1B/tmp/IMG_0042.MOV"
        let transcribedBefore = Self.fake.calls(containing: "LABEL=")

        // The Savry sample guesses "tiktok" for a file URL: the claim is not checked against it.
        let made = try await Self.importVideo(
            runner, url: path, platform: "tiktok", as: first, audio: Self.labelled(speech["wav"]!, "potatoes"))
        #expect(made.status == 200, "\(made.text)")
        #expect(made.json?["cached"] == false)
        #expect(made.json?["platform"] == "device")
        let videoID = made.json?["videoId"]?.stringValue ?? ""
        #expect(videoID.count == 32 && videoID.allSatisfy(\.isHexDigit), "\(videoID)")

        // Another user's phone exported the same video to other bytes: found by fingerprint, free.
        let again = try await Self.importVideo(
            runner, url: "file:///var/mobile/Media/DCIM/100APPLE/IMG_7.MOV", platform: "instagram", as: second, audio: speech["m4a"]!)
        #expect(again.status == 200, "\(again.text)")
        #expect(again.json?["cached"] == true)
        #expect(again.json?["transcript"] == "Transcript labelled potatoes.")
        #expect(Self.fake.calls(containing: "LABEL=") == transcribedBefore + 1, "one transcription for two imports")

        // Other speech (that no test imported) from a device is a new video; a device URL without audio has nothing to key it.
        let other = try await Self.importVideo(
            runner, url: path, platform: "tiktok", as: third,
            audio: Self.labelled(
                try SpeechSamples.make("Whisk the eggs with milk, pour into a hot buttered pan and fold the omelette over the ham.")[
                    "wav"]!,
                "other"))
        #expect(other.json?["cached"] == false, "\(other.text)")
        #expect(other.json?["videoId"] != made.json?["videoId"])
        let blind = try await Self.importVideo(runner, url: path, platform: "tiktok", as: third, audio: nil)
        #expect(blind.status == 400)
        #expect(blind.json?["error"] == "Audio data required")
        #expect(try await Self.importVideo(runner, url: "file://", platform: "tiktok", as: third, audio: speech["m4a"]!).status == 400)

        // The app then saves the recipe the way the sample does; the device path stays private.
        func save(videoID: String) async throws -> HTTPResult {
            try await runner.send(
                "POST", "/api/app/recipes/save-community-recipe",
                headers: ["Authorization": "Bearer \(first.token)", "Content-Type": "application/json"],
                body: Array(
                    try JSONCoding.encode(
                        JSONValue.object([
                            "recipe": ["title": "Potato gratin", "ingredients": [["name": "potatoes"]], "instructions": ["Bake."]],
                            "sourceType": "video", "sourcePlatform": "device", "sourceUrl": .string(path),
                            "sourceVideoId": .string(videoID),
                            "userId": .string(first.id), "username": "first",
                        ]))))
        }
        let saved = try await save(videoID: videoID)
        #expect(saved.status == 200, "\(saved.text)")
        let forged = try await save(videoID: "../../etc")
        #expect(forged.status == 400)
        #expect(forged.headers["x-error-code"] == "INVALID_DEVICE_VIDEO_ID", "\(forged.text)")
        let admin = try database.admin()
        let leaks = try admin.query(
            """
            select (select count(*) from public.transcript_keys where source_url like '%IMG_%')
                 + (select count(*) from public.community_recipes where source_url like '%IMG_%' or canonical_url like '%IMG_%') as n
            """
        ).single().requireInt("n")
        #expect(leaks == 0, "no device path in a shared row")
        // A camera-roll transcript is private: its maker reads it directly, nobody else does
        // (the function serves it only to someone who sends the same audio).
        func readable(as importer: Importer) throws -> Int {
            let identity = Identity(role: .authenticated, claims: ["sub": .string(importer.id), "role": "authenticated"])
            return try database.functionDatabase().read(
                as: identity,
                "select count(*) as n from public.transcripts where transcript = 'Transcript labelled potatoes.'"
            ).single().requireInt("n")
        }
        #expect(try readable(as: first) == 1)
        #expect(try readable(as: third) == 0, "another user cannot read a device video's transcript")
        let row = try admin.query(
            "select source_key, source_platform::text as platform from public.community_recipes where source_video_id = $1", [videoID]
        ).single()
        #expect(try row.string("source_key") == "device:\(videoID)")
        #expect(try row.string("platform") == "device")
    }

    @Test("the database indexes a fingerprint by exactly the values Swift looks it up by (high bits, 0 and -1 included)")
    func fingerprintTermsAgree() async throws {
        let database = try await Self.fixture.database()
        var generator = SystemRandomNumberGenerator()
        let values =
            (0..<400).map { index -> UInt32 in index % 50 == 0 ? [0, .max][index / 50 % 2] : generator.next() } + [0x8000_0000, 1]
        let fingerprint = AudioFingerprint(values: values + values.prefix(10))
        let stored = try database.admin().query(
            "select internal.fingerprint_terms(decode($1, 'hex'))::text as terms", [fingerprint.hex]
        ).single().requireString("terms")
        #expect(stored == "{" + AudioFingerprint.terms(of: fingerprint.values).map(String.init).joined(separator: ",") + "}")
    }
}
