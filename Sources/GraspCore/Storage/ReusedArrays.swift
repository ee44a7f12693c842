// Why this file exists: a steady stream of moves must not allocate, so the lists built at each event (the
// engine's per-dispatch lists, the touch event builder's, the WebAssembly API's) are emptied and refilled in
// their own storage instead of being made anew. These three operations are that reuse, written once.
// Removing from the end one by one costs less than `removeAll(keepingCapacity:)` (a `replaceSubrange` call,
// about 90 instructions even for one element, by callgrind) for the few elements such lists hold.

extension Array {
    /// Empties the array, keeping its storage when nothing else holds it.
    @inlinable @inline(__always)
    package mutating func removeAllKeepingStorage() {
        truncate(to: 0)
    }

    /// Stores `element` at position `count` (overwriting or appending), and counts it: a list refilled in
    /// place from position 0, then cut with ``truncate(to:)``.
    @inlinable @inline(__always)
    package mutating func store(_ element: Element, at count: inout Int) {
        if count < self.count { self[count] = element } else { append(element) }
        count += 1
    }

    /// Removes the elements from position `count` on.
    @inlinable @inline(__always)
    package mutating func truncate(to count: Int) {
        while self.count > count { removeLast() }
    }
}
