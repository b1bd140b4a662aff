import FunctionRuntime

/// A validator for the JSON Schema keywords our documents use: `type`, `properties`, `required`,
/// `additionalProperties: false`, `items`, `enum`, `const`, `anyOf`, local `$ref`, `minLength`,
/// `maxLength`, `pattern`, `minItems`, `maxItems`, `uniqueItems`, `minimum`, `maximum`. Unknown
/// keywords are ignored, as the specification says. Problems are reported as `/json/pointer: why`.
public struct JSONSchemaValidator: Sendable {
    let root: JSONValue

    public init(root: JSONValue) {
        self.root = root
    }

    public func validate(_ value: JSONValue) -> [String] {
        validate(value, against: root)
    }

    /// Validates against `schema` (which may be a `$ref` into the root document).
    public func validate(_ value: JSONValue, against schema: JSONValue) -> [String] {
        var problems: [String] = []
        check(value, against: schema, at: "", into: &problems)
        return problems
    }

    /// Follows local `$ref`s (a reference may lead to another reference; at most 32 hops).
    private func resolve(_ schema: JSONValue) -> JSONValue {
        var current = schema
        for _ in 0..<32 {
            guard let reference = current["$ref"]?.stringValue, reference.hasPrefix("#/") else { return current }
            var node = root
            for part in reference.dropFirst(2).split(separator: "/") {
                node = node[String(part)] ?? .null
            }
            current = node
        }
        return current
    }

    private func check(_ value: JSONValue, against rawSchema: JSONValue, at path: String, into problems: inout [String]) {
        let schema = resolve(rawSchema)
        let here = path.isEmpty ? "/" : path
        if let alternatives = schema["anyOf"]?.arrayValue {
            let matches = alternatives.contains { alternative in
                var scratch: [String] = []
                check(value, against: alternative, at: path, into: &scratch)
                return scratch.isEmpty
            }
            if !matches {
                // Report the problems of the alternative that got furthest (fewest problems).
                let best =
                    alternatives.map { alternative -> [String] in
                        var scratch: [String] = []
                        check(value, against: alternative, at: path, into: &scratch)
                        return scratch
                    }.min { $0.count < $1.count } ?? []
                problems.append(contentsOf: best.isEmpty ? ["\(here): matches no alternative"] : best)
            }
        }
        if let types = schema["type"] {
            let allowed = types.arrayValue?.compactMap(\.stringValue) ?? [types.stringValue ?? ""]
            guard allowed.contains(where: { Self.has(value, type: $0) }) else {
                problems.append("\(here): expected \(allowed.joined(separator: " or ")), got \(value.typeName)")
                return
            }
        }
        if let constant = schema["const"], value != constant {
            problems.append("\(here): must be \(Self.render(constant))")
        }
        if let options = schema["enum"]?.arrayValue, !options.contains(value) {
            problems.append("\(here): must be one of \(options.map(Self.render).joined(separator: ", "))")
        }
        switch value {
        case .string(let text):
            if let minimum = schema["minLength"]?.intValue, text.count < minimum { problems.append("\(here): shorter than \(minimum)") }
            if let maximum = schema["maxLength"]?.intValue, text.count > maximum { problems.append("\(here): longer than \(maximum)") }
            if let pattern = schema["pattern"]?.stringValue, let regex = try? Regex(pattern), (try? regex.firstMatch(in: text)) == nil {
                problems.append("\(here): does not match \(pattern)")
            }
        case .int, .double:
            let number = value.doubleValue ?? 0
            if let minimum = schema["minimum"]?.doubleValue, number < minimum {
                problems.append("\(here): below \(Self.render(schema["minimum"]!))")
            }
            if let maximum = schema["maximum"]?.doubleValue, number > maximum {
                problems.append("\(here): above \(Self.render(schema["maximum"]!))")
            }
        case .array(let items):
            if let minimum = schema["minItems"]?.intValue, items.count < minimum { problems.append("\(here): fewer than \(minimum) items") }
            if let maximum = schema["maxItems"]?.intValue, items.count > maximum { problems.append("\(here): more than \(maximum) items") }
            if schema["uniqueItems"] == true, Set(items).count != items.count { problems.append("\(here): items are not unique") }
            if let itemSchema = schema["items"] {
                for (index, item) in items.enumerated() { check(item, against: itemSchema, at: "\(path)/\(index)", into: &problems) }
            }
        case .object(let members):
            for name in schema["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] where members[name] == nil {
                problems.append("\(here): missing \(name)")
            }
            let properties = schema["properties"]?.objectValue ?? [:]
            for (name, member) in members.sorted(by: { $0.key < $1.key }) {
                if let propertySchema = properties[name] {
                    check(member, against: propertySchema, at: "\(path)/\(name)", into: &problems)
                } else if schema["additionalProperties"] == false {
                    problems.append("\(here): unexpected property \(name)")
                }
            }
        default:
            break
        }
    }

    static func has(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object): return true
        case ("number", .int), ("number", .double): return true
        case ("integer", .int): return true
        case ("integer", .double(let number)): return number.rounded() == number
        default: return false
        }
    }

    static func render(_ value: JSONValue) -> String {
        (try? JSONCoding.encodeToString(value)) ?? "?"
    }
}
