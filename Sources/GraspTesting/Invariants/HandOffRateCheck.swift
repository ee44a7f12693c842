// Why this file exists: a drag shared between several movers (a sheet and its list, a header and its
// list, a list and its refreshing edge, two scroll views handing off at their edges) hands the movement
// from one to the next at the point where one reaches its limit, which is almost never a sample. Grasp
// promises the same motion at any rate, so every mover must end where the finger's path puts it,
// whatever the rate, not only their sum (issue 51). This is that property, from a seed: a random path
// with turns between the samples, played at 60, 120 and 240 Hz and at a jittered rate. The library's
// tests run it over 50 seeds per arrangement; the random streams of GraspRobustnessTests run it on one
// seed in 100, so the long run checks it 10,000 times.

import Grasp
import GraspInteractions
import GraspScenes
import GraspTrace

/// Checks that the movers of a shared drag end in the same places at every sample rate, for the same
/// finger path.
///
/// ```swift
/// if let problem = HandOffRateCheck.check(seed: 7) { print(problem) }
/// ```
///
/// A seed gives an arrangement, where its movers start, and a finger's path: a first movement long
/// enough to start the drag, then up to four turns, each at a random instant (between the samples of
/// every rate), at speeds from 150 to 1,500 pt/s. The path is played as touch samples at 60, 120 and
/// 240 Hz and at 90 Hz with every interval jittered between half and one and a half times its length;
/// each turn is a sample in every stream (a stream that skipped one would be another path). After the
/// last sample, before the finger lifts, every mover must be within ``tolerance`` of where it is at
/// 60 Hz.
public enum HandOffRateCheck {
    /// The movers that share one drag.
    public enum Arrangement: String, CaseIterable, Sendable {
        /// The `sheet` scene: the bottom sheet and its list.
        case sheet
        /// The `collapsing-header` scene: the header and its list (which the header resizes).
        case header
        /// The `refresh` scene: the list and its refreshing edge.
        case refresh
        /// A list inside a list, both vertical, the inner one handing off at its edges.
        case handOff
    }

    /// One mover of a drag: where it stood when the finger landed and where it is at the last sample.
    public struct Mover: Hashable, Sendable {
        /// The mover's name and the value read (`sheetY`, `headerHeight`, `contentOffset.y`, …).
        public let name: String
        /// Its value when the finger landed.
        public let start: Double
        /// Its value at the last sample, before the finger lifts.
        public let end: Double
    }

    /// How far apart the same mover may end at two rates: 0.01 pt.
    public static let tolerance = 0.01

    /// The rates the path is played at, in samples a second; the jittered stream comes on top.
    public static let rates: [Double] = [60, 120, 240]

    /// Plays the path of `seed` on every arrangement at every rate; returns the first disagreement found
    /// (the seed, the arrangement, the mover, the rates and the positions), or `nil` when there is none.
    public static func check(seed: UInt64) -> String? {
        for arrangement in Arrangement.allCases {
            if let problem = check(seed: seed, arrangement: arrangement) { return problem }
        }
        return nil
    }

    /// Plays the path of `seed` on `arrangement` at every rate; returns the first disagreement found, or
    /// `nil`.
    public static func check(seed: UInt64, arrangement: Arrangement) -> String? {
        var reference: [Mover]?
        for (label, rate, jitter) in rates.map({ ("\(Int($0)) Hz", $0, false) }) + [("90 Hz jittered", 90, true)] {
            let positions = play(seed: seed, arrangement: arrangement, rate: rate, jittered: jitter)
            guard let first = reference else {
                reference = positions
                continue
            }
            for (mover, expected) in zip(positions, first) where !(abs(mover.end - expected.end) <= tolerance) {
                return "seed \(seed), \(arrangement.rawValue): \(mover.name) ends at \(mover.end) at \(label), \(expected.end) at 60 Hz"
            }
        }
        return nil
    }

    /// Plays the path of `seed` on a fresh `arrangement` at `rate` (with every interval jittered when
    /// `jittered`); returns every mover, with where it started and where it is at the last sample, before
    /// the finger lifts.
    public static func play(seed: UInt64, arrangement: Arrangement, rate: Double, jittered: Bool) -> [Mover] {
        var rng = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x4841_4E44_4F46_46)
        func uniform(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(rng.next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
        }
        let viewport = Size(width: 390, height: 844)
        let engine: GestureEngine
        let touchY: ClosedRange<Double>
        let positions: () -> [(name: String, value: Double)]
        switch arrangement {
        case .sheet:
            let scene = SheetScene(viewport: viewport)
            scene.sheet.setDetent(Int(rng.next() % 3))
            if rng.next() % 2 == 0 { scene.list.contentOffset = Point(x: 0, y: uniform(0...400)) }
            engine = scene.engine
            touchY = (scene.sheetY + 80)...(scene.sheetY + 120)
            positions = { [("sheetY", scene.sheetY), ("contentOffset.y", scene.list.contentOffset.y)] }
        case .header:
            let scene = CollapsingHeaderScene(viewport: viewport)
            scene.header.setHeight([60, 140, uniform(60...140)][Int(rng.next() % 3)])
            if rng.next() % 2 == 0 { scene.list.contentOffset = Point(x: 0, y: uniform(0...300)) }
            engine = scene.engine
            touchY = 300...500
            positions = { [("headerHeight", scene.headerHeight), ("contentOffset.y", scene.list.contentOffset.y)] }
        case .refresh:
            let scene = RefreshScene(viewport: viewport)
            if rng.next() % 2 == 0 { scene.list.contentOffset = Point(x: 0, y: uniform(0...200)) }
            engine = scene.engine
            touchY = 200...500
            positions = { [("contentOffset.y", scene.list.contentOffset.y), ("refreshCount", Double(scene.control.refreshCount))] }
        case .handOff:
            let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: viewport.width, height: viewport.height))
            let outer = ScrollView(name: "outer", frame: root.bounds)
            outer.contentSize = Size(width: viewport.width, height: 2400)
            let inner = ScrollView(name: "inner", frame: Rect(x: 0, y: 600, width: viewport.width, height: 400))
            inner.contentSize = Size(width: viewport.width, height: 1200)
            inner.nestedScrolling = .handOffAtEdges
            outer.addChild(inner)
            root.addChild(outer)
            outer.contentOffset = Point(x: 0, y: uniform(300...700))
            inner.contentOffset = Point(x: 0, y: [0, 800, uniform(0...800)][Int(rng.next() % 3)])
            engine = GestureEngine(rootNode: root)
            touchY = (600 - outer.contentOffset.y + 150)...(600 - outer.contentOffset.y + 250)
            positions = { [("outer.contentOffset.y", outer.contentOffset.y), ("inner.contentOffset.y", inner.contentOffset.y)] }
        }
        let start = positions()
        // The path: a first movement of 30 to 300 pt that starts the drag, then turns.
        var corners: [(time: Double, y: Double)] = [(0, uniform(touchY))]
        var direction = rng.next() % 2 == 0 ? 1.0 : -1.0
        for index in 0..<(2 + Int(rng.next() % 4)) {
            let length = index == 0 ? uniform(30...300) : uniform(10...400)
            let last = corners[corners.count - 1]
            corners.append((last.time + length / uniform(150...1500), last.y + direction * length))
            direction = -direction
        }
        // The samples: every interval (jittered or not) from the first corner, and every corner.
        var times = corners.dropFirst().map(\.time)
        let end = corners[corners.count - 1].time
        var time = 0.0
        while true {
            time += (jittered ? uniform(0.5...1.5) : 1) / rate
            guard time < end else { break }
            times.append(time)
        }
        var builder = TouchEventBuilder()
        func send(_ phase: TouchPhase, at time: Double, y: Double) {
            for event in builder.events(at: time, samples: [TouchSample(id: TouchID(1), phase: phase, location: Point(x: 200, y: y))]) {
                engine.handle(event)
            }
        }
        send(.began, at: 0, y: corners[0].y)
        var segment = 1
        for time in times.sorted() {
            while corners[segment].time < time { segment += 1 }
            let from = corners[segment - 1], to = corners[segment]
            send(.moved, at: time, y: from.y + (to.y - from.y) * (time - from.time) / (to.time - from.time))
        }
        let result = zip(start, positions()).map { Mover(name: $1.name, start: $0.value, end: $1.value) }
        send(.ended, at: end + 0.001, y: corners[corners.count - 1].y)
        return result
    }
}
