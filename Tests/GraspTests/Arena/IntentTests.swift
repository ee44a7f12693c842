// Why this file exists: a change app code makes between dispatches (a state set, a recognizer disabled,
// removed or moved, a node removed) is recorded as an intent and taken in at the start of the engine's next
// dispatch (Engine/Intents.swift). For each setter: nothing runs before that point (no handler call, no
// observer report), the same outcome after it; and the deadline asks the host to tick at once meanwhile.

import Testing
@_spi(GraspInternal) import Grasp

@Suite("Changes made between dispatches")
struct IntentTests {
    /// A pan on a card, dragged until it has begun, the finger still down; its handler's states and the
    /// observers' reports ("name: old→new @ms") are logged.
    final class Scene {
        let host = GestureTestHost(size: Size(width: 400, height: 800))
        let card = Node(name: "card", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let pan = PanGestureRecognizer(name: "pan")
        var handled: [GestureRecognizerState] = []
        var reports: [String] = []

        init() {
            host.rootNode.addChild(card)
            card.addGestureRecognizer(pan)
            pan.addHandler { [unowned self] in self.handled.append($0.state) }
            host.engine.addStateObserver { [unowned self] change in
                self.reports.append("\(change.recognizer.name): \(change.oldState)→\(change.newState) @\(Int((change.timestamp * 1000).rounded()))")
            }
            host.touchDown(at: Point(x: 100, y: 100), time: 0)
            host.touchMove(to: Point(x: 140, y: 100), time: 0.05)
            handled.removeAll()
            reports.removeAll()
        }

        /// Whether the engine waits to take a change in: its deadline is its current time.
        var asksForATick: Bool { host.engine.hasPendingIntents && host.engine.nextDeadline == host.engine.currentTime }
    }

    @Test("A state set by app code reads back at once and is applied, with its handler and report, at the next dispatch")
    func stateSet() {
        let s = Scene()
        #expect(s.pan.state == .began || s.pan.state == .changed)
        s.pan.state = .ended
        #expect(s.pan.state == .ended, "read back at once")
        #expect(s.handled.isEmpty && s.reports.isEmpty && s.asksForATick)
        s.host.engine.tick(0.06)
        #expect(s.handled == [.ended])
        #expect(s.reports.count == 1 && s.reports[0].hasSuffix("→ended @60"), "\(s.reports)")
        #expect(!s.host.engine.hasPendingIntents && s.host.engine.nextDeadline == nil)
    }

    @Test("isEnabled = false reads back at once; the gesture is cancelled, with its handler and report, at the next dispatch")
    func disable() {
        let s = Scene()
        s.pan.isEnabled = false
        #expect(!s.pan.isEnabled)
        #expect(s.handled.isEmpty && s.reports.isEmpty && s.asksForATick)
        #expect(s.host.engine.activeRecognizers.contains { $0 === s.pan })
        // The next dispatch is a touch event (on the host's next frame, so that no frame tick comes first):
        // the intent goes before its touches.
        s.host.touchMove(to: Point(x: 180, y: 100), time: 7.0 / 120)
        #expect(s.handled == [.cancelled])
        #expect(s.reports.count == 1 && s.reports[0].hasSuffix("→cancelled @58"), "\(s.reports)")
        #expect(s.pan.state == .possible && s.host.engine.activeRecognizers.isEmpty)
    }

    @Test("removeGestureRecognizer updates the node's list at once; the recognizer leaves play, reported cancelled without a handler call, at the next dispatch")
    func remove() {
        let s = Scene()
        s.card.removeGestureRecognizer(s.pan)
        #expect(s.card.gestureRecognizers.isEmpty && s.pan.node == nil)
        #expect(s.handled.isEmpty && s.reports.isEmpty && s.asksForATick)
        s.host.advance(by: 0)
        #expect(s.handled.isEmpty)
        #expect(s.reports.count == 1 && s.reports[0].hasSuffix("→cancelled @50"), "\(s.reports)")
        #expect(s.pan.state == .possible && s.host.engine.activeRecognizers.isEmpty)
    }

    @Test("addGestureRecognizer moves a recognizer in play at once; it leaves play at the next dispatch and takes the next touch on its new node")
    func move() {
        let s = Scene()
        let other = Node(name: "other", frame: Rect(x: 0, y: 400, width: 400, height: 400))
        s.host.rootNode.addChild(other)
        other.addGestureRecognizer(s.pan)
        #expect(s.card.gestureRecognizers.isEmpty && other.gestureRecognizers.count == 1 && s.pan.node === other)
        #expect(s.handled.isEmpty && s.reports.isEmpty && s.asksForATick)
        s.host.advance(by: 0)
        #expect(s.handled.isEmpty && s.reports.count == 1 && s.reports[0].hasSuffix("→cancelled @50"), "\(s.reports)")
        s.host.touchUp(time: 0.1)
        s.host.drag(from: Point(x: 100, y: 500), to: Point(x: 200, y: 500), startingAt: 0.2, duration: 0.1)
        #expect(s.handled.first == .began && s.handled.last == .ended)
    }

    @Test("removeFromParent takes the node out at once (didMoveToEngine too); its recognizers are cancelled at the next dispatch")
    func removeNode() {
        final class Card: Node {
            var moves = 0
            override func didMoveToEngine() { moves += 1 }
        }
        let s = Scene()
        let inner = Card(name: "inner", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        s.card.addChild(inner)
        inner.moves = 0
        s.card.removeFromParent()
        #expect(s.card.parent == nil && s.card.engine == nil && inner.moves == 1)
        #expect(s.handled.isEmpty && s.reports.isEmpty && s.asksForATick)
        s.host.advance(by: 0)
        #expect(s.handled == [.cancelled])
        #expect(s.reports.count == 1 && s.reports[0].hasSuffix("→cancelled @50"), "\(s.reports)")
        #expect(s.host.engine.activeRecognizers.isEmpty)
    }

    @Test("Intents are taken in in the order they were made, before the timers due, which keep their deadlines")
    func orderAndTimers() {
        let host = GestureTestHost(size: Size(width: 400, height: 800))
        let press = LongPressGestureRecognizer(name: "press")
        press.minimumPressDuration = 0.5
        let tap = TapGestureRecognizer(name: "tap"), pan = PanGestureRecognizer(name: "pan")
        for r in [press, tap, pan] as [GestureRecognizer] { host.rootNode.addGestureRecognizer(r) }
        press.allowSimultaneousRecognition(with: tap)
        press.allowSimultaneousRecognition(with: pan)
        host.touchDown(at: Point(x: 100, y: 100), time: 0)
        var reports: [String] = []
        host.engine.addStateObserver { change in
            reports.append("\(change.recognizer.name): \(change.oldState)→\(change.newState) @\(Int((change.timestamp * 1000).rounded()))")
        }
        pan.isEnabled = false
        host.rootNode.removeGestureRecognizer(tap)
        #expect(reports.isEmpty && host.engine.nextDeadline == 0, "the deadline asks for a tick now, not at the press's 0.5 s")
        // A host that ticks late: the intents go first, at the press's deadline, and the press begins there.
        host.engine.tick(0.7)
        #expect(reports == ["pan: possible→failed @500", "press: possible→began @500"], "\(reports)")
    }

    @Test("Every kind of dispatch takes the intents in first", arguments: ["tick", "touch", "hover", "scroll", "key", "accessibility"])
    func everyDispatch(kind: String) {
        let s = Scene()
        s.pan.isEnabled = false
        #expect(s.handled.isEmpty)
        let engine = s.host.engine
        // On the host's next frame, so that the touch event comes with no frame tick before it.
        let t = 7.0 / 120
        switch kind {
        case "tick": engine.tick(t)
        case "touch": s.host.send([TouchSample(id: TouchID(2), phase: .began, location: Point(x: 10, y: 700))], time: t)
        case "hover": engine.handle(HoverEvent(timestamp: t, pointer: TouchID(9), phase: .moved, location: Point(x: 10, y: 700)))
        case "scroll": engine.handle(ScrollEvent(timestamp: t, pointer: TouchID(8), phase: .step, location: Point(x: 10, y: 700), delta: Point(x: 0, y: 10)))
        case "key": _ = engine.handle(KeyEvent(timestamp: t, key: .downArrow))
        default: _ = engine.performAccessibilityAction(.activate, at: Point(x: 10, y: 700), timestamp: t)
        }
        #expect(s.handled == [.cancelled], "\(kind)")
        #expect(s.reports.first?.hasSuffix("→cancelled @58") == true, "\(kind): \(s.reports)")
    }

    @Test("An illegal state set between dispatches stops a debug build at the setter, not at the next dispatch")
    func illegalStateTrapsAtTheSetter() async {
        await #expect(processExitsWith: .failure) {
            let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800))
            let engine = GestureEngine(rootNode: root)
            let pan = PanGestureRecognizer(name: "pan")
            root.addGestureRecognizer(pan)
            pan.state = .changed  // possible → changed: no dispatch follows
            _ = engine
        }
    }

    @Test("A recognizer in no engine's tree takes a state set at once, as before")
    func detached() {
        let node = Node(name: "alone", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let pan = PanGestureRecognizer(name: "pan")
        node.addGestureRecognizer(pan)
        var handled: [GestureRecognizerState] = []
        pan.addHandler { handled.append($0.state) }
        pan.state = .began
        #expect(handled == [.began] && pan.state == .began)
    }

    @Test("An engine that goes with intents waiting lets the recognizers read their own state again")
    func engineGoes() {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let pan = PanGestureRecognizer(name: "pan")
        root.addGestureRecognizer(pan)
        var engine: GestureEngine? = GestureEngine(rootNode: root)
        pan.state = .began
        #expect(pan.state == .began && engine?.hasPendingIntents == true)
        engine = nil
        #expect(pan.state == .possible)
    }
}
