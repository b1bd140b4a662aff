import Database
import Domain
import FunctionRuntime
import Transcription

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One timed piece of a transcript, as the Savry import API returns it.
public struct TranscriptSegment: Sendable, Equatable {
    public var text: String
    public var start: Double
    public var end: Double

    public init(text: String, start: Double, end: Double) {
        self.text = text
        self.start = start
        self.end = end
    }

    public var json: JSONValue { ["text": .string(text), "start": .double(start), "end": .double(end)] }

    init?(json: JSONValue) {
        guard let text = json["text"]?.stringValue, let start = json["start"]?.doubleValue, let end = json["end"]?.doubleValue else {
            return nil
        }
        self.init(text: text, start: start, end: end)
    }
}

public struct CachedTranscript: Sendable, Equatable {
    public var id: String
    public var transcript: String
    public var segments: [TranscriptSegment]
    public var language: String?
    public var durationSeconds: Double
    public var accessCount: Int

    public init(
        id: String, transcript: String, segments: [TranscriptSegment], language: String?, durationSeconds: Double, accessCount: Int
    ) {
        self.id = id
        self.transcript = transcript
        self.segments = segments
        self.language = language
        self.durationSeconds = durationSeconds
        self.accessCount = accessCount
    }
}

/// A transcript just made, with what it cost and who paid for it.
public struct NewTranscript: Sendable {
    public var transcription: Transcription
    public var reference: VideoReference
    public var sourceURL: String
    public var audioSHA256: String
    public var costUSD: Double
    public var milliseconds: Int
    public var createdBy: UserID

    public init(
        transcription: Transcription, reference: VideoReference, sourceURL: String, audioSHA256: String, costUSD: Double, milliseconds: Int,
        createdBy: UserID
    ) {
        self.transcription = transcription
        self.reference = reference
        self.sourceURL = sourceURL
        self.audioSHA256 = audioSHA256
        self.costUSD = costUSD
        self.milliseconds = milliseconds
        self.createdBy = createdBy
    }
}

/// The shared transcript cache (the Savry import API). Signed-in users read it; writes (new
/// transcripts, access counts) run as the system role.
public protocol TranscriptStore: Sendable {
    func find(_ reference: VideoReference, as identity: Identity) throws -> CachedTranscript?
    func find(audioSHA256: String, as identity: Identity) throws -> CachedTranscript?
    /// Counts one more import of a cached transcript and files the video key under it, so the
    /// same audio behind another URL is a hit next time too. Returns the new count.
    func recordAccess(_ transcriptID: String, reference: VideoReference, sourceURL: String) throws -> Int
    /// Stores a new transcript with its video key and releases the lease, in one transaction.
    func store(_ transcript: NewTranscript, releasing lease: Lease) throws -> CachedTranscript
}

public struct PostgresTranscriptStore: TranscriptStore {
    let database: Database

    public init(database: Database) {
        self.database = database
    }

    static let columns = "t.id, t.transcript, t.segments, t.language, t.duration_seconds, t.access_count"

    public func find(_ reference: VideoReference, as identity: Identity) throws -> CachedTranscript? {
        try database.read(
            as: identity,
            """
            select \(Self.columns) from public.transcript_keys k join public.transcripts t on t.id = k.transcript_id
            where k.platform = $1::public.video_platform and k.video_id = $2
            """, [reference.platform.rawValue, reference.videoID]
        ).first.map(Self.transcript)
    }

    public func find(audioSHA256: String, as identity: Identity) throws -> CachedTranscript? {
        try database.read(as: identity, "select \(Self.columns) from public.transcripts t where t.audio_sha256 = $1", [audioSHA256]).first
            .map(
                Self.transcript)
    }

    public func recordAccess(_ transcriptID: String, reference: VideoReference, sourceURL: String) throws -> Int {
        try database.transaction(as: .system) { connection in
            try connection.query(
                """
                insert into public.transcript_keys (platform, video_id, transcript_id, source_url)
                values ($1::public.video_platform, $2, $3::uuid, $4) on conflict (platform, video_id) do nothing
                """, [reference.platform.rawValue, reference.videoID, transcriptID, sourceURL])
            return try connection.query(
                "update public.transcripts set access_count = access_count + 1, last_accessed_at = now() where id = $1::uuid returning access_count",
                [transcriptID]
            ).single().requireInt("access_count")
        }
    }

    public func store(_ new: NewTranscript, releasing lease: Lease) throws -> CachedTranscript {
        let transcription = new.transcription
        let segments = JSONValue.array(
            transcription.segments.map { TranscriptSegment(text: $0.text, start: $0.start, end: $0.end).json })
        return try database.transaction(as: .system) { connection in
            let row = try connection.query(
                """
                insert into public.transcripts (audio_sha256, transcript, segments, language, duration_seconds, cost_usd, model,
                                                transcription_time_ms, access_count, created_by)
                values ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, 1, $9::uuid)
                on conflict (audio_sha256) do update set access_count = public.transcripts.access_count + 1, last_accessed_at = now()
                returning id, transcript, segments, language, duration_seconds, access_count
                """,
                [
                    new.audioSHA256, transcription.text, segments, transcription.language ?? "en", transcription.durationSeconds,
                    new.costUSD,
                    transcription.model, new.milliseconds, new.createdBy,
                ]
            ).single()
            let stored = try Self.transcript(row)
            try connection.query(
                """
                insert into public.transcript_keys (platform, video_id, transcript_id, source_url)
                values ($1::public.video_platform, $2, $3::uuid, $4) on conflict (platform, video_id) do update set transcript_id = excluded.transcript_id
                """, [new.reference.platform.rawValue, new.reference.videoID, stored.id, new.sourceURL])
            try lease.release(on: connection)
            return stored
        }
    }

    static func transcript(_ row: PostgresRow) throws -> CachedTranscript {
        CachedTranscript(
            id: try row.requireString("id"), transcript: try row.requireString("transcript"),
            segments: (try row.json("segments")?.arrayValue ?? []).compactMap(TranscriptSegment.init(json:)),
            language: try row.string("language"), durationSeconds: try row.double("duration_seconds") ?? 0,
            accessCount: try row.requireInt("access_count"))
    }
}
