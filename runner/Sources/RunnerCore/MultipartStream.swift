import CProcessShims

/// A streaming `multipart/form-data` parser (RFC 7578 / RFC 2046) for bodies far larger than
/// memory: bytes are fed as they arrive and come out as events; at most one delimiter's length of
/// body is held back between chunks (a delimiter may straddle two). The delimiter is searched with
/// `memmem` (through `shim_find_bytes`) and body bytes are never looked at one by one, so it runs at memory speed (MultipartKit's
/// byte-at-a-time parser managed about 1 MiB/s in a debug build, far too slow for a 2 GB upload).
struct MultipartStream {
    enum Event {
        /// A part begins; header names lowercased.
        case part([String: String])
        case body(ArraySlice<UInt8>)
        case partEnd
    }

    struct Malformed: Error {
        let reason: String
    }

    enum State {
        case preamble
        /// Just after a delimiter: `--` ends the body, CRLF starts a part.
        case afterDelimiter
        case headers
        case body
        case done
    }

    /// `CRLF--boundary`.
    private let delimiter: [UInt8]
    private var buffer: [UInt8]
    private var start = 0
    private(set) var state = State.preamble
    static let maxHeaderBytes = 8192
    static let headerEnd = Array("\r\n\r\n".utf8)

    init(boundary: String) {
        delimiter = Array("\r\n--\(boundary)".utf8)
        // The first delimiter has no CRLF before it: pretend it had.
        buffer = Array("\r\n".utf8)
    }

    var isDone: Bool {
        if case .done = state { return true }
        return false
    }

    /// Feeds the next bytes; `emit` receives events in order (body slices are only valid during the call).
    mutating func feed(_ bytes: UnsafeRawBufferPointer, emit: (Event) throws -> Void) throws {
        if start > 0 && start >= buffer.count / 2 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
        while try step(emit) {}
    }

    /// One transition; false when more bytes are needed.
    private mutating func step(_ emit: (Event) throws -> Void) throws -> Bool {
        switch state {
        case .preamble:
            guard let found = find(delimiter) else {
                // Preamble text is ignored; keep only what could begin a delimiter.
                start = max(start, buffer.count - delimiter.count + 1)
                return false
            }
            start = found + delimiter.count
            state = .afterDelimiter
            return true
        case .afterDelimiter:
            guard buffer.count - start >= 2 else { return false }
            let first = buffer[start]
            let second = buffer[start + 1]
            if first == UInt8(ascii: "-") && second == UInt8(ascii: "-") {
                state = .done
                start = buffer.count
                return false
            }
            // Transport padding (spaces, tabs) may precede the CRLF.
            var index = start
            while index < buffer.count, buffer[index] == UInt8(ascii: " ") || buffer[index] == UInt8(ascii: "\t") { index += 1 }
            guard buffer.count - index >= 2 else { return false }
            guard buffer[index] == UInt8(ascii: "\r"), buffer[index + 1] == UInt8(ascii: "\n") else {
                throw Malformed(reason: "a boundary is not followed by a line break")
            }
            start = index + 2
            state = .headers
            return true
        case .headers:
            // A part without headers: its header block is the empty line alone.
            if buffer.count - start >= 2, buffer[start] == UInt8(ascii: "\r"), buffer[start + 1] == UInt8(ascii: "\n") {
                start += 2
                try emit(.part([:]))
                state = .body
                return true
            }
            guard let end = find(Self.headerEnd) else {
                if buffer.count - start > Self.maxHeaderBytes { throw Malformed(reason: "a part's headers are too long") }
                return false
            }
            guard end - start <= Self.maxHeaderBytes else { throw Malformed(reason: "a part's headers are too long") }
            let text = String(decoding: buffer[start..<end], as: UTF8.self)
            var headers: [String: String] = [:]
            for line in text.split(separator: "\r\n", omittingEmptySubsequences: true) {
                guard let colon = line.firstIndex(of: ":") else { throw Malformed(reason: "a part header has no colon") }
                let name = line[..<colon].trimmingSpaces.lowercased()
                headers[name] = String(line[line.index(after: colon)...].trimmingSpaces)
            }
            start = end + 4
            try emit(.part(headers))
            state = .body
            return true
        case .body:
            if let found = find(delimiter) {
                if found > start { try emit(.body(buffer[start..<found])) }
                try emit(.partEnd)
                start = found + delimiter.count
                state = .afterDelimiter
                return true
            }
            // Everything but a possible partial delimiter at the end is body.
            let safeEnd = buffer.count - (delimiter.count - 1)
            if safeEnd > start {
                try emit(.body(buffer[start..<safeEnd]))
                start = safeEnd
            }
            return false
        case .done:
            start = buffer.count
            return false
        }
    }

    /// The index of `needle` in the unread bytes, by memmem.
    private func find(_ needle: [UInt8]) -> Int? {
        let available = buffer.count - start
        guard available >= needle.count else { return nil }
        return buffer.withUnsafeBytes { haystack in
            needle.withUnsafeBytes { pattern in
                let offset = shim_find_bytes(haystack.baseAddress! + start, available, pattern.baseAddress!, pattern.count)
                return offset < 0 ? nil : start + offset
            }
        }
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result.removeFirst() }
        while let last = result.last, last == " " || last == "\t" { result.removeLast() }
        return result
    }
}
