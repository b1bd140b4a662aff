import FunctionRuntime

/// What the runner trusts at its edge: who may read `/metrics`, and which peers are proxies whose
/// `X-Forwarded-For` names the real client (the address guests are rate limited by).
public struct EdgePolicy: Sendable {
    /// Bearer token `/metrics` requires (`RUNNER_METRICS_TOKEN`).
    public var metricsToken: String?
    /// Without a token, `/metrics` is served only when the runner listens on loopback: on
    /// 0.0.0.0 (a container) it would tell anyone the traffic, functions and error rates.
    public var listensOnLoopback: Bool
    /// Peers whose `X-Forwarded-For` is believed (`RUNNER_TRUSTED_PROXIES`, comma-separated
    /// addresses; Knative's queue-proxy connects from 127.0.0.1).
    public var trustedProxies: Set<String>

    public init(metricsToken: String? = nil, listensOnLoopback: Bool = true, trustedProxies: Set<String> = []) {
        self.metricsToken = metricsToken
        self.listensOnLoopback = listensOnLoopback
        self.trustedProxies = trustedProxies
    }

    public static func loopback(_ host: String) -> Bool { ["127.0.0.1", "::1", "localhost"].contains(host) }

    public func allowsMetrics(authorization: String?) -> Bool {
        guard let metricsToken else { return listensOnLoopback }
        guard let authorization, authorization.hasPrefix("Bearer ") else { return false }
        return Self.constantTimeEqual(Array(authorization.dropFirst(7).utf8), Array(metricsToken.utf8))
    }

    /// The client: the peer, unless the peer is a trusted proxy; then the right-most address in
    /// `X-Forwarded-For` that is not itself a trusted proxy (entries further left are whatever the
    /// client claimed, and a client can claim anything).
    public func clientAddress(peer: String, forwardedFor: String?) -> String {
        guard trustedProxies.contains(peer), let forwardedFor else { return peer }
        let hops = forwardedFor.split(separator: ",").map { String($0).trimmed }.filter { !$0.isEmpty && $0.count <= 64 }
        return hops.last { !trustedProxies.contains($0) } ?? peer
    }

    static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }
}
