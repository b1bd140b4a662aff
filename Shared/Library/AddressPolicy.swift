import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which addresses the download workers may fetch from. A user submits any URL; without this a
/// URL naming the metadata service (169.254.169.254), the database port on loopback or a
/// private network host would make the server fetch it for them (server-side request forgery).
/// Checked on the submitted URL, on every address its host resolves to, and on every redirect.
/// (A DNS answer that changes between this check and the connection is not covered; a deployment
/// that needs that closed sends workers through an egress proxy.)
public struct AddressPolicy: Sendable {
    /// Tests and a single-machine setup serving media from loopback turn this on.
    public let allowPrivate: Bool

    public init(allowPrivate: Bool) {
        self.allowPrivate = allowPrivate
    }

    /// Nil when `url` may be fetched, else why not.
    public func refusal(for url: URL, resolve: Bool) -> String? {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return "only http and https URLs" }
        guard let host = url.host, !host.isEmpty else { return "the URL has no host" }
        guard url.user == nil, url.password == nil else { return "credentials in URLs are not accepted" }
        if allowPrivate { return nil }
        let bare = host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host
        if bare.lowercased() == "localhost" || bare.lowercased().hasSuffix(".localhost") { return "private address" }
        if let literal = Self.parse(bare) { return Self.isPublic(literal) ? nil : "private address" }
        guard resolve else { return nil }
        let addresses = Self.resolve(bare)
        guard !addresses.isEmpty else { return "the host does not resolve" }
        return addresses.allSatisfy(Self.isPublic) ? nil : "private address"
    }

    /// An address as 4 or 16 bytes.
    static func parse(_ text: String) -> [UInt8]? {
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 { return withUnsafeBytes(of: &v4) { Array($0) } }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, text, &v6) == 1 { return withUnsafeBytes(of: &v6) { Array($0) } }
        return nil
    }

    static func resolve(_ host: String) -> [[UInt8]] {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, nil, &hints, &list) == 0, let first = list else { return [] }
        defer { freeaddrinfo(first) }
        var addresses: [[UInt8]] = []
        var cursor: UnsafeMutablePointer<addrinfo>? = first
        while let entry = cursor {
            if let address = entry.pointee.ai_addr {
                if entry.pointee.ai_family == AF_INET {
                    address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { pointer in
                        var value = pointer.pointee.sin_addr
                        addresses.append(withUnsafeBytes(of: &value) { Array($0) })
                    }
                } else if entry.pointee.ai_family == AF_INET6 {
                    address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { pointer in
                        var value = pointer.pointee.sin6_addr
                        addresses.append(withUnsafeBytes(of: &value) { Array($0) })
                    }
                }
            }
            cursor = entry.pointee.ai_next
        }
        return addresses
    }

    /// False for loopback, private, link-local, carrier-grade NAT, multicast, unspecified and
    /// reserved ranges, in IPv4 and IPv6 (including IPv4-mapped IPv6).
    static func isPublic(_ address: [UInt8]) -> Bool {
        if address.count == 4 {
            let (a, b) = (address[0], address[1])
            if a == 0 || a == 10 || a == 127 || a >= 224 { return false }
            if a == 169 && b == 254 { return false }
            if a == 172 && (16...31).contains(b) { return false }
            if a == 192 && b == 168 { return false }
            if a == 100 && (64...127).contains(b) { return false }
            if a == 192 && b == 0 && address[2] == 0 { return false }
            if a == 198 && (b == 18 || b == 19) { return false }
            return true
        }
        guard address.count == 16 else { return false }
        if address[0..<10].allSatisfy({ $0 == 0 }) && address[10] == 0xFF && address[11] == 0xFF {
            return isPublic(Array(address[12...]))
        }
        if address[0..<15].allSatisfy({ $0 == 0 }) { return false }  // :: and ::1
        if address[0] & 0xFE == 0xFC { return false }  // fc00::/7 unique local
        if address[0] == 0xFE && address[1] & 0xC0 == 0x80 { return false }  // fe80::/10 link local
        if address[0] == 0xFF { return false }  // multicast
        if address[0] == 0x20 && address[1] == 0x01 && address[2] == 0x0D && address[3] == 0xB8 { return false }  // documentation
        if address[0] == 0x00 && address[1] == 0x64 && address[2] == 0xFF && address[3] == 0x9B { return false }  // NAT64 to anything
        return true
    }
}
