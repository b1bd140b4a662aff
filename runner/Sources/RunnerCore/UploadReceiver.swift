import Crypto
import Foundation
import FunctionRuntime
import Hummingbird
import Library
import NIOCore
import _NIOFileSystem

/// The reverse of the stream redirect: on a route marked `"upload"`, the runner reads a
/// `multipart/form-data` body as it arrives and writes the file part straight to a staging file
/// in the library's storage (SHA-256 on the way, the size limit checked on every chunk), so a
/// 2 GB video never sits in memory or travels through the function's stdin. The function gets an
/// `UploadReport` instead of the body and decides; whatever staging file it did not commit is
/// removed when it has answered.
struct UploadReceiver: Sendable {
    let storage: LocalFolderStorage
    let maxFileBytes: Int64

    /// Text fields (`genre`, `title`) are small; more or longer is not an upload this API knows.
    static let maxFieldBytes = 4096
    static let maxFields = 8

    /// Reads the whole upload. Never throws: every failure is a refusal in the report (the
    /// function turns it into the library's error), with the staging file removed.
    func receive(_ request: Request) async -> UploadReport {
        guard let boundary = Self.boundary(request.headers[.contentType]) else {
            return UploadReport(
                file: nil, fields: [:], refusal: .malformed("the body must be multipart/form-data with a boundary"))
        }
        if let declared = request.headers[.contentLength].flatMap(Int64.init), declared > maxFileBytes + 64 * 1024 {
            return UploadReport(file: nil, fields: [:], refusal: .tooLarge(limit: maxFileBytes))
        }
        let stagingName = UUID().uuidString.lowercased()
        let stagingPath = storage.root + "/staging/" + stagingName
        let state = UploadState(maxFileBytes: maxFileBytes)
        do {
            try storage.prepare()
            try await FileSystem.shared.withFileHandle(forWritingAt: .init(stagingPath), options: .newFile(replaceExisting: false)) {
                handle in
                try await handle.withBufferedWriter(capacity: .kibibytes(512)) { writer in
                    var parser = MultipartStream(boundary: boundary)
                    for try await chunk in request.body {
                        try chunk.withUnsafeReadableBytes { bytes in
                            try parser.feed(bytes) { event in
                                switch event {
                                case .part(let headers): state.begin(headers)
                                case .body(let slice): state.body(slice)
                                case .partEnd: state.partComplete()
                                }
                            }
                        }
                        // The file's bytes of this chunk are written before the next is read.
                        for piece in state.takeFileChunks() { _ = try await writer.write(contentsOf: piece) }
                        if state.refusal != nil || parser.isDone { break }
                    }
                    state.finished = parser.isDone
                }
            }
        } catch let malformed as MultipartStream.Malformed {
            state.refuse(.malformed(malformed.reason))
        } catch {
            state.refuse(.malformed("the body could not be read"))
        }
        if state.refusal == nil, !state.finished { state.refuse(.malformed("the body ended before its closing boundary")) }
        guard state.refusal == nil, let file = state.file else {
            try? FileManager.default.removeItem(atPath: stagingPath)
            return UploadReport(file: nil, fields: state.fields, refusal: state.refusal)
        }
        return UploadReport(
            file: UploadReport.File(
                stagingName: stagingName, size: state.fileBytes, sha256: state.digest(), filename: file.filename,
                contentType: file.contentType),
            fields: state.fields, refusal: nil)
    }

    /// Removes the staging file of a report if the function left it there.
    func discard(_ report: UploadReport) {
        guard let name = report.file?.stagingName, UploadReport.isStagingName(name) else { return }
        try? FileManager.default.removeItem(atPath: storage.root + "/staging/" + name)
    }

    /// The `boundary` parameter of a `multipart/form-data` content type.
    static func boundary(_ contentType: String?) -> String? {
        guard let contentType else { return nil }
        let parts = contentType.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.first?.lowercased() == "multipart/form-data" else { return nil }
        for part in parts.dropFirst() {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].lowercased() == "boundary" else { continue }
            let value = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            // RFC 2046: 1–70 characters.
            return (1...70).contains(value.utf8.count) ? value : nil
        }
        return nil
    }

    /// `form-data; name="file"; filename="IMG 0042.MOV"` → its parameters, names lowercased.
    static func dispositionParameters(_ value: String) -> [String: String] {
        var parameters: [String: String] = [:]
        var current = ""
        var quoted = false
        var pieces: [String] = []
        for character in value {
            if character == "\"" { quoted.toggle() }
            if character == ";" && !quoted {
                pieces.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        pieces.append(current)
        for piece in pieces.dropFirst() {
            let pair = piece.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { continue }
            var text = pair[1].trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("\"") && text.hasSuffix("\"") && text.count >= 2 { text = String(text.dropFirst().dropLast()) }
            parameters[pair[0].trimmingCharacters(in: .whitespaces).lowercased()] = text
        }
        return parameters
    }
}

/// The parser's events land here; one request's task owns it (the events are delivered inside
/// `feed`, on that task), so it needs no lock.
final class UploadState: @unchecked Sendable {
    struct FilePart {
        let filename: String
        let contentType: String?
    }

    let maxFileBytes: Int64
    var fields: [String: String] = [:]
    var file: FilePart?
    var fileBytes: Int64 = 0
    var refusal: UploadReport.Refusal?
    /// The closing boundary was seen.
    var finished = false
    private var hasher = SHA256()
    private var headers: [String: String] = [:]
    private var kind: Kind = .skipped
    private var fieldValue: [UInt8] = []
    private var pending: [ByteBuffer] = []

    enum Kind {
        case file
        case field(String)
        case skipped
    }

    init(maxFileBytes: Int64) {
        self.maxFileBytes = maxFileBytes
    }

    func refuse(_ reason: UploadReport.Refusal) {
        if refusal == nil { refusal = reason }
        pending.removeAll()
    }

    func begin(_ partHeaders: [String: String]) {
        headers = partHeaders
        kind = decide()
    }

    func body(_ slice: ArraySlice<UInt8>) {
        guard refusal == nil else { return }
        switch kind {
        case .file:
            fileBytes += Int64(slice.count)
            guard fileBytes <= maxFileBytes else { return refuse(.tooLarge(limit: maxFileBytes)) }
            slice.withUnsafeBytes { hasher.update(bufferPointer: $0) }
            pending.append(ByteBuffer(bytes: slice))
        case .field:
            fieldValue += slice
            if fieldValue.count > UploadReceiver.maxFieldBytes { refuse(.malformed("a text field is longer than 4 KiB")) }
        case .skipped:
            break
        }
    }

    func partComplete() {
        if case .field(let name) = kind, refusal == nil {
            fields[name] = String(decoding: fieldValue, as: UTF8.self)
        }
        headers = [:]
        kind = .skipped
        fieldValue = []
    }

    func takeFileChunks() -> [ByteBuffer] {
        defer { pending.removeAll(keepingCapacity: true) }
        return pending
    }

    func digest() -> String {
        hasher.finalize().map { byte in
            let digits = Array("0123456789abcdef".utf8)
            return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0x0f)]], as: UTF8.self)
        }.joined()
    }

    /// A part with a filename is the file (one per upload); a named part without one is a field.
    private func decide() -> Kind {
        let parameters = UploadReceiver.dispositionParameters(headers["content-disposition"] ?? "")
        if let filename = parameters["filename"] {
            guard file == nil else {
                refuse(.malformed("send one file per upload"))
                return .skipped
            }
            file = FilePart(filename: String(filename.prefix(255)), contentType: headers["content-type"])
            return .file
        }
        guard let name = parameters["name"], !name.isEmpty else { return .skipped }
        guard fields.count < UploadReceiver.maxFields else {
            refuse(.malformed("too many fields"))
            return .skipped
        }
        return .field(name)
    }
}
