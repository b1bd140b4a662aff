import Foundation
import FunctionRuntime
import MultipartKit
import Providers

/// A transcript with timestamps.
public struct Transcription: Sendable, Equatable {
    public struct Segment: Sendable, Equatable {
        public var start: Double
        public var end: Double
        public var text: String
        public var averageLogProbability: Double?
        public var noSpeechProbability: Double?

        public init(start: Double, end: Double, text: String, averageLogProbability: Double? = nil, noSpeechProbability: Double? = nil) {
            self.start = start
            self.end = end
            self.text = text
            self.averageLogProbability = averageLogProbability
            self.noSpeechProbability = noSpeechProbability
        }
    }

    public var text: String
    /// ISO 639-1, whatever the provider reported (a code or an English name).
    public var language: String?
    public var durationSeconds: Double
    public var segments: [Segment]
    public var model: String

    public init(text: String, language: String?, durationSeconds: Double, segments: [Segment], model: String) {
        self.text = text
        self.language = language
        self.durationSeconds = durationSeconds
        self.segments = segments
        self.model = model
    }

    /// exp(mean log-probability of the segments), 0…1; nil when the provider gives none.
    public var confidence: Double? {
        let values = segments.compactMap(\.averageLogProbability)
        guard !values.isEmpty else { return nil }
        return min(1, max(0, exp(values.reduce(0, +) / Double(values.count))))
    }

    /// No words, or every segment most likely not speech.
    public var isSilent: Bool {
        text.trimmed.isEmpty || (!segments.isEmpty && segments.allSatisfy { ($0.noSpeechProbability ?? 0) > 0.8 })
    }
}

/// Speech to text.
public protocol Transcriber: Sendable {
    var model: String { get }
    func transcribe(audio: [UInt8], filename: String, contentType: String, language: String?, deadline: Date) async throws(ProviderError)
        -> Transcription
}

/// OpenAI-compatible `POST /v1/audio/transcriptions` (OpenAI Whisper, whisper.cpp server,
/// speaches, the embedded faster-whisper service): multipart `file`, `model`,
/// `response_format=verbose_json`, `timestamp_granularities[]=segment`. Retryable failures (429,
/// 5xx, timeouts, network) are retried with exponential backoff and jitter within the deadline.
public struct OpenAITranscriptionClient: Transcriber {
    let baseURL: String
    let apiKey: String?
    public let model: String
    let retry: RetryPolicy
    let transport = HTTPTransport(provider: "transcription")

    public init(baseURL: String, apiKey: String?, model: String = "whisper-1", retry: RetryPolicy = .twinMind) {
        var root = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        if root.hasSuffix("/v1") { root = String(root.dropLast(3)) }
        self.baseURL = root
        self.apiKey = apiKey
        self.model = model
        self.retry = retry
    }

    public func transcribe(audio: [UInt8], filename: String, contentType: String, language: String?, deadline: Date)
        async throws(ProviderError) -> Transcription
    {
        guard let url = URL(string: baseURL + "/v1/audio/transcriptions") else {
            throw ProviderError(.badRequest, provider: "transcription", message: "invalid TRANSCRIBE_BASE_URL")
        }
        var fields = [("model", model), ("response_format", "verbose_json"), ("timestamp_granularities[]", "segment")]
        if let language { fields.append(("language", language)) }
        let boundary = "recipe-" + UUID().uuidString
        let body = try Self.form(audio: audio, filename: filename, contentType: contentType, fields: fields, boundary: boundary)
        var headers = ["Content-Type": "multipart/form-data; boundary=\(boundary)", "Accept": "application/json"]
        if let apiKey, !apiKey.isEmpty { headers["Authorization"] = "Bearer \(apiKey)" }
        let transport = self.transport
        let response = try await retry.run(deadline: deadline, minimumAttemptTime: 1) {
            (_: Int) async throws(ProviderError) -> HTTPResponse in
            let response = try await transport.send(
                "POST", url: url, headers: headers, body: body, timeout: HTTPTransport.budget(until: deadline, reserve: 0.3, cap: 120))
            guard (200..<300).contains(response.status) else { throw OpenAIChatClient.error(response, provider: "transcription") }
            return response
        }
        guard let json = response.json(), json.objectValue != nil else {
            throw ProviderError(.malformedResponse, provider: "transcription", message: "response is not JSON", status: response.status)
        }
        return try Self.parse(json, model: model)
    }

    /// The `multipart/form-data` body: the audio as `file`, then the text fields.
    static func form(audio: [UInt8], filename: String, contentType: String, fields: [(String, String)], boundary: String)
        throws(ProviderError)
        -> Data
    {
        var file = HTTPHeaders()
        file.add(name: "Content-Disposition", value: "form-data; name=\"file\"; filename=\"\(filename)\"")
        file.add(name: "Content-Type", value: contentType)
        var parts = [MultipartPart(headers: file, body: ByteBuffer(bytes: audio))]
        for (name, value) in fields {
            var headers = HTTPHeaders()
            headers.add(name: "Content-Disposition", value: "form-data; name=\"\(name)\"")
            parts.append(MultipartPart(headers: headers, body: ByteBuffer(string: value)))
        }
        var buffer = ByteBuffer()
        do {
            try MultipartSerializer().serialize(parts: parts, boundary: boundary, into: &buffer)
        } catch {
            throw ProviderError(.badRequest, provider: "transcription", message: "could not encode the upload: \(error)")
        }
        return Data(buffer.readableBytesView)
    }

    static func parse(_ json: JSONValue, model: String) throws(ProviderError) -> Transcription {
        guard let text = json["text"]?.stringValue else {
            throw ProviderError(.malformedResponse, provider: "transcription", message: "no text in the response")
        }
        let segments = (json["segments"]?.arrayValue ?? []).compactMap { segment -> Transcription.Segment? in
            guard let start = segment["start"]?.doubleValue, let end = segment["end"]?.doubleValue, let text = segment["text"]?.stringValue
            else { return nil }
            return Transcription.Segment(
                start: start, end: end, text: text.trimmed, averageLogProbability: segment["avg_logprob"]?.doubleValue,
                noSpeechProbability: segment["no_speech_prob"]?.doubleValue)
        }
        let duration = json["duration"]?.doubleValue ?? segments.last?.end ?? 0
        return Transcription(
            text: text.trimmed, language: json["language"]?.stringValue.flatMap(WhisperLanguages.code), durationSeconds: duration,
            segments: segments, model: model)
    }
}

extension OpenAITranscriptionClient {
    /// The configured transcription service (`TRANSCRIBE_BASE_URL`, `TRANSCRIBE_API_KEY`,
    /// `TRANSCRIBE_MODEL`), or nil when none is.
    public static func fromEnvironment(_ environment: FunctionEnvironment) -> OpenAITranscriptionClient? {
        environment.optional("TRANSCRIBE_BASE_URL").map {
            OpenAITranscriptionClient(
                baseURL: $0, apiKey: environment.optional("TRANSCRIBE_API_KEY"),
                model: environment.optional("TRANSCRIBE_MODEL") ?? "whisper-1",
                retry: RetryPolicy.fromEnvironment(environment))
        }
    }
}

extension RetryPolicy {
    /// The TwinMind contract's policy; `TRANSCRIBE_MAX_RETRIES` and `TRANSCRIBE_RETRY_BASE_MS`
    /// tune it (tests shorten the waits).
    public static func fromEnvironment(_ environment: FunctionEnvironment) -> RetryPolicy {
        var policy = RetryPolicy.twinMind
        if let retries = environment.optional("TRANSCRIBE_MAX_RETRIES").flatMap(Int.init), (0...10).contains(retries) {
            policy.maxRetries = retries
        }
        if let base = environment.optional("TRANSCRIBE_RETRY_BASE_MS").flatMap(Double.init), base > 0 {
            policy.baseDelay = base / 1000
            policy.maxDelay = max(policy.baseDelay, min(policy.maxDelay, base / 1000 * 16))
        }
        return policy
    }
}

/// The languages Whisper reports, by ISO 639-1 code and English name (OpenAI's verbose_json
/// gives names, "english"; faster-whisper and whisper.cpp give codes, "en").
public enum WhisperLanguages {
    static let names: [String: String] = [
        "english": "en", "chinese": "zh", "german": "de", "spanish": "es", "russian": "ru", "korean": "ko", "french": "fr",
        "japanese": "ja", "portuguese": "pt", "turkish": "tr", "polish": "pl", "catalan": "ca", "dutch": "nl", "arabic": "ar",
        "swedish": "sv", "italian": "it", "indonesian": "id", "hindi": "hi", "finnish": "fi", "vietnamese": "vi", "hebrew": "he",
        "ukrainian": "uk", "greek": "el", "malay": "ms", "czech": "cs", "romanian": "ro", "danish": "da", "hungarian": "hu",
        "tamil": "ta", "norwegian": "no", "thai": "th", "urdu": "ur", "croatian": "hr", "bulgarian": "bg", "lithuanian": "lt",
        "latin": "la", "maori": "mi", "malayalam": "ml", "welsh": "cy", "slovak": "sk", "telugu": "te", "persian": "fa",
        "latvian": "lv", "bengali": "bn", "serbian": "sr", "azerbaijani": "az", "slovenian": "sl", "kannada": "kn", "estonian": "et",
        "macedonian": "mk", "breton": "br", "basque": "eu", "icelandic": "is", "armenian": "hy", "nepali": "ne", "mongolian": "mn",
        "bosnian": "bs", "kazakh": "kk", "albanian": "sq", "swahili": "sw", "galician": "gl", "marathi": "mr", "punjabi": "pa",
        "sinhala": "si", "khmer": "km", "shona": "sn", "yoruba": "yo", "somali": "so", "afrikaans": "af", "occitan": "oc",
        "georgian": "ka", "belarusian": "be", "tajik": "tg", "sindhi": "sd", "gujarati": "gu", "amharic": "am", "yiddish": "yi",
        "lao": "lo", "uzbek": "uz", "faroese": "fo", "haitian creole": "ht", "pashto": "ps", "turkmen": "tk", "nynorsk": "nn",
        "maltese": "mt", "sanskrit": "sa", "luxembourgish": "lb", "myanmar": "my", "tibetan": "bo", "tagalog": "tl",
        "malagasy": "mg", "assamese": "as", "tatar": "tt", "hawaiian": "haw", "lingala": "ln", "hausa": "ha", "bashkir": "ba",
        "javanese": "jw", "sundanese": "su", "cantonese": "yue",
    ]
    static let codes = Set(names.values)

    /// "en", "English", "en-US" → "en"; unknown → nil.
    public static func code(_ text: String) -> String? {
        let lowered = text.trimmed.lowercased()
        if let code = names[lowered] { return code }
        let base = String(lowered.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
        return codes.contains(base) && base.count == 2 ? base : nil
    }
}
