// Why this file exists: issue 49 compares grasp.js with Hammer.js 2.0.8 per pointer event, on Hammer's
// default preset and a seeded mix of gestures (Tools/Benchmarks/Browser/binding.js, `graspSide` and
// `gestures`). Most of grasp.js's cost there is the engine's dispatch, which is counted far more cheaply
// natively than through a wasm build: this file builds the same recognizers, relations and gestures in
// Swift for DispatchWorkload's `hammerPreset` case (scripts/callgrind hammerPreset).

import Grasp

/// How many times each recognizer of a ``DispatchWorkload`` was seen ending by its handler (as the browser
/// benchmark's handlers count them).
public final class HandlerEndings {
    /// Endings by recognizer name (the recognizers never seen ending are left out).
    public var counts: [String: Int] {
        var byName: [String: Int] = [:]
        for (name, count) in zip(names, endings) where count > 0 { byName[name] = count }
        return byName
    }

    /// The recognizers' names, and how many times each ended, by the recognizer's place in the preset: a
    /// list, not a dictionary, whose hashing is seeded differently in every process and would make the
    /// instruction count move from run to run.
    private let names: [String]
    private var endings: [Int]

    init(names: [String]) {
        self.names = names
        endings = Array(repeating: 0, count: names.count)
    }

    func count(_ recognizer: GestureRecognizer, at index: Int) {
        if recognizer.state == .ended { endings[index] += 1 }
    }
}

extension DispatchWorkload {
    /// The benchmark's element (Tools/Benchmarks/WasmCount/host-loop.mjs): a phone's viewport.
    static let hammerViewport = Size(width: 390, height: 844)

    /// Adds Hammer.js's default preset, in binding.js's order, with a handler on each recognizer.
    static func addHammerPreset(to node: Node) -> HandlerEndings {
        let rotation = RotationGestureRecognizer(name: "rotation")
        let pinch = PinchGestureRecognizer(name: "pinch")
        let swipe = SwipeGestureRecognizer(name: "swipe")
        swipe.direction = .all
        let pan = PanGestureRecognizer(name: "pan")
        let tap = TapGestureRecognizer(name: "tap")
        let doubleTap = TapGestureRecognizer(name: "doubleTap")
        doubleTap.numberOfTapsRequired = 2
        let press = LongPressGestureRecognizer(name: "press")
        press.minimumPressDuration = 0.251
        pinch.allowSimultaneousRecognition(with: rotation)
        pan.allowSimultaneousRecognition(with: swipe)
        doubleTap.allowSimultaneousRecognition(with: tap)
        tap.require(toFail: doubleTap)
        let all: [GestureRecognizer] = [rotation, pinch, swipe, pan, tap, doubleTap, press]
        let endings = HandlerEndings(names: all.map { $0.name })
        for (index, recognizer) in all.enumerated() {
            recognizer.addHandler { endings.count($0, at: index) }
            node.addGestureRecognizer(recognizer)
        }
        return endings
    }

    /// One pointer's sample of the benchmark's gestures: time in seconds.
    struct HammerSample: Equatable {
        var t: Double
        var phase: TouchPhase
        var id: Int
        var x: Double
        var y: Double
    }

    /// binding.js's `gestures`: the same seeded random (mulberry32, seed 49), shapes and timing, as far as
    /// `limit` samples (200 gestures make 8,160). Kind by gesture number modulo 5: a tap, a double tap, a
    /// flicked pan of 40 moves, a two-finger pinch with rotation (40 moves of each finger, one per sample),
    /// a press held still (70 moves at the same point); 40 frames of 120 Hz between gestures.
    static func hammerSamples(limit: Int, in size: Size) -> [HammerSample] {
        var random = Mulberry32(seed: 49)
        var samples: [HammerSample] = []
        samples.reserveCapacity(limit + 200)
        var t = 1000.0
        let dt = 1000.0 / 120
        func add(_ phase: TouchPhase, _ id: Int, _ x: Double, _ y: Double) {
            samples.append(HammerSample(t: t / 1000, phase: phase, id: id, x: x, y: y))
        }
        var g = 0
        while samples.count < limit {
            let kind = g % 5
            g += 1
            let x = 60 + random.next() * (size.width - 120), y = 60 + random.next() * (size.height - 120)
            switch kind {
            case 0, 1:
                for _ in 0...kind {
                    add(.began, 1, x, y)
                    t += 5 * dt
                    add(.ended, 1, x, y)
                    t += 12 * dt
                }
            case 2:
                let dx = (random.next() - 0.5) * 300, dy = (random.next() - 0.5) * 300
                add(.began, 1, x, y)
                for k in 1...40 {
                    t += dt
                    add(.moved, 1, x + dx * Double(k) / 40, y + dy * Double(k) / 40)
                }
                t += dt
                add(.ended, 1, x + dx, y + dy)
            case 3:
                add(.began, 1, x - 30, y)
                t += dt
                add(.began, 2, x + 30, y)
                for k in 1...40 {
                    t += dt
                    let r = 30 + Double(k), a = Double(k) * 0.01
                    let (c, s) = (GraspMath.cos(a), GraspMath.sin(a))
                    add(.moved, 1, x - r * c, y - r * s)
                    add(.moved, 2, x + r * c, y + r * s)
                }
                t += dt
                add(.ended, 1, x - 70, y)
                add(.ended, 2, x + 70, y)
            default:
                add(.began, 1, x, y)
                for _ in 1...70 {
                    t += dt
                    add(.moved, 1, x, y)
                }
                add(.ended, 1, x, y)
            }
            t += 40 * dt
        }
        samples.removeLast(samples.count - limit)
        return samples
    }

    /// The first `count` of the benchmark's pointer samples as a page's host hands them to the module:
    /// time in milliseconds, pointer id, phase code (0 down, 1 move, 2 up) and position in the
    /// 390 × 844 element.
    public static func hammerPointerSamples(count: Int) -> [(t: Double, id: Int, phase: Int, x: Double, y: Double)] {
        hammerSamples(limit: count, in: hammerViewport).map { sample in
            (sample.t * 1000, sample.id, sample.phase == .began ? 0 : sample.phase == .moved ? 1 : 2, sample.x, sample.y)
        }
    }

    /// The first `count` of the benchmark's samples as touch events, one pointer's sample each (a page's
    /// pointer events, as the host hands them to the engine).
    static func hammerGestureEvents(count: Int, in size: Size) -> [TouchEvent] {
        var builder = TouchEventBuilder()
        var events: [TouchEvent] = []
        events.reserveCapacity(count)
        for sample in hammerSamples(limit: count, in: size) {
            let touch = TouchSample(id: TouchID(sample.id), phase: sample.phase, location: Point(x: sample.x, y: sample.y))
            if let event = builder.event(at: sample.t, samples: [touch]) { events.append(event) }
        }
        return events
    }
}

/// JavaScript's mulberry32, as binding.js seeds it: the same numbers in [0, 1) for the same seed.
struct Mulberry32 {
    var seed: UInt32

    mutating func next() -> Double {
        seed &+= 0x6d2b_79f5
        var t = (seed ^ (seed >> 15)) &* (1 | seed)
        t = (t &+ ((t ^ (t >> 7)) &* (61 | t))) ^ t
        return Double(t ^ (t >> 14)) / 4_294_967_296
    }
}
