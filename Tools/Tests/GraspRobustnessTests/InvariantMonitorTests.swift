import Grasp
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
