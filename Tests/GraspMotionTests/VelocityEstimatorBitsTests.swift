// Why this file exists: the release estimator's answers pinned to the bit. VelocityTrackerTests says what
// the estimator does, with tolerances; this says that a change to how it is computed (how it reads its
// samples, where it keeps its system of equations) leaves every answer exactly as it was, over seeded
// strokes that reach each of its branches: the line, the parabola, the check that follows a flick's end, the
// still tail, the few-sample guard and the clamp, at 60, 120 and 240 Hz.

import GraspGeometry
@testable import GraspMotion
import GraspTrace
import Testing

extension SplitMix64 {
    /// A number in [low, high).
    fileprivate mutating func number(_ low: Double, _ high: Double) -> Double { low + (high - low) * nextUnit() }
}

/// FNV-1a over the bit patterns of the estimates, in order.
private struct Digest {
    var value: UInt64 = 0xCBF2_9CE4_8422_2325
    var count = 0

    mutating func add(_ number: Double) {
        var bits = number.bitPattern
        for _ in 0..<8 {
            value = (value ^ (bits & 0xFF)) &* 0x0000_0100_0000_01B3
            bits >>= 8
        }
        count += 1
    }
}

@Suite("The release estimator's bits")
struct VelocityEstimatorBitsTests {
    /// The strokes' estimates: 2-D (default configuration, and one with a hold distance and a speed limit)
    /// and 1-D, each asked at the newest sample, 4 ms and 30 ms after it.
    fileprivate static func estimates() -> Digest {
        var numbers = SplitMix64(seed: 49)
        var digest = Digest()
        let held = VelocityTrackerConfiguration(holdDistance: 2, maximumSpeed: 4000)
        for stroke in 0..<900 {
            let interval = 1 / [60.0, 120.0, 240.0][stroke % 3]
            let samples = 2 + Int(numbers.number(0, 40))
            let (vx, vy) = (numbers.number(-3000, 3000), numbers.number(-3000, 3000))
            let (ax, ay) = (numbers.number(-40_000, 40_000), numbers.number(-40_000, 40_000))
            let noise = [0, 0.05, 0.5, 2][stroke % 4]
            // The last part of the stroke: going on, levelling off, turning back or holding still.
            let ending = stroke / 3 % 4
            let endAt = numbers.number(0.01, 0.06)
            var tracker = VelocityTracker()
            var heldTracker = VelocityTracker(configuration: held)
            var scalar = ScalarVelocityTracker()
            var position = Point(x: 100, y: 200)
            let duration = Double(samples - 1) * interval
            for index in 0..<samples {
                let t = 1 + Double(index) * interval
                let age = duration - Double(index) * interval
                var (dx, dy) = ((vx + ax * Double(index) * interval) * interval, (vy + ay * Double(index) * interval) * interval)
                if age < endAt {
                    switch ending {
                    case 1: (dx, dy) = (dx * 0.2, dy * 0.2)
                    case 2: (dx, dy) = (-dx * 0.5, -dy * 0.5)
                    case 3: (dx, dy) = (0, 0)
                    default: break
                    }
                }
                if index > 0 { position = Point(x: position.x + dx, y: position.y + dy) }
                let jitter = Point(x: numbers.number(-noise, noise), y: numbers.number(-noise, noise))
                let sample = Point(x: position.x + jitter.x, y: position.y + jitter.y)
                tracker.addSample(sample, at: t)
                heldTracker.addSample(sample, at: t)
                scalar.addSample(sample.x, at: t)
            }
            let newest = 1 + duration
            for after in [0, 0.004, 0.03] {
                let v = tracker.velocity(at: newest + after)
                digest.add(v.x)
                digest.add(v.y)
                let w = heldTracker.velocity(at: newest + after)
                digest.add(w.x)
                digest.add(w.y)
                digest.add(scalar.velocity(at: newest + after))
            }
        }
        return digest
    }

    @Test("Seeded strokes at 60, 120 and 240 Hz give the estimates they have always given, to the bit")
    func seededStrokes() {
        let digest = Self.estimates()
        #expect(digest.count == 900 * 3 * 5)
        #expect(digest.value == 0xF45A_E8F7_C148_EE06, "the release estimator's answers changed: digest \(String(digest.value, radix: 16))")
    }
}
