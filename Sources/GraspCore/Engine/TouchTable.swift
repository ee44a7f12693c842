// Why this file exists: the engine and the arena both need the touches that are down, which recognizers
// each one is bound to, and what its node has been told. Neither should hold the other, so this table is
// an object of its own that both hold: the engine fills it and delivers from it (see NodeDelivery.swift),
// the arena binds, unbinds and hands touches over in it.

/// The touch records of one engine, in the order the touches landed.
final class TouchTable: UncheckedFields<TouchTableFields> {
    /// One record per touch, until everything about it has been delivered.
    var records: [TouchRecord] { _read { yield fields.records } _modify { yield &fields.records } }
    /// Whether `flushNodeDelivery` has anything to do: held-back node calls, or finished touches to forget.
    var hasNodeWork: Bool { _read { yield fields.hasNodeWork } _modify { yield &fields.hasNodeWork } }
    /// The `touchesCancelled` calls the arena's decisions owe to nodes (`cancelsTouchesInView`), oldest
    /// first, until the engine delivers them (see NodeDelivery.swift).
    var nodeCancellations: [NodeCancellation] { _read { yield fields.nodeCancellations } _modify { yield &fields.nodeCancellations } }

    /// Called with every call the engine makes to a node's touch hooks, just before it (the node, the
    /// phase, the touches, the event); `GestureTestHost` keeps its log of deliveries with it.
    var deliveryObserver: ((Node, TouchPhase, [Touch], TouchEvent) -> Void)? { _read { yield fields.deliveryObserver } _modify { yield &fields.deliveryObserver } }

    /// Records dropped by a flush inside a nested dispatch, kept alive until a flush with no dispatch around
    /// it: an outer dispatch may still list them, unretained (see Unsafe/UnretainedRecords.swift).
    var retired: [TouchRecord] { _read { yield fields.retired } _modify { yield &fields.retired } }
    /// The dispatch context of the engine that owns the table (set by the engine), whose depth tells a
    /// flush inside a nested dispatch.
    var context: DispatchContext? { _read { yield fields.context } _modify { yield &fields.context } }

    /// An empty table.
    init() {
        super.init(fields: TouchTableFields())
    }

    /// The touches that are down, in the order they landed, with their latest state.
    var activeTouches: [Touch] { records.filter { !$0.isFinished }.map { $0.touch } }
}

/// The stored fields of a `TouchTable`, kept in its unchecked `fields` (see Unchecked.swift).
struct TouchTableFields {
    var records: [TouchRecord] = []
    var hasNodeWork: Bool = false
    var nodeCancellations: [NodeCancellation] = []
    var deliveryObserver: ((Node, TouchPhase, [Touch], TouchEvent) -> Void)?
    var retired: [TouchRecord] = []
    var context: DispatchContext?
}

/// A `touchesCancelled` call owed to a node: decided by the arena, delivered by the engine.
struct NodeCancellation {
    let node: Node
    let touch: Touch
    let event: TouchEvent
}
