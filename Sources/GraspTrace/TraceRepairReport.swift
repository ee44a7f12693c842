// Why this file exists: when a caller asks for a broken trace to be repaired, nothing may be lost
// silently. The report lists every dropped or added sample in plain words, so that a replay made
// from a repaired trace can say exactly how it differs from the file.

/// Every change made while repairing a trace's pointer lifecycles.
///
/// Produced by `Trace.init(contentsOf:options:repairReport:)` (GraspFoundationCompat) with ``TraceReadingOptions/repair``
/// and by ``Trace/repair(fileName:)``. An empty report means the trace needed no repair.
public struct TraceRepairReport: Hashable, Sendable, CustomStringConvertible {
    /// The name of the repaired file, or `<memory>`.
    public var fileName: String
    /// The repairs, in the order of the samples they concern.
    public var repairs: [Repair]

    /// Creates a report.
    public init(fileName: String = "<memory>", repairs: [Repair] = []) {
        self.fileName = fileName
        self.repairs = repairs
    }

    /// Whether the trace needed no repair.
    public var isEmpty: Bool { repairs.isEmpty }

    /// The repairs, one per line, after a summary line such as `tap.json: 2 repairs`.
    public var description: String {
        guard !repairs.isEmpty else { return "\(fileName): no repairs" }
        let header = "\(fileName): \(repairs.count) \(repairs.count == 1 ? "repair" : "repairs")"
        return ([header] + repairs.map { "  \($0)" }).joined(separator: "\n")
    }

    /// One change made to a trace.
    public struct Repair: Hashable, Sendable, CustomStringConvertible {
        /// What was done.
        public var action: Action
        /// The index in the original `samples` array of the dropped sample, or, for an added
        /// closing sample, of the pointer's last sample.
        public var sampleIndex: Int
        /// The sample that was dropped or added.
        public var sample: Trace.Sample
        /// Why: the lifecycle rule the original trace broke.
        public var violation: TraceError.LifecycleViolation

        /// Creates a repair record.
        public init(action: Action, sampleIndex: Int, sample: Trace.Sample, violation: TraceError.LifecycleViolation) {
            self.action = action
            self.sampleIndex = sampleIndex
            self.sample = sample
            self.violation = violation
        }

        /// The repair in plain words, for example
        /// `sample 4: dropped the move of pointer 2 at t=0.1, because pointer 2 moves before going down`.
        public var description: String {
            let s = sample
            switch action {
            case .dropped:
                return "sample \(sampleIndex): dropped the \(s.phase.rawValue) of pointer \(s.pointer) at t=\(s.t), because pointer \(s.pointer) \(violation)"
            case .addedCancel, .addedEnd:
                return "after sample \(sampleIndex): added a \(s.phase.rawValue) of pointer \(s.pointer) at t=\(s.t) at (\(s.x), \(s.y)), because pointer \(s.pointer) \(violation)"
            }
        }

        /// What a repair did.
        public enum Action: String, Hashable, Sendable {
            /// The sample could not happen and was removed.
            case dropped
            /// The contact never ended, so a cancel was added at the trace's last time.
            case addedCancel
            /// A hover, scroll or transform never ended, so its closing sample (a `leave`,
            /// `scroll-cancel`, `momentum-end` or `transform-cancel`) was added at the trace's last time.
            case addedEnd
        }
    }
}
