import ChefStream
import Database
import FunctionRuntime
import Library
import Transcription
import VideoImport

await FunctionMain.run(name: "library-recipe") {
    let environment = FunctionEnvironment()
    let chefStream = try ChefStreamEnvironment(environment)
    let database = chefStream.database
    return LibraryRecipeHandler(
        library: PostgresLibraryStore(database: database),
        storage: environment.optional("LIBRARY_DIR").flatMap { $0.isEmpty ? nil : LocalFolderStorage(root: $0) },
        importer: TranscriptImporter(
            transcripts: PostgresTranscriptStore(database: database), quotas: PostgresQuotaStore(database: database),
            leases: PostgresLeaseStore(database: database), transcriber: OpenAITranscriptionClient.fromEnvironment(environment),
            prober: DecodingAudioProber.fromEnvironment(environment)),
        fingerprinter: FFmpegFingerprinter.fromEnvironment(environment),
        audioExtractor: FFmpegAudioExtractor.fromEnvironment(environment), extractor: chefStream.extractor)
}
