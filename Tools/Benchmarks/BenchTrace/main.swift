// Why this file exists: comparing the cost per touch event of Grasp (natively and in the browser) with
// another library needs one long input that every side receives sample for sample. This program writes
// that input: a trace of several minutes of every kind of touch gesture, made with TraceSynthesizer from
// a fixed seed, so that anyone who runs it gets the same file. scripts/wasm-figures writes it into
// .build-figures/ (it is several megabytes, so it is made, not committed).
//
//     BenchTrace OUTPUT [gestures]      gestures: how many gestures to synthesize (default 400)
import Foundation
import GraspFoundationCompat
import GraspGeometry
import GraspTrace

@main
enum BenchTrace {
    /// The seed of the gesture choices and of the synthesizer's noise; changing it changes every figure.
    static let seed: UInt64 = 20_261_125
    static let viewport = Trace.Viewport(width: 1000, height: 700)

    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard let output = arguments.first, arguments.count <= 2 else {
            FileHandle.standardError.write(Data("usage: BenchTrace OUTPUT [gestures]\n".utf8))
            exit(2)
        }
        let count = arguments.dropFirst().first.map { Int($0) ?? -1 } ?? 400
        guard (1...100_000).contains(count) else {
            FileHandle.standardError.write(Data("BenchTrace: gestures must be a whole number from 1 to 100000\n".utf8))
            exit(2)
        }
        let trace = makeTrace(gestures: count)
        do {
            try trace.validate(fileName: output)
            try trace.write(to: URL(fileURLWithPath: output))
        } catch {
            FileHandle.standardError.write(Data("BenchTrace: \(error)\n".utf8))
            exit(1)
        }
        let events = Set(trace.samples.map { $0.t }).count
        print("\(output): \(count) gestures, \(trace.samples.count) samples, \(events) touch events, \(trace.samples.last?.t ?? 0) s")
    }

    /// `gestures` gestures chosen at random (seeded) among taps, double taps, long presses, drags, flicks,
    /// edge pans, pinches, rotations and two-finger swipes, at 120 Hz with a little position noise and
    /// time jitter, 0.1 to 0.4 s apart.
    static func makeTrace(gestures: Int) -> Trace {
        var random = SplitMix64(seed: seed)
        var synthesizer = TraceSynthesizer(sampleRate: 120, positionNoise: 0.4, timeJitter: 0.0005, seed: seed)
        func uniform(_ low: Double, _ high: Double) -> Double { low + (high - low) * random.nextUnit() }
        // Movements last whole sample intervals: with time jitter, a movement whose last interval is
        // shorter than the jitter could get a move after its final one, out of order.
        func duration(_ low: Double, _ high: Double) -> Double { (uniform(low, high) * 120).rounded() / 120 }
        func point(margin: Double = 150) -> Point {
            Point(x: uniform(margin, viewport.width - margin), y: uniform(margin, viewport.height - margin))
        }
        func direction() -> Point {
            let angle = uniform(0, 2 * Double.pi)
            return Point(x: GraspMath.cos(angle), y: GraspMath.sin(angle))
        }
        for _ in 0..<gestures {
            let gap = uniform(0.1, 0.4)
            switch random.next() % 100 {
            case 0..<12:
                synthesizer.tap(at: point(), after: gap)
            case 12..<18:
                synthesizer.taps(2, at: point(), after: gap)
            case 18..<24:
                synthesizer.hold(at: point(), duration: duration(0.6, 1.0), after: gap)
            case 24..<52:
                let start = point()
                let distance = uniform(80, 250)
                synthesizer.drag(from: start, to: start + direction() * distance, duration: duration(0.4, 1.5),
                                 holdBeforeLift: uniform(0, 0.2), after: gap)
            case 52..<62:
                let start = point()
                synthesizer.drag(from: start, to: start + direction() * uniform(100, 180), duration: duration(0.08, 0.15), after: gap)
            case 62..<67:
                let y = uniform(100, viewport.height - 100)
                synthesizer.drag(from: Point(x: 3, y: y), to: Point(x: uniform(200, 400), y: y + uniform(-40, 40)),
                                 duration: duration(0.3, 0.8), after: gap)
            case 67..<80:
                let start = uniform(80, 160)
                synthesizer.pinch(center: point(margin: 250), fromSpan: start, toSpan: start * uniform(0.5, 2.2),
                                  angle: uniform(0, Double.pi), duration: duration(0.4, 1.2), holdBeforeLift: uniform(0, 0.1), after: gap)
            case 80..<92:
                synthesizer.rotate(center: point(margin: 250), span: uniform(100, 200), from: uniform(0, Double.pi),
                                   by: uniform(-2, 2), duration: duration(0.4, 1.2), holdBeforeLift: uniform(0, 0.1), after: gap)
            default:
                let start = point(margin: 250)
                synthesizer.swipe(from: start, to: start + direction() * uniform(120, 200), fingers: 2, spacing: 80,
                                  duration: duration(0.1, 0.2), after: gap)
            }
        }
        return synthesizer.trace(description: "Benchmark trace: \(gestures) seeded gestures of every touch kind at 120 Hz (Tools/Benchmarks/BenchTrace, seed \(seed))",
                                 viewport: viewport)
    }
}
