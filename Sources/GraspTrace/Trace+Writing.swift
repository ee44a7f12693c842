// Why this file exists: the lab records traces and tests share them, so the writer must produce the
// exact layout of the shared files (one sample per line, fixed precision, fixed key order): the
// output is deterministic, diffs stay readable, and reading it back gives an equal trace. It makes text only
// (GraspTrace has no Foundation); `Data` and writing to a URL are in GraspFoundationCompat.

import GraspJSON

extension Trace {
    /// The trace with times rounded to microseconds, positions and scroll deltas to thousandths of a
    /// point and transform deltas to millionths, the precision the file keeps: `Trace(jsonText: t.rounded().jsonText()) == t.rounded()`.
    public func rounded() -> Trace {
        var copy = self
        copy.samples = samples.map { $0.rounded() }
        return copy
    }

    /// The trace as JSON text in the layout of the recorded trace files.
    ///
    /// Keys appear in the order `format`, `version`, `description`, `source`, `viewport` (only when
    /// known) and `samples`, with one sample per line. The version is ``version``: 1 unless a sample
    /// uses something version 2 introduced (3 with an accessibility action). A sample's keys appear in the order `t`, `pointer`,
    /// `phase`, `x`, `y`, then when present `kind`, `dx`, `dy`, `scale`, `rotation`, `buttons`,
    /// `modifiers`, `action`. Times are written to microseconds, positions and scroll deltas to thousandths of
    /// a point, transform deltas to millionths; `kind` is written only for samples that are not
    /// touches, `buttons` only when recorded and `modifiers` only when a key is held. The output
    /// depends only on the trace, so the same trace always gives the same bytes.
    ///
    /// A trace that breaks the format (a NaN coordinate, say) is still written, with `NaN` in
    /// place; reading it back then throws a ``TraceError`` naming the field.
    public func jsonText() -> String {
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
        if let scroll = sample.scroll {
            let dx = FixedPoint.format(scroll.dx, decimals: TraceConstants.positionDecimals)
            let dy = FixedPoint.format(scroll.dy, decimals: TraceConstants.positionDecimals)
            text += ", \"dx\": \(dx), \"dy\": \(dy)"
        }
        if let transform = sample.transform {
            let scale = FixedPoint.format(transform.scale, decimals: TraceConstants.transformDecimals)
            let rotation = FixedPoint.format(transform.rotation, decimals: TraceConstants.transformDecimals)
            text += ", \"scale\": \(scale), \"rotation\": \(rotation)"
        }
        if let key = sample.key { text += keyFields(key) }
        if let buttons = sample.buttons {
            text += ", \"buttons\": \(listText(buttons.names))"
        }
        if !sample.modifiers.isEmpty {
            text += ", \"modifiers\": \(listText(sample.modifiers.names))"
        }
        if let action = sample.action {
            text += ", \"action\": \(quote(action))"
        }
        return text + "}"
    }

    /// `text` as a JSON string literal.
    static func quote(_ text: String) -> String { JSONText.quoted(text) }
}

extension Trace.Sample {
    /// The sample with `t` rounded to microseconds, `x`, `y` and the scroll deltas to thousandths
    /// of a point, and the transform deltas to millionths.
    public func rounded() -> Trace.Sample {
        var copy = self
        let position = TraceConstants.positionDecimals, transformDecimals = TraceConstants.transformDecimals
        copy.t = FixedPoint.round(t, decimals: TraceConstants.timeDecimals)
        copy.x = FixedPoint.round(x, decimals: position)
        copy.y = FixedPoint.round(y, decimals: position)
        copy.scroll = scroll.map { Trace.ScrollDelta(dx: FixedPoint.round($0.dx, decimals: position), dy: FixedPoint.round($0.dy, decimals: position)) }
        copy.transform = transform.map {
            Trace.TransformDelta(scale: FixedPoint.round($0.scale, decimals: transformDecimals),
                                 rotation: FixedPoint.round($0.rotation, decimals: transformDecimals))
        }
        return copy
    }
}
