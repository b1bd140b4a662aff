import Database
import Domain
import Foundation
import FunctionRuntime
import Providers
import Tokens

/// A provider's key set as cached: JWKs by `kid`.
struct CachedKeySet: Sendable, Equatable {
    var keys: [String: JSONValue]
    var freshUntil: Date
}

/// Where key sets are cached between requests. Every request is its own process, so the cache
/// is shared in Postgres (`internal.identity_provider_keys`), which also makes every runner share it.
protocol ProviderKeyCache: Sendable {
    func load(_ provider: IdentityProvider) throws -> CachedKeySet?
    /// Claims the right to fetch now: true for at most one caller per `minimumInterval` seconds
    /// across all processes.
    func claimFetch(_ provider: IdentityProvider, minimumInterval: Int) throws -> Bool
    func store(_ provider: IdentityProvider, jwks: JSONValue, maxAge: Int) throws
}

/// Finds the signing key for an ID token: from the cache while it is fresh; refetched when it
/// is stale or when the token names a `kid` the cache lacks (key rotation) — by one process at a
/// time and at most every `unknownKeyInterval` seconds for unknown kids, so forged kids cannot make us fetch per
/// request. When the provider is down, cached keys are still used, stale or not; with none that
/// match, the answer is 503 with Retry-After.
struct ProviderKeys: Sendable {
    let cache: any ProviderKeyCache
    let urls: [IdentityProvider: URL]
    let fetch: @Sendable (URL) async throws(ProviderError) -> HTTPResponse

    /// Least seconds between fetches, across all processes: while the cache is stale (a provider
    /// that is down is asked again this often), and for a kid the fresh cache lacks (rotations are
    /// rare; forged kids must not make us fetch per request).
    var staleRetryInterval = 10
    var unknownKeyInterval = 15
    /// Bounds on the provider's Cache-Control max-age, and the default without one.
    static let maxAgeRange = 60...86_400
    static let defaultMaxAge = 3_600
    static let maxBodyBytes = 256 * 1024

    func key(_ provider: IdentityProvider, kid: String, now: Date) async throws -> JSONValue {
        let cached = try cache.load(provider)
        let cachedKey = cached?.keys[kid]
        if let cachedKey, let cached, cached.freshUntil > now { return cachedKey }
        let interval = (cachedKey == nil && cached.map { $0.freshUntil > now } == true) ? unknownKeyInterval : staleRetryInterval
        guard try cache.claimFetch(provider, minimumInterval: interval) else {
            // Another process is fetching, or fetched moments ago.
            if let cachedKey { return cachedKey }
            if cached == nil { throw SavryAppErrors.identityProviderUnavailable(retryAfterSeconds: 2) }
            throw SavryAppErrors.invalidIdentityToken(reason: IdentityTokenError.unknownKey(kid).reason)
        }
        let fetched: CachedKeySet
        do {
            fetched = try await fetchKeys(provider, now: now)
        } catch {
            if let cachedKey { return cachedKey }
            throw SavryAppErrors.identityProviderUnavailable(retryAfterSeconds: 30)
        }
        guard let key = fetched.keys[kid] else {
            throw SavryAppErrors.invalidIdentityToken(reason: IdentityTokenError.unknownKey(kid).reason)
        }
        return key
    }

    func fetchKeys(_ provider: IdentityProvider, now: Date) async throws -> CachedKeySet {
        guard let url = urls[provider] else { throw ProviderError(.badRequest, provider: provider.rawValue, message: "no JWKS URL") }
        let response = try await fetch(url)
        guard response.status == 200, response.body.count <= Self.maxBodyBytes, let document = response.json(),
            case .array(let list)? = document["keys"]
        else {
            throw ProviderError(.malformedResponse, provider: provider.rawValue, message: "JWKS answer \(response.status)")
        }
        let keys = Self.rsaKeys(list)
        guard !keys.isEmpty else { throw ProviderError(.malformedResponse, provider: provider.rawValue, message: "JWKS has no RSA keys") }
        let maxAge = Self.maxAge(cacheControl: response.headers["cache-control"])
        try cache.store(provider, jwks: .object(["keys": .array(Array(keys.values))]), maxAge: maxAge)
        return CachedKeySet(keys: keys, freshUntil: now.addingTimeInterval(TimeInterval(maxAge)))
    }

    /// RSA signing keys with a kid; anything else in the set is ignored.
    static func rsaKeys(_ list: [JSONValue]) -> [String: JSONValue] {
        var keys: [String: JSONValue] = [:]
        for key in list.prefix(50) {
            guard let object = key.objectValue, object["kty"]?.stringValue == "RSA", let kid = object["kid"]?.stringValue,
                object["use"].map({ $0.stringValue == "sig" }) ?? true, object["n"]?.stringValue != nil, object["e"]?.stringValue != nil
            else { continue }
            keys[kid] = key
        }
        return keys
    }

    /// `max-age` of a Cache-Control header, clamped; `no-store`/`no-cache` count as the minimum.
    static func maxAge(cacheControl: String?) -> Int {
        guard let cacheControl else { return defaultMaxAge }
        var found: Int?
        for directive in cacheControl.lowercased().split(separator: ",") {
            let parts = directive.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.first == "no-store" || parts.first == "no-cache" { return maxAgeRange.lowerBound }
            if parts.count == 2, parts[0] == "max-age", let seconds = Int(parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
            {
                found = seconds
            }
        }
        return min(max(found ?? defaultMaxAge, maxAgeRange.lowerBound), maxAgeRange.upperBound)
    }
}

/// The cache in `internal.identity_provider_keys`, read and written as the functions' own
/// (service) identity: the keys are public, and only this code writes what it fetched.
struct PostgresProviderKeyCache: ProviderKeyCache {
    let database: Database

    func load(_ provider: IdentityProvider) throws -> CachedKeySet? {
        guard
            let row = try database.read(
                as: .system, "select jwks, fresh_until from internal.identity_provider_keys where provider = $1 and jwks is not null",
                [provider.rawValue]
            ).first, case .array(let list)? = try row.json("jwks")?["keys"]
        else { return nil }
        return CachedKeySet(keys: ProviderKeys.rsaKeys(list), freshUntil: try row.date("fresh_until") ?? .distantPast)
    }

    func claimFetch(_ provider: IdentityProvider, minimumInterval: Int) throws -> Bool {
        try database.transaction(as: .system) { connection in
            !(try connection.query(
                """
                insert into internal.identity_provider_keys as k (provider, attempted_at) values ($1, now())
                on conflict (provider) do update set attempted_at = now()
                where k.attempted_at is null or k.attempted_at < now() - make_interval(secs => $2)
                returning k.provider
                """, [provider.rawValue, minimumInterval]
            ).isEmpty)
        }
    }

    func store(_ provider: IdentityProvider, jwks: JSONValue, maxAge: Int) throws {
        let text = try JSONCoding.encodeToString(jwks)
        try database.transaction(as: .system) { connection in
            _ = try connection.query(
                """
                insert into internal.identity_provider_keys as k (provider, jwks, fetched_at, fresh_until, attempted_at)
                values ($1, $2::jsonb, now(), now() + make_interval(secs => $3), now())
                on conflict (provider) do update set jwks = excluded.jwks, fetched_at = excluded.fetched_at, fresh_until = excluded.fresh_until
                """, [provider.rawValue, text, maxAge])
        }
    }
}
