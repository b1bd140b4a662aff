import Database
import Foundation
import FunctionRuntime

struct StoredSegment: Sendable, Equatable {
    var id: String
    var sessionID: String
    var segmentIndex: Int
    var text: String
    var confidence: Double?
    var language: String?
    var wordCount: Int
    var processingMilliseconds: Int?
    var modelVersion: String?
    var audioSHA256: String?
    var createdAt: Date
}

/// A segment just transcribed, to be stored.
struct NewSegment: Sendable, Equatable {
    var sessionID: UUID
    var segmentIndex: Int
    var text: String
    var confidence: Double?
    var language: String?
    var wordCount: Int
    var processingMilliseconds: Int
    var modelVersion: String
    var audioSHA256: String
}

/// Segments of recording sessions, each row its user's own (row-level security).
protocol SegmentStore: Sendable {
    func find(session: UUID, index: Int, as identity: Identity) throws -> StoredSegment?
    /// The session's segments in order (the caller's only).
    func session(_ session: UUID, as identity: Identity) throws -> [StoredSegment]
    /// Saves (or replaces, when the audio of that index changed) a segment as the caller.
    func save(_ segment: NewSegment, as identity: Identity) throws -> StoredSegment
}

struct PostgresSegmentStore: SegmentStore {
    let database: Database

    static let columns = """
        id, session_id, segment_index, transcript_text, confidence_score, language_detected, word_count, processing_time_ms,
        model_version, audio_sha256, created_at
        """

    func find(session: UUID, index: Int, as identity: Identity) throws -> StoredSegment? {
        try database.transaction(as: identity) { connection in
            try connection.query(
                "select \(Self.columns) from public.transcription_segments where session_id = $1::uuid and segment_index = $2 and user_id = auth.uid()",
                [session, index]
            ).first.map(Self.segment)
        }
    }

    func session(_ session: UUID, as identity: Identity) throws -> [StoredSegment] {
        try database.transaction(as: identity) { connection in
            try connection.query(
                "select \(Self.columns) from public.transcription_segments where session_id = $1::uuid order by segment_index", [session]
            ).map(Self.segment)
        }
    }

    func save(_ segment: NewSegment, as identity: Identity) throws -> StoredSegment {
        try database.transaction(as: identity) { connection in
            try Self.segment(
                connection.query(
                    """
                    insert into public.transcription_segments
                        (session_id, user_id, segment_index, transcript_text, confidence_score, language_detected, word_count,
                         processing_time_ms, model_version, audio_sha256)
                    values ($1::uuid, auth.uid(), $2, $3, $4, $5, $6, $7, $8, $9)
                    on conflict (user_id, session_id, segment_index) do update set
                        transcript_text = excluded.transcript_text, confidence_score = excluded.confidence_score,
                        language_detected = excluded.language_detected, word_count = excluded.word_count,
                        processing_time_ms = excluded.processing_time_ms, model_version = excluded.model_version,
                        audio_sha256 = excluded.audio_sha256, created_at = now()
                    returning \(Self.columns)
                    """,
                    [
                        segment.sessionID, segment.segmentIndex, segment.text, segment.confidence, segment.language, segment.wordCount,
                        segment.processingMilliseconds, segment.modelVersion, segment.audioSHA256,
                    ]
                ).single())
        }
    }

    static func segment(_ row: PostgresRow) throws -> StoredSegment {
        StoredSegment(
            id: try row.requireString("id"), sessionID: try row.requireString("session_id"),
            segmentIndex: try row.requireInt("segment_index"),
            text: try row.requireString("transcript_text"), confidence: try row.double("confidence_score"),
            language: try row.string("language_detected"), wordCount: try row.requireInt("word_count"),
            processingMilliseconds: try row.int("processing_time_ms"), modelVersion: try row.string("model_version"),
            audioSHA256: try row.string("audio_sha256"), createdAt: try row.requireDate("created_at"))
    }
}
