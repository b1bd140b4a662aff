import Foundation
import FunctionRuntime
import Library
import Testing

@testable import RunnerCore

/// The pure parts of the library: the quick reference's formatted figures, path parsing,
/// Range interpretation, greedy route parameters, the token in the query, the address policy.
@Suite("library: formats, paths, ranges, routes")
struct LibraryUnitTests {
    @Test("sizes: the quick reference's 10.0 MB and 150 MB in one rule")
    func sizes() {
        #expect(LibraryFormat.size(10_485_760) == "10.0 MB")
        #expect(LibraryFormat.size(150 * 1_048_576) == "150 MB")
        #expect(LibraryFormat.size(512) == "512 B")
        #expect(LibraryFormat.size(1536) == "1.5 KB")
        #expect(LibraryFormat.size(99_999 * 1024) == "97.7 MB")
        #expect(LibraryFormat.size(3 << 30) == "3.0 GB")
        #expect(LibraryFormat.size(-5) == "0 B")
    }

    @Test("relative times, durations and dates")
    func times() {
        let now = Date(timeIntervalSince1970: 1_702_749_600)
        #expect(LibraryFormat.relative(now.addingTimeInterval(-7200), now: now) == "2 hours ago")
        #expect(LibraryFormat.relative(now.addingTimeInterval(-3600), now: now) == "1 hour ago")
        #expect(LibraryFormat.relative(now.addingTimeInterval(-59), now: now) == "just now")
        #expect(LibraryFormat.relative(now.addingTimeInterval(120), now: now) == "just now")
        #expect(LibraryFormat.relative(now.addingTimeInterval(-3 * 86_400), now: now) == "3 days ago")
        #expect(LibraryFormat.relative(now.addingTimeInterval(-90 * 86_400), now: now) == "2023-09-17")
        #expect(LibraryFormat.duration(30) == "0:30")
        #expect(LibraryFormat.duration(725) == "12:05")
        #expect(LibraryFormat.duration(3723) == "1:02:03")
        #expect(LibraryFormat.uploadDate("20241215") == "2024-12-15")
        #expect(LibraryFormat.uploadDate("2024-12-15") == nil)
        #expect(LibraryFormat.timestamp(Date(timeIntervalSince1970: 1_734_258_600)) == "2024-12-15T10:30:00")
    }

    @Test("library paths: exactly username/genre/file with a stored extension; traversal never parses")
    func paths() {
        let path = LibraryPath("john/tiktok/video_123.mp4")
        #expect(path?.username == "john" && path?.genre == "tiktok" && path?.stem == "video_123" && path?.fileExtension == ".mp4")
        #expect(LibraryPath("john/tiktok/video_123.json")?.isCompanion == true)
        for bad in [
            "john/tiktok/../x.mp4", "../tiktok/x.mp4", "john/tiktok/x.exe", "john/tiktok/.mp4", "john//x.mp4", "john/tiktok/x.mp4/y",
            "john/tiktok", "JOHN/tiktok/x.mp4", "john/tik tok/x.mp4", "john/tiktok/x y.mp4", "/john/tiktok/x.mp4", "john/tiktok/x\u{0}.mp4",
        ] {
            #expect(LibraryPath(bad) == nil, "\(bad)")
        }
        #expect(LibraryFormat.stem(from: "Best Pad Thai (2024)!") == "Best_Pad_Thai_2024")
        #expect(LibraryFormat.stem(from: "../../etc/passwd") == "etc_passwd")
        #expect(LibraryFormat.stem(from: "ไก่ทอด") == "video")
        #expect(LibraryFormat.defaultGenre(for: URL(string: "https://www.tiktok.com/@a/video/1")!) == "tiktok")
        #expect(LibraryFormat.defaultGenre(for: URL(string: "https://cdn.example.com/a.mp4")!) == "web")
        #expect(LibraryFormat.defaultGenre(for: URL(string: "https://nottiktok.com/a.mp4")!) == "web")
    }

    @Test("Range: first bytes, suffix, open-ended, clamped, past the end, several, malformed")
    func ranges() {
        let size: Int64 = 5000
        #expect(StorageResponder.range("bytes=0-999", size: size) == .bytes(0...999))
        #expect(StorageResponder.range("bytes=-500", size: size) == .bytes(4500...4999))
        #expect(StorageResponder.range("bytes=-9000", size: size) == .bytes(0...4999))
        #expect(StorageResponder.range("bytes=4000-", size: size) == .bytes(4000...4999))
        #expect(StorageResponder.range("bytes=4000-99999", size: size) == .bytes(4000...4999))
        #expect(StorageResponder.range("bytes=5000-", size: size) == .unsatisfiable)
        #expect(StorageResponder.range("bytes=6000-7000", size: size) == .unsatisfiable)
        #expect(StorageResponder.range("bytes=-0", size: size) == .unsatisfiable)
        #expect(StorageResponder.range("bytes=0-1,5-9", size: size) == .whole)
        #expect(StorageResponder.range("bytes=9-1", size: size) == .whole)
        #expect(StorageResponder.range("items=0-1", size: size) == .whole)
        #expect(StorageResponder.range("bytes=a-b", size: size) == .whole)
        #expect(StorageResponder.range("bytes=99999999999999999999-", size: size) == .whole)
        #expect(StorageResponder.range(nil, size: size) == .whole)
    }

    @Test("{path+} takes several segments; an encoded slash, dot segments or NUL match nothing")
    func greedyRoutes() throws {
        let table = try RouteTable(functions: [
            FunctionSpec(
                name: "library", auth: .required, timeoutMs: 1000, maxRequestBytes: 10, maxResponseBytes: 10, maxConcurrency: 1,
                routes: [
                    RouteSpec(method: "GET", path: "/api/v1/downloads/stream/{path+}", stream: true),
                    RouteSpec(method: "GET", path: "/api/v1/downloads/videos"),
                    RouteSpec(method: "DELETE", path: "/api/v1/downloads/videos/{path+}"),
                    RouteSpec(method: "POST", path: "/api/v1/downloads/videos/{path+}/recipe"),
                ])
        ])
        guard case .found(_, let route, let parameters) = table.match(method: "GET", path: "/api/v1/downloads/stream/john/tik%20tok/a.mp4")
        else {
            Issue.record("no match")
            return
        }
        #expect(route.stream)
        #expect(parameters["path"] == "john/tik tok/a.mp4")
        guard case .found(_, _, let suffixed) = table.match(method: "POST", path: "/api/v1/downloads/videos/john/tiktok/a.mp4/recipe")
        else {
            Issue.record("no match for a {path+} with a literal after it")
            return
        }
        #expect(suffixed["path"] == "john/tiktok/a.mp4")
        for hostile in [
            "/api/v1/downloads/stream/john%2Ftiktok%2Fa.mp4", "/api/v1/downloads/stream/..%2F..%2Fetc/passwd",
            "/api/v1/downloads/stream/john/../a.mp4",
            "/api/v1/downloads/stream/john/%2e%2e/a.mp4", "/api/v1/downloads/stream/john/x%00/a.mp4",
            "/api/v1/downloads/stream/a%5Cb/c/d.mp4",
            "/api/v1/downloads/stream",
        ] {
            if case .found = table.match(method: "GET", path: hostile) { Issue.record("\(hostile) matched") }
        }
        #expect(throws: RouteTable.Failure.self) {
            try RouteTable(functions: [
                FunctionSpec(
                    name: "x", auth: .none, timeoutMs: 1, maxRequestBytes: 1, maxResponseBytes: 1, maxConcurrency: 1,
                    routes: [RouteSpec(method: "GET", path: "/{a+}/{b+}")])
            ])
        }
    }

    @Test("the token leaves the query: decoded, and the rest kept in order")
    func queryToken() {
        let (token, rest) = RunnerResponder.takeToken(from: "a=1&token=abc.def%2Dx&b=2")
        #expect(token == "abc.def-x")
        #expect(rest == "a=1&b=2")
        #expect(RunnerResponder.takeToken(from: "tokens=1").token == nil)
    }

    @Test("addresses: loopback, private, link-local, mapped and metadata addresses are refused")
    func addresses() {
        let policy = AddressPolicy(allowPrivate: false)
        for refused in [
            "http://127.0.0.1/a.mp4", "http://localhost:5432/", "http://10.1.2.3/a", "http://172.20.0.1/a", "http://192.168.1.1/a",
            "http://169.254.169.254/latest/meta-data", "http://[::1]/a", "http://[fd00::1]/a", "http://[::ffff:127.0.0.1]/a",
            "http://0.0.0.0/a", "http://100.64.0.1/a", "ftp://example.com/a.mp4", "file:///etc/passwd", "http://user:pw@example.com/a.mp4",
            "http://a.localhost/x",
        ] {
            #expect(policy.refusal(for: URL(string: refused)!, resolve: false) != nil, "\(refused)")
        }
        #expect(policy.refusal(for: URL(string: "https://93.184.215.14/a.mp4")!, resolve: false) == nil)
        #expect(policy.refusal(for: URL(string: "https://[2606:4700::1]/a.mp4")!, resolve: false) == nil)
        #expect(AddressPolicy(allowPrivate: true).refusal(for: URL(string: "http://127.0.0.1/a.mp4")!, resolve: true) == nil)
    }
}

@Suite("multipart streaming parser")
struct MultipartStreamTests {
    /// Parses `body` fed in pieces of the given sizes (cycled); returns each part's headers and bytes.
    static func parse(_ body: [UInt8], boundary: String, pieces: [Int]) throws -> (parts: [([String: String], [UInt8])], done: Bool) {
        var parser = MultipartStream(boundary: boundary)
        var parts: [([String: String], [UInt8])] = []
        var offset = 0
        var turn = 0
        while offset < body.count {
            let size = min(pieces[turn % pieces.count], body.count - offset)
            turn += 1
            try body[offset..<(offset + size)].withUnsafeBytes { bytes in
                try parser.feed(bytes) { event in
                    switch event {
                    case .part(let headers): parts.append((headers, []))
                    case .body(let slice): parts[parts.count - 1].1 += slice
                    case .partEnd: break
                    }
                }
            }
            offset += size
        }
        return (parts, parser.isDone)
    }

    @Test("parts come out byte-exact however the body is cut, even with boundary look-alikes in the data")
    func byteExact() throws {
        let boundary = "XyZ-boundary"
        var generator = SplitMix(seed: 7)
        var payload = (0..<50_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        // Near misses of the delimiter inside the file.
        for (index, fake) in ["\r\n--XyZ-bound", "\r\n--XyZ-boundarx", "\r\n-", "--XyZ-boundary"].enumerated() {
            payload.replaceSubrange((index * 9_000)..<(index * 9_000 + fake.utf8.count), with: Array(fake.utf8))
        }
        let body =
            Array(
                "preamble to ignore\r\n--\(boundary)\r\nContent-Disposition: form-data; name=\"genre\"\r\n\r\ndesserts\r\n--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.mp4\"\r\nContent-Type: video/mp4\r\n\r\n"
                    .utf8) + payload + Array("\r\n--\(boundary)--\r\nepilogue".utf8)
        for pieces in [[1], [3, 7], [13], [4096], [65_536], [body.count]] {
            let (parts, done) = try Self.parse(body, boundary: boundary, pieces: pieces)
            #expect(done, "\(pieces)")
            #expect(parts.count == 2, "\(pieces)")
            #expect(parts.first?.1 == Array("desserts".utf8))
            #expect(parts.last?.0["content-type"] == "video/mp4")
            #expect(parts.last?.0["content-disposition"] == "form-data; name=\"file\"; filename=\"a.mp4\"")
            #expect(parts.last?.1 == payload, "payload differs when fed in pieces of \(pieces)")
        }
    }

    @Test("a body cut short is not done; a boundary followed by junk is malformed; disposition parameters parse")
    func malformed() throws {
        let cut = Array("--b\r\nContent-Disposition: form-data; name=\"x\"\r\n\r\nvalue".utf8)
        #expect(try Self.parse(cut, boundary: "b", pieces: [5]).done == false)
        #expect(throws: MultipartStream.Malformed.self) { try Self.parse(Array("--bjunk\r\n".utf8), boundary: "b", pieces: [3]) }
        let parameters = UploadReceiver.dispositionParameters("form-data; name=\"file\"; filename=\"my; clip.MOV\"")
        #expect(parameters["name"] == "file" && parameters["filename"] == "my; clip.MOV")
        #expect(UploadReceiver.boundary("multipart/form-data; boundary=\"abc\"") == "abc")
        #expect(UploadReceiver.boundary("application/json") == nil)
    }
}
