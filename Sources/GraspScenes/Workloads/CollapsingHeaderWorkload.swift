// Why this file exists: a frame of the collapsing header must cost at most 2 µs and allocate nothing once
// it runs. The benchmark measures one frame of the `collapsing-header` scene while a finger drags the
// header up and down (an event through the nested-scroll connection, then a tick); building that here
// keeps the benchmark and any profile measuring the same thing.

import Grasp

/// The `collapsing-header` scene at 390×844 with a finger dragging the header between its heights, and
/// the frames to measure.
public final class CollapsingHeaderWorkload {
    /// The scene.
    public let scene: CollapsingHeaderScene
    private var finger = WorkloadFinger()

    /// Builds the scene and puts a finger down on the list, dragged up past the slop: the header is then
    /// collapsing under the finger.
    public init() {
        scene = CollapsingHeaderScene(viewport: Size(width: 390, height: 844))
        finger.send(.began, at: Point(x: 200, y: 600), to: scene.engine)
        for k in 1...4 { finger.send(.moved, at: Point(x: 200, y: 600 - Double(k) * 5), to: scene.engine) }
    }

    /// The next `count` frames at 120 Hz: a move of a finger that drags the header between 120 and 60 pt
    /// tall and back (the list stays at its top), and the frame's time.
    public func frames(_ count: Int) -> [(event: TouchEvent, time: Double)] {
        finger.frames(count) { Point(x: 200, y: 580 - 60 * WorkloadFinger.backAndForth($0, period: 96)) }
    }

    /// Handles one frame: its event, then a tick at its time.
    @inline(__always)
    public func run(_ frame: (event: TouchEvent, time: Double)) {
        scene.engine.handle(frame.event)
        scene.tick(frame.time)
    }
}
