// Why this file exists: a pan with several fingers adds up each finger's movement since its last move on
// every event, and writes each finger's new point into its list (`TouchPoints`). Through the array, each
// write checked that the list's storage was unique: in the deep tree case (100 pans, 10 fingers each) the
// loop written through one pointer, with one check for the whole list, runs 151,919 → 123,819 instructions
// per event (`scripts/callgrind deepTree`, 2026-11-29; see the Performance article, "Under a thousand").
//
// What makes it sound: the list is passed `inout` (nobody else reads or writes it during the loop), the loop
// calls nothing outside this function, and every index is checked against the buffer's count before it
// is read or written.

/// The in-place step of the touch points' `moveAll(to:)` (Recognizers/Standard/TouchPoints.swift).
enum PointsInPlace {
    /// While `touches[position]` is the touch noted at `entries[position - 1]` (the touches handed over in
    /// the order they were noted, the first one held apart), moves its point to its location, adds its
    /// movement to `sum` and counts it; stops at the first touch out of order, at `position`.
    @inline(__always)
    static func move<Touches: RandomAccessCollection<Touch>>(
        _ entries: inout [(id: TouchID, point: Point)], to touches: Touches, from position: inout Int,
        sum: inout Point, count: inout Int
    ) where Touches.Index == Int {
        let total = touches.count
        entries.withUnsafeMutableBufferPointer { entries in
            while position < total, position - 1 < entries.count, entries[position - 1].id == touches[position].id {
                let location = touches[position].location
                sum += location - entries[position - 1].point
                entries[position - 1].point = location
                count += 1
                position += 1
            }
        }
    }
}
