import Database
import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FunctionRuntime
import Providers

public struct CachedTranscript: Sendable, Equatable {
    public var id: String
    public var transcript: String
    public var segments: JSONValue
    public var language: String?
    public var durationSeconds: Double
    public var accessCount: Int
}

/// The shared transcript cache (seed 000). Signed-in users read it; writes (new transcripts,
/// access counts, claims) run as the system role.
public struct TranscriptStore: Sendable {
    let database: Database

    public init(database: Database) {
        self.database = database
    }

    static let columns = "t.id, t.transcript, t.segments, t.language, t.duration_seconds, t.access_count"

    public func find(_ reference: VideoReference, as identity: Identity) throws -> CachedTranscript? {
        try database.transaction(as: identity) { connection in
            try connection.query(
                """
                select \(Self.columns) from public.transcript_keys k join public.transcripts t on t.id = k.transcript_id
                where k.platform = $1::public.video_platform and k.video_id = $2
                """, [reference.platform.rawValue, reference.videoID]
            ).first.map(Self.transcript)
        }
    }

    public func find(audioSHA256: String, as identity: Identity) throws -> CachedTranscript? {
        try database.transaction(as: identity) { connection in
            try connection.query("select \(Self.columns) from public.transcripts t where t.audio_sha256 = $1", [audioSHA256]).first.map(Self.transcript)
        }
    }

    /// Counts one more import of a cached transcript (atomically) and files the video key under
    /// it, so the same audio behind another URL is a hit next time too.
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

    /// Takes the transcription lease for `key` unless a live one exists.
    public func claim(_ key: String, leaseSeconds: Int) throws -> Bool {
        try database.transaction(as: .system) { connection in
            !(try connection.query(
                """
                insert into public.transcription_claims (video_key, lease_expires_at) values ($1, now() + make_interval(secs => $2))
                on conflict (video_key) do update set lease_expires_at = excluded.lease_expires_at, created_at = now()
                    where public.transcription_claims.lease_expires_at < now()
                returning video_key
                """, [key, leaseSeconds]
            ).isEmpty)
        }
    }

    /// Whether a live lease exists for `key`.
    public func isClaimed(_ key: String) throws -> Bool {
        try database.transaction(as: .system) { connection in
            !(try connection.query("select 1 from public.transcription_claims where video_key = $1 and lease_expires_at > now()", [key]).isEmpty)
        }
    }

    public func release(_ key: String) throws {
        try database.transaction(as: .system) { connection in
            try connection.query("delete from public.transcription_claims where video_key = $1", [key])
        }
    }

    /// Stores a new transcript with its key and releases the lease, in one transaction.
    public func store(
        _ transcription: Transcription, reference: VideoReference, sourceURL: String, audioSHA256: String, costUSD: Double,
        transcriptionMilliseconds: Int, createdBy: UserID
    ) throws -> CachedTranscript {
        let segments: JSONValue = .array(transcription.segments.map { ["text": .string($0.text), "start": .double($0.start), "end": .double($0.end)] })
        return try database.transaction(as: .system) { connection in
            let row = try connection.query(
                """
                insert into public.transcripts (audio_sha256, transcript, segments, language, duration_seconds, cost_usd, model,
                                                transcription_time_ms, access_count, created_by)
                values ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, 1, $9::uuid)
                on conflict (audio_sha256) do update set access_count = public.transcripts.access_count + 1, last_accessed_at = now()
                returning \(Self.columns.replacingAll("t.", with: ""))
                """,
                [
                    audioSHA256, transcription.text, segments, transcription.language ?? "en", transcription.durationSeconds, costUSD,
                    transcription.model, transcriptionMilliseconds, createdBy,
                ]
            ).single()
            let stored = try Self.transcript(row)
            try connection.query(
                """
                insert into public.transcript_keys (platform, video_id, transcript_id, source_url)
                values ($1::public.video_platform, $2, $3::uuid, $4) on conflict (platform, video_id) do update set transcript_id = excluded.transcript_id
                """, [reference.platform.rawValue, reference.videoID, stored.id, sourceURL])
            try connection.query("delete from public.transcription_claims where video_key = $1", [reference.key])
            return stored
        }
    }

    static func transcript(_ row: PostgresRow) throws -> CachedTranscript {
        CachedTranscript(
            id: try row.requireString("id"), transcript: try row.requireString("transcript"), segments: try row.json("segments") ?? [],
            language: try row.string("language"), durationSeconds: try row.double("duration_seconds") ?? 0,
            accessCount: try row.requireInt("access_count"))
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
