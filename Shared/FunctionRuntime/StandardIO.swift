#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-stream reads and writes on file descriptors, robust against short reads and writes and
/// `EINTR` (a single `read` may return part of the input).
public enum StandardIO {
    public enum Failure: Error, Equatable {
        case tooLarge(limit: Int)
        case io(errno: Int32)
    }

    /// Reads until end of file. Throws `.tooLarge` as soon as more than `limit` bytes arrive.
    public static func readAll(fd: Int32 = 0, limit: Int) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw .io(errno: errno)
            }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { throw .tooLarge(limit: limit) }
        }
    }

    /// Writes every byte, looping over short writes.
    public static func writeAll(fd: Int32 = 1, _ bytes: [UInt8]) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .io(errno: errno)
            }
            offset += count
        }
    }
}
