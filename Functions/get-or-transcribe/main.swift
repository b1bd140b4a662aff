import Database
import FunctionRuntime
import Transcription
import VideoImport

await FunctionMain.run(name: "get-or-transcribe") {
    let environment = FunctionEnvironment()
    let database = Database(conninfo: try environment.require("DATABASE_URL"))
    return GetOrTranscribeHandler(
        transcripts: PostgresTranscriptStore(database: database), quotas: PostgresQuotaStore(database: database),
        leases: PostgresLeaseStore(database: database), transcriber: OpenAITranscriptionClient.fromEnvironment(environment),
        fingerprinter: FFmpegFingerprinter.fromEnvironment(environment), prober: DecodingAudioProber.fromEnvironment(environment))
}
