import FunctionRuntime

/// Every error of the video library API (the iOS API quick reference gives no error shape; its
/// routes answer in the ChefStream style, `{"error": message, "code": CODE, …fields}`).
public enum LibraryErrors: ErrorCatalogue {
    public static let codes = [
        "INVALID_URL", "INVALID_GENRE", "INVALID_PARAMETER", "INVALID_PATH", "VIDEO_NOT_FOUND", "DOWNLOAD_NOT_FOUND",
        "DOWNLOAD_NOT_FAILED", "TOO_MANY_DOWNLOADS", "STORAGE_UNAVAILABLE", "UNSUPPORTED_MEDIA", "UPLOAD_TOO_LARGE",
        "INVALID_UPLOAD", "NO_AUDIO_TRACK", "MEDIA_UNREADABLE", "MEDIA_TOOL_UNAVAILABLE", "EXTRACTION_FAILED",
        "STORAGE_QUOTA_EXCEEDED",
    ]

    public static func invalidURL(_ reason: String) -> FunctionError {
        FunctionError(status: 400, code: "INVALID_URL", message: "url is not a downloadable address", fields: ["reason": .string(reason)])
    }

    public static let invalidGenre = FunctionError(
        status: 400, code: "INVALID_GENRE", message: "genre must be 1–32 characters of a–z, 0–9, _ and -, starting with a letter or digit")

    public static func invalidParameter(_ name: String, expected: String) -> FunctionError {
        FunctionError(
            status: 400, code: "INVALID_PARAMETER", message: "Invalid query parameter",
            fields: ["parameter": .string(name), "expected": .string(expected)])
    }

    /// Traversal, encoded slashes, empty segments: refused before any lookup.
    public static let invalidPath = FunctionError(
        status: 400, code: "INVALID_PATH", message: "path must be username/genre/file as the listing gives it")

    /// Also the answer for another user's path: whether it exists is not the caller's business.
    public static let videoNotFound = FunctionError(status: 404, code: "VIDEO_NOT_FOUND", message: "No such video in your library")

    public static let downloadNotFound = FunctionError(status: 404, code: "DOWNLOAD_NOT_FOUND", message: "No such download")

    public static func downloadNotFailed(state: String) -> FunctionError {
        FunctionError(
            status: 409, code: "DOWNLOAD_NOT_FAILED", message: "Only a failed download can be retried",
            fields: ["status": .string(state)])
    }

    public static func tooManyDownloads(limit: Int) -> FunctionError {
        FunctionError(
            status: 429, code: "TOO_MANY_DOWNLOADS", message: "Too many downloads waiting; wait for some to finish",
            fields: ["limit": .int(Int64(limit))], headers: ["retry-after": "30"])
    }

    public static let storageUnavailable = FunctionError(
        status: 503, code: "STORAGE_UNAVAILABLE", message: "Video storage is not available", headers: ["retry-after": "5"])

    public static func unsupportedMedia(_ reason: String) -> FunctionError {
        FunctionError(status: 415, code: "UNSUPPORTED_MEDIA", message: "Not a video or audio file", fields: ["reason": .string(reason)])
    }

    public static func uploadTooLarge(limit: Int) -> FunctionError {
        FunctionError(
            status: 413, code: "UPLOAD_TOO_LARGE", message: "The file is larger than the library accepts",
            fields: ["maxBytes": .int(Int64(limit))])
    }

    /// The upload would take the user's library past `LIBRARY_USER_QUOTA_BYTES`.
    public static func storageQuotaExceeded(used: Int64, limit: Int64) -> FunctionError {
        FunctionError(
            status: 413, code: "STORAGE_QUOTA_EXCEEDED", message: "Your library is full; delete some videos first",
            fields: ["usedBytes": .int(used), "limitBytes": .int(limit)])
    }

    public static func invalidUpload(_ reason: String) -> FunctionError {
        FunctionError(status: 400, code: "INVALID_UPLOAD", message: "Invalid upload", fields: ["reason": .string(reason)])
    }

    // MARK: Recipes from library videos

    public static let noAudioTrack = FunctionError(
        status: 422, code: "NO_AUDIO_TRACK", message: "This video has no audio track to take a recipe from")

    public static let mediaUnreadable = FunctionError(
        status: 422, code: "MEDIA_UNREADABLE", message: "The audio of this video could not be read")

    public static let mediaToolUnavailable = FunctionError(
        status: 503, code: "MEDIA_TOOL_UNAVAILABLE", message: "Audio extraction is not available on this server (no ffmpeg)",
        headers: ["retry-after": "60"])

    /// The recipe extractor failed (an LLM's error or invalid output); the transcript is kept.
    public static func extractionFailed(_ reason: String) -> FunctionError {
        FunctionError(
            status: 502, code: "EXTRACTION_FAILED", message: "The recipe could not be extracted; try again later",
            fields: ["reason": .string(reason)], headers: ["retry-after": "30"])
    }
}
