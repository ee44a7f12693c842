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
    private var builder = TouchEventBuilder()
    private var time = 0.0
    private var step = 0

    /// Builds the scene, puts a finger on row 3 and holds it until the row lifts.
    public init() {
        scene = ReorderScene(viewport: Size(width: 390, height: 844))
        send(.began, y: 210)
        for _ in 0..<66 {
            time += 1.0 / 120
            scene.tick(time)
        }
    }

    private func send(_ phase: TouchPhase, y: Double) {
        time += 1.0 / 120
        for event in builder.events(at: time, samples: [TouchSample(id: TouchID(1), phase: phase, location: Point(x: 200, y: y))]) {
            scene.engine.handle(event)
        }
        scene.tick(time)
    }

    /// The next `count` frames at 120 Hz, and each frame's time: over 1.6 s, the finger moves from 20 pt
    /// below the top (deep in the top zone) to 20 pt above the bottom (deep in the bottom zone), rests
    /// there while the list scrolls down, comes back and rests in the top zone while it scrolls up.
    public func frames(_ count: Int) -> [(event: TouchEvent, time: Double)] {
        var frames: [(event: TouchEvent, time: Double)] = []
        frames.reserveCapacity(count)
        for _ in 0..<count {
            step += 1
            time += 1.0 / 120
            // 0.4 s down, 0.4 s held in the bottom zone, 0.4 s up, 0.4 s held in the top zone.
            let phase = Double(step % 192) / 48
            let y = switch phase {
            case ..<1: 20 + 804 * phase
            case ..<2: 824.0
            case ..<3: 824 - 804 * (phase - 2)
            default: 20.0
            }
            for event in builder.events(at: time, samples: [TouchSample(id: TouchID(1), phase: .moved, location: Point(x: 200, y: y))]) {
                frames.append((event, time))
            }
        }
        return frames
    }

    /// Handles one frame: its event, then a tick at its time.
    @inline(__always)
    public func run(_ frame: (event: TouchEvent, time: Double)) {
        scene.engine.handle(frame.event)
        scene.tick(frame.time)
    }
}
