import Domain
import FunctionRuntime

/// A validated save request. Field names, required fields and defaults are the Savry import
/// API's.
struct CommunityRecipeSubmission: JSONBodyRequest, Equatable {
    static let requiredFields = ["recipe", "sourceType", "sourcePlatform", "sourceUrl", "sourceVideoId", "userId", "username"]
    static let requiredRecipeFields = ["title", "ingredients", "instructions"]

    let recipe: JSONValue
    let title: String
    let source: VideoReference
    let sourceURL: String
    /// What the shared row keeps as the source URL: none for a device file.
    let storedSourceURL: String
    let sourceType: String
    let userID: String
    let username: String
    let isPublic: Bool
    let extractionMethod: String
    let extractionConfidence: Double?

    init(_ fields: FieldReader) throws(FunctionError) {
        var missing = fields.missing(Self.requiredFields)
        let recipeFields = try? fields.objectReader("recipe")
        if let recipeFields { missing += recipeFields.missing(Self.requiredRecipeFields) }
        guard missing.isEmpty else { throw CommonErrors.missingFields(missing) }
        guard let recipeFields else { throw CommonErrors.invalidField("recipe", expected: "object") }

        sourceType = try fields.requireString("sourceType", maxLength: 32)
        guard sourceType == "video" else {
            throw SavryImportErrors.invalidSourceType
        }
        let platformName = try fields.requireString("sourcePlatform", maxLength: 32)
        guard let platform = VideoPlatform(rawValue: platformName.lowercased()) else { throw SavryImportErrors.invalidPlatform }
        sourceURL = try fields.requireString("sourceUrl", maxLength: 2048).trimmed
        let videoID = try fields.requireString("sourceVideoId", maxLength: 128).trimmed
        userID = try fields.requireString("userId", maxLength: 64).trimmed
        username = try fields.requireString("username", maxLength: 100).trimmed
        isPublic = try fields.bool("isPublic") ?? true
        extractionMethod = try fields.string("extractionMethod", maxLength: 64) ?? "whisper_ai"
        extractionConfidence = try fields.number("extractionConfidence", in: 0...1)

        if VideoReference.parse(sourceURL) == nil, VideoReference.isDeviceURL(sourceURL) {
            // A camera-roll video (the id get-or-transcribe answered for its audio): the claimed
            // platform is the app's guess, and the device path stays out of the shared row.
            guard VideoReference.isDeviceID(videoID) else { throw SavryImportErrors.invalidDeviceVideoID }
            source = VideoReference(platform: .device, videoID: videoID, canonicalURL: "")
            storedSourceURL = ""
        } else {
            guard let reference = VideoReference.parse(sourceURL) else { throw SavryImportErrors.invalidSourceURL }
            guard reference.platform == platform else {
                throw SavryImportErrors.platformMismatch(platform, url: reference.platform, what: "URL")
            }
            guard reference.videoID == videoID else { throw SavryImportErrors.videoIDMismatch(videoID, url: reference.videoID) }
            source = reference
            storedSourceURL = sourceURL
        }
        (recipe, title) = try Self.normalisedRecipe(recipeFields)
    }

    /// Checks every recipe field's type and size and returns the recipe with instructions in one
    /// form (`{step, text}`) and unknown keys dropped.
    private static func normalisedRecipe(_ fields: FieldReader) throws(FunctionError) -> (JSONValue, String) {
        let title = try fields.requireString("title", maxLength: 300).trimmed
        var recipe: [String: JSONValue] = ["title": .string(title)]
        for key in ["description", "cuisine", "difficulty", "servingType", "yieldUnit", "imageUrl"] {
            let limit = key == "description" ? 5_000 : (key == "imageUrl" ? 2_048 : 100)
            recipe[key] = .optional(try fields.string(key, maxLength: limit))
        }
        for key in ["servings", "prepTime", "cookTime", "totalTime"] {
            recipe[key] = .optional(try fields.number(key, in: 0...100_000))
        }
        for key in ["tags", "allergens", "dietary"] {
            recipe[key] = .array((try fields.stringArray(key, maxCount: 50, maxLength: 100) ?? []).map(JSONValue.string))
        }
        recipe["ingredients"] = .array(try ingredients(fields))
        recipe["instructions"] = .array(try instructions(fields))
        return (.object(recipe), title)
    }

    private static func ingredients(_ fields: FieldReader) throws(FunctionError) -> [JSONValue] {
        let items = try fields.array("ingredients", maxCount: 200) ?? []
        var result: [JSONValue] = []
        for (index, item) in items.enumerated() {
            let path = "\(fields.path("ingredients"))[\(index)]"
            guard let members = item.objectValue else { throw CommonErrors.invalidField(path, expected: "object") }
            let ingredient = FieldReader(members, prefix: path)
            let missing = ingredient.missing(["name"])
            guard missing.isEmpty else { throw CommonErrors.missingFields(missing) }
            // The contract sends amounts as strings ("1"); numbers are accepted and kept as text.
            var amount: JSONValue = .null
            if let raw = members["amount"], raw != .null {
                if let number = raw.doubleValue {
                    amount = .string(number.exactInt.map(String.init) ?? String(number))
                } else {
                    amount = .string(try ingredient.string("amount", maxLength: 50) ?? "")
                }
            }
            result.append([
                "name": .string(try ingredient.requireString("name", maxLength: 200).trimmed),
                "amount": amount,
                "unit": .optional(try ingredient.string("unit", maxLength: 50)),
                "preparation": .optional(try ingredient.string("preparation", maxLength: 500)),
            ])
        }
        return result
    }

    private static func instructions(_ fields: FieldReader) throws(FunctionError) -> [JSONValue] {
        let items = try fields.array("instructions", maxCount: 200) ?? []
        var result: [JSONValue] = []
        for (index, item) in items.enumerated() {
            let path = "\(fields.path("instructions"))[\(index)]"
            if let text = item.stringValue {
                guard !text.trimmed.isEmpty, text.count <= 5_000 else {
                    throw CommonErrors.invalidField(path, expected: "non-empty string")
                }
                result.append(["step": .int(Int64(index + 1)), "text": .string(text.trimmed)])
                continue
            }
            guard let members = item.objectValue else { throw CommonErrors.invalidField(path, expected: "object") }
            let instruction = FieldReader(members, prefix: path)
            let missing = instruction.missing(["text"])
            guard missing.isEmpty else { throw CommonErrors.missingFields(missing) }
            let step = try instruction.integer("step", in: 1...1_000) ?? Int64(index + 1)
            result.append(["step": .int(step), "text": .string(try instruction.requireString("text", maxLength: 5_000).trimmed)])
        }
        return result
    }
}
