// The two recognizers of this package, tested as an app's package would test its own: through Grasp's
// public GestureTestHost, at 60 and 120 Hz, with no `@testable` and no SPI.

import CustomRecognizers
import Grasp
import Testing

/// `count` points on a circle of radius 100 around the host's center (195, 422), evenly spaced from
/// angle `from` to angle `to` (radians, clockwise from the right).
func arc(from: Double, to: Double, count: Int) -> [Point] {
    (0..<count).map { index in
        let angle = from + (to - from) * Double(index) / Double(count - 1)
        return Point(x: 195 + 100 * GraspMath.cos(angle), y: 422 + 100 * GraspMath.sin(angle))
    }
}

@Suite("JogWheelGestureRecognizer")
struct JogWheelTests {
    @Test("a quarter turn begins past 0.25 rad, changes, and ends on the lift with the whole turn", arguments: [60.0, 120])
    func quarterTurn(rate: Double) {
        let host = GestureTestHost(frameRate: rate)
        let wheel = JogWheelGestureRecognizer(name: "wheel")
        host.rootNode.addGestureRecognizer(wheel)
        let angle = host.record(wheel) { $0.angle }

        host.drag(along: arc(from: 0, to: .pi / 2, count: Int(rate / 4) + 1), startingAt: 0, rate: rate)
        #expect(angle.states.first == .began && angle.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(abs(angle.value(at: .began)! - 0.25) < .pi / 2 / (rate / 4))   // within one sample of it
        #expect(abs(angle.value(at: .ended)! - .pi / 2) < 1e-9)               // the lift's last segment counted
    }

    @Test("a finger lifted before 0.25 rad fails it", arguments: [60.0, 120])
    func earlyLift(rate: Double) {
        let host = GestureTestHost(frameRate: rate)
        let wheel = JogWheelGestureRecognizer(name: "wheel")
        host.rootNode.addGestureRecognizer(wheel)
        host.drag(along: arc(from: 0, to: 0.2, count: 5), startingAt: 0, rate: rate)
        #expect(host.states(of: wheel) == [.failed])
    }

    @Test("a second finger cancels a turn in progress", arguments: [60.0, 120])
    func secondFinger(rate: Double) {
        let host = GestureTestHost(frameRate: rate)
        let wheel = JogWheelGestureRecognizer(name: "wheel")
        host.rootNode.addGestureRecognizer(wheel)
        let end = host.drag(along: arc(from: 0, to: 1, count: 10), startingAt: 0, rate: rate, lifting: false)
        host.touchDown(finger: 2, at: Point(x: 100, y: 100), time: end + 0.05)
        #expect(host.states(of: wheel).last == .cancelled)
    }
}

@Suite("CheckMarkGestureRecognizer")
struct CheckMarkTests {
    @Test("a check mark is recognized on the lift, with its turning point", arguments: [60.0, 120])
    func checkMark(rate: Double) {
        let host = GestureTestHost(frameRate: rate)
        let check = CheckMarkGestureRecognizer(name: "check")
        host.rootNode.addGestureRecognizer(check)
        let turn = host.record(check) { $0.turningPoint }

        let bottom = host.drag(from: Point(x: 100, y: 300), to: Point(x: 140, y: 340), startingAt: 0, duration: 0.1, rate: rate, lifting: false)
        host.drag(from: Point(x: 140, y: 340), to: Point(x: 220, y: 240), startingAt: bottom, duration: 0.15, rate: rate)
        #expect(turn.states == [.recognized])
        #expect(turn.value(at: .recognized) == Point(x: 140, y: 340))
        #expect(check.turningPoint == nil)   // reset for the next gesture
    }

    @Test("a stroke that goes left, or only down, or takes too long fails it", arguments: [60.0, 120])
    func failures(rate: Double) {
        let host = GestureTestHost(frameRate: rate)
        let check = CheckMarkGestureRecognizer(name: "check")
        host.rootNode.addGestureRecognizer(check)
        host.drag(from: Point(x: 200, y: 300), to: Point(x: 100, y: 340), startingAt: 0, duration: 0.1, rate: rate)
        host.drag(from: Point(x: 100, y: 300), to: Point(x: 140, y: 360), startingAt: 1, duration: 0.1, rate: rate)
        host.touchDown(at: Point(x: 100, y: 300), time: 2)
        host.advance(to: 3.5)
        #expect(host.states(of: check) == [.failed, .failed, .failed])
    }
}
