import Grasp
import GraspInteractions
import GraspTesting
import Testing

/// The monitor itself: quiet on good behaviour, loud on each broken promise it can be shown.
@Suite("Invariant monitor")
struct InvariantMonitorTests {
    @Test("A double tap, a drag and a long press break nothing")
    func quietOnGoodBehaviour() {
        let s = Scenario()
        let double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        let pan = PanGestureRecognizer(name: "pan")
        let press = LongPressGestureRecognizer(name: "press")
        for r in [double, pan, press] as [GestureRecognizer] { s.root.addGestureRecognizer(r) }
        s.down(10, 10, at: 0); s.up(10, 10, at: 0.05)
        s.down(12, 10, at: 0.2); s.up(12, 10, at: 0.25)
        s.down(10, 10, at: 1); s.move(60, 10, at: 1.05); s.up(60, 10, at: 1.1)
        s.down(10, 10, at: 2); s.tick(2.6); s.up(10, 10, at: 2.7)
        #expect(s.violations().isEmpty)
        #expect(s.monitor.changeCount >= 6)
    }

    @Test("A handler called for a removed recognizer is reported as noCallAfterRemoval")
    func handlerAfterRemoval() {
        let s = Scenario()
        let drag = ChaosProbe(name: "drag", behavior: .beginsOnMove)
        s.root.addGestureRecognizer(drag)
        s.monitor.checkpoint()
        s.root.removeGestureRecognizer(drag)
        drag.state = .began  // app code driving a detached recognizer calls its handlers
        s.monitor.checkpoint()
        let found = Set(s.monitor.violations.map(\.invariant))
        #expect(found.contains(.noCallAfterRemoval))
        #expect(s.monitor.violations.first?.description.contains("drag") == true)
    }

    @Test("A control's touch-down without exactly one ending is reported as controlTouchEnds")
    func controlTouchEnds() {
        let s = Scenario()
        let button = Button(name: "ok", title: "OK", frame: Rect(x: 0, y: 0, width: 100, height: 44))
        s.root.addChild(button)
        s.monitor.watch(button)
        // A real tap: one touch-down, one touch-up-inside; nothing to report.
        s.down(10, 10, at: 0); s.up(10, 10, at: 0.05)
        #expect(s.monitor.violations.isEmpty)
        #expect(s.monitor.controlEventCounts == ["touchDown": 1, "touchUpInside": 1])
        // Events sent by hand, as a broken control would: an ending without a touch-down, two
        // touch-downs in a row, and a touch-down never ended.
        button.sendActions(for: .touchCancel)
        button.sendActions(for: .touchDown)
        button.sendActions(for: .touchDown)
        let violations = s.violations()
        #expect(violations.count == 3)
        #expect(s.monitor.violations.allSatisfy { $0.invariant == .controlTouchEnds })
        #expect(violations.first?.contains("control ok: touchCancel without a touch-down") == true)
        #expect(violations.last?.contains("never ended") == true)
    }

    @Test("Stopping the monitor removes its observer and handlers")
    func stopDetaches() {
        let s = Scenario()
        let drag = ChaosProbe(name: "drag", behavior: .beginsOnMove)
        s.root.addGestureRecognizer(drag)
        s.monitor.checkpoint()
        s.monitor.stop()
        s.down(10, 10, at: 0); s.move(40, 10, at: 0.02)
        #expect(s.monitor.changeCount == 0)
    }

    @Test("A failing stream's report names the seed words, the scene, the steps and the violations")
    func reproductionReport() {
        let report = ChaosRun.reproduction([42, 0, 0x0000_0000_0000_0010])
        #expect(report.hasPrefix("words: [0x2a, 0x0, 0x10]"))
        #expect(report.contains("scene:") && report.contains("steps:") && report.contains("violations:"))
    }

    @Test("The same words replay the same way")
    func deterministic() {
        let words = stream(at: 12345)
        let a = ChaosRun(words: words, keepsLog: true), b = ChaosRun(words: words, keepsLog: true)
        #expect(a.log == b.log && a.changeCount == b.changeCount && a.diagnostics == b.diagnostics)
    }
}
