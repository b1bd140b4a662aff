import ChefStream
import Domain
import Foundation
import FunctionRuntime
import Library
import RunnerCore
import TestSupport
import Testing

/// The error codes a client can receive are listed once per domain (`*Errors.swift`), and the
/// OpenAPI document lists the same codes for that domain's routes.
@Suite("Error catalogues")
struct ErrorCatalogueTests {
    static let catalogues: [(name: String, codes: [String], functions: [String])] = [
        ("SavryImportErrors", SavryImportErrors.codes, ["save-community-recipe", "get-or-transcribe"]),
        (
            "SavryAppErrors", SavryAppErrors.codes,
            ["auth", "account", "generate-recipe", "generate-meal-plan", "generate-grocery-list", "saved-recipes", "sync", "app-data"]
        ),
        ("ChefStreamErrors", ChefStreamErrors.codes, ["search", "recipe", "extract"]),
        ("TwinMindErrors", TwinMindErrors.codes, ["transcribe"]),
        ("LibraryErrors", LibraryErrors.codes, ["library"]),
        ("LibraryErrors and SavryImportErrors", LibraryErrors.codes + SavryImportErrors.codes, ["library-recipe"]),
    ]

    /// Every Swift source of the product (not tests).
    static func sources() throws -> [(path: String, text: String)] {
        var found: [(String, String)] = []
        for folder in ["Shared", "Functions", "runner/Sources"] {
            let root = PackagePaths.root + "/" + folder
            guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
            for case let relative as String in walker where relative.hasSuffix(".swift") {
                found.append((folder + "/" + relative, try String(contentsOfFile: root + "/" + relative, encoding: .utf8)))
            }
        }
        return found
    }

    static func codes(in text: String) -> Set<String> {
        let pattern = try! Regex(#"code: "([A-Z][A-Z0-9_]*)""#)
        return Set(text.matches(of: pattern).compactMap { $0.output[1].substring.map(String.init) })
    }

    @Test("errors are built only in the catalogues, and each catalogue lists exactly the codes it builds")
    func builtInCataloguesOnly() throws {
        var outside: [String] = []
        for (path, text) in try Self.sources() {
            let name = (path as NSString).lastPathComponent
            let isCatalogue = name.hasSuffix("Errors.swift")
            if !isCatalogue, name != "FunctionError.swift", text.contains("FunctionError(") { outside.append(path) }
            guard isCatalogue else { continue }
            let listed: [String]
            switch name {
            case "CommonErrors.swift": listed = CommonErrors.codes
            case "RunnerErrors.swift": listed = RunnerErrors.codes
            case "SavryImportErrors.swift": listed = SavryImportErrors.codes
            case "SavryAppErrors.swift": listed = SavryAppErrors.codes
            case "ChefStreamErrors.swift": listed = ChefStreamErrors.codes
            case "TwinMindErrors.swift": listed = TwinMindErrors.codes
            case "LibraryErrors.swift": listed = LibraryErrors.codes
            default:
                Issue.record("\(path) is a catalogue this test does not know")
                continue
            }
            #expect(Set(listed) == Self.codes(in: text), "\(path): the codes list and the errors built differ")
            #expect(listed.count == Set(listed).count, "\(path) lists a code twice")
        }
        #expect(outside.isEmpty, "errors built outside a catalogue: \(outside)")
    }

    @Test("the OpenAPI document lists each domain's codes, the common ones and the runner's for its routes")
    func documented() {
        let contract = OpenAPIContract.shared
        for catalogue in Self.catalogues {
            let expected = Set(catalogue.codes + CommonErrors.codes + RunnerErrors.codes)
            for function in catalogue.functions {
                #expect(contract.documentedErrorCodes(function: function) == expected, "\(catalogue.name) vs \(function)'s routes")
            }
        }
    }
}
