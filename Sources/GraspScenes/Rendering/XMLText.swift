// Why this file exists: the replay SVG and `grasp test`'s JUnit report both write XML by hand, and escaping
// text for XML is the part that is easy to get subtly wrong (a quote in an attribute, a control character XML
// cannot hold). It lives here once, shared within the package.

/// Text escaped for hand-written XML.
@_spi(GraspInternal) public enum XMLText {
    /// `text` with XML's five special characters escaped, characters XML 1.0 cannot hold dropped (control
    /// characters other than tab and line breaks, U+FFFE, U+FFFF), and each line break (`\n`, `\r\n` or `\r`)
    /// written as `lineBreak`: a space where the text must stay on one line (an SVG label), `&#10;` in an
    /// attribute that must keep it, `\n` in element text.
    @_spi(GraspInternal) public static func escaped(_ text: String, lineBreak: String = " ") -> String {
        var out = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\r": out += lineBreak
            case "\n": if previous != "\r" { out += lineBreak }
            case "\t": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
