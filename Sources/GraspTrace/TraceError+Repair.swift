// Why this file exists: `grasp replay` used to suggest `--repair` after every error, even a coordinate out
// of range or a syntax error, which repair cannot touch. The knowledge of what repair fixes belongs
// beside the repair itself, so the command (and any other tool) asks the error instead of guessing.

extension TraceError {
    /// Whether ``Trace/repair(fileName:)`` (and ``TraceReadingOptions/repair``) would fix this error.
    ///
    /// Only broken pointer lifecycles are repairable: samples before a pointer's down, a second down or
    /// begin, samples after its end, samples of another kind of input, momentum before its scroll ended (all
    /// dropped), and a pointer that never ends (cancelled, or its hover, scroll or transform ended, at the
    /// trace's last time). Syntax errors, missing or unknown fields, wrong types, values out of range and times that go
    /// backwards are not: the file has to be fixed.
    public var isRepairable: Bool {
        if case .lifecycle = problem { return true }
        return false
    }

    /// A line suggesting repair for an error that repair fixes, or `nil` for any other error.
    ///
    /// The text names what repair would do with this particular violation, for example
    /// "use --repair to cancel pointers that never end instead of rejecting the trace".
    public var repairHint: String? {
        guard case .lifecycle(_, let violation) = problem else { return nil }
        let action = switch violation {
        case .neverEnds(let lastPhase):
            lastPhase.lifecycle == .contact
                ? "cancel pointers that never end at the trace's last time"
                : "end hovers, scrolls and transforms that never end at the trace's last time"
        case .notDownFirst: "drop samples that come before their pointer's down"
        case .downTwice: "drop a second down of a pointer that is already down"
        case .sampleAfterEnd, .sampleAfterLifecycleEnd: "drop samples that come after their pointer ended"
        case .opensTwice: "drop a second begin of a hover, scroll or transform that is already open"
        case .mixesLifecycles: "drop samples whose phase belongs to another kind of input than their pointer's"
        case .momentumBeforeScrollEnd: "drop momentum that comes before its scroll ended"
        }
        return "use --repair to \(action) instead of rejecting the trace"
    }
}
