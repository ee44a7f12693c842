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
    /// The event's `allTouches` and `changedTouches`. Hooks receive them inside the event; an event a
    /// hook keeps makes them shared, and emptying them then starts fresh storage (copy-on-write).
    @exclusivity(unchecked) var allTouches: [Touch] = []
    @exclusivity(unchecked) var changedTouches: [Touch] = []
    /// The touches handed to one recognizer's hook.
    @exclusivity(unchecked) var hookTouches: [Touch] = []
    /// The records whose node hears the phase being delivered, and one node's touches among them.
    @exclusivity(unchecked) var nodeDue: [TouchRecord] = []
    @exclusivity(unchecked) var nodeBatch: [Touch] = []

    /// Empties `array`, keeping its storage when nothing else holds it. Removing from the end one by one
    /// is cheaper than `removeAll(keepingCapacity:)` for the few elements these lists hold.
    @inline(__always)
    static func empty<Element>(_ array: inout [Element]) {
        while !array.isEmpty { array.removeLast() }
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
