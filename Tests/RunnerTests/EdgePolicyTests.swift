import RunnerCore
import Testing

@Suite("Edge policy")
struct EdgePolicyTests {
    @Test("/metrics: open on loopback without a token, closed on 0.0.0.0 without one, the exact bearer token otherwise")
    func metrics() {
        #expect(EdgePolicy(listensOnLoopback: true).allowsMetrics(authorization: nil))
        #expect(!EdgePolicy(listensOnLoopback: false).allowsMetrics(authorization: nil))
        let guarded = EdgePolicy(metricsToken: "s3cret", listensOnLoopback: true)
        #expect(!guarded.allowsMetrics(authorization: nil))
        #expect(!guarded.allowsMetrics(authorization: "Bearer s3cre"))
        #expect(!guarded.allowsMetrics(authorization: "Basic s3cret"))
        #expect(guarded.allowsMetrics(authorization: "Bearer s3cret"))
        #expect(EdgePolicy.loopback("127.0.0.1") && !EdgePolicy.loopback("0.0.0.0"))
    }

    @Test("the client address: the peer, or behind a trusted proxy the right-most untrusted forwarded hop")
    func clientAddress() {
        let direct = EdgePolicy()
        #expect(direct.clientAddress(peer: "10.0.0.5", forwardedFor: "1.2.3.4") == "10.0.0.5")
        let proxied = EdgePolicy(trustedProxies: ["127.0.0.1", "10.0.0.2"])
        #expect(proxied.clientAddress(peer: "127.0.0.1", forwardedFor: nil) == "127.0.0.1")
        #expect(proxied.clientAddress(peer: "127.0.0.1", forwardedFor: "1.2.3.4") == "1.2.3.4")
        #expect(proxied.clientAddress(peer: "127.0.0.1", forwardedFor: "6.6.6.6, 1.2.3.4, 10.0.0.2") == "1.2.3.4")
        #expect(proxied.clientAddress(peer: "127.0.0.1", forwardedFor: " , ") == "127.0.0.1")
        #expect(proxied.clientAddress(peer: "192.0.2.1", forwardedFor: "1.2.3.4") == "192.0.2.1")
    }
}

@Suite("JWT secret")
struct JWTSecretTests {
    @Test("the manifests' example secret and other placeholders are refused; a random one is not")
    func placeholders() throws {
        #expect(RunnerConfiguration.isPlaceholderSecret("CHANGE-ME-at-least-32-random-bytes"))
        #expect(RunnerConfiguration.isPlaceholderSecret("your-secret-key-goes-here-please-123456"))
        #expect(RunnerConfiguration.isPlaceholderSecret(String(repeating: "ab", count: 20)))
        #expect(!RunnerConfiguration.isPlaceholderSecret("kQ7v2Zp9Lr4Xw1Nc8Ty6Hb3Jm5Sd0Fg2Uo9Ie7Aa4"))
        let configuration = try RunnerConfiguration.fromEnvironment(
            ["JWT_SECRET": "CHANGE-ME-at-least-32-random-bytes", "DATABASE_URL": "postgresql://u:p@db.internal/postgres"])
        #expect(throws: RunnerConfiguration.Invalid.self) { _ = try configuration.resolvedJWTSecret() }
    }
}
