import Foundation

/// The human-readable figures of the iOS API quick reference, and the names a library entry may
/// have. Pure functions, so the listing, the structure and the metadata companion agree.
public enum LibraryFormat {
    /// `10.0 MB` (listing) and `150 MB` (structure) in one rule: binary units, one decimal below
    /// 100 of the unit, none above.
    public static func size(_ bytes: Int64) -> String {
        let units = ["KB", "MB", "GB", "TB"]
        guard bytes >= 1024 else { return "\(max(bytes, 0)) B" }
        var value = Double(bytes) / 1024
        var unit = 0
        while value >= 1024 && unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        if value >= 100 { return "\(Int(value.rounded())) \(units[unit])" }
        let tenths = (value * 10).rounded() / 10
        return tenths >= 100 ? "100 \(units[unit])" : "\(String(format: "%.1f", tenths)) \(units[unit])"
    }

    /// `2 hours ago`; a date (`2024-12-15`) after 30 days; `just now` under a minute (and for a
    /// time in the future, which a clock skew can produce).
    public static func relative(_ date: Date, now: Date) -> String {
        let seconds = Int(now.timeIntervalSince(date))
        func plural(_ count: Int, _ unit: String) -> String { "\(count) \(unit)\(count == 1 ? "" : "s") ago" }
        switch seconds {
        case ..<60: return "just now"
        case ..<3600: return plural(seconds / 60, "minute")
        case ..<86_400: return plural(seconds / 3600, "hour")
        case ..<(30 * 86_400): return plural(seconds / 86_400, "day")
        default: return day(date)
        }
    }

    /// `0:30`, `12:05`, `1:02:03`.
    public static func duration(_ seconds: Int) -> String {
        let seconds = max(seconds, 0)
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
    }

    /// `20241215` → `2024-12-15`; anything else → nil.
    public static func uploadDate(_ compact: String) -> String? {
        let digits = Array(compact.utf8)
        guard digits.count == 8, digits.allSatisfy({ (48...57).contains($0) }) else { return nil }
        let text = String(decoding: digits, as: UTF8.self)
        return "\(text.prefix(4))-\(text.dropFirst(4).prefix(2))-\(text.suffix(2))"
    }

    /// `2024-12-15`, UTC.
    public static func day(_ date: Date) -> String {
        String(timestamp(date).prefix(10))
    }

    /// `2024-12-15T10:30:00`, UTC, the quick reference's `downloaded_at` shape.
    public static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func pad(_ value: Int?, _ width: Int) -> String {
            let text = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return
            "\(pad(parts.year, 4))-\(pad(parts.month, 2))-\(pad(parts.day, 2))T\(pad(parts.hour, 2)):\(pad(parts.minute, 2)):\(pad(parts.second, 2))"
    }

    // MARK: Names

    /// Genres are folder names: `tiktok`, `instagram`, `camera-roll`.
    public static func isValidGenre(_ genre: String) -> Bool {
        let bytes = Array(genre.utf8)
        guard (1...32).contains(bytes.count), isLowerAlphanumeric(bytes[0]) else { return false }
        return bytes.allSatisfy { isLowerAlphanumeric($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }
    }

    /// The genre a URL gets when the request names none: its platform, or `web`.
    public static func defaultGenre(for url: URL) -> String {
        let host = (url.host ?? "").lowercased()
        let platforms = [
            ("tiktok.com", "tiktok"), ("instagram.com", "instagram"), ("youtube.com", "youtube"), ("youtu.be", "youtube"),
        ]
        for (domain, genre) in platforms where host == domain || host.hasSuffix("." + domain) { return genre }
        return "web"
    }

    /// A file stem from a title or a URL's last component: letters, digits, `.`, `_` and `-`
    /// (anything else becomes `_`), at most 80 characters, never empty, never starting with a dot.
    public static func stem(from text: String) -> String {
        var result: [UInt8] = []
        var lastWasFiller = false
        for byte in text.utf8 {
            let keep = isLowerAlphanumeric(byte) || (65...90).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            if keep {
                result.append(byte)
                lastWasFiller = false
            } else if !lastWasFiller && !result.isEmpty {
                result.append(UInt8(ascii: "_"))
                lastWasFiller = true
            }
            if result.count >= 80 { break }
        }
        while let last = result.last, last == UInt8(ascii: "_") || last == UInt8(ascii: ".") || last == UInt8(ascii: "-") {
            result.removeLast()
        }
        while let first = result.first, !isLowerAlphanumeric(first) && !(65...90).contains(first) { result.removeFirst() }
        return result.isEmpty ? "video" : String(decoding: result, as: UTF8.self)
    }

    private static func isLowerAlphanumeric(_ byte: UInt8) -> Bool {
        (97...122).contains(byte) || (48...57).contains(byte)
    }

    // MARK: Media types

    /// Extension (with its dot) → the Content-Type it is served with. Only these are stored.
    public static let mediaTypes: [String: String] = [
        ".mp4": "video/mp4", ".m4v": "video/x-m4v", ".mov": "video/quicktime", ".webm": "video/webm", ".mkv": "video/x-matroska",
        ".m4a": "audio/mp4", ".mp3": "audio/mpeg", ".aac": "audio/aac", ".wav": "audio/wav", ".ogg": "audio/ogg", ".opus": "audio/ogg",
        ".flac": "audio/flac",
    ]

    /// The extension for a served Content-Type (parameters ignored), when it is one we store.
    public static func fileExtension(forContentType contentType: String) -> String? {
        let bare = contentType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        let preferred: [String: String] = [
            "video/mp4": ".mp4", "audio/mp4": ".m4a", "audio/x-m4a": ".m4a", "audio/mpeg": ".mp3", "video/quicktime": ".mov",
            "video/webm": ".webm", "audio/webm": ".webm", "video/x-matroska": ".mkv", "audio/aac": ".aac", "audio/wav": ".wav",
            "audio/x-wav": ".wav", "audio/ogg": ".ogg", "audio/flac": ".flac", "video/x-m4v": ".m4v",
        ]
        return preferred[bare]
    }

    /// The extension of a name (`clip.MP4` → `.mp4`) when it is a media type we store.
    public static func mediaExtension(ofName name: String) -> String? {
        guard let dot = name.lastIndex(of: ".") else { return nil }
        let candidate = name[dot...].lowercased()
        return mediaTypes[candidate] == nil ? nil : candidate
    }
}

/// A library path as the listing gives it: `username/genre/stem.ext`. Parsed strictly: exactly
/// three segments, each a valid name, no `.`/`..`, no empty segment; the extension a stored media
/// type or `.json` (the metadata companion).
public struct LibraryPath: Sendable, Equatable {
    public let username: String
    public let genre: String
    public let stem: String
    public let fileExtension: String

    public var isCompanion: Bool { fileExtension == ".json" }

    public init?(_ path: String) {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard path.utf8.count <= 400, segments.count == 3 else { return nil }
        let (username, genre, file) = (segments[0], segments[1], segments[2])
        guard LibraryFormat.isValidGenre(username) || Self.isUsername(username), LibraryFormat.isValidGenre(genre) else { return nil }
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return nil }
        let stem = String(file[..<dot])
        let fileExtension = String(file[dot...])
        guard Self.isStem(stem), fileExtension == ".json" || LibraryFormat.mediaTypes[fileExtension] != nil else { return nil }
        self.username = username
        self.genre = genre
        self.stem = stem
        self.fileExtension = fileExtension
    }

    static func isUsername(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard (1...40).contains(bytes.count) else { return false }
        return bytes.allSatisfy { (97...122).contains($0) || (48...57).contains($0) || $0 == 95 || $0 == 45 }
    }

    /// What the table allows: letters, digits, `.`, `_`, `-`, starting with a letter or digit.
    static func isStem(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard (1...120).contains(bytes.count) else { return false }
        let alphanumeric = { (byte: UInt8) in (97...122).contains(byte) || (65...90).contains(byte) || (48...57).contains(byte) }
        return alphanumeric(bytes[0]) && bytes.allSatisfy { alphanumeric($0) || $0 == 46 || $0 == 95 || $0 == 45 }
    }
}
