// Why this file exists: taps, long presses, swipes and touch-downs remember where each of their touches
// landed, to tell how far it has moved since; a pan remembers where each finger was at its last move, to
// add the fingers' mean movement to its translation. A gesture has one to a few touches, and the lookup runs for
// every move while the recognizer is still deciding: a walk over a short list costs less than hashing the
// touch's identity into a dictionary, and a list emptied in place keeps its storage from one gesture to the
// next. (With the other changes of that round, a tap in the inspector scene went from 65,527 to 58,948
// instructions: see "The gesture's edges" in the Performance article.)

/// A point for each touch, found by a walk: the few touches of one gesture, in landing order.
///
/// The first touch's entry is held inline, and the others in a list: most gestures have one finger, and
/// writing an inline entry needs no check that a list's storage is unique (about 6 instructions on every
/// move of a pan; `scripts/callgrind inspector`, see the Performance article).
struct TouchPoints {
    /// The first entry, when there is one.
    private var first: Entry?
    /// The entries after the first, in landing order.
    private var rest: [Entry] = []

    /// A touch and its point.
    typealias Entry = (id: TouchID, point: Point)

    /// The point noted for `id`, or `nil`; setting `nil` forgets the touch.
    subscript(id: TouchID) -> Point? {
        get {
            if let first, first.id == id { return first.point }
            for entry in rest where entry.id == id { return entry.point }
            return nil
        }
        @inline(never) set {
            if let current = first, current.id == id {
                if let newValue { first = (id, newValue) } else { removeFirst() }
                return
            }
            let index = rest.firstIndex { $0.id == id }
            switch (index, newValue) {
            case let (index?, point?): rest[index].point = point
            case let (nil, point?): if first == nil { first = (id, point) } else { rest.append((id, point)) }
            case let (index?, nil): rest.remove(at: index)
            case (nil, nil): break
            }
        }
    }

    /// How many touches have a point.
    var count: Int { first == nil ? 0 : 1 + rest.count }

    /// Moves `id`'s point to `point` and returns where it was, or notes `point` for a touch that had none
    /// (at the end of the list) and returns `nil`. The touches of a gesture are usually handed over in the
    /// order they were noted: the entry at `position` is tried before the walk.
    @inline(__always)
    mutating func move(_ id: TouchID, to point: Point, expectedAt position: Int) -> Point? {
        if position == 0, let current = first, current.id == id {
            first = (id, point)
            return current.point
        }
        if position > 0, position - 1 < rest.count, rest[position - 1].id == id {
            let previous = rest[position - 1].point
            rest[position - 1].point = point
            return previous
        }
        return moveFound(id, to: point)
    }

    /// Moves each of `touches` to its location, as `move(_:to:expectedAt:)` does with each touch's
    /// position, and returns the sum of the movements of the touches that had a point, and how many had
    /// one. The movements are added in `touches`' order.
    ///
    /// While the touches come in the order they were noted, the points after the first are written in
    /// place, with one check that the list's storage is unique (Unsafe/PointsInPlace.swift).
    mutating func moveAll<Touches: RandomAccessCollection<Touch>>(to touches: Touches) -> (sum: Point, count: Int)
        where Touches.Index == Int {
        var sum = Point.zero
        var count = 0
        var position = 0
        let total = touches.count
        if total > 0, let current = first, current.id == touches[0].id {
            let location = touches[0].location
            first = (current.id, location)
            sum += location - current.point
            count = 1
            position = 1
            if total > 1, !rest.isEmpty {
                PointsInPlace.move(&rest, to: touches, from: &position, sum: &sum, count: &count)
            }
        }
        // From the first touch out of order (or new) on, one by one.
        while position < total {
            let touch = touches[position]
            if let previous = move(touch.id, to: touch.location, expectedAt: position) {
                sum += touch.location - previous
                count += 1
            }
            position += 1
        }
        return (sum, count)
    }

    /// `move` past the expected position (a finger's first move, or fingers handed over in another order):
    /// the subscript's walk, and its append for a touch that had no point.
    @inline(never)
    private mutating func moveFound(_ id: TouchID, to point: Point) -> Point? {
        let previous = self[id]
        self[id] = point
        return previous
    }

    /// Forgets the first entry; the next one, if any, takes its place.
    @inline(never)
    private mutating func removeFirst() {
        first = rest.isEmpty ? nil : rest.removeFirst()
    }

    /// Forgets the touches among `touches` (lifted or cancelled), keeping the others in their order.
    @inline(never)
    mutating func forget(_ touches: [Touch]) {
        rest.removeAll { entry in touches.contains { $0.id == entry.id } }
        if let current = first, touches.contains(where: { $0.id == current.id }) { removeFirst() }
    }

    /// Forgets every touch, keeping the storage for the next gesture.
    mutating func removeAll() {
        first = nil
        rest.removeAllKeepingStorage()
    }
}
