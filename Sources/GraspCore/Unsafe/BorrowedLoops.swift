// Why this file exists: the engine's delivery walks the recognizers in play and the touch records on every
// event, and a retain and a release per object per event would be a large share of its two thousand
// instructions. These loops read class references out of arrays that stay alive, and unchanged, for the
// whole loop (a hook that mutates the original array gets a copy; the loop keeps its own), so they borrow
// each reference instead of retaining it: `_withUnsafeGuaranteedRef` on each element of the buffer, a
// recognizer or a touch record. That is sound because the array (and so every object in it) outlives the
// loop, which the callers guarantee by holding it in a `let` for the call.
//
// The touch records' loops held each record in an `unowned(unsafe) let` until the tenth round of
// 2026-11-27. In Embedded Swift's WebAssembly that form still retained and released the record around each
// read of its fields (two pairs per record where the event's touches are stored), and copied the touch to
// the stack and back. Borrowed, and read from `fields`, the loops lose both: with the round's other changes
// the page's call runs 6,349 → 6,082 instructions per touch event (the Performance article, "The tenth
// round").
//
// They are written out, loop by loop, rather than behind one generic helper that takes the loop's body as
// a closure: such a helper (`forEachBorrowed`, `@inline(__always)`) measured 1,994 instructions per event
// in the inspector scene against 1,935 with the loops written out (`scripts/callgrind inspector`), because
// the body closure is not specialized through the buffer's own closure. Moving them here, from the
// dispatch loop's file, cost nothing measurable: 1,970 before and after (see the Performance article).
// No other loop of the module borrows this way.
//
// The loops that store the event's touches, and the ones for several changed touches, are functions of their
// own (`@inline(never)`), as are the dispatch's larger steps (admitting a touch, binding recognizers,
// delivering to nodes); the two for one changed touch, the common case, stay inlined. Inlined everywhere,
// their copies grew `handle(_:)` and the engine's `deliver` to 70 and 66 KB of machine code in WebAssembly,
// and the page's call missed callgrind's 32 KB instruction cache 412 times per touch event; with this and
// the round's other changes, 251 times, and 5 % fewer instructions (7,445 → 7,073, `scripts/wasm-callgrind
// --cache`). Natively the calls cost 2 to 3 % (see the Performance article, "The eighth round").
//
// Three loops also write through a pointer. One counts, per recognizer, the changed touches it tracks, in
// the arena's table of entries. Through the array each count checks that the table's storage is unique; in
// the deep tree case (1,000 counts per event) that cost 15,000 instructions per event (235,124 against
// 220,139 with the pointer; see the Performance article). The two that store the event's touches write
// into the lists the engine reuses, lengthened first when they must grow: stored one by one, each touch
// was checked for uniqueness and copied twice, through the stack (with the hooks' use of the event's own
// list, the page's call runs 5,818 → 5,493 instructions per touch event: the Performance article, "The
// twelfth round").

extension GestureEngine {
    /// Stores the touches of `table`'s records not finished yet into `touches`, from `count` on, and moves
    /// `count` past them; the caller cuts the list there (`Array.truncate(to:)`). The table's list is read
    /// in place: passed as an array, it was retained and released around the call. The output list is
    /// lengthened first, and its storage made unique, outside the read of the table's list: a call that
    /// may reallocate inside that read made the compiler retain the table's list around it (40
    /// instructions a touch event).
    @inline(never) // Out of line: one copy for every caller (Performance article, "The eighth round").
    static func storeLiveTouches(of table: TouchTable, at count: inout Int, in touches: inout [Touch]) {
        let total = table.fields.records.count
        guard total != 0 else { return }
        // Room for every record, then written in place through one pointer (see `storeTouches`); the
        // caller cuts the list to the live ones.
        makeRoom(in: &touches, for: count + total, copying: table.fields.records[0].touch)
        let start = count
        count = touches.withUnsafeMutableBufferPointer { out in
            table.fields.records.withUnsafeBufferPointer { records in
                var stored = start
                for index in records.indices {
                    Unmanaged.passUnretained(records[index])._withUnsafeGuaranteedRef { record in
                        if !record.fields.isFinished {
                            out[stored] = record.fields.touch
                            stored += 1
                        }
                    }
                }
                return stored
            }
        }
    }

    /// Stores the touches of `group` into `touches`, from `count` on.
    @inline(never) // Out of line: one copy for every caller (Performance article, "The eighth round").
    static func storeTouches(of group: RecordGroup, at count: inout Int, in touches: inout [Touch]) {
        group.withUnsafeBufferPointer { records in
            guard !records.isEmpty else { return }
            // The list keeps its length from one event to the next, so it rarely grows here; then one check
            // that its storage is unique, and each touch is copied straight from its record into place.
            let start = count
            makeRoom(in: &touches, for: start + records.count, copying: records[0].takeUnretainedValue().touch)
            touches.withUnsafeMutableBufferPointer { out in
                for index in records.indices {
                    records[index]._withUnsafeGuaranteedRef { record in
                        out[start + index] = record.fields.touch
                    }
                }
            }
            count = start + records.count
        }
    }

    /// Lengthens `touches` to at least `length` elements, with copies of `filler` (read only then) that the
    /// caller overwrites.
    @inline(__always)
    private static func makeRoom(in touches: inout [Touch], for length: Int, copying filler: @autoclosure () -> Touch) {
        if touches.count < length { lengthen(&touches, to: length, with: filler()) }
    }

    /// Appends copies of `filler` to `touches` until it holds `length` elements. Out of line: the lists
    /// rarely grow.
    @inline(never)
    private static func lengthen(_ touches: inout [Touch], to length: Int, with filler: Touch) {
        touches.reserveCapacity(length)
        while touches.count < length { touches.append(filler) }
    }

    /// The record of the touch `id` among `table`'s records if it is down (not finished), the table's list
    /// read in place (see `storeLiveTouches(of:at:in:)`), unretained: the table holds it for the dispatch.
    @inline(__always)
    static func liveRecord(for id: TouchID, in table: TouchTable) -> UnretainedRecord? {
        table.fields.records.withUnsafeBufferPointer { records in
            for index in records.indices {
                let isLive = Unmanaged.passUnretained(records[index])._withUnsafeGuaranteedRef {
                    $0.fields.touch.id == id && !$0.fields.isFinished
                }
                if isLive { return UnretainedRecord(records[index]) }
            }
            return nil
        }
    }

    /// Whether a touch of `group` has a node that may hear it: one that hit a node whose delivery has not
    /// been cancelled.
    @inline(__always)
    static func anyNodeHears(_ group: RecordGroup) -> Bool {
        group.withUnsafeBufferPointer { records in
            for index in records.indices {
                let hears = records[index]._withUnsafeGuaranteedRef {
                    $0.hitNode != nil && !$0.fields.nodeCancelled
                }
                if hears { return true }
            }
            return false
        }
    }

    /// Counts, for each recognizer bound to a changed touch of `group` and still deciding or running, how
    /// many of them it tracks (for delivery `epoch`, in the recognizer's entry in `arena`).
    ///
    /// The counts are written through a pointer to the arena's rows, held for the whole loop: through the
    /// array, each count would check that its storage is unique. That is sound because nothing in the loop
    /// reaches the arena's table or calls code outside the engine, and every recognizer bound to a touch
    /// of this arena holds its slot here (binding brings the slot along); one whose slot another arena
    /// holds (a recognizer moved between engines by a handler) is counted in that arena's table.
    @inline(never) // Out of line: one copy for every caller (Performance article, "The eighth round").
    static func countTrackedTouches(of group: RecordGroup, countingFor epoch: Int, in arena: GestureArena<GestureRecognizer>) {
        arena.fields.entries.rows.withUnsafeMutableBufferPointer { rows in
            group.withUnsafeBufferPointer { records in
                for index in records.indices {
                    records[index]._withUnsafeGuaranteedRef { record in
                        record.fields.recognizers.withUnsafeBufferPointer { recognizers in
                            for slot in recognizers.indices where !recognizers[slot].storedState.isFinal {
                                Unmanaged.passUnretained(recognizers[slot])._withUnsafeGuaranteedRef { recognizer in
                                    guard recognizer.tracks(record) else { return }
                                    let held = recognizer.arenaSlot
                                    if held.arena.refers(to: arena) {
                                        rows[held.index].countDeliveryMatch(epoch)
                                    } else {
                                        _ = held.arena.borrow { other in other.updateEntry(of: recognizer) { $0.countDeliveryMatch(epoch) } }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Delivers the one changed touch, that of the record whose identity is `record` (alone in `touches`),
    /// to the recognizers of `inPlay` that track it.
    @inline(__always)
    static func deliver(_ touches: [Touch], of record: ObjectIdentifier, to inPlay: BorrowedRecognizers, phase: TouchPhase, event: TouchEvent) {
        inPlay.forEach { recognizer in
            // Recognizers leave `active` when they are removed or their node leaves the tree; a
            // disabled one is failed at once. So enabled, attached to a node and not final is enough.
            guard recognizer.isEnabled, recognizer.nodeReference.isSet, !recognizer.storedState.isFinal,
                  recognizer.tracks(record) else { return }
            recognizer.callHook(of: phase, with: touches, event: event)
        }
    }

    /// Delivers several changed touches (`group`, their touches in `all`, in the same order) to the
    /// recognizers of `inPlay`. A recognizer that tracks every one of them (the usual case) gets them all, in the one
    /// shared array; the counts `countTrackedTouches(of:countingFor:in:)` made say which ones do. A hook that binds
    /// or unbinds touches, or dispatches again, makes the counts stale: from then on each recognizer is
    /// checked touch by touch.
    @inline(never) // Out of line: one copy for every caller (Performance article, "The eighth round").
    func deliver(_ group: RecordGroup, all: [Touch], to inPlay: BorrowedRecognizers, phase: TouchPhase, event: TouchEvent, lists: DispatchScratch) {
        let epoch = context.deliveryEpoch
        let bindings = arena.bindingChanges
        inPlay.forEach { recognizer in
            guard recognizer.isEnabled, recognizer.nodeReference.isSet, !recognizer.storedState.isFinal else { return }
            if arena.bindingChanges == bindings && context.deliveryEpoch == epoch {
                let matches = arena.entry(of: recognizer, { $0.deliveryMatches(epoch) })
                if matches == 0 { return }
                if matches == group.count {
                    recognizer.callHook(of: phase, with: all, event: event)
                    return
                }
            }
            lists.hookTouches.removeAllKeepingStorage()
            for record in group where recognizer.tracks(record) { lists.hookTouches.append(record.touch) }
            guard !lists.hookTouches.isEmpty else { return }
            recognizer.callHook(of: phase, with: lists.hookTouches, event: event)
        }
    }
}

extension TouchTable {
    /// The node that hears every touch of `group` now, if there is one: each touch hit it, its delivery
    /// is not cancelled, the node heard it begin, and no call of it is held back. `nil` otherwise (the
    /// touches hit different nodes, or one of them is buffered or cancelled).
    @inline(__always)
    static func soleListener(of group: RecordGroup) -> Node? {
        group.withUnsafeBufferPointer { records in
            guard let first = records.first, let node = first.takeUnretainedValue().hitNode else { return nil }
            for index in records.indices {
                let plain = records[index]._withUnsafeGuaranteedRef {
                    $0.hitNode === node && !$0.fields.nodeCancelled && $0.fields.nodeBegan && $0.fields.nodeBuffer.isEmpty
                }
                if !plain { return nil }
            }
            return node
        }
    }
}
