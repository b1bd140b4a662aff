import Domain
import Foundation
import FunctionRuntime
import TestSupport
import Testing

@testable import VideoImport

/// The five-minute limit against uploads whose header understates their length: the prober
/// decodes the audio (real ffmpeg and ffprobe), so the transcriber is never paid for the rest.
@Suite("Audio length")
struct AudioLengthTests {
    let prober = DecodingAudioProber(ffprobe: "/usr/bin/ffprobe", ffmpeg: "/usr/bin/ffmpeg")

    @Test("an honest short file is measured from its samples")
    func honest() async throws {
        let speech = try SpeechSamples.make()
        for format in ["m4a", "mp3", "wav"] {
            let seconds = try #require(await prober.durationSeconds(speech[format]!, fileExtension: format))
            let header = try #require(await prober.headerSeconds(speech[format]!, fileExtension: format))
            #expect(abs(seconds - header) < 0.2, "\(format): decoded \(seconds), header \(header)")
            #expect(seconds > 3 && seconds < 10)
        }
    }

    @Test("an M4A whose header says one second is measured past the limit, and refused before transcription")
    func understatedM4A() async throws {
        let lying = LongAudio.understated(try LongAudio.toneM4A(seconds: 400))
        let header = try #require(await prober.headerSeconds(lying, fileExtension: "m4a"))
        #expect(header < 2, "the header lies: \(header)")
        let measured = try #require(await prober.durationSeconds(lying, fileExtension: "m4a"))
        #expect(AudioDurationLimit.exceeds(measured))
        #expect(measured < 400, "decoding stops at the limit instead of reading all of it: \(measured)")
        let facts = try #require(AudioInspector.inspect(lying))
        let judged = await AudioDurationLimit.measure(facts, audio: lying, prober: prober)
        #expect(judged.map(AudioDurationLimit.exceeds) == true)
    }

    @Test("an honest long file is refused with its own length, from its header")
    func honestLong() async throws {
        let long = try LongAudio.toneM4A(seconds: 400)
        let measured = try #require(await prober.durationSeconds(long, fileExtension: "m4a"))
        #expect(abs(measured - 400) < 1)
    }

    @Test("every data chunk of a WAV counts, with or without a prober")
    func wavChunks() async throws {
        let wav = LongAudio.twoChunkWAV(shortSeconds: 1, longSeconds: 400)
        let facts = try #require(AudioInspector.inspect(wav))
        #expect(abs((facts.durationSeconds ?? 0) - 401) < 0.01)
        #expect(facts.isSilent == false)
        #expect(await AudioDurationLimit.measure(facts, audio: wav, prober: nil).map(AudioDurationLimit.exceeds) == true)
        let decoded = try #require(await prober.durationSeconds(wav, fileExtension: "wav"))
        #expect(AudioDurationLimit.exceeds(decoded))
    }

    @Test("a file ffmpeg cannot decode is left to the header, and to the transcriber's own measure")
    func undecodable() async throws {
        let broken = [0, 0, 0, 24] + Array("ftypM4A ".utf8) + [UInt8](repeating: 0x5A, count: 4000)
        #expect(await prober.decodedSeconds(broken, fileExtension: "m4a") == .unknown)
        #expect(await prober.durationSeconds(broken, fileExtension: "m4a") == nil)
    }
}
