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

    /// Whether the parked event's changed touches share the storage of all its touches (``shareChanged(of:alreadyShared:)``).
    var changedSharesAll: Bool {
        @inline(__always) get { fields.changedSharesAll }
    }

    // The event's two lists, when one touch is down and it changed, are equal: stored twice, the touch cost
    // about 60 instructions per event more. They share one storage then. While they do, a spare storage is
    // kept beside them, so that the next event writes its touches into storage no list shares: the next
    // event's touches go into the spare (`takeSpare`), and the storage the last event's lists shared
    // becomes the spare once the changed list lets go of it (`shareChanged`), or is dropped (`unshareChanged`).

    /// Swaps the storage of `event`'s touches with the spare: after a shared event, the touches are written
    /// into storage that no list shares.
    @inline(__always)
    func takeSpare(into event: inout TouchEvent) {
        swap(&event.allTouches, &fields.spare)
    }

    /// Makes `event`'s changed touches share the storage of all its touches (the caller knows the two lists
    /// are equal). When the last event's lists were shared too (`alreadyShared`), the storage they shared is
    /// now the spare, and the changed list lets go of it; otherwise the changed list's own storage becomes
    /// the spare.
    @inline(__always)
    func shareChanged(of event: inout TouchEvent, alreadyShared: Bool) {
        if !alreadyShared {
            swap(&event.changedTouches, &fields.spare)
            fields.changedSharesAll = true
        }
        event.changedTouches = event.allTouches
    }

    /// After a shared event, an event whose lists differ: the changed list, still holding the storage the
    /// last event's lists shared, becomes its only holder (the spare lets go of it), and is written in place.
    @inline(never)
    func unshareChanged() {
        fields.spare = []
        fields.changedSharesAll = false
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
    /// The storage the event's lists do not use while they share one (`changedSharesAll`).
    var spare: [Touch] = []
    var changedSharesAll = false
}
