/// Letters in the "fonts" social captions are typed in: "𝗜𝗻𝗴𝗿𝗲𝗱𝗶𝗲𝗻𝘁𝘀", "𝑴𝒆𝒕𝒉𝒐𝒅", "𝟮 𝗲𝗴𝗴𝘀".
/// Caption tools write them with Unicode's mathematical letters and digits (U+1D400–U+1D7FF),
/// which no heading, unit or food word matches, and which a recipe card would show as they
/// came. They are read as the plain letters and digits they stand for, as NFKC would map them
/// (done here by the block's layout: the standard library has no compatibility mapping).
enum StyledLetters {
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
        default:
            return letterlike[value]
        }
    }

    /// The text with its styled letters and digits plain; the text itself when it has none
    /// (a byte scan: the block's letters are four bytes from 0xF0 0x9D, the letterlike ones
    /// three from 0xE2 0x84).
    static func plainText(_ text: String) -> String {
        var previous: UInt8 = 0
        guard
            text.utf8.contains(where: { byte in
                defer { previous = byte }
                return (previous == 0xF0 && byte == 0x9D) || (previous == 0xE2 && byte == 0x84)
            })
        else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let plain = plain(scalar) { scalars.append(Unicode.Scalar(plain)) } else { scalars.append(scalar) }
        }
        return String(scalars)
    }
}
