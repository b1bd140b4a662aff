import Database
import FunctionRuntime
import Transcription
import VideoImport

await FunctionMain.run(name: "transcribe") {
    let environment = FunctionEnvironment()
    let database = Database(conninfo: try environment.require("DATABASE_URL"))
    return TranscribeHandler(
        segments: PostgresSegmentStore(database: database), quotas: PostgresQuotaStore(database: database),
        transcriber: OpenAITranscriptionClient.fromEnvironment(environment),
        modelVersion: environment.optional("TRANSCRIBE_MODEL_VERSION") ?? (environment.optional("TRANSCRIBE_MODEL") ?? "whisper-1"),
        prober: DecodingAudioProber.fromEnvironment(environment))
}
