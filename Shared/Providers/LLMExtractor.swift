import Extraction
import Foundation
import FunctionRuntime
import Recipes

/// Extraction with an OpenAI-compatible model under a strict JSON schema. The prompt forbids
/// invented data, asks for English, and for the not-a-recipe answer when there is no recipe.
/// A refusal or a truncated answer fails; invalid JSON or a schema violation gets one repair
/// round with the validator's findings, then fails.
public struct LLMExtractor: RecipeExtractor {
    let client: OpenAIChatClient
    let maxTokens: Int
    /// Longest transcript sent, in characters (the rest is cut).
    let transcriptLimit: Int

    public init(client: OpenAIChatClient, maxTokens: Int = 4096, transcriptLimit: Int = 24_000) {
        self.client = client
        self.maxTokens = maxTokens
        self.transcriptLimit = transcriptLimit
    }

    public var version: String { "llm-1:\(client.model)" }
    public var isPaid: Bool { true }

    static let instructions = """
        You turn a cooking video's text (title, description, transcript, chapters) into a recipe card, following the JSON schema exactly.
        Rules:
        - Use only information present in the input. Never invent ingredients, quantities, units, steps, times, servings or nutrition. \
        Unknown values are null; if the text only links to a recipe elsewhere, return empty ingredients and steps.
        - Write everything in English. Translate from the source language. If you cannot translate a piece of text, keep it in its \
        original language and set its original_language (or title_original_language) to the ISO 639-1 code; otherwise those are null. \
        Set source_language to the main language of the input and flags.translation to not_needed, complete, partial or unavailable.
        - Steps are ordered, numbered from 1, short imperative sentences.
        - Nutrition: only values the input states (calories as a number, protein like "25 g"); then flags.is_estimated is false. \
        Do not estimate.
        - meta.source lists only the inputs you actually used: description, transcript, chapters.
        - If the video is not a recipe (a review, taste test, challenge, vlog, restaurant visit, gadget test, or no cooking), answer \
        {"flags": {"is_recipe": false}, "reason": "<one sentence why>"}.
        Answer with {"result": <recipe or not-recipe object>}.
        """

    func userMessage(_ input: ExtractionInput) -> String {
        var payload: [String: JSONValue] = ["video_id": .string(input.videoID), "title": .optional(input.title)]
        payload["description"] = .optional(input.description)
        if let transcript = input.transcript { payload["transcript"] = .string(String(transcript.prefix(transcriptLimit))) }
        if !input.chapters.isEmpty { payload["chapters"] = .array(input.chapters.map(JSONValue.string)) }
        return (try? JSONCoding.encodeToString(payload)) ?? "{}"
    }

    public func extract(_ input: ExtractionInput, deadline: Date) async throws -> ExtractionOutput {
        var messages: [JSONValue] = [
            ["role": "system", "content": .string(Self.instructions)],
            ["role": "user", "content": .string(userMessage(input))],
        ]
        var tokens = maxTokens
        var retried = false
        while true {
            let answer = try await client.complete(
                messages: messages, schemaName: "recipe_json_v1", schema: RecipeSchema.structuredOutputSchema, maxTokens: tokens,
                deadline: deadline)
            if let refusal = answer.refusal, !refusal.isEmpty {
                throw ExtractionError(.refused, "the model refused: \(refusal)")
            }
            if answer.finishReason == "content_filter" { throw ExtractionError(.refused, "the answer was filtered") }
            let problems: [String]
            if answer.finishReason == "length" {
                problems = ["the answer was cut off at \(tokens) tokens"]
            } else if let content = answer.content, let parsed = JSONCoding.parseBody(content)?.removingNUL() {
                guard let result = parsed["result"] else {
                    problems = ["the answer has no \"result\""]
                    if retried { throw ExtractionError(.invalidOutput, problems.joined(separator: "; ")) }
                    retried = true
                    messages += repair(answer.content, problems)
                    continue
                }
                let findings = RecipeSchema.validate(result)
                if findings.isEmpty {
                    return try output(result, input: input)
                }
                problems = findings
            } else {
                problems = ["the answer is not valid JSON"]
            }
            guard !retried else {
                throw ExtractionError(
                    answer.finishReason == "length" ? .truncated : .invalidOutput, problems.prefix(5).joined(separator: "; "))
            }
            retried = true
            if answer.finishReason == "length" {
                tokens *= 2
            } else {
                messages += repair(answer.content, problems)
            }
        }
    }

    func repair(_ content: String?, _ problems: [String]) -> [JSONValue] {
        [
            ["role": "assistant", "content": .string(content ?? "")],
            [
                "role": "user",
                "content": .string(
                    "That answer does not match the schema: \(problems.prefix(10).joined(separator: "; ")). Answer again with corrected JSON only."
                ),
            ],
        ]
    }

    func output(_ result: JSONValue, input: ExtractionInput) throws -> ExtractionOutput {
        var recipe = try RecipeResult(json: result)
        var available: [String] = []
        if !(input.description ?? "").isEmpty { available.append("description") }
        if !(input.transcript ?? "").isEmpty { available.append("transcript") }
        if !input.chapters.isEmpty { available.append("chapters") }
        // The model may only claim inputs it was given.
        if case .recipe(var document) = recipe {
            let claimed = document.meta.source.filter(available.contains)
            document.meta.source = claimed.isEmpty ? Array(available.prefix(1)) : claimed
            if document.meta.source.isEmpty { document.meta.source = ["description"] }
            recipe = .recipe(document)
        }
        let used: [String]
        if case .recipe(let document) = recipe {
            used = document.meta.source
        } else {
            used = available.isEmpty ? ["description"] : available
        }
        return ExtractionOutput(result: recipe, confidence: nil, inputsUsed: used, extractorVersion: version)
    }
}
