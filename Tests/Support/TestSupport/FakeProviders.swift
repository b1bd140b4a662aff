import Foundation
import FunctionRuntime
import Synchronization

/// YouTube Data API v3 as the documentation shows it: `search` (snippets, HTML-escaped titles,
/// `nextPageToken`) and `videos` (full snippet + contentDetails), with its error envelope
/// `{"error": {"code", "message", "errors": [{"reason", "domain"}]}}`. Queries steer failures:
/// "quota" → 403 quotaExceeded, "boom" → 503, "garbage" → a non-JSON 200, "slow" → a 20 s delay.
public enum FakeYouTube {
    public static let key = "test-youtube-key"

    /// Test fixtures (ids with a `fix` prefix are ours) plus one real catalogue video.
    public static let videos: [JSONValue] = [
        video(
            "fixReview01", title: "Trying the Weirdest Pasta Gadgets &#8211; Review", channel: "Gadget Corner",
            description: "We test five pasta gadgets from the internet. Which one is worth it? Subscribe for more reviews!"),
        video(
            "fixPasta001", title: "Creamy Garlic Pasta &amp; Spinach | Easy Recipe", channel: "Test Kitchen",
            description:
                "Ingredients:\n200g spaghetti\n2 cloves garlic, minced\n100g baby spinach\n150ml double cream\n\n1. Boil the spaghetti in salted water.\n2. Fry the garlic, add the cream and spinach.\n3. Toss with the pasta and serve.",
            duration: "PT8M30S", language: "en"),
        video(
            "bkwLxcfcKTY", title: "PEACH MACARONS - The Scran Line", channel: "The Scran Line",
            description: "Grab the RECIPE here: http://thescranline.com", duration: "PT10M2S", language: "en"),
    ]

    /// Served by `videos.list` only (search results stay the three above): a creator's text
    /// holding U+0000, which Postgres cannot store.
    public static let hostileVideos: [JSONValue] = [
        video(
            "fixNul00001", title: "Nul\u{0} Pasta", channel: "Test\u{0} Kitchen",
            description: "Ingredients:\n200g spag\u{0}hetti\n\n1. Boil the spaghetti.", language: "en")
    ]

    static func video(_ id: String, title: String, channel: String, description: String, duration: String = "PT5M", language: String? = nil)
        -> JSONValue
    {
        var snippet: [String: JSONValue] = [
            "publishedAt": "2024-03-01T12:00:00Z", "channelId": "UCfixture", "title": .string(title), "description": .string(description),
            "channelTitle": .string(channel), "categoryId": "26",
            "thumbnails": [
                "default": ["url": .string("https://i.ytimg.com/vi/\(id)/default.jpg"), "width": 120, "height": 90],
                "high": ["url": .string("https://i.ytimg.com/vi/\(id)/hqdefault.jpg"), "width": 480, "height": 360],
            ],
        ]
        if let language { snippet["defaultAudioLanguage"] = .string(language) }
        return ["kind": "youtube#video", "id": .string(id), "snippet": .object(snippet), "contentDetails": ["duration": .string(duration)]]
    }

    static func error(_ status: Int, reason: String, message: String, domain: String = "youtube.quota") -> FakeResponse {
        .json(
            status,
            [
                "error": [
                    "code": .int(Int64(status)), "message": .string(message),
                    "errors": [["message": .string(message), "domain": .string(domain), "reason": .string(reason)]],
                ]
            ])
    }

    public static func respond(_ request: RecordedRequest) -> FakeResponse {
        guard request.query["key"] == key else {
            return error(400, reason: "badRequest", message: "API key not valid. Please pass a valid API key.", domain: "global")
        }
        if request.path.hasSuffix("/search") {
            let query = (request.query["q"] ?? "").lowercased()
            if query.contains("quota") {
                return error(403, reason: "quotaExceeded", message: "The request cannot be completed because you have exceeded your quota.")
            }
            if query.contains("boom") { return error(503, reason: "backendError", message: "Backend Error", domain: "global") }
            if query.contains("garbage") { return .text(200, "<html>not json</html>") }
            if query.contains("slow") { return FakeResponse(status: 200, body: Array("{}".utf8), delay: .seconds(20)) }
            let items: [JSONValue] = videos.map { video in
                ["kind": "youtube#searchResult", "id": ["kind": "youtube#video", "videoId": video["id"]!], "snippet": video["snippet"]!]
            }
            return .json(
                200,
                [
                    "kind": "youtube#searchListResponse", "nextPageToken": "CBkQAA", "pageInfo": ["totalResults": 3, "resultsPerPage": 25],
                    "items": .array(items),
                ])
        }
        if request.path.hasSuffix("/videos") {
            let ids = Set((request.query["id"] ?? "").split(separator: ",").map(String.init))
            return .json(
                200,
                [
                    "kind": "youtube#videoListResponse",
                    "items": .array((videos + hostileVideos).filter { ids.contains($0["id"]?.stringValue ?? "") }),
                ])
        }
        return .json(404, ["error": ["code": 404, "message": "Not Found"]])
    }
}

/// An OpenAI-compatible chat-completions server. The video id in the request steers it:
/// `llmRefuse00` refuses, `llmLength00` runs out of tokens, `llmRepair00` answers invalid JSON
/// once then a valid recipe, `llmInvalid0` always breaks the schema, `llm429xxxxx` / `llm500xxxxx`
/// fail with those statuses, `llmGarbage0` sends a non-JSON body, `llmSlow0000` takes 30 s, `llmStall000`
/// hangs the first time (its caller is killed meanwhile) and answers after that, and
/// `llmNotRcp00` is not a recipe. Anything else gets a recipe built from the title.
public final class FakeLLM: Sendable {
    private let calls = Mutex<[String: Int]>([:])

    public init() {}

    public func calls(for videoID: String) -> Int { calls.withLock { $0[videoID, default: 0] } }

    public func respond(_ request: RecordedRequest) -> FakeResponse {
        guard request.path == "/v1/chat/completions", request.method == "POST" else {
            return .json(404, ["error": ["message": "not found", "type": "invalid_request_error"]])
        }
        guard request.headers["authorization"] == "Bearer test-llm-key" else {
            return .json(
                401, ["error": ["message": "Incorrect API key provided", "type": "invalid_request_error", "code": "invalid_api_key"]])
        }
        let body = request.json
        let user = body?["messages"]?.arrayValue?.first(where: { $0["role"] == "user" })?["content"]?.stringValue ?? "{}"
        let payload = JSONCoding.parseBody(user) ?? [:]
        if body?["response_format"]?["json_schema"]?["name"] == "savry_recipe_v1" {
            return recipeGeneration(payload, repairing: (body?["messages"]?.arrayValue?.count ?? 0) > 2)
        }
        let videoID = payload["video_id"]?.stringValue ?? ""
        let attempt = calls.withLock { counts in
            counts[videoID, default: 0] += 1
            return counts[videoID]!
        }
        switch videoID {
        case "llmRefuse00": return completion(content: nil, refusal: "I can't help with that.")
        case "llmLength00": return completion(content: #"{"result": {"title": "Cut"#, finish: "length")
        case "llmRepair00" where attempt == 1: return completion(content: "{not json")
        case "llmInvalid0": return completion(content: #"{"result": {"title": "Missing everything"}}"#)
        case "llm429xxxxx":
            return .json(429, ["error": ["message": "Rate limit reached", "type": "requests", "code": "rate_limit_exceeded"]])
        case "llm500xxxxx": return .json(500, ["error": "The server had an error while processing your request."])
        case "llmGarbage0": return .text(200, "<html>gateway</html>")
        case "llmSlow0000": return FakeResponse(status: 200, body: Array("{}".utf8), delay: .seconds(30))
        case "llmStall000" where attempt == 1: return FakeResponse(status: 200, body: Array("{}".utf8), delay: .seconds(120))
        case "llmNotRcp00":
            return completion(content: #"{"result": {"flags": {"is_recipe": false}, "reason": "A taste test of store-bought snacks"}}"#)
        default:
            let title = payload["title"]?.stringValue ?? "Recipe"
            let recipe: JSONValue = [
                "result": [
                    "title": .string(title), "title_original_language": nil, "language": "en", "source_language": "en",
                    "ingredients": [["item": "spaghetti", "quantity": "200", "unit": "g", "notes": nil, "original_language": nil]],
                    "steps": [["order": 1, "text": "Boil the spaghetti.", "original_language": nil]],
                    "nutrition": ["calories": nil, "protein": nil, "note": nil],
                    "meta": ["servings": nil, "prep_time": nil, "cook_time": nil, "total_time": nil, "source": ["description"]],
                    "flags": ["is_recipe": true, "is_estimated": false, "translation": "not_needed"],
                ]
            ]
            return completion(
                content: (try? JSONCoding.encodeToString(recipe)) ?? "{}", delay: videoID == "llmDelay000" ? .seconds(1) : nil)
        }
    }

    /// Recipe generation (schema `savry_recipe_v1`). The request's cuisine steers it:
    /// `fake-violate-once` breaks the dietary restrictions (bacon) until asked to repair,
    /// `fake-violate-always` always does, `fake-impossible` declines, `fake-slow` answers after a second; anything else gets a recipe
    /// of the requested ingredients. Calls are counted under `recipe:<cuisine>`.
    func recipeGeneration(_ payload: JSONValue, repairing: Bool) -> FakeResponse {
        let cuisine = payload["cuisine"]?.stringValue ?? ""
        calls.withLock { $0["recipe:" + cuisine, default: 0] += 1 }
        if cuisine == "fake-impossible" {
            return completion(content: #"{"recipe": null, "reason": "No safe recipe fits these restrictions."}"#)
        }
        var ingredients: [JSONValue] = (payload["ingredients"]?.arrayValue ?? []).map { ["name": $0, "quantity": "1", "unit": "cup"] }
        if cuisine == "fake-violate-always" || (cuisine == "fake-violate-once" && !repairing) {
            ingredients.append(["name": "bacon", "quantity": "4", "unit": "slices"])
        }
        let recipe: JSONValue = [
            "recipe": [
                "name": .string("Model's " + ((payload["ingredients"]?.arrayValue?.first?.stringValue) ?? "dish")),
                "description": "Written by the fake model.",
                "ingredients": .array(ingredients), "instructions": ["Cook everything together."], "prepTime": 10, "cookTime": 20,
                "servings": payload["servings"] ?? 2, "calories": 400, "difficulty": "easy", "cuisine": .string(cuisine),
            ],
            "reason": nil,
        ]
        return completion(content: (try? JSONCoding.encodeToString(recipe)) ?? "{}", delay: cuisine == "fake-slow" ? .seconds(1) : nil)
    }

    func completion(content: String?, refusal: String? = nil, finish: String = "stop", delay: Duration? = nil) -> FakeResponse {
        .json(
            200,
            [
                "id": "chatcmpl-test", "object": "chat.completion", "created": 1_700_000_000, "model": "test-model",
                "choices": [
                    [
                        "index": 0, "message": ["role": "assistant", "content": .optional(content), "refusal": .optional(refusal)],
                        "finish_reason": .string(finish),
                    ]
                ],
                "usage": ["prompt_tokens": 100, "completion_tokens": 50, "total_tokens": 150],
            ], delay: delay)
    }
}

/// An OpenAI-compatible transcription server (`POST /v1/audio/transcriptions`, multipart). The
/// uploaded audio's bytes steer it: `FAIL500` → 500 `{"error":"…"}` (a string, as some servers
/// send), `FAIL429ALWAYS` → 429, `FAIL429ONCE` → 429 then success, `DETAILERR` → 400
/// `{"detail": …}`, `BADJSON` → a non-JSON 200, `SILENT` → no speech, `DELAY1S` → answers after
/// a second, `LABEL=<word>;` → the transcript "Transcript labelled <word>." Anything else: the seed's example transcript, 45.5 s, language "english" (OpenAI's
/// verbose_json names languages).
public final class FakeTranscriber: Sendable {
    private let calls = Mutex<[String: Int]>([:])

    public init() {}

    /// Calls seen for audio containing `marker` (or all calls for "").
    public func calls(containing marker: String) -> Int { calls.withLock { $0[marker, default: 0] } }

    public func respond(_ request: RecordedRequest) -> FakeResponse {
        guard request.path == "/v1/audio/transcriptions", request.method == "POST" else {
            return .json(404, ["error": ["message": "not found"]])
        }
        guard request.headers["content-type"]?.hasPrefix("multipart/form-data") == true,
            String(decoding: request.body, as: UTF8.self).contains("name=\"file\"")
        else {
            return .json(400, ["error": ["message": "file is required", "type": "invalid_request_error", "param": "file"]])
        }
        let body = String(decoding: request.body, as: UTF8.self)
        let markers = ["FAIL500", "FAIL429ALWAYS", "FAIL429ONCE", "DETAILERR", "BADJSON", "SILENT", "DELAY1S", "COUNTME", "LABEL="]
        let marker = markers.first { body.contains($0) } ?? ""
        let count = calls.withLock { counts in
            counts[marker, default: 0] += 1
            counts["", default: 0] += marker.isEmpty ? 0 : 1
            return counts[marker]!
        }
        switch marker {
        case "FAIL500": return .json(500, ["error": "The server had an error while processing your request."])
        case "FAIL429ALWAYS":
            return .json(429, ["error": ["message": "Rate limit reached", "type": "requests", "code": "rate_limit_exceeded"]])
        case "FAIL429ONCE" where count == 1: return .json(429, ["error": ["message": "Rate limit reached", "type": "requests"]])
        case "DETAILERR": return .json(400, ["detail": "Unsupported file"])
        case "BADJSON": return .text(200, "<html>bad gateway</html>")
        case "LABEL=":
            let label = body.components(separatedBy: "LABEL=")[1].prefix { $0 != ";" }
            let text = "Transcript labelled \(label)."
            return .json(
                200,
                [
                    "task": "transcribe", "language": "english", "duration": 6.0, "text": .string(text),
                    "segments": [
                        ["id": 0, "start": 0, "end": 6, "text": .string(" " + text), "avg_logprob": -0.2, "no_speech_prob": 0.01]
                    ],
                ])
        case "SILENT":
            return .json(
                200,
                [
                    "task": "transcribe", "language": "english", "duration": 1.0, "text": "",
                    "segments": [["id": 0, "start": 0, "end": 1, "text": "", "avg_logprob": -1.5, "no_speech_prob": 0.97]],
                ])
        default:
            return .json(
                200,
                [
                    "task": "transcribe", "language": "english", "duration": 45.5,
                    "text": "First, mix 2 cups of flour with 1 cup of sugar. Then add 3 eggs and whisk until smooth.",
                    "segments": [
                        [
                            "id": 0, "seek": 0, "start": 0, "end": 3.5, "text": " First, mix 2 cups of flour with 1 cup of sugar.",
                            "avg_logprob": -0.2, "no_speech_prob": 0.01,
                        ],
                        [
                            "id": 1, "seek": 0, "start": 3.5, "end": 7.2, "text": " Then add 3 eggs and whisk until smooth.",
                            "avg_logprob": -0.25, "no_speech_prob": 0.02,
                        ],
                    ],
                ], delay: marker == "DELAY1S" ? .seconds(1) : nil)
        }
    }
}
