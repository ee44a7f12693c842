// Why this file exists: the screen-edge pan's specification: it starts only near a chosen edge of
// the root node and only moving away from it, and it follows the first finger alone.

import Grasp
import Testing

@Suite("Screen-edge pan")
struct ScreenEdgePanGestureRecognizerTests {
    @Test func beginsFromTheLeftEdgeMovingRight() {
        let edge = ScreenEdgePanGestureRecognizer(name: "edge", edges: .left)
        let d = GestureTestHost.scenario(edge)
        d.drag(1, from: Point(x: 2, y: 300), to: Point(x: 150, y: 310), at: 0, duration: 0.2, steps: 24)
        #expect(d.summary(of: edge) == ["began", "changed", "ended"])
        #expect(edge.startEdge == nil)  // reset after the lift
    }

    @Test func landingJustInsideTheMarginCounts() {
        let edge = ScreenEdgePanGestureRecognizer(name: "edge", edges: .left)
        let d = GestureTestHost.scenario(edge)
        d.down(1, 19.9, 300, at: 0)
        #expect(edge.startEdge == .left)
        d.move(1, 40, 300, at: 0.05)
        #expect(d.reportedStates(of: edge) == ["began"])
    }

    @Test func landingJustOutsideTheMarginFails() {
        let edge = ScreenEdgePanGestureRecognizer(name: "edge", edges: .left)
        let d = GestureTestHost.scenario(edge)
        d.down(1, 20.1, 300, at: 0)
        #expect(d.reportedStates(of: edge) == ["failed"])
    }

    @Test func movingAlongTheEdgeFails() {
        let edge = ScreenEdgePanGestureRecognizer(name: "edge", edges: .left)
        let d = GestureTestHost.scenario(edge)
        d.down(1, 5, 300, at: 0)
        d.move(1, 8, 340, at: 0.05)
        #expect(d.reportedStates(of: edge) == ["failed"])
    }

    @Test func rightEdgeMovingLeft() {
        let edge = ScreenEdgePanGestureRecognizer(name: "edge", edges: [.right, .bottom])
        let d = GestureTestHost.scenario(edge)  // 400 × 800
        d.down(1, 395, 300, at: 0)
        #expect(edge.startEdge == .right)
        d.move(1, 360, 300, at: 0.05)
        #expect(d.reportedStates(of: edge) == ["began"])
        #expect(edge.translation(in: nil) == Point(x: -35, y: 0))
    }

    @Test func noEdgesNeverBegins() {
        let edge = ScreenEdgePanGestureRecognizer(name: "edge")
        let d = GestureTestHost.scenario(edge)
        d.down(1, 1, 300, at: 0)
        #expect(d.reportedStates(of: edge) == ["failed"])
    }

    @Test func fingersAfterTheFirstAreIgnored() {
        let edge = ScreenEdgePanGestureRecognizer(name: "edge", edges: .left)
        let d = GestureTestHost.scenario(edge)
        d.down(1, 5, 300, at: 0)
        d.move(1, 45, 300, at: 0.05)
        d.down(2, 200, 500, at: 0.06)
        d.move(2, 300, 500, at: 0.07)
        #expect(edge.numberOfTouches == 1)
        #expect(edge.translation(in: nil) == Point(x: 40, y: 0))
        d.up(2, 300, 500, at: 0.08)
        #expect(d.reportedStates(of: edge) == ["began"])
    }
}
