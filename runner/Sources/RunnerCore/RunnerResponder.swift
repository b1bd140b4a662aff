import Foundation
import FunctionRuntime
import HTTPTypes
import Hummingbird
import Library
import Logging
import NIOCore

/// The request context: Hummingbird's core storage plus the peer address for the envelope.
public struct RunnerRequestContext: Hummingbird.RequestContext {
    public var coreContext: CoreRequestContextStorage
    public let remoteIP: String

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteIP = source.channel.remoteAddress?.ipAddress ?? "127.0.0.1"
    }
}

/// Maps every HTTP request to exactly one answer: a function's response, or one of the runner's
/// own errors (404, 405, 401, 413, 429, 502, 503, 504). Every response carries `x-request-id`;
/// a function's stderr never reaches the client.
public struct RunnerResponder: HTTPResponder {
    public typealias Context = RunnerRequestContext

    let routes: RouteTable
    let authenticator: RequestAuthenticator
    let invoker: any FunctionInvoker
    let limiter: ConcurrencyLimiter
    let bodyBudget: BodyBudget
    let health: @Sendable () async -> (status: Int, body: JSONValue)
    let metrics: RunnerMetrics
    let openAPI: [UInt8]?
    let logger: Logger
    let edge: EdgePolicy
    /// Serves the internal redirects of `stream` routes; nil when the runner has no storage.
    let storage: StorageResponder?
    /// Deployment-wide figures from the database, added to `/metrics`; nil in tests without one.
    let operatorFigures: OperatorFigures?

    public init(
        routes: RouteTable, authenticator: RequestAuthenticator, invoker: any FunctionInvoker,
        limiter: ConcurrencyLimiter = ConcurrencyLimiter(), bodyBudget: BodyBudget = BodyBudget(),
        health: @escaping @Sendable () async -> (status: Int, body: JSONValue), metrics: RunnerMetrics = RunnerMetrics(),
        openAPI: [UInt8]? = nil, edge: EdgePolicy = EdgePolicy(), storage: StorageResponder? = nil,
        operatorFigures: OperatorFigures? = nil, logger: Logger
    ) {
        self.operatorFigures = operatorFigures
        self.edge = edge
        self.storage = storage
        self.routes = routes
        self.authenticator = authenticator
        self.invoker = invoker
        self.limiter = limiter
        self.bodyBudget = bodyBudget
        self.health = health
        self.metrics = metrics
        self.openAPI = openAPI
        self.logger = logger
    }

    public func respond(to request: Request, context: Context) async throws -> Response {
        let requestID = Self.requestID(from: request.headers[.init("x-request-id")!])
        let started = ContinuousClock.now
        let receivedAt = Date()
        let method = request.method.rawValue
        let path = request.uri.path
        let (response, function) = await answer(request, context: context, requestID: requestID, receivedAt: receivedAt)
        var headers = response.headers
        headers[HTTPField.Name("x-request-id")!] = requestID
        let seconds = DatabaseService.milliseconds(since: started) / 1000
        if let function {
            metrics.observe(function: function, status: response.status.code, seconds: seconds)
            if let cache = headers[HTTPField.Name("x-cache")!] { metrics.countCache(kind: function, result: cache) }
        }
        logger.info(
            "request",
            metadata: [
                "requestId": "\(requestID)", "method": "\(method)", "path": "\(path)", "status": "\(response.status.code)",
                "function": "\(function ?? "-")", "ms": "\(DatabaseService.milliseconds(since: started))",
            ])
        return Response(status: response.status, headers: headers, body: response.body)
    }

    private func answer(_ request: Request, context: Context, requestID: String, receivedAt: Date) async -> (Response, String?) {
        let method = request.method.rawValue
        let path = request.uri.path
        // `/api/v1/health` is the video library's name for it (the iOS API quick reference: no auth).
        if (path == "/health" || path == "/api/v1/health") && (method == "GET" || method == "HEAD") {
            let (status, body) = await health()
            return (Self.json(status, body), nil)
        }
        if path == "/livez" && (method == "GET" || method == "HEAD") {
            // Liveness: the runner answers. Unlike /health it does not depend on the database, so
            // an outage makes pods unready, not restarted.
            return (Self.json(200, ["status": "up"]), nil)
        }
        if path == "/metrics" && method == "GET" {
            guard edge.allowsMetrics(authorization: request.headers[.authorization]) else {
                return (failed(RunnerErrors.notFound, style: .errorField, requestID: requestID, at: receivedAt), nil)
            }
            var text = metrics.render(
                inFlight: Dictionary(uniqueKeysWithValues: routes.functions.map { ($0.name, limiter.current($0.name)) }),
                queued: Dictionary(uniqueKeysWithValues: routes.functions.map { ($0.name, limiter.queued($0.name)) }))
            if let operatorFigures { text += await operatorFigures.render() }
            return (
                Response(
                    status: .ok, headers: [.contentType: "text/plain; version=0.0.4"], body: .init(byteBuffer: ByteBuffer(string: text))),
                nil
            )
        }
        if path == "/openapi.json" && method == "GET", let openAPI {
            return (
                Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: openAPI))), nil
            )
        }
        switch routes.match(method: method, path: path) {
        case .notFound:
            return (failed(RunnerErrors.notFound, style: .errorField, requestID: requestID, at: receivedAt), nil)
        case .methodNotAllowed(let allowed, let style):
            return (failed(RunnerErrors.methodNotAllowed(allowed), style: style, requestID: requestID, at: receivedAt), nil)
        case .found(let function, let route, let parameters):
            let response = await call(
                function, route: route, parameters: parameters, request: request, context: context, requestID: requestID,
                receivedAt: receivedAt)
            return (response, function.name)
        }
    }

    private func call(
        _ function: FunctionSpec, route: RouteSpec, parameters: [String: String], request: Request, context: Context,
        requestID: String, receivedAt: Date
    ) async -> Response {
        let style = function.errorStyle
        var authorization = request.headers[.authorization]
        var rawQuery = request.uri.query ?? ""
        if route.stream {
            // Players that cannot set headers send the token in the URL. It is taken out of the
            // query here: the function never sees it, and the runner logs paths only.
            let (token, rest) = Self.takeToken(from: rawQuery)
            rawQuery = rest
            if authorization == nil, let token { authorization = "Bearer " + token }
        }
        let claims: [String: JSONValue]?
        switch await authenticator.authenticate(header: authorization, mode: function.auth) {
        case .rejected(let failure): return failed(failure, style: style, requestID: requestID, at: receivedAt)
        case .anonymous: claims = nil
        case .verified(let verified): claims = verified
        }

        if route.upload {
            return await upload(
                function, route: route, parameters: parameters, request: request, context: context, claims: claims, rawQuery: rawQuery,
                requestID: requestID, receivedAt: receivedAt)
        }
        let declared = request.headers[.contentLength].flatMap(Int.init)
        if let declared, declared > function.maxRequestBytes {
            return failed(RunnerErrors.payloadTooLarge(limit: function.maxRequestBytes), style: style, requestID: requestID, at: receivedAt)
        }
        // Admission before the body is read: a request the function's queue cannot hold, or whose
        // body does not fit the runner's body budget now, costs one small answer, not its body.
        guard await limiter.acquire(function.name, limit: function.maxConcurrency) else {
            return failed(RunnerErrors.tooManyRequests, style: style, requestID: requestID, at: receivedAt)
        }
        defer { limiter.release(function.name) }
        // A body without a declared length is counted at the route's maximum.
        let charge = min(declared ?? function.maxRequestBytes, function.maxRequestBytes)
        guard bodyBudget.tryReserve(charge) else {
            return failed(RunnerErrors.tooManyRequests, style: style, requestID: requestID, at: receivedAt)
        }
        defer { bodyBudget.release(charge) }
        var body = request
        let bytes: [UInt8]
        do {
            let buffer = try await body.collectBody(upTo: function.maxRequestBytes)
            bytes = Array(buffer.readableBytesView)
        } catch let failure as HTTPError where failure.status == .contentTooLarge {
            return failed(RunnerErrors.payloadTooLarge(limit: function.maxRequestBytes), style: style, requestID: requestID, at: receivedAt)
        } catch {
            return failed(RunnerErrors.unreadableBody, style: style, requestID: requestID, at: receivedAt)
        }

        let incoming = IncomingRequest(
            method: request.method.rawValue, path: request.uri.path, rawQuery: rawQuery,
            headers: request.headers.map { ($0.name.canonicalName, $0.value) }, body: bytes,
            sourceIP: edge.clientAddress(peer: context.remoteIP, forwardedFor: request.headers[.init("x-forwarded-for")!]))
        return await invoke(
            function, route: route, parameters: parameters, incoming: incoming, request: request, context: context, claims: claims,
            requestID: requestID, receivedAt: receivedAt)
    }

    /// An upload route: the body goes to a staging file as it arrives and the function gets the
    /// report instead (`UploadReceiver`); nothing is charged to the body budget, which guards memory.
    private func upload(
        _ function: FunctionSpec, route: RouteSpec, parameters: [String: String], request: Request, context: Context,
        claims: [String: JSONValue]?, rawQuery: String, requestID: String, receivedAt: Date
    ) async -> Response {
        let style = function.errorStyle
        guard let receiver = storage?.uploads else {
            return failed(RunnerErrors.functionUnavailable, style: style, requestID: requestID, at: receivedAt)
        }
        guard await limiter.acquire(function.name, limit: function.maxConcurrency) else {
            return failed(RunnerErrors.tooManyRequests, style: style, requestID: requestID, at: receivedAt)
        }
        defer { limiter.release(function.name) }
        let report = await receiver.receive(request)
        defer { receiver.discard(report) }
        guard let bytes = try? JSONCoding.encode(report.json) else {
            return failed(RunnerErrors.unreadableBody, style: style, requestID: requestID, at: receivedAt)
        }
        // The function sees the runner's report, never the client's body or its framing headers.
        let kept = request.headers.filter { ![.contentType, .contentLength, .transferEncoding].contains($0.name) }
        let incoming = IncomingRequest(
            method: request.method.rawValue, path: request.uri.path, rawQuery: rawQuery,
            headers: kept.map { ($0.name.canonicalName, $0.value) } + [("content-type", "application/json")], body: Array(bytes),
            sourceIP: edge.clientAddress(peer: context.remoteIP, forwardedFor: request.headers[.init("x-forwarded-for")!]))
        return await invoke(
            function, route: route, parameters: parameters, incoming: incoming, request: request, context: context, claims: claims,
            requestID: requestID, receivedAt: receivedAt)
    }

    private func invoke(
        _ function: FunctionSpec, route: RouteSpec, parameters: [String: String], incoming: IncomingRequest, request: Request,
        context: Context, claims: [String: JSONValue]?, requestID: String, receivedAt: Date
    ) async -> Response {
        let style = function.errorStyle
        let envelope = EnvelopeBuilder.envelope(
            for: incoming, route: route, pathParameters: parameters, claims: claims, requestID: requestID, receivedAt: receivedAt,
            timeout: .milliseconds(function.timeoutMs))
        guard let encoded = try? JSONCoding.encode(envelope) else {
            return failed(RunnerErrors.unreadableBody, style: style, requestID: requestID, at: receivedAt)
        }
        switch await invoker.invoke(function, envelope: Array(encoded), requestID: requestID) {
        case .failure(let failure):
            return failed(failure, style: style, requestID: requestID, at: receivedAt)
        case .success(let envelope):
            if route.stream, envelope.headers?["x-accel-redirect"] != nil, (200..<300).contains(envelope.statusCode) {
                guard let storage else {
                    return failed(RunnerErrors.functionUnavailable, style: style, requestID: requestID, at: receivedAt)
                }
                return await storage.respond(to: envelope, request: request, context: context) {
                    failed(RunnerErrors.notFound, style: style, requestID: requestID, at: receivedAt)
                }
            }
            return Self.response(from: envelope, isHead: request.method == .head)
        }
    }

    /// The `token` query parameter (percent-decoded) and the query without it.
    static func takeToken(from rawQuery: String) -> (token: String?, rest: String) {
        var token: String?
        var kept: [Substring] = []
        for pair in rawQuery.split(separator: "&", omittingEmptySubsequences: true) {
            let name = pair.split(separator: "=", maxSplits: 1).first ?? ""
            if name == "token" {
                let value = pair.dropFirst(name.count + 1)
                token = String(value).replacingOccurrences(of: "+", with: " ").removingPercentEncoding
            } else {
                kept.append(pair)
            }
        }
        return (token, kept.joined(separator: "&"))
    }

    /// Copies a function's response, dropping headers the server owns.
    static func response(from envelope: ResponseEnvelope, isHead: Bool) -> Response {
        var fields = HTTPFields()
        for (name, value) in envelope.headers ?? [:] {
            guard let field = HTTPField.Name(name), !Self.serverOwnedHeaders.contains(name.lowercased()) else { continue }
            fields[field] = value
        }
        if fields[.contentType] == nil { fields[.contentType] = "application/json" }
        let bytes = envelope.bodyBytes()
        return Response(
            status: HTTPResponse.Status(code: envelope.statusCode),
            headers: fields,
            body: isHead ? .init() : .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// `x-accel-redirect` is honoured on stream routes only and never forwarded from any other.
    static let serverOwnedHeaders: Set<String> = [
        "content-length", "transfer-encoding", "connection", "x-request-id", "date", "server", "x-accel-redirect",
    ]

    private func failed(_ failure: FunctionError, style: ErrorStyle, requestID: String, at date: Date) -> Response {
        Self.response(from: style.response(for: failure, requestID: requestID, now: date), isHead: false)
    }

    static func json(_ status: Int, _ body: JSONValue) -> Response {
        response(from: .json(status, body), isHead: false)
    }

    /// A client-supplied id is kept when it is short and plain; otherwise a new one is made.
    static func requestID(from header: String?) -> String {
        if let header, (1...64).contains(header.count),
            header.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) })
        {
            return header
        }
        var generator = SystemRandomNumberGenerator()
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = Array("req_".utf8)
        text.reserveCapacity(36)
        for _ in 0..<2 {
            var random = generator.next()
            for _ in 0..<16 {
                text.append(digits[Int(random & 0xF)])
                random >>= 4
            }
        }
        return String(decoding: text, as: UTF8.self)
    }
}
