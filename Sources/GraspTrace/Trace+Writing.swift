// Why this file exists: the lab records traces and tests share them, so the writer must produce the
// exact layout of the shared files (one sample per line, fixed precision, fixed key order): the
// output is deterministic, diffs stay readable, and reading it back gives an equal trace.

import Foundation

extension Trace {
    /// The trace as JSON text in the layout of the recorded trace files.
    ///
    /// Keys appear in the order `format`, `version`, `description`, `source`, `viewport` (only when
    /// known) and `samples`, with one sample per line. Times are written to microseconds and positions
    /// to thousandths of a point; `kind` is written only for samples that are not touches. The output
    /// depends only on the trace, so the same trace always gives the same bytes.
    ///
    /// A trace that breaks the format (a NaN coordinate, say) is still written, with `NaN` in
    /// place; reading it back then throws a ``TraceError`` naming the field.
    public func jsonData() -> Data {
        Data(jsonText().utf8)
    }

    /// Writes ``jsonData()`` to the file at `url`, replacing any file there.
    public func write(to url: URL) throws {
        try jsonData().write(to: url, options: .atomic)
    }

    /// The trace with times rounded to microseconds and positions to thousandths of a point, the
    /// precision the file keeps: `Trace(jsonData: t.rounded().jsonData()) == t.rounded()`.
    public func rounded() -> Trace {
        var copy = self
        copy.samples = samples.map { $0.rounded() }
        return copy
    }

    /// The text behind ``jsonData()``.
    func jsonText() -> String {
        var lines: [String] = []
        lines.append("{")
        lines.append("  \"format\": \(Self.quote(Trace.formatName)),")
        lines.append("  \"version\": \(version),")
        lines.append("  \"description\": \(Self.quote(description)),")
        lines.append("  \"source\": \(Self.quote(source)),")
        if let viewport {
            let width = FixedPoint.formatPreferringInteger(viewport.width, decimals: TraceConstants.positionDecimals)
            let height = FixedPoint.formatPreferringInteger(viewport.height, decimals: TraceConstants.positionDecimals)
            lines.append("  \"viewport\": {\"width\": \(width), \"height\": \(height)},")
        }
        if samples.isEmpty {
            lines.append("  \"samples\": []")
        } else {
            lines.append("  \"samples\": [")
            for (index, sample) in samples.enumerated() {
                let comma = index == samples.count - 1 ? "" : ","
                lines.append("    \(Self.line(for: sample))\(comma)")
            }
            lines.append("  ]")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One sample as a JSON object on one line.
    static func line(for sample: Sample) -> String {
        let t = FixedPoint.format(sample.t, decimals: TraceConstants.timeDecimals)
        let x = FixedPoint.format(sample.x, decimals: TraceConstants.positionDecimals)
        let y = FixedPoint.format(sample.y, decimals: TraceConstants.positionDecimals)
        var text = "{\"t\": \(t), \"pointer\": \(sample.pointer), \"phase\": \(quote(sample.phase.rawValue)), \"x\": \(x), \"y\": \(y)"
        if let kind = sample.kind, kind != "touch" {
            text += ", \"kind\": \(quote(kind))"
        }
        return text + "}"
    }

    /// `text` as a JSON string literal.
    static func quote(_ text: String) -> String { JSONString.quoted(text) }
}

extension Trace.Sample {
    /// The sample with `t` rounded to microseconds and `x`, `y` to thousandths of a point.
    public func rounded() -> Trace.Sample {
        var copy = self
        copy.t = FixedPoint.round(t, decimals: TraceConstants.timeDecimals)
        copy.x = FixedPoint.round(x, decimals: TraceConstants.positionDecimals)
        copy.y = FixedPoint.round(y, decimals: TraceConstants.positionDecimals)
        return copy
    }
}
