import Foundation
import FunctionRuntime

/// Reads `dietaryRestrictions` from a request. A restriction we do not know is refused (400), not
/// ignored: we could not promise to keep it.
public enum DietaryInput {
    public static func restrictions(_ fields: FieldReader) throws(FunctionError) -> Set<DietaryRules.Restriction> {
        var found: Set<DietaryRules.Restriction> = []
        for text in try fields.stringArray("dietaryRestrictions", maxCount: 20, maxLength: 40) ?? [] {
            guard !text.trimmed.isEmpty else { continue }
            guard let restriction = DietaryRules.restriction(text) else {
                throw FunctionError(
                    status: 400, code: "UNKNOWN_DIETARY_RESTRICTION", message: "Unknown dietary restriction: \(text.trimmed)",
                    fields: ["allowed": .array(DietaryRules.Restriction.allCases.map { .string($0.rawValue) })])
            }
            found.insert(restriction)
        }
        return found
    }
}
