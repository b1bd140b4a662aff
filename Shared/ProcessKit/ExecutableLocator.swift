import Foundation

/// Finds the media tools (ffmpeg, ffprobe) the functions and the runner run: an operator's
/// override if it is executable, else where Debian and Homebrew install them. Nothing is looked
/// up on `PATH`, which a function's environment does not trust.
public enum ExecutableLocator {
    public static func locate(_ tool: String, override: String?) -> String? {
        let candidates = [override].compactMap { $0 } + ["/usr/bin/", "/usr/local/bin/", "/opt/homebrew/bin/"].map { $0 + tool }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
