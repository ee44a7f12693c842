// Why this file exists: a frame of the `reorder` scene must cost at most 2 µs and allocate nothing once it
// runs, while a lifted row is dragged, passes other rows and auto-scrolls the list. The benchmark measures
// one frame (an event, then a tick) of that; building it here keeps the benchmark, its test and any
// profile measuring the same thing.

import Grasp

/// The `reorder` scene at 390×844 with row 3 lifted and a finger dragging it between the two auto-scroll
/// zones, and the frames to measure.
public final class ReorderWorkload {
    /// The scene.
    public let scene: ReorderScene
    private var finger = WorkloadFinger()

    /// Builds the scene, puts a finger on row 3 and holds it until the row lifts.
    public init() {
        scene = ReorderScene(viewport: Size(width: 390, height: 844))
        finger.send(.began, at: Point(x: 200, y: 210), to: scene.engine, tick: scene.tick)
        finger.hold(66, tick: scene.tick)
    }

    /// The next `count` frames at 120 Hz, and each frame's time: over 1.6 s, the finger moves from 20 pt
    /// below the top (deep in the top zone) to 20 pt above the bottom (deep in the bottom zone), rests
    /// there while the list scrolls down, comes back and rests in the top zone while it scrolls up.
    public func frames(_ count: Int) -> [(event: TouchEvent, time: Double)] {
        finger.frames(count) { step in
            // 0.4 s down, 0.4 s held in the bottom zone, 0.4 s up, 0.4 s held in the top zone.
            let phase = Double(step % 192) / 48
            let y = switch phase {
            case ..<1: 20 + 804 * phase
            case ..<2: 824.0
            case ..<3: 824 - 804 * (phase - 2)
            default: 20.0
            }
            return Point(x: 200, y: y)
        }
    }

    /// Handles one frame: its event, then a tick at its time.
    @inline(__always)
    public func run(_ frame: (event: TouchEvent, time: Double)) {
        scene.engine.handle(frame.event)
        scene.tick(frame.time)
    }
}
