// Why this file exists: a recognizer reads its touches on every move (centroids, a pinch's span, a pan's
// translation), and the engine already holds each touch's latest state in its touch record. Copying every
// moved touch into every recognizer that tracks it was the largest single share of a dispatch; this
// collection reads the touches from the records instead, so that a recognizer keeps only which touches
// it tracks.

/// The touches a recognizer is tracking, with their latest state, in the order they landed
/// (``GestureRecognizer/touches``).
///
/// A random-access collection of ``Touch``: index it, count it, iterate, `map` or `filter` it as an
/// array. It reads each touch from the engine's record of it, so an element is always the touch's latest
/// state; which touches it holds is fixed when it is read (a touch bound or let go later is not added or
/// removed). `Array(touches)` makes an array of the touches as they are now.
public struct TrackedTouches: RandomAccessCollection {
    /// The engine's records of the touches, in the order they landed.
    @usableFromInline let records: [TouchRecord]

    @inlinable init(records: [TouchRecord]) {
        self.records = records
    }

    /// The position of the first touch.
    @inlinable public var startIndex: Int { 0 }
    /// The position past the last touch.
    @inlinable public var endIndex: Int { records.count }
    /// The touch at `position`, as it is now.
    @inlinable public subscript(position: Int) -> Touch { records[position].touch }
}
