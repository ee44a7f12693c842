// Why this file exists: taps, long presses, swipes and touch-downs remember where each of their touches
// landed, to tell how far it has moved since. A gesture has one to a few touches, and the lookup runs for
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

    /// Forgets every touch, keeping the storage for the next gesture.
    mutating func removeAll() {
        entries.removeAllKeepingStorage()
    }
}
