import Foundation
import FunctionRuntime

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A failure of an external provider, mapped at the boundary to a stable kind.
public struct ProviderError: Error, CustomStringConvertible, Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// The provider's quota or rate limit (HTTP 429, YouTube `quotaExceeded`).
        case quotaExceeded
        /// Missing, invalid or unauthorised key.
        case badCredentials
        /// Our request was wrong (a bug, or input the provider rejects).
        case badRequest
        /// No answer in time.
        case timeout
        /// Connection refused, DNS, TLS, reset.
        case network
        /// The provider failed (5xx).
        case unavailable
        /// The answer was not in the documented shape.
        case malformedResponse
    }

    public let kind: Kind
    public let provider: String
    public let message: String
    public let status: Int?

    public init(_ kind: Kind, provider: String, message: String, status: Int? = nil) {
        self.kind = kind
        self.provider = provider
        self.message = message
        self.status = status
    }

    public var description: String { "\(provider) \(kind.rawValue)\(status.map { " (\($0))" } ?? ""): \(message)" }

    /// Worth retrying with backoff: rate limits, provider failures, timeouts, network errors.
    public var isRetryable: Bool { [.quotaExceeded, .timeout, .network, .unavailable].contains(kind) }
}

public struct HTTPResponse: Sendable {
    public let status: Int
    public let headers: [String: String]
    public let body: Data

    public func json() -> JSONValue? {
        String(data: body, encoding: .utf8).flatMap(JSONCoding.parseBody)?.removingNUL()
    }
}

/// Outbound HTTP through URLSession (FoundationNetworking/libcurl on Linux), one request at a
/// time, each bounded by a timeout that never runs past the caller's deadline.
public struct HTTPTransport: Sendable {
    let session: URLSession
    let provider: String

    public init(provider: String) {
        self.provider = provider
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpMaximumConnectionsPerHost = 4
        session = URLSession(configuration: configuration)
    }

    public func send(
        _ method: String, url: URL, headers: [String: String] = [:], body: Data? = nil, timeout: TimeInterval
    ) async throws(ProviderError) -> HTTPResponse {
        guard timeout > 0.05 else { throw ProviderError(.timeout, provider: provider, message: "no time left before the deadline") }
        var request = URLRequest(url: url)
        request.httpMethod = method
        // FoundationNetworking truncates timeoutInterval to whole seconds: below 1 s the request
        // fails at once. The precise deadline is the race below.
        request.timeoutInterval = max(1, timeout.rounded(.up))
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        request.httpBody = body
        let prepared = request
        let session = self.session
        do {
            let (data, response) = try await withThrowingTaskGroup(of: (Data, URLResponse).self) { group in
                group.addTask { try await session.data(for: prepared) }
                group.addTask {
                    try await Task.sleep(for: .milliseconds(Int(timeout * 1000) + 250))
                    throw URLError(.timedOut)
                }
                defer { group.cancelAll() }
                return try await group.next()!
            }
            guard let http = response as? HTTPURLResponse else {
                throw ProviderError(.malformedResponse, provider: provider, message: "not an HTTP response")
            }
            var fields: [String: String] = [:]
            for (name, value) in http.allHeaderFields { fields[String(describing: name).lowercased()] = String(describing: value) }
            return HTTPResponse(status: http.statusCode, headers: fields, body: data)
        } catch let error as ProviderError {
            throw error
        } catch let error as URLError {
            switch error.code {
            case .timedOut: throw ProviderError(.timeout, provider: provider, message: "no answer within \(Int(timeout * 1000)) ms")
            default: throw ProviderError(.network, provider: provider, message: error.localizedDescription)
            }
        } catch {
            throw ProviderError(.network, provider: provider, message: "\(error)")
        }
    }

    /// Seconds left before `deadline`, minus `reserve` for our own work after the call.
    public static func budget(until deadline: Date, now: Date = Date(), reserve: TimeInterval = 0.5, cap: TimeInterval) -> TimeInterval {
        max(0, min(cap, deadline.timeIntervalSince(now) - reserve))
    }
}

/// Exponential backoff with jitter (the TwinMind contract's policy: base 1 s, ×2, at most 30 s,
/// ±10 %, at most 5 retries), never sleeping past the deadline.
public struct RetryPolicy: Sendable {
    public var maxRetries: Int
    public var baseDelay: TimeInterval
    public var maxDelay: TimeInterval
    public var jitter: Double

    public static let twinMind = RetryPolicy(maxRetries: 5, baseDelay: 1, maxDelay: 30, jitter: 0.1)

    public init(maxRetries: Int, baseDelay: TimeInterval, maxDelay: TimeInterval, jitter: Double) {
        self.maxRetries = maxRetries
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.jitter = jitter
    }

    /// The delay before retry number `attempt` (1-based).
    public func delay(attempt: Int) -> TimeInterval {
        let base = min(maxDelay, baseDelay * pow(2, Double(attempt - 1)))
        return base * (1 + Double.random(in: -jitter...jitter))
    }

    /// Runs `operation`, retrying retryable provider errors while the next attempt can still
    /// finish before `deadline`.
    public func run<T: Sendable>(
        deadline: Date, minimumAttemptTime: TimeInterval = 0.5, _ operation: (Int) async throws(ProviderError) -> T
    ) async throws(ProviderError) -> T {
        var attempt = 0
        while true {
            do {
                return try await operation(attempt)
            } catch {
                attempt += 1
                let wait = delay(attempt: attempt)
                guard error.isRetryable, attempt <= maxRetries, Date().addingTimeInterval(wait + minimumAttemptTime) < deadline else {
                    throw error
                }
                try? await Task.sleep(for: .milliseconds(Int(wait * 1000)))
            }
        }
    }
}
