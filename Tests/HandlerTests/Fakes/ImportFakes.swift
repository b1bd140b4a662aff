import Database
import Domain
import Foundation
import FunctionRuntime
import Providers
import Testing
import Transcription
import VideoImport

public struct FakeTranscriptStore: TranscriptStore {
    public var onCandidates: (@Sendable (VideoReference, UserID) throws -> [TranscriptCandidate])?
    public var onFindAudio: (@Sendable (String) throws -> CachedTranscript?)?
    public var onSimilar: (@Sendable (AudioFingerprint) throws -> [TranscriptCandidate])?
    public var onRecordAccess: (@Sendable (String, VideoReference, String, UserID?) throws -> Int)?
    public var onStore: (@Sendable (NewTranscript, Lease) throws -> CachedTranscript)?

    public init() {}

    public func candidates(for reference: VideoReference, caller: UserID) throws -> [TranscriptCandidate] {
        try expected(onCandidates, "TranscriptStore.candidates", reference, caller)
    }

    public func find(audioSHA256: String) throws -> CachedTranscript? {
        try expected(onFindAudio, "TranscriptStore.find(audio)", audioSHA256)
    }

    public func similar(to fingerprint: AudioFingerprint) throws -> [TranscriptCandidate] {
        try expected(onSimilar, "TranscriptStore.similar", fingerprint)
    }

    public func recordAccess(_ transcriptID: String, reference: VideoReference, sourceURL: String, vouchedBy: UserID?) throws -> Int {
        try expected(onRecordAccess, "TranscriptStore.recordAccess", transcriptID, reference, sourceURL, vouchedBy)
    }

    public func store(_ transcript: NewTranscript, releasing lease: Lease) throws -> CachedTranscript {
        try expected(onStore, "TranscriptStore.store", transcript, lease)
    }
}

/// A fingerprinter that answers from a table keyed by the audio bytes (nil for anything else).
public struct FakeFingerprinter: Fingerprinter {
    public var prints: [[UInt8]: AudioFingerprint]

    public init(_ prints: [[UInt8]: AudioFingerprint] = [:]) {
        self.prints = prints
    }

    public func fingerprint(_ audio: [UInt8], fileExtension: String) async -> AudioFingerprint? { prints[audio] }
}

/// A prober that measures every audio as `seconds` long.
public struct FakeProber: AudioProber {
    public let seconds: Double?

    public init(seconds: Double?) {
        self.seconds = seconds
    }

    public func durationSeconds(_ audio: [UInt8], fileExtension: String) async -> Double? { seconds }
}

public struct FakeQuotaStore: QuotaStore {
    public var onReserve: (@Sendable (QuotaKind, Date, Identity) throws -> QuotaReservation)?
    public var onRefund: (@Sendable (QuotaKind, Date, Identity) throws -> Void)?
    public var onHitRateLimit: (@Sendable (QuotaKind, Int, Int, Identity) throws -> RateDecision)?

    public init() {}

    public func reserve(_ kind: QuotaKind, now: Date, as identity: Identity) throws -> QuotaReservation {
        try expected(onReserve, "QuotaStore.reserve", kind, now, identity)
    }

    public func refund(_ kind: QuotaKind, now: Date, as identity: Identity) throws {
        try expected(onRefund, "QuotaStore.refund", kind, now, identity)
    }

    public func hitRateLimit(_ kind: QuotaKind, windowSeconds: Int, limit: Int, as identity: Identity) throws -> RateDecision {
        try expected(onHitRateLimit, "QuotaStore.hitRateLimit", kind, windowSeconds, limit, identity)
    }
}

public struct FakeTranscriber: Transcriber {
    public var model: String
    public var onTranscribe: (@Sendable ([UInt8], String) throws(ProviderError) -> Transcription)?

    public init(model: String = "whisper-1") {
        self.model = model
    }

    public func transcribe(audio: [UInt8], filename: String, contentType: String, language: String?, deadline: Date)
        async throws(ProviderError)
        -> Transcription
    {
        guard let onTranscribe else {
            do {
                return try unexpected("Transcriber.transcribe")
            } catch {
                throw ProviderError(.unavailable, provider: "fake", message: "not set up")
            }
        }
        return try onTranscribe(audio, contentType)
    }
}

/// A WAV file of `seconds` of a 440 Hz tone: real audio the inspector accepts, made in memory.
public func toneWAV(seconds: Double = 1) -> [UInt8] {
    let rate = 16_000
    let samples = Int(Double(rate) * seconds)
    func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
    func le16(_ value: Int) -> [UInt8] { (0..<2).map { UInt8((value >> (8 * $0)) & 0xFF) } }
    var data: [UInt8] = []
    for index in 0..<samples {
        let value = Int(sin(Double(index) * 2 * .pi * 440 / Double(rate)) * 12_000)
        data += le16(value & 0xFFFF)
    }
    return Array("RIFF".utf8) + le32(36 + data.count) + Array("WAVEfmt ".utf8) + le32(16) + le16(1) + le16(1) + le32(rate)
        + le32(rate * 2) + le16(2) + le16(16) + Array("data".utf8) + le32(data.count) + data
}
