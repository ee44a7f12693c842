// Why this file exists: a trace's samples must describe input that can happen: finite values in
// range, sorted by time, fields that fit each sample's phase, and for every pointer one whole
// lifecycle. This file checks those rules, and repairs broken lifecycles when the caller asks for it;
// the lifecycle rules themselves are in Trace+Lifecycles.swift.

import GraspJSON

extension Trace {
    /// Checks every rule of the format and throws the first violation, in sample order.
    ///
    /// The rules: the viewport, if any, has finite sides greater than 0; each `t` is finite, from 0 to ``TraceConstants/maximumTime`` and not smaller
    /// than the previous one; each pointer is a whole number from 1; `x` and `y` are finite and within
    /// ``TraceConstants/maximumCoordinateMagnitude``; `kind` is one of ``TraceConstants/knownKinds``
    /// and can make the sample's phase (only a pen, mouse or trackpad hovers, only a mouse or trackpad
    /// scrolls, only a trackpad transforms); `buttons` appear only on contacts, are not empty, and
    /// are only primary for a touch; wheel, scroll and momentum samples carry a finite ``Trace/Sample/scroll``
    /// and transform samples a ``Trace/Sample/transform`` in range, and no other sample carries either;
    /// and every pointer lives one whole lifecycle: it opens first, never twice, has no sample after it
    /// closed, and closes (see ``Trace/Lifecycle``).
    ///
    /// - Parameter fileName: The name used in the error message.
    public func validate(fileName: String = "<memory>") throws(TraceError) {
        try validateValues(fileName: fileName)
        if let first = lifecycleFindings().first {
            throw first.error(fileName: fileName)
        }
    }

    /// Repairs broken pointer lifecycles and returns what was changed.
    ///
    /// Samples that cannot happen are dropped: a move, up or cancel before the pointer's down, a
    /// second down, any sample after the pointer's up or cancel, and the same for the other
    /// lifecycles (a hover before its enter, a momentum before its scroll-end, a down on a pointer
    /// number that hovers…). A pointer that never ends gets a closing sample at its last position,
    /// at the time of the trace's last sample: a contact a `cancel`, a hover a `leave`, a scroll a
    /// `scroll-cancel`, a momentum a `momentum-end`, a transform a `transform-cancel`; the closing
    /// sample of a scroll or transform changes nothing (zero deltas, scale 1). Values that are out of
    /// range and times that go backwards cannot be repaired: they throw, and the trace is unchanged.
    ///
    /// - Parameter fileName: The name used in the report and in a thrown error.
    /// - Returns: Every change, in sample order; empty when the trace was already valid.
    @discardableResult
    public mutating func repair(fileName: String = "<memory>") throws(TraceError) -> TraceRepairReport {
        try validateValues(fileName: fileName)
        var report = TraceRepairReport(fileName: fileName)
        let findings = lifecycleFindings()
        guard !findings.isEmpty else { return report }
        let endTime = samples.last?.t ?? 0
        var dropped = Set<Int>()
        var cancels: [Sample] = []
        for finding in findings {
            let original = samples[finding.index]
            if case .neverEnds(let lastPhase) = finding.violation {
                let closing = Self.closingSample(after: original, at: endTime)
                cancels.append(closing)
                let action: TraceRepairReport.Repair.Action = lastPhase.lifecycle == .contact ? .addedCancel : .addedEnd
                report.repairs.append(.init(action: action, sampleIndex: finding.index, sample: closing, violation: finding.violation))
            } else {
                dropped.insert(finding.index)
                report.repairs.append(.init(action: .dropped, sampleIndex: finding.index, sample: original, violation: finding.violation))
            }
        }
        samples = samples.indices.filter { !dropped.contains($0) }.map { samples[$0] } + cancels
        return report
    }

    /// Throws the first sample value that is out of range or out of order.
    func validateValues(fileName: String) throws(TraceError) {
        func fail(_ index: Int, _ field: String, _ problem: TraceError.Problem) -> TraceError {
            TraceError(fileName: fileName, sampleIndex: index, field: field, problem: problem)
        }
        if let viewport {
            for (field, value) in [("viewport.width", viewport.width), ("viewport.height", viewport.height)] {
                guard value.isFinite else { throw TraceError(fileName: fileName, field: field, problem: .notFinite(found: "\(value)")) }
                guard value > 0, value <= TraceConstants.maximumCoordinateMagnitude else {
                    throw TraceError(fileName: fileName, field: field, problem: .outOfRange(expected: Trace.viewportRangeText, found: "\(value)"))
                }
            }
        }
        let maxTime = TraceConstants.maximumTime
        let maxCoordinate = TraceConstants.maximumCoordinateMagnitude
        var previousTime = 0.0
        for (index, sample) in samples.enumerated() {
            guard sample.t.isFinite else { throw fail(index, "t", .notFinite(found: "\(sample.t)")) }
            guard sample.t >= 0, sample.t <= maxTime else {
                throw fail(index, "t", .outOfRange(expected: "a time from 0 to \(Int(maxTime)) seconds", found: "\(sample.t)"))
            }
            if index > 0, sample.t < previousTime {
                throw fail(index, "t", .timeGoesBackwards(previous: previousTime, found: sample.t))
            }
            previousTime = sample.t
            guard sample.pointer >= 1, sample.pointer <= TraceConstants.maximumPointer else {
                throw fail(index, "pointer", .outOfRange(expected: Trace.pointerRangeText, found: "\(sample.pointer)"))
            }
            for (field, value) in [("x", sample.x), ("y", sample.y)] {
                guard value.isFinite else { throw fail(index, field, .notFinite(found: "\(value)")) }
                guard abs(value) <= maxCoordinate else {
                    throw fail(index, field, .outOfRange(expected: Trace.coordinateRangeText, found: "\(value)"))
                }
            }
            if let kind = sample.kind, !TraceConstants.knownKinds.contains(kind) {
                throw fail(index, "kind", .notOneOf(TraceConstants.knownKinds, found: JSONValue.quoted(kind)))
            }
            if let (field, problem) = Self.payloadProblem(phase: sample.phase, present: sample.payloadFields) {
                throw fail(index, field, problem)
            }
            if let scroll = sample.scroll {
                for (field, value) in [("dx", scroll.dx), ("dy", scroll.dy)] {
                    guard value.isFinite else { throw fail(index, field, .notFinite(found: "\(value)")) }
                    guard abs(value) <= maxCoordinate else {
                        throw fail(index, field, .outOfRange(expected: Trace.deltaRangeText, found: "\(value)"))
                    }
                }
            }
            if let transform = sample.transform {
                guard transform.scale.isFinite else { throw fail(index, "scale", .notFinite(found: "\(transform.scale)")) }
                guard transform.scale >= TraceConstants.minimumScaleDelta, transform.scale <= TraceConstants.maximumScaleDelta else {
                    throw fail(index, "scale", .outOfRange(expected: Trace.scaleRangeText, found: "\(transform.scale)"))
                }
                guard transform.rotation.isFinite else { throw fail(index, "rotation", .notFinite(found: "\(transform.rotation)")) }
                // The bound as the file keeps it (π rounded up to millionths), so that π itself reads back.
                guard abs(transform.rotation) <= FixedPoint.round(TraceConstants.maximumRotationDelta, decimals: TraceConstants.transformDecimals) else {
                    throw fail(index, "rotation", .outOfRange(expected: Trace.rotationRangeText, found: "\(transform.rotation)"))
                }
            }
            if let (field, problem) = Self.actionProblem(phase: sample.phase, action: sample.action) { throw fail(index, field, problem) }
            if let (expected, allowed) = Self.kindsAllowed(for: sample.phase.lifecycle), !allowed.contains(sample.kind ?? "touch") {
                let found = sample.kind.map { JSONValue.quoted($0) } ?? "no kind, which means touch"
                throw fail(index, "kind", .outOfRange(expected: expected, found: found))
            }
            try validateKey(of: sample, index: index, fileName: fileName)
            if let buttons = sample.buttons {
                guard sample.phase.lifecycle == .contact else {
                    throw fail(index, "buttons", .notAllowed(reason: "in \(Self.phrase(sample.phase)) sample (buttons belong to contacts: down, move, up, cancel)"))
                }
                guard !buttons.isEmpty else {
                    throw fail(index, "buttons", .outOfRange(expected: "at least one button (a contact holds the button that pressed it)", found: "[]"))
                }
                if (sample.kind ?? "touch") == "touch", buttons != .primary {
                    throw fail(index, "buttons", .outOfRange(expected: "[\"primary\"] for a touch (a finger has no other button)", found: Self.listText(buttons.names)))
                }
            }
        }
    }

    /// The kinds that can make samples of `lifecycle`, with the expectation in words; `nil` when
    /// every kind can (contacts).
    static func kindsAllowed(for lifecycle: Lifecycle) -> (text: String, kinds: [String])? {
        switch lifecycle {
        case .contact: nil
        case .hover: ("pen, mouse or trackpad for a hover sample (a finger cannot hover)", TraceConstants.hoverKinds)
        case .wheel, .scroll: ("mouse or trackpad for a scroll sample (only they scroll)", TraceConstants.scrollKinds)
        case .transform: ("trackpad for a transform sample (only a trackpad sends transforms)", TraceConstants.transformKinds)
        case .key: keyKindsAllowed
        case .accessibility: accessibilityKinds
        }
    }

    /// The first problem with the presence of `dx`, `dy`, `scale` and `rotation` in a sample of
    /// `phase` whose present fields are `present`: one that does not belong, then one that is missing.
    static func payloadProblem(phase: Phase, present: Set<String>) -> (field: String, problem: TraceError.Problem)? {
        let scrollFields = ["dx", "dy"], transformFields = ["scale", "rotation"]
        let needed: [String] = switch phase.lifecycle {
        case .wheel, .scroll: scrollFields
        case .transform: transformFields
        case .contact, .hover, .key, .accessibility: []
        }
        for field in scrollFields + transformFields where present.contains(field) && !needed.contains(field) {
            let home = scrollFields.contains(field) ? "dx and dy belong to wheel, scroll and momentum samples"
                : "scale and rotation belong to transform samples"
            return (field, .notAllowed(reason: "in \(phrase(phase)) sample (\(home))"))
        }
        for field in needed where !present.contains(field) {
            return (field, .missingForPhase(reason: "\(phrase(phase)) sample needs \(needed[0]) and \(needed[1])"))
        }
        return nil
    }

    /// `phase` with its article: "a down", "an enter".
    static func phrase(_ phase: Phase) -> String {
        let name = phase.rawValue
        return (name.first == "e" || name.first == "u" ? "an " : "a ") + name
    }

    /// Names as a JSON list: `["primary", "secondary"]`.
    static func listText(_ names: [String]) -> String {
        "[" + names.map { quote($0) }.joined(separator: ", ") + "]"
    }

    /// The sample that closes the lifecycle whose last sample is `last`, at time `t`: what a repair
    /// adds to a pointer that never ends.
    static func closingSample(after last: Sample, at t: Double) -> Sample {
        var closing = last
        closing.t = t
        switch last.phase.lifecycle {
        case .contact:
            closing.phase = .cancel
        case .hover:
            closing.phase = .leave
        case .wheel, .key, .accessibility:
            break
        case .scroll:
            closing.phase = last.phase == .momentum ? .momentumEnd : .scrollCancel
            closing.scroll = .zero
        case .transform:
            closing.phase = .transformCancel
            closing.transform = .identity
        }
        return closing
    }

    /// The expected range of a scroll delta, in words.
    static var deltaRangeText: String {
        let limit = Int(TraceConstants.maximumCoordinateMagnitude)
        return "a distance from -\(limit) to \(limit) points"
    }

    /// The expected range of a transform's scale, in words.
    static var scaleRangeText: String {
        "a scale factor from \(TraceConstants.minimumScaleDelta) to \(Int(TraceConstants.maximumScaleDelta))"
    }

    /// The expected range of a transform's rotation, in words.
    static var rotationRangeText: String {
        let limit = FixedPoint.format(TraceConstants.maximumRotationDelta, decimals: TraceConstants.transformDecimals)
        return "an angle from -\(limit) to \(limit) radians (half a turn)"
    }

    /// The expected range of a pointer number, in words.
    static var pointerRangeText: String { "a whole number from 1 to \(TraceConstants.maximumPointer)" }

    /// The expected range of a viewport side, in words.
    static var viewportRangeText: String {
        "a size greater than 0 and at most \(Int(TraceConstants.maximumCoordinateMagnitude))"
    }

    /// The expected range of a coordinate, in words.
    static var coordinateRangeText: String {
        let limit = Int(TraceConstants.maximumCoordinateMagnitude)
        return "a coordinate from -\(limit) to \(limit)"
    }
}
