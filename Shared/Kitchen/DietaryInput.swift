import Domain
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
                throw SavryAppErrors.unknownRestriction(text.trimmed, allowed: DietaryRules.Restriction.allCases.map(\.rawValue))
            }
            found.insert(restriction)
        }
        return found
    }
}
