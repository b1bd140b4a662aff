import Database
import Foundation
import FunctionRuntime
import ProcessKit
import RunnerCore
import TestSupport
import Testing

/// Generated bad input against every function and the runner: broken JSON, huge numbers, deep
/// nesting, invalid UTF-8, SQL metacharacters, path traversal in ids, oversized fields, wrong
/// types. Nothing crashes, nothing answers a 5xx beyond the documented ones, and no row is
/// written. Deterministic (seeded), so a failure reproduces.
@Suite("Fuzzing", .serialized)
struct FuzzTests {
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (state >> 17) ^ state
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    }

    static let hostileStrings: [String] = [
        "'; drop table public.users; --", "\" OR 1=1 --", "1' or '1'='1", "$1", "\\x00", "%00", "../../../../etc/passwd",
        "..%2f..%2fetc%2fpasswd",
        "/etc/shadow", "C:\\Windows\\system32", "<script>alert(1)</script>", "{{7*7}}", "${jndi:ldap://x}", "\u{202E}evil",
        "💥" + String(repeating: "ü", count: 50),
        String(repeating: "A", count: 20_000), "", " ", "null", "NaN", "-1", "99999999999999999999999", "dQw4w9WgXcQ/../x", "dQw4w9WgXc'",
        "https://evil.example/video/1",
        "https://www.tiktok.com/@u/video/123?x=';--", "javascript:alert(1)", "file:///etc/passwd",
        // U+0000 itself: Postgres stores it nowhere, and a C string ends at it.
        "\u{0}", "dQw4w9WgXcQ\u{0}", "Pasta\u{0}'; --",
    ]

    static let hostileValues: [JSONValue] =
        hostileStrings.map(JSONValue.string) + [
            .null, .bool(true), .int(Int64.max), .int(Int64.min), .double(1e308), .double(-0.0), .array([]), .object([:]),
            // Boundary numbers for every numeric field: past Int64, past a double's exact integers,
            // subnormal, and the strings that read as numbers.
            .double(1e19), .double(-1e19), .double(9_007_199_254_740_993), .double(1e-320), .double(-1e308), .int(-1),
            "1e19", "-1e19", "Infinity", "-Infinity", "1e-320", "9223372036854775808",
            .array(Array(repeating: .string("x"), count: 500)), ["nested": ["deeper": ["deepest": .string("'; --")]]],
        ]

    /// Request bodies the golden files send, per function: the shapes mutations start from. Read
    /// once: thousands of generated bodies start from them.
    static let seeds: [String: [JSONValue]] = Dictionary(
        grouping: GoldenCase.load(groups: [
            "auth", "save-community-recipe", "extract", "get-or-transcribe", "generate-recipe", "generate-meal-plan",
            "generate-grocery-list",
            "saved-recipes",
        ]).filter { $0.request.body != nil }, by: \.group
    ).mapValues { $0.compactMap(\.request.body) }

    static func seedBodies(for function: String) -> [JSONValue] { seeds[function] ?? [[:]] }

    /// Replaces, removes or retypes members, recursively, with hostile values.
    static func mutate(_ value: JSONValue, _ generator: inout Generator, depth: Int = 0) -> JSONValue {
        switch value {
        case .object(var members):
            for key in members.keys.sorted() {
                switch generator.below(6) {
                case 0: members[key] = generator.pick(hostileValues)
                case 1: members[key] = nil
                case 2 where depth < 3: members[key] = mutate(members[key]!, &generator, depth: depth + 1)
                default: break
                }
            }
            if generator.below(4) == 0 { members[generator.pick(hostileStrings)] = generator.pick(hostileValues) }
            return .object(members)
        case .array(let items):
            return .array(items.map { generator.below(3) == 0 ? generator.pick(hostileValues) : mutate($0, &generator, depth: depth + 1) })
        default:
            return generator.below(2) == 0 ? generator.pick(hostileValues) : value
        }
    }

    /// One hostile body: raw malformations or a mutated known-good body.
    static func body(for function: String, _ generator: inout Generator) -> [UInt8] {
        let seed = generator.pick(seedBodies(for: function))
        let text = JSONText.serialize(seed)
        switch generator.below(12) {
        case 0: return Array(text.utf8.prefix(max(0, generator.below(max(1, text.utf8.count)))))  // truncated
        case 1:  // flipped bytes
            var bytes = Array(text.utf8)
            for _ in 0..<3 where !bytes.isEmpty { bytes[generator.below(bytes.count)] = UInt8(truncatingIfNeeded: generator.next()) }
            return bytes
        case 2: return Array((String(repeating: "[", count: 5_000 + generator.below(5_000)) + String(repeating: "]", count: 5_000)).utf8)
        case 3: return Array(#"{"servings": 1e999999, "amount": 123456789012345678901234567890, "x": -1e-999999}"#.utf8)
        case 4: return [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xFF, 0xFE, 0xC3, 0x28, 0x22, 0x7D]  // invalid UTF-8 in a string
        case 5: return Array(generator.pick(["", "null", "[]", "\"text\"", "42", "true", "{}", "{{{", "}}", "{\"a\":}"]).utf8)
        case 6: return Array(JSONText.serialize(["padding": .string(String(repeating: "x", count: 200_000))]).utf8)
        default: return JSONText.serializeBytes(mutate(seed, &generator))
        }
    }

    // MARK: envelopes, straight into warm workers of every function

    static func envelopeLine(for function: FunctionSpec, _ generator: inout Generator, claims: [String: JSONValue]) -> [UInt8] {
        let route = function.routes[generator.below(function.routes.count)]
        let now = Int64(Date().timeIntervalSince1970 * 1000)
        var envelope: JSONValue = .object(
            RequestEnvelope(
                routeKey: "\(route.method) \(route.path)",
                rawPath: route.path.replacingOccurrences(of: "{session_id}", with: "x").replacingOccurrences(of: "{kind}", with: "app")
                    .replacingOccurrences(of: "{recipe_id}", with: "x").replacingOccurrences(of: "{id}", with: "x"),
                rawQueryString: "videoId=" + generator.pick(hostileStrings).prefix(64), headers: ["content-type": "application/json"],
                queryStringParameters: ["videoId": generator.pick(hostileStrings), "q": generator.pick(hostileStrings)],
                pathParameters: [
                    "session_id": generator.pick(hostileStrings), "kind": generator.pick(["app", "video"] + hostileStrings),
                    "recipe_id": generator.pick(hostileStrings), "id": generator.pick(hostileStrings),
                ],
                requestContext: RequestContext(
                    requestId: "req_fuzz", routeKey: "\(route.method) \(route.path)",
                    http: HTTPDescription(method: route.method, path: route.path, sourceIp: "127.0.0.1"),
                    authorizer: generator.below(3) == 0 ? nil : Authorizer(claims: claims), timeEpoch: now, deadline: now + 10_000),
                body: String(decoding: body(for: function.name, &generator), as: UTF8.self)
            ).json.objectValue!)
        switch generator.below(5) {
        case 0:
            // The envelope itself mutated: members removed, retyped or hostile.
            envelope = mutate(envelope, &generator)
        case 1:
            // Raw malformations of the line (no newline inside: it is the record separator).
            let text = JSONText.serialize(envelope)
            let cut = Array(text.utf8.prefix(generator.below(max(1, text.utf8.count))))
            return generator.below(2) == 0 ? cut : cut + [0xFF, 0xC0, 0x80]
        case 2:
            // Absurd clocks and claims.
            if case .object(var members) = envelope, case .object(var context) = members["requestContext"] {
                context["timeEpoch"] = generator.pick([.int(Int64.max), .int(-1), .int(0), .double(1e300)])
                context["deadline"] = generator.pick([.int(Int64.min), .int(0), .int(Int64.max)])
                context["authorizer"] = ["jwt": ["claims": mutate(.object(claims), &generator)]]
                members["requestContext"] = .object(context)
                envelope = .object(members)
            }
        default:
            break
        }
        return JSONText.serializeBytes(envelope)
    }

    static func rowCounts(_ database: TestDatabase) throws -> [String: Int] {
        let connection = try database.admin()
        var counts: [String: Int] = [:]
        for row in try connection.query("select tablename from pg_tables where schemaname = 'public' order by tablename") {
            let table = try row.requireString("tablename")
            switch table {
            case "search_cache":
                // A hostile but valid query ("null", "<script>") is a real search, cached as any.
                continue
            case "usage_counters":
                // A valid import that fails downstream reserves and then refunds: compare units.
                counts[table] = try connection.query("select coalesce(sum(used), 0)::int as n from public.usage_counters").single()
                    .requireInt("n")
            default:
                counts[table] = try connection.query("select count(*) as n from public.\"\(table)\"").single().requireInt("n")
            }
        }
        return counts
    }

    static func changes(since before: [String: Int], in database: TestDatabase) throws -> [String: String] {
        var changed: [String: String] = [:]
        for (table, count) in try rowCounts(database) where before[table] != count { changed[table] = "\(before[table] ?? 0) → \(count)" }
        return changed
    }

    /// What an accepted (2xx) request may write. Every field of a recipe request is optional, so a
    /// mutated body can still be a valid request that stores its answer; a change in these tables
    /// is allowed only when that function accepted something. Every other table must not change.
    static let acceptedWrites: [String: Set<String>] = [
        "generate-recipe": ["app_recipes", "recipe_generation_cache"],
        "generate-meal-plan": ["meal_plans", "meal_plan_entries", "app_recipes"],
        "generate-grocery-list": ["grocery_lists"],
        "saved-recipes": ["saved_recipes", "sync_tombstones"],
        "app-data": ["app_recipes", "meal_plans", "meal_plan_entries", "grocery_lists", "saved_recipes", "sync_tombstones"],
        // A valid sign-up or login opens an account or a session; an accepted DELETE deletes the
        // caller's account (a throwaway user's: see `accountOwner`).
        // A mutated import can still be a complete one.
        "save-community-recipe": ["community_recipes", "community_recipe_imports"],
        "auth": ["users", "auth_sessions"],
        "account": ["users", "auth_sessions"],
    ]

    /// The `account` function is fuzzed as a user of its own: an accepted DELETE really deletes
    /// the caller, and every other function must keep being fuzzed as a live user.
    static func accountOwner(_ database: TestDatabase) async throws -> (claims: [String: JSONValue], token: String) {
        let id = try database.createUser(email: "fuzz-account@example.com")
        return (
            try await TestTokens.verifiedClaims(userID: id, email: "fuzz-account@example.com", tier: "FREE"),
            try await TestTokens.token(userID: id, email: "fuzz-account@example.com", tier: "FREE")
        )
    }

    static func unexplained(_ changed: [String: String], accepted: [String: Int]) -> [String: String] {
        changed.filter { table, _ in
            !acceptedWrites.contains { function, tables in tables.contains(table) && accepted[function, default: 0] > 0 }
        }
    }

    /// Documented 5xx answers: a provider or the transcription engine unavailable.
    static let documented5xx: Set<String> = [
        "TRANSCRIPTION_UNAVAILABLE", "SERVICE_UNAVAILABLE", "TRANSCRIPTION_FAILED", "PROVIDER_NOT_CONFIGURED",
        "IDENTITY_PROVIDER_UNAVAILABLE",
    ]

    @Test("2,400 hostile envelopes into warm workers of every function: answered 4xx, no crash, no row written but by accepted requests")
    func envelopes() async throws {
        signal(SIGPIPE, SIG_IGN)  // a dying worker must fail the test, not kill the test process
        let database = try TestCluster.shared.makeDatabase("fuzz-envelopes")
        let accountOwner = try await Self.accountOwner(database)
        let before = try Self.rowCounts(database)
        let routes = try TestRunner.projectRoutes()
        var generator = Generator(state: 5_000_011)
        let claims = try await TestTokens.verifiedClaims(
            userID: TestUsers.free.id, email: TestUsers.free.email, tier: "FREE", role: "authenticated")
        var total = 0
        var accepted: [String: Int] = [:]
        for function in routes.functions {
            let worker = try PipedChild.launch(
                executable: PackagePaths.products + "/" + function.executable, arguments: ["--worker"],
                environment: [
                    "PATH": "/usr/bin:/bin", "DATABASE_URL": database.functionConninfo, "LOG_LEVEL": "critical",
                    "SWIFT_BACKTRACE": "enable=no",
                    "JWT_SECRET": TestTokens.secret,
                ])
            defer { worker.kill() }
            // Drain stderr so the worker never blocks on it.
            let drain = Thread {
                var chunk = [UInt8](repeating: 0, count: 65_536)
                while chunk.withUnsafeMutableBytes({ read(worker.stderr, $0.baseAddress, $0.count) }) > 0 {}
            }
            drain.start()
            var pending: [UInt8] = []
            for index in 0..<200 {
                let line = Self.envelopeLine(for: function, &generator, claims: function.name == "account" ? accountOwner.claims : claims)
                let deadline = ContinuousClock.now.advanced(by: .seconds(30))
                try #require(
                    worker.write(line + [UInt8(ascii: "\n")], until: deadline), "\(function.name) #\(index): worker stopped reading")
                guard case .line(let answer) = worker.readLine(into: &pending, limit: 8 << 20, until: deadline) else {
                    Issue.record("\(function.name) #\(index): no response line for \(String(decoding: line.prefix(300), as: UTF8.self))")
                    return
                }
                let response = try? ResponseEnvelope(json: JSONText.parse(answer))
                let status = response?.statusCode ?? 0
                let code = response?.headers?["x-error-code"] ?? ""
                #expect(
                    (400..<500).contains(status) || (status >= 500 && Self.documented5xx.contains(code)) || (200..<300).contains(status),
                    "\(function.name) #\(index) answered \(status) \(code) to \(String(decoding: line.prefix(300), as: UTF8.self))")
                if (200..<300).contains(status) { accepted[function.name, default: 0] += 1 }
                total += 1
            }
            #expect(!worker.hasExited, "\(function.name) worker died")
        }
        #expect(total == routes.functions.count * 200)
        let changed = Self.unexplained(try Self.changes(since: before, in: database), accepted: accepted)
        #expect(changed.isEmpty, "rows written: \(changed)")
    }

    @Test(
        "1,700 hostile HTTP requests at every route and the runner: no 5xx beyond the documented ones, no row written but by accepted requests"
    )
    func http() async throws {
        let database = try TestCluster.shared.makeDatabase("fuzz-http")
        let routes = try TestRunner.projectRoutes()
        let runner = try await TestRunner.start(routes: routes, database: database, mode: .warm)
        defer { Task { await runner.stop() } }
        let accountOwner = try await Self.accountOwner(database)
        let before = try Self.rowCounts(database)
        var generator = Generator(state: 77_000_003)
        let token = try await TestTokens.token(userID: TestUsers.free.id, email: TestUsers.free.email, tier: "FREE")
        var requests: [(function: String, method: String, path: String, headers: [String: String], body: [UInt8]?)] = []
        for function in routes.functions {
            for _ in 0..<130 {
                let route = generator.pick(function.routes)
                let hostile = generator.pick(Self.hostileStrings).addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "x"
                let path = route.path.replacingOccurrences(of: "{session_id}", with: hostile.prefix(200))
                    .replacingOccurrences(of: "{kind}", with: generator.pick(["app", "community", hostile.prefix(20)]))
                    .replacingOccurrences(of: "{recipe_id}", with: hostile.prefix(200)).replacingOccurrences(
                        of: "{id}", with: hostile.prefix(200))
                let query = generator.pick([
                    "?videoId=\(hostile.prefix(300))", "?q=\(hostile.prefix(300))&locale=\(hostile.prefix(20))",
                    "?category=\(hostile.prefix(50))",
                    "?pageToken=\(hostile.prefix(300))", "", "?videoId=%FF%FE", "?q=" + String(repeating: "a", count: 3_000),
                ])
                var headers: [String: String] = [
                    "Content-Type": generator.pick(["application/json", "text/plain", "multipart/form-data; boundary=x", ""])
                ]
                let bearer = function.name == "account" ? accountOwner.token : token
                headers["Authorization"] = generator.pick([
                    "Bearer \(bearer)", "Bearer \(bearer)", "Bearer \(hostile.prefix(100))", "Basic abc", "",
                ])
                let method = generator.below(10) == 0 ? generator.pick(["PUT", "DELETE", "PATCH"]) : route.method
                requests.append(
                    (function.name, method, path + query, headers, route.method == "GET" ? nil : Self.body(for: function.name, &generator)))
            }
        }
        // The runner's own surface: unknown paths, traversal, odd methods.
        for _ in 0..<140 {
            let hostile = generator.pick(Self.hostileStrings).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "x"
            requests.append(
                (
                    "", generator.pick(["GET", "POST", "DELETE"]),
                    generator.pick([
                        "/", "/functions/v1/", "/functions/v1/\(hostile.prefix(100))", "/api/app/../../etc/passwd",
                        "/health/\(hostile.prefix(50))", "/metrics?x=\(hostile.prefix(50))",
                    ]), [:], nil
                ))
        }
        #expect(requests.count >= 1_000)
        var statuses: [Int: Int] = [:]
        var accepted: [String: Int] = [:]
        try await withThrowingTaskGroup(of: (Int, String, String, String).self) { group in
            var iterator = requests.makeIterator()
            func submit() -> Bool {
                guard let request = iterator.next() else { return false }
                group.addTask {
                    let result = try await runner.send(request.method, request.path, headers: request.headers, body: request.body)
                    #expect(result.headers["x-request-id"] != nil)
                    #expect(result.json != nil || result.status == 200, "\(request.method) \(request.path): body is not JSON")
                    return (
                        result.status, result.headers["x-error-code"] ?? "", "\(request.method) \(request.path.prefix(120))",
                        request.function
                    )
                }
                return true
            }
            for _ in 0..<8 { _ = submit() }
            while let (status, code, label, function) = try await group.next() {
                statuses[status, default: 0] += 1
                if (200..<300).contains(status) { accepted[function, default: 0] += 1 }
                #expect(status < 500 || Self.documented5xx.contains(code), "\(label) answered \(status) \(code)")
                _ = submit()
            }
        }
        #expect(statuses.values.reduce(0, +) == requests.count)
        let changed = Self.unexplained(try Self.changes(since: before, in: database), accepted: accepted)
        #expect(changed.isEmpty, "rows written: \(changed)")
        // Still serving.
        #expect(try await runner.send("GET", "/functions/v1/recipe?videoId=bkwLxcfcKTY").status == 200)
    }
}
