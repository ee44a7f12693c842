// Why this file exists: replaying a version 2 trace gives the engine every input it records. These tests
// state the mapping of each sample kind to an engine input, that a version 1 trace gives exactly its
// touch events, and that a synthesized hover, wheel, trackpad scroll and pinch drive recognizers.

import Grasp
import GraspGeometry
import Testing
import GraspTrace

private typealias S = TraceTestSupport

@Suite("Trace engine inputs")
struct TraceEngineInputTests {
    @Test("each version 2 sample becomes the engine input of its kind, in file order")
    func mapsEachSample() throws {
        let inputs = try S.read(S.versionTwoExample).engineInputs()
        let kinds = inputs.map { input -> String in
            switch input {
            case .touch: "touch"
            case .hover(let e): "hover \(e.phase.rawValue)"
            case .scroll(let e): "scroll \(e.phase.rawValue)"
            case .transform(let e): "transform \(e.phase.rawValue)"
            case .key(let e): "key \(e.phase.rawValue)"
            case .accessibility(let e): "accessibility \(e.action)"
            }
        }
        #expect(kinds == [
            "hover entered", "hover moved", "hover exited", "touch", "touch", "scroll step", "scroll step",
            "scroll began", "scroll changed", "scroll ended", "scroll momentum", "scroll momentumEnded",
            "transform began", "transform changed", "transform ended",
        ])
        // Buttons and keys reach the touch event; deltas, scales and kinds the reports.
        let down = inputs[3].touchEvent!
        #expect(down.buttonMask == .secondary && down.modifierFlags == .control)
        #expect(down.changedTouches[0].kind == .mouse)
        if case .hover(let e) = inputs[1] { #expect(e.modifierFlags == .shift && e.location == Point(x: 150, y: 120)) }
        if case .scroll(let e) = inputs[8] { #expect(e.delta == Point(x: 0, y: -6.5) && e.kind == .mouse) }
        if case .transform(let e) = inputs[13] { #expect(e.scale == 1.05 && e.rotation == 0.01 && e.modifierFlags == .command) }
    }

    @Test("a version 1 trace gives exactly its touch events")
    func versionOneIsUnchanged() {
        var s = TraceSynthesizer(sampleRate: 120)
        s.tap(at: Point(x: 100, y: 100))
        s.drag(from: Point(x: 100, y: 100), to: Point(x: 300, y: 100), duration: 0.2, after: 0.1)
        let trace = s.trace()
        let inputs = trace.engineInputs(startingAt: 2)
        let events = trace.touchEvents(startingAt: 2)
        #expect(inputs.count == events.count)
        #expect(zip(inputs, events).allSatisfy { input, event in
            guard let e = input.touchEvent else { return false }
            return e.timestamp == event.timestamp && e.changedTouches == event.changedTouches && e.allTouches == event.allTouches
                && e.buttonMask.isEmpty && e.modifierFlags.isEmpty
        })
    }

    @Test("a synthesized hover, wheel, trackpad scroll and pinch drive recognizers when replayed")
    func replaysIntoAnEngine() {
        var s = TraceSynthesizer(sampleRate: 120)
        s.hover(from: Point(x: 50, y: 50), to: Point(x: 150, y: 50), duration: 0.2)
        s.wheel(at: Point(x: 100, y: 100), steps: 2, by: Trace.ScrollDelta(dx: 0, dy: -40), after: 0.1)
        s.scroll(at: Point(x: 100, y: 100), by: Trace.ScrollDelta(dx: 0, dy: -200), duration: 0.2, momentum: 0.3, after: 0.1)
        s.trackpadPinch(at: Point(x: 100, y: 100), scale: 1.5, duration: 0.2, after: 0.1)
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let engine = GestureEngine(rootNode: root)
        let hover = HoverGestureRecognizer(name: "hover")
        let wheelPan = PanGestureRecognizer(name: "wheelPan")
        wheelPan.allowedScrollTypesMask = .discrete
        let trackpadPan = PanGestureRecognizer(name: "trackpadPan")
        trackpadPan.allowedScrollTypesMask = .continuous
        let pinch = PinchGestureRecognizer(name: "pinch")
        for r in [hover, wheelPan, trackpadPan, pinch] as [GestureRecognizer] { root.addGestureRecognizer(r) }
        var log: [String: [String]] = [:]
        engine.addStateObserver { change in
            let name = change.recognizer.name
            if change.reportedName == "changed" && log[name]?.last == "changed" { return }
            log[name, default: []].append(change.reportedName)
        }
        var pinchScale = 0.0
        pinch.addHandler { pinchScale = $0.scale }
        TraceReplayer(frameRate: 120, tail: 1).replay(s.trace().engineInputs(), into: engine)
        #expect(log["hover"] == ["began", "changed", "ended"])
        #expect(log["wheelPan"] == ["began", "ended", "began", "ended"])
        #expect(log["trackpadPan"] == ["began", "changed", "ended"])
        #expect(log["pinch"] == ["began", "changed", "ended"])
        #expect(abs(pinchScale - 1.5) < 0.01)
    }
}
