// Why this file exists: a failing trace is only useful if it says what differed, where in time, and what
// was expected against what happened. Every check of `grasp test` reports a mismatch as this value.

/// One way a replay differed from its expectations.
public struct TraceDifference: Sendable, Hashable, CustomStringConvertible {
    /// The time the difference is about, in seconds since the trace's start, when there is one.
    public var time: Double?
    /// What was checked: `pan began`, `pan ended velocity`, `frames box`…
    public var subject: String
    /// What the expectations say.
    public var expected: String
    /// What the replay did.
    public var got: String

    /// Creates a difference.
    public init(time: Double?, subject: String, expected: String, got: String) {
        self.time = time
        self.subject = subject
        self.expected = expected
        self.got = got
    }

    /// One line: `at 0.250 s: pan ended velocity: expected [1200, 0] ± 1, got [1187.2, 0]`.
    public var description: String {
        let place = time.map { "at \(TraceTestFormat.seconds($0)) s: " } ?? ""
        return "\(place)\(subject): expected \(expected), got \(got)"
    }
}
