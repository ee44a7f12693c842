// Why this file exists: a steady stream of moves must not allocate, so the lists a dispatch builds (the
// changed touches by phase, the event's touch arrays, the touches handed to each hook and node) live in
// arrays that are emptied and reused. A handler may dispatch again from inside a dispatch; the nested
// dispatch must not clobber the outer one's lists, so each dispatch depth has its own set: this class.

/// The reusable lists of one dispatch depth (see `GestureEngine.handle(_:)`).
final class DispatchScratch {
    /// The changed touches' records, by phase, in event order.
    @exclusivity(unchecked) var began: [TouchRecord] = []
    @exclusivity(unchecked) var moved: [TouchRecord] = []
    @exclusivity(unchecked) var ended: [TouchRecord] = []
    @exclusivity(unchecked) var cancelled: [TouchRecord] = []
    /// The storage of the event the hooks receive (see `takeEvent()`). An event a hook keeps shares its
    /// lists, and writing to them then starts fresh storage (copy-on-write).
    @exclusivity(unchecked) var event = TouchEvent(timestamp: 0, uncheckedAllTouches: [], changedTouches: [])
    /// The touches handed to one recognizer's hook.
    @exclusivity(unchecked) var hookTouches: [Touch] = []
    /// Every changed touch of the phase being delivered, for the recognizers that track them all.
    @exclusivity(unchecked) var groupTouches: [Touch] = []
    /// The records whose node hears the phase being delivered, and one node's touches among them.
    @exclusivity(unchecked) var nodeDue: [TouchRecord] = []
    @exclusivity(unchecked) var nodeBatch: [Touch] = []

    /// Empties `array`, keeping its storage when nothing else holds it. Removing from the end one by one
    /// is cheaper than `removeAll(keepingCapacity:)` for the few elements these lists hold.
    @inline(__always)
    static func empty<Element>(_ array: inout [Element]) {
        trim(&array, to: 0)
    }

    /// Moves the reusable event out (leaving an empty one), so that the dispatch owns its lists while it
    /// fills them; the dispatch puts it back when done.
    @inline(__always)
    func takeEvent() -> TouchEvent {
        var taken = TouchEvent(timestamp: 0, uncheckedAllTouches: [], changedTouches: [])
        swap(&taken, &event)
        return taken
    }

    /// Stores `element` at position `count` of `array` (overwriting or appending), and counts it.
    @inline(__always)
    static func store<Element>(_ element: Element, at count: inout Int, in array: inout [Element]) {
        if count < array.count { array[count] = element } else { array.append(element) }
        count += 1
    }

    /// Removes the elements of `array` from position `count` on.
    @inline(__always)
    static func trim<Element>(_ array: inout [Element], to count: Int) {
        while array.count > count { array.removeLast() }
    }

    /// Empties the per-phase lists (the others are emptied where they are filled).
    @inline(__always)
    func emptyPhases() {
        if !began.isEmpty { Self.empty(&began) }
        if !moved.isEmpty { Self.empty(&moved) }
        if !ended.isEmpty { Self.empty(&ended) }
        if !cancelled.isEmpty { Self.empty(&cancelled) }
    }
}
