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

/// A transcript filed under a video: its shared entry, or another one a user's upload for the
/// video produced (a disputed alternative). What the handler needs to decide whether an upload
/// matches it and whether it may be served without audio.
public struct TranscriptCandidate: Sendable, Equatable {
    public var transcript: CachedTranscript
    public var audioSHA256: String?
    public var fingerprint: AudioFingerprint?
    /// Distinct users whose uploads for this video matched it.
    public var vouchers: Int
    public var vouchedByCaller: Bool
    /// The video's shared entry (the most vouched-for transcript).
    public var isShared: Bool
    /// Stored by an operator (the seeded catalogue), not by an upload.
    public var operatorVouched: Bool

    public init(
        transcript: CachedTranscript, audioSHA256: String?, fingerprint: AudioFingerprint?, vouchers: Int, vouchedByCaller: Bool,
        isShared: Bool, operatorVouched: Bool = false
    ) {
        self.transcript = transcript
        self.audioSHA256 = audioSHA256
        self.fingerprint = fingerprint
        self.vouchers = vouchers
        self.vouchedByCaller = vouchedByCaller
        self.isShared = isShared
        self.operatorVouched = operatorVouched
    }

    /// Two distinct users whose audio agreed, or an operator, make a transcript everyone's
    /// answer for the video without audio; a user always gets back what their own audio matched.
    public var servesWithoutAudio: Bool { vouchedByCaller || (isShared && (operatorVouched || vouchers >= Self.vouchersToShare)) }

    public static let vouchersToShare = 2
}

/// An upload that did not match the video's shared entry.
public struct TranscriptDispute: Sendable, Equatable {
    public var sharedTranscriptID: String
    /// Nil when one of the two had no usable fingerprint (then only the bytes were compared).
    public var bitErrorRate: Double?

    public init(sharedTranscriptID: String, bitErrorRate: Double?) {
        self.sharedTranscriptID = sharedTranscriptID
        self.bitErrorRate = bitErrorRate
    }
}

/// A transcript just made, with what it cost and who paid for it.
public struct NewTranscript: Sendable {
    public var transcription: Transcription
    public var reference: VideoReference
    public var sourceURL: String
    public var audioSHA256: String
    public var fingerprint: AudioFingerprint?
    public var costUSD: Double
    public var milliseconds: Int
    public var createdBy: UserID
    public var dispute: TranscriptDispute?

    public init(
        transcription: Transcription, reference: VideoReference, sourceURL: String, audioSHA256: String, fingerprint: AudioFingerprint?,
        costUSD: Double, milliseconds: Int, createdBy: UserID, dispute: TranscriptDispute? = nil
    ) {
        self.transcription = transcription
        self.reference = reference
        self.sourceURL = sourceURL
        self.audioSHA256 = audioSHA256
        self.fingerprint = fingerprint
        self.costUSD = costUSD
        self.milliseconds = milliseconds
        self.createdBy = createdBy
        self.dispute = dispute
    }
}

/// The shared transcript cache (the Savry import API). Reads of vouchers and fingerprints and
/// every write (new transcripts, vouchers, access counts, disputes) run as the system role: the
/// vouching tables are private to the functions.
public protocol TranscriptStore: Sendable {
    /// The transcripts filed under a video, its shared entry first, then by vouchers (a bounded
    /// number: each alternative cost its uploader a transcription, but there is no need for all).
    func candidates(for reference: VideoReference, caller: UserID) throws -> [TranscriptCandidate]
    /// The transcript of exactly these audio bytes, under whichever video it was made.
    func find(audioSHA256: String) throws -> CachedTranscript?
    /// The transcripts whose fingerprints share the most exact values with `fingerprint`, by the
    /// `transcripts.fingerprint_terms` index (a re-encode keeps ~90 % of the values, another
    /// recording almost none); the caller confirms a match by bit-error rate.
    func similar(to fingerprint: AudioFingerprint) throws -> [TranscriptCandidate]
    /// Counts one more import of a cached transcript and files it under the video. With
    /// `vouchedBy`, that user's upload matched it: they vouch for it, which may make it the
    /// video's shared entry. Returns the new count.
    func recordAccess(_ transcriptID: String, reference: VideoReference, sourceURL: String, vouchedBy: UserID?) throws -> Int
    /// Stores a new transcript vouched for by its uploader, files it under the video (the shared
    /// entry only when the video had none), records the dispute if any, and releases the lease,
    /// in one transaction.
    func store(_ transcript: NewTranscript, releasing lease: Lease) throws -> CachedTranscript
}

public struct PostgresTranscriptStore: TranscriptStore {
    let database: Database

    public init(database: Database) {
        self.database = database
    }

    /// Alternatives compared per upload; each comparison is microseconds.
    static let candidateLimit = 20
    static let columns = "t.id, t.transcript, t.segments, t.language, t.duration_seconds, t.access_count"

    public func candidates(for reference: VideoReference, caller: UserID) throws -> [TranscriptCandidate] {
        try database.read(
            as: .system,
            """
            with key as (
                select k.transcript_id, k.operator_vouched from public.transcript_keys k
                where k.platform = $1::public.video_platform and k.video_id = $2),
            counted as (
                select v.transcript_id, count(*)::int as vouchers, bool_or(v.user_id = $3::uuid) as by_caller
                from internal.transcript_vouchers v
                where v.platform = $1::public.video_platform and v.video_id = $2
                group by v.transcript_id),
            ids as (select transcript_id from key union select transcript_id from counted)
            select \(Self.columns), t.audio_sha256, encode(t.fingerprint, 'hex') as fingerprint,
                   coalesce(c.vouchers, 0) as vouchers, coalesce(c.by_caller, false) as by_caller,
                   (key.transcript_id is not null) as is_shared, coalesce(key.operator_vouched, false) as operator_vouched
            from ids join public.transcripts t on t.id = ids.transcript_id
            left join counted c on c.transcript_id = t.id
            left join key on key.transcript_id = t.id
            order by is_shared desc, vouchers desc, t.created_at
            limit \(Self.candidateLimit)
            """, [reference.platform.rawValue, reference.videoID, caller]
        ).map { row in
            TranscriptCandidate(
                transcript: try Self.transcript(row), audioSHA256: try row.string("audio_sha256"),
                fingerprint: try row.string("fingerprint").flatMap(AudioFingerprint.init(hex:)), vouchers: try row.requireInt("vouchers"),
                vouchedByCaller: try row.requireBool("by_caller"), isShared: try row.requireBool("is_shared"),
                operatorVouched: try row.requireBool("operator_vouched"))
        }
    }

    public func find(audioSHA256: String) throws -> CachedTranscript? {
        try database.read(as: .system, "select \(Self.columns) from public.transcripts t where t.audio_sha256 = $1", [audioSHA256]).first
            .map(Self.transcript)
    }

    /// Candidates confirmed per lookup; each confirmation is microseconds.
    static let similarLimit = 5

    public func similar(to fingerprint: AudioFingerprint) throws -> [TranscriptCandidate] {
        let terms = AudioFingerprint.terms(of: fingerprint.values)
        guard !terms.isEmpty else { return [] }
        return try database.read(
            as: .system,
            """
            with query as (select $1::int[] as terms)
            select \(Self.columns), t.audio_sha256, encode(t.fingerprint, 'hex') as fingerprint
            from public.transcripts t, query
            where t.fingerprint_terms && query.terms
            order by (select count(*) from unnest(t.fingerprint_terms) term where term = any(query.terms)) desc, t.created_at
            limit \(Self.similarLimit)
            """, ["{" + terms.map(String.init).joined(separator: ",") + "}"]
        ).map { row in
            TranscriptCandidate(
                transcript: try Self.transcript(row), audioSHA256: try row.string("audio_sha256"),
                fingerprint: try row.string("fingerprint").flatMap(AudioFingerprint.init(hex:)), vouchers: 0, vouchedByCaller: false,
                isShared: false)
        }
    }

    public func recordAccess(_ transcriptID: String, reference: VideoReference, sourceURL: String, vouchedBy: UserID?) throws -> Int {
        try database.transaction(as: .system) { connection in
            try Self.file(transcriptID, under: reference, sourceURL: sourceURL, vouchedBy: vouchedBy, on: connection)
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
                                                transcription_time_ms, access_count, created_by, fingerprint)
                values ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, 1, $9::uuid, decode($10, 'hex'))
                on conflict (audio_sha256) do update set access_count = public.transcripts.access_count + 1, last_accessed_at = now()
                returning id, transcript, segments, language, duration_seconds, access_count
                """,
                [
                    new.audioSHA256, transcription.text, segments, transcription.language ?? "en", transcription.durationSeconds,
                    new.costUSD, transcription.model, new.milliseconds, new.createdBy, new.fingerprint?.hex,
                ]
            ).single()
            let stored = try Self.transcript(row)
            try Self.file(stored.id, under: new.reference, sourceURL: new.sourceURL, vouchedBy: new.createdBy, on: connection)
            if let dispute = new.dispute {
                try connection.query(
                    """
                    insert into internal.transcript_disputes (platform, video_id, shared_transcript_id, uploaded_transcript_id, user_id,
                                                              bit_error_rate)
                    values ($1::public.video_platform, $2, $3::uuid, $4::uuid, $5::uuid, $6)
                    """,
                    [
                        new.reference.platform.rawValue, new.reference.videoID, dispute.sharedTranscriptID, stored.id, new.createdBy,
                        dispute.bitErrorRate,
                    ])
            }
            try lease.release(on: connection)
            return stored
        }
    }

    /// Files a transcript under a video (the video's shared entry if it had none) and records
    /// the voucher; the voucher trigger re-elects the shared entry.
    static func file(
        _ transcriptID: String, under reference: VideoReference, sourceURL: String, vouchedBy: UserID?, on connection: PostgresConnection
    ) throws {
        try connection.query(
            """
            insert into public.transcript_keys (platform, video_id, transcript_id, source_url)
            values ($1::public.video_platform, $2, $3::uuid, nullif($4, '')) on conflict (platform, video_id) do nothing
            """, [reference.platform.rawValue, reference.videoID, transcriptID, sourceURL])
        if let vouchedBy {
            try connection.query(
                """
                insert into internal.transcript_vouchers (platform, video_id, transcript_id, user_id)
                values ($1::public.video_platform, $2, $3::uuid, $4::uuid) on conflict do nothing
                """, [reference.platform.rawValue, reference.videoID, transcriptID, vouchedBy])
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
