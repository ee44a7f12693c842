// Why this file exists: the replay timeline is written as SVG text by hand (GraspScenes has no Foundation,
// and a renderer needs no more than elements, attributes and escaped text). This small writer keeps the
// escaping and the number formatting in one place, so that every element the timeline draws is valid XML.

/// An SVG document built element by element.
struct SVGDocument {
    private(set) var lines: [String] = []
    private var depth = 1

    /// A self-closing element, `<name a="v" …/>`, optionally with a `<title>` tooltip inside.
    mutating func element(_ name: String, _ attributes: [(String, String)], title: String? = nil) {
        if let title {
            lines.append(indent + "<\(name)\(Self.attributes(attributes))><title>\(Self.escape(title))</title></\(name)>")
        } else {
            lines.append(indent + "<\(name)\(Self.attributes(attributes))/>")
        }
    }

    /// A `<text>` element with `content` escaped.
    mutating func text(_ content: String, x: Double, y: Double, _ attributes: [(String, String)] = []) {
        lines.append(indent + "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\"\(Self.attributes(attributes))>\(Self.escape(content))</text>")
    }

    /// Opens a group; every element until the matching ``close()`` goes inside it.
    mutating func open(_ name: String = "g", _ attributes: [(String, String)] = [], title: String? = nil) {
        lines.append(indent + "<\(name)\(Self.attributes(attributes))>")
        depth += 1
        if let title { lines.append(indent + "<title>\(Self.escape(title))</title>") }
    }

    /// Closes the innermost open element.
    mutating func close(_ name: String = "g") {
        depth -= 1
        lines.append(indent + "</\(name)>")
    }

    /// The whole document for a `width`×`height` canvas.
    func document(width: Double, height: Double, title: String) -> String {
        var out = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" font-family=\"sans-serif\">",
            "  <title>\(Self.escape(title))</title>",
        ]
        out += lines
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    private var indent: String { String(repeating: "  ", count: depth) }

    static func attributes(_ list: [(String, String)]) -> String {
        list.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
    }

    /// `text` escaped for XML, on one line (line breaks and tabs as spaces: SVG collapses them anyway).
    static func escape(_ text: String) -> String {
        String(XMLText.escaped(text, lineBreak: " ").map { $0 == "\t" ? " " : $0 })
    }

    /// A coordinate to 2 decimals, without trailing zeros.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// A polyline's `points` attribute.
    static func points(_ list: [(Double, Double)]) -> String {
        list.map { "\(number($0.0)),\(number($0.1))" }.joined(separator: " ")
    }
}
