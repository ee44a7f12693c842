// Why this file exists: hosts and hardware send nonsense (time running backwards, NaN coordinates, a move
// for a touch that never went down). Before anything reaches a recognizer the engine repairs or drops such
// input and notes what it did (`EngineDiagnostic`); that cleanup lives here, apart from the dispatch loop,
// so the loop reads as if input were always well formed. The "Bad Input" article states the policy.

extension GestureEngine {
    /// The time a dispatch runs at: `time` itself, or the current time when `time` is not finite, is
    /// beyond ``GestureDefaults/maximumTimestamp`` or runs backwards (noted). The common case, a good
    /// time, is checked inline; the repairs are out of line.
    @inline(__always)
    func sanitizedTime(_ time: Double) -> Double {
        if time.magnitude <= GestureDefaults.maximumTimestamp, !(context.hasTime && time < context.now) { return time }
        return repairedTime(time)
    }

    /// `sanitizedTime(_:)` for a time that is not finite, is out of range or runs backwards.
    @inline(never) // Out of line: one copy for every caller (Performance article, "The eighth round").
    private func repairedTime(_ time: Double) -> Double {
        guard time.isFinite else {
            note(.nonFiniteTimestamp, nil, context.now)
            return context.now
        }
        guard time.magnitude <= GestureDefaults.maximumTimestamp else {
            note(.timestampOutOfRange, nil, context.now)
            return context.now
        }
        if context.hasTime && time < context.now {
            note(.timeWentBackwards, nil, time)
            return context.now
        }
        return time
    }

    /// Takes one changed touch of an event into the dispatch: a touch-down gets a new record (hit-tested
    /// once, here), a move, end or cancel updates its touch's record; each goes to the list of its phase.
    /// A sample that cannot be repaired (a second touch-down, an unknown touch, a move to a non-finite
    /// location) is dropped and noted; a non-finite end or cancel keeps the last good location.
    @inline(never) // Out of line: one copy for every caller (Performance article, "The eighth round").
    func admit(_ raw: Touch, at time: Double, into lists: DispatchScratch) {
        // The record, if the touch is down, held unretained: the table holds it, and the phase's list holds
        // it unretained too (Unsafe/UnretainedRecords.swift).
        let existing = Self.liveRecord(for: raw.id, in: touchTable)
        switch raw.phase {
        case .began:
            guard existing == nil else { note(.duplicateBegan, raw.id, time); return }
            guard raw.location.isFinite else { note(.nonFiniteLocation, raw.id, time); return }
            var touch = raw
            touch.location = clamped(raw.location, raw.id, time)
            touch.timestamp = time
            touch.previousLocation = touch.location
            // The touches of a scroll or a transform are hit-tested at the cursor, not where they are placed.
            let record = TouchRecord(touch: touch, hitNode: rootNode.hitTest(indirectInput == nil ? touch.location : indirectLocation))
            if let input = indirectInput {
                // A scroll's or a transform's touch (ScrollDispatch.swift, TransformDispatch.swift): only
                // the recognizers that take it are bound, and no node hears it.
                record.indirect = input
                record.nodeCancelled = true
            }
            touchTable.records.append(record)
            lists.began.append(record)
        case .moved, .ended, .cancelled:
            guard let existing else { note(.unknownTouch, raw.id, time); return }
            existing.borrow { admitChange(raw, of: $0, at: time, into: lists) }
        case .stationary:
            return
        }
    }

    /// Takes a move, end or cancel of the touch of `record` into the dispatch (see `admit(_:at:into:)`).
    @inline(__always)
    private func admitChange(_ raw: Touch, of record: TouchRecord, at time: Double, into lists: DispatchScratch) {
        var location = raw.location
        if !location.isFinite {
            note(.nonFiniteLocation, raw.id, time)
            guard raw.phase != .moved else { return }
            location = record.touch.location
        }
        // The sample as it came (its id, phase, pressure and radius), at the repaired location and the
        // dispatch's time, moving from where the record's touch was, of the kind it landed as.
        var touch = raw
        touch.location = clamped(location, raw.id, time)
        touch.previousLocation = record.touch.location
        touch.timestamp = time
        touch.kind = record.touch.kind
        record.touch = touch
        switch raw.phase {
        case .moved: lists.moved.append(record)
        case .ended: lists.ended.append(record)
        default: lists.cancelled.append(record)
        }
    }

    /// A location with each coordinate brought within ``GestureDefaults/maximumCoordinate``.
    private func clamped(_ location: Point, _ touch: TouchID, _ time: Double) -> Point {
        let limit = GestureDefaults.maximumCoordinate
        guard abs(location.x) > limit || abs(location.y) > limit else { return location }
        note(.locationClamped, touch, time)
        return Point(x: min(max(location.x, -limit), limit), y: min(max(location.y, -limit), limit))
    }

    func note(_ kind: EngineDiagnostic.Kind, _ touch: TouchID?, _ time: Double) {
        if diagnostics.count >= 256 { diagnostics.removeFirst() }
        diagnostics.append(EngineDiagnostic(kind: kind, touch: touch, timestamp: time))
    }
}
