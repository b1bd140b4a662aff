import FunctionRuntime

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a description says the written recipe is: a URL on a line that talks about the recipe
/// ("Grab the RECIPE here: http://…", "Recette complète : https://…"), else a URL whose address
/// names a recipe. Nil when there is none.
public enum RecipeLinks {
    static let recipeWords = ["recipe", "recette", "receta", "ricetta", "rezept", "receita"]

    public static func find(in description: String) -> String? {
        let lines = description.split(separator: "\n").map(String.init)
        for line in lines {
            let folded = TextTools.fold(line)
            guard recipeWords.contains(where: { TextTools.contains(folded, $0) }) else { continue }
            if let url = urls(in: line).first { return url }
        }
        return urls(in: description).first { url in recipeWords.contains(where: url.lowercased().contains) }
    }

    /// http(s) URLs, cut at whitespace and at closing brackets or quotes.
    static func urls(in text: String) -> [String] {
        var found: [String] = []
        for token in text.split(whereSeparator: \.fastIsWhitespace) {
            // Most words hold no link: a byte test before the character work.
            guard TextTools.contains(token.lowercased(), "http") else { continue }
            let characters = Array(token)
            let folded = characters.map { $0.lowercased() }
            guard
                let start = folded.indices.first(where: { index in
                    index + 4 <= folded.count && folded[index..<index + 4].joined() == "http"
                })
            else { continue }
            let url = String(characters[start...].prefix { !")]}>\"'".contains($0) }).trimmingTrailing(".,;:!")
            let lower = url.lowercased()
            if lower.hasPrefix("http://") || lower.hasPrefix("https://"), url.count > 10, url.count <= 2000 { found.append(url) }
        }
        return found
    }
}

extension String {
    fileprivate func trimmingTrailing(_ characters: String) -> String {
        var text = Substring(self)
        while let last = text.last, characters.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
