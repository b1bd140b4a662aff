/// Characters that captions and copied recipe cards write in a dress no rule reads, made plain
/// before a title or description is read:
/// - letters in the "fonts" social captions are typed in ("𝗜𝗻𝗴𝗿𝗲𝗱𝗶𝗲𝗻𝘁𝘀", "𝑴𝒆𝒕𝒉𝒐𝒅", "𝟮 𝗲𝗴𝗴𝘀"):
///   Unicode's mathematical letters and digits (U+1D400–U+1D7FF), which no heading, unit or food
///   word matches and which a recipe card would show as they came;
/// - fractions built with the fraction slash, as recipe sites write them ("1⁄2 cup", "¹⁄₂",
///   "1¹⁄₂"): no amount was read, and the line lost its quantity.
/// Each is read as NFKC would map it (done here by the blocks' layout: the standard library has
/// no compatibility mapping, and this module does without Foundation).
enum PlainCharacters {
    /// The letters the block leaves out because older blocks had them (italic "ℎ", script
    /// "ℬ", fraktur "ℭ", double-struck "ℝ" …), and which caption tools put in their place.
    static let letterlike: [UInt32: UInt8] = [
        0x210E: 0x68, 0x212C: 0x42, 0x2130: 0x45, 0x2131: 0x46, 0x210B: 0x48, 0x2110: 0x49, 0x2112: 0x4C, 0x2133: 0x4D,
        0x211B: 0x52, 0x212F: 0x65, 0x210A: 0x67, 0x2134: 0x6F, 0x212D: 0x43, 0x210C: 0x48, 0x2111: 0x49, 0x211C: 0x52,
        0x2128: 0x5A, 0x2102: 0x43, 0x210D: 0x48, 0x2115: 0x4E, 0x2119: 0x50, 0x211A: 0x51, 0x211D: 0x52, 0x2124: 0x5A,
    ]

    /// The plain letter or digit a styled one stands for, or nil.
    static func plain(_ scalar: Unicode.Scalar) -> UInt8? {
        let value = scalar.value
        switch value {
        case 0x1D400...0x1D6A3:
            // Thirteen styles of 52 letters each: A–Z then a–z.
            let offset = (value - 0x1D400) % 52
            return UInt8(offset < 26 ? 0x41 + offset : 0x61 + offset - 26)
        case 0x1D7CE...0x1D7FF:
            // Five styles of the ten digits.
            return UInt8(0x30 + (value - 0x1D7CE) % 10)
        case 0x2044, 0x2215:
            // The fraction slash and the division slash.
            return 0x2F
        default:
            return letterlike[value]
        }
    }

    /// A superscript or subscript digit's value ("¹", "₂"), or nil.
    static func smallDigit(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar.value {
        case 0x2070: return 0
        case 0xB9: return 1
        case 0xB2: return 2
        case 0xB3: return 3
        case 0x2074...0x2079: return UInt8(scalar.value - 0x2070)
        case 0x2080...0x2089: return UInt8(scalar.value - 0x2080)
        default: return nil
        }
    }

    /// The text with its styled letters, digits and fraction slashes plain; the text itself when
    /// it has none (a byte scan: the mathematical letters are four bytes from 0xF0 0x9D, the
    /// letterlike ones and the fraction slash three from 0xE2 0x84 and 0xE2 0x81, the division
    /// slash from 0xE2 0x88).
    static func plainText(_ text: String) -> String {
        var previous: UInt8 = 0
        var found = false
        for byte in text.utf8 {
            if (previous == 0xF0 && byte == 0x9D) || (previous == 0xE2 && (byte == 0x84 || byte == 0x81 || byte == 0x88)) {
                found = true
                break
            }
            previous = byte
        }
        guard found else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            // "1¹⁄₂", "¹⁄₂": small digits about a fraction slash are the fraction's, set apart
            // from a whole number before them.
            if smallDigit(scalars[index]) != nil, case let fraction = smallFraction(scalars, from: index), let (text, end) = fraction {
                if let last = result.last, last.properties.numericType != nil { result.append(" ") }
                result.append(contentsOf: text.unicodeScalars)
                index = end
                continue
            }
            if let plain = plain(scalars[index]) { result.append(Unicode.Scalar(plain)) } else { result.append(scalars[index]) }
            index += 1
        }
        return String(result)
    }

    /// Superscript digits, a fraction slash, subscript (or superscript) digits from `start`: the
    /// fraction in ASCII and where it ends; nil when the small digits make no fraction ("cm²").
    static func smallFraction(_ scalars: [Unicode.Scalar], from start: Int) -> (String, Int)? {
        var index = start
        var numerator = ""
        while index < scalars.count, numerator.count < 3, let digit = smallDigit(scalars[index]) {
            numerator += String(digit)
            index += 1
        }
        guard index < scalars.count, [0x2044, 0x2215, 0x2F].contains(scalars[index].value) else { return nil }
        index += 1
        var denominator = ""
        while index < scalars.count, denominator.count < 3, let digit = smallDigit(scalars[index]) {
            denominator += String(digit)
            index += 1
        }
        guard !numerator.isEmpty, !denominator.isEmpty else { return nil }
        return (numerator + "/" + denominator, index)
    }
}
