import Logging
import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// The single entry point every function binary runs: read one envelope from stdin, hand it to
/// the handler, write one response envelope to stdout, exit 0. Every failure — undecodable input,
/// a thrown error, a misconfigured dependency — becomes an ordinary response with a JSON body;
/// details go to stderr only.
public enum FunctionMain {
    /// Largest envelope accepted on stdin (the runner enforces tighter per-route limits).
    public static let maxEnvelopeBytes = 48 * 1024 * 1024

    public static func run(name: String, makeHandler: () async throws -> any FunctionHandler) async -> Never {
        let level = ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .info
        LoggingSystem.bootstrap { label in StderrLogHandler(label: label, level: level) }
        let logger = Logger(label: name)
        signal(SIGPIPE, SIG_IGN)
        if CommandLine.arguments.contains("--worker") {
            await serveWorker(name: name, makeHandler: makeHandler, logger: logger)
        }

        let input: [UInt8]
        do {
            input = try StandardIO.readAll(fd: 0, limit: maxEnvelopeBytes)
        } catch {
            logger.error("could not read the request envelope", metadata: ["error": "\(error)"])
            emit(
                ErrorStyle.errorField.response(
                    for: CommonErrors.payloadTooLarge,
                    requestID: "unknown", now: Date()))
        }

        let handler: any FunctionHandler
        do {
            handler = try await makeHandler()
        } catch {
            logger.critical("function is misconfigured", metadata: ["error": "\(error)"])
            emit(
                ErrorStyle.errorField.response(
                    for: CommonErrors.misconfigured,
                    requestID: "unknown", now: Date()))
        }
        emit(await respond(to: input, handler: handler, logger: logger))
    }

    /// Decodes one envelope and runs the handler; never throws. Shared by tests and warm workers.
    public static func respond(to input: [UInt8], handler: any FunctionHandler, logger: Logger) async -> ResponseEnvelope {
        let style = handler.errorStyle
        let receivedAt = Date()
        let envelope: RequestEnvelope
        do {
            envelope = try JSONCoding.decode(RequestEnvelope.self, from: Data(input))
            try validateClock(envelope.requestContext)
        } catch {
            logger.error("undecodable request envelope", metadata: ["error": "\(error)"])
            return style.response(for: CommonErrors.invalidEnvelope, requestID: "unknown", now: receivedAt)
        }

        let requestID = envelope.requestContext.requestId
        var requestLogger = logger
        requestLogger[metadataKey: "requestId"] = "\(requestID)"
        let now = Date(timeIntervalSince1970: Double(envelope.requestContext.timeEpoch) / 1000)
        do {
            let identity = try Identity(claims: envelope.requestContext.authorizer?.jwt.claims)
            let context = FunctionContext(
                requestID: requestID,
                identity: identity,
                logger: requestLogger,
                now: now,
                deadline: Date(timeIntervalSince1970: Double(envelope.requestContext.deadline) / 1000),
                clientAddress: envelope.requestContext.http.sourceIp)
            // Who may call comes first (a stranger learns nothing about the body); then no
            // U+0000 reaches a handler, whichever way it reads its input.
            try context.check(handler.access)
            try NULCharacters.check(envelope)
            return try await handler.respond(to: envelope, context: context)
        } catch let error as FunctionError {
            if error.status >= 500 {
                requestLogger.error("request failed", metadata: ["code": "\(error.code)", "status": "\(error.status)"])
            }
            return style.response(for: error, requestID: requestID, now: now)
        } catch let error as any FunctionErrorConvertible {
            let mapped = error.functionError
            requestLogger.error("request failed", metadata: ["code": "\(mapped.code)", "error": "\(error)"])
            return style.response(for: mapped, requestID: requestID, now: now)
        } catch {
            requestLogger.error("unhandled error", metadata: ["error": "\(String(reflecting: error))"])
            return style.response(for: CommonErrors.internalError, requestID: requestID, now: now)
        }
    }

    /// The request clock drives quotas, caches and deadlines: it must be a plausible time (years
    /// 2000–2100) with a deadline after it and at most a day away.
    static func validateClock(_ context: RequestContext) throws(JSONShapeError) {
        guard (946_684_800_000...4_102_444_800_000).contains(context.timeEpoch) else {
            throw JSONShapeError(path: "requestContext.timeEpoch", expected: "milliseconds since 1970 in years 2000–2100")
        }
        guard context.deadline >= context.timeEpoch, context.deadline - context.timeEpoch <= 86_400_000 else {
            throw JSONShapeError(path: "requestContext.deadline", expected: "a time after timeEpoch, at most a day later")
        }
    }

    /// Warm mode: the same handler serves request after request, one envelope per line on stdin,
    /// one response per line on stdout, reusing its Postgres connection and HTTP clients. Exits
    /// at end of input.
    static func serveWorker(name: String, makeHandler: () async throws -> any FunctionHandler, logger: Logger) async -> Never {
        ProcessLifetime.markLongLived()
        let handler: any FunctionHandler
        do {
            handler = try await makeHandler()
        } catch {
            logger.critical("function is misconfigured", metadata: ["error": "\(error)"])
            exit(3)
        }
        var reader = LineReader(fd: 0, limit: maxEnvelopeBytes)
        while true {
            let response: ResponseEnvelope
            switch reader.next() {
            case .line(let line):
                response = await respond(to: line, handler: handler, logger: logger)
            case .tooLong:
                response = handler.errorStyle.response(
                    for: CommonErrors.payloadTooLarge, requestID: "unknown", now: Date())
            case .end:
                exit(0)
            }
            let text = (try? JSONCoding.encodeToString(response)) ?? #"{"statusCode":500}"#
            do {
                try StandardIO.writeAll(fd: 1, Array((text + "\n").utf8))
            } catch {
                exit(1)
            }
        }
    }

    private static func emit(_ response: ResponseEnvelope) -> Never {
        let text = (try? JSONCoding.encodeToString(response)) ?? #"{"statusCode":500}"#
        do {
            try StandardIO.writeAll(fd: 1, Array((text + "\n").utf8))
            exit(0)
        } catch {
            exit(1)
        }
    }
}

/// Reads a function's configuration from its (minimal, runner-provided) environment.
public struct FunctionEnvironment: Sendable {
    public struct Missing: Error, CustomStringConvertible {
        public let name: String
        public var description: String { "environment variable \(name) is not set" }
    }

    public let values: [String: String]

    public init(_ values: [String: String] = ProcessInfo.processInfo.environment) {
        self.values = values
    }

    public func require(_ name: String) throws -> String {
        guard let value = values[name], !value.isEmpty else { throw Missing(name: name) }
        return value
    }

    public func optional(_ name: String) -> String? {
        values[name].flatMap { $0.isEmpty ? nil : $0 }
    }
}

/// Newline-delimited input for warm workers.
struct LineReader {
    enum Next {
        case line([UInt8])
        case tooLong
        case end
    }

    let fd: Int32
    let limit: Int
    var buffer: [UInt8] = []
    /// Bytes of `buffer` already known to hold no newline: each byte is scanned once, so a
    /// 40 MB line costs linear time, not one rescan per chunk.
    var scanned = 0
    var skipping = false

    init(fd: Int32, limit: Int) {
        self.fd = fd
        self.limit = limit
    }

    mutating func next() -> Next {
        var chunk = [UInt8](repeating: 0, count: 256 * 1024)
        while true {
            if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                scanned = 0
                if skipping {
                    skipping = false
                    return .tooLong
                }
                return .line(line)
            }
            scanned = buffer.count
            if buffer.count > limit {
                // Drop the oversized line up to its newline, then answer it once.
                buffer.removeAll(keepingCapacity: true)
                scanned = 0
                skipping = true
            }
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return .end }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }
}

/// Whether this process serves many requests (a warm worker) or one: long-lived processes invest
/// in things that pay off over many requests, such as prepared statements.
public enum ProcessLifetime {
    private static let longLived = Atomic<Bool>(false)

    public static var isLongLived: Bool { longLived.load(ordering: .relaxed) }

    public static func markLongLived() { longLived.store(true, ordering: .relaxed) }
}
