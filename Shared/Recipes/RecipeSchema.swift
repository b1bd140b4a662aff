import FunctionRuntime

/// The JSON Schema document of recipe_json_v1 — the single source of truth: every stored recipe
/// is validated against it (`validate`), and the LLM's structured output is constrained by a copy
/// reduced to the keywords OpenAI's strict mode accepts (`structuredOutputSchema`).
public enum RecipeSchema {
    public struct Invalid: Error, CustomStringConvertible, Sendable {
        public let problems: [String]
        public var description: String { "recipe does not match recipe_json_v1: " + problems.joined(separator: "; ") }
    }

    static let nullableText: JSONValue = ["type": ["string", "null"], "maxLength": 2000]
    static let languageCode: JSONValue = ["type": ["string", "null"], "pattern": "^[a-z]{2}$"]

    /// The document (JSON Schema draft 2020-12).
    public static let document: JSONValue = [
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "recipe_json_v1",
        "title": "recipe_json_v1",
        "description": "A recipe extracted from a video, in English; or the statement that the video is not a recipe.",
        "anyOf": [["$ref": "#/$defs/recipe"], ["$ref": "#/$defs/not_recipe"], ["$ref": "#/$defs/incomplete"]],
        "$defs": [
            "recipe": [
                "type": "object",
                "additionalProperties": false,
                "required": [
                    "title", "title_original_language", "language", "source_language", "ingredients", "steps", "nutrition", "meta", "flags",
                ],
                "properties": [
                    "title": ["type": "string", "minLength": 1, "maxLength": 300],
                    "title_original_language": languageCode,
                    "language": ["const": "en"],
                    "source_language": languageCode,
                    "ingredients": [
                        "type": "array", "maxItems": 100,
                        "items": [
                            "type": "object", "additionalProperties": false,
                            "required": ["item", "quantity", "unit", "notes", "original_language"],
                            "properties": [
                                "item": ["type": "string", "minLength": 1, "maxLength": 300],
                                "quantity": ["type": ["string", "null"], "maxLength": 40],
                                "unit": ["type": ["string", "null"], "maxLength": 40],
                                "notes": nullableText,
                                "original_language": languageCode,
                            ],
                        ],
                    ],
                    "steps": [
                        "type": "array", "maxItems": 100,
                        "items": [
                            "type": "object", "additionalProperties": false,
                            "required": ["order", "text", "original_language"],
                            "properties": [
                                "order": ["type": "integer", "minimum": 1],
                                "text": ["type": "string", "minLength": 1, "maxLength": 2000],
                                "original_language": languageCode,
                                "gist": ["type": "string", "minLength": 1, "maxLength": 2000],
                            ],
                        ],
                    ],
                    "nutrition": [
                        "type": "object", "additionalProperties": false, "required": ["calories", "protein", "note"],
                        "properties": [
                            "calories": ["type": ["number", "null"], "minimum": 0, "maximum": 20000],
                            "protein": ["type": ["string", "null"], "maxLength": 40],
                            "note": nullableText,
                        ],
                    ],
                    "meta": [
                        "type": "object", "additionalProperties": false,
                        "required": ["servings", "prep_time", "cook_time", "total_time", "source"],
                        "properties": [
                            "servings": ["type": ["string", "null"], "maxLength": 60],
                            "prep_time": ["type": ["string", "null"], "maxLength": 60],
                            "cook_time": ["type": ["string", "null"], "maxLength": 60],
                            "total_time": ["type": ["string", "null"], "maxLength": 60],
                            "source": [
                                "type": "array", "minItems": 1, "maxItems": 3, "uniqueItems": true,
                                "items": ["enum": ["description", "transcript", "chapters"]],
                            ],
                        ],
                    ],
                    "flags": [
                        "type": "object", "additionalProperties": false, "required": ["is_recipe", "is_estimated", "translation"],
                        "properties": [
                            "is_recipe": ["const": true],
                            "is_estimated": ["type": "boolean"],
                            "translation": ["enum": ["not_needed", "complete", "partial", "unavailable"]],
                        ],
                    ],
                ],
            ],
            "not_recipe": [
                "type": "object", "additionalProperties": false, "required": ["flags", "reason"],
                "properties": [
                    "flags": [
                        "type": "object", "additionalProperties": false, "required": ["is_recipe"],
                        "properties": ["is_recipe": ["const": false]],
                    ],
                    "reason": ["type": "string", "minLength": 1, "maxLength": 500],
                ],
            ],
            "incomplete": [
                "type": "object", "additionalProperties": false, "required": ["flags", "reason", "missing", "recipe_url"],
                "properties": [
                    "flags": [
                        "type": "object", "additionalProperties": false, "required": ["is_recipe", "is_complete"],
                        "properties": ["is_recipe": ["const": true], "is_complete": ["const": false]],
                    ],
                    "reason": ["type": "string", "minLength": 1, "maxLength": 500],
                    "missing": [
                        "type": "array", "minItems": 1, "maxItems": 2, "uniqueItems": true, "items": ["enum": ["ingredients", "steps"]],
                    ],
                    "recipe_url": ["type": ["string", "null"], "maxLength": 2000],
                ],
            ],
        ],
    ]

    /// Every way `value` breaks the document, plus the rules JSON Schema cannot say (steps are
    /// numbered 1, 2, 3 …). Empty means valid.
    public static func validate(_ value: JSONValue) -> [String] {
        var problems = JSONSchemaValidator(root: document).validate(value)
        if problems.isEmpty, let steps = value["steps"]?.arrayValue {
            for (index, step) in steps.enumerated() where step["order"]?.intValue != Int64(index + 1) {
                problems.append("/steps/\(index)/order: must be \(index + 1)")
            }
        }
        return problems
    }

    /// For OpenAI-compatible `response_format: {type: "json_schema", json_schema: {strict: true}}`:
    /// an object root `{result: recipe | not_recipe}` with references inlined and the keywords
    /// strict mode does not accept removed (the full document still validates the answer).
    public static var structuredOutputSchema: JSONValue {
        let definitions = document["$defs"] ?? [:]
        func reduce(_ node: JSONValue) -> JSONValue {
            switch node {
            case .object(let members):
                if let reference = members["$ref"]?.stringValue, reference.hasPrefix("#/$defs/"),
                    let target = definitions[String(reference.dropFirst("#/$defs/".count))]
                {
                    return reduce(target)
                }
                var reduced: [String: JSONValue] = [:]
                // Strict mode requires every property: the optional ones (a step's gist, which
                // only the offline extractor writes) are left out instead.
                let required = Set(members["required"]?.arrayValue?.compactMap(\.stringValue) ?? [])
                for (key, value) in members {
                    switch key {
                    case "minLength", "maxLength", "pattern", "minItems", "maxItems", "uniqueItems", "minimum", "maximum", "$schema",
                        "$id", "$defs", "title":
                        continue
                    case "const":
                        reduced["enum"] = [value]
                    case "type" where value.arrayValue != nil:
                        // ["string", "null"] is accepted by strict mode as is.
                        reduced[key] = value
                    case "properties" where members["required"] != nil:
                        reduced[key] = .object((value.objectValue ?? [:]).filter { required.contains($0.key) }.mapValues(reduce))
                    default:
                        reduced[key] = reduce(value)
                    }
                }
                return .object(reduced)
            case .array(let items):
                return .array(items.map(reduce))
            default:
                return node
            }
        }
        return [
            "type": "object",
            "additionalProperties": false,
            "required": ["result"],
            "properties": ["result": ["anyOf": .array((document["anyOf"]?.arrayValue ?? []).map(reduce))]],
        ]
    }
}
