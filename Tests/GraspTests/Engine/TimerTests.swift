import Testing
@testable import Grasp
@testable import GraspCore

@Suite("Deterministic time")
struct TimerTests {
    func holdRecognizer(_ h: GestureTestHost, duration: Double) -> ProbeRecognizer {
        let hold = ProbeRecognizer(name: "hold")
        hold.onBegan = { r, _ in r.setTimer("press", at: r.currentTime + duration) }
        hold.onTimer = { r, _ in r.state = .began }
        hold.onEnded = { r, _ in r.state = r.state == .possible ? .failed : .ended }
        h.rootNode.addGestureRecognizer(hold)
        return hold
    }

    @Test("A timer fires from a tick at its deadline, with the deadline as the current time")
    func firesFromTick() {
        let h = GestureTestHost.recording()
        let hold = holdRecognizer(h, duration: 0.5)
        var firedAt: Double?
        hold.addHandler { firedAt = $0.currentTime }
        h.touchDown(at: Point(x: 10, y: 10), time: 1.0)
        h.advance(to: 1.49)
        #expect(firedAt == nil)
        h.advance(to: 1.6)
        #expect(firedAt == 1.5)
    }

    @Test("A timer fires from the next event's timestamp when no tick came, before the event is delivered")
    func firesFromNextEvent() {
        let h = GestureTestHost.recording()
        _ = holdRecognizer(h, duration: 0.5)
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchUp(at: Point(x: 10, y: 10), time: 0.7)
        #expect(h.transitions == ["hold: possible→began", "hold: began→ended"])
    }

    @Test("Timers fire in deadline order whatever order they were set in")
    func deadlineOrder() {
        let h = GestureTestHost.recording()
        let r = ProbeRecognizer(name: "r")
        var fired: [String] = []
        r.onBegan = { r, _ in
            r.setTimer("late", at: 0.3)
            r.setTimer("early", at: 0.1)
            r.setTimer("middle", at: 0.2)
        }
        r.onTimer = { _, name in fired.append(name) }
        h.rootNode.addGestureRecognizer(r)
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.advance(to: 1)
        #expect(fired == ["early", "middle", "late"])
    }

    @Test("Lifting before the deadline cancels the timer with the reset")
    func resetCancelsTimers() {
        let h = GestureTestHost.recording()
        _ = holdRecognizer(h, duration: 0.5)
        h.touchDown(at: Point(x: 10, y: 10), time: 0)
        h.touchUp(at: Point(x: 10, y: 10), time: 0.2)
        h.advance(to: 1)
        #expect(h.transitions == ["hold: possible→failed"])
        #expect(h.engine.nextDeadline == nil)
    }

    @Test("Time that goes backwards is treated as now, with a diagnostic")
    func backwardsTime() {
        let h = GestureTestHost.recording()
        h.touchDown(at: Point(x: 10, y: 10), time: 1)
        h.touchMove(to: Point(x: 20, y: 10), time: 0.5)
        #expect(h.engine.currentTime == 1)
        #expect(h.engine.diagnostics.map(\.kind) == [.timeWentBackwards])
    }
}
