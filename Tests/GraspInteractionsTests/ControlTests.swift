// Why this file exists: the control's own contract, input in and events out: highlight, the tracking
// slop on both sides, repeats, cancellation, disabling, the actions' registration, and the invariant that
// every touch-down ends in exactly one of touch-up-inside, touch-up-outside or touch-cancel.

import GraspInteractions
import Testing

/// A node that records the touch calls that reach it (to see what a control passes on).
final class ListeningNode: Node {
    var heard: [TouchPhase] = []
    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { heard.append(.began) }
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) { heard.append(.moved) }
    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) { heard.append(.ended) }
    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { heard.append(.cancelled) }
}

/// A screen 390×844 with one control in it, recording the control's events by name.
final class ControlFixture<C: Control> {
    let root = ListeningNode(name: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let host: GestureTestHost
    let control: C
    var events: [String] = []

    init(_ control: C, frameRate: Double = 120) {
        self.control = control
        root.addChild(control)
        host = GestureTestHost(rootNode: root, frameRate: frameRate)
        control.addAction(for: .allEvents) { [self] _, event in events.append(event.description) }
    }

    /// The touch events only (no value changes), for the invariant.
    var touchEvents: [String] { events.filter { $0.hasPrefix("touch") } }
}

@Suite("Control tracking")
struct ControlTests {
    static let rates: [Double] = [60, 120, 240]

    /// A 100×44 button at (100, 100).
    static func button() -> Button { Button(name: "button", title: "OK", frame: Rect(x: 100, y: 100, width: 100, height: 44)) }

    @Test("a tap inside highlights, then sends touch-up-inside and the primary action", arguments: rates)
    func tapInside(rate: Double) {
        let f = ControlFixture(Self.button(), frameRate: rate)
        f.host.touchDown(at: Point(x: 150, y: 120), time: 0)
        #expect(f.control.isHighlighted && f.control.isTracking && f.control.isTouchInside)
        f.host.touchUp(time: 0.08)
        #expect(!f.control.isHighlighted && !f.control.isTracking && !f.control.isTouchInside)
        #expect(f.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(f.control.lastEvent == .primaryActionTriggered)
        #expect(f.root.heard.isEmpty, "a control handles its touches and does not pass them on")
    }

    @Test("a control whose container leaves the tree mid-touch cancels once; moved back, it hears nothing of that touch", arguments: rates)
    func leavingTheTreeCancels(rate: Double) {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let container = Node(name: "container", frame: Rect(x: 0, y: 0, width: 390, height: 400))
        let button = Self.button()
        container.addChild(button)
        root.addChild(container)
        let host = GestureTestHost(rootNode: root, frameRate: rate)
        var events: [String] = []
        button.addAction(for: .allEvents) { _, event in events.append(event.description) }
        host.touchDown(at: Point(x: 150, y: 120), time: 0)
        container.removeFromParent()
        #expect(events == ["touchDown", "touchCancel"])
        #expect(!button.isTracking && !button.isHighlighted)
        root.addChild(container)
        host.touchUp(time: 0.1)
        #expect(events == ["touchDown", "touchCancel"], "the touch ended elsewhere: no touch-up of either kind")
        // Moved to another parent in the same tree mid-touch: the same.
        host.touchDown(at: Point(x: 150, y: 120), time: 1)
        let other = Node(name: "other", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        root.addChild(other)
        other.addChild(container)
        host.touchUp(time: 1.1)
        #expect(events == ["touchDown", "touchCancel", "touchDown", "touchCancel"])
    }

    @Test("inside within the slop (69 pt out), outside past it (71 pt out); enter and exit on crossing", arguments: rates)
    func trackingSlop(rate: Double) {
        // The button spans x 100...200; the slop is 70 pt: x 269 is inside, 271 outside.
        let f = ControlFixture(Self.button(), frameRate: rate)
        #expect(f.control.trackingSlop == 70)
        f.host.drag(along: [Point(x: 150, y: 120), Point(x: 230, y: 120), Point(x: 269, y: 120)], startingAt: 0, rate: rate, lifting: false)
        #expect(f.control.isTouchInside && f.control.isHighlighted)
        f.host.touchMove(to: Point(x: 271, y: 120), time: 0.1)
        #expect(!f.control.isTouchInside && !f.control.isHighlighted)
        f.host.touchMove(to: Point(x: 300, y: 120), time: 0.12)
        f.host.touchMove(to: Point(x: 260, y: 120), time: 0.14)
        #expect(f.control.isHighlighted)
        f.host.touchUp(at: Point(x: 269, y: 120), time: 0.16)
        #expect(f.events == [
            "touchDown", "touchDragInside", "touchDragInside", "touchDragExit", "touchDragOutside", "touchDragEnter",
            "touchUpInside", "primaryActionTriggered",
        ])
    }

    @Test("a lift past the slop is touch-up-outside, with no primary action", arguments: rates)
    func liftOutside(rate: Double) {
        let f = ControlFixture(Self.button(), frameRate: rate)
        f.host.drag(along: [Point(x: 150, y: 120), Point(x: 150, y: 200), Point(x: 150, y: 215)], startingAt: 0, rate: rate)
        // The button's bottom is y 144: 215 is 71 pt below it.
        #expect(f.events == ["touchDown", "touchDragInside", "touchUpOutside"])
        let g = ControlFixture(Self.button(), frameRate: rate)
        g.host.drag(along: [Point(x: 150, y: 120), Point(x: 150, y: 213)], startingAt: 0, rate: rate)
        #expect(g.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("a second touch-down soon after a lift also sends touch-down-repeat; a late one does not", arguments: rates)
    func touchDownRepeat(rate: Double) {
        let f = ControlFixture(Self.button(), frameRate: rate)
        f.host.tap(at: Point(x: 150, y: 120), time: 0)
        f.host.tap(at: Point(x: 152, y: 121), time: 0.2)
        f.host.tap(at: Point(x: 150, y: 120), time: 1.0)
        #expect(f.events.filter { $0.hasPrefix("touchDown") } == ["touchDown", "touchDown", "touchDownRepeat", "touchDown"])
    }

    @Test("a cancelled touch sends touch-cancel and clears the state", arguments: rates)
    func cancel(rate: Double) {
        let f = ControlFixture(Self.button(), frameRate: rate)
        f.host.touchDown(at: Point(x: 150, y: 120), time: 0)
        f.host.touchCancel(time: 0.05)
        #expect(f.events == ["touchDown", "touchCancel"])
        #expect(!f.control.isHighlighted && !f.control.isTracking)
    }

    @Test("disabling a tracking control cancels it; a disabled control passes its touches on and sends nothing", arguments: rates)
    func disabled(rate: Double) {
        let f = ControlFixture(Self.button(), frameRate: rate)
        f.host.touchDown(at: Point(x: 150, y: 120), time: 0)
        f.control.isEnabled = false
        #expect(f.events == ["touchDown", "touchCancel"])
        f.host.touchUp(time: 0.05)
        #expect(f.events == ["touchDown", "touchCancel"])
        f.host.tap(at: Point(x: 150, y: 120), time: 1)
        #expect(f.events == ["touchDown", "touchCancel"])
        #expect(f.root.heard == [.began, .ended])
    }

    @Test("only the first finger is followed", arguments: rates)
    func oneTouchAtATime(rate: Double) {
        let f = ControlFixture(Self.button(), frameRate: rate)
        f.host.touchDown(finger: 1, at: Point(x: 150, y: 120), time: 0)
        f.host.touchDown(finger: 2, at: Point(x: 120, y: 110), time: 0.01)
        f.host.touchUp(finger: 2, time: 0.02)
        #expect(f.control.isTracking)
        f.host.touchUp(finger: 1, time: 0.03)
        #expect(f.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("actions run per event, in the order added; removed ones stop; a target's action runs while it lives")
    func actions() {
        final class Screen {
            var saves = 0
            func save(_ control: Control) { saves += 1 }
        }
        let f = ControlFixture(Self.button())
        var order: [Int] = []
        let first = f.control.addAction(for: .touchUpInside) { _, _ in order.append(1) }
        f.control.addAction(for: [.touchUpInside, .touchDown]) { _, _ in order.append(2) }
        var screen: Screen? = Screen()
        f.control.addTarget(screen!, action: Screen.save, for: .primaryActionTriggered)
        #expect(f.control.allControlEvents == .allEvents)
        f.host.tap(at: Point(x: 150, y: 120), time: 0)
        #expect(order == [2, 1, 2])
        #expect(screen?.saves == 1)
        f.control.removeAction(first)
        f.control.removeAction(first)
        screen = nil
        f.host.tap(at: Point(x: 150, y: 120), time: 1)
        #expect(order == [2, 1, 2, 2, 2])
        f.control.removeActions(for: .touchDown)
        f.events = []
        f.host.tap(at: Point(x: 150, y: 120), time: 2)
        #expect(order == [2, 1, 2, 2, 2])
        #expect(f.events.isEmpty)
    }

    @Test("the hooks are called in UIKit's order; continueTracking stops once it returns false", arguments: rates)
    func hooks(rate: Double) {
        final class Probe: Control {
            var calls: [String] = []
            override func beginTracking(_ touch: Touch, with event: TouchEvent) -> Bool { calls.append("begin"); return true }
            override func continueTracking(_ touch: Touch, with event: TouchEvent) -> Bool { calls.append("continue"); return false }
            override func endTracking(_ touch: Touch?, with event: TouchEvent?) { calls.append("end(\(isTouchInside))") }
            override func cancelTracking(with event: TouchEvent?) { calls.append("cancel") }
        }
        let f = ControlFixture(Probe(name: "probe", frame: Rect(x: 0, y: 0, width: 50, height: 50)), frameRate: rate)
        f.host.drag(along: [Point(x: 10, y: 10), Point(x: 20, y: 10), Point(x: 25, y: 10), Point(x: 30, y: 10)], startingAt: 0, rate: rate)
        f.host.touchDown(at: Point(x: 10, y: 10), time: 1)
        f.host.touchCancel(time: 1.1)
        #expect(f.control.calls == ["begin", "continue", "end(true)", "begin", "cancel"])
        #expect(f.events == ["touchDown", "touchDragInside", "touchDragInside", "touchUpInside", "touchDown", "touchCancel"])
    }

    @Test("events describe themselves by name")
    func eventNames() {
        #expect(Control.Event([.touchDown, .touchDownRepeat]).description == "touchDown|touchDownRepeat")
        #expect(Control.Event().description == "none")
        #expect(Control.Event.allEvents.description.split(separator: "|").count == 11)
    }
}
