import Foundation
import FunctionRuntime

/// The single declaration of every function the runner serves (`runner/routes.json`): its routes,
/// whether a JWT is required, optional (guests allowed) or not used, its limits, the environment
/// variables it may see, and how its errors are shaped.
public struct RouteTable: Sendable, Decodable {
    public let functions: [FunctionSpec]

    public enum Failure: Error, CustomStringConvertible {
        case invalid(String)
        public var description: String {
            switch self {
            case .invalid(let reason): return "invalid route table: \(reason)"
            }
        }
    }

    public init(functions: [FunctionSpec]) throws {
        self.functions = functions
        try validate()
    }

    public init(from decoder: any Decoder) throws {
        enum Keys: String, CodingKey { case functions }
        functions = try decoder.container(keyedBy: Keys.self).decode([FunctionSpec].self, forKey: .functions)
        try validate()
    }

    public static func load(path: String) throws -> RouteTable {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try JSONDecoder().decode(RouteTable.self, from: data)
    }

    /// Only the named functions (a per-function container serves one).
    public func restricted(to names: Set<String>) throws -> RouteTable {
        let unknown = names.subtracting(functions.map(\.name))
        guard unknown.isEmpty else { throw Failure.invalid("unknown function(s) \(unknown.sorted().joined(separator: ", "))") }
        return try RouteTable(functions: functions.filter { names.contains($0.name) })
    }

    private func validate() throws {
        var seen = Set<String>()
        var names = Set<String>()
        for function in functions {
            guard names.insert(function.name).inserted else { throw Failure.invalid("function \(function.name) declared twice") }
            guard function.name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
                throw Failure.invalid("function name \(function.name)")
            }
            guard function.timeoutMs > 0, function.maxRequestBytes > 0, function.maxResponseBytes > 0, function.maxConcurrency > 0 else {
                throw Failure.invalid("\(function.name): limits must be positive")
            }
            for route in function.routes {
                guard route.path.hasPrefix("/") else { throw Failure.invalid("\(function.name): path \(route.path) must start with /") }
                guard route.pattern.restCount <= 1 else {
                    throw Failure.invalid("\(function.name): \(route.path) has two {name+} segments")
                }
                let key = "\(route.method) \(route.pattern.normalisedKey)"
                guard seen.insert(key).inserted else { throw Failure.invalid("route \(key) declared twice") }
            }
        }
    }

    public enum Match: Sendable {
        case found(FunctionSpec, RouteSpec, pathParameters: [String: String])
        /// The path exists, but not for this method; `allowed` lists the methods that do, `style`
        /// is the error style of the function that owns the path.
        case methodNotAllowed(allowed: [String], style: ErrorStyle)
        case notFound
    }

    /// The most specific paths win: `/api/app/recipes/generate` belongs to its literal route, never
    /// to `/api/app/recipes/{id}`, whatever the method (a wrong method there is 405, not a lookup
    /// of a recipe called "generate").
    public func match(method: String, path: String) -> Match {
        let segments = RoutePattern.segments(of: path)
        var candidates: [(function: FunctionSpec, route: RouteSpec, parameters: [String: String])] = []
        for function in functions {
            for route in function.routes {
                guard let parameters = route.pattern.match(segments) else { continue }
                candidates.append((function, route, parameters))
            }
        }
        guard let fewest = candidates.map(\.parameters.count).min() else { return .notFound }
        let specific = candidates.filter { $0.parameters.count == fewest }
        if let hit = specific.first(where: { $0.route.method == method || (method == "HEAD" && $0.route.method == "GET") }) {
            return .found(hit.function, hit.route, pathParameters: hit.parameters)
        }
        return .methodNotAllowed(allowed: Array(Set(specific.map(\.route.method))).sorted(), style: specific[0].function.errorStyle)
    }
}

public struct FunctionSpec: Sendable, Decodable {
    public enum AuthMode: String, Sendable, Decodable {
        /// A valid token is mandatory (401 otherwise).
        case required
        /// Guests allowed (role `anon`); a token, when sent, must be valid.
        case optional
        /// The route is public; an Authorization header is ignored and stripped.
        case none
    }

    public let name: String
    /// Binary name inside the functions folder; defaults to `name`.
    public let executable: String
    public let auth: AuthMode
    public let timeoutMs: Int
    public let maxRequestBytes: Int
    public let maxResponseBytes: Int
    public let maxConcurrency: Int
    public let errorStyle: ErrorStyle
    /// Names of runner environment variables passed through to this function.
    public let environment: [String]
    /// Helper services started on demand for this function (`whisper`).
    public let sidecars: [String]
    public let routes: [RouteSpec]

    enum CodingKeys: String, CodingKey {
        case name, executable, auth, timeoutMs, maxRequestBytes, maxResponseBytes, maxConcurrency, errorStyle, environment, sidecars, routes
    }

    public init(
        name: String, executable: String? = nil, auth: AuthMode, timeoutMs: Int, maxRequestBytes: Int, maxResponseBytes: Int,
        maxConcurrency: Int, errorStyle: ErrorStyle = .errorField, environment: [String] = [], sidecars: [String] = [], routes: [RouteSpec]
    ) {
        self.name = name
        self.executable = executable ?? name
        self.auth = auth
        self.timeoutMs = timeoutMs
        self.maxRequestBytes = maxRequestBytes
        self.maxResponseBytes = maxResponseBytes
        self.maxConcurrency = maxConcurrency
        self.errorStyle = errorStyle
        self.environment = environment
        self.sidecars = sidecars
        self.routes = routes
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        executable = try container.decodeIfPresent(String.self, forKey: .executable) ?? name
        auth = try container.decode(AuthMode.self, forKey: .auth)
        timeoutMs = try container.decode(Int.self, forKey: .timeoutMs)
        maxRequestBytes = try container.decode(Int.self, forKey: .maxRequestBytes)
        maxResponseBytes = try container.decode(Int.self, forKey: .maxResponseBytes)
        maxConcurrency = try container.decode(Int.self, forKey: .maxConcurrency)
        errorStyle = try container.decodeIfPresent(ErrorStyle.self, forKey: .errorStyle) ?? .errorField
        environment = try container.decodeIfPresent([String].self, forKey: .environment) ?? []
        sidecars = try container.decodeIfPresent([String].self, forKey: .sidecars) ?? []
        routes = try container.decode([RouteSpec].self, forKey: .routes)
    }
}

public struct RouteSpec: Sendable, Decodable {
    public let method: String
    public let path: String
    /// A file route (the library's stream): the token may come as `?token=` for players that
    /// cannot set headers, and the function may answer with an internal redirect to storage
    /// (`x-accel-redirect`) that the runner serves. Off everywhere else, so no other route
    /// accepts a token in its URL or can make the runner read a file.
    public let stream: Bool
    /// A file upload (the library's): the runner streams the multipart body to a staging file
    /// and hands the function a report (`UploadReceiver`); the function's byte limit does not
    /// apply to the body, the library's file limit does.
    public let upload: Bool
    let pattern: RoutePattern

    enum CodingKeys: String, CodingKey { case method, path, stream, upload }

    public init(method: String, path: String, stream: Bool = false, upload: Bool = false) {
        self.method = method.uppercased()
        self.path = path
        self.stream = stream
        self.upload = upload
        self.pattern = RoutePattern(path)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            method: try container.decode(String.self, forKey: .method), path: try container.decode(String.self, forKey: .path),
            stream: try container.decodeIfPresent(Bool.self, forKey: .stream) ?? false,
            upload: try container.decodeIfPresent(Bool.self, forKey: .upload) ?? false)
    }

    /// `POST /api/app/auth`, the envelope's routeKey.
    public var routeKey: String { "\(method) \(path)" }
}

/// A path with `{name}` segments that capture one path segment each, and at most one `{name+}`
/// that captures one or more (`/stream/{path+}` takes `john/tiktok/a.mp4`). Every captured
/// segment is percent-decoded on its own; a segment that decodes to something containing a
/// slash, a backslash or NUL, or to `.`/`..`, makes the path match nothing, so an encoded
/// slash can never change how many segments a function sees.
struct RoutePattern: Sendable {
    enum Segment: Sendable, Equatable {
        case literal(String)
        case parameter(String)
        case rest(String)
    }

    let segments: [Segment]

    init(_ path: String) {
        segments = Self.segments(of: path).map { segment in
            if segment.hasPrefix("{") && segment.hasSuffix("+}") { return .rest(String(segment.dropFirst().dropLast(2))) }
            if segment.hasPrefix("{") && segment.hasSuffix("}") { return .parameter(String(segment.dropFirst().dropLast())) }
            return .literal(segment)
        }
    }

    static func segments(of path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    var normalisedKey: String {
        "/"
            + segments.map {
                switch $0 {
                case .literal(let text): text
                case .parameter: "{}"
                case .rest: "{+}"
                }
            }.joined(separator: "/")
    }

    var restCount: Int { segments.filter { if case .rest = $0 { true } else { false } }.count }

    func match(_ path: [String]) -> [String: String]? {
        guard let restIndex = segments.firstIndex(where: { if case .rest = $0 { true } else { false } }) else {
            guard path.count == segments.count else { return nil }
            return Self.bind(segments, path)
        }
        let suffixCount = segments.count - restIndex - 1
        guard path.count >= segments.count else { return nil }
        guard var parameters = Self.bind(Array(segments[..<restIndex]), Array(path[..<restIndex])),
            let suffix = Self.bind(Array(segments[(restIndex + 1)...]), Array(path[(path.count - suffixCount)...]))
        else { return nil }
        parameters.merge(suffix) { first, _ in first }
        var decoded: [String] = []
        for raw in path[restIndex..<(path.count - suffixCount)] {
            guard let segment = raw.removingPercentEncoding, Self.isPlainSegment(segment) else { return nil }
            decoded.append(segment)
        }
        if case .rest(let name) = segments[restIndex] { parameters[name] = decoded.joined(separator: "/") }
        return parameters
    }

    private static func bind(_ segments: [Segment], _ path: [String]) -> [String: String]? {
        var parameters: [String: String] = [:]
        for (segment, value) in zip(segments, path) {
            switch segment {
            case .literal(let text): guard text == value else { return nil }
            case .parameter(let name): parameters[name] = value.removingPercentEncoding ?? value
            case .rest: return nil
            }
        }
        return parameters
    }

    private static func isPlainSegment(_ segment: String) -> Bool {
        !segment.isEmpty && segment != "." && segment != ".."
            && !segment.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") || $0 == 0 })
    }
}
