// Why this file exists: the testing kit's driver is itself specified by scenarios: it numbers events,
// ticks between them at its frame rate so timers fire, records every change with the event that
// caused it, records optimistic taps' retractions, and refuses a bad frame rate with a clear error.

import Grasp
import GraspTesting
import GraspTrace
import Testing

@Suite("Replay driver")
struct GestureReplayDriverTests {
    private func engine(_ recognizers: GestureRecognizer...) -> GestureEngine {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
        for r in recognizers { root.addGestureRecognizer(r) }
        return GestureEngine(rootNode: root)
    }

    @Test func recordsChangesWithTheEventThatCausedThem() throws {
        let pan = PanGestureRecognizer(name: "pan")
        let driver = try GestureReplayDriver(engine: engine(pan), frameRate: 120)
        var synthesizer = TraceSynthesizer(sampleRate: 120)
        synthesizer.drag(from: Point(x: 100, y: 100), to: Point(x: 100, y: 300), duration: 0.4)
        driver.replay(synthesizer.trace())
        let began = try #require(driver.transcript.activation(of: "pan"))
        #expect(began.eventIndex == 3)  // 500 pt/s: 4.2, 8.3, 12.5 pt
        #expect(began.isDuringEvent)
        #expect(began.description == "event 3: pan began @25ms")
        #expect(driver.transcript.summary(of: "pan") == ["began", "changed", "ended"])
        #expect(driver.events.count == 49)  // the down, 48 moves; the lift shares the last move's event
    }

    @Test func ticksFireTimersBetweenEvents() throws {
        let press = LongPressGestureRecognizer(name: "press")
        let driver = try GestureReplayDriver(engine: engine(press), frameRate: 60)
        var synthesizer = TraceSynthesizer()
        synthesizer.hold(at: Point(x: 100, y: 100), duration: 0.8)
        driver.replay(synthesizer.trace(), tail: 0)
        let began = try #require(driver.transcript.activation(of: "press"))
        #expect(began.eventIndex == 0 && !began.isDuringEvent)
        #expect(began.timestamp == 0.5)
        #expect(began.description == "tick after event 0: press began @500ms")
        let latency = try #require(driver.latency(of: "press", fromEvent: 0))
        #expect(latency.events == 0 && latency.time == 0.5 && latency.isFromTick)
    }

    @Test func recordsRetractionsOfOptimisticTaps() throws {
        let double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        let single = TapGestureRecognizer(name: "single")
        single.recognizesOptimistically = true
        let e = engine()
        e.rootNode.addGesture(double.exclusively(before: single))
        let driver = try GestureReplayDriver(engine: e)
        var synthesizer = TraceSynthesizer()
        synthesizer.taps(2, at: Point(x: 100, y: 100), interval: 0.2)
        driver.replay(synthesizer.trace())
        #expect(driver.transcript.states(of: "single") == ["recognized", "retracted", "failed"])
        let retraction = try #require(driver.transcript.entries(of: "single").first { $0.kind == .retraction })
        #expect(retraction.eventIndex == 3 && retraction.isDuringEvent)
    }

    @Test func recordsConfirmations() throws {
        let double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        let single = TapGestureRecognizer(name: "single")
        single.recognizesOptimistically = true
        let e = engine()
        e.rootNode.addGesture(double.exclusively(before: single))
        let driver = try GestureReplayDriver(engine: e)
        var synthesizer = TraceSynthesizer()
        synthesizer.tap(at: Point(x: 100, y: 100))
        driver.replay(synthesizer.trace())
        #expect(driver.transcript.states(of: "single") == ["recognized", "confirmed"])
        #expect(driver.transcript.states(of: "double") == ["failed"])
    }

    @Test func refusesABadFrameRate() {
        for rate in [0, -60, Double.nan, .infinity] {
            #expect(throws: GestureReplayDriver.ConfigurationError.self) {
                _ = try GestureReplayDriver(engine: engine(), frameRate: rate)
            }
        }
        let error = GestureReplayDriver.ConfigurationError.invalidFrameRate(0)
        #expect(error.description == "the frame rate must be a positive finite number of frames per second, not 0.0")
    }

    @Test func latencyOfAnUnknownRecognizerOrEventIsNil() throws {
        let tap = TapGestureRecognizer(name: "tap")
        let driver = try GestureReplayDriver(engine: engine(tap))
        var synthesizer = TraceSynthesizer()
        synthesizer.tap(at: Point(x: 100, y: 100))
        driver.replay(synthesizer.trace())
        #expect(driver.latency(of: "tap", fromEvent: 1)?.events == 0)
        #expect(driver.latency(of: "nobody", fromEvent: 0) == nil)
        #expect(driver.latency(of: "tap", fromEvent: 9) == nil)
        #expect(driver.latency(of: "tap", fromEvent: -1) == nil)
    }

    @Test func advanceTicksAtFrameBoundaries() throws {
        let e = engine()
        var ticks: [Double] = []
        e.addTickHandler { ticks.append($0) }
        let driver = try GestureReplayDriver(engine: e, frameRate: 10)
        driver.advance(to: 0.35)
        #expect(ticks.count == 4)
        #expect(ticks.last == 0.35)
        #expect(driver.currentTime == 0.35)
    }

    @Test func scriptedSamplesBecomeNumberedEvents() throws {
        let down = TouchDownGestureRecognizer(name: "down")
        let tap = TapGestureRecognizer(name: "tap")
        let driver = try GestureReplayDriver(engine: engine(down, tap))
        let sample = { (phase: TouchPhase, t: Double) in TouchSample(id: TouchID(1), phase: phase, location: Point(x: 10, y: 10)) }
        driver.send(at: 0, [sample(.began, 0)])
        driver.send(at: 0.05, [sample(.ended, 0.05)])
        driver.send(at: 0.06, [sample(.ended, 0.06)])  // the contact is gone: dropped
        #expect(driver.events.count == 2)
        #expect(driver.transcript.description == """
            event 0: down began @0ms
            event 1: down ended @50ms
            event 1: tap recognized @50ms
            """)
    }

    @Test func eventsGoingBackInTimeAreLeftToTheEngine() throws {
        let tap = TapGestureRecognizer(name: "tap")
        let e = engine(tap)
        let driver = try GestureReplayDriver(engine: e)
        driver.send(at: 1, [TouchSample(id: TouchID(1), phase: .began, location: Point(x: 10, y: 10))])
        driver.send(at: 0.5, [TouchSample(id: TouchID(1), phase: .ended, location: Point(x: 10, y: 10))])
        #expect(e.diagnostics.map(\.kind) == [.timeWentBackwards])
        #expect(driver.transcript.states(of: "tap") == ["recognized"])
    }
}
