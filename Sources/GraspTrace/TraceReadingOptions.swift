// Why this file exists: reading a trace is strict by default, but a recording from a flaky host may
// break a pointer's lifecycle. The caller chooses leniency explicitly, with an option set.

/// Choices that change how a trace is read.
public struct TraceReadingOptions: OptionSet, Hashable, Sendable {
    /// The raw bits of the option set.
    public let rawValue: Int

    /// Creates an option set from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Repair broken pointer lifecycles instead of rejecting the trace.
    ///
    /// Samples that cannot happen (a move before the pointer went down, a second down, a sample
    /// after the pointer ended, and the same for hover, scroll and transform lifecycles) are
    /// dropped, and pointers that never end are closed at the time of the trace's last sample: a
    /// contact with a cancel, a hover with a leave, a scroll with a scroll-cancel, a momentum with a
    /// momentum-end, a transform with a transform-cancel. Every repair is listed in a ``TraceRepairReport``. Malformed
    /// fields and unsorted times are never repaired: they still throw a ``TraceError``.
    public static let repair = TraceReadingOptions(rawValue: 1 << 0)
}
