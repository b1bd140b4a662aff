import Database
import Domain
import FunctionRuntime
import Transcription
import VideoImport

/// The Savry import API's `POST /api/app/video/get-or-transcribe`: checks the request is the
/// caller's own and hands it to the shared `TranscriptImporter` (cache, vouching, quotas, one
/// transcription per video). A camera-roll `file://` URL has no platform id: the import is then
/// keyed by its audio (`VideoReference.device`).
struct GetOrTranscribeHandler: FunctionHandler {
    let transcripts: any TranscriptStore
    let quotas: any QuotaStore
    let leases: any LeaseStore
    let transcriber: (any Transcriber)?
    /// Nil when no ffmpeg is installed: uploads then match by their bytes only.
    let fingerprinter: (any Fingerprinter)?
    /// Measures audio before it is transcribed (the contract's ~5-minute limit); nil: the
    /// transcriber's measure is the check.
    var prober: (any AudioProber)? = nil
    var pollInterval: Duration = .milliseconds(200)

    var access: Access { .signedIn }

    func handle(_ input: ImportRequest, context: FunctionContext) async throws -> ImportResponse {
        let user = try context.requireUser()
        guard input.userID == user.description else { throw SavryImportErrors.userMismatch }
        let importer = TranscriptImporter(
            transcripts: transcripts, quotas: quotas, leases: leases, transcriber: transcriber, prober: prober,
            pollInterval: pollInterval)
        let upload = input.audio.map { AudioUpload(audio: $0.bytes, facts: $0.facts, fingerprinter: fingerprinter) }
        let imported = try await importer.run(
            reference: input.reference, sourceURL: input.sharedSourceURL, upload: upload, context: context)
        return ImportResponse(imported: imported)
    }
}
