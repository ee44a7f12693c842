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
    private var builder = TouchEventBuilder()
    private var time = 0.0
    private var step = 0

    /// Builds the scene and puts a finger down on the list, dragged up past the slop: the header is then
    /// collapsing under the finger.
    public init() {
        scene = CollapsingHeaderScene(viewport: Size(width: 390, height: 844))
        send(.began, y: 600)
        for k in 1...4 { send(.moved, y: 600 - Double(k) * 5) }
    }

    private func send(_ phase: TouchPhase, y: Double) {
        time += 1.0 / 120
        for event in builder.events(at: time, samples: [TouchSample(id: TouchID(1), phase: phase, location: Point(x: 200, y: y))]) {
            scene.engine.handle(event)
        }
    }

    /// The next `count` frames at 120 Hz: a move of a finger that drags the header between 120 and 60 pt
    /// tall and back (the list stays at its top), and the frame's time.
    public func frames(_ count: Int) -> [(event: TouchEvent, time: Double)] {
        var frames: [(event: TouchEvent, time: Double)] = []
        frames.reserveCapacity(count)
        for _ in 0..<count {
            step += 1
            time += 1.0 / 120
            let phase = Double(step % 96) / 96
            let y = 520 + 60 * (phase < 0.5 ? 1 - phase * 2 : phase * 2 - 1)
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
