import Foundation
import FunctionRuntime

/// A video as a search provider reports it.
public struct DiscoveredVideo: Sendable, Equatable {
    public var videoID: String
    public var title: String
    public var description: String?
    public var channelTitle: String?
    public var channelID: String?
    public var thumbnailURL: String?
    public var publishedAt: String?
    public var durationSeconds: Int?
    public var languageHint: String?
    public var tags: [String]

    public init(
        videoID: String, title: String, description: String? = nil, channelTitle: String? = nil, channelID: String? = nil,
        thumbnailURL: String? = nil, publishedAt: String? = nil, durationSeconds: Int? = nil, languageHint: String? = nil,
        tags: [String] = []
    ) {
        self.videoID = videoID
        self.title = title
        self.description = description
        self.channelTitle = channelTitle
        self.channelID = channelID
        self.thumbnailURL = thumbnailURL
        self.publishedAt = publishedAt
        self.durationSeconds = durationSeconds
        self.languageHint = languageHint
        self.tags = tags
    }
}

/// The guarded query parameters the search function always sends.
public struct GuardedSearch: Sendable, Equatable {
    public var query: String
    public var relevanceLanguage: String
    public var pageToken: String?
    public var maxResults: Int

    public init(query: String, relevanceLanguage: String, pageToken: String?, maxResults: Int = 25) {
        self.query = query
        self.relevanceLanguage = relevanceLanguage
        self.pageToken = pageToken
        self.maxResults = maxResults
    }
}

/// YouTube Data API v3: `search.list` (type=video, How-to & Style category 26, strict SafeSearch,
/// embeddable only, relevance language) then one batched `videos.list` for full descriptions,
/// durations and languages. Errors map to `ProviderError` (quotaExceeded, keyInvalid, …).
public struct YouTubeClient: Sendable {
    public static let defaultBaseURL = "https://www.googleapis.com/youtube/v3"
    let apiKey: String
    let baseURL: String
    let transport = HTTPTransport(provider: "youtube")

    public init(apiKey: String, baseURL: String = YouTubeClient.defaultBaseURL) {
        self.apiKey = apiKey
        self.baseURL = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
    }

    public func search(_ search: GuardedSearch, deadline: Date) async throws(ProviderError) -> (
        videos: [DiscoveredVideo], nextPageToken: String?
    ) {
        var parameters = [
            ("part", "snippet"), ("q", search.query), ("type", "video"), ("videoCategoryId", "26"), ("safeSearch", "strict"),
            ("videoEmbeddable", "true"), ("relevanceLanguage", search.relevanceLanguage), ("maxResults", String(search.maxResults)),
            ("key", apiKey),
        ]
        if let token = search.pageToken { parameters.append(("pageToken", token)) }
        let listing = try await get("search", parameters, deadline: deadline)
        var order: [String] = []
        var snippets: [String: DiscoveredVideo] = [:]
        for item in listing["items"]?.arrayValue ?? [] {
            guard let id = item["id"]?["videoId"]?.stringValue, snippets[id] == nil else { continue }
            order.append(id)
            snippets[id] = Self.video(id: id, snippet: item["snippet"], contentDetails: nil)
        }
        let next = listing["nextPageToken"]?.stringValue
        guard !order.isEmpty else { return ([], next) }
        let details = try await videos(ids: order, deadline: deadline)
        let byID = Dictionary(details.map { ($0.videoID, $0) }, uniquingKeysWith: { first, _ in first })
        // videos.list drops videos removed since the search; keep search order.
        return (order.compactMap { byID[$0] ?? snippets[$0] }, next)
    }

    public func videos(ids: [String], deadline: Date) async throws(ProviderError) -> [DiscoveredVideo] {
        let listing = try await get(
            "videos", [("part", "snippet,contentDetails"), ("id", ids.joined(separator: ",")), ("key", apiKey)], deadline: deadline)
        return (listing["items"]?.arrayValue ?? []).compactMap { item in
            guard let id = item["id"]?.stringValue else { return nil }
            return Self.video(id: id, snippet: item["snippet"], contentDetails: item["contentDetails"])
        }
    }

    private func get(_ resource: String, _ parameters: [(String, String)], deadline: Date) async throws(ProviderError) -> JSONValue {
        var components = URLComponents(string: "\(baseURL)/\(resource)")
        components?.queryItems = parameters.map { URLQueryItem(name: $0.0, value: $0.1) }
        guard let url = components?.url else { throw ProviderError(.badRequest, provider: "youtube", message: "invalid base URL") }
        let response = try await transport.send("GET", url: url, timeout: HTTPTransport.budget(until: deadline, cap: 8))
        guard (200..<300).contains(response.status) else { throw Self.error(response) }
        guard let json = response.json(), json.objectValue != nil else {
            throw ProviderError(.malformedResponse, provider: "youtube", message: "response is not a JSON object", status: response.status)
        }
        return json
    }

    /// Maps YouTube's `{"error": {"code", "message", "errors": [{"reason"}]}}`.
    static func error(_ response: HTTPResponse) -> ProviderError {
        let body = response.json()
        let reasons = (body?["error"]?["errors"]?.arrayValue ?? []).compactMap { $0["reason"]?.stringValue }
        let message = body?["error"]?["message"]?.stringValue ?? "HTTP \(response.status)"
        let kind: ProviderError.Kind
        if reasons.contains(where: { ["quotaExceeded", "dailyLimitExceeded", "rateLimitExceeded", "userRateLimitExceeded"].contains($0) })
            || response.status == 429
        {
            kind = .quotaExceeded
        } else if reasons.contains(where: {
            ["keyInvalid", "keyExpired", "accessNotConfigured", "forbidden", "ipRefererBlocked"].contains($0)
        })
            || message.contains("API key") || response.status == 401 || response.status == 403
        {
            kind = .badCredentials
        } else if response.status >= 500 {
            kind = .unavailable
        } else {
            kind = .badRequest
        }
        return ProviderError(kind, provider: "youtube", message: message, status: response.status)
    }

    static func video(id: String, snippet: JSONValue?, contentDetails: JSONValue?) -> DiscoveredVideo {
        let thumbnails = snippet?["thumbnails"]
        let thumbnail = ["high", "medium", "default"].lazy.compactMap { thumbnails?[$0]?["url"]?.stringValue }.first
        let language = (snippet?["defaultAudioLanguage"]?.stringValue ?? snippet?["defaultLanguage"]?.stringValue)
            .map { String($0.prefix(2)).lowercased() }
        return DiscoveredVideo(
            videoID: id,
            title: HTMLEntities.decode(snippet?["title"]?.stringValue ?? ""),
            description: snippet?["description"]?.stringValue.map(HTMLEntities.decode),
            channelTitle: snippet?["channelTitle"]?.stringValue.map(HTMLEntities.decode),
            channelID: snippet?["channelId"]?.stringValue,
            thumbnailURL: thumbnail,
            publishedAt: snippet?["publishedAt"]?.stringValue,
            durationSeconds: contentDetails?["duration"]?.stringValue.flatMap(ISODuration.seconds),
            languageHint: language,
            tags: snippet?["tags"]?.arrayValue?.compactMap(\.stringValue) ?? [])
    }
}

/// `PT1H2M3S` → 3723.
public enum ISODuration {
    public static func seconds(_ text: String) -> Int? {
        guard text.hasPrefix("P") else { return nil }
        var total = 0
        var number = ""
        var inTime = false
        for character in text.dropFirst() {
            if character.isNumber {
                number.append(character)
                continue
            }
            // At most nine digits per component: a hostile duration must not overflow.
            guard number.count <= 9 else { return nil }
            let value = Int(number) ?? 0
            number = ""
            switch (character, inTime) {
            case ("T", _): inTime = true
            case ("D", false): total += value * 86_400
            case ("H", true): total += value * 3_600
            case ("M", true): total += value * 60
            case ("S", true): total += value
            default: return nil
            }
        }
        return total
    }
}

/// Decodes the HTML entities YouTube puts in snippet titles (`&#39;`, `&amp;`, `&quot;`).
public enum HTMLEntities {
    static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "eacute": "é", "egrave": "è", "agrave": "à",
        "ccedil": "ç",
    ]

    public static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "&", let semicolon = text[index...].prefix(12).firstIndex(of: ";") {
                let entity = text[text.index(after: index)..<semicolon]
                var replacement: String?
                if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
                    replacement = UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) }
                } else if entity.hasPrefix("#") {
                    replacement = UInt32(entity.dropFirst()).flatMap(Unicode.Scalar.init).map { String($0) }
                } else {
                    replacement = named[String(entity)]
                }
                if let replacement {
                    result += replacement
                    index = text.index(after: semicolon)
                    continue
                }
            }
            result.append(character)
            index = text.index(after: index)
        }
        return result
    }
}
