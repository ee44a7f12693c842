// Why this file exists: the scrolling scenes' contracts were measured with `TraceReplayer`, and a frame
// that moves by one rounding error can move a timer or a decision by a frame. These tests pin
// `SceneTestHost.replay` to the replayer: the same events and the same tick times, bit for bit, for a
// first gesture and for a second one on the same scene, at 60, 120 and 240 Hz.

import Grasp
import GraspScenes
import GraspTesting
import GraspTrace
import Testing

@Suite("SceneTestHost replay")
struct SceneTestHostReplayTests {
    static let viewport = Size(width: 390, height: 844)

    static func drag(_ s: inout TraceSynthesizer) {
        s.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 300), duration: 0.3)
    }

    static func tap(_ s: inout TraceSynthesizer) { s.tap(at: Point(x: 200, y: 300)) }

    @Test(arguments: [60.0, 120, 240])
    func ticksAndDispatchesExactlyAsTheTraceReplayer(rate: Double) {
        // What the replayer does, on a scene of its own: the second gesture starts off the first's grid.
        let reference = ListScene(viewport: Self.viewport)
        var events: [TouchEvent] = [], ticks: [Double] = []
        var states: [String] = []
        reference.engine.addStateObserver { states.append("\($0.recognizer.name) \($0.reportedName) \($0.timestamp)") }
        for (start, tail, build) in [(0.0, 2.0, Self.drag), (2.5 + 1 / 7, 0.5, Self.tap)] {
            var synthesizer = TraceSynthesizer(sampleRate: rate)
            build(&synthesizer)
            TraceReplayer(frameRate: rate, tail: tail).replay(
                synthesizer.trace().touchEvents(startingAt: start),
                handle: { events.append($0); reference.engine.handle($0) },
                tick: { ticks.append($0); reference.tick($0) })
        }

        let host = SceneTestHost(ListScene(viewport: Self.viewport), rate: rate)
        var hostTicks: [Double] = []
        host.tickObserver = { hostTicks.append($0) }
        host.replay(tail: 2, Self.drag)
        host.replay(startingAt: 2.5 + 1 / 7, tail: 0.5, Self.tap)
        #expect(host.events.map(\.timestamp) == events.map(\.timestamp))
        #expect(host.nextEvent == host.events.count)
        #expect(hostTicks == ticks)
        #expect(host.now == ticks.last)
        #expect(host.entries.map { "\($0.recognizer) \($0.reported) \($0.time)" } == states)
        #expect(host.scene.list.contentOffset == reference.list.contentOffset)
    }

    /// The example in `SceneTestHost.replay`'s documentation and the Testing article.
    @Test func theDocumentedExample() {
        let viewport = Self.viewport
        let host = SceneTestHost(SheetScene(viewport: viewport), rate: 60)
        var lowest = 0.0
        host.tickObserver = { _ in lowest = max(lowest, host.scene.sheetY) }
        host.replay(tail: 2) { $0.drag(from: Point(x: 200, y: 440), to: Point(x: 200, y: 690), duration: 0.8) }
        #expect(host.summary(of: "sheetDrag") == ["began", "changed", "ended"])
        #expect(host.scene.sheet.detent == 0 && lowest <= host.scene.sheet.bottomY)
    }

    /// A mouse's hover, a trackpad's scroll and pinch: dispatched in their place, on the replayer's grid.
    @Test(arguments: [60.0, 120, 240])
    func otherInputsTickAsTheTraceReplayer(rate: Double) {
        func gesture(_ s: inout TraceSynthesizer) {
            s.hover(from: Point(x: 100, y: 100), to: Point(x: 600, y: 300), duration: 0.3)
            s.scroll(at: Point(x: 500, y: 350), by: Trace.ScrollDelta(dx: 0, dy: -300), duration: 0.2)
            s.trackpadPinch(at: Point(x: 500, y: 350), scale: 2, rotation: 0.5, duration: 0.3)
        }
        let viewport = Size(width: 1000, height: 700)
        let reference = InspectorScene(viewport: viewport)
        var ticks: [Double] = [], states: [String] = []
        reference.engine.addStateObserver { states.append("\($0.recognizer.name) \($0.reportedName) \($0.timestamp)") }
        var synthesizer = TraceSynthesizer(sampleRate: rate)
        gesture(&synthesizer)
        TraceReplayer(frameRate: rate, tail: 1).replay(
            synthesizer.trace().engineInputs(startingAt: 0.5), handle: reference.engine.handle,
            tick: { ticks.append($0); reference.tick($0) })

        let host = SceneTestHost(InspectorScene(viewport: viewport), rate: rate)
        var hostTicks: [Double] = []
        host.tickObserver = { hostTicks.append($0) }
        host.replay(startingAt: 0.5, tail: 1, gesture)
        #expect(!states.isEmpty)
        #expect(hostTicks == ticks)
        #expect(host.entries.map { "\($0.recognizer) \($0.reported) \($0.time)" } == states)
    }
}
