// Why this file exists: the arena owns its entries (what it keeps about the recognizers it decides about),
// and a recognizer holds at most a slot in the arena's table. These tests show when a slot is taken and
// given back, that a slot given back is reused, that a transition asked for outside play reads back and
// leaves nothing behind, and that nothing refers to a table once its arena or its holder is gone.

import Testing
@_spi(GraspInternal) @testable import Grasp
@_spi(GraspInternal) @testable import GraspCore

@Suite("The arena's entries")
struct ArenaEntriesTests {
    @Test("A recognizer holds a slot only while in play, and a slot given back is reused")
    func slotWhileInPlay() {
        let h = GestureTestHost.recording()
        let pan = ProbeRecognizer.continuous("pan")
        h.rootNode.addGestureRecognizer(pan)
        let entries = { h.engine.arena.fields.entries }
        #expect(!pan.arenaSlot.arena.isSet)
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        #expect(pan.arenaSlot.arena.refers(to: h.engine.arena) && pan.arenaSlot.isBound)
        #expect(pan.boundArena === h.engine.arena)
        #expect(entries().rows[pan.arenaSlot.index].owner.object === pan)
        h.touchMove(to: Point(x: 20, y: 10), time: 0.01)
        h.touchUp(at: Point(x: 20, y: 10), time: 0.02)
        #expect(pan.state == .possible)
        #expect(!pan.arenaSlot.arena.isSet && pan.boundArena == nil)
        #expect(entries().rows.count == 1 && entries().free == [0])
        #expect(entries().rows[0].owner.object == nil)
        h.touchDown(at: Point(x: 10, y: 10), time: 0.1)
        #expect(pan.arenaSlot.index == 0 && entries().rows.count == 1 && entries().free.isEmpty)
    }

    @Test("Recognizers in play at once hold a slot each, and each row names its holder")
    func slotEach() {
        let h = GestureTestHost.recording()
        let a = ProbeRecognizer.continuous("a"), b = ProbeRecognizer.continuous("b")
        a.allowSimultaneousRecognition(with: b)
        h.rootNode.addGestureRecognizer(a)
        h.rootNode.addGestureRecognizer(b)
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 20, y: 10), time: 0.01)
        #expect(a.state == .began && b.state == .began)
        let rows = h.engine.arena.fields.entries.rows
        #expect(rows.count == 2 && a.arenaSlot.index != b.arenaSlot.index)
        #expect(rows[a.arenaSlot.index].owner.object === a && rows[b.arenaSlot.index].owner.object === b)
        h.touchUp(at: Point(x: 20, y: 10), time: 0.02)
        #expect(h.engine.arena.fields.entries.free.count == 2)
    }

    @Test("Transitions asked for in a hook read back at once, and no proposal is left counted")
    func proposalsReadBack() {
        let h = GestureTestHost.recording()
        let pan = ProbeRecognizer.continuous("pan")
        var readBack: [GestureRecognizerState] = []
        pan.onMoved = { r, _ in
            guard r.state == .possible else { return }
            r.state = .began
            readBack.append(r.state)
            r.state = .changed
            readBack.append(r.state)
        }
        h.rootNode.addGestureRecognizer(pan)
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 20, y: 10), time: 0.01)
        #expect(readBack == [.began, .changed])
        #expect(pan.storedState == .changed)
        #expect(h.engine.arena.fields.entries.proposalCount == 0)
    }

    @Test("A state a handler sets on a recognizer out of play takes a slot, reads back, and gives it back")
    func outsidePlay() {
        let h = GestureTestHost.recording()
        let away = Node(name: "away", frame: Rect(x: 300, y: 700, width: 50, height: 50))
        h.rootNode.addChild(away)
        let pan = ProbeRecognizer.continuous("pan"), idle = ProbeRecognizer(name: "idle")
        h.rootNode.addGestureRecognizer(pan)
        away.addGestureRecognizer(idle)
        var seen: [GestureRecognizerState] = []
        var heldSlot = false
        pan.addHandler { r in
            guard r.state == .began else { return }
            idle.state = .failed
            seen.append(idle.state)
            heldSlot = idle.arenaSlot.arena.isSet
        }
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchMove(to: Point(x: 20, y: 10), time: 0.01)
        #expect(seen == [.failed] && heldSlot)
        #expect(idle.state == .possible)
        #expect(!idle.arenaSlot.arena.isSet)
        #expect(h.engine.arena.fields.entries.proposalCount == 0)
    }

    @Test("A recognizer that goes while it holds a slot gives it back")
    func holderGoes() {
        let h = GestureTestHost.recording()
        do {
            let r = ProbeRecognizer(name: "r")
            h.rootNode.addGestureRecognizer(r)
            h.engine.arena.hold(.ended, for: r)
            #expect(r.isWaitingForFailure)
            #expect(h.engine.arena.fields.entries.free.isEmpty)
            #expect(h.engine.arena.fields.entries.heldCount == 1)
            h.rootNode.removeGestureRecognizer(r)
        }
        // Kept by the removal waiting for the engine's next dispatch, then let go.
        #expect(h.engine.arena.fields.entries.free.isEmpty)
        h.engine.tick(0)
        #expect(h.engine.arena.fields.entries.free == [0])
        #expect(h.engine.arena.fields.entries.heldCount == 0)
    }

    @Test("When the engine goes, every holder forgets its slot")
    func engineGoes() {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let pan = ProbeRecognizer.continuous("pan")
        root.addGestureRecognizer(pan)
        var builder = TouchEventBuilder()
        var engine: GestureEngine? = GestureEngine(rootNode: root)
        for (t, phase, x) in [(0.0, TouchPhase.began, 10.0), (0.01, .moved, 20)] {
            if let event = builder.event(at: t, samples: [TouchSample(id: TouchID(1), phase: phase, location: Point(x: x, y: 10))]) {
                engine?.handle(event)
            }
        }
        #expect(pan.arenaSlot.arena.isSet && pan.state == .began)
        engine = nil
        #expect(!pan.arenaSlot.arena.isSet)
        #expect(pan.boundArena == nil)
    }
}
