import FunctionRuntime

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The platforms video imports come from (the Savry import API), and `device`: a video the user
/// picked from their own camera roll, which has no platform id and is known by its audio.
public enum VideoPlatform: String, CaseIterable, Sendable, Codable {
    case tiktok
    case instagram
    case youtube
    case device
}

/// A video identified independently of how its URL was written: the platform and the platform's
/// own id. Two URLs for the same video (tracking parameters, `youtu.be` vs `watch?v=`, a TikTok
/// link with another user name) give the same `key`.
public struct VideoReference: Sendable, Equatable, Hashable {
    public let platform: VideoPlatform
    public let videoID: String
    /// A clean URL for the video, without tracking parameters.
    public let canonicalURL: String

    /// `platform:videoID`, the deduplication key.
    public var key: String { "\(platform.rawValue):\(videoID)" }

    public init(platform: VideoPlatform, videoID: String, canonicalURL: String) {
        self.platform = platform
        self.videoID = videoID
        self.canonicalURL = canonicalURL
    }

    /// A video from the user's own device, keyed by its audio: the first 128 bits of the SHA-256
    /// of the audio first imported for it. It has no public URL.
    public static func device(audioSHA256: String) -> VideoReference {
        VideoReference(platform: .device, videoID: String(audioSHA256.prefix(32)), canonicalURL: "")
    }

    /// Whether `text` names a file on the user's device rather than a web page: a `file://` URL
    /// (what the iOS picker hands the app), or a Photos asset (`ph://`, `assets-library://`).
    public static func isDeviceURL(_ text: String) -> Bool {
        let lowered = text.trimmed.lowercased()
        guard lowered.utf8.count <= 2048 else { return false }
        return ["file://", "ph://", "assets-library://"].contains { lowered.hasPrefix($0) && lowered.count > $0.count }
    }

    /// Whether `id` is a device video's id (32 lowercase hex digits).
    public static func isDeviceID(_ id: String) -> Bool {
        id.utf8.count == 32 && id.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// Parses TikTok (`/@user/video/<id>`, `/v/<id>`, `/embed/v2/<id>`), Instagram (`/reel/<code>`,
    /// `/reels/<code>`, `/p/<code>`, `/tv/<code>`) and YouTube (`watch?v=`, `youtu.be/`, `shorts/`,
    /// `embed/`, `live/`, `v/`) URLs. Everything but the id is ignored. Returns nil for anything
    /// else, including short links (`vm.tiktok.com/…`) that only the platform can resolve.
    public static func parse(_ text: String) -> VideoReference? {
        let trimmed = text.trimmed
        guard trimmed.utf8.count <= 2048, let components = URLComponents(string: trimmed),
            let scheme = components.scheme?.lowercased(), scheme == "https" || scheme == "http",
            var host = components.host?.lowercased()
        else { return nil }
        for prefix in ["www.", "m.", "mobile."] where host.hasPrefix(prefix) {
            host.removeFirst(prefix.count)
        }
        let segments = components.path.split(separator: "/").map(String.init)
        switch host {
        case "tiktok.com":
            return tiktok(segments)
        case "instagram.com":
            return instagram(segments)
        case "youtube.com", "music.youtube.com", "youtube-nocookie.com":
            return youtube(segments, query: components.queryItems ?? [])
        case "youtu.be":
            guard let id = segments.first else { return nil }
            return youtube(id: id)
        default:
            return nil
        }
    }

    private static func tiktok(_ segments: [String]) -> VideoReference? {
        var id: String?
        var user: String?
        if segments.count >= 3, segments[0].hasPrefix("@"), segments[1] == "video" || segments[1] == "photo" {
            id = segments[2]
            user = segments[0]
        } else if segments.count >= 2, segments[0] == "v" {
            id = segments[1].hasSuffix(".html") ? String(segments[1].dropLast(5)) : segments[1]
        } else if segments.count >= 3, segments[0] == "embed", segments[1] == "v2" {
            id = segments[2]
        } else if segments.count >= 2, segments[0] == "embed" {
            id = segments[1]
        }
        guard let id, (5...32).contains(id.count), id.allSatisfy(\.isASCIIDigit) else { return nil }
        let canonical = "https://www.tiktok.com/\(user ?? "@")/video/\(id)"
        return VideoReference(platform: .tiktok, videoID: id, canonicalURL: canonical)
    }

    private static func instagram(_ segments: [String]) -> VideoReference? {
        guard segments.count >= 2 else { return nil }
        // /<user>/reel/<code>/ is also used by the app's share sheet.
        let start = ["reel", "reels", "p", "tv"].contains(segments[0]) ? 0 : 1
        guard segments.count >= start + 2, ["reel", "reels", "p", "tv"].contains(segments[start]) else { return nil }
        let code = segments[start + 1]
        guard (5...64).contains(code.count), code.allSatisfy(\.isURLSafeIDCharacter) else { return nil }
        let kind = segments[start] == "reels" ? "reel" : segments[start]
        return VideoReference(platform: .instagram, videoID: code, canonicalURL: "https://www.instagram.com/\(kind)/\(code)/")
    }

    private static func youtube(_ segments: [String], query: [URLQueryItem]) -> VideoReference? {
        if segments.first == "watch" || segments.isEmpty {
            guard let id = query.first(where: { $0.name == "v" })?.value else { return nil }
            return youtube(id: id)
        }
        if segments.count >= 2, ["shorts", "embed", "live", "v", "e"].contains(segments[0]) {
            return youtube(id: segments[1])
        }
        return nil
    }

    /// A YouTube id is exactly 11 characters of the URL-safe base64 alphabet.
    public static func youtube(id: String) -> VideoReference? {
        guard isYouTubeID(id) else { return nil }
        return VideoReference(platform: .youtube, videoID: id, canonicalURL: "https://www.youtube.com/watch?v=\(id)")
    }

    public static func isYouTubeID(_ id: String) -> Bool {
        id.count == 11 && id.allSatisfy(\.isURLSafeIDCharacter)
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
    var isURLSafeIDCharacter: Bool {
        ("a"..."z").contains(self) || ("A"..."Z").contains(self) || ("0"..."9").contains(self) || self == "-" || self == "_"
    }
}
