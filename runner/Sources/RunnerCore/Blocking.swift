import Foundation

/// Runs blocking work (libpq, `pg_ctl`, file system) on a dedicated thread so it never occupies
/// the cooperative pool (two threads on this machine) or an event loop.
public enum Blocking {
    public static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Result { try body() })
            }
            thread.start()
        }
    }
}
