// Why this file exists: the frame clock is the one host loop every replay and driver runs, so its grid
// and its rule are pinned here: frames on multiples of the interval from the origin, none at or before
// a time already dispatched, none at an event's own time, no drift over an hour, and the live clock
// that ticks only when the display does.

import Grasp
import Testing

@Suite("Frame clock")
struct FrameClockTests {
    /// Sends events at `times` through `clock`, returning what was dispatched in order.
    func run(_ clock: inout FrameClock, events times: [Double]) -> [String] {
        var log: [String] = []
        for t in times {
            clock.send(TouchEvent(timestamp: t, changedTouches: []),
                       handle: { log.append("event \($0.timestamp)") }, tick: { log.append("tick \($0)") })
        }
        return log
    }

    @Test func framesFallOnMultiplesOfTheIntervalBetweenEvents() {
        var clock = FrameClock(frameRate: 100)
        let log = run(&clock, events: [0, 0.045])
        #expect(log == ["event 0.0", "tick 0.01", "tick 0.02", "tick 0.03", "tick 0.04", "event 0.045"])
        #expect(clock.currentTime == 0.045)
    }

    @Test func noFrameAtAnEventsTimeNorAtATimeAlreadyDispatched() {
        var clock = FrameClock(frameRate: 100)
        // 0.03 is frame 3 exactly: it is not ticked before the event at 0.03, nor after it.
        let log = run(&clock, events: [0.03, 0.05])
        #expect(log == ["tick 0.01", "tick 0.02", "event 0.03", "tick 0.04", "event 0.05"])
    }

    @Test func timeThatGoesBackwardsTicksNothing() {
        var clock = FrameClock(frameRate: 100)
        let log = run(&clock, events: [0.05, 0.02, 0.07])
        #expect(log.filter { $0.hasPrefix("tick") } == ["tick 0.01", "tick 0.02", "tick 0.03", "tick 0.04", "tick 0.06"])
        #expect(clock.currentTime == 0.07)
    }

    @Test func framesCountFromTheOrigin() {
        var clock = FrameClock(frameRate: 8, origin: 1.25)
        var ticks: [Double] = []
        clock.tickFrames(before: 1.7) { ticks.append($0) }
        #expect(ticks == [1.375, 1.5, 1.625])
        #expect(clock.time(ofFrame: 4) == 1.75)
    }

    @Test func advanceTicksTheFramesThenTheInstant() {
        var clock = FrameClock(frameRate: 100)
        var ticks: [Double] = []
        clock.advance(to: 0.025) { ticks.append($0) }
        clock.advance(to: 0.04) { ticks.append($0) }
        #expect(ticks == [0.01, 0.02, 0.025, 0.03, 0.04])
    }

    @Test func tickingThroughATimeKeepsAFrameARoundingErrorAway() {
        var ticks: [Double] = []
        var clock = FrameClock(frameRate: 120)
        clock.tickFrames(through: 0.3 - 1e-10) { ticks.append($0) }
        #expect(ticks.count == 36)
        #expect(ticks.last == 36.0 / 120)
        ticks = []
        var strict = FrameClock(frameRate: 120)
        strict.tickFrames(through: 0.3 - 1e-8) { ticks.append($0) }
        #expect(ticks.count == 35)
    }

    @Test func frameTimesDoNotDriftOverAnHour() {
        let clock = FrameClock(frameRate: 120)
        #expect(clock.time(ofFrame: 120 * 3600) == 3600)
        #expect(clock.time(ofFrame: 7) == 7.0 / 120)
        #expect(clock.frameInterval == 1.0 / 120)
    }

    @Test func aLiveClockTicksOnlyWhenTheDisplayDoes() {
        var clock = FrameClock.live()
        var log = run(&clock, events: [0, 0.1])
        clock.advance(to: 0.2) { log.append("tick \($0)") }
        clock.advance(to: 0.15) { log.append("tick \($0)") }
        #expect(log == ["event 0.0", "event 0.1", "tick 0.2", "tick 0.15"])
        #expect(clock.currentTime == 0.2)
        #expect(!clock.ticksBetweenDispatches)
    }

    @Test func badTimesTickNoFrameAndDoNotHang() {
        var clock = FrameClock(frameRate: 120)
        var ticks: [Double] = []
        clock.tickFrames(before: .infinity) { ticks.append($0) }
        clock.tickFrames(through: .nan) { ticks.append($0) }
        #expect(ticks.isEmpty)
        var unanchored = FrameClock(frameRate: 120, origin: .nan)
        unanchored.tickFrames(before: 1) { ticks.append($0) }
        #expect(ticks.isEmpty)
        #expect(unanchored.currentTime == -.infinity)
    }

    @Test func drivesAnEngineSoThatTimersFireAtTheirDeadline() {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let engine = GestureEngine(rootNode: root)
        let press = LongPressGestureRecognizer(name: "press")
        root.addGestureRecognizer(press)
        var began: Double?
        press.addHandler { if $0.state == .began { began = $0.currentTime } }
        var clock = FrameClock(frameRate: 120)
        var builder = TouchEventBuilder()
        clock.send(builder.event(at: 0, samples: [TouchSample(id: TouchID(1), phase: .began, location: Point(x: 10, y: 10))])!, to: engine)
        clock.advance(engine, to: 0.49)
        #expect(began == nil)
        clock.advance(engine, to: 0.6)
        #expect(began == 0.5)
        #expect(engine.currentTime == 0.6)
    }
}
