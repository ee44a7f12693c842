// Why this file exists: SceneTestHost's frame-by-frame loop is what the list scenes' tests run on (each
// frame's touches dispatched, then the frame's tick, at one time). These tests pin that loop on the
// MoveMe scene at 60 and 120 Hz: the times of the frames, the order of dispatch and tick, what a live
// clock ticks, and where a finger was last.

import Grasp
import GraspScenes
import GraspTesting
import Testing

@Suite("SceneTestHost frame by frame")
struct SceneTestHostFrameTests {
    static let viewport = Size(width: 390, height: 844)

    @Test(arguments: [60.0, 120])
    func eachFrameDispatchesItsTouchesThenTicksAtTheSameTime(rate: Double) throws {
        let scene = MoveMeScene(viewport: Self.viewport)
        let host = SceneTestHost(scene, rate: rate, clock: .live())
        var frames: [Double] = []
        host.frameObserver = { frames.append(host.now) }
        let start = try #require(scene.squares.first).node.frame
        let center = Point(x: start.midX, y: start.midY)
        host.touchDown(at: center)
        #expect(frames == [1 / rate])
        #expect(host.first("select1", .began)?.time == 1 / rate)
        host.drag(to: Point(x: center.x + 60, y: center.y), duration: 0.25)
        #expect(frames.count == 1 + Int((0.25 * rate).rounded()))
        #expect(abs(host.now - (1 / rate + 0.25)) < 1e-12)
        #expect(host.activeTouches.map(\.location) == [Point(x: center.x + 60, y: center.y)])
        host.touchUp()
        #expect(host.activeTouches.isEmpty)
        #expect(host.lastLocation() == Point(x: center.x + 60, y: center.y))
        #expect(host.lastLocation(of: 2) == nil)
        #expect(host.summary(of: "pan1") == ["began", "changed", "ended"])
        // Frames without touches: evenly spaced, the last exactly at the end, none in between from the clock.
        let before = frames.count, end = host.now + 0.5
        host.runFrames(until: end, frameRate: 30)
        #expect(frames.count - before == 15)
        #expect(frames.last == end)
    }

    @Test func aFrameWithATimeRunsAtThatTime() {
        let host = SceneTestHost(MoveMeScene(viewport: Self.viewport), rate: 120, clock: .live())
        host.runFrame(at: 0.3)
        #expect(host.now == 0.3)
        host.touchDown(at: Point(x: 5, y: 5), time: 0.4)
        host.touchCancel()
        #expect(host.now == 0.4 + 1.0 / 120)
        #expect(host.lastLocation() == Point(x: 5, y: 5) && host.activeTouches.isEmpty)
    }
}
