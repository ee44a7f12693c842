// Why this file exists: the event a dispatch hands its hooks is built, at every touch event, in the storage
// of the previous event of the same dispatch depth, which the depth's `DispatchScratch` keeps between
// events. The dispatch takes it out while it fills it (an event read from a class's property is retained
// for each use) and puts it back at the end. Swapped with an empty event, as it was, the empty event's two
// lists were released at the end of every dispatch, about 50 instructions of the inspector scene's (the
// Performance article, "Fewer visits, fewer retains"). A value moved out of a slot of its own, and moved
// back, needs no stand-in and no reference counting.
//
// What makes it sound: the slot is taken and parked by one dispatch depth only (`GestureEngine.handle(_:)`,
// which takes it at the start and parks it before it returns, with nothing between that can leave the
// function early), and its owner frees it only once parked (the scratch's `deinit`, when the engine goes).

/// One value held out of line, which can be moved out and moved back without a copy or a stand-in (see
/// the comment at the top of this file). Between `take()` and `park(_:)` the slot is empty and must not be
/// read; its owner calls `free()` once, with the value parked.
struct ParkedValue<Value> {
    private let slot: UnsafeMutablePointer<Value>

    /// Holds `value`.
    init(_ value: Value) {
        slot = .allocate(capacity: 1)
        slot.initialize(to: value)
    }

    /// Moves the value out, leaving the slot empty until `park(_:)`.
    @inline(__always)
    func take() -> Value {
        slot.move()
    }

    /// Moves `value` into the empty slot.
    @inline(__always)
    func park(_ value: consuming Value) {
        slot.initialize(to: value)
    }

    /// Destroys the parked value and frees the slot.
    func free() {
        slot.deinitialize(count: 1)
        slot.deallocate()
    }
}
