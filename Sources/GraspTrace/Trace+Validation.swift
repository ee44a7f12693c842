// Why this file exists: a trace's samples must describe touches that can happen: finite values in
// range, sorted by time, and for every pointer one down, any moves, and one up or cancel. This file
// checks those rules, and repairs broken lifecycles when the caller asks for it.

extension Trace {
    /// Checks every rule of the format and throws the first violation, in sample order.
    ///
    /// The rules: the viewport, if any, has finite sides greater than 0; each `t` is finite, from 0 to ``TraceConstants/maximumTime`` and not smaller
    /// than the previous one; each pointer is a whole number from 1; `x` and `y` are finite and within
    /// ``TraceConstants/maximumCoordinateMagnitude``; `kind` is one of ``TraceConstants/knownKinds``;
    /// and every pointer goes down first, never twice, has no sample after its up or cancel, and ends.
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
    /// second down, and any sample after the pointer's up or cancel. A pointer that never ends gets a
    /// cancel at its last position, at the time of the trace's last sample. Values that are out of
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
            if case .neverEnds = finding.violation {
                var cancel = original
                cancel.phase = .cancel
                cancel.t = endTime
                cancels.append(cancel)
                report.repairs.append(.init(action: .addedCancel, sampleIndex: finding.index, sample: cancel, violation: finding.violation))
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
        }
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

    /// One broken lifecycle rule, at the sample it concerns.
    struct LifecycleFinding {
        /// The offending sample, or for ``TraceError/LifecycleViolation/neverEnds(lastPhase:)`` the
        /// pointer's last sample.
        var index: Int
        var pointer: Int
        var violation: TraceError.LifecycleViolation

        func error(fileName: String) -> TraceError {
            let field = if case .sampleAfterEnd = violation { "pointer" } else { "phase" }
            return TraceError(fileName: fileName, sampleIndex: index, field: field, problem: .lifecycle(pointer: pointer, violation))
        }
    }

    /// Every broken lifecycle rule, sorted by sample index. Samples that break a rule do not change
    /// their pointer's state, so the findings are exactly what a repair must change.
    func lifecycleFindings() -> [LifecycleFinding] {
        enum State {
            case down(firstDown: Int, last: Int)
            case ended(at: Int)
        }
        var states: [Int: State] = [:]
        var findings: [LifecycleFinding] = []
        for (index, sample) in samples.enumerated() {
            let pointer = sample.pointer
            switch (states[pointer], sample.phase) {
            case (nil, .down):
                states[pointer] = .down(firstDown: index, last: index)
            case (nil, let phase):
                findings.append(.init(index: index, pointer: pointer, violation: .notDownFirst(phase)))
            case (.down(let firstDown, _)?, .down):
                findings.append(.init(index: index, pointer: pointer, violation: .downTwice(firstDown: firstDown)))
            case (.down(let firstDown, _)?, .move):
                states[pointer] = .down(firstDown: firstDown, last: index)
            case (.down?, .up), (.down?, .cancel):
                states[pointer] = .ended(at: index)
            case (.ended(let end)?, _):
                findings.append(.init(index: index, pointer: pointer, violation: .sampleAfterEnd(end: end)))
            }
        }
        for (pointer, state) in states {
            if case .down(_, let last) = state {
                findings.append(.init(index: last, pointer: pointer, violation: .neverEnds(lastPhase: samples[last].phase)))
            }
        }
        return findings.sorted { ($0.index, $0.pointer) < ($1.index, $1.pointer) }
    }
}
