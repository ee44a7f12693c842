// Why this file exists: the engine's object graph avoids reference counting where the lifetime is already
// guaranteed, because at one to two thousand instructions per event a retain and a release per object per
// event is a large share of the cost. This file holds the two constructs that do so for stored references
// and unmanaged ones; each, and what it buys:
//
// - `Unretained<Object>`: a stored reference that neither retains nor is weak. A weak reference would make
//   every retain of the object slower (its side table) and every read a call into the runtime. It holds
//   recognizers' relationships (failure requirements, dependants, simultaneous partners) and a node's
//   parent and engine; each side unlinks the other in `deinit`, which is what makes it sound. Moving these
//   from `unowned(unsafe)` stored properties to this type cost nothing measurable (inspector scene,
//   `scripts/callgrind`: 1,938 instructions per event before, 1,935 after).
// - `Unmanaged.borrow(_:)`: uses an object held `Unmanaged` (the arena that has a recognizer in play)
//   without retaining it, for the duration of the call; the engine owns the object meanwhile. It saves a
//   retain–release pair on every `state` set and `currentTime` read of a recognizer in play.
//
// The third, borrowing the objects of an array for the length of a loop, is in BorrowedLoops.swift, with
// the engine's delivery loops that use it.

/// A reference that neither retains its object nor is weak (see the comment at the top of this file):
/// valid as long as both ends of the relationship unlink themselves in `deinit`.
struct Unretained<Object: AnyObject> {
    /// The object.
    unowned(unsafe) let value: Object

    /// Refers to `value` without retaining it.
    @inline(__always)
    init(_ value: Object) { self.value = value }
}

extension Unmanaged {
    /// Calls `body` with the object, without retaining it; the caller guarantees it stays alive.
    @inline(__always)
    func borrow<Result>(_ body: (Instance) -> Result) -> Result {
        _withUnsafeGuaranteedRef(body)
    }
}
