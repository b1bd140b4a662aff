import Recipes

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Everything known about a video that a recipe can be extracted from.
public struct ExtractionInput: Sendable, Equatable {
    public var videoID: String
    public var title: String?
    public var description: String?
    public var transcript: String?
    /// Chapter titles, from `0:00 Title` lines of the description.
    public var chapters: [String]
    public var languageHint: String?

    public init(
        videoID: String, title: String?, description: String?, transcript: String?, chapters: [String] = [], languageHint: String? = nil
    ) {
        self.videoID = videoID
        self.title = title
        // Captions pasted from Windows or old Mac editors end lines with "\r\n" or "\r"; Swift
        // reads "\r\n" as one character, so split at "\n" such a description was one long line
        // and its ingredient list was lost.
        self.description = description.map(TextTools.unixLineBreaks)
        self.transcript = transcript.map(TextTools.unixLineBreaks)
        self.chapters = chapters
        self.languageHint = languageHint
    }

    /// `0:00 Intro`, `1:23 - Make the dough`, `(02:10) Bake` lines of a description.
    public static func chapters(in description: String) -> [String] {
        description.split(whereSeparator: \.isNewline).compactMap { line -> String? in
            let text = TextTools.stripBullet(String(line)).trimmingEdges { $0 == "(" || $0 == "[" }
            let parts = text.split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            let stamp = String(parts[0]).trimmingEdges { $0 == ")" || $0 == "]" }
            let pieces = stamp.split(separator: ":")
            guard (2...3).contains(pieces.count), pieces.allSatisfy({ !$0.isEmpty && $0.count <= 2 && $0.allSatisfy(\.fastIsNumber) })
            else {
                return nil
            }
            let title = String(parts[1]).trimmingEdges { $0 == "-" || $0 == "–" || $0.fastIsWhitespace }
            return title.isEmpty ? nil : title
        }
    }
}

public struct ExtractionOutput: Sendable, Equatable {
    public var result: RecipeResult
    public var confidence: Double?
    /// Inputs that contributed: `description`, `transcript`, `chapters`.
    public var inputsUsed: [String]
    public var extractorVersion: String

    public init(result: RecipeResult, confidence: Double?, inputsUsed: [String], extractorVersion: String) {
        self.result = result
        self.confidence = confidence
        self.inputsUsed = inputsUsed
        self.extractorVersion = extractorVersion
    }
}

/// Turns a video's text into recipe_json_v1. Implementations: `HeuristicExtractor` (offline,
/// deterministic) and `LLMExtractor` (OpenAI-compatible chat completions).
public protocol RecipeExtractor: Sendable {
    /// Stored with every recipe; a new version makes cached recipes stale.
    var version: String { get }
    /// Whether each extraction is a paid call (an LLM), which the spend guard meters.
    var isPaid: Bool { get }
    func extract(_ input: ExtractionInput, deadline: Date) async throws -> ExtractionOutput
}

extension RecipeExtractor {
    public var isPaid: Bool { false }
}

public struct ExtractionError: Error, CustomStringConvertible, Sendable {
    public enum Kind: Sendable { case unavailable, invalidOutput, refused, truncated, timedOut }
    public let kind: Kind
    public let message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { "\(kind): \(message)" }
}
