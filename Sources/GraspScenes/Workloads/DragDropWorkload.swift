// Why this file exists: a frame of the drag-drop scene must cost at most 2 µs and allocate nothing once
// it runs, including while the target list auto-scrolls. The benchmark measures one frame while a
// lifted item is carried back and forth between the two lists and up and down into their edge zones: an
// event, then a tick. Building that here keeps the benchmark and any profile measuring the same thing.

import Grasp

/// The `drag-drop` scene at 390×844 with item 2 lifted and carried around, and the frames to measure.
public final class DragDropWorkload {
    /// The scene.
    public let scene: DragDropScene
    private var finger = WorkloadFinger()

    /// Builds the scene, presses item 2 of the left list and holds it until it lifts (0.6 s of frames
    /// at 120 Hz).
    public init() {
        scene = DragDropScene(viewport: Size(width: 390, height: 844))
        finger.send(.began, at: Point(x: 96, y: 238), to: scene.engine, tick: scene.tick)
        finger.hold(72, tick: scene.tick)
    }

    /// The next `count` frames at 120 Hz: the finger goes from one list to the other and back every
    /// 0.8 s, and from 110 pt to 740 pt down the screen and back every 1.6 s (through both lists' edge
    /// zones, where they auto-scroll), and the frame's time.
    public func frames(_ count: Int) -> [(event: TouchEvent, time: Double)] {
        finger.frames(count) { step in
            Point(x: 96 + 198 * WorkloadFinger.backAndForth(step, period: 96),
                  y: 110 + 630 * WorkloadFinger.backAndForth(step, period: 192))
        }
    }

    /// Handles one frame: its event, then a tick at its time.
    @inline(__always)
    public func run(_ frame: (event: TouchEvent, time: Double)) {
        scene.engine.handle(frame.event)
        scene.tick(frame.time)
    }
}
