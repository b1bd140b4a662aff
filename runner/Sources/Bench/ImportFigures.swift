import Foundation
import FunctionRuntime
import ProcessKit
import RunnerCore
import Tokens

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Video import through the runner with the embedded speech-to-text service: the first request
/// (which starts the sidecar), a transcription, and cache hits (the Savry import API's "Cache HIT").
struct ImportFigures {
    let bench: BenchEnvironment
    let runs: Int

    func run() async throws {

        let sidecar = WhisperSidecar.project(root: bench.root, dataDirectory: bench.directory)
        let (address, server) = try await bench.startRunner(sidecars: [sidecar])
        let token = try await AccessTokens(secret: BenchEnvironment.secret).issue(
            userID: "00000000-0000-4000-8000-000000000002", email: "pro@example.com", tier: "PRO", now: Date())

        // Real speech for the engine: espeak-ng, then ffmpeg to M4A.
        func speech(_ sentence: String, _ name: String) -> Data {
            let wav = bench.directory + "/\(name).wav"
            let m4a = bench.directory + "/\(name).m4a"
            for (tool, arguments) in [
                ("/usr/bin/espeak-ng", ["-v", "en-us", "-w", wav, sentence]),
                ("/usr/bin/ffmpeg", ["-loglevel", "error", "-y", "-i", wav, "-c:a", "aac", m4a]),
            ] {
                _ = ProcessRunner.runBlocking(
                    ProcessSpec(
                        executable: tool, arguments: arguments, environment: ["PATH": "/usr/bin:/bin"], stdin: [], timeout: .seconds(60),
                        maxStdoutBytes: 1 << 20)
                ) { _ in }
            }
            return FileManager.default.contents(atPath: m4a) ?? Data()
        }
        let audio = speech(
            "First, mix two cups of flour with one cup of sugar. Then add three eggs and whisk until smooth. Bake for twenty minutes.",
            "first")
        let other = speech(
            "Chop two onions and three cloves of garlic. Fry them in olive oil, add the tomatoes and simmer for half an hour.", "second")
        func importRequest(_ video: String, _ audio: Data = audio) throws -> URLRequest {
            var request = URLRequest(url: URL(string: "http://\(address)/api/app/video/get-or-transcribe")!)
            request.httpMethod = "POST"
            request.timeoutInterval = 120
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = try JSONCoding.encode(
                [
                    "videoUrl": "https://www.tiktok.com/@bench/video/\(video)", "platform": "tiktok",
                    "userId": "00000000-0000-4000-8000-000000000002",
                    "audioData": audio.base64EncodedString(),
                ] as [String: String])
            return request
        }
        // First request starts the sidecar (model load), second measures a warm transcription.
        var started = ContinuousClock.now
        var (data, _) = try await URLSession.shared.data(for: try importRequest("7800000000000000001"))
        let coldMs = BenchEnvironment.milliseconds(since: started)
        started = ContinuousClock.now
        (data, _) = try await URLSession.shared.data(for: try importRequest("7800000000000000002", other))
        let warmMs = BenchEnvironment.milliseconds(since: started)
        let json = JSONCoding.parseBody(String(decoding: data, as: UTF8.self))
        let duration = json?["durationSeconds"]?.doubleValue ?? 0
        let engineMs = Double(json?["transcriptionTimeMs"]?.intValue ?? 0)
        print(String(format: "import, first request (starts the whisper sidecar, loads tiny.en)        %.0f ms", coldMs))
        print(
            String(
                format: "import, cache miss: %.1f s of speech transcribed in %.0f ms (request %.0f ms): real-time factor %.3f", duration,
                engineMs, warmMs, engineMs / 1000 / max(duration, 0.001)))
        var hits: [Double] = []
        for _ in 0..<runs {
            let start = ContinuousClock.now
            let (_, response) = try await URLSession.shared.data(for: try importRequest("7800000000000000001"))
            guard (response as? HTTPURLResponse)?.statusCode == 200 else { fatalError("import answered \(response)") }
            hits.append(BenchEnvironment.milliseconds(since: start))
        }
        BenchEnvironment.report("POST get-or-transcribe cache hit through the runner (\(audio.count / 1024) KiB body)", hits)
        server.cancel()
        await sidecar.stop()
    }
}
