import Foundation
import FunctionRuntime

/// What the model answered.
public struct ChatAnswer: Sendable, Equatable {
    public var content: String?
    public var refusal: String?
    public var finishReason: String?
}

/// OpenAI-compatible `POST /v1/chat/completions` (OpenAI, vLLM, llama.cpp server, Ollama) with a
/// strict JSON-schema response format.
public struct OpenAIChatClient: Sendable {
    let baseURL: String
    let apiKey: String?
    public let model: String
    let transport = HTTPTransport(provider: "llm")

    /// `baseURL` is the server root (`https://api.openai.com`) or its `/v1`.
    public init(baseURL: String, apiKey: String?, model: String) {
        var root = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        if root.hasSuffix("/v1") { root = String(root.dropLast(3)) }
        self.baseURL = root
        self.apiKey = apiKey
        self.model = model
    }

    public func complete(
        messages: [JSONValue], schemaName: String, schema: JSONValue, maxTokens: Int, deadline: Date
    ) async throws(ProviderError) -> ChatAnswer {
        let request: JSONValue = [
            "model": .string(model),
            "messages": .array(messages),
            "temperature": 0,
            "max_tokens": .int(Int64(maxTokens)),
            "response_format": ["type": "json_schema", "json_schema": ["name": .string(schemaName), "strict": true, "schema": schema]],
        ]
        guard let url = URL(string: baseURL + "/v1/chat/completions"), let body = try? JSONCoding.encode(request) else {
            throw ProviderError(.badRequest, provider: "llm", message: "invalid LLM_BASE_URL")
        }
        var headers = ["Content-Type": "application/json", "Accept": "application/json"]
        if let apiKey, !apiKey.isEmpty { headers["Authorization"] = "Bearer \(apiKey)" }
        let response = try await transport.send(
            "POST", url: url, headers: headers, body: body, timeout: HTTPTransport.budget(until: deadline, cap: 60))
        guard (200..<300).contains(response.status) else { throw Self.error(response, provider: "llm") }
        guard let json = response.json(), let choice = json["choices"]?.arrayValue?.first, let message = choice["message"] else {
            throw ProviderError(.malformedResponse, provider: "llm", message: "no choices in the completion", status: response.status)
        }
        return ChatAnswer(
            content: message["content"]?.stringValue, refusal: message["refusal"]?.stringValue,
            finishReason: choice["finish_reason"]?.stringValue)
    }

    /// Maps the error envelopes OpenAI-compatible servers use: `{"error": {…}}`, `{"error": "…"}`,
    /// `{"detail": …}`.
    public static func error(_ response: HTTPResponse, provider: String) -> ProviderError {
        let body = response.json()
        let message =
            body?["error"]?["message"]?.stringValue ?? body?["error"]?.stringValue ?? body?["detail"]?.stringValue
            ?? body?["detail"]?.arrayValue?.first?["msg"]?.stringValue ?? String(data: response.body.prefix(200), encoding: .utf8)
            ?? "HTTP \(response.status)"
        let code = body?["error"]?["code"]?.stringValue ?? body?["error"]?["type"]?.stringValue ?? ""
        let kind: ProviderError.Kind
        switch response.status {
        case 401, 403: kind = .badCredentials
        case 429: kind = code == "insufficient_quota" ? .quotaExceeded : .quotaExceeded
        case 408, 504: kind = .timeout
        case 500...599: kind = .unavailable
        default: kind = .badRequest
        }
        return ProviderError(kind, provider: provider, message: message, status: response.status)
    }
}
