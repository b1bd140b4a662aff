import Logging

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

        let input: [UInt8]
        do {
            input = try StandardIO.readAll(fd: 0, limit: maxEnvelopeBytes)
        } catch {
            logger.error("could not read the request envelope", metadata: ["error": "\(error)"])
            emit(
                ErrorStyle.errorField.response(
                    for: FunctionError(status: 413, code: "PAYLOAD_TOO_LARGE", message: "Request too large"),
                    requestID: "unknown", now: Date()))
        }

        let handler: any FunctionHandler
        do {
            handler = try await makeHandler()
        } catch {
            logger.critical("function is misconfigured", metadata: ["error": "\(error)"])
            emit(
                ErrorStyle.errorField.response(
                    for: FunctionError(status: 503, code: "FUNCTION_MISCONFIGURED", message: "Service unavailable"),
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
        } catch {
            logger.error("undecodable request envelope", metadata: ["error": "\(error)"])
            let failure = FunctionError(status: 400, code: "INVALID_ENVELOPE", message: "Invalid request envelope")
            return style.response(for: failure, requestID: "unknown", now: receivedAt)
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
                deadline: Date(timeIntervalSince1970: Double(envelope.requestContext.deadline) / 1000))
            return try await handler.handle(envelope, context: context)
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
            return style.response(for: .internalError, requestID: requestID, now: now)
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
