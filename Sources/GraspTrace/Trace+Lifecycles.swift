// Why this file exists: every pointer number in a trace lives exactly one lifecycle (a contact, a
// hover, a stream of wheel steps, a scroll with its momentum, or a transform), and the validator and
// the repairer must agree on what breaks one. This file walks the samples through one small state
// machine per pointer and lists every broken rule at the sample it concerns.

extension Trace {
    /// One broken lifecycle rule, at the sample it concerns.
    struct LifecycleFinding {
        /// The offending sample, or for ``TraceError/LifecycleViolation/neverEnds(lastPhase:)`` the
        /// pointer's last sample.
        var index: Int
        var pointer: Int
        var violation: TraceError.LifecycleViolation

        func error(fileName: String) -> TraceError {
            let field = switch violation {
            case .sampleAfterEnd, .sampleAfterLifecycleEnd, .mixesLifecycles: "pointer"
            default: "phase"
            }
            return TraceError(fileName: fileName, sampleIndex: index, field: field, problem: .lifecycle(pointer: pointer, violation))
        }
    }

    /// Where a pointer is in its lifecycle.
    private enum PointerState {
        /// Opened at `first` (a down, enter, scroll-begin or transform-begin), last seen at `last`.
        case open(first: Int, last: Int)
        /// A stream of wheel steps that began at `first`; it needs no end.
        case stepping(first: Int)
        /// A scroll whose fingers lifted at `end`: it may end there or coast.
        case lifted(first: Int, end: Int)
        /// A scroll coasting after its lift at `end`, last seen at `last`; a momentum-end must follow.
        case coasting(first: Int, end: Int, last: Int)
        /// Opened at `first`, closed at `end`.
        case ended(first: Int, end: Int)
    }

    /// Every broken lifecycle rule, sorted by sample index. Samples that break a rule do not change
    /// their pointer's state, so the findings are exactly what a repair must change.
    func lifecycleFindings() -> [LifecycleFinding] {
        var states: [Int: (lifecycle: Lifecycle, state: PointerState)] = [:]
        var findings: [LifecycleFinding] = []
        for (index, sample) in samples.enumerated() {
            let pointer = sample.pointer
            let phase = sample.phase
            func found(_ violation: TraceError.LifecycleViolation) {
                findings.append(.init(index: index, pointer: pointer, violation: violation))
            }
            guard let (lifecycle, state) = states[pointer] else {
                if phase.opens {
                    states[pointer] = (phase.lifecycle, .open(first: index, last: index))
                } else if phase == .wheel || phase.lifecycle == .key || phase == .accessibility {
                    states[pointer] = (phase.lifecycle, .stepping(first: index))
                } else {
                    found(.notDownFirst(phase))
                }
                continue
            }
            guard phase.lifecycle == lifecycle else {
                found(.mixesLifecycles(phase, pointerLifecycle: lifecycle, first: Self.firstIndex(of: state)))
                continue
            }
            func after(_ end: Int) -> TraceError.LifecycleViolation {
                lifecycle == .contact ? .sampleAfterEnd(end: end) : .sampleAfterLifecycleEnd(lifecycle, end: end)
            }
            switch state {
            case .stepping:
                break
            case .open(let first, _):
                if phase.opens {
                    found(lifecycle == .contact ? .downTwice(firstDown: first) : .opensTwice(phase, first: first))
                } else if phase == .momentum || phase == .momentumEnd {
                    found(.momentumBeforeScrollEnd(phase))
                } else if phase == .scrollEnd {
                    states[pointer] = (lifecycle, .lifted(first: first, end: index))
                } else if phase.closes {
                    states[pointer] = (lifecycle, .ended(first: first, end: index))
                } else {
                    states[pointer] = (lifecycle, .open(first: first, last: index))
                }
            case .lifted(let first, let end), .coasting(let first, let end, _):
                if phase == .momentum {
                    states[pointer] = (lifecycle, .coasting(first: first, end: end, last: index))
                } else if phase == .momentumEnd {
                    states[pointer] = (lifecycle, .ended(first: first, end: index))
                } else {
                    found(after(end))
                }
            case .ended(_, let end):
                found(after(end))
            }
        }
        for (pointer, entry) in states {
            switch entry.state {
            case .open(_, let last), .coasting(_, _, let last):
                findings.append(.init(index: last, pointer: pointer, violation: .neverEnds(lastPhase: samples[last].phase)))
            case .stepping, .lifted, .ended:
                break
            }
        }
        return findings.sorted { ($0.index, $0.pointer) < ($1.index, $1.pointer) }
    }

    /// The sample at which the lifecycle in `state` began.
    private static func firstIndex(of state: PointerState) -> Int {
        switch state {
        case .open(let first, _), .stepping(let first), .lifted(let first, _), .coasting(let first, _, _), .ended(let first, _): first
        }
    }
}

extension Trace.Sample {
    /// The names of the delta fields the sample carries: `dx` and `dy` with a scroll, `scale` and
    /// `rotation` with a transform.
    var payloadFields: Set<String> {
        var fields: Set<String> = []
        if scroll != nil { fields.formUnion(["dx", "dy"]) }
        if transform != nil { fields.formUnion(["scale", "rotation"]) }
        return fields
    }
}
