import Database
import FunctionRuntime
import Providers
import VideoImport

await FunctionMain.run(name: "transcribe") {
    let environment = FunctionEnvironment()
    let database = Database(conninfo: try environment.require("DATABASE_URL"))
    let transcriber = environment.optional("TRANSCRIBE_BASE_URL").map {
        OpenAITranscriptionClient(
            baseURL: $0, apiKey: environment.optional("TRANSCRIBE_API_KEY"), model: environment.optional("TRANSCRIBE_MODEL") ?? "whisper-1",
            retry: RetryPolicy.fromEnvironment(environment))
    }
    return TranscribeHandler(
        segments: SegmentStore(database: database), quotas: QuotaStore(database: database), transcriber: transcriber,
        modelVersion: environment.optional("TRANSCRIBE_MODEL_VERSION") ?? (environment.optional("TRANSCRIBE_MODEL") ?? "whisper-1"))
}
