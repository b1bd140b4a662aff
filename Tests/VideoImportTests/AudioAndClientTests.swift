import Domain
import Foundation
import FunctionRuntime
import Providers
import TestSupport
import Testing
import Transcription
import VideoImport

@Suite("Audio inspection")
struct AudioInspectionTests {
    @Test(
        "formats are recognised from their bytes",
        arguments: [
            ("tone-1s.wav", AudioFormat.wav), ("tone-1s.m4a", .m4a),
        ])
    func fixtures(name: String, format: AudioFormat) {
        #expect(AudioInspector.format(of: GoldenRequest.fixture(name)) == format)
    }

    @Test("every accepted container, and nothing else")
    func magicNumbers() throws {
        let samples = try SpeechSamples.make()
        #expect(AudioInspector.format(of: samples["mp3"]!) == .mp3)
        #expect(AudioInspector.format(of: samples["m4a"]!) == .m4a)
        #expect(AudioInspector.format(of: Array("OggS".utf8) + [UInt8](repeating: 0, count: 20)) == .ogg)
        #expect(AudioInspector.format(of: Array("fLaC".utf8) + [UInt8](repeating: 0, count: 20)) == .flac)
        #expect(AudioInspector.format(of: [0x1A, 0x45, 0xDF, 0xA3] + [UInt8](repeating: 0, count: 20)) == .webm)
        #expect(AudioInspector.format(of: Array("%PDF-1.4 not audio at all".utf8)) == nil)
        #expect(AudioInspector.format(of: [0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 0, count: 20)) == nil)
    }

    @Test("WAV duration and silence come from the header and samples")
    func wave() throws {
        let tone = try #require(AudioInspector.inspect(GoldenRequest.fixture("tone-1s.wav")))
        #expect(abs((tone.durationSeconds ?? 0) - 1.0) < 0.01)
        #expect(tone.isSilent == false)
        #expect(AudioInspector.inspect(GoldenRequest.fixture("silence-1s.wav"))?.isSilent == true)
        #expect(abs((AudioInspector.inspect(GoldenRequest.fixture("tone-0.2s.wav"))?.durationSeconds ?? 0) - 0.2) < 0.01)
    }

    @Test("base64: size known before decoding, strict decoding")
    func base64() {
        let bytes = [UInt8](repeating: 7, count: 1000)
        let text = Data(bytes).base64EncodedString(options: .lineLength76Characters)
        #expect(AudioInspector.decodedSize(ofBase64: text) == 1000)
        #expect(AudioInspector.decodeBase64(text) == bytes)
        #expect(AudioInspector.decodeBase64("data:audio/wav;base64," + Data(bytes).base64EncodedString()) == bytes)
        #expect(AudioInspector.decodeBase64("not base64!!") == nil)
        #expect(AudioInspector.decodeBase64("") == nil)
    }
}

@Suite("Transcription client")
struct TranscriptionClientTests {
    static let fake = FakeTranscriber()
    static let server = ServerFixture { try await FakeProviderServer.start { fake.respond($0) } }

    func client(retries: Int = 3) async throws -> OpenAITranscriptionClient {
        OpenAITranscriptionClient(
            baseURL: try await Self.server.server().baseURL + "/v1", apiKey: "k", model: "whisper-1",
            retry: RetryPolicy(maxRetries: retries, baseDelay: 0.01, maxDelay: 0.05, jitter: 0.1))
    }

    func audio(_ marker: String) -> [UInt8] { GoldenRequest.fixture("tone-1s.wav") + Array(marker.utf8) }

    @Test("verbose_json with segments; a language name becomes its ISO code")
    func success() async throws {
        let result = try await client().transcribe(
            audio: audio(""), filename: "a.wav", contentType: "audio/wav", language: nil, deadline: Date().addingTimeInterval(10))
        #expect(result.language == "en")
        #expect(result.durationSeconds == 45.5)
        #expect(result.segments.count == 2)
        #expect(
            result.segments[0]
                == .init(
                    start: 0, end: 3.5, text: "First, mix 2 cups of flour with 1 cup of sugar.", averageLogProbability: -0.2,
                    noSpeechProbability: 0.01))
        #expect(result.isSilent == false)
        let request = try #require(
            try await Self.server.server().requests.last { String(decoding: $0.body, as: UTF8.self).contains("a.wav") })
        let body = String(decoding: request.body, as: UTF8.self)
        for part in [
            "name=\"model\"\r\n\r\nwhisper-1", "name=\"response_format\"\r\n\r\nverbose_json",
            "name=\"timestamp_granularities[]\"\r\n\r\nsegment", "filename=\"a.wav\"",
        ] {
            #expect(body.contains(part), "\(part)")
        }
    }

    @Test(
        "a 429 is retried with backoff; persistent failures map to kinds",
        arguments: [
            ("FAIL429ALWAYS", ProviderError.Kind.quotaExceeded), ("FAIL500", .unavailable), ("DETAILERR", .badRequest),
            ("BADJSON", .malformedResponse),
        ])
    func failures(marker: String, kind: ProviderError.Kind) async throws {
        do {
            _ = try await client().transcribe(
                audio: audio(marker), filename: "a.wav", contentType: "audio/wav", language: nil, deadline: Date().addingTimeInterval(10))
            Issue.record("expected \(kind)")
        } catch let error as ProviderError {
            #expect(error.kind == kind)
            if marker == "DETAILERR" { #expect(error.message == "Unsupported file") }
            if marker == "FAIL500" { #expect(error.message.contains("server had an error")) }
        }
    }

    @Test("retryable errors are retried; the same request then succeeds")
    func retryThenSuccess() async throws {
        let before = Self.fake.calls(containing: "FAIL429ONCE")
        let result = try await client().transcribe(
            audio: audio("FAIL429ONCE"), filename: "a.wav", contentType: "audio/wav", language: nil, deadline: Date().addingTimeInterval(10)
        )
        #expect(result.segments.count == 2)
        #expect(Self.fake.calls(containing: "FAIL429ONCE") - before == 2)
    }

    @Test("retries stop at the deadline")
    func boundedByDeadline() async throws {
        let slow = OpenAITranscriptionClient(
            baseURL: try await Self.server.server().baseURL, apiKey: "k",
            retry: RetryPolicy(maxRetries: 5, baseDelay: 1, maxDelay: 30, jitter: 0.1))
        let started = Date()
        do {
            _ = try await slow.transcribe(
                audio: audio("FAIL500"), filename: "a.wav", contentType: "audio/wav", language: nil,
                deadline: Date().addingTimeInterval(2.5))
            Issue.record("expected a failure")
        } catch let error as ProviderError {
            #expect(error.kind == .unavailable, "\(error) after \(Date().timeIntervalSince(started)) s")
        }
        #expect(Date().timeIntervalSince(started) < 2.5)
    }

    @Test("a budget under a second still gets an answer (FoundationNetworking truncates timeouts to seconds)")
    func subSecondBudget() async throws {
        let transport = HTTPTransport(provider: "probe")
        let url = URL(string: try await Self.server.server().baseURL + "/v1/audio/transcriptions")!
        let response = try await transport.send(
            "POST", url: url, headers: ["Content-Type": "text/plain"], body: Data("x".utf8), timeout: 0.6)
        #expect(response.status == 400)
    }

    @Test(
        "languages by code or English name",
        arguments: [("english", "en"), ("French", "fr"), ("en-US", "en"), ("pt_BR", "pt"), ("klingon", nil)])
    func languages(text: String, code: String?) {
        #expect(WhisperLanguages.code(text) == code)
    }
}
