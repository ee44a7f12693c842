// Why this file exists: issue 26's slow drags. A finger dragged at a steady speed must read that speed
// from `velocity(in:)` on every `changed` and at `ended`, at any speed from 5 pt/s, at 60, 120 and
// 240 Hz, with regular and jittered timing; one that holds still before lifting must release at zero.

import Grasp
import Testing

@Suite("Pan velocity of steady drags")
struct PanSteadyDragVelocityTests {
    static let speeds: [Double] = [5, 20, 60, 100, 120, 150, 1000]

    /// The relative tolerance: the tracker fits a straight drag exactly, so this only absorbs rounding.
    static let tolerance = 1e-6

    /// Drags one finger at `speed` pt/s along (0.6, 0.8) for 0.5 s at `rate` Hz (each sample time moved
    /// by up to `jitter` seconds), lifting with the last move, and returns the velocities read on every
    /// `changed` and at `ended`.
    static func velocities(speed: Double, rate: Double, jitter: Double) -> (changed: [Point], ended: Point?) {
        let pan = PanGestureRecognizer(name: "pan")
        pan.slop = 0
        var changed: [Point] = [], ended: Point?
        pan.addHandler { pan in
            if pan.state == .changed { changed.append(pan.velocity(in: nil)) }
            if pan.state == .ended { ended = pan.velocity(in: nil) }
        }
        let d = GestureTestHost.scenario(pan)
        let pattern: [Double] = [0.3, -0.8, 0.9, -0.1, -0.6, 0.7, 0.0, -0.9, 0.5, 0.2, -0.4, 0.8]
        let count = Int((0.5 * rate).rounded())
        func place(_ t: Double) -> (Double, Double) { (100 + 0.6 * speed * t, 200 + 0.8 * speed * t) }
        d.down(1, 100, 200, at: 0)
        for i in 1...count {
            let t = Double(i) / rate + (i == count ? 0 : jitter * pattern[i % pattern.count])
            let (x, y) = place(t)
            if i == count { d.up(1, x, y, at: t) } else { d.move(1, x, y, at: t) }
        }
        return (changed, ended)
    }

    static func isRight(_ v: Point, speed: Double) -> Bool {
        abs(v.x - 0.6 * speed) <= tolerance * speed && abs(v.y - 0.8 * speed) <= tolerance * speed
    }

    @Test("Every changed and the end read the drag's speed", arguments: [60.0, 120, 240], [0.0, 0.002])
    func steadyDrag(rate: Double, jitter: Double) {
        for speed in Self.speeds {
            let (changed, ended) = Self.velocities(speed: speed, rate: rate, jitter: jitter)
            #expect(changed.count >= Int(0.5 * rate) - 3)
            // The first changed has two samples (touch-down and the move): already a straight line.
            for (i, v) in changed.enumerated() {
                #expect(Self.isRight(v, speed: speed), "\(speed) pt/s at \(rate) Hz, jitter \(jitter), changed #\(i): \(v)")
            }
            #expect(ended.map { Self.isRight($0, speed: speed) } == true, "\(speed) pt/s at \(rate) Hz, jitter \(jitter), ended: \(String(describing: ended))")
        }
    }

    @Test("A finger that holds still 50 ms before lifting releases at zero", arguments: [60.0, 120, 240])
    func holdThenLift(rate: Double) {
        for speed in Self.speeds {
            let pan = PanGestureRecognizer(name: "pan")
            pan.slop = 0
            var ended: Point?
            pan.addHandler { if $0.state == .ended { ended = $0.velocity(in: nil) } }
            let d = GestureTestHost.scenario(pan)
            d.down(1, 100, 200, at: 0)
            let moves = Int((0.4 * rate).rounded())
            for i in 1...moves { d.move(1, 100 + speed * Double(i) / rate, 200, at: Double(i) / rate) }
            let stop = 100 + speed * Double(moves) / rate
            // The digitizer keeps reporting the still finger, then it lifts where it stood.
            var t = Double(moves) / rate
            let lift = t + 0.05
            while t + 1 / rate < lift - 1e-9 { t += 1 / rate; d.move(1, stop, 200, at: t) }
            d.up(1, stop, 200, at: lift)
            #expect(ended == .zero, "\(speed) pt/s at \(rate) Hz: \(String(describing: ended))")
        }
    }
}
