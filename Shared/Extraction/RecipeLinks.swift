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
        // Folded once: folding keeps line breaks and never looks across one, so the folded
        // text's lines are the lines folded. Without a recipe word anywhere, no line and no
        // address can name a recipe.
        let folded = TextTools.fold(description)
        guard mentionsRecipe(folded) else { return nil }
        let lines = description.split(separator: "\n")
        var foldedLines = folded.split(separator: "\n")
        if foldedLines.count != lines.count { foldedLines = lines.map { Substring(TextTools.fold($0)) } }
        for (line, foldedLine) in zip(lines, foldedLines) where mentionsRecipe(String(foldedLine)) {
            // A line of a few hundred characters with several links is a description whose line
            // breaks were lost: there the link must follow a recipe word closely, or the
            // channel's first link (its shop, its sponsor) would be taken for the recipe's.
            let found = urls(in: String(line))
            if line.utf8.count > 300 && found.count >= 2 {
                if let url = urlAfterRecipeWord(String(line)) { return url }
            } else if let url = found.first {
                return url
            }
        }
        return urls(in: description).first { url in recipeWords.contains(where: url.lowercased().contains) }
    }

    /// The folded text names a recipe in one of the six languages (plurals included).
    static func mentionsRecipe(_ folded: String) -> Bool {
        recipeWords.contains { TextTools.contains(folded, $0) }
    }

    /// A recipe word, outside any address, followed within 60 characters by an address: "Get the
    /// recipe: http://…", "RECETTE ICI ➜ https://…".
    static func recipeWordBeforeLink(_ folded: String) -> Bool {
        // Bytes: the words and "http" are ASCII, and this runs on whole descriptions.
        let bytes = Array(folded.utf8)
        var wordStart = 0
        for position in bytes.indices {
            if bytes[position] == 0x20 || bytes[position] == 0x0A { wordStart = position + 1 }
            for word in recipeWordBytes where matches(word, in: bytes, at: position) {
                // The word's token up to the word: "recipe:" before an address, not "…com/norecipes".
                // At most 200 bytes back, so text without spaces costs no more than text with them.
                let token = max(wordStart, position - 200)..<min(bytes.count, position + word.count + 1)
                let insideAddress = bytes[token].contains(0x2F) || contains(www, in: bytes, token)
                let window = (position + word.count)..<min(bytes.count, position + word.count + 60)
                if !insideAddress && contains(http, in: bytes, window) { return true }
            }
        }
        // Or an address whose path opens a segment with the word: "…babish.com/recipes/paunch-burger"
        // (not "instagram.com/norecipes").
        return recipeWords.contains { TextTools.contains(folded, "/" + $0) }
    }

    private static let recipeWordBytes = recipeWords.map { Array($0.utf8) }

    private static func matches(_ word: [UInt8], in bytes: [UInt8], at position: Int) -> Bool {
        guard position + word.count <= bytes.count, bytes[position] == word[0] else { return false }
        return bytes[position..<(position + word.count)].elementsEqual(word)
    }

    private static let http = Array("http".utf8)
    private static let www = Array("www.".utf8)

    /// `word` starts somewhere in `range` of `bytes` (and fits in it).
    private static func contains(_ word: [UInt8], in bytes: [UInt8], _ range: Range<Int>) -> Bool {
        range.contains { $0 + word.count <= range.upperBound && matches(word, in: bytes, at: $0) }
    }

    /// "http" in any case, byte by byte (no lower-cased copy of every word of a description).
    private static func hasHTTP(_ bytes: Substring.UTF8View) -> Bool {
        var matched = 0
        for byte in bytes {
            let lower = byte | 0x20
            if lower == http[matched] {
                matched += 1
                if matched == 4 { return true }
            } else {
                matched = lower == 0x68 ? 1 : 0
            }
        }
        return false
    }

    /// The first address that starts within 80 characters after a recipe word outside an
    /// address ("…a receita completa: https://…").
    static func urlAfterRecipeWord(_ line: String) -> String? {
        let characters = Array(line)
        let lower = characters.map { Character($0.lowercased()) }
        guard lower.count == characters.count else { return nil }
        var index = 0
        var tokenStart = 0
        while index < lower.count {
            if lower[index].fastIsWhitespace { tokenStart = index + 1 }
            // (Inside an address "recipe" is a path, not a word: "…/recipes/…".)
            if let word = recipeWordCharacters.first(where: { lower[index...].starts(with: $0) }),
                !lower[max(tokenStart, index - 200)..<index].contains("/")
            {
                let windowEnd = min(characters.count, index + word.count + 80)
                if let http = ((index + word.count)..<windowEnd).first(where: { lower[$0...].starts(with: "http") }) {
                    // The address's own token only (an address is at most 2,000 characters).
                    let token = characters[http...].prefix(2000).prefix { !$0.fastIsWhitespace }
                    if let url = urls(in: String(token)).first { return url }
                }
                index += word.count
                continue
            }
            index += 1
        }
        return nil
    }

    private static let recipeWordCharacters = recipeWords.map { Array($0) }

    /// Where an address glued to the next word ends: at a picture or a symbol ("…/3bvtsaJ🥘"), at a
    /// capital glued to a lower-case host ("…online.com.brFAZENDO ASSIM"), or at a letter glued to a
    /// page's extension ("…gewuerz.htmlMc.Ellis").
    static func gluedEnd(_ url: [Character]) -> Int {
        // The host runs from after "//" to the next "/"; where its last dot is, once.
        let hostStart = (url.firstIndex(of: "/").map { $0 + 2 }) ?? url.count
        let hostEnd = url.indices.dropFirst(hostStart).first { url[$0] == "/" } ?? url.count
        let lastDot = url[..<hostEnd].lastIndex(of: ".") ?? -1
        for index in url.indices {
            let character = url[index]
            if !character.isASCII && !character.isLetter { return index }
            // (A capital inside a host, "www.YouTube.com", is followed by more of the host.)
            if character.isUppercase, index > hostStart, index < hostEnd, lastDot >= 0, lastDot < index, url[index - 1].isLowercase {
                return index
            }
            // ".html" + a letter; read back five characters at most.
            if character.isLetter, index >= 5, "lmpxLMPX".contains(url[index - 1]), let dot = url[(index - 5)..<index].lastIndex(of: ".") {
                let ext = String(url[(dot + 1)..<index]).lowercased()
                if ["html", "htm", "php", "aspx"].contains(ext), !(ext == "htm" && (character == "l" || character == "L")) { return index }
            }
        }
        return url.count
    }

    /// http(s) URLs, cut at whitespace and at closing brackets or quotes.
    static func urls(in text: String) -> [String] {
        var found: [String] = []
        for token in text.split(whereSeparator: \.fastIsWhitespace) {
            // Most words hold no link: a byte test before the character work.
            guard hasHTTP(token.utf8) else { continue }
            let characters = Array(token)
            let folded = characters.map { $0.lowercased() }
            guard
                let start = folded.indices.first(where: { index in
                    index + 4 <= folded.count && folded[index..<index + 4].joined() == "http"
                })
            else { continue }
            let token = Array(characters[start...].prefix { !")]}>\"'".contains($0) })
            let url = String(token[..<gluedEnd(token)]).trimmingTrailing(".,;:!")
            let lower = url.lowercased()
            if lower.hasPrefix("http://") || lower.hasPrefix("https://"), url.count > 10, url.count <= 2000 { found.append(url) }
        }
        return found
    }
}

extension String {
    fileprivate func trimmingTrailing(_ characters: String) -> String {
        var text = Substring(self)
        while let last = text.last, characters.contains(last) { text.removeLast() }  // (`dropLast()` walks the whole text)
        return String(text)
    }
}
