// Why this file exists: a frame of the `sheet` and `refresh` scenes must cost at most 2 µs and allocate
// nothing once it runs, as the collapsing header's does. The benchmarks measure one frame of each while a
// finger drags through the scene's chain (an event, then a tick); building the drags here keeps the
// benchmarks and any profile measuring the same thing.

import Grasp

/// A finger on a scene, moving up and down around a centre at 120 Hz: the frames a workload measures.
struct OscillatingFinger {
    private var builder = TouchEventBuilder()
    private(set) var time = 0.0
    private var step = 0
    let x: Double

    init(x: Double) { self.x = x }

    /// The events of one sample of the finger at `y` with `phase`, a 120th of a second after the last.
    mutating func sample(_ phase: TouchPhase, y: Double) -> [TouchEvent] {
        time += 1.0 / 120
        return builder.events(at: time, samples: [TouchSample(id: TouchID(1), phase: phase, location: Point(x: x, y: y))])
    }

    /// The next `count` moves, between `centre - amplitude` and `centre + amplitude` over 96 frames.
    mutating func frames(_ count: Int, centre: Double, amplitude: Double) -> [(event: TouchEvent, time: Double)] {
        var frames: [(event: TouchEvent, time: Double)] = []
        frames.reserveCapacity(count)
        for _ in 0..<count {
            step += 1
            let phase = Double(step % 96) / 96
            let y = centre + amplitude * (phase < 0.5 ? 1 - phase * 4 : phase * 4 - 3)
            for event in sample(.moved, y: y) { frames.append((event, time)) }
        }
        return frames
    }
}

/// The `sheet` scene at 390×844 with a finger on the list raising and lowering the sheet around its
/// middle detent (the list stays at its top), and the frames to measure.
public final class SheetWorkload {
    /// The scene.
    public let scene: SheetScene
    private var finger = OscillatingFinger(x: 200)

    /// Builds the scene and puts a finger down on the list, dragged up past the slop: the sheet is then
    /// rising under the finger.
    public init() {
        scene = SheetScene(viewport: Size(width: 390, height: 844))
        for event in finger.sample(.began, y: 600) { scene.engine.handle(event) }
        for k in 1...4 { for event in finger.sample(.moved, y: 600 - Double(k) * 5) { scene.engine.handle(event) } }
    }

    /// The next `count` frames at 120 Hz: a move of a finger that takes the sheet 60 pt above and below
    /// where the drag has it, and the frame's time.
    public func frames(_ count: Int) -> [(event: TouchEvent, time: Double)] {
        finger.frames(count, centre: 580, amplitude: 60)
    }

    /// Handles one frame: its event, then a tick at its time.
    @inline(__always)
    public func run(_ frame: (event: TouchEvent, time: Double)) {
        scene.engine.handle(frame.event)
        scene.tick(frame.time)
    }
}

/// The `refresh` scene at 390×844 with a finger pulling the list past its top (past the trigger: one
/// refresh starts, then ends under the finger) and back, and the frames to measure.
public final class RefreshWorkload {
    /// The scene.
    public let scene: RefreshScene
    private var finger = OscillatingFinger(x: 200)

    /// Builds the scene and puts a finger down on the list, pulled down past the slop.
    public init() {
        scene = RefreshScene(viewport: Size(width: 390, height: 844))
        for event in finger.sample(.began, y: 200) { scene.engine.handle(event) }
        for k in 1...4 { for event in finger.sample(.moved, y: 200 + Double(k) * 5) { scene.engine.handle(event) } }
    }

    /// The next `count` frames at 120 Hz: a move of a finger pulling the content between about 10 and
    /// 125 pt past its top, and the frame's time.
    public func frames(_ count: Int) -> [(event: TouchEvent, time: Double)] {
        finger.frames(count, centre: 350, amplitude: 130)
    }

    /// Handles one frame: its event, then a tick at its time.
    @inline(__always)
    public func run(_ frame: (event: TouchEvent, time: Double)) {
        scene.engine.handle(frame.event)
        scene.tick(frame.time)
    }
}
