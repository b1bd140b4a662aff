import Foundation
import FunctionRuntime

/// One golden case: `Tests/Golden/<function>/<case>.request.json`, its expected
/// `<case>.response.json`, and optional `<case>.setup.json` (requests that must succeed first).
/// The format and the normalisation rule are documented in `Tests/Golden/README.md`.
public struct GoldenCase: Sendable, CustomStringConvertible {
    public let group: String
    public let name: String
    public let request: GoldenRequest
    public let setup: [GoldenRequest]
    public let responsePath: String

    public var description: String { "\(group)/\(name)" }

    public static let directory = PackagePaths.root + "/Tests/Golden"

    /// Every case of the named groups (folders), sorted.
    public static func load(groups: [String]) -> [GoldenCase] {
        var cases: [GoldenCase] = []
        for group in groups {
            let folder = directory + "/" + group
            let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".request.json") }
                .sorted()
            for file in files {
                let name = String(file.dropLast(".request.json".count))
                do {
                    let request = try JSONDecoder().decode(
                        GoldenRequest.self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/" + file)))
                    let setupPath = folder + "/" + name + ".setup.json"
                    let setup =
                        FileManager.default.fileExists(atPath: setupPath)
                        ? try JSONDecoder().decode([GoldenRequest].self, from: Data(contentsOf: URL(fileURLWithPath: setupPath))) : []
                    cases.append(
                        GoldenCase(
                            group: group, name: name, request: request, setup: setup, responsePath: folder + "/" + name + ".response.json"))
                } catch {
                    fatalError("unreadable golden case \(group)/\(file): \(error)")
                }
            }
        }
        return cases
    }
}

public struct GoldenRequest: Sendable, Decodable {
    public enum Mode: String, Sendable, Decodable { case executable, runner }

    public let description: String?
    /// Where the case runs; both unless it tests something only the runner does (tokens, limits,
    /// routing).
    public let modes: [Mode]?
    /// Who calls: absent/"anon", a seeded email, "service", or runner-only token faults:
    /// "expired:<email>", "forged:<email>", "malformed".
    public let `as`: String?
    public let method: String?
    public let path: String?
    public let query: String?
    public let headers: [String: String]?
    public let body: JSONValue?
    public let rawBody: String?
    public let repeatBody: RepeatBody?
    /// Setup steps only: SQL run as the database superuser instead of a request.
    public let sql: String?
    /// A multipart/form-data body: text `fields` and `files` (field name → fixture file name).
    public let multipart: Multipart?

    public struct Multipart: Sendable, Decodable {
        public let fields: [String: String]?
        public let files: [String: String]?
    }

    public static let boundary = "golden-boundary-7MA4YWxkTrZu0gW"

    /// Reads a fixture from `Tests/Golden/fixtures/`.
    public static func fixture(_ name: String) -> [UInt8] {
        (FileManager.default.contents(atPath: GoldenCase.directory + "/fixtures/" + name)).map { [UInt8]($0) } ?? []
    }

    /// Strings `"@base64:<fixture>"` anywhere in the body become the fixture's base64.
    static func expandFixtures(_ value: JSONValue) -> JSONValue {
        switch value {
        case .string(let text) where text.hasPrefix("@base64:"):
            return .string(Data(fixture(String(text.dropFirst("@base64:".count)))).base64EncodedString())
        case .string(let text) where text.hasPrefix("@base64zeros:"):
            return .string(Data(count: Int(text.dropFirst("@base64zeros:".count)) ?? 0).base64EncodedString())
        case .object(let members): return .object(members.mapValues(expandFixtures))
        case .array(let items): return .array(items.map(expandFixtures))
        default: return value
        }
    }

    public var contentType: String? {
        if multipart != nil { return "multipart/form-data; boundary=\(Self.boundary)" }
        return bodyBytes() != nil ? "application/json" : nil
    }

    public struct RepeatBody: Sendable, Decodable {
        public let text: String
        public let count: Int
    }

    public var runsIn: [Mode] { modes ?? [.executable, .runner] }

    public func bodyBytes() -> [UInt8]? {
        if let multipart {
            var body: [UInt8] = []
            for (name, value) in (multipart.fields ?? [:]).sorted(by: { $0.key < $1.key }) {
                body += Array(
                    "--\(Self.boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\nContent-Type: text/plain\r\n\r\n\(value)\r\n"
                        .utf8)
            }
            for (name, file) in (multipart.files ?? [:]).sorted(by: { $0.key < $1.key }) {
                body += Array(
                    "--\(Self.boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"; filename=\"\(file)\"\r\nContent-Type: audio/m4a\r\nContent-Transfer-Encoding: binary\r\n\r\n"
                        .utf8)
                body += Self.fixture(file) + Array("\r\n".utf8)
            }
            return body + Array("--\(Self.boundary)--\r\n".utf8)
        }
        if let repeatBody { return Array(String(repeating: repeatBody.text, count: repeatBody.count).utf8) }
        if let rawBody { return Array(rawBody.utf8) }
        if let body { return Array((try? JSONCoding.encode(Self.expandFixtures(body))) ?? Data()) }
        return nil
    }
}

/// What a golden file records of a response.
public struct GoldenObservation: Sendable, Equatable, Codable {
    public var statusCode: Int
    public var headers: [String: String]
    public var body: JSONValue
    /// Where the raw response breaks runner/openapi.json (not recorded in the file).
    public var contractProblems: [String] = []

    enum CodingKeys: String, CodingKey {
        case statusCode, headers, body
    }

    public static func == (left: GoldenObservation, right: GoldenObservation) -> Bool {
        left.statusCode == right.statusCode && left.headers == right.headers && left.body == right.body
    }

    /// Headers worth pinning; volatile ones (date, length, request id) are checked elsewhere.
    public static let recordedHeaders: Set<String> = ["content-type", "x-error-code", "allow", "retry-after", "cache-control"]

    public init(statusCode: Int, headers: [String: String], body: [UInt8]) {
        self.statusCode = statusCode
        self.headers = headers.filter { Self.recordedHeaders.contains($0.key.lowercased()) }
            .reduce(into: [:]) { $0[$1.key.lowercased()] = $1.value }
        let text = String(decoding: body, as: UTF8.self)
        let parsed = JSONCoding.parseBody(text)
        // Retry-After counts down to a clock time (the next quota month, the next rate window):
        // over 5 s, or whenever the body carries the same countdown (a rate window can end in
        // one second).
        if let retry = self.headers["retry-after"], let seconds = Int(retry), seconds > 5 || parsed.map(Self.hasCountdown) == true {
            self.headers["retry-after"] = "<seconds>"
        }
        self.body = Normaliser.normalise(parsed ?? .string(text))
    }

    /// Whether a body has a `retry_after…` member anywhere.
    static func hasCountdown(_ value: JSONValue) -> Bool {
        switch value {
        case .object(let members): return members.contains { $0.key.lowercased().contains("retry_after") || hasCountdown($0.value) }
        case .array(let items): return items.contains(where: hasCountdown)
        default: return false
        }
    }

    public func prettyJSON() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self) + "\n"
    }
}

/// The one normalisation rule for volatile values in golden bodies: a string that is a UUID
/// becomes `<uuid>`, an ISO-8601 timestamp `<timestamp>`, a JWT `<jwt>`, a runner request id
/// `<request-id>`, a transcription id (`trans_` + hex) `<transcription-id>`, a refresh token
/// (`rt_` + 43 characters) `<refresh-token>`; a number under a key
/// ending in `Ms`/`_ms` (durations) becomes `<duration>`, under a `retry_after…` key `<seconds>`;
/// a `Retry-After` header over 5 seconds, or beside a `retry_after…` member (a countdown to a
/// clock time), becomes `<seconds>`.
public enum Normaliser {
    public static func normalise(_ value: JSONValue, key: String? = nil) -> JSONValue {
        switch value {
        case .object(let members):
            return .object(members.reduce(into: [:]) { $0[$1.key] = normalise($1.value, key: $1.key) })
        case .array(let items):
            return .array(items.map { normalise($0) })
        case .int, .double:
            if let key, key.hasSuffix("Ms") || key.hasSuffix("_ms") { return "<duration>" }
            if let key, key.lowercased().contains("retry_after") || key.lowercased().contains("retryafter") { return "<seconds>" }
            return value
        case .string(let text):
            return .string(normaliseString(text))
        default:
            return value
        }
    }

    static func normaliseString(_ text: String) -> String {
        if UUID(uuidString: text) != nil { return "<uuid>" }
        if text.hasPrefix("req_"), text.count > 8, text.dropFirst(4).allSatisfy(\.isHexDigit) { return "<request-id>" }
        if text.hasPrefix("trans_"), text.count > 10, text.dropFirst(6).allSatisfy(\.isHexDigit) { return "<transcription-id>" }
        if text.hasPrefix("rt_"), text.count == 46 { return "<refresh-token>" }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        if text.hasPrefix("eyJ"), parts.count == 3, parts.allSatisfy({ !$0.isEmpty }) { return "<jwt>" }
        if text.count >= 20, text.count <= 35, text.first?.isNumber == true, Timestamp.parse(text) != nil { return "<timestamp>" }
        return text
    }
}
