// Why this file exists: the dispatch of Hammer.js's preset (issue 49) was made cheaper with shortcuts
// that must not change what anyone observes: a recognizer with one handler is called without the round's
// list, a delegate is read only when one was set, held transitions are counted before the recognizers in
// play are walked, and the search for recognizers waiting on each other needs two held. Each test here
// fails when its shortcut skips a check the general path makes.

@_spi(GraspInternal) @testable import Grasp
@_spi(GraspInternal) @testable import GraspCore
import Testing

@Suite("Shortcuts of the Hammer preset's dispatch")
struct HammerPathTests {
    /// Two simultaneous pans on one node; `a`'s first change ends `b` from its handler, then dispatches
    /// again (a tick): the nested dispatch applies `b`'s end before it performs the notice still waiting
    /// (`b`'s change), which is then no longer true and not told, whether `b` has one handler (the
    /// shortcut) or several (the round's list).
    @Test("A handler's change to another recognizer stops that one's handlers, one handler or several",
          arguments: [1, 2])
    func deferredChangeStopsTheOnlyHandler(handlers: Int) {
        let h = GestureTestHost.recording()
        let a = PanGestureRecognizer(name: "a")
        let b = PanGestureRecognizer(name: "b")
        a.allowSimultaneousRecognition(with: b)
        h.rootNode.addGestureRecognizer(a)
        h.rootNode.addGestureRecognizer(b)
        var heard: [String] = []
        var acted = false
        a.addHandler { [engine = h.engine] r in
            guard r.state == .changed, !acted else { return }
            acted = true
            b.state = .ended
            engine.tick(0.03)
        }
        for index in 0..<handlers {
            b.addHandler { r in heard.append("\(index) \(r.state)") }
        }
        h.touchDown(at: Point(x: 100, y: 100), time: 0)
        h.touchMove(to: Point(x: 140, y: 100), time: 0.01)
        h.touchMove(to: Point(x: 160, y: 100), time: 0.02)
        #expect(acted)
        // `b`'s change, waiting while its end is deferred, is not told; its end is, to every handler.
        let expected = (0..<handlers).map { "\($0) began" } + (0..<handlers).map { "\($0) ended" }
        #expect(heard == expected)
        #expect(b.state == .possible || b.state == .ended)
    }

    /// A delegate that refuses simultaneous recognition, set and then unset: the relation checks read it
    /// while it is set, and not after.
    @Test("A delegate is asked while it is set, and not once it is unset")
    func delegateReadWhileSet() {
        final class Refusing: GestureRecognizerDelegate {
            var asked = 0
            func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
                asked += 1
                return true
            }
        }
        let delegate = Refusing()
        for set in [true, false] {
            let h = GestureTestHost.recording()
            let tap = TapGestureRecognizer(name: "tap")
            let pan = PanGestureRecognizer(name: "pan")
            h.rootNode.addGestureRecognizer(tap)
            h.rootNode.addGestureRecognizer(pan)
            tap.delegate = delegate
            if !set { tap.delegate = nil }
            var tapped = 0
            tap.addHandler { _ in tapped += 1 }
            delegate.asked = 0
            h.touchDown(at: Point(x: 100, y: 100), time: 0)
            h.touchUp(at: Point(x: 100, y: 100), time: 0.05)
            h.engine.tick(1)
            // Set, the delegate makes the tap wait for the pan, which fails at the lift: the tap is
            // recognized all the same, after asking.
            #expect(tapped == 1)
            #expect((delegate.asked > 0) == set)
        }
    }

    /// The arena's count of held transitions follows them: a tap that waits for a double tap holds one
    /// until the double tap fails, then none.
    @Test("The count of held transitions rises while a tap waits and falls when it goes ahead", arguments: [60.0, 120.0, 240.0])
    func heldCountFollowsTheWait(rate: Double) {
        let h = GestureTestHost.recording()
        let tap = TapGestureRecognizer(name: "tap")
        let doubleTap = TapGestureRecognizer(name: "doubleTap")
        doubleTap.numberOfTapsRequired = 2
        tap.require(toFail: doubleTap)
        h.rootNode.addGestureRecognizer(tap)
        h.rootNode.addGestureRecognizer(doubleTap)
        var tapped: [Double] = []
        tap.addHandler { [engine = h.engine] r in if r.state == .ended { tapped.append(engine.currentTime) } }
        h.touchDown(at: Point(x: 100, y: 100), time: 0)
        h.touchUp(at: Point(x: 100, y: 100), time: 1 / rate)
        #expect(h.engine.arena.fields.entries.heldCount == 1)
        #expect(tapped.isEmpty)
        h.engine.tick(1)
        #expect(h.engine.arena.fields.entries.heldCount == 0)
        #expect(tapped.count == 1)
    }

    /// Two taps waiting, `a` for a double tap and `b` for `a`; then the app makes `a` wait for `b` too,
    /// closing a cycle the check at the moment of asking could not see. When the double tap fails, the
    /// arena's search for such cycles (skipped while fewer than two transitions are held) fails the later
    /// one, and the other is recognized.
    @Test("A cycle closed while two recognizers wait is broken when the arena next looks: the later one fails")
    func cycleClosedWhileWaiting() {
        let h = GestureTestHost.recording()
        let a = TapGestureRecognizer(name: "a")
        let b = TapGestureRecognizer(name: "b")
        let c = TapGestureRecognizer(name: "c")
        c.numberOfTapsRequired = 2
        for r in [a, b, c] { h.rootNode.addGestureRecognizer(r) }
        a.allowSimultaneousRecognition(with: b)
        a.require(toFail: c)
        b.require(toFail: a)
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchUp(at: Point(x: 10, y: 10), time: 0.05)
        #expect(h.engine.arena.fields.entries.heldCount == 2)
        a.require(toFail: b)
        h.engine.tick(1)
        #expect(h.engine.arena.fields.entries.heldCount == 0)
        #expect(h.transitions == ["c: possible→failed", "b: possible→failed", "a: possible→ended"])
    }
}
