// Why this file exists: the three hand-offs of issue 51 that land in the middle of a sample. A list
// pulled past its top and pushed back hands the rest of that sample to the sheet or the header around
// it (they move before the list scrolls on); a pull that starts a refresh meets the refreshing edge for
// the rest of the sample that started it. Each drag turns at a point between the samples of every rate
// (the turn itself is a sample, as a finger's path is), so the hand-off falls inside a sample, and each
// must end on its documented result within 0.01 pt at 60, 120 and 240 Hz.

import Grasp
import GraspInteractions
import GraspScenes
import Testing

@Suite("Hand-offs inside a sample")
struct HandOffSplitTests {
    let viewport = Size(width: 390, height: 844)

    /// Sends a one-finger drag along the straight segments between `corners` (times and window points)
    /// to `engine`: down at the first corner, then a move at every `1 / rate` seconds from it and at
    /// every other corner (the turns), without lifting. Returns the time of the last corner.
    @discardableResult
    static func drag(_ engine: GestureEngine, corners: [(time: Double, location: Point)], rate: Double) -> Double {
        var builder = TouchEventBuilder()
        guard let first = corners.first, let last = corners.last else { return 0 }
        func send(_ phase: TouchPhase, _ time: Double, _ location: Point) {
            for event in builder.events(at: time, samples: [TouchSample(id: TouchID(1), phase: phase, location: location)]) { engine.handle(event) }
        }
        send(.began, first.time, first.location)
        var times = corners.dropFirst().map(\.time)
        var n = 1.0
        while first.time + n / rate < last.time { times.append(first.time + n / rate); n += 1 }
        for time in times.sorted() {
            let segment = zip(corners, corners.dropFirst()).first { time <= $0.1.time } ?? (first, last)
            let fraction = (time - segment.0.time) / (segment.1.time - segment.0.time)
            send(.moved, time, Point(x: segment.0.location.x + (segment.1.location.x - segment.0.location.x) * fraction,
                                      y: segment.0.location.y + (segment.1.location.y - segment.0.location.y) * fraction))
        }
        return last.time
    }

    @Test("The sheet, pulled back: the list comes back to its top, then the sheet rises, in the same sample",
          arguments: [60.0, 120, 240])
    func theSheetPulledBack(rate: Double) {
        // The sheet at its top detent (67.52), the list at its top. Down 680: the sheet goes down to its
        // lowest detent (717.4, 649.88 pt), the list is pulled 30.12 pt past its top. Up 200, turning
        // between samples: the list comes back 30.12, the sheet rises 169.88, to 547.52.
        let scene = SheetScene(viewport: viewport)
        scene.sheet.setDetent(2)
        Self.drag(scene.engine, corners: [(0, Point(x: 200, y: 150)), (0.5123, Point(x: 200, y: 830)), (0.8071, Point(x: 200, y: 630))], rate: rate)
        Self.expectEnds([("the sheet", scene.sheetY, 547.52), ("the list", scene.list.contentOffset.y, 0)], at: rate)
    }

    /// Expects each named mover's value within 0.01 pt of its documented result.
    static func expectEnds(_ movers: [(name: String, value: Double, expected: Double)], at rate: Double,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        for mover in movers {
            #expect(abs(mover.value - mover.expected) < 0.01, "at \(rate) Hz: \(mover.name) at \(mover.value), not \(mover.expected)",
                    sourceLocation: sourceLocation)
        }
    }

    @Test("The collapsing header, pulled back: the list comes back to its top, then the header collapses, in the same sample",
          arguments: [60.0, 120, 240])
    func theHeaderPulledBack(rate: Double) {
        // Expanded (140), the list at its top. Down 150: the list is pulled 150 pt (of the finger) past its
        // top. Up 190, turning between samples: the list comes back, the header collapses 40, to 100.
        let scene = CollapsingHeaderScene(viewport: viewport)
        Self.drag(scene.engine, corners: [(0, Point(x: 200, y: 300)), (0.3037, Point(x: 200, y: 450)), (0.6529, Point(x: 200, y: 260))], rate: rate)
        Self.expectEnds([("the header", scene.headerHeight, 100), ("the list", scene.list.contentOffset.y, 0)], at: rate)
    }

    @Test("A pull that starts a refresh meets the refreshing edge for the rest of the sample that started it",
          arguments: [60.0, 120, 240])
    func theRefreshEdge(rate: Double) {
        // 200 pt down: rubber-banded against the top (0) until the content is 80 pt above it, then
        // against the refreshing edge (60 pt down) from there.
        let scene = RefreshScene(viewport: viewport)
        Self.drag(scene.engine, corners: [(0, Point(x: 200, y: 200)), (0.4999, Point(x: 200, y: 400))], rate: rate)
        #expect(scene.control.isRefreshing && scene.control.refreshCount == 1)
        let height = scene.list.bounds.height
        let triggered = RubberBand.overshoot(forOffset: -80, dimension: height)  // the finger's pull at the trigger
        let expected = -60 + RubberBand.offset(for: RubberBand.overshoot(forOffset: -20, dimension: height) - (200 - -triggered), dimension: height)
        #expect(abs(scene.list.contentOffset.y - expected) < 0.01, "at \(rate) Hz: \(scene.list.contentOffset.y), expected \(expected)")
        #expect(abs(expected + 100.107) < 0.001, "the RefreshControl article's figure: \(expected)")
    }

    @Test("The refresh starts when the finger has pulled 160.69 pt from touch-down, the slop included (the RefreshControl article)")
    func theTriggerDistanceOfTheFinger() {
        // A pull in steps of 0.01 pt from 150 pt: the refresh starts on the first sample at or past
        // 80 · 844 / (0.55 · 764) = 160.685 pt of the pan's translation.
        let scene = RefreshScene(viewport: viewport)
        var builder = TouchEventBuilder()
        var time = 0.0, pull = 0.0
        func send(_ phase: TouchPhase) {
            for event in builder.events(at: time, samples: [TouchSample(id: TouchID(1), phase: phase, location: Point(x: 200, y: 200 + pull))]) {
                scene.engine.handle(event)
            }
        }
        send(.began)
        for step in 1...15 { pull = Double(step) * 10; time += 0.01; send(.moved) }
        while !scene.control.isRefreshing && pull < 170 { pull += 0.01; time += 0.001; send(.moved) }
        #expect(scene.list.bounds.height == 844)
        #expect(abs(scene.list.panGestureRecognizer.translation(in: nil).y - pull) < 1e-9)
        #expect(pull >= 160.685 && pull < 160.695 + 1e-9, "started at a pull of \(pull) pt")
        #expect(abs(RubberBand.overshoot(forOffset: -80, dimension: 844) + 160.685_387_9) < 1e-6)
    }
}
