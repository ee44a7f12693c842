// Why this file exists: a steady stream of moves must not allocate, so the lists a dispatch builds (the
// changed touches by phase, the event's touch arrays, the touches handed to each hook and node) live in
// arrays that are emptied and reused. A handler may dispatch again from inside a dispatch; the nested
// dispatch must not clobber the outer one's lists, so each dispatch depth has its own set: this class.

/// The reusable lists of one dispatch depth (see `GestureEngine.handle(_:)`).
final class DispatchScratch: UncheckedFields<DispatchScratchFields> {
    /// The changed touches' records, by phase, in event order.
    var began: [TouchRecord] { _read { yield fields.began } _modify { yield &fields.began } }
    var moved: [TouchRecord] { _read { yield fields.moved } _modify { yield &fields.moved } }
    var ended: [TouchRecord] { _read { yield fields.ended } _modify { yield &fields.ended } }
    var cancelled: [TouchRecord] { _read { yield fields.cancelled } _modify { yield &fields.cancelled } }
    /// The storage of the event the hooks receive (see `takeEvent()`). An event a hook keeps shares its
    /// lists, and writing to them then starts fresh storage (copy-on-write).
    var event: TouchEvent { _read { yield fields.event } _modify { yield &fields.event } }
    /// The touches handed to one recognizer's hook.
    var hookTouches: [Touch] { _read { yield fields.hookTouches } _modify { yield &fields.hookTouches } }
    /// Every changed touch of the phase being delivered, for the recognizers that track them all, when
    /// the event's own list of changed touches holds other phases' touches too.
    var groupTouches: [Touch] { _read { yield fields.groupTouches } _modify { yield &fields.groupTouches } }
    /// The records whose node hears the phase being delivered, and one node's touches among them.
    var nodeDue: [TouchRecord] { _read { yield fields.nodeDue } _modify { yield &fields.nodeDue } }
    var nodeBatch: [Touch] { _read { yield fields.nodeBatch } _modify { yield &fields.nodeBatch } }

    /// Empty lists.
    init() {
        super.init(fields: DispatchScratchFields())
    }

    /// Moves the reusable event out (leaving an empty one), so that the dispatch owns its lists while it
    /// fills them; the dispatch puts it back when done.
    @inline(__always)
    func takeEvent() -> TouchEvent {
        var taken = TouchEvent(timestamp: 0, uncheckedAllTouches: [], changedTouches: [])
        swap(&taken, &event)
        return taken
    }

    /// Moves the list of moved records out (leaving an empty one) once the event's touches are admitted,
    /// so that the dispatch reads it from a variable of its own: read from here for each call it is given
    /// to (storing the event's touches, delivering), it was retained and released around each. Moves are
    /// the steady stream; the other phases' lists stay here. `restoreMoved(_:)` puts it back.
    @inline(__always)
    func takeMoved() -> [TouchRecord] {
        var taken: [TouchRecord] = []
        swap(&taken, &fields.moved)
        return taken
    }

    /// Puts back the list `takeMoved()` moved out, leaving `moved` empty.
    @inline(__always)
    func restoreMoved(_ moved: inout [TouchRecord]) {
        swap(&moved, &fields.moved)
    }

    /// Empties the per-phase lists (the others are emptied where they are filled).
    @inline(never) // Out of line: one copy for every caller (Performance article, "The eighth round").
    func emptyPhases() {
        if !began.isEmpty { began.removeAllKeepingStorage() }
        if !moved.isEmpty { moved.removeAllKeepingStorage() }
        if !ended.isEmpty { ended.removeAllKeepingStorage() }
        if !cancelled.isEmpty { cancelled.removeAllKeepingStorage() }
    }
}

/// The stored fields of a `DispatchScratch`, kept in its unchecked `fields` (see Unchecked.swift).
struct DispatchScratchFields {
    var began: [TouchRecord] = []
    var moved: [TouchRecord] = []
    var ended: [TouchRecord] = []
    var cancelled: [TouchRecord] = []
    var event: TouchEvent = TouchEvent(timestamp: 0, uncheckedAllTouches: [], changedTouches: [])
    var hookTouches: [Touch] = []
    var groupTouches: [Touch] = []
    var nodeDue: [TouchRecord] = []
    var nodeBatch: [Touch] = []
}
