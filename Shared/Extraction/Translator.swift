import ProcessKit

#if canImport(Glibc)
import Glibc
#endif

/// Translates recipe text into English. A text that cannot be translated is answered with nil,
/// and the caller keeps the original with its language marked — it is never passed off as English.
public protocol Translator: Sendable {
    /// Whether anything can be translated from `language` (ISO 639-1).
    func supports(_ language: String) -> Bool
    /// One result per text: the English text, or nil when it could not be translated fully, or
    /// not in words that can be checked (`TranslationCheck`).
    func translate(_ texts: [String], from language: String, as kind: TranslatedText) -> [String?]
}

/// The offline translator: the cooking glossary first (ingredient names, units, phrases), then
/// Apertium (rule-based, GPL, run as a separate process: `spa-eng` for Spanish; French, Italian
/// and Portuguese through Catalan), then the glossary again for words Apertium marked unknown.
/// German has no Apertium pair in Debian: glossary only. Bengali, Hindi and Telugu have no offline
/// translator in Debian or PyPI.
public struct OfflineTranslator: Translator {
    public static let apertiumPipelines: [String: [String]] = [
        "es": ["spa-eng"], "fr": ["fra-cat", "cat-eng"], "it": ["ita-cat", "cat-eng"], "pt": ["por-cat", "cat-eng"],
    ]

    let apertium: String?
    let timeout: Duration

    /// `apertiumPath` nil disables Apertium (glossary only).
    public init(apertiumPath: String? = OfflineTranslator.installedApertium(), timeout: Duration = .seconds(10)) {
        self.apertium = apertiumPath
        self.timeout = timeout
    }

    public static func installedApertium() -> String? {
        for candidate in ["/usr/bin/apertium", "/usr/local/bin/apertium"] {
            if access(candidate, X_OK) == 0 && access("/usr/share/apertium/modes/cat-eng.mode", R_OK) == 0 { return candidate }
        }
        return nil
    }

    public func supports(_ language: String) -> Bool {
        Glossary.hasTable(for: language) || (apertium != nil && Self.apertiumPipelines[language] != nil)
    }

    public func translate(_ texts: [String], from language: String, as kind: TranslatedText) -> [String?] {
        let names = kind != .sentence
        var results: [String?] = texts.map { names ? Glossary.translateName($0, from: language) : nil }
        let pending = results.indices.filter { results[$0] == nil && !texts[$0].trimmed.isEmpty }
        guard !pending.isEmpty, let apertium, let pipeline = Self.apertiumPipelines[language] else { return results }
        guard let translated = runApertium(apertium, pipeline: pipeline, lines: pending.map { texts[$0] }) else { return results }
        for (offset, index) in pending.enumerated() where offset < translated.count {
            results[index] = accept(translated[offset], original: texts[index], language: language).map {
                names ? Self.withoutPartitive($0) : $0
            }
            .flatMap { TranslationCheck.accepts($0, source: texts[index], as: kind) ? $0 : nil }
        }
        return results
    }

    /// Apertium marks words it could not translate with `*`, `#` or `@`. A line is accepted when
    /// every marked word is a name kept as is (capitalised, or a number) or the glossary knows it.
    func accept(_ output: String, original: String, language: String) -> String? {
        var words: [String] = []
        for word in output.split(separator: " ", omittingEmptySubsequences: false) {
            let leading = word.prefix { !$0.fastIsLetter && !$0.fastIsNumber && !"*#@".contains($0) }
            let rest = word.dropFirst(leading.count)
            guard let marker = rest.first, "*#@".contains(marker) else {
                words.append(String(word))
                continue
            }
            let bare = String(leading) + String(rest.drop { "*#@".contains($0) })
            let core = bare.trimmingEdges { !$0.fastIsLetter && !$0.fastIsNumber }
            if let english = Glossary.translateName(core, from: language) {
                words.append(bare.replacingAll(core, with: english))
            } else if core.first?.isUppercase == true || core.allSatisfy({ $0.fastIsNumber }) || core.isEmpty {
                words.append(bare)
            } else {
                return nil
            }
        }
        let text = words.joined(separator: " ").trimmed
        return text.isEmpty ? nil : text
    }

    /// A name as Apertium renders a partitive article ("du thon", "de la coriandre", "des câpres"):
    /// "of the tuna", "of coriander", "some capers" → the name alone.
    static func withoutPartitive(_ name: String) -> String {
        for article in ["of the ", "of ", "some "] where name.count > article.count + 2 {
            if name.lowercased().hasPrefix(article) { return String(name.dropFirst(article.count)) }
        }
        return name
    }

    /// Runs the pipeline stage by stage over all texts at once, each its own paragraph. Apertium
    /// keeps line breaks, but its reordering rules run across a single one: "pour purée" then
    /// "grosse" came back "for big" and "purée", each note on the wrong ingredient. A blank line
    /// between texts ends one before the next begins. Nil unless every text comes back.
    func runApertium(_ apertium: String, pipeline: [String], lines: [String]) -> [String]? {
        var input = lines.map { $0.replacingAll("\n", with: " ") }.joined(separator: "\n\n") + "\n"
        for mode in pipeline {
            let outcome = ProcessRunner.runBlocking(
                ProcessSpec(
                    executable: apertium, arguments: [mode], environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"],
                    stdin: Array(input.utf8), timeout: timeout, maxStdoutBytes: 4 << 20),
                stderrLine: { _ in })
            guard case .exited(0, let stdout) = outcome else { return nil }
            input = String(decoding: stdout, as: UTF8.self)
        }
        let output = input.split(separator: "\n\n", omittingEmptySubsequences: false).map { $0.trimmed }
        guard output.count == lines.count else { return nil }
        return output
    }
}
