// Why this file exists: a steady stream of moves must not allocate, so the lists a dispatch builds (the
// changed touches by phase, the event's touch arrays, the touches handed to each hook and node) live in
// arrays that are emptied and reused. A handler may dispatch again from inside a dispatch; the nested
// dispatch must not clobber the outer one's lists, so each dispatch depth has its own set: this class.

/// The reusable lists of one dispatch depth (see `GestureEngine.handle(_:)`).
final class DispatchScratch: UncheckedFields<DispatchScratchFields> {
    /// The changed touches' records, by phase, in event order, held without retaining them (see
    /// Unsafe/UnretainedRecords.swift).
    var began: UnretainedRecords { _read { yield fields.began } _modify { yield &fields.began } }
    var moved: UnretainedRecords { _read { yield fields.moved } _modify { yield &fields.moved } }
    var ended: UnretainedRecords { _read { yield fields.ended } _modify { yield &fields.ended } }
    var cancelled: UnretainedRecords { _read { yield fields.cancelled } _modify { yield &fields.cancelled } }
    /// The storage of the event the hooks receive (see `takeEvent()`), parked between events. An event a
    /// hook keeps shares its lists, and writing to them then starts fresh storage (copy-on-write).
    private let event = ParkedValue(TouchEvent(timestamp: 0, uncheckedAllTouches: [], changedTouches: []))
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

    /// Moves the reusable event out, so that the dispatch owns its lists while it fills them; the dispatch
    /// parks it again when done (`parkEvent(_:)`), before it returns. No stand-in is swapped in (see
    /// Unsafe/ParkedValue.swift).
    @inline(__always)
    func takeEvent() -> TouchEvent {
        event.take()
    }

    /// Puts back the event `takeEvent()` moved out.
    @inline(__always)
    func parkEvent(_ taken: consuming TouchEvent) {
        event.park(taken)
    }

    /// Empties the per-phase lists (the others are emptied where they are filled): nothing to release.
    @inline(__always)
    func emptyPhases() {
        fields.began.removeAll()
        fields.moved.removeAll()
        fields.ended.removeAll()
        fields.cancelled.removeAll()
    }

    deinit {
        event.free()
        fields.began.free()
        fields.moved.free()
        fields.ended.free()
        fields.cancelled.free()
    }
}

/// The stored fields of a `DispatchScratch`, kept in its unchecked `fields` (see Unchecked.swift).
struct DispatchScratchFields {
    var began = UnretainedRecords()
    var moved = UnretainedRecords()
    var ended = UnretainedRecords()
    var cancelled = UnretainedRecords()
    var hookTouches: [Touch] = []
    var groupTouches: [Touch] = []
    var nodeDue: [TouchRecord] = []
    var nodeBatch: [Touch] = []
}
