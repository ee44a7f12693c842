// Why this file exists: taps, long presses, swipes and touch-downs remember where each of their touches
// landed, to tell how far it has moved since; a pan remembers where each finger was at its last move, to
// add the fingers' mean movement to its translation. A gesture has one to a few touches, and the lookup runs for
// every move while the recognizer is still deciding: a walk over a short list costs less than hashing the
// touch's identity into a dictionary, and a list emptied in place keeps its storage from one gesture to the
// next. (With the other changes of that round, a tap in the inspector scene went from 65,527 to 58,948
// instructions: see "The gesture's edges" in the Performance article.)

/// A point for each touch, found by a walk: the few touches of one gesture, in landing order.
struct TouchPoints {
    private var entries: [(id: TouchID, point: Point)] = []

    /// The point noted for `id`, or `nil`; setting `nil` forgets the touch.
    subscript(id: TouchID) -> Point? {
        get {
            for entry in entries where entry.id == id { return entry.point }
            return nil
        }
        set {
            let index = entries.firstIndex { $0.id == id }
            switch (index, newValue) {
            case let (index?, point?): entries[index].point = point
            case let (nil, point?): entries.append((id, point))
            case let (index?, nil): entries.remove(at: index)
            case (nil, nil): break
            }
        }
    }

    /// How many touches have a point.
    var count: Int { entries.count }

    /// Moves `id`'s point to `point` and returns where it was, or notes `point` for a touch that had none
    /// (at the end of the list) and returns `nil`. The touches of a gesture are usually handed over in the
    /// order they were noted: the entry at `position` is tried before the walk.
    @inline(__always)
    mutating func move(_ id: TouchID, to point: Point, expectedAt position: Int) -> Point? {
        if position < entries.count, entries[position].id == id {
            let previous = entries[position].point
            entries[position].point = point
            return previous
        }
        return moveFound(id, to: point)
    }

    /// `move` past the expected position (a finger's first move, or fingers handed over in another order):
    /// the subscript's walk, and its append for a touch that had no point.
    private mutating func moveFound(_ id: TouchID, to point: Point) -> Point? {
        let previous = self[id]
        self[id] = point
        return previous
    }

    /// Forgets the touches among `touches` (lifted or cancelled), keeping the others in their order.
    mutating func forget(_ touches: [Touch]) {
        entries.removeAll { entry in touches.contains { $0.id == entry.id } }
    }

    /// Forgets every touch, keeping the storage for the next gesture.
    mutating func removeAll() {
        entries.removeAllKeepingStorage()
    }
}
