import Foundation
import FunctionRuntime
import Recipes

/// The runner's OpenAPI 3.1 document (runner/openapi.json) as a contract: every response a
/// golden case observes must be documented for its route and status, and its JSON body must
/// validate against the documented schema.
public struct OpenAPIContract: Sendable {
    public let document: JSONValue

    public static let shared: OpenAPIContract = {
        let path = PackagePaths.root + "/runner/openapi.json"
        let data = FileManager.default.contents(atPath: path) ?? Data()
        return OpenAPIContract(document: (try? JSONCoding.decode(JSONValue.self, from: data)) ?? .null)
    }()

    public init(document: JSONValue) {
        self.document = document
    }

    /// `(method, path template)` of every documented operation.
    public var operations: Set<String> {
        var result: Set<String> = []
        for (path, item) in document["paths"]?.objectValue ?? [:] {
            for method in (item.objectValue ?? [:]).keys { result.insert(method.uppercased() + " " + path) }
        }
        return result
    }

    /// Problems with one response; empty when it matches the document.
    public func problems(method: String, pathTemplate: String, status: Int, headers: [String: String], body: [UInt8]) -> [String] {
        guard let operation = document["paths"]?[pathTemplate]?[method.lowercased()] else {
            return ["\(method) \(pathTemplate) is not in openapi.json"]
        }
        guard let response = operation["responses"]?[String(status)] ?? operation["responses"]?["default"] else {
            return ["\(method) \(pathTemplate): status \(status) is not documented"]
        }
        var problems: [String] = []
        if status >= 400, headers["x-error-code"] == nil { problems.append("error response without x-error-code") }
        if let code = headers["x-error-code"], let allowed = errorCodes(response), !allowed.contains(code) {
            problems.append("x-error-code \(code) is not among the codes documented for this response")
        }
        guard let content = response["content"]?.objectValue, let (type, media) = content.first else { return problems }
        guard type.hasPrefix("application/json") else { return problems }
        guard headers["content-type"]?.hasPrefix("application/json") == true else {
            return problems + ["content-type is \(headers["content-type"] ?? "missing"), documented \(type)"]
        }
        guard let value = JSONCoding.parseBody(String(decoding: body, as: UTF8.self)) else {
            return problems + ["body is not JSON"]
        }
        guard let schema = media["schema"] else { return problems }
        // Validate with the whole document as the root so `#/components/schemas/…` resolves.
        var root = document.objectValue ?? [:]
        root["__response"] = schema
        let validator = JSONSchemaValidator(root: .object(root))
        return problems + validator.validate(value, against: ["$ref": "#/__response"])
    }

    /// The codes the document allows in a response's `x-error-code` header; nil when the
    /// response documents no such header (or no list of codes).
    func errorCodes(_ response: JSONValue) -> Set<String>? {
        guard var header = response["headers"]?["x-error-code"] else { return nil }
        if let reference = header["$ref"]?.stringValue, reference.hasPrefix("#/components/headers/") {
            header = document["components"]?["headers"]?[String(reference.dropFirst("#/components/headers/".count))] ?? .null
        }
        guard let values = header["schema"]?["enum"]?.arrayValue else { return nil }
        return Set(values.compactMap(\.stringValue))
    }

    /// The codes documented for every error response of `function`'s routes, as one set per
    /// header component used.
    public func documentedErrorCodes(function: String) -> Set<String> {
        var codes: Set<String> = []
        for item in (document["paths"]?.objectValue ?? [:]).values {
            for operation in (item.objectValue ?? [:]).values where operation["x-function"]?.stringValue == function {
                for response in (operation["responses"]?.objectValue ?? [:]).values {
                    codes.formUnion(errorCodes(response) ?? [])
                }
            }
        }
        return codes
    }
}
