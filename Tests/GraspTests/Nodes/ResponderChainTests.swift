// Why this file exists: a node that does not handle a touch passes it to its next responder, its parent,
// as a UIKit view passes it to its superview. These tests replay touches from a trace into a small tree
// and read which nodes heard which phases: the climb, a node that stops it by overriding, and a
// recognizer's cancellation reaching every node of the chain once.

import Grasp
import GraspTrace
import Testing

@Suite("The responder chain")
struct ResponderChainTests {
    /// A node that writes every call it hears into a shared log, as "name phase", then does what the
    /// node class does (passes it on) unless it is told to stop the chain.
    final class ChainNode: Node {
        var write: (String) -> Void = { _ in }
        var handles = false
        override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
            write("\(name) began")
            if !handles { super.touchesBegan(touches, with: event) }
        }
        override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
            write("\(name) moved")
            if !handles { super.touchesMoved(touches, with: event) }
        }
        override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
            write("\(name) ended")
            if !handles { super.touchesEnded(touches, with: event) }
        }
        override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
            write("\(name) cancelled")
            if !handles { super.touchesCancelled(touches, with: event) }
        }
    }

    /// root (0…400) ⊃ card (50…350) ⊃ button (100…200); a plain `Node` between card and button, which
    /// hears nothing of its own and passes everything on.
    struct Tree {
        let root = ChainNode(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let card = ChainNode(name: "card", frame: Rect(x: 50, y: 50, width: 300, height: 300))
        let plain = Node(name: "plain", frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let button = ChainNode(name: "button", frame: Rect(x: 50, y: 50, width: 100, height: 100))
        var log: [String] { box.lines }
        private let box = Box()
        private final class Box { var lines: [String] = [] }

        init() {
            root.addChild(card)
            card.addChild(plain)
            plain.addChild(button)
            for node in [root, card, button] { node.write = { [box] in box.lines.append($0) } }
        }
    }

    /// Replays `json` (a grasp-trace document) into `host`.
    static func replay(_ samples: [String], into host: GestureTestHost) throws {
        let text = """
            {"format": "grasp-trace", "version": 1, "description": "responder chain", "source": "test", "samples": [
            \(samples.joined(separator: ",\n"))
            ]}
            """
        for event in try Trace(jsonText: text).touchEvents() {
            host.send(event.changedTouches.map { TouchSample(id: $0.id, phase: $0.phase, location: $0.location) }, time: event.timestamp)
        }
    }

    static let pressOnTheButton = [
        #"{"t": 0, "pointer": 1, "phase": "down", "x": 160, "y": 160}"#,
        #"{"t": 0.016, "pointer": 1, "phase": "move", "x": 162, "y": 160}"#,
        #"{"t": 0.033, "pointer": 1, "phase": "up", "x": 162, "y": 160}"#,
    ]

    @Test("a touch on a node that does not handle it climbs to the root, phase by phase, deepest first")
    func climbsToTheRoot() throws {
        let tree = Tree()
        let host = GestureTestHost(rootNode: tree.root)
        try Self.replay(Self.pressOnTheButton, into: host)
        #expect(tree.log == [
            "button began", "card began", "root began",
            "button moved", "card moved", "root moved",
            "button ended", "card ended", "root ended",
        ])
        // The engine called the hit node alone; the rest is the chain.
        #expect(host.touchDeliveries.allSatisfy { $0.node === tree.button })
        #expect(host.phases(deliveredTo: tree.button) == [.began, .moved, .ended])
    }

    @Test("a touch outside the button starts its climb at the node it hit")
    func climbsFromTheHitNode() throws {
        let tree = Tree()
        let host = GestureTestHost(rootNode: tree.root)
        try Self.replay([
            #"{"t": 0, "pointer": 1, "phase": "down", "x": 60, "y": 60}"#,
            #"{"t": 0.02, "pointer": 1, "phase": "up", "x": 60, "y": 60}"#,
        ], into: host)
        #expect(tree.log == ["card began", "root began", "card ended", "root ended"])
        #expect(host.touchDeliveries.allSatisfy { $0.node === tree.plain })
    }

    @Test("a node that overrides without calling super stops the climb")
    func overrideStops() throws {
        let tree = Tree()
        tree.card.handles = true
        let host = GestureTestHost(rootNode: tree.root)
        try Self.replay(Self.pressOnTheButton, into: host)
        #expect(tree.log == [
            "button began", "card began", "button moved", "card moved", "button ended", "card ended",
        ])
    }

    @Test("next can be overridden to send the touches elsewhere")
    func nextOverridden() throws {
        final class Redirecting: Node {
            var target: Node?
            override var next: Node? { target }
        }
        let tree = Tree()
        let side = Redirecting(name: "side", frame: Rect(x: 360, y: 0, width: 40, height: 40))
        side.target = tree.card
        tree.root.addChild(side)
        #expect(tree.plain.next === tree.card && tree.root.next == nil)
        let host = GestureTestHost(rootNode: tree.root)
        host.tap(at: Point(x: 380, y: 20), time: 0)
        #expect(tree.log == ["card began", "root began", "card ended", "root ended"])
    }

    @Test("a recognizer that recognizes cancels the touch once for every node of the chain, at 60, 120 and 240 Hz", arguments: [60.0, 120, 240])
    func cancellationReachesTheChainOnce(rate: Double) {
        let tree = Tree()
        let host = GestureTestHost(rootNode: tree.root, frameRate: rate)
        let pan = PanGestureRecognizer(name: "pan")
        tree.card.addGestureRecognizer(pan)
        host.drag(from: Point(x: 160, y: 160), to: Point(x: 160, y: 300), startingAt: 0, duration: 0.25, rate: rate)
        #expect(host.states(of: pan).first == .began)
        #expect(host.states(of: pan).last == .ended)
        let cancels = tree.log.filter { $0.hasSuffix("cancelled") }
        #expect(cancels == ["button cancelled", "card cancelled", "root cancelled"])
        // Nothing after the cancellation: no move and no end reaches the chain.
        let afterCancel = tree.log.drop { !$0.hasSuffix("cancelled") }.dropFirst(3)
        #expect(afterCancel.isEmpty)
        #expect(host.phases(deliveredTo: tree.button).filter { $0 == .cancelled }.count == 1)
    }

    @Test("cancelsTouchesInView false: the whole chain keeps hearing the touch while the gesture runs")
    func noCancellation() {
        let tree = Tree()
        let host = GestureTestHost(rootNode: tree.root)
        let pan = PanGestureRecognizer(name: "pan")
        pan.cancelsTouchesInView = false
        tree.root.addGestureRecognizer(pan)
        host.drag(from: Point(x: 160, y: 160), to: Point(x: 160, y: 300), startingAt: 0, duration: 0.1, rate: 120)
        #expect(tree.log.filter { $0.hasPrefix("root") }.first == "root began")
        #expect(tree.log.filter { $0.hasPrefix("root") }.last == "root ended")
        #expect(!tree.log.contains { $0.hasSuffix("cancelled") })
    }

    @Test("delaysTouchesBegan: the chain hears nothing until the recognizer fails, then everything, in order")
    func delayedBegan() {
        let tree = Tree()
        let host = GestureTestHost(rootNode: tree.root)
        let doubleTap = TapGestureRecognizer(name: "doubleTap")
        doubleTap.numberOfTapsRequired = 2
        doubleTap.delaysTouchesBegan = true
        tree.root.addGestureRecognizer(doubleTap)
        host.tap(at: Point(x: 160, y: 160), time: 0)
        #expect(tree.log.isEmpty)
        host.advance(to: 1)
        #expect(host.states(of: doubleTap) == [.failed])
        #expect(tree.log == ["button began", "card began", "root began", "button ended", "card ended", "root ended"])
    }
}
