// Why this file exists: a frame of the `sheet` and `refresh` scenes must cost at most 2 µs and allocate
// nothing once it runs, as the collapsing header's does. The benchmarks measure one frame of each while a
// finger drags through the scene's chain (an event, then a tick); building the drags here keeps the
// benchmarks and any profile measuring the same thing.

import Grasp

extension WorkloadFinger {
    /// The next `count` moves of a finger at x 200, from `centre + amplitude` to `centre - amplitude` and
    /// back over 96 frames.
    mutating func frames(_ count: Int, centre: Double, amplitude: Double) -> [(event: TouchEvent, time: Double)] {
        frames(count) { Point(x: 200, y: centre + amplitude * (1 - 2 * WorkloadFinger.backAndForth($0, period: 96))) }
    }
}

/// The `sheet` scene at 390×844 with a finger on the list raising and lowering the sheet around its
/// middle detent (the list stays at its top), and the frames to measure.
public final class SheetWorkload {
    /// The scene.
    public let scene: SheetScene
    private var finger = WorkloadFinger()

    /// Builds the scene and puts a finger down on the list, dragged up past the slop: the sheet is then
    /// rising under the finger.
    public init() {
        scene = SheetScene(viewport: Size(width: 390, height: 844))
        finger.send(.began, at: Point(x: 200, y: 600), to: scene.engine)
        for k in 1...4 { finger.send(.moved, at: Point(x: 200, y: 600 - Double(k) * 5), to: scene.engine) }
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
    private var finger = WorkloadFinger()

    /// Builds the scene and puts a finger down on the list, pulled down past the slop.
    public init() {
        scene = RefreshScene(viewport: Size(width: 390, height: 844))
        finger.send(.began, at: Point(x: 200, y: 200), to: scene.engine)
        for k in 1...4 { finger.send(.moved, at: Point(x: 200, y: 200 + Double(k) * 5), to: scene.engine) }
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
